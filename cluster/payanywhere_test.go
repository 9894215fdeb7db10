package cluster

import (
	"errors"
	"fmt"
	"math"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
)

// SC-3: 8 suns anywhere pay 10 × bet; the positions are all eight suns.
func TestSC3_EightSunsPayTen(t *testing.T) {
	s := screenOf(t,
		"SYTGBR",
		"SYTGBR",
		"SSTG*M",
		"SSx$*M",
		"SSHH*M",
	)
	var r slotmech.Result
	mustPayAnywhere(t, starlightConfig()).Evaluate(&s, &r)
	suns := posSetOf(
		"#.....",
		"#.....",
		"##....",
		"##....",
		"##....",
	)
	want := slotmech.Win{Line: -1, Symbol: sun, Count: 8, Factor: slotmech.Whole(10), Positions: suns}
	require.Equal(t, []slotmech.Win{want}, r.Wins)
	require.Equal(t, slotmech.Whole(10), r.Total)
	require.Equal(t, suns, r.Positions)
}

// SC-3: 12 yellow gems pay 2 × bet (class 12–30).
func TestSC3_TwelveYellowPayTwo(t *testing.T) {
	s := screenOf(t,
		"YTYGYB",
		"RYTYGY",
		"YB*YMY",
		"HYSYxY",
		"T$GBRM",
	)
	var r slotmech.Result
	mustPayAnywhere(t, starlightConfig()).Evaluate(&s, &r)
	require.Len(t, r.Wins, 1)
	require.Equal(t, slotmech.Win{Line: -1, Symbol: yellow, Count: 12, Factor: f("2"), Positions: s.Where(yellow)}, r.Wins[0])
	require.Equal(t, f("2"), r.Total)
}

// SC-3: two symbols winning at once are both paid, lower symbol first, and
// the total is their exact sum (10 moons 5× + 8 hearts 2.5× = 7.5×).
func TestSC3_TwoWinsAddUp(t *testing.T) {
	s := screenOf(t,
		"MHMHMY",
		"HMHMHT",
		"MHMHMG",
		"HMYTGB",
		"R*SxM$",
	)
	var r slotmech.Result
	mustPayAnywhere(t, starlightConfig()).Evaluate(&s, &r)
	require.Len(t, r.Wins, 2)
	require.Equal(t, slotmech.Win{Line: -1, Symbol: moon, Count: 10, Factor: f("5"), Positions: s.Where(moon)}, r.Wins[0])
	require.Equal(t, slotmech.Win{Line: -1, Symbol: heart, Count: 8, Factor: f("2.5"), Positions: s.Where(heart)}, r.Wins[1])
	require.Equal(t, f("7.5"), r.Total)
	require.Equal(t, s.Where(moon)|s.Where(heart), r.Positions)
}

// screenWith returns a 6×5 screen with n of sym in the first n positions and
// the other positions cycling through the other eight paying symbols, so no
// other symbol reaches 8.
func screenWith(sym slotmech.Symbol, n int) slotmech.Screen {
	s := slotmech.NewScreen(6, 5)
	other := sym
	for i := range 30 {
		p := slotmech.Pos(i/5*slotmech.MaxRows + i%5)
		if i < n {
			s.Set(p.Reel(), p.Row(), sym)
			continue
		}
		if other = other%9 + 1; other == sym {
			other = other%9 + 1
		}
		s.Set(p.Reel(), p.Row(), other)
	}
	return s
}

// SC-3: every count class of the Starlight table, at its boundaries, for
// every paying symbol: 7 pays nothing, 8–9 class 1, 10–11 class 2, 12–30
// class 3 (the factor of class k is Pays[sym][k-1]).
func TestSC3_CountClasses(t *testing.T) {
	cfg := starlightConfig()
	p := mustPayAnywhere(t, cfg)
	var r slotmech.Result
	for sym, row := range cfg.Pays {
		for n, class := range map[int]int{0: -1, 7: -1, 8: 0, 9: 0, 10: 1, 11: 1, 12: 2, 20: 2, 30: 2} {
			s := screenWith(sym, n)
			p.Evaluate(&s, &r)
			if class < 0 {
				require.Empty(t, r.Wins, "symbol %d × %d", sym, n)
				require.Zero(t, r.Total)
				continue
			}
			require.Len(t, r.Wins, 1, "symbol %d × %d", sym, n)
			require.Equal(t, slotmech.Win{Line: -1, Symbol: sym, Count: n, Factor: row[class], Positions: s.Where(sym)}, r.Wins[0])
		}
	}
}

