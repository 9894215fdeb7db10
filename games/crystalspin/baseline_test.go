package crystalspin_test

// A straightforward full-cycle evaluator of Crystal Spin, written from the
// rules (/work/shared/spec/crystal-spin.md, CS-1 … CS-10) with plain arrays
// and loops and nothing of the library but the reel strips it reads
// (crystalspin.Strips, the game's data). It is a measurement baseline, not
// a reference implementation: BenchmarkFullCycleBaseline measures it against
// exact.FullCycle, and TestFullCycleBaselineAgrees checks that both compute
// the same cycle.

import (
	"context"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"

	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/internal/cputime"
)

// Symbols in the order of CS-2 (the spec's pay table order), from 1; 0 is
// an empty position.
const (
	bWild  = 1
	bSeven = 2
)

// bPays[sym][n] is the multiple of the stake a run of n pays (CS-4).
var bPays = [12][6]int64{
	2:  {0, 0, 0, 6, 15, 100}, // SEVEN
	3:  {0, 0, 0, 5, 10, 50},  // BELL
	4:  {0, 0, 0, 4, 8, 30},   // MELON
	5:  {0, 0, 0, 4, 8, 25},   // GRAPES
	6:  {0, 0, 0, 3, 6, 20},   // PLUM
	7:  {0, 0, 0, 3, 6, 15},   // BAR
	8:  {0, 0, 0, 2, 4, 12},   // STRAWBERRY
	9:  {0, 0, 0, 2, 4, 12},   // ORANGE
	10: {0, 0, 0, 1, 2, 8},    // LEMON
	11: {0, 0, 0, 1, 2, 8},    // CHERRY
}

// bLines are the rows of the 5 lines on each reel (CS-3).
var bLines = [5][5]int{{1, 1, 1, 1, 1}, {0, 0, 0, 0, 0}, {2, 2, 2, 2, 2}, {0, 1, 2, 1, 0}, {2, 1, 0, 1, 2}}

// bRuns are the runs that can pay (CS-5): [start, end) on reels 0…4, in
// the order of the spec (1–3, 1–4, 1–5, 3–5, 2–5, 2–4).
var bRuns = [6][2]int{{0, 3}, {0, 4}, {0, 5}, {2, 5}, {1, 5}, {1, 4}}

// baselineCycle plays every combination of stops at stake and returns the
// total won and the number of winning combinations.
func baselineCycle(strips [][]int, stake int64) (won, hits int64) {
	var stops [5]int
	for {
		if w := baselineGame(strips, stops, stake); w > 0 {
			won += w
			hits++
		}
		r := 4
		for ; r >= 0; r-- {
			stops[r]++
			if stops[r] < len(strips[r]) {
				break
			}
			stops[r] = 0
		}
		if r < 0 {
			return won, hits
		}
	}
}

// baselineGame plays the game at stops (CS-1, CS-5 … CS-10).
func baselineGame(strips [][]int, stops [5]int, stake int64) int64 {
	var grid [5][3]int // [reel][row], row 0 on top
	var top [5]int     // the strip position shown in the top row
	for r := range 5 {
		for row := range 3 {
			grid[r][row] = strips[r][(stops[r]+row)%len(strips[r])]
		}
		top[r] = stops[r]
	}
	var linePaid [5]int64
	var total int64
	for step := 0; step < 100; step++ {
		var remove [5][3]bool
		var stepPay [5]int64
		won := false
		for l, rows := range bLines {
			bestPay, bestLen, bestStart := int64(0), 0, 0
			for _, run := range bRuns {
				sym := 0
				ok := true
				for r := run[0]; r < run[1]; r++ {
					s := grid[r][rows[r]]
					if s == bWild {
						continue
					}
					if sym == 0 {
						sym = s
					} else if s != sym {
						ok = false
						break
					}
				}
				if !ok {
					continue
				}
				if sym == 0 {
					sym = bSeven // wilds only (CS-7)
				}
				n := run[1] - run[0]
				pay := bPays[sym][n]
				if pay > bestPay || pay == bestPay && pay > 0 && (n > bestLen || n == bestLen && run[0] < bestStart) {
					bestPay, bestLen, bestStart = pay, n, run[0]
				}
			}
			if bestPay > 0 {
				won = true
				stepPay[l] = bestPay * stake
				for r := bestStart; r < bestStart+bestLen; r++ {
					remove[r][rows[r]] = true
				}
			}
		}
		if !won {
			break
		}
		// CS-9: a screen of one fruit (wilds allowed, the fruit at least
		// once) doubles the step.
		fruit := 0
		full := true
		for r := range 5 {
			for row := range 3 {
				s := grid[r][row]
				switch {
				case s == bWild:
				case fruit == 0 && s >= 8:
					fruit = s
				case s != fruit:
					full = false
				}
			}
		}
		for l := range 5 {
			p := stepPay[l]
			if full && fruit != 0 {
				p *= 2
			}
			if linePaid[l]+p > 100_000 { // CS-10
				p = 100_000 - linePaid[l]
			}
			linePaid[l] += p
			total += p
		}
		// CS-8: explode, fall, refill from the strip above the window.
		for r := range 5 {
			var kept [3]int
			n := 0
			for row := range 3 {
				if !remove[r][row] {
					kept[n] = grid[r][row]
					n++
				}
			}
			holes := 3 - n
			for row := holes - 1; row >= 0; row-- {
				top[r]--
				if top[r] < 0 {
					top[r] += len(strips[r])
				}
				grid[r][row] = strips[r][top[r]]
			}
			for i, s := range kept[:n] {
				grid[r][holes+i] = s
			}
		}
	}
	return total
}

