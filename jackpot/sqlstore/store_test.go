package sqlstore_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// ctx is the context of the tests' calls.
var ctx = context.Background()

// hallPools are the pools of the tests: one of each scope and trigger,
// sized so that every pool is hit often.
func hallPools() []jackpot.PoolConfig {
	return []jackpot.PoolConfig{
		{Name: "grand", Rate: jackpot.Ratio{Num: 7, Den: 1000},
			Seed: 5_000, Chance: jackpot.Ratio{Num: 1, Den: 2_000_000}},
		{Name: "brno", Venues: []string{"brno"}, Rate: jackpot.Ratio{Num: 15, Den: 1000},
			Seed: 500, MustHitBy: 2_000},
		{Name: "south", Venues: []string{"brno", "znojmo"}, Rate: jackpot.Ratio{Num: 3, Den: 997},
			Seed: 100, Chance: jackpot.Ratio{Num: 1, Den: 50_000}, MustHitBy: 900},
	}
}

var (
	venues = []string{"brno", "znojmo", "praha", "ostrava"}
	stakes = []slotmech.Money{5, 10, 15, 25, 50, 100, 200, 300, 500, 1000}
	at0    = time.Date(2026, 12, 1, 18, 30, 0, 0, time.UTC)
)

// The store keeps exactly what a MemoryStore keeps: the same games with
// the same draws (two systems with the same jackpot source) give the same wins, numbered alike, and the same ledgers; a
// game reported again returns its first wins and changes nothing; the
// state survives closing and reopening the database; Wins lists every win.
func TestStoreMatchesMemoryStore(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		store, addr := newStore(t, e)
		sys, err := jackpot.NewSystem(ctx, hallPools(), store, rng.NewStream(42, 1))
		require.NoError(t, err)
		mem, err := jackpot.NewSystem(ctx, hallPools(), new(jackpot.MemoryStore), rng.NewStream(42, 1))
		require.NoError(t, err)

		games := 3000
		if testing.Short() {
			games = 600
		}
		src := rng.NewStream(42, 0)
		numbers := map[string]uint64{}
		var all []jackpot.Win
		for i := range games {
			term := jackpot.Terminal{ID: fmt.Sprintf("T-%d", i%8), Venue: venues[i%8%len(venues)]}
			numbers[term.ID]++
			g := jackpot.Game{Terminal: term, Number: numbers[term.ID], Stake: stakes[rng.IntN(src, len(stakes))],
				At: at0.Add(time.Duration(i) * time.Second)}
			want, err := mem.Report(ctx, g)
			require.NoError(t, err)
			got, err := sys.Report(ctx, g)
			require.NoError(t, err)
			require.Equal(t, want, got, "game %d", i)
			all = append(all, got...)
			if i%97 == 0 { // sent again: the same wins, nothing changes
				before := ledgers(t, sys)
				again, err := sys.Report(ctx, g)
				require.NoError(t, err)
				requireSameWins(t, got, again)
				require.Equal(t, before, ledgers(t, sys))
			}
		}
		require.Equal(t, ledgers(t, mem), ledgers(t, sys))
		require.NotEmpty(t, all)

		// Another process opens the database: the same pools, the same wins.
		again, err := jackpot.NewSystem(ctx, hallPools(), openStore(t, e, addr), nil)
		require.NoError(t, err)
		require.Equal(t, ledgers(t, mem), ledgers(t, again))
		listed, err := store.Wins(ctx, 0, len(all)+10)
		require.NoError(t, err)
		requireSameWins(t, all, listed)
		tail, err := store.Wins(ctx, all[len(all)-1].Seq-1, 10)
		require.NoError(t, err)
		requireSameWins(t, all[len(all)-1:], tail)
	})
}

// requireSameWins compares win records, times by instant (the database
// keeps them in UTC).
func requireSameWins(t *testing.T, want, got []jackpot.Win) {
	t.Helper()
	require.Len(t, got, len(want))
	for i := range want {
		w, g := want[i], got[i]
		require.True(t, w.At.Equal(g.At) && w.Payout.Due.Equal(g.Payout.Due), "win %d times: %v %v", i, w, g)
		w.At, g.At, w.Payout.Due, g.Payout.Due = time.Time{}, time.Time{}, time.Time{}, time.Time{}
		require.Equal(t, w, g, "win %d", i)
	}
}

// ledgers audits every pool of s.
func ledgers(t testing.TB, s *jackpot.System) map[string]jackpot.State {
	t.Helper()
	out := map[string]jackpot.State{}
	for _, p := range s.Pools() {
		l, err := s.Audit(ctx, p)
		require.NoError(t, err)
		out[p] = l
	}
	return out
}

