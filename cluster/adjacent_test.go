package cluster

import (
	"errors"
	"math"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
)

// adjacentConfig is a small cluster table for hand-made screens: clusters of
// 3–4, 5–6 and 7 or more, symbols 1 to 3, and the wild W.
func adjacentConfig() AdjacentConfig {
	return AdjacentConfig{
		Classes: []Range{{3, 4}, {5, 6}, {7, slotmech.MaxPositions}},
		Pays: map[slotmech.Symbol][]slotmech.Factor{
			1: factors("1 2 5"),
			2: factors("2 4 10"),
			3: factors("0.5 1 3"),
		},
		Wild: testWild,
	}
}

func TestAdjacentKnownAnswers(t *testing.T) {
	a := mustAdjacent(t, adjacentConfig())
	require.Equal(t, 3, a.table.first)
	for _, tc := range []struct {
		name   string
		screen []string
		wins   []slotmech.Win
	}{
		{
			name:   "an L of four",
			screen: []string{"11..", ".1..", ".1.."},
			wins:   []slotmech.Win{{Line: -1, Symbol: 1, Count: 4, Factor: f("1"), Positions: posSetOf("##..", ".#..", ".#..")}},
		},
		{
			name:   "diagonals do not connect",
			screen: []string{"1.1", ".1.", "1.1"},
		},
		{
			name:   "too small",
			screen: []string{"11.", "...", "222"},
			wins:   []slotmech.Win{{Line: -1, Symbol: 2, Count: 3, Factor: f("2"), Positions: posSetOf("...", "...", "###")}},
		},
		{
			name:   "two clusters of one symbol pay apart, leftmost first",
			screen: []string{"11.11", "1...1", "1...1"},
			wins: []slotmech.Win{
				{Line: -1, Symbol: 1, Count: 4, Factor: f("1"), Positions: posSetOf("##...", "#....", "#....")},
				{Line: -1, Symbol: 1, Count: 4, Factor: f("1"), Positions: posSetOf("...##", "....#", "....#")},
			},
		},
		{
			name:   "a wild joins two groups of the same symbol into one cluster",
			screen: []string{"11W11", "....."},
			wins:   []slotmech.Win{{Line: -1, Symbol: 1, Count: 5, Factor: f("2"), Positions: posSetOf("#####", ".....")}},
		},
		{
			name:   "one wild in clusters of two symbols",
			screen: []string{"111", ".W.", "222"},
			wins: []slotmech.Win{
				{Line: -1, Symbol: 1, Count: 4, Factor: f("1"), Positions: posSetOf("###", ".#.", "...")},
				{Line: -1, Symbol: 2, Count: 4, Factor: f("2"), Positions: posSetOf("...", ".#.", "###")},
			},
		},
		{
			name:   "wilds alone do not pay",
			screen: []string{"WWW", "WWW", "WWW"},
		},
		{
			name:   "wilds make a lone symbol a cluster",
			screen: []string{"WWW3", "...."},
			wins:   []slotmech.Win{{Line: -1, Symbol: 3, Count: 4, Factor: f("0.5"), Positions: posSetOf("####", "....")}},
		},
		{
			name:   "a winding cluster of 14",
			screen: []string{"1111", "...1", "1111", "1...", "1111"},
			wins: []slotmech.Win{{Line: -1, Symbol: 1, Count: 14, Factor: f("5"),
				Positions: posSetOf("####", "...#", "####", "#...", "####")}},
		},
		{
			name:   "symbols of 64 or more are not their value modulo 64",
			screen: []string{"11a11", "..w.."},
		},
		{
			name:   "non-paying symbols break clusters",
			screen: []string{"11911", "99999"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := screenOf(t, tc.screen...)
			var r slotmech.Result
			a.Evaluate(&s, &r)
			require.Equal(t, tc.wins, normalized(r).Wins)
			var total slotmech.Factor
			var union slotmech.PosSet
			for _, w := range tc.wins {
				total += w.Factor
				union |= w.Positions
			}
			require.Equal(t, total, r.Total)
			require.Equal(t, union, r.Positions)
		})
	}
}

