package starlight

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/rng"
)

// The configuration identity is stable for the same maths and changes with
// any weight.
func TestConfigIdentity(t *testing.T) {
	var _ games.Recordable = New()
	require.Equal(t, games.ConfigID(New()), games.ConfigID(New()))
	m := DefaultMaths
	m.Free.Scatter++
	other, err := NewWithMaths(m)
	require.NoError(t, err)
	require.NotEqual(t, games.ConfigID(New()), games.ConfigID(other))
}

// Every recorded round of Starlight Christmas replays bit for bit, in both
// modes; an edited record is caught.
func TestReplayStarlight(t *testing.T) {
	g := New()
	src := rng.NewStream(2026, 12)
	features := 0
	for _, mode := range []games.Mode{games.Standard, games.Ante} {
		for i := 0; i < 300 || features == 0; i++ { // until a feature has replayed too
			require.Less(t, i, 20_000, "no feature triggered")
			rec, err := games.RecordRound(g, 100, mode, src)
			require.NoError(t, err)
			_, err = games.Replay(g, rec)
			require.NoError(t, err)
			if rec.Outcome.Triggered {
				features++
			}
		}
	}
	rec, err := games.RecordRound(g, 100, games.Standard, src)
	require.NoError(t, err)
	rec.Outcome.Stake++
	_, err = games.Replay(g, rec)
	require.ErrorIs(t, err, games.ErrReplay)
}
