package lines_test

import (
	"slices"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/lines"
)

// game is a random valid configuration with its evaluator.
type game struct {
	cfg   lines.Config
	e     *lines.Evaluator
	paid  int // symbols 1..paid may be in the pay table
	wild  slotmech.Symbol
	alpha int // screens show symbols 0..alpha-1 (Empty, the paid ones and the wild)
}

// genGame draws a valid configuration. With wildsDominate, a run of only
// wilds pays at least as much as a run of any symbol of the same length.
func genGame(t *rapid.T, wildsDominate bool) game {
	reels := rapid.IntRange(1, slotmech.MaxReels).Draw(t, "reels")
	rows := rapid.IntRange(1, 4).Draw(t, "rows")
	cfg := lines.Config{Reels: reels, Rows: rows, Pays: map[slotmech.Symbol][]slotmech.Factor{}}
	cfg.Direction = lines.Direction(rapid.IntRange(0, int(lines.AnyRun)).Draw(t, "direction"))

	nLines := rapid.IntRange(1, 8).Draw(t, "lines")
	for range nLines {
		l := rapid.SliceOfN(rapid.IntRange(0, rows-1), reels, reels).Draw(t, "line")
		if !slices.ContainsFunc(cfg.Lines, func(m []int) bool { return slices.Equal(m, l) }) {
			cfg.Lines = append(cfg.Lines, l)
		}
	}

	paid := rapid.IntRange(1, 5).Draw(t, "paid")
	genRow := func(label string) []slotmech.Factor {
		row := make([]slotmech.Factor, reels+1)
		minRun := rapid.IntRange(1, reels).Draw(t, label+" min")
		f := slotmech.Factor(rapid.IntRange(1, 20).Draw(t, label+" pay"))
		for n := minRun; n <= reels; n++ {
			row[n] = f
			f += slotmech.Factor(rapid.IntRange(0, 10).Draw(t, label+" step"))
		}
		return row
	}
	for sym := 1; sym <= paid; sym++ {
		if sym == 1 || rapid.Bool().Draw(t, "has row") {
			cfg.Pays[slotmech.Symbol(sym)] = genRow("symbol")
		}
	}
	g := game{cfg: cfg, paid: paid, alpha: paid + 1}
	if rapid.Bool().Draw(t, "has wild") {
		g.wild = slotmech.Symbol(paid + 1)
		g.alpha++
		g.cfg.Wild = g.wild
		policies := []lines.WildRuns{lines.PayAsSymbol, lines.PayOwn, lines.NoWildStart}
		if wildsDominate {
			policies = policies[:2] // under NoWildStart a wild can lower a line's win
		}
		g.cfg.WildRuns = rapid.SampledFrom(policies).Draw(t, "policy")
		var wildRow []slotmech.Factor
		switch {
		case g.cfg.WildRuns == lines.NoWildStart:
		case g.cfg.WildRuns == lines.PayAsSymbol:
			payers := slices.Sorted(func(yield func(slotmech.Symbol) bool) {
				for sym := range g.cfg.Pays {
					if !yield(sym) {
						return
					}
				}
			})
			g.cfg.WildPaysAs = rapid.SampledFrom(payers).Draw(t, "pays as")
			wildRow = g.cfg.Pays[g.cfg.WildPaysAs]
		case rapid.Bool().Draw(t, "own row"):
			wildRow = genRow("wild")
			g.cfg.Pays[g.wild] = wildRow
		}
		if wildsDominate {
			if wildRow == nil {
				wildRow = make([]slotmech.Factor, reels+1)
				g.cfg.Pays[g.wild] = wildRow
			}
			for sym, row := range g.cfg.Pays {
				if sym != g.wild && sym != g.cfg.WildPaysAs {
					for n := range row {
						wildRow[n] = max(wildRow[n], row[n])
					}
				}
			}
		}
	}
	e, err := lines.New(g.cfg)
	if err != nil {
		t.Fatalf("New refused a valid config: %v", err)
	}
	g.e = e
	return g
}

// genScreen draws a screen of symbols 0..alpha-1.
func (g game) genScreen(t *rapid.T) *slotmech.Screen {
	s := slotmech.NewScreen(g.cfg.Reels, g.cfg.Rows)
	for reel := range g.cfg.Reels {
		for row := range g.cfg.Rows {
			s.Set(reel, row, slotmech.Symbol(rapid.IntRange(0, g.alpha-1).Draw(t, "symbol")))
		}
	}
	return &s
}

