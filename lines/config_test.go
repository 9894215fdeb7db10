package lines_test

import (
	"errors"
	"math"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/lines"
)

func TestNewRefusesBadConfigs(t *testing.T) {
	cases := []struct {
		name   string
		change func(*lines.Config)
		want   string
	}{
		{"no reels", func(c *lines.Config) { c.Reels = 0 }, "lines: Reels: 0 reels, want 1 to 8"},
		{"too many reels", func(c *lines.Config) { c.Reels = 9 }, "lines: Reels: 9 reels, want 1 to 8"},
		{"no rows", func(c *lines.Config) { c.Rows = 0 }, "lines: Rows: 0 rows, want 1 to 8"},
		{"bad direction", func(c *lines.Config) { c.Direction = 4 }, "lines: Direction: unknown direction 4"},
		{"bad policy", func(c *lines.Config) { c.WildRuns = 3 }, "lines: WildRuns: unknown policy 3"},
		{"no lines", func(c *lines.Config) { c.Lines = nil }, "lines: Lines: 0 lines, want 1 to 64"},
		{"too many lines", func(c *lines.Config) {
			c.Rows = 8
			c.Lines = nil
			for i := range 65 {
				c.Lines = append(c.Lines, []int{i % 8, i / 8 % 8, 0, 0, 0})
			}
		}, "lines: Lines: 65 lines, want 1 to 64"},
		{"short line", func(c *lines.Config) { c.Lines[2] = []int{1, 1, 1, 1} }, "lines: Lines: line 2: has 4 reels, want 5"},
		{"row below", func(c *lines.Config) { c.Lines[3][1] = -1 }, "lines: Lines: line 3 reel 1: row -1 is outside the screen (rows 0 to 2)"},
		{"row above", func(c *lines.Config) { c.Lines[4][4] = 3 }, "lines: Lines: line 4 reel 4: row 3 is outside the screen (rows 0 to 2)"},
		{"duplicate line", func(c *lines.Config) { c.Lines[4] = []int{0, 0, 0, 0, 0} }, "lines: Lines: line 4: repeats line 1"},
		{"empty table", func(c *lines.Config) { c.Pays = nil }, "lines: Pays: no symbol pays"},
		{"nothing pays", func(c *lines.Config) {
			c.Pays = map[slotmech.Symbol][]slotmech.Factor{seven: make([]slotmech.Factor, 6)}
		}, "lines: Pays: no symbol pays"},
		{"empty symbol", func(c *lines.Config) { c.Pays[slotmech.Empty] = whole(1, 2, 3) }, "lines: Pays: symbol 0: Empty cannot pay"},
		{"big symbol", func(c *lines.Config) { c.Pays[64] = whole(1, 2, 3) }, "lines: Pays: symbol 64: symbol is not below 64"},
		{"wild row under PayAsSymbol", func(c *lines.Config) { c.Pays[wild] = whole(1, 2, 3) },
			"lines: Pays: symbol 1: the wild has a pay row, but WildRuns is PayAsSymbol (its runs pay as WildPaysAs)"},
		{"short row", func(c *lines.Config) { c.Pays[bell] = c.Pays[bell][:5] }, "lines: Pays: symbol 3: has 5 entries, want Reels+1 = 6 (runs of 0 to 5)"},
		{"run of 0 pays", func(c *lines.Config) { c.Pays[bell][0] = 1 }, "lines: Pays: symbol 3 run of 0: factor 0.0001 is not 0"},
		{"negative", func(c *lines.Config) { c.Pays[lemon][2] = -5 }, "lines: Pays: symbol 10 run of 2: factor -0.0005 is negative"},
		{"decreasing", func(c *lines.Config) { c.Pays[plum][5] = slotmech.Whole(5) },
			"lines: Pays: symbol 6 run of 5: factor 5 is less than 6 for a run of 4 (a longer run must not pay less)"},
		{"overflow", func(c *lines.Config) { c.Pays[seven][5] = math.MaxInt64 / 4 },
			"lines: Pays: largest factor 230584300921369.3951 on 5 lines overflows the total"},
		{"big wild", func(c *lines.Config) { c.Wild = 70 }, "lines: Wild: symbol 70 is not below 64"},
		{"PayOwn without wild", func(c *lines.Config) {
			c.Wild, c.WildPaysAs, c.WildRuns = slotmech.Empty, slotmech.Empty, lines.PayOwn
		}, "lines: WildRuns: is PayOwn, but there is no Wild"},
		{"WildPaysAs without wild", func(c *lines.Config) { c.Wild = slotmech.Empty },
			"lines: WildPaysAs: is symbol 2, but there is no Wild"},
		{"WildPaysAs under PayOwn", func(c *lines.Config) { c.WildRuns = lines.PayOwn },
			"lines: WildPaysAs: is symbol 2, but WildRuns is PayOwn"},
		{"WildPaysAs under NoWildStart", func(c *lines.Config) { c.WildRuns = lines.NoWildStart },
			"lines: WildPaysAs: is symbol 2, but WildRuns is NoWildStart"},
		{"wild row under NoWildStart", func(c *lines.Config) {
			c.WildRuns, c.WildPaysAs, c.Pays[wild] = lines.NoWildStart, slotmech.Empty, whole(1, 2, 3)
		}, "lines: Pays: symbol 1: the wild has a pay row, but WildRuns is NoWildStart (its runs never pay)"},
		{"NoWildStart without wild", func(c *lines.Config) {
			c.Wild, c.WildPaysAs, c.WildRuns = slotmech.Empty, slotmech.Empty, lines.NoWildStart
		}, "lines: WildRuns: is NoWildStart, but there is no Wild"},
		{"WildPaysAs missing", func(c *lines.Config) { c.WildPaysAs = slotmech.Empty },
			"lines: WildPaysAs: is Empty, but WildRuns is PayAsSymbol"},
		{"WildPaysAs is the wild", func(c *lines.Config) { c.WildPaysAs = wild }, "lines: WildPaysAs: is the wild itself"},
		{"WildPaysAs does not pay", func(c *lines.Config) { c.WildPaysAs = 20 }, "lines: WildPaysAs: symbol 20 does not pay"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cfg := crystalSpin()
			c.change(&cfg)
			e, err := lines.New(cfg)
			require.Nil(t, e)
			require.EqualError(t, err, c.want)
			require.ErrorIs(t, err, lines.ErrConfig)
			var ce *slotmech.Error
			require.True(t, errors.As(err, &ce))
			require.Equal(t, "New", ce.Op)
			require.Equal(t, c.want, "lines: "+ce.Field+": "+ce.Reason)
		})
	}
}