// SC-3/SC-4: scatters and other non-paying symbols never make a paytable win,
// however many there are.
func TestSC3_ScatterIsNotAPaytableWin(t *testing.T) {
	s := screenOf(t,
		"$$$$$$",
		"$$$$$$",
		"xxxxxx",
		"xxxxxx",
		"YTGBR*",
	)
	var r slotmech.Result
	mustPayAnywhere(t, starlightConfig()).Evaluate(&s, &r)
	require.Empty(t, r.Wins)
	require.Zero(t, r.Total)
	require.Zero(t, r.Positions)
}

// SC-4: 4 scatters pay 3×, 5 pay 5×, 6 or more pay 100×, fewer pay nothing.
func TestSC4_ScatterPays(t *testing.T) {
	p := mustPayAnywhere(t, starlightConfig())
	want := map[int]slotmech.Factor{0: 0, 1: 0, 3: 0, 4: f("3"), 5: f("5"), 6: f("100"), 7: f("100"), 30: f("100")}
	for n, pay := range want {
		s := screenWith(yellow, 0)
		for i := range n {
			s.Set(i%6, i/6, scatter)
		}
		count, got := p.scatters(&s)
		require.Equal(t, n, count)
		require.Equal(t, pay, got, "%d scatters", n)
	}
}

// SC-4: a hand-drawn screen with 7 scatters pays 100×, and Evaluate ignores
// them.
func TestSC4_SevenScattersPayHundred(t *testing.T) {
	s := screenOf(t,
		"$YTG$R",
		"Y$TGBR",
		"YT$GB$",
		"MT*$BR",
		"$HSxMR",
	)
	p := mustPayAnywhere(t, starlightConfig())
	count, pay := p.scatters(&s)
	require.Equal(t, 7, count)
	require.Equal(t, slotmech.Whole(100), pay)
	where, pay := p.scatterPositions(&s)
	require.Equal(t, posSetOf(
		"#...#.",
		".#....",
		"..#..#",
		"...#..",
		"#.....",
	), where)
	require.Equal(t, slotmech.Whole(100), pay)
	var r slotmech.Result
	p.Evaluate(&s, &r)
	require.Empty(t, r.Wins)
}

// A scatter-only table (no classes, no pays) builds, finds no paytable win
// on any screen and pays its scatters (SC-4's scatter table on its own).
func TestSC_4_PayAnywhereScatterOnly(t *testing.T) {
	cfg := PayAnywhereConfig{
		Scatter:     scatter,
		ScatterPays: []ScatterPay{{4, slotmech.Whole(3)}, {5, slotmech.Whole(5)}, {6, slotmech.Whole(100)}},
	}
	p := mustPayAnywhere(t, cfg)
	s := screenOf(t,
		"$YTG$R",
		"SSSSSS",
		"SSSSSS",
		"MT*$BR",
		"$HSxMR",
	)
	var r slotmech.Result
	p.Evaluate(&s, &r)
	require.Empty(t, r.Wins, "14 suns pay nothing without a pay table")
	require.Zero(t, r.Total)
	require.Zero(t, r.Positions)
	count, pay := p.scatters(&s)
	require.Equal(t, 4, count)
	require.Equal(t, slotmech.Whole(3), pay)
	for _, n := range []int{0, 3, 4, 5, 6, 30} {
		s := screenWith(yellow, 0)
		for i := range n {
			s.Set(i%6, i/6, scatter)
		}
		p.Evaluate(&s, &r)
		require.Empty(t, r.Wins)
		count, pay := p.scatters(&s)
		require.Equal(t, n, count)
		require.Equal(t, map[int]slotmech.Factor{0: 0, 3: 0, 4: f("3"), 5: f("5"), 6: f("100"), 30: f("100")}[n], pay)
	}
}

