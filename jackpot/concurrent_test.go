package jackpot_test

import (
	"fmt"
	"math/big"
	"slices"
	"sync"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// hallPools are the pools of the concurrency test: one of each scope and
// trigger, sized so that every pool is hit many times.
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

var hallVenues = []string{"brno", "znojmo", "praha", "ostrava"}

// TestConcurrentTerminals plays 64 terminals at once into shared pools, each
// with its own stream, and then checks every pool's ledger to the unit
// against totals kept by the terminals themselves: no contribution is lost,
// no fraction dropped, and a hit is paid exactly once (wins returned =
// resets stored, money won returned = money won stored, sequence numbers
// 1…N each once). Run it with -race: the full 64 × 20 000 games take about
// 5 s under the race detector on 2 cores (0.5 s without); -short plays
// 64 × 2 000.
func TestConcurrentTerminals(t *testing.T) {
	const terminals = 64
	games := 20_000
	if testing.Short() {
		games = 2_000
	}
	configs := hallPools()
	s := newSystem(t, configs...)

	type tally struct {
		staked map[string]*big.Int // Σ stakes per pool in scope
		wins   []jackpot.Win
		err    error
	}
	tallies := make([]tally, terminals)
	var wg sync.WaitGroup
	for i := range terminals {
		wg.Go(func() {
			term := jackpot.Terminal{ID: fmt.Sprintf("T-%02d", i), Venue: hallVenues[i%len(hallVenues)]}
			src := rng.NewStream(2025, uint64(i))
			tl := &tallies[i]
			tl.staked = map[string]*big.Int{}
			for _, c := range configs {
				tl.staked[c.Name] = new(big.Int)
			}
			for range games {
				stake := slotmech.Money([]int64{5, 10, 15, 25, 50, 100, 200, 300, 500, 1000}[rng.IntN(src, 10)])
				w, err := s.PlayWith(ctx, jackpot.Game{Terminal: term, Number: nextGame(), Stake: stake, At: at0}, src)
				if err != nil {
					tl.err = err
					return
				}
				tl.wins = append(tl.wins, w...)
				for _, c := range configs {
					if inScope(c, term.Venue) {
						tl.staked[c.Name].Add(tl.staked[c.Name], big.NewInt(int64(stake)))
					}
				}
			}
		})
	}
	wg.Wait()

	var seqs []uint64
	for _, tl := range tallies {
		require.NoError(t, tl.err)
		for _, w := range tl.wins {
			seqs = append(seqs, w.Seq)
		}
	}
	slices.Sort(seqs)
	for k, q := range seqs {
		require.Equal(t, uint64(k+1), q, "sequence numbers are 1…N, each once")
	}

	ledgers := audit(t, s)
	for _, c := range configs {
		l := ledgers[c.Name]
		staked, won, nwins := new(big.Int), slotmech.Money(0), uint64(0)
		for _, tl := range tallies {
			staked.Add(staked, tl.staked[c.Name])
			for _, w := range tl.wins {
				if w.Pool == c.Name {
					won += w.Amount
					nwins++
				}
			}
		}
		require.Equal(t, staked.Int64(), int64(l.Staked), "%s: staked", c.Name)
		// Σ stake × Num = Den × Contributed + Remainder, from the terminals' own totals.
		total := new(big.Int).Mul(staked, big.NewInt(c.Rate.Num))
		q, r := new(big.Int).QuoRem(total, big.NewInt(c.Rate.Den), new(big.Int))
		require.Equal(t, q.Int64(), int64(l.Contributed), "%s: contributed", c.Name)
		require.Equal(t, r.Int64(), l.Remainder, "%s: remainder", c.Name)
		require.Equal(t, nwins, l.Resets, "%s: wins = resets", c.Name)
		require.Equal(t, won, l.Won, "%s: won", c.Name)
		require.Greater(t, nwins, uint64(2), "%s: the test should see hits", c.Name)
		t.Logf("%s: %d games, staked %d, contributed %d, %d wins, amount %d", c.Name, l.Games, l.Staked, l.Contributed, nwins, l.Amount)
	}
}
