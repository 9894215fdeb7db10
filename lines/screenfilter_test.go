package lines_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/lines"
)

// genWideGame draws a configuration of any size the filter may meet: up to
// 64 lines on up to 8 rows (so that lines share slots) and up to 30 paying
// symbols (so that they share bits), any direction and wild policy, and
// symbols paying from different run lengths.
func genWideGame(t *rapid.T) (lines.Config, int) {
	reels := rapid.IntRange(1, slotmech.MaxReels).Draw(t, "reels")
	rows := rapid.IntRange(1, slotmech.MaxRows).Draw(t, "rows")
	cfg := lines.Config{Reels: reels, Rows: rows, Pays: map[slotmech.Symbol][]slotmech.Factor{},
		Direction: lines.Direction(rapid.IntRange(0, int(lines.AnyRun)).Draw(t, "direction"))}
	for range rapid.IntRange(1, 64).Draw(t, "lines") {
		l := rapid.SliceOfN(rapid.IntRange(0, rows-1), reels, reels).Draw(t, "line")
		if !slices.ContainsFunc(cfg.Lines, func(m []int) bool { return slices.Equal(m, l) }) {
			cfg.Lines = append(cfg.Lines, l)
		}
	}
	paid := rapid.IntRange(1, 30).Draw(t, "paid")
	for sym := 1; sym <= paid; sym++ {
		row := make([]slotmech.Factor, reels+1)
		f := slotmech.Factor(rapid.IntRange(1, 20).Draw(t, "pay"))
		for n := rapid.IntRange(1, reels).Draw(t, "min"); n <= reels; n++ {
			row[n] = f
			f += slotmech.Factor(rapid.IntRange(0, 10).Draw(t, "step"))
		}
		cfg.Pays[slotmech.Symbol(sym)] = row
	}
	alpha := paid + 1
	if rapid.Bool().Draw(t, "wild") {
		cfg.Wild = slotmech.Symbol(paid + 1)
		alpha++
		switch rapid.IntRange(0, 2).Draw(t, "policy") {
		case 0:
			cfg.WildPaysAs = slotmech.Symbol(rapid.IntRange(1, paid).Draw(t, "pays as"))
		case 1:
			cfg.WildRuns = lines.PayOwn
		case 2:
			cfg.WildRuns = lines.NoWildStart
		}
	}
	return cfg, alpha
}

// genFewScreen draws a screen of symbols from a small window of 0..alpha−1
// (which makes runs common), with extra wilds.
func genFewScreen(t *rapid.T, cfg lines.Config, alpha int) *slotmech.Screen {
	low := rapid.IntRange(0, alpha-1).Draw(t, "low")
	high := min(alpha-1, low+rapid.IntRange(0, 3).Draw(t, "spread"))
	s := slotmech.NewScreen(cfg.Reels, cfg.Rows)
	for reel := range cfg.Reels {
		for row := range cfg.Rows {
			sym := slotmech.Symbol(rapid.IntRange(low, high).Draw(t, "symbol"))
			if cfg.Wild != slotmech.Empty && rapid.IntRange(0, 4).Draw(t, "wild?") == 0 {
				sym = cfg.Wild
			}
			s.Set(reel, row, sym)
		}
	}
	return &s
}

// The screen filter never rejects a screen that pays, for any
// configuration; MayPay is MayPayFilters of the reels' ReelFilter words.
func TestPropScreenFilterNeverRejectsAWin(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg, alpha := genWideGame(t)
		e, err := lines.New(cfg)
		require.NoError(t, err)
		s := genFewScreen(t, cfg, alpha)
		may := e.MayPay(s)
		words := make([]uint64, cfg.Reels)
		for reel := range words {
			words[reel] = fast(e).ReelFilter(reel, s.ReelWord(reel))
		}
		require.Equal(t, may, fast(e).MayPayFilters(words))
		if r := evaluate(e, s); len(r.Wins) > 0 {
			require.True(t, may, "MayPay rejects a screen with %d wins", len(r.Wins))
		}
	})
}

// CS-5 (with CS-4 and CS-7): for Crystal Spin's configuration (5 lines, 10
// paying symbols, all paying from 3, wilds paying as SEVEN) the screen
// filter is exact: MayPay says true exactly for the screens on which
// Evaluate finds a win.
func TestCS5_ScreenFilterExact(t *testing.T) {
	e := mustNew(t, crystalSpin())
	rapid.Check(t, func(t *rapid.T) {
		// Few distinct symbols and many wilds, so that wins are common.
		pool := rapid.SliceOfN(rapid.IntRange(int(wild), int(cherry)), 1, 4).Draw(t, "pool")
		s := slotmech.NewScreen(5, 3)
		for reel := range 5 {
			for row := range 3 {
				s.Set(reel, row, slotmech.Symbol(rapid.SampledFrom(pool).Draw(t, "symbol")))
			}
		}
		r := evaluate(e, &s)
		require.Equal(t, len(r.Wins) > 0, e.MayPay(&s), "%d wins", len(r.Wins))
	})
}

// A screen filter example: the words of Crystal Spin's reels, one per reel,
// decide without evaluating.
func TestScreenFilterKnownScreens(t *testing.T) {
	e := mustNew(t, crystalSpin())
	for _, tc := range []struct {
		rows []string
		may  bool
	}{
		{[]string{"7 B M G P", "R S O L C", "C L O S R"}, false},
		{[]string{"7 B M G P", "R C C W C", "C L O S R"}, true},  // middle line, reels 2–4 (and 3–5)
		{[]string{"C B M G P", "R C O L C", "C L C S R"}, true},  // the V line, reels 1–3
		{[]string{"C B M G P", "R W O L C", "S L S S R"}, false}, // C W S on the V: no one symbol
		{[]string{"W B M G P", "R W O L C", "S L W S R"}, true},  // W W W on the V pays as SEVEN
	} {
		s := screen(t, tc.rows...)
		require.Equal(t, tc.may, e.MayPay(s), "%v", tc.rows)
		require.Equal(t, tc.may, len(evaluate(e, s).Wins) > 0, "%v", tc.rows)
	}
	require.Panics(t, func() { fast(e).ReelFilter(5, 0) })
	require.Panics(t, func() { e.MayPay(&slotmech.Screen{}) })
}

// MayPayWith splits MayPayFilters exactly around any reel: for any
// configuration, screen and reel, always || f&need != 0 with f the reel's
// word is MayPayFilters of all the words, whatever words[reel] holds.
func TestPropMayPayWithSplitsTheFilter(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg, alpha := genWideGame(t)
		e, err := lines.New(cfg)
		require.NoError(t, err)
		s := genFewScreen(t, cfg, alpha)
		words := make([]uint64, cfg.Reels)
		for reel := range words {
			words[reel] = fast(e).ReelFilter(reel, s.ReelWord(reel))
		}
		reel := rapid.IntRange(0, cfg.Reels-1).Draw(t, "reel")
		f := words[reel]
		words[reel] = rapid.Uint64().Draw(t, "ignored")
		always, need := fast(e).MayPayWith(words, reel)
		words[reel] = f
		require.Equal(t, fast(e).MayPayFilters(words), always || f&need != 0)
	})
	require.Panics(t, func() { fast(mustNew(t, crystalSpin())).MayPayWith(make([]uint64, 5), 5) })
}
