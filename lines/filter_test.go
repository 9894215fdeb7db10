package lines_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/lines"
)

// With more than eight paying symbols the filter that skips lines that cannot
// pay gives some symbols the same class; it must still let every paying line
// through, and the search must still find exactly the brute-force win. The
// screens use few symbols so that runs, and runs mixing symbols that share a
// class, are common.
func TestPropFilterWithSharedClasses(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		reels := rapid.IntRange(1, slotmech.MaxReels).Draw(t, "reels")
		rows := rapid.IntRange(1, 3).Draw(t, "rows")
		cfg := lines.Config{
			Reels: reels, Rows: rows,
			Direction: lines.Direction(rapid.IntRange(0, int(lines.AnyRun)).Draw(t, "direction")),
			Pays:      map[slotmech.Symbol][]slotmech.Factor{},
		}
		for range rapid.IntRange(1, 6).Draw(t, "lines") {
			l := rapid.SliceOfN(rapid.IntRange(0, rows-1), reels, reels).Draw(t, "line")
			if !slices.ContainsFunc(cfg.Lines, func(m []int) bool { return slices.Equal(m, l) }) {
				cfg.Lines = append(cfg.Lines, l)
			}
		}
		paid := rapid.IntRange(9, 20).Draw(t, "paid") // more than 8: classes are shared
		for sym := 1; sym <= paid; sym++ {
			row := make([]slotmech.Factor, reels+1)
			minRun := rapid.IntRange(1, reels).Draw(t, "min")
			f := slotmech.Factor(rapid.IntRange(1, 30).Draw(t, "pay"))
			for n := minRun; n <= reels; n++ {
				row[n] = f
				f += slotmech.Factor(rapid.IntRange(0, 10).Draw(t, "step"))
			}
			cfg.Pays[slotmech.Symbol(sym)] = row
		}
		alpha := paid + 1 // screens show Empty and the paying symbols
		if rapid.Bool().Draw(t, "has wild") {
			cfg.Wild = slotmech.Symbol(paid + 1)
			cfg.WildPaysAs = slotmech.Symbol(rapid.IntRange(1, paid).Draw(t, "pays as"))
			alpha++
		}
		e, err := lines.New(cfg)
		if err != nil {
			t.Fatalf("New refused a valid config: %v", err)
		}

		// Symbols from a small window of the alphabet (which shifts from
		// screen to screen) make runs likely.
		low := rapid.IntRange(0, alpha-1).Draw(t, "low")
		high := min(alpha-1, low+rapid.IntRange(1, 4).Draw(t, "spread"))
		s := slotmech.NewScreen(reels, rows)
		for reel := range reels {
			for row := range rows {
				sym := rapid.IntRange(low, high).Draw(t, "symbol")
				if cfg.Wild != slotmech.Empty && rapid.IntRange(0, 3).Draw(t, "wild?") == 0 {
					sym = int(cfg.Wild)
				}
				s.Set(reel, row, slotmech.Symbol(sym))
			}
		}

		r := evaluate(e, &s)
		var want []slotmech.Win
		for i := range cfg.Lines {
			if w := oracle(cfg, &s, i); w.Factor > 0 {
				want = append(want, w)
			}
		}
		require.Equal(t, want, r.Wins)
	})
}

// A wild between two different paying symbols joins neither run to the other
// (CS-7): the filter, which sees the wild as every class, must not take
// A W B for a run of three, while A W A and W W B are runs of three.
func TestCS7_FilterWildBetweenTwoSymbols(t *testing.T) {
	e := mustNew(t, crystalSpin())
	for _, tc := range []struct {
		middle string
		pays   bool
	}{
		{"C W L S O", false}, // A W B
		{"C W C S O", true},  // A W A
		{"W W L S O", true},  // W W B
		{"S O C W L", false}, // A W B at the end
		{"S O L W L", true},  // A W A at the end
	} {
		w := lineWin(evaluate(e, middle(t, tc.middle)), 0)
		require.Equal(t, tc.pays, w.Factor > 0, "middle row %s: %+v", tc.middle, w)
	}
}
