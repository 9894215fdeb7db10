package main

import (
	"context"
	"strings"
	"testing"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/gamestest"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// rtp is Classic Fruits' exact RTP at a line bet of 10, over the full cycle
// of 22⁵ = 5 153 632 combinations: a change to the strips or the pays
// shows here.
const rtp = "2384835/2576816"

// title builds Classic Fruits or fails the test.
func title(t testing.TB) games.Game {
	t.Helper()
	g, err := stripgame.New(classicFruits())
	require.NoError(t, err)
	return g
}

// CF-1 to CF-4, the exact PAR: every combination of stops once.
func TestFullCycle(t *testing.T) {
	if raceEnabled {
		t.Skip("a full cycle: checked without the race detector")
	}
	c, err := exact.FullCycle(context.Background(), title(t), 10, exact.Options{Workers: 0})
	require.NoError(t, err)
	require.Equal(t, int64(5_153_632), c.Combinations)
	require.EqualValues(t, 90, c.Stake, "9 lines × the line bet")
	require.Equal(t, rtp, c.RTP.RatString())
}

// The shared checks of every title, and a forced spin by hand.
func TestContract(t *testing.T) {
	g := title(t)
	require.NoError(t, gamestest.CheckContract(g, 3, 300))
	for seed := range uint64(50) {
		_, err := gamestest.CheckReplay(g, 10, games.Standard, rng.NewStream(seed, 2))
		require.NoError(t, err)
	}
	// CF-2, CF-3: three sevens on line 1 (the middle row) pay 300 × the line bet of
	// 10; three dollars pay 5 × the stake of 90.
	var names [][]string
	for _, r := range []string{
		"cherry lemon  dollar plum   bell",
		"seven  seven  seven  cherry lemon",
		"dollar orange plum   dollar melon",
	} {
		names = append(names, strings.Fields(r))
	}
	s, err := g.Alphabet().ParseScreen(names)
	require.NoError(t, err)
	f := &games.Forced{Bet: 10, Screen: s}
	require.NoError(t, gamestest.CheckForced(g, f, nil))
	out, err := g.NewPlayer().PlayForced(f, nil, nil)
	require.NoError(t, err)
	require.Equal(t, games.Outcome{Bet: 10, Stake: 90, Win: 3000 + 450}, out)
}
