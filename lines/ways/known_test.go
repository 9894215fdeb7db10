package ways

import (
	"errors"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/stretchr/testify/require"
)

// Known answers, computed by hand. Reel r's column is read top to bottom.
func TestKnownAnswers(t *testing.T) {
	e := mustNew(t, config5x3())
	var r slotmech.Result

	// Reels: A A B | A B B | W C A | C A C | C B C.
	// A: reels 0–3 match (2, 1, 1 + a wild, 1 positions), reel 4 has no A:
	// 2·1·2·1 = 4 ways of 4 A, none made only of wilds: 4 × 2 = 8.
	// B: 1·2·1 = 2 ways of 3 B (reel 3 has no B): 2 × 1 = 2.
	// C: not on reel 0. D, E: nowhere.
	s := screen(t,
		"A A W C C",
		"A B C A B",
		"B B A C C")
	e.Evaluate(&s, &r)
	require.Equal(t, []slotmech.Win{
		{Line: -1, Symbol: A, Count: 4, Ways: 4, Factor: x(8), Positions: pos(0, 0, 0, 1, 1, 0, 2, 0, 2, 2, 3, 1)},
		{Line: -1, Symbol: B, Count: 3, Ways: 2, Factor: x(2), Positions: pos(0, 2, 1, 1, 1, 2, 2, 0)},
	}, r.Wins)
	require.Equal(t, x(10), r.Total)
	require.Equal(t, r.Wins[0].Positions|r.Wins[1].Positions, r.Positions)

	// The same screen with the wild ×3 (M) instead: A's weight is
	// 2·1·(1+3)·1 = 8 for 16; B's 1·2·3 = 6 for 6. The ways do not change.
	s.Set(2, 0, M)
	e.Evaluate(&s, &r)
	require.Len(t, r.Wins, 2)
	require.Equal(t, [2]int64{4, 8}, [2]int64{r.Wins[0].Ways, weight(e, r.Wins[0])})
	require.Equal(t, x(16), r.Wins[0].Factor)
	require.Equal(t, [2]int64{2, 6}, [2]int64{r.Wins[1].Ways, weight(e, r.Wins[1])})
	require.Equal(t, x(22), r.Total)

	// Wilds on the top row of reels 0–2. A: 1·1·1·1·1 = 1 way of 5 A.
	// B: (1+1)·1·(1+1)·1 = 4 ways of 4 (reel 4 has no B). C: 2·2·1·1·1 = 4
	// ways of 5. D: 1·2·2 = 4 ways of 3, less the 1 made only of wilds:
	// 3. E: 1·1·1 ways of 3, all of them wilds only: nothing.
	s = screen(t,
		"W W W A A",
		"B C D B C",
		"C D B C D")
	e.Evaluate(&s, &r)
	got := map[slotmech.Symbol][3]int64{}
	for _, w := range r.Wins {
		got[w.Symbol] = [3]int64{int64(w.Count), w.Ways, int64(w.Factor / slotmech.FactorScale)}
	}
	require.Equal(t, map[slotmech.Symbol][3]int64{
		A: {5, 1, 5}, B: {4, 4, 12}, C: {5, 4, 80}, D: {3, 3, 6},
	}, got)
	require.Equal(t, x(5+12+80+6), r.Total)

	// 243 ways: the same symbol everywhere pays 3⁵ ways of 5.
	s = screen(t, "E E E E E", "E E E E E", "E E E E E")
	e.Evaluate(&s, &r)
	require.Len(t, r.Wins, 1)
	require.Equal(t, int64(243), r.Wins[0].Ways)
	require.Equal(t, x(50*243), r.Total)
	require.Equal(t, s.Positions(), r.Positions)

	// Nothing on reel 0 that pays, no wild: nothing at all.
	s = screen(t, "S A A A A", "S A A A A", "X A A A A")
	e.Evaluate(&s, &r)
	require.Empty(t, r.Wins)
	require.Zero(t, r.Total)
	require.Zero(t, r.Positions)
}

