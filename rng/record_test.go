package rng_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/weighted"
	"github.com/slotmech/slotmech/rng"
)

// round is a stand-in for a game round: a data-dependent number of draws of
// several kinds.
func round(src rng.Source, w *rng.Weighted) []int {
	var out []int
	n := 1 + rng.IntN(src, 5)
	for range n {
		out = append(out, rng.IntN(src, 100), w.Draw(src))
	}
	return out
}

// TestReplayEqualsOriginal: replaying a recorded round gives the same round
// and consumes the record exactly.
func TestReplayEqualsOriginal(t *testing.T) {
	w := (*rng.Weighted)(weighted.Must(3, 0, 9, 1))
	rapid.Check(t, func(t *rapid.T) {
		rec := rng.NewRecorder(rng.NewStream(rapid.Uint64().Draw(t, "seed"), 0))
		want := round(rec, w)
		rep := rng.NewReplayer(rec.Draws())
		got := round(rep, w)
		require.Equal(t, want, got)
		require.NoError(t, rep.Done())
	})
}

// TestReplayOverRead: asking for more than the record is an error the round
// can surface, never a fresh draw.
func TestReplayOverRead(t *testing.T) {
	rep := rng.NewReplayer([]uint64{5, 6})
	require.Equal(t, uint64(5), rep.Uint64())
	require.Equal(t, uint64(6), rep.Uint64())
	require.NoError(t, rep.Done())
	rep.Uint64()
	err := rep.Done()
	require.Error(t, err)
	require.True(t, errors.Is(err, rng.ErrExhausted))
	require.EqualError(t, err, "rng: replay ran out of recorded draws: asked for draw 3 of 2 recorded")
	var e *slotmech.Error
	require.ErrorAs(t, err, &e)
	require.Equal(t, "replay", e.Op)
	require.Equal(t, "3", e.Value)
	// A rejection loop ends on the value served past the record.
	require.Less(t, rng.Uint64N(rep, 3), uint64(3))
	require.Less(t, rng.Uint64N(rep, 1<<63+1), uint64(1<<63+1))
}

func TestReplayUnused(t *testing.T) {
	rep := rng.NewReplayer([]uint64{1, 2, 3})
	rep.Uint64()
	err := rep.Done()
	require.True(t, errors.Is(err, rng.ErrUnused))
	require.EqualError(t, err, "rng: replay left recorded draws unused: used 1 of 3 recorded")
}

func TestRecorderReset(t *testing.T) {
	rec := rng.NewRecorder(rng.NewStream(1, 0))
	rec.Uint64()
	rec.Reset()
	require.Empty(t, rec.Draws())
	v := rec.Uint64()
	require.Equal(t, []uint64{v}, rec.Draws())
}

func TestCryptoDiffers(t *testing.T) {
	c := rng.NewCrypto()
	seen := map[uint64]bool{}
	for range 200 { // crosses several buffer refills
		seen[c.Uint64()] = true
	}
	require.Len(t, seen, 200)
}