// With 8 rows, row 7 of one reel and row 0 of the next are neighbours in the
// bit mask (bits 7 and 8) but not on the screen: the clusters below must stay
// apart (sizes 3 and 2), not merge into one of 5.
func TestAdjacentReelsDoNotWrap(t *testing.T) {
	s := screenOf(t, ".1", ".1", "..", "..", "..", "1.", "1.", "1.")
	var r slotmech.Result
	mustAdjacent(t, adjacentConfig()).Evaluate(&s, &r)
	require.Equal(t, []slotmech.Win{{Line: -1, Symbol: 1, Count: 3, Factor: f("1"),
		Positions: posSetOf("..", "..", "..", "..", "..", "#.", "#.", "#.")}}, r.Wins)
}

// The full 8×8 screen of one symbol is one cluster of 64.
func TestAdjacentFullScreen(t *testing.T) {
	s := slotmech.NewScreen(8, 8)
	for _, p := range positions(&s) {
		s.Set(p.Reel(), p.Row(), 2)
	}
	var r slotmech.Result
	mustAdjacent(t, adjacentConfig()).Evaluate(&s, &r)
	require.Equal(t, []slotmech.Win{{Line: -1, Symbol: 2, Count: 64, Factor: f("10"), Positions: s.Positions()}}, r.Wins)
}

// The evaluator keeps its own copy of the configuration: changing the
// config afterwards changes nothing it pays.
func TestAdjacentConfigIsCopied(t *testing.T) {
	cfg := adjacentConfig()
	a := mustAdjacent(t, cfg)
	cfg.Classes[0].Min = 1
	cfg.Pays[1][0] = 0
	cfg.Pays[2][0] = 0
	s := screenOf(t, "11..", ".1..", ".1..")
	var got, want slotmech.Result
	a.Evaluate(&s, &got)
	mustAdjacent(t, adjacentConfig()).Evaluate(&s, &want)
	require.Equal(t, want, got)
	require.Equal(t, f("1"), got.Total)
}

func TestNewAdjacentRefuses(t *testing.T) {
	for _, tc := range []struct {
		name   string
		edit   func(*AdjacentConfig)
		field  string
		reason string
	}{
		{"no classes", func(c *AdjacentConfig) { c.Classes = []Range{} }, "Classes", "is empty"},
		{"overlap", func(c *AdjacentConfig) { c.Classes[2].Min = 6 }, "Classes[2]", "does not start after 5-6"},
		{"short row", func(c *AdjacentConfig) { c.Pays[2] = factors("1") }, "Pays[2]", "has 1 factors, want one per class (3)"},
		{"negative factor", func(c *AdjacentConfig) { c.Pays[3][2] = -f("3") }, "Pays[3][2]", "factor is negative (-3)"},
		{"symbol too large", func(c *AdjacentConfig) { c.Pays[99] = factors("1 1 1") }, "Pays[99]", "not below 64"},
		{"wild pays", func(c *AdjacentConfig) { c.Pays[testWild] = factors("1 1 1") }, "Wild", "symbol 20 is also in Pays"},
		{"wild too large", func(c *AdjacentConfig) { c.Wild = 64 }, "Wild", "symbol 64 is not below 64"},
		{"total overflows", func(c *AdjacentConfig) { c.Pays[1][2] = math.MaxInt64/slotmech.MaxPositions + 1 }, "Pays", "overflows"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := adjacentConfig()
			tc.edit(&cfg)
			a, err := NewAdjacent(cfg)
			require.Nil(t, a)
			require.ErrorIs(t, err, ErrConfig)
			var ce *slotmech.Error
			require.True(t, errors.As(err, &ce))
			require.Equal(t, "NewAdjacent", ce.Op)
			require.Equal(t, tc.field, ce.Field)
			require.Contains(t, ce.Reason, tc.reason)
		})
	}
	// The largest factor that cannot overflow is accepted, and no wild is fine.
	cfg := adjacentConfig()
	cfg.Pays[1][2] = math.MaxInt64 / slotmech.MaxPositions
	cfg.Wild = slotmech.Empty
	_, err := NewAdjacent(cfg)
	require.NoError(t, err)
}
