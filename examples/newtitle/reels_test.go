package main

import (
	"context"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/gamestest"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// frostReelsRTP is Frost Reels' exact RTP at a line bet of 100 (FR-1 …
// FR-5), as exact.FullCycle computes it: a change to the strips or the pays
// shows here.
const frostReelsRTP = "94631/100000"

// mustReels builds Frost Reels or fails the test.
func mustReels(t testing.TB) games.Game {
	t.Helper()
	g, err := stripgame.New(frostReels())
	require.NoError(t, err)
	return g
}

// Frost Reels' full cycle: 10^5 combinations, the exact RTP, and the
// stake of a line-bet game (FR-2: 5 lines × the line bet).
func TestFrostReelsFullCycle(t *testing.T) {
	g := mustReels(t)
	c, err := exact.FullCycle(context.Background(), g, 100, exact.Options{Workers: 0})
	require.NoError(t, err)
	require.Equal(t, int64(100_000), c.Combinations)
	require.EqualValues(t, 500, c.Stake)
	require.Equal(t, frostReelsRTP, c.RTP.RatString())
	require.Greater(t, len(c.Depths), 2, "FR-3: some rounds cascade")
}

// Frost Reels keeps the contract, like any title; stripgame did the work.
func TestFrostReelsContract(t *testing.T) {
	g := mustReels(t)
	require.NoError(t, gamestest.CheckContract(g, 5, 300))
	for seed := range uint64(20) {
		_, err := gamestest.CheckReplay(g, 10, games.Standard, rng.NewStream(seed, 3))
		require.NoError(t, err)
	}
	// FR-2, FR-3, FR-4 forced: three roses on line 2 (the top row) pay
	// 10 × the line bet of 10; they explode and snow, croc, heat fall in;
	// nothing wins then, and the three moons of the final screen pay 0.5 ×
	// the stake of 50.
	f := &games.Forced{Bet: 10, Screen: screenOf(t, g.Alphabet(),
		"rose rose rose croc snow",
		"snow croc heat came moon",
		"heat came snow moon moon",
	), Refill: [][]slotmech.Symbol{{frSnow}, {frCrocus}, {frHeather}, {}, {}}}
	require.NoError(t, gamestest.CheckForced(g, f, nil))
	var d games.Detail
	out, err := g.NewPlayer().PlayForced(f, nil, &d)
	require.NoError(t, err)
	require.Equal(t, games.Outcome{Bet: 10, Stake: 50, Win: 100 + 25}, out)
	require.Len(t, d.Spins[0].Steps, 1)
	require.Equal(t, 3, d.Spins[0].Scatters)
}