// baselineStrips returns strips as plain ints.
func baselineStrips(strips [][]slotmech.Symbol) [][]int {
	var out [][]int
	for _, strip := range strips {
		var s []int
		for _, sym := range strip {
			s = append(s, int(sym))
		}
		out = append(out, s)
	}
	return out
}

// The straightforward evaluator computes the cycle exact.FullCycle computes:
// the same total won and the same number of winning combinations, at every
// stake, on the game with the first 11, 12, … 15 positions of its strips (a
// quick cycle of 11·12·13·14·15 = 360 360 combinations, under the same
// rules).
func TestFullCycleBaselineAgrees(t *testing.T) {
	if raceEnabled {
		t.Skip("3.6 million games of two evaluators are for a non-race run")
	}
	var short [][]slotmech.Symbol
	for r, strip := range crystalspin.Strips() {
		short = append(short, strip[:min(11+r, len(strip))]) // whatever the strips' length
	}
	g, err := crystalspin.NewWithStrips(short)
	require.NoError(t, err)
	for _, stake := range crystalspin.Stakes() {
		won, hits := baselineCycle(baselineStrips(short), int64(stake))
		c, err := exact.FullCycle(context.Background(), g, stake, exact.Options{Workers: 0})
		require.NoError(t, err)
		require.Equal(t, big.NewInt(won), c.Won, "stake %d", stake)
		require.Equal(t, hits, c.Hits, "stake %d", stake)
	}
}

// BenchmarkFullCycleBaseline measures one full cycle of Crystal Spin at
// stake 100 (every combination of stops, cascades included) on one
// goroutine: "baseline" with the straightforward evaluator above,
// "library" with exact.FullCycle and 1 worker. cpu-ns/op is the CPU time of
// the process per cycle (see internal/cputime; FullCycle's worker is its
// own goroutine) and
// combinations/cpu-s the combinations per CPU-second; their ratio is the
// speed-up of the library over a straightforward program. Compare them
// from one run (benchstat). For the scaling with workers, see
// exact.BenchmarkFullCycle.
func BenchmarkFullCycleBaseline(b *testing.B) {
	g := crystalspin.New()
	combos := 1.0
	for _, n := range g.NewPlayer().(exact.StripPlayer).StripLengths() {
		combos *= float64(n)
	}
	b.Run("baseline", func(b *testing.B) {
		strips := baselineStrips(crystalspin.Strips())
		stop := cputime.StartProcess(b)
		for b.Loop() {
			baselineCycle(strips, 100)
		}
		if ns := stop(); ns > 0 {
			b.ReportMetric(combos*1e9/ns, "combinations/cpu-s")
		}
	})
	b.Run("library", func(b *testing.B) {
		stop := cputime.StartProcess(b)
		for b.Loop() {
			if _, err := exact.FullCycle(context.Background(), g, 100, exact.Options{Workers: 1}); err != nil {
				b.Fatal(err)
			}
		}
		if ns := stop(); ns > 0 {
			b.ReportMetric(combos*1e9/ns, "combinations/cpu-s")
		}
	})
}