// Without a scatter symbol, Scatter reports nothing.
func TestPayAnywhereNoScatter(t *testing.T) {
	cfg := starlightConfig()
	cfg.Scatter, cfg.ScatterPays = slotmech.Empty, nil
	s := screenWith(yellow, 0)
	s.Set(0, 0, slotmech.Empty)
	p := mustPayAnywhere(t, cfg)
	count, pay := p.scatters(&s)
	require.Zero(t, count)
	require.Zero(t, pay)
	where, pay := p.scatterPositions(&s)
	require.Zero(t, where)
	require.Zero(t, pay)
	require.Zero(t, p.ScatterPay(0))
}

// ScatterPay pays nothing for a count outside a screen's positions.
func TestScatterPayOutOfRange(t *testing.T) {
	p := mustPayAnywhere(t, starlightConfig())
	require.Positive(t, p.ScatterPay(slotmech.MaxPositions))
	require.Zero(t, p.ScatterPay(slotmech.MaxPositions+1))
	require.Zero(t, p.ScatterPay(-1))
}

// A count in a gap between classes, above the last class, or in a class whose
// factor is 0 pays nothing; a count in a class pays on any screen size.
func TestPayAnywhereGapsZeroFactorsAndScreenSizes(t *testing.T) {
	p := mustPayAnywhere(t, PayAnywhereConfig{
		Classes: []Range{{3, 3}, {5, 6}},
		Pays: map[slotmech.Symbol][]slotmech.Factor{
			1: factors("1 2"),
			2: factors("0 7"),
		},
	})
	var r slotmech.Result
	for _, tc := range []struct {
		rows  []string
		wins  []slotmech.Win
		total slotmech.Factor
	}{
		{[]string{"111"}, []slotmech.Win{{Line: -1, Symbol: 1, Count: 3, Factor: f("1"), Positions: posSetOf("###")}}, f("1")},
		{[]string{"1111"}, nil, 0},       // 4 is in the gap
		{[]string{"1111111"}, nil, 0},    // 7 is above the last class
		{[]string{"222", "333"}, nil, 0}, // 3 × symbol 2 pays 0
		{[]string{"1", "1", "1", "1", "1", "1", "2", "2"}, // 1×8 screen
			[]slotmech.Win{{Line: -1, Symbol: 1, Count: 6, Factor: f("2"), Positions: posSetOf("#", "#", "#", "#", "#", "#")}}, f("2")},
	} {
		s := screenOf(t, tc.rows...)
		p.Evaluate(&s, &r)
		require.Equal(t, tc.wins, normalized(r).Wins, "%q", tc.rows)
		require.Equal(t, tc.total, r.Total, "%q", tc.rows)
	}
}

// Evaluate resets the result: nothing of an earlier screen survives.
func TestPayAnywhereResetsResult(t *testing.T) {
	p := mustPayAnywhere(t, starlightConfig())
	var r slotmech.Result
	win := screenWith(sun, 12)
	p.Evaluate(&win, &r)
	require.Len(t, r.Wins, 1)
	lose := screenWith(sun, 3)
	p.Evaluate(&lose, &r)
	require.Empty(t, r.Wins)
	require.Zero(t, r.Total)
	require.Zero(t, r.Positions)
}

// The evaluator keeps its own copy of the configuration: changing the config
// afterwards changes nothing it pays.
func TestPayAnywhereConfigIsCopied(t *testing.T) {
	cfg := starlightConfig()
	p := mustPayAnywhere(t, cfg)
	cfg.Classes[0] = Range{1, 9}
	cfg.Pays[sun][0] = 0
	cfg.ScatterPays[0].Factor = 0
	cfg.ScatterPays[0].Count = 1

	s := screenWith(sun, 8)
	var r slotmech.Result
	p.Evaluate(&s, &r)
	require.Equal(t, slotmech.Whole(10), r.Total)
	for i := range 4 {
		s.Set(i, 4, scatter)
	}
	_, pay := p.scatters(&s)
	require.Equal(t, slotmech.Whole(3), pay)
}

