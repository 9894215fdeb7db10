package lines_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/lines"
)

// Known answers with the Crystal Spin lines (CS-3) and pay table (CS-4).

// middle returns a Crystal Spin screen whose middle row (line 1, index 0)
// is mid and whose other rows form no run.
func middle(t *testing.T, mid string) *slotmech.Screen {
	return screen(t,
		"C L O C L",
		mid,
		"L O S O C",
	)
}

// lineWin returns the win of line i in r, or a zero Win if it did not pay.
func lineWin(r slotmech.Result, i int) slotmech.Win {
	for _, w := range r.Wins {
		if w.Line == i {
			return w
		}
	}
	return slotmech.Win{}
}

// midRun returns the positions of reels [start, start+n) of the middle row.
func midRun(start, n int) slotmech.PosSet {
	var p slotmech.PosSet
	for reel := start; reel < start+n; reel++ {
		p = p.With(slotmech.At(reel, 1))
	}
	return p
}

// CS-5: the runs that pay are reels 1–3, 1–4, 1–5, 3–5, 2–5 and 2–4 (from 1);
// a run of 2 pays nothing.
func TestCS5_RunsThatPay(t *testing.T) {
	e := mustNew(t, crystalSpin())
	cases := []struct {
		mid           string
		start, length int
		factor        int64
	}{
		{"B B B C L", 0, 3, 5},  // reels 1–3
		{"B B B B L", 0, 4, 10}, // reels 1–4
		{"B B B B B", 0, 5, 50}, // reels 1–5
		{"C L B B B", 2, 3, 5},  // reels 3–5
		{"C B B B B", 1, 4, 10}, // reels 2–5
		{"C B B B L", 1, 3, 5},  // reels 2–4: the middle run
		{"B B C B B", 0, 0, 0},  // two runs of 2
		{"C B B L L", 0, 0, 0},  // runs of 2
		{"C L O S B", 0, 0, 0},  // nothing
	}
	for _, c := range cases {
		w := lineWin(evaluate(e, middle(t, c.mid)), 0)
		require.Equal(t, slotmech.Whole(c.factor), w.Factor, c.mid)
		if c.factor == 0 {
			continue
		}
		require.Equal(t, bell, w.Symbol, c.mid)
		require.Equal(t, c.start, start(w), c.mid)
		require.Equal(t, c.length, w.Count, c.mid)
		require.Equal(t, midRun(c.start, c.length), w.Positions, c.mid)
	}
}

// CS-5: a run from the right pays even when the left does not; LeftToRight
// alone would not pay it.
func TestCS5_RightToLeftRun(t *testing.T) {
	s := middle(t, "C L 7 7 7")
	w := lineWin(evaluate(mustNew(t, crystalSpin()), s), 0)
	require.Equal(t, slotmech.Win{Line: 0, Symbol: seven, Count: 3, Factor: slotmech.Whole(6), Positions: midRun(2, 3)}, w)

	cfg := crystalSpin()
	cfg.Direction = lines.RightToLeft
	require.Equal(t, w, lineWin(evaluate(mustNew(t, cfg), s), 0))
	cfg.Direction = lines.LeftToRight
	require.Empty(t, evaluate(mustNew(t, cfg), s).Wins)
}

// CS-5: the middle run (reels 2–4) pays only with AnyRun.
func TestCS5_MiddleRunOnlyWithAnyRun(t *testing.T) {
	s := middle(t, "C 7 7 7 L")
	for _, d := range []lines.Direction{lines.LeftToRight, lines.RightToLeft, lines.BothWays} {
		cfg := crystalSpin()
		cfg.Direction = d
		require.Empty(t, evaluate(mustNew(t, cfg), s).Wins, d.String())
	}
	w := lineWin(evaluate(mustNew(t, crystalSpin()), s), 0)
	require.Equal(t, 1, start(w))
	require.Equal(t, 3, w.Count)
	require.Equal(t, slotmech.Whole(6), w.Factor)
}

// CS-6: a left run and a right run on one line: only the higher pays.
func TestCS6_HighestWinPerLine(t *testing.T) {
	e := mustNew(t, crystalSpin())
	// 7 7 W = SEVEN×3 (6) against W B B = BELL×3 (5).
	scr := middle(t, "7 7 W B B")
	r := evaluate(e, scr)
	w := lineWin(r, 0)
	require.Equal(t, seven, w.Symbol)
	require.Equal(t, slotmech.Whole(6), w.Factor)
	require.Equal(t, midRun(0, 3), w.Positions)
	require.Equal(t, 1, wildsOf(scr, w, wild))
	// and the other way round: B B W 7 7 pays the right run.
	w = lineWin(evaluate(e, middle(t, "B B W 7 7")), 0)
	require.Equal(t, seven, w.Symbol)
	require.Equal(t, 2, start(w))
	require.Equal(t, midRun(2, 3), w.Positions)
}