func TestNewAcceptsEdgeConfigs(t *testing.T) {
	// One reel, one row, one line, runs of 1.
	e := mustNew(t, lines.Config{
		Reels: 1, Rows: 1, Lines: [][]int{{0}},
		Pays: map[slotmech.Symbol][]slotmech.Factor{5: {0, 1}},
	})
	require.Equal(t, 1, fast(e).MinRun())
	s := slotmech.NewScreen(1, 1)
	s.Set(0, 0, 5)
	require.Equal(t, slotmech.Factor(1), evaluate(e, &s).Total)

	// 64 lines on an 8×8 screen, the largest factor that cannot overflow.
	cfg := lines.Config{Reels: 8, Rows: 8, Pays: map[slotmech.Symbol][]slotmech.Factor{
		3: {0, 0, 0, 0, 0, 0, 0, 0, math.MaxInt64 / 64},
	}}
	for i := range 64 {
		cfg.Lines = append(cfg.Lines, []int{i % 8, i / 8, 0, 0, 0, 0, 0, 0})
	}
	e = mustNew(t, cfg)
	s = slotmech.NewScreen(8, 8)
	for reel := range 8 {
		for row := range 8 {
			s.Set(reel, row, 3)
		}
	}
	r := evaluate(e, &s)
	require.Len(t, r.Wins, 64)
	require.Equal(t, slotmech.Factor(math.MaxInt64/64*64), r.Total)
	var all slotmech.PosSet
	for i := range e.NumLines() {
		all |= e.Line(i)
	}
	require.Equal(t, all, r.Positions)
	require.Equal(t, 16+6, all.Len()) // reels 0 and 1 whole, row 0 of the others
}

// New copies the configuration: changing it afterwards changes nothing.
func TestNewCopiesConfig(t *testing.T) {
	cfg := crystalSpin()
	e := mustNew(t, cfg)
	cfg.Lines[0][2] = 0
	cfg.Pays[bell][3] = slotmech.Whole(1000)
	w := lineWin(evaluate(e, middle(t, "B B B C L")), 0)
	require.Equal(t, slotmech.Whole(5), w.Factor)
	require.Equal(t, midRun(0, 3), w.Positions)
}

func TestStrings(t *testing.T) {
	require.Equal(t, "AnyRun", lines.AnyRun.String())
	require.Equal(t, "LeftToRight", lines.LeftToRight.String())
	require.Equal(t, "RightToLeft", lines.RightToLeft.String())
	require.Equal(t, "BothWays", lines.BothWays.String())
	require.Equal(t, "Direction(9)", lines.Direction(9).String())
	require.Equal(t, "PayAsSymbol", lines.PayAsSymbol.String())
	require.Equal(t, "PayOwn", lines.PayOwn.String())
	require.Equal(t, "NoWildStart", lines.NoWildStart.String())
	require.Equal(t, "WildRuns(7)", lines.WildRuns(7).String())
}

// An *Error carries the place and the value at fault.
func TestErrorFields(t *testing.T) {
	cfg := crystalSpin()
	cfg.Lines[3][1] = 4
	_, err := lines.New(cfg)
	var e *slotmech.Error
	require.ErrorAs(t, err, &e)
	require.Equal(t, slotmech.Error{Op: "New", Field: "Lines: line 3 reel 1", Value: "4",
		Reason: "row 4 is outside the screen (rows 0 to 2)", Err: lines.ErrConfig}, *e)

	cfg = crystalSpin()
	cfg.Pays[lemon][2] = -5
	_, err = lines.New(cfg)
	require.ErrorAs(t, err, &e)
	require.Equal(t, "Pays: symbol 10 run of 2", e.Field)
	require.Equal(t, "-0.0005", e.Value)
}