// Accepted configurations at the edges of the rules.
func TestNewPayAnywhereAccepts(t *testing.T) {
	for name, cfg := range map[string]PayAnywhereConfig{
		"no pays":                 {Classes: []Range{{1, 1}}},
		"scatter without pays":    {Classes: []Range{{8, 64}}, Scatter: 63},
		"no classes, no pays":     {},
		"scatter only":            {Scatter: 63, ScatterPays: []ScatterPay{{3, slotmech.Whole(2)}}},
		"last Max beyond screens": {Classes: []Range{{8, math.MaxInt}}, Pays: map[slotmech.Symbol][]slotmech.Factor{1: {1}}},
		"largest total fits": {Classes: []Range{{1, 1}}, Pays: map[slotmech.Symbol][]slotmech.Factor{
			1: {math.MaxInt64 / 2}, 2: {math.MaxInt64 / 2}}},
		// The edges of the ranges the validation refuses beyond.
		"scatter counts 1 and 64": {Scatter: 63, ScatterPays: []ScatterPay{{1, slotmech.Whole(1)}, {slotmech.MaxPositions, slotmech.Whole(2)}}},
		"scatter pay of 0":        {Scatter: 63, ScatterPays: []ScatterPay{{3, 0}, {4, slotmech.Whole(1)}}},
		"class from 64":           {Classes: []Range{{slotmech.MaxPositions, slotmech.MaxPositions}}, Pays: map[slotmech.Symbol][]slotmech.Factor{1: {1}}},
	} {
		_, err := NewPayAnywhere(cfg)
		require.NoError(t, err, name)
	}
}