// Both ways: runs from the right pay too; a run over every reel once.
func TestBothWays(t *testing.T) {
	cfg := config5x3()
	cfg.Direction = BothWays
	e := mustNew(t, cfg)
	var r slotmech.Result
	// From the right, A shows on reels 4 (twice), 3 and 2, not 1: 2·1·1
	// = 2 ways of 3 A from the right. From the left A stops at reel 1.
	// C runs diagonally over reels 0–2 from the left: 1 way of 3 C.
	s := screen(t,
		"A B C D A",
		"B C D A A",
		"C D A B C")
	e.Evaluate(&s, &r)
	require.Equal(t, []slotmech.Win{
		{Line: -1, Symbol: A, Count: 3, Ways: 2, Factor: x(2), Positions: pos(2, 2, 3, 1, 4, 0, 4, 1)},
		{Line: -1, Symbol: C, Count: 3, Ways: 1, Factor: x(2), Positions: pos(0, 2, 1, 1, 2, 0)},
	}, r.Wins)
	require.True(t, (start(r.Wins[0]) > 0))
	require.False(t, (start(r.Wins[1]) > 0))

	// Five E from either end are the same 243 ways: paid once.
	s = screen(t, "E E E E E", "E E E E E", "E E E E E")
	e.Evaluate(&s, &r)
	require.Len(t, r.Wins, 1)
	require.Equal(t, x(50*243), r.Total)

	// A 3 from the right (reels 2–4: 1·1·2 = 2 ways), 1 from the left.
	s = screen(t,
		"A S A A A",
		"S S S S A",
		"S S S S S")
	e.Evaluate(&s, &r)
	require.Equal(t, []slotmech.Win{{Line: -1, Symbol: A, Count: 3, Ways: 2, Factor: x(2),
		Positions: pos(2, 0, 3, 0, 4, 0, 4, 1)}}, r.Wins)

	// A 3 from the left and 3 from the right on a 7-reel screen: both pay,
	// on reels 0–2 and 4–6; reel 3 matches nothing.
	cfg7 := Config{Reels: 7, Rows: 1, Direction: BothWays,
		Pays: map[slotmech.Symbol][]slotmech.Factor{A: {0, 0, 0, x(1), x(2), x(5), x(10), x(20)}}}
	e7 := mustNew(t, cfg7)
	s7 := slotmech.NewScreen(7, 1)
	for reel, sym := range []slotmech.Symbol{A, A, A, S, A, A, A} {
		s7.Set(reel, 0, sym)
	}
	e7.Evaluate(&s7, &r)
	require.Len(t, r.Wins, 2)
	require.Equal(t, [2]int{0, 4}, [2]int{start(r.Wins[0]), start(r.Wins[1])})
	require.Equal(t, x(2), r.Total)
}

// Variable heights: Blocked closes positions; the ways of a screen are the
// product of the heights.
func TestBlocked(t *testing.T) {
	cfg := config5x3()
	e := mustNew(t, cfg)
	var r slotmech.Result
	// Heights 1, 2, 3, 2, 3: 1·2·3·2·3 = 36 ways. A fills every open
	// position of reels 0–2: 1·2·3 = 6 ways of 3 (reel 3 has none).
	s := screen(t,
		"X X A X B",
		"X A A C B",
		"A A A B C")
	require.Equal(t, int64(36), e.Ways(&s))
	e.Evaluate(&s, &r)
	require.Equal(t, []slotmech.Win{{Line: -1, Symbol: A, Count: 3, Ways: 6, Factor: x(6),
		Positions: pos(0, 2, 1, 1, 1, 2, 2, 0, 2, 1, 2, 2)}}, r.Wins)
	full := screen(t, "A A A A A", "A A A A A", "A A A A A")
	require.Equal(t, int64(243), e.Ways(&full))
}

// A wild's multiplier multiplies every way through it; two on one way
// multiply each other.
func TestWildMultipliers(t *testing.T) {
	e := mustNew(t, config5x3())
	var r slotmech.Result
	// A on reel 0, ×3 wilds on reels 1 and 2, A on reel 3: 1 way of 4 A,
	// weight 1·3·3·1 = 9: 9 × 2.
	s := screen(t,
		"A M M A S",
		"S S S S S",
		"S S S S S")
	e.Evaluate(&s, &r)
	require.Len(t, r.Wins, 1)
	require.Equal(t, slotmech.Win{Line: -1, Symbol: A, Count: 4, Ways: 1, Factor: x(18),
		Positions: pos(0, 0, 1, 0, 2, 0, 3, 0)}, r.Wins[0])
	// A plain wild beside the ×3 on reel 1: (1+3)·... reel 1 has m = 1+3.
	s.Set(1, 1, W)
	e.Evaluate(&s, &r)
	require.Equal(t, int64(2), r.Wins[0].Ways)
	require.Equal(t, int64(1*4*3*1), weight(e, r.Wins[0]))
}