// A game reported again with another stake, or an older game, is refused
// with ErrGame and changes nothing, as in a MemoryStore.
func TestStoreRefusesStaleGames(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		store, _ := newStore(t, e)
		sys, err := jackpot.NewSystem(ctx, hallPools(), store, nil)
		require.NoError(t, err)
		term := jackpot.Terminal{ID: "T-1", Venue: "brno"}
		for n := uint64(1); n <= 3; n++ {
			_, err := sys.Report(ctx, jackpot.Game{Terminal: term, Number: n, Stake: 100, At: at0})
			require.NoError(t, err)
		}
		before := ledgers(t, sys)
		_, err = sys.Report(ctx, jackpot.Game{Terminal: term, Number: 2, Stake: 100, At: at0})
		require.ErrorIs(t, err, jackpot.ErrGame)
		require.ErrorContains(t, err, `terminal "T-1": game 2: below the last game reported, 3`)
		_, err = sys.Report(ctx, jackpot.Game{Terminal: term, Number: 3, Stake: 200, At: at0})
		require.ErrorIs(t, err, jackpot.ErrGame)
		require.ErrorContains(t, err, "reported again with stake 200, first with 100")
		require.Equal(t, before, ledgers(t, sys))
	})
}

// A store opened with another pool configuration for the same pool names
// is refused by NewSystem: the ledger does not balance with the other
// rate.
func TestStoreKeepsItsConfiguration(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		store, _ := newStore(t, e)
		sys, err := jackpot.NewSystem(ctx, hallPools(), store, nil)
		require.NoError(t, err)
		for n := uint64(1); n <= 50; n++ {
			_, err := sys.Report(ctx, jackpot.Game{Terminal: jackpot.Terminal{ID: "T", Venue: "brno"}, Number: n, Stake: 333, At: at0})
			require.NoError(t, err)
		}
		other := hallPools()
		other[0].Rate.Num++
		_, err = jackpot.NewSystem(ctx, other, store, nil)
		require.ErrorIs(t, err, jackpot.ErrStore)
	})
}

// TestCS20_StoreSettlesOnce: a win's payout is recorded once, by one of
// many concurrent attendants (processes share the database), and then
// listed with its status and form number; a payout recorded again is the
// same answer, any other is refused with ErrPayout, and so is a win that
// does not exist (no payout row is left for it).
func TestCS20_StoreSettlesOnce(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		store, addr := newStore(t, e)
		other := openStore(t, e, addr)
		sys, err := jackpot.NewSystem(ctx, hallPools(), store, rng.NewStream(4, 4))
		require.NoError(t, err)
		term := jackpot.Terminal{ID: "T-1", Venue: "brno"}
		var wins []jackpot.Win
		for n := uint64(1); len(wins) < 2; n++ {
			w, err := sys.Report(ctx, jackpot.Game{Terminal: term, Number: n, Stake: 500, At: at0})
			require.NoError(t, err)
			wins = append(wins, w...)
		}
		_, err = store.Settle(ctx, 1_000_000, jackpot.Paid, "PF-0")
		require.ErrorIs(t, err, jackpot.ErrPayout)
		var wg sync.WaitGroup
		results := make([]error, 8)
		for i := range results {
			s := store
			if i%2 == 1 {
				s = other
			}
			wg.Go(func() {
				_, results[i] = s.Settle(ctx, wins[0].Seq, jackpot.Paid, fmt.Sprintf("PF-%d", i))
			})
		}
		wg.Wait()
		ok := 0
		for _, err := range results {
			if err == nil {
				ok++
			} else {
				require.ErrorIs(t, err, jackpot.ErrPayout)
			}
		}
		require.Equal(t, 1, ok, "one payout recorded")
		listed, err := other.Wins(ctx, 0, 10)
		require.NoError(t, err)
		require.Equal(t, jackpot.Paid, listed[0].Status)
		again, err := store.Settle(ctx, wins[0].Seq, jackpot.Paid, listed[0].Form)
		require.NoError(t, err, "recorded again")
		require.Equal(t, listed[0].Form, again.Form)
		w, err := store.Settle(ctx, wins[1].Seq, jackpot.Refused, "PF-9")
		require.NoError(t, err)
		require.Equal(t, jackpot.Refused, w.Status)
		_, err = store.Settle(ctx, wins[1].Seq, jackpot.Paid, "PF-9")
		require.ErrorIs(t, err, jackpot.ErrPayout)
		requireSameWins(t, wins[2:], listed[2:])
		repeat, err := sys.Report(ctx, jackpot.Game{Terminal: term, Number: wins[len(wins)-1].Game, Stake: 500, At: at0})
		require.NoError(t, err)
		require.NotEmpty(t, repeat, "the last game's wins, answered again")
	})
}