// CS-6: when two runs pay the same, the longer is paid, wherever it is.
func TestCS6_EqualPayLongerRunWins(t *testing.T) {
	e := mustNew(t, crystalSpin())
	// C C W W = CHERRY×4 (2) against W W O = ORANGE×3 (2).
	w := lineWin(evaluate(e, middle(t, "C C W W O")), 0)
	require.Equal(t, slotmech.Win{Line: 0, Symbol: cherry, Count: 4, Factor: slotmech.Whole(2), Positions: midRun(0, 4)}, w)
	// mirrored: the longer run is on the right and is still paid.
	w = lineWin(evaluate(e, middle(t, "O W W C C")), 0)
	require.Equal(t, slotmech.Win{Line: 0, Symbol: cherry, Count: 4, Factor: slotmech.Whole(2), Positions: midRun(1, 4)}, w)
}

// CS-6: equal pay and equal length: the run further left is paid.
func TestCS6_EqualPayEqualLengthLeftWins(t *testing.T) {
	e := mustNew(t, crystalSpin())
	// P P W = PLUM×3 (3) against W R R = BAR×3 (3).
	w := lineWin(evaluate(e, middle(t, "P P W R R")), 0)
	require.Equal(t, plum, w.Symbol)
	require.Equal(t, midRun(0, 3), w.Positions)
	w = lineWin(evaluate(e, middle(t, "R R W P P")), 0)
	require.Equal(t, bar, w.Symbol)
	require.Equal(t, midRun(0, 3), w.Positions)
}

// CS-7: a run of only wilds pays as SEVEN.
func TestCS7_WildsOnlyPayAsSeven(t *testing.T) {
	e := mustNew(t, crystalSpin())
	w := lineWin(evaluate(e, middle(t, "W W W C L")), 0)
	require.Equal(t, slotmech.Win{Line: 0, Symbol: seven, Count: 3, Factor: slotmech.Whole(6), Positions: midRun(0, 3)}, w)
	w = lineWin(evaluate(e, middle(t, "C W W W L")), 0)
	require.Equal(t, slotmech.Win{Line: 0, Symbol: seven, Count: 3, Factor: slotmech.Whole(6), Positions: midRun(1, 3)}, w)
	// five wilds on every line: 5 × SEVEN×5.
	r := evaluate(e, screen(t, "W W W W W", "W W W W W", "W W W W W"))
	require.Len(t, r.Wins, 5)
	require.Equal(t, slotmech.Whole(500), r.Total)
}

// CS-7: W W W A A takes the reading that pays most: five A, or three wilds
// as SEVEN.
func TestCS7_WildsTakeTheBestSubstitution(t *testing.T) {
	e := mustNew(t, crystalSpin())
	cases := []struct {
		mid    string
		sym    slotmech.Symbol
		start  int
		length int
		factor int64
	}{
		{"W W W C C", cherry, 0, 5, 8}, // CHERRY×5 (8) > SEVEN×3 (6)
		{"W W W B B", bell, 0, 5, 50},  // BELL×5 (50)
		{"W W W W C", seven, 0, 4, 15}, // SEVEN×4 (15) > CHERRY×5 (8)
		{"C W W W W", seven, 1, 4, 15}, // the same from the right
		{"L W W W L", lemon, 0, 5, 8},  // LEMON×5 (8) > SEVEN×3 (6) for the wilds inside
		{"S W W W L", seven, 1, 3, 6},  // SEVEN×3 (6) > STRAWBERRY×4, LEMON×4 (4, 2)
		{"B W B C L", bell, 0, 3, 5},   // a mixed run pays as its symbol
		{"W W C C C", cherry, 0, 5, 8}, // wilds extend a run to the left
		{"M W W G G", grapes, 1, 4, 8}, // MELON×3 (4) < GRAPES×4 (8)
	}
	for _, c := range cases {
		w := lineWin(evaluate(e, middle(t, c.mid)), 0)
		require.Equal(t, c.sym, w.Symbol, c.mid)
		require.Equal(t, c.start, start(w), c.mid)
		require.Equal(t, c.length, w.Count, c.mid)
		require.Equal(t, slotmech.Whole(c.factor), w.Factor, c.mid)
		require.Equal(t, midRun(c.start, c.length), w.Positions, c.mid)
	}
}