// New refuses what it cannot evaluate, naming the field.
func TestNewRefuses(t *testing.T) {
	cases := map[string]func(*Config){
		"Reels":                         func(c *Config) { c.Reels = 9 },
		"Rows":                          func(c *Config) { c.Rows = 0 },
		"Direction":                     func(c *Config) { c.Direction = 7 },
		"Wilds: wild 0":                 func(c *Config) { c.Wilds[0].Multiplier = -1 },
		"Wilds: wild 1":                 func(c *Config) { c.Wilds[1].Symbol = W },
		"Blocked":                       func(c *Config) { c.Blocked = W },
		"Pays: symbol 8":                func(c *Config) { c.Pays[W] = c.Pays[A] },
		"Pays: symbol 7":                func(c *Config) { c.Pays[X] = c.Pays[A] },
		"Pays: symbol 2":                func(c *Config) { c.Pays[B] = c.Pays[B][:3] },
		"Pays: symbol 1 run of 4":       func(c *Config) { c.Pays[A] = []slotmech.Factor{0, 0, 0, x(3), x(2), x(5)} },
		"Pays: symbol 3 run of 0":       func(c *Config) { c.Pays[C] = []slotmech.Factor{1, 1, 1, 1, 1, 1} },
		"Pays: symbol 4 run of 5":       func(c *Config) { c.Pays[D] = []slotmech.Factor{0, 0, 0, 0, 0, -1} },
		"Pays":                          func(c *Config) { c.Pays = nil },
		"Pays: symbol 64":               func(c *Config) { c.Pays[64] = c.Pays[A] },
		"Pays: too large for a Factor ": nil,
	}
	for field, edit := range cases {
		if edit == nil {
			continue
		}
		cfg := config5x3()
		cfg.Pays = map[slotmech.Symbol][]slotmech.Factor{A: cfg.Pays[A], B: cfg.Pays[B], C: cfg.Pays[C], D: cfg.Pays[D]}
		cfg.Wilds = append([]Wild(nil), cfg.Wilds...)
		edit(&cfg)
		_, err := New(cfg)
		var e *slotmech.Error
		require.ErrorAs(t, err, &e, field)
		require.True(t, errors.Is(err, ErrConfig))
		require.Equal(t, field, e.Field)
	}
	// A total that would overflow: 8 reels of 8 rows of ×1 000 000 wilds.
	big := Config{Reels: 8, Rows: 8, Pays: map[slotmech.Symbol][]slotmech.Factor{A: {0, 0, 0, 0, 0, 0, 0, 0, x(1)}},
		Wilds: []Wild{{Symbol: W, Multiplier: maxWildMultiplier}}}
	_, err := New(big)
	require.ErrorIs(t, err, ErrConfig)
	require.Contains(t, err.Error(), "overflow")
}

// Evaluate panics on a screen of another size, like package lines.
func TestWrongScreenPanics(t *testing.T) {
	e := mustNew(t, config5x3())
	s := slotmech.NewScreen(6, 3)
	require.Panics(t, func() { e.Evaluate(&s, &slotmech.Result{}) })
}

// New names the range a symbol must be in, and refuses the first symbol
// past it (MaxSymbols, 64): a wild of 0 or 64, a blocked symbol of 64.
func TestNewRefusesSymbolsOutOfRange(t *testing.T) {
	for _, tc := range []struct {
		edit func(*Config)
		want string
	}{
		{func(c *Config) { c.Wilds[0].Symbol = slotmech.MaxSymbols }, "symbol 64 is outside 1 to 63"},
		{func(c *Config) { c.Wilds[0].Symbol = slotmech.Empty }, "symbol 0 is outside 1 to 63"},
		{func(c *Config) { c.Blocked = slotmech.MaxSymbols }, "symbol 64 is outside 0 to 63"},
	} {
		cfg := config5x3()
		cfg.Wilds = append([]Wild(nil), cfg.Wilds...)
		tc.edit(&cfg)
		_, err := New(cfg)
		require.ErrorIs(t, err, ErrConfig)
		require.ErrorContains(t, err, tc.want)
	}
}
