package jackpot_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// A report sent again (the same terminal and game number, after a crash that
// lost its acknowledgement) changes nothing and returns the wins of the
// first report, with their numbers; a number below the last one, or the
// last one with another stake, is refused and changes nothing.
func TestReportIsIdempotent(t *testing.T) {
	s := newSystem(t, hallPools()...)
	term := jackpot.Terminal{ID: "T-1", Venue: "brno"}
	src := rng.NewStream(5, 0)
	var hit jackpot.Game
	var first []jackpot.Win
	for n := uint64(1); first == nil; n++ {
		hit = jackpot.Game{Terminal: term, Number: n, Stake: 1000, At: at0}
		var err error
		first, err = s.PlayWith(ctx, hit, src)
		require.NoError(t, err)
	}
	before := audit(t, s)
	again, err := s.PlayWith(ctx, hit, src)
	require.NoError(t, err)
	require.Equal(t, first, again)
	require.Equal(t, before, audit(t, s), "a report sent again changes no pool")

	older := hit
	older.Number--
	_, err = s.PlayWith(ctx, older, src)
	require.ErrorIs(t, err, jackpot.ErrGame)
	require.ErrorContains(t, err, "below the last game reported")
	other := hit
	other.Stake = 5
	_, err = s.PlayWith(ctx, other, src)
	require.ErrorIs(t, err, jackpot.ErrGame)
	require.EqualError(t, err, `jackpot: terminal "T-1": game `+
		itoa(hit.Number)+`: reported again with stake 5, first with 1000`)
	zero := hit
	zero.Number = 0
	_, err = s.PlayWith(ctx, zero, src)
	require.ErrorIs(t, err, jackpot.ErrGame)
	require.Equal(t, before, audit(t, s), "refused reports change no pool")

	// The next game goes on as usual.
	next := hit
	next.Number++
	_, err = s.PlayWith(ctx, next, src)
	require.NoError(t, err)
	require.Equal(t, before["grand"].Games+1, audit(t, s)["grand"].Games)
}

func itoa(n uint64) string { return slotmech.Money(n).String() }

// Draw takes a fixed number of draws per game (one per trigger of each pool
// in scope); Report refuses draws that are not the game's and changes
// nothing.
func TestReportChecksDraws(t *testing.T) {
	s := newSystem(t, hallPools()...)
	brno := jackpot.Terminal{ID: "T-1", Venue: "brno"}
	d, err := s.DrawFrom(nil, brno, rng.NewStream(1, 0))
	require.NoError(t, err)
	require.Len(t, d, 4, "grand: chance; brno: must-hit; south: chance and must-hit")
	d2, err := s.DrawFrom(nil, jackpot.Terminal{ID: "T-2", Venue: "praha"}, rng.NewStream(1, 0))
	require.NoError(t, err)
	require.Len(t, d2, 1, "grand only")

	before := audit(t, s)
	g := jackpot.Game{Terminal: brno, Number: 1, Stake: 100, At: at0}
	_, err = s.ReportDraws(ctx, g, d[:3])
	require.ErrorIs(t, err, jackpot.ErrGame)
	require.EqualError(t, err, `jackpot: draws: 3 draws for a game of "T-1", which takes 4`)
	bad := append([]uint64(nil), d...)
	bad[0] = 2_000_000 // grand's chance is out of 2 000 000
	_, err = s.ReportDraws(ctx, g, bad)
	require.ErrorIs(t, err, jackpot.ErrGame)
	require.EqualError(t, err, `jackpot: draws[0]: chance draw 2000000 of pool "grand" is not below 2000000`)
	require.Equal(t, before, audit(t, s))
	_, err = s.ReportDraws(ctx, g, d)
	require.NoError(t, err)
}

// twiceStore is a MemoryStore whose Apply calls the update function twice
// on the same state, as a database retrying a transaction does, and checks
// that both calls give the same result.
type twiceStore struct {
	jackpot.MemoryStore
	t *testing.T
}

func (s *twiceStore) Apply(ctx context.Context, g jackpot.Game, pools []string, fn jackpot.UpdateFunc) ([]jackpot.Win, error) {
	return s.MemoryStore.Apply(ctx, g, pools, func(i int, st *jackpot.State) ([]jackpot.Win, error) {
		first := *st
		w1, err1 := fn(i, &first)
		w2, err2 := fn(i, st)
		if !reflect.DeepEqual(first, *st) || !reflect.DeepEqual(w1, w2) || (err1 == nil) != (err2 == nil) {
			s.t.Errorf("update of %s is not pure: %+v %v %v, then %+v %v %v", pools[i], first, w1, err1, *st, w2, err2)
		}
		return w2, err2
	})
}

// The update a System hands to its store is pure: repeated on the same
// state it gives the same state and wins, so a store may retry it; and the
// pools end exactly where a store that calls it once leaves them.
func TestUpdateIsRetryable(t *testing.T) {
	retry := &twiceStore{t: t}
	a, err := jackpot.NewSystem(ctx, hallPools(), retry, nil)
	require.NoError(t, err)
	b := newSystem(t, hallPools()...)
	for i := range 20_000 {
		g := jackpot.Game{Terminal: jackpot.Terminal{ID: "T", Venue: hallVenues[i%len(hallVenues)]},
			Number: uint64(i + 1), Stake: slotmech.Money(5 + i%1000), At: at0}
		d, err := a.DrawFrom(nil, g.Terminal, rng.NewStream(9, uint64(i)))
		require.NoError(t, err)
		wa, err := a.ReportDraws(ctx, g, d)
		require.NoError(t, err)
		wb, err := b.ReportDraws(ctx, g, d)
		require.NoError(t, err)
		require.Equal(t, wb, wa)
	}
	la, lb := audit(t, a), audit(t, b)
	require.Equal(t, lb, la)
	require.Positive(t, la["brno"].Resets+la["south"].Resets)
}
