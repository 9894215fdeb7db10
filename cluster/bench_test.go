package cluster

import (
	"sync"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/cputime"
	"github.com/slotmech/slotmech/internal/weighted"
	"github.com/slotmech/slotmech/rng"
)

// benchScreens returns n screens of the given size drawn with the given
// symbol weights (weights[i] is the weight of symbol i+1), from a fixed seed.
func benchScreens(n, reels, rows int, weights ...int64) []slotmech.Screen {
	src := rng.NewStream(2024, 0)
	w := (*rng.Weighted)(weighted.Must(weights...))
	screens := make([]slotmech.Screen, n)
	for i := range screens {
		s := slotmech.NewScreen(reels, rows)
		for reel := range reels {
			for row := range rows {
				s.Set(reel, row, slotmech.Symbol(1+w.Draw(src)))
			}
		}
		screens[i] = s
	}
	return screens
}

// starlightScreens are Starlight-like 6×5 screens: the nine paying symbols,
// lower ones more frequent, then scatter and multiplier.
func starlightScreens() []slotmech.Screen {
	return benchScreens(256, 6, 5, 20, 18, 16, 14, 12, 10, 8, 6, 4, 2, 1)
}

// adjacentBench is a 7×7 cluster game: seven symbols, a wild, clusters of 5
// or more.
func adjacentBench() (AdjacentConfig, []slotmech.Screen) {
	classes := []Range{{5, 6}, {7, 8}, {9, 10}, {11, 12}, {13, 14}, {15, slotmech.MaxPositions}}
	cfg := AdjacentConfig{Classes: classes, Pays: map[slotmech.Symbol][]slotmech.Factor{}, Wild: 8}
	for sym := range slotmech.Symbol(7) {
		row := make([]slotmech.Factor, len(classes))
		for c := range row {
			row[c] = slotmech.Factor(int(sym+1) * (c + 1) * 2500)
		}
		cfg.Pays[sym+1] = row
	}
	return cfg, benchScreens(256, 7, 7, 14, 14, 13, 13, 12, 12, 11, 2)
}

// BenchmarkPayAnywhere6x5 measures one Evaluate of a Starlight-like 6×5
// screen (9 paying symbols, 8 or more pay, and a scatter) and reports the
// wins per screen.
func BenchmarkPayAnywhere6x5(b *testing.B) {
	p := mustPayAnywhere(b, starlightConfig())
	screens := starlightScreens()
	var r slotmech.Result
	wins := 0
	b.ReportAllocs()
	stop := cputime.Start(b)
	for i := 0; b.Loop(); i++ {
		p.Evaluate(&screens[i&255], &r)
		wins += len(r.Wins)
	}
	stop()
	b.ReportMetric(float64(wins)/float64(b.N), "wins/op")
}

// BenchmarkPayAnywhereMayPay6x5 measures one MayPay, the pay filter, on the
// screens of BenchmarkPayAnywhere6x5.
func BenchmarkPayAnywhereMayPay6x5(b *testing.B) {
	p := mustPayAnywhere(b, starlightConfig())
	screens := starlightScreens()
	n := 0
	b.ReportAllocs()
	stop := cputime.Start(b)
	for i := 0; b.Loop(); i++ {
		if p.MayPay(&screens[i&255]) {
			n++
		}
	}
	stop()
	b.ReportMetric(float64(n)/float64(b.N), "may-pay/op")
}

// BenchmarkPayAnywhereScatter6x5 measures one Scatter (count and pay) on the
// same screens.
func BenchmarkPayAnywhereScatter6x5(b *testing.B) {
	p := mustPayAnywhere(b, starlightConfig())
	screens := starlightScreens()
	b.ReportAllocs()
	stop := cputime.Start(b)
	for i := 0; b.Loop(); i++ {
		p.scatters(&screens[i&255])
	}
	stop()
}

// BenchmarkPayAnywhereScatterPositions6x5 measures one ScatterPositions on
// the same screens.
func BenchmarkPayAnywhereScatterPositions6x5(b *testing.B) {
	p := mustPayAnywhere(b, starlightConfig())
	screens := starlightScreens()
	b.ReportAllocs()
	stop := cputime.Start(b)
	for i := 0; b.Loop(); i++ {
		p.scatterPositions(&screens[i&255])
	}
	stop()
}

// BenchmarkAdjacent7x7 measures one Evaluate of a 7×7 adjacent-cluster
// screen (seven symbols and a wild, clusters of 5 or more) and reports the
// wins per screen.
func BenchmarkAdjacent7x7(b *testing.B) {
	cfg, screens := adjacentBench()
	a := mustAdjacent(b, cfg)
	var r slotmech.Result
	wins := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		a.Evaluate(&screens[i&255], &r)
		wins += len(r.Wins)
	}
	b.ReportMetric(float64(wins)/float64(b.N), "wins/op")
}

// Steady-state evaluation allocates nothing: after a first pass has grown
// the slotmech.Result, evaluating any of the benchmark screens makes no allocation.
func TestEvaluateDoesNotAllocate(t *testing.T) {
	p := mustPayAnywhere(t, starlightConfig())
	cfg, adjScreens := adjacentBench()
	a := mustAdjacent(t, cfg)
	for name, eval := range map[string]func(*slotmech.Screen, *slotmech.Result){
		"PayAnywhere":      p.Evaluate,
		"Adjacent":         a.Evaluate,
		"Scatter":          func(s *slotmech.Screen, _ *slotmech.Result) { p.scatters(s) },
		"ScatterPositions": func(s *slotmech.Screen, _ *slotmech.Result) { p.scatterPositions(s) },
	} {
		screens := starlightScreens()
		if name == "Adjacent" {
			screens = adjScreens
		}
		var r slotmech.Result
		wins := 0
		for i := range screens {
			eval(&screens[i], &r)
			wins += len(r.Wins)
		}
		if name != "Scatter" && name != "ScatterPositions" && wins == 0 {
			t.Fatalf("%s: the screens have no wins; the guard would prove little", name)
		}
		i := 0
		allocs := testing.AllocsPerRun(1000, func() {
			eval(&screens[i&255], &r)
			i++
		})
		if allocs != 0 {
			t.Errorf("%s: %v allocations per evaluation, want 0", name, allocs)
		}
	}
}

// Evaluators are read-only: many goroutines may share one, each with its own
// slotmech.Result, and get the same answers (run with -race).
func TestConcurrentEvaluate(t *testing.T) {
	p := mustPayAnywhere(t, starlightConfig())
	cfg, adjScreens := adjacentBench()
	a := mustAdjacent(t, cfg)
	screens := starlightScreens()
	var want [2][]slotmech.Factor
	var r slotmech.Result
	for i := range screens {
		p.Evaluate(&screens[i], &r)
		want[0] = append(want[0], r.Total)
		a.Evaluate(&adjScreens[i], &r)
		want[1] = append(want[1], r.Total)
	}
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			var r slotmech.Result
			for i := range screens {
				p.Evaluate(&screens[i], &r)
				if r.Total != want[0][i] {
					t.Errorf("pay-anywhere screen %d: total %v, want %v", i, r.Total, want[0][i])
				}
				a.Evaluate(&adjScreens[i], &r)
				if r.Total != want[1][i] {
					t.Errorf("adjacent screen %d: total %v, want %v", i, r.Total, want[1][i])
				}
			}
		})
	}
	wg.Wait()
}