// withDirection returns g's configuration evaluated in direction d.
func (g game) withDirection(t *rapid.T, d lines.Direction) *lines.Evaluator {
	cfg := g.cfg
	cfg.Direction = d
	e, err := lines.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// perLine returns the factor paid on each line of r.
func perLine(r slotmech.Result, n int) []slotmech.Factor {
	f := make([]slotmech.Factor, n)
	for _, w := range r.Wins {
		f[w.Line] = w.Factor
	}
	return f
}

// oracle evaluates one line the slow way: every window of reels the
// direction allows, every way of reading it, the best by pay, then length,
// then leftmost start. Under NoWildStart a window pays only if a way the
// direction reads it (left to right from its first reel, right to left from
// its last) starts on a reel that does not show the wild.
func oracle(cfg lines.Config, s *slotmech.Screen, line int) slotmech.Win {
	isWild := func(sym slotmech.Symbol) bool { return cfg.Wild != slotmech.Empty && sym == cfg.Wild }
	pay := func(sym slotmech.Symbol, n int) slotmech.Factor {
		if row, ok := cfg.Pays[sym]; ok {
			return row[n]
		}
		return 0
	}
	var best slotmech.Win
	for start := range cfg.Reels {
		for end := start + 1; end <= cfg.Reels; end++ {
			ltr := cfg.Direction == lines.AnyRun || (start == 0 && cfg.Direction != lines.RightToLeft)
			rtl := cfg.Direction == lines.AnyRun || (end == cfg.Reels && cfg.Direction != lines.LeftToRight)
			if cfg.WildRuns == lines.NoWildStart {
				ltr = ltr && !isWild(s.At(start, cfg.Lines[line][start]))
				rtl = rtl && !isWild(s.At(end-1, cfg.Lines[line][end-1]))
			}
			if !ltr && !rtl {
				continue
			}
			w := slotmech.Win{Line: line, Count: end - start}
			var other []slotmech.Symbol
			for reel := start; reel < end; reel++ {
				sym := s.At(reel, cfg.Lines[line][reel])
				w.Positions = w.Positions.With(slotmech.At(reel, cfg.Lines[line][reel]))
				if !isWild(sym) && !slices.Contains(other, sym) {
					other = append(other, sym)
				}
			}
			switch {
			case len(other) > 1:
				continue
			case len(other) == 1:
				w.Symbol = other[0]
			case cfg.WildRuns == lines.PayAsSymbol:
				w.Symbol = cfg.WildPaysAs
			default:
				w.Symbol = cfg.Wild
			}
			w.Factor = pay(w.Symbol, w.Count)
			if w.Factor > best.Factor || w.Factor == best.Factor && w.Count > best.Count {
				best = w
			}
		}
	}
	return best
}

// The evaluator finds exactly the win of the brute-force reading of the
// rules (CS-5, CS-6, CS-7 in general form): best pay, then longest, then
// leftmost.
func TestCS_5_PropMatchesBruteForce(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := genGame(t, false)
		s := g.genScreen(t)
		r := evaluate(g.e, s)
		var want []slotmech.Win
		for i := range g.cfg.Lines {
			if w := oracle(g.cfg, s, i); w.Factor > 0 {
				want = append(want, w)
			}
		}
		require.Equal(t, want, r.Wins)
	})
}

// A wild in place of a symbol never lowers a line's win, when a run of only
// wilds pays at least as much as any run of the same length (CS-7; see the
// package doc for why the condition is needed).
func TestCS_7_PropWildNeverLowersALine(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := genGame(t, true)
		if g.wild == slotmech.Empty {
			t.Skip("no wild")
		}
		s := g.genScreen(t)
		reel := rapid.IntRange(0, g.cfg.Reels-1).Draw(t, "reel")
		row := rapid.IntRange(0, g.cfg.Rows-1).Draw(t, "row")
		before := perLine(evaluate(g.e, s), len(g.cfg.Lines))
		s.Set(reel, row, g.wild)
		after := perLine(evaluate(g.e, s), len(g.cfg.Lines))
		for i := range before {
			if after[i] < before[i] {
				t.Fatalf("line %d paid %v, with a wild at (%d,%d) %v", i, before[i], reel, row, after[i])
			}
		}
	})
}

// mirror returns s with its reels in reverse order.
func mirror(s *slotmech.Screen) *slotmech.Screen {
	m := slotmech.NewScreen(s.Reels(), s.Rows())
	for reel := range s.Reels() {
		for row := range s.Rows() {
			m.Set(s.Reels()-1-reel, row, s.At(reel, row))
		}
	}
	return &m
}

