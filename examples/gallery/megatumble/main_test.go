package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/gamestest"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// title builds Mega Tumble or fails the test.
func title(t testing.TB) games.Game {
	t.Helper()
	g, err := stripgame.New(megaTumble())
	require.NoError(t, err)
	return g
}

// screenOf parses rows of names, top row first.
func screenOf(t testing.TB, g games.Game, rows ...string) slotmech.Screen {
	t.Helper()
	var names [][]string
	for _, r := range rows {
		names = append(names, strings.Fields(r))
	}
	s, err := g.Alphabet().ParseScreen(names)
	require.NoError(t, err)
	return s
}

// list returns the symbols named, for a refill list.
func list(t testing.TB, g games.Game, names ...string) []slotmech.Symbol {
	var out []slotmech.Symbol
	for _, n := range names {
		s, err := g.Alphabet().Lookup(n)
		require.NoError(t, err)
		out = append(out, s)
	}
	return out
}

// The shared checks of every title, and a forced tumble by hand.
func TestContract(t *testing.T) {
	g := title(t)
	require.NoError(t, gamestest.CheckContract(g, 2, 300))
	triggered := false
	for seed := range uint64(300) {
		rec, err := gamestest.CheckReplay(g, 100, games.Standard, rng.NewStream(seed, 11))
		require.NoError(t, err)
		var o struct{ Triggered bool } // a record's outcome is JSON (games/record)
		require.NoError(t, json.Unmarshal(rec.Outcome, &o))
		triggered = triggered || o.Triggered
	}
	require.True(t, triggered, "some recorded round played free spins")

	// MT-1, MT-2, MT-3: heights 2, 3, 2, 7, 2, 2: 336 ways. A on reels 0–3, one way of 4 A
	// at 0.072 × the bet of 100: 7.2, rounded down to 7. The four A
	// explode; 9, 10, J and Q fall into reels 0–3, within their heights,
	// and nothing wins then.
	f := &games.Forced{Bet: 100, Screen: screenOf(t, g,
		"#   # #   9  # #",
		"#   # #   10 # #",
		"#   # #   J  # #",
		"#   # #   Q  # #",
		"#   K #   K  # #",
		"gem 9 A   9  J 10",
		"A   A gem A  Q K"),
		Refill: [][]slotmech.Symbol{list(t, g, "9"), list(t, g, "10"), list(t, g, "J"), list(t, g, "Q"), nil, nil}}
	require.NoError(t, gamestest.CheckForced(g, f, nil))
	var d games.Detail
	out, err := g.NewPlayer().PlayForced(f, nil, &d)
	require.NoError(t, err)
	require.Equal(t, games.Outcome{Bet: 100, Stake: 100, Win: 7}, out)
	sp := d.Spins[0]
	require.Len(t, sp.Steps, 1)
	require.Equal(t, 4, sp.Steps[0].Wins[0].Count)
	ways, _ := sp.Facts.Get(stripgame.FactWays)
	require.Equal(t, int64(336), ways)

	// A blocked position below an open one is refused.
	bad := *f
	bad.Screen.Set(0, 6, 14)
	_, err = g.NewPlayer().PlayForced(&bad, nil, nil)
	require.ErrorIs(t, err, games.ErrForced)
	// A list that runs out is refused, never replaced by a draw.
	bad = *f
	bad.Refill = [][]slotmech.Symbol{nil, nil, nil, nil, nil, nil}
	_, err = g.NewPlayer().PlayForced(&bad, nil, nil)
	require.ErrorIs(t, err, games.ErrForced)
}

// MT-5: free spins multiply by the running total: a forced free spin with T = 4
// before it and one winning step pays × 5 and reports T = 5.
func TestAccumulatingMultiplier(t *testing.T) {
	g := title(t)
	f := &games.Forced{Bet: 100, Screen: screenOf(t, g,
		"#   # #   #  # #",
		"#   # #   #  # #",
		"#   # #   #  # #",
		"#   # #   #  # #",
		"#   # #   #  # #",
		"gem 9 A   9  J 10",
		"A   A gem A  Q K"),
		Refill: [][]slotmech.Symbol{list(t, g, "9"), list(t, g, "10"), list(t, g, "J"), list(t, g, "Q"), nil, nil},
		State:  games.Facts{{Name: stripgame.FactFreeSpin, Value: 1}, {Name: stripgame.FactTotalMultiplier, Value: 4}}}
	var d games.Detail
	out, err := g.NewPlayer().PlayForced(f, nil, &d)
	require.NoError(t, err)
	require.Equal(t, games.Outcome{Bet: 100, Stake: 100, Win: 36, FreeSpins: 1}, out) // 0.072 × 5 × 100
	total, _ := d.Spins[0].Facts.Get(stripgame.FactTotalMultiplier)
	require.Equal(t, int64(5), total)
	require.Equal(t, int64(5), d.Spins[0].Multiplier)
}