// Every kind of bad configuration is refused with an *slotmech.Error naming the
// field.
func TestNewPayAnywhereRefuses(t *testing.T) {
	for _, tc := range []struct {
		name   string
		edit   func(*PayAnywhereConfig)
		field  string
		reason string
	}{
		{"no classes", func(c *PayAnywhereConfig) { c.Classes = nil }, "Classes", "is empty"},
		{"no classes, one pay", func(c *PayAnywhereConfig) {
			c.Classes, c.Pays = nil, map[slotmech.Symbol][]slotmech.Factor{sun: nil}
		}, "Classes", "is empty"},
		{"Min 0", func(c *PayAnywhereConfig) { c.Classes[0].Min = 0 }, "Classes[0]", "Min is 0, want at least 1"},
		{"Min negative", func(c *PayAnywhereConfig) { c.Classes[0].Min = -8 }, "Classes[0]", "Min is -8"},
		{"Max below Min", func(c *PayAnywhereConfig) { c.Classes[1] = Range{11, 10} }, "Classes[1]", "Max 10 is below Min 11"},
		{"overlap", func(c *PayAnywhereConfig) { c.Classes[1].Min = 9 }, "Classes[1]", "range 9-11 does not start after 8-9"},
		{"descending", func(c *PayAnywhereConfig) { c.Classes[2] = Range{1, 2} }, "Classes[2]", "does not start after 10-11"},
		{"unreachable", func(c *PayAnywhereConfig) { c.Classes[2] = Range{65, 70} }, "Classes[2]", "Min 65 exceeds the largest screen"},
		{"short row", func(c *PayAnywhereConfig) { c.Pays[sun] = factors("10 25") }, "Pays[9]", "has 2 factors, want one per class (3)"},
		{"long row", func(c *PayAnywhereConfig) { c.Pays[red] = factors("1 2 3 4") }, "Pays[5]", "has 4 factors"},
		{"negative factor", func(c *PayAnywhereConfig) { c.Pays[green][1] = -f("0.5") }, "Pays[3][1]", "factor is negative (-0.5)"},
		{"Empty symbol", func(c *PayAnywhereConfig) { c.Pays[slotmech.Empty] = factors("1 1 1") }, "Pays[0]", "symbol is Empty (0)"},
		{"symbol too large", func(c *PayAnywhereConfig) { c.Pays[64] = factors("1 1 1") }, "Pays[64]", "symbol 64 is not below 64"},
		{"scatter pays", func(c *PayAnywhereConfig) { c.Pays[scatter] = factors("1 1 1") }, "Scatter", "symbol 10 is also in Pays"},
		{"scatter too large", func(c *PayAnywhereConfig) { c.Scatter = 200 }, "Scatter", "symbol 200 is not below 64"},
		{"scatter pays, no scatter", func(c *PayAnywhereConfig) { c.Scatter = slotmech.Empty }, "ScatterPays", "given without a Scatter symbol"},
		{"scatter count 0", func(c *PayAnywhereConfig) { c.ScatterPays[0].Count = 0 }, "ScatterPays[0]", "Count is 0, want 1 to 64"},
		{"scatter count too large", func(c *PayAnywhereConfig) { c.ScatterPays[2].Count = 65 }, "ScatterPays[2]", "Count is 65"},
		{"scatter duplicate", func(c *PayAnywhereConfig) { c.ScatterPays[1].Count = 4 }, "ScatterPays[1]", "Count 4 does not ascend (previous is 4)"},
		{"scatter descending", func(c *PayAnywhereConfig) { c.ScatterPays[2].Count = 3 }, "ScatterPays[2]", "Count 3 does not ascend"},
		{"scatter negative", func(c *PayAnywhereConfig) { c.ScatterPays[1].Factor = -1 }, "ScatterPays[1]", "factor is negative (-0.0001)"},
		{"total overflows", func(c *PayAnywhereConfig) {
			c.Pays[yellow][0] = math.MaxInt64 / 2
			c.Pays[sun][2] = math.MaxInt64/2 + 2
		}, "Pays", "overflows a Factor"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := starlightConfig()
			tc.edit(&cfg)
			p, err := NewPayAnywhere(cfg)
			require.Nil(t, p)
			require.ErrorIs(t, err, ErrConfig)
			var ce *slotmech.Error
			require.True(t, errors.As(err, &ce))
			require.Equal(t, "NewPayAnywhere", ce.Op)
			require.Equal(t, tc.field, ce.Field)
			require.Contains(t, ce.Reason, tc.reason)
			require.Equal(t, "cluster: "+ce.Field+": "+ce.Reason, err.Error())
		})
	}
}

// A Screen can hold symbol values of 64 or more, which no game uses: they
// never count as the symbol they equal modulo 64 (73 = 64 + sun).
func TestPayAnywhereSymbolsOutOfRange(t *testing.T) {
	p := mustPayAnywhere(t, starlightConfig())
	s := screenWith(sun, 7)
	s.Set(5, 4, sun+64)
	var r slotmech.Result
	p.Evaluate(&s, &r)
	require.Empty(t, r.Wins)
	s.Set(5, 3, sun)
	p.Evaluate(&s, &r)
	require.Len(t, r.Wins, 1)
	require.Equal(t, 8, r.Wins[0].Count)
	require.False(t, r.Positions.Has(slotmech.At(5, 4)))
	s.Set(0, 0, scatter+64)
	n, _ := p.scatters(&s)
	require.Zero(t, n)
}

// An *slotmech.Error carries the value at fault as text, and errors.As finds it
// through wrapping.
func TestErrorCarriesValue(t *testing.T) {
	cfg := starlightConfig()
	cfg.Pays[green][1] = -f("0.5")
	_, err := NewPayAnywhere(cfg)
	var ce *slotmech.Error
	require.ErrorAs(t, fmt.Errorf("loading title: %w", err), &ce)
	require.Equal(t, slotmech.Error{Op: "NewPayAnywhere", Field: "Pays[3][1]", Value: "-0.5",
		Reason: "factor is negative (-0.5)", Err: ErrConfig}, *ce)
	require.EqualError(t, err, "cluster: Pays[3][1]: factor is negative (-0.5)")
	require.Equal(t, "cluster: bad configuration", ErrConfig.Error())
}