// CS-3, CS-8: all five lines; a position on two winning lines is one
// position of the result.
func TestCS3_AllLines(t *testing.T) {
	e := mustNew(t, crystalSpin())
	r := evaluate(e, screen(t,
		"C 7 7 7 L", // line 2 (top): SEVEN×3 on reels 2–4
		"L 7 O 7 C", // line 1 (middle): nothing
		"O C 7 L S", // line 3 (bottom): nothing; line 4 (V) and line 5 (Λ): C 7 7 7 L and O 7 7 7 S
	))
	require.Len(t, r.Wins, 3)
	require.Equal(t, []int{1, 3, 4}, []int{r.Wins[0].Line, r.Wins[1].Line, r.Wins[2].Line})
	require.Equal(t, slotmech.Whole(18), r.Total)
	top := slotmech.PosSet(0).With(slotmech.At(1, 0)).With(slotmech.At(2, 0)).With(slotmech.At(3, 0))
	v := slotmech.PosSet(0).With(slotmech.At(1, 1)).With(slotmech.At(2, 2)).With(slotmech.At(3, 1))
	lambda := slotmech.PosSet(0).With(slotmech.At(1, 1)).With(slotmech.At(2, 0)).With(slotmech.At(3, 1))
	require.Equal(t, top, r.Wins[0].Positions)
	require.Equal(t, v, r.Wins[1].Positions)
	require.Equal(t, lambda, r.Wins[2].Positions)
	require.Equal(t, top|v|lambda, r.Positions)
	// (2,0) is on the top line and Λ, (1,1) and (3,1) on V and Λ.
	require.Equal(t, 6, r.Positions.Len()) // (0,0), (1,1) and (2,0) are on two lines each
}

// Empty positions (a screen while it refills) never pay and break runs.
func TestEmptyNeverPays(t *testing.T) {
	e := mustNew(t, crystalSpin())
	require.Empty(t, evaluate(e, screen(t, "- - - - -", "- - - - -", "- - - - -")).Wins)
	w := lineWin(evaluate(e, middle(t, "W W - B B")), 0)
	require.Equal(t, slotmech.Win{}, w) // a run of 2 wilds, then an empty position
}

// PayOwn pays a run of only wilds from the wild's own row.
func TestPayOwn(t *testing.T) {
	cfg := crystalSpin()
	cfg.WildRuns = lines.PayOwn
	cfg.WildPaysAs = slotmech.Empty
	cfg.Pays[wild] = whole(20, 200, 1000)
	e := mustNew(t, cfg)
	w := lineWin(evaluate(e, middle(t, "W W W W B")), 0)
	require.Equal(t, slotmech.Win{Line: 0, Symbol: wild, Count: 4, Factor: slotmech.Whole(200), Positions: midRun(0, 4)}, w)

	delete(cfg.Pays, wild) // no row: wilds alone pay nothing, but still substitute
	e = mustNew(t, cfg)
	require.Equal(t, slotmech.Win{}, lineWin(evaluate(e, middle(t, "W W W - L")), 0))
	require.Equal(t, slotmech.Whole(10), lineWin(evaluate(e, middle(t, "W W W B L")), 0).Factor)
}

// Without a wild, the wild's symbol is an ordinary symbol.
func TestNoWild(t *testing.T) {
	cfg := crystalSpin()
	cfg.Wild = slotmech.Empty
	cfg.WildPaysAs = slotmech.Empty
	e := mustNew(t, cfg)
	require.Equal(t, slotmech.Win{}, lineWin(evaluate(e, middle(t, "W W W B B")), 0))
	require.Equal(t, slotmech.Whole(5), lineWin(evaluate(e, middle(t, "W W B B B")), 0).Factor)
}

// With a wild run that pays less than a symbol, a wild can lower a line's
// win (the case the package doc warns about).
func TestWildCanLowerWinWhenWildsPayLess(t *testing.T) {
	cfg := crystalSpin()
	cfg.Direction = lines.LeftToRight
	cfg.WildPaysAs = lemon
	e := mustNew(t, cfg)
	require.Equal(t, slotmech.Whole(5), lineWin(evaluate(e, middle(t, "B W W C L")), 0).Factor)
	// W W W C L: three wilds as LEMON (1) or four CHERRY (2).
	w := lineWin(evaluate(e, middle(t, "W W W C L")), 0)
	require.Equal(t, cherry, w.Symbol)
	require.Equal(t, slotmech.Whole(2), w.Factor)
}

func TestEvaluateResetsResult(t *testing.T) {
	e := mustNew(t, crystalSpin())
	var r slotmech.Result
	e.Evaluate(middle(t, "B B B B B"), &r)
	require.Len(t, r.Wins, 1)
	e.Evaluate(middle(t, "C L O S B"), &r)
	require.Empty(t, r.Wins)
	require.Zero(t, r.Total)
	require.Zero(t, r.Positions)
}

func TestEvaluatePanicsOnWrongScreenSize(t *testing.T) {
	e := mustNew(t, crystalSpin())
	s := slotmech.NewScreen(5, 4)
	require.PanicsWithValue(t, "lines: screen is 5x4, evaluator wants 5x3", func() {
		e.Evaluate(&s, new(slotmech.Result))
	})
}

func TestEvaluatorAccessors(t *testing.T) {
	e := mustNew(t, crystalSpin())
	require.Equal(t, 5, fast(e).Reels())
	require.Equal(t, 3, fast(e).Rows())
	require.Equal(t, 5, e.NumLines())
	require.Equal(t, 3, fast(e).MinRun())
	v := slotmech.PosSet(0).With(slotmech.At(0, 0)).With(slotmech.At(1, 1)).With(slotmech.At(2, 2)).
		With(slotmech.At(3, 1)).With(slotmech.At(4, 0))
	require.Equal(t, v, e.Line(3))
}
