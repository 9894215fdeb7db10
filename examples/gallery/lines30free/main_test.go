package main

import (
	"context"
	"math/big"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/gamestest"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// title builds Thirty Stars or fails the test.
func title(t testing.TB) games.Game {
	t.Helper()
	g, err := stripgame.New(thirtyStars())
	require.NoError(t, err)
	return g
}

// parts are the feature game's parts as strip games.
type parts interface {
	BaseGame() (games.Game, bool)
	FreeGame() (games.Game, int, bool)
}

// The shared checks of every title, and TS-2 to TS-4 on forced screens.
func TestContract(t *testing.T) {
	g := title(t)
	require.NoError(t, gamestest.CheckContract(g, 1, 300))
	for seed := range uint64(100) {
		_, err := gamestest.CheckReplay(g, 1, games.Standard, rng.NewStream(seed, 9))
		require.NoError(t, err)
	}
	base, ok := g.(parts).BaseGame()
	require.True(t, ok)
	free, max, ok := g.(parts).FreeGame()
	require.True(t, ok)
	require.Equal(t, 200, max, "TS-4")
	for _, part := range []games.Game{base, free} {
		require.NoError(t, gamestest.CheckStripPlayer(part, 1, rng.NewStream(3, 3), 30))
	}
	// TS-2, TS-3: Q Q Q on the lines 0 1 2 1 0 and 0 1 1 1 0 (the rows
	// crossed), 15 × the line bet of 2 each; three stars pay 2 × the stake
	// of 60 and award 8 free spins. The stake is 30 × 2 exactly.
	scr, err := g.Alphabet().ParseScreen([][]string{
		{"Q", "star", "K", "9", "J"},
		{"J", "Q", "Q", "star", "K"},
		{"9", "10", "Q", "10", "star"},
	})
	require.NoError(t, err)
	f := &games.Forced{Bet: 2, Screen: scr}
	require.NoError(t, gamestest.CheckForced(g, f, nil))
	var d games.Detail
	out, err := g.NewPlayer().PlayForced(f, nil, &d)
	require.NoError(t, err)
	require.Equal(t, games.Outcome{Bet: 2, Stake: 60, Win: 60 + 120, Triggered: true}, out)
	n, _ := d.Spins[0].Facts.Get(stripgame.FactAwarded)
	require.Equal(t, int64(8), n)
	// TS-4: as a free spin, ×1, and 4 more.
	f.State = games.Facts{{Name: stripgame.FactFreeSpin, Value: 1}}
	out, err = g.NewPlayer().PlayForced(f, nil, &d)
	require.NoError(t, err)
	require.Equal(t, games.Outcome{Bet: 2, Stake: 60, Win: 60 + 120, Triggered: true, FreeSpins: 1}, out)
	n, _ = d.Spins[0].Facts.Get(stripgame.FactAwarded)
	require.Equal(t, int64(4), n)
}

// bruteForce pays every combination of reels (the base strips, or the
// free spins') by hand, from the
// rules TS-1 to TS-3 and the title's data alone, at a line bet of 1: the
// total won (in line bets) and the combinations with 3 stars or more.
func bruteForce(reels [][]slotmech.Symbol) (won, triggers int64) {
	wild, star := sym("wild"), sym("star")
	pay := map[slotmech.Symbol][3]int64{}
	for name, p := range pays {
		pay[sym(name)] = p
	}
	var stops [5]int
	var win func(r int)
	win = func(r int) {
		if r < 5 {
			for stops[r] = range reels[r] {
				win(r + 1)
			}
			return
		}
		at := func(reel, row int) slotmech.Symbol { return reels[reel][(stops[reel]+row)%len(reels[reel])] }
		stars := 0
		for reel := range 5 {
			for row := range 3 {
				if at(reel, row) == star {
					stars++
				}
			}
		}
		if stars >= 3 {
			triggers++
			won += 30 * starPays[min(stars, 5)-3] // × the stake, 30 line bets
		}
		for _, line := range thirtyLines {
			first := at(0, line[0]) // the wild is on reels 2 to 4 only: a run starts with a symbol
			n := 1
			for n < 5 && (at(n, line[n]) == first || at(n, line[n]) == wild) {
				n++
			}
			if p, ok := pay[first]; ok && n >= 3 {
				won += p[n-3]
			}
		}
	}
	win(0)
	return won, triggers
}

// TS-1 to TS-3: the base game's exact RTP over its full cycle equals the
// brute force's, and so does its trigger count.
func TestBaseGameFullCycle(t *testing.T) {
	if raceEnabled {
		t.Skip("a full cycle: checked without the race detector")
	}
	bg, _ := title(t).(parts).BaseGame()
	c, err := exact.FullCycle(context.Background(), bg, 1, exact.Options{})
	require.NoError(t, err)
	won, triggers := bruteForce(strips(baseReels))
	require.Equal(t, int64(3_200_000), c.Combinations)
	require.Equal(t, big.NewRat(won, 3_200_000*30).String(), c.RTP.String())
	require.Equal(t, "21457/32000", c.RTP.RatString())
	require.Equal(t, triggers, c.Triggers)
}