// Reading a mirrored screen along mirrored lines pays the same on every
// line, with runs as long: both ways and any run are symmetric, and left to
// right is right to left in the mirror.
func TestPropMirror(t *testing.T) {
	mirrored := map[lines.Direction]lines.Direction{
		lines.LeftToRight: lines.RightToLeft, lines.RightToLeft: lines.LeftToRight,
		lines.BothWays: lines.BothWays, lines.AnyRun: lines.AnyRun,
	}
	rapid.Check(t, func(t *rapid.T) {
		g := genGame(t, false)
		s := g.genScreen(t)
		cfg := g.cfg
		cfg.Direction = mirrored[g.cfg.Direction]
		cfg.Lines = nil
		for _, l := range g.cfg.Lines {
			m := slices.Clone(l)
			slices.Reverse(m)
			cfg.Lines = append(cfg.Lines, m)
		}
		em, err := lines.New(cfg)
		require.NoError(t, err)
		r, rm := evaluate(g.e, s), evaluate(em, mirror(s))
		require.Equal(t, r.Total, rm.Total)
		require.Equal(t, len(r.Wins), len(rm.Wins))
		for i, w := range r.Wins {
			require.Equal(t, w.Line, rm.Wins[i].Line)
			require.Equal(t, w.Factor, rm.Wins[i].Factor)
			require.Equal(t, w.Count, rm.Wins[i].Count)
		}
	})
}

// Left to right alone (or right to left alone) never pays more on a line
// than both ways, and both ways never more than any run.
func TestPropDirectionsNest(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := genGame(t, false)
		s := g.genScreen(t)
		n := len(g.cfg.Lines)
		ltr := perLine(evaluate(g.withDirection(t, lines.LeftToRight), s), n)
		rtl := perLine(evaluate(g.withDirection(t, lines.RightToLeft), s), n)
		both := perLine(evaluate(g.withDirection(t, lines.BothWays), s), n)
		anyRun := perLine(evaluate(g.withDirection(t, lines.AnyRun), s), n)
		for i := range n {
			require.LessOrEqual(t, ltr[i], both[i], "line %d", i)
			require.LessOrEqual(t, rtl[i], both[i], "line %d", i)
			require.Equal(t, max(ltr[i], rtl[i]), both[i], "line %d", i)
			require.LessOrEqual(t, both[i], anyRun[i], "line %d", i)
		}
	})
}

// Every Result is consistent: a line pays at most once, in line order; the
// total is the sum and the positions the union of the wins; each win lies on
// its line, covers exactly its reels, shows its symbol or the wild there and
// pays what the table says.
func TestPropResultConsistent(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := genGame(t, false)
		s := g.genScreen(t)
		r := evaluate(g.e, s)
		var total slotmech.Factor
		var union slotmech.PosSet
		for k, w := range r.Wins {
			if k > 0 {
				require.Greater(t, w.Line, r.Wins[k-1].Line, "lines pay once, in order")
			}
			require.Positive(t, w.Factor)
			require.GreaterOrEqual(t, w.Count, fast(g.e).MinRun())
			require.Equal(t, w.Count, w.Positions.Len())
			require.Equal(t, w.Positions, w.Positions&g.e.Line(w.Line), "win on its line")
			wilds := 0 // the positions of the run showing the wild
			for reel := range g.cfg.Reels {
				row := g.cfg.Lines[w.Line][reel]
				in := reel >= start(w) && reel < start(w)+w.Count
				require.Equal(t, in, w.Positions.Has(slotmech.At(reel, row)))
				if !in {
					continue
				}
				sym := s.At(reel, row)
				if g.wild != slotmech.Empty && sym == g.wild {
					wilds++
				} else {
					require.Equal(t, w.Symbol, sym)
				}
			}
			require.Equal(t, wilds, wildsOf(s, w, g.wild))
			paidAs := w.Symbol
			require.Equal(t, g.cfg.Pays[paidAs][w.Count], w.Factor)
			total += w.Factor
			union |= w.Positions
		}
		require.Equal(t, total, r.Total)
		require.Equal(t, union, r.Positions)
	})
}

// Evaluation is deterministic and does not depend on what the Result held.
func TestPropDeterministic(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := genGame(t, false)
		s1, s2 := g.genScreen(t), g.genScreen(t)
		r1 := evaluate(g.e, s1)
		var r slotmech.Result
		g.e.Evaluate(s2, &r)
		g.e.Evaluate(s1, &r)
		require.Equal(t, r1.Total, r.Total)
		require.Equal(t, r1.Positions, r.Positions)
		require.True(t, slices.Equal(r1.Wins, r.Wins), "%v != %v", r1.Wins, r.Wins)
	})
}

// One Evaluator serves many goroutines, each with its own Result (run with
// -race).
func TestConcurrentUse(t *testing.T) {
	e := mustNew(t, crystalSpin())
	screens := benchScreens(64)
	want := make([]slotmech.Result, len(screens))
	for i := range screens {
		e.Evaluate(&screens[i], &want[i])
	}
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			var r slotmech.Result
			for i := range screens {
				e.Evaluate(&screens[i], &r)
				if r.Total != want[i].Total || r.Positions != want[i].Positions {
					t.Errorf("screen %d: total %v, want %v", i, r.Total, want[i].Total)
				}
			}
		})
	}
	wg.Wait()
}
