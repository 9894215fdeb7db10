package lines_test

import (
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/cputime"
	"github.com/slotmech/slotmech/internal/weighted"
	"github.com/slotmech/slotmech/lines"
	"github.com/slotmech/slotmech/rng"
)

// benchScreens returns n Crystal Spin screens with symbols drawn with
// weights like a reel strip's: low symbols often, SEVEN and the wild rarely.
func benchScreens(n int) []slotmech.Screen {
	weights := (*rng.Weighted)(weighted.Must(
		0,                // Empty never
		2,                // wild
		2, 3, 4, 4, 5, 5, // seven … bar
		7, 7, 9, 9, // strawberry … cherry
	))
	src := rng.NewStream(1, 0)
	screens := make([]slotmech.Screen, n)
	for i := range screens {
		screens[i] = slotmech.NewScreen(5, 3)
		for reel := range 5 {
			for row := range 3 {
				screens[i].Set(reel, row, slotmech.Symbol(weights.Draw(src)))
			}
		}
	}
	return screens
}

// BenchmarkLines5x3 measures one Evaluate of a Crystal Spin screen (5
// lines, any run, minimum run 3, a wild paying as SEVEN), screens drawn
// like a reel strip's windows, about a quarter of them winning.
func BenchmarkLines5x3(b *testing.B) {
	e := mustNew(b, crystalSpin())
	screens := benchScreens(1024)
	var r slotmech.Result
	b.ReportAllocs()
	i := 0
	stop := cputime.Start(b)
	for b.Loop() {
		e.Evaluate(&screens[i&1023], &r)
		i++
	}
	stop()
}

// BenchmarkLines5x3MayPay measures one MayPay, the screen filter, on the
// screens of BenchmarkLines5x3: the five reels' filter words and their ANDs.
func BenchmarkLines5x3MayPay(b *testing.B) {
	e := mustNew(b, crystalSpin())
	screens := benchScreens(1024)
	b.ReportAllocs()
	i, n := 0, 0
	stop := cputime.Start(b)
	for b.Loop() {
		if e.MayPay(&screens[i&1023]) {
			n++
		}
		i++
	}
	stop()
	b.ReportMetric(float64(n)/float64(b.N), "may-pay/op")
}

// BenchmarkLines5x3LeftToRight is BenchmarkLines5x3 with left-to-right lines
// only.
func BenchmarkLines5x3LeftToRight(b *testing.B) {
	cfg := crystalSpin()
	cfg.Direction = lines.LeftToRight
	e := mustNew(b, cfg)
	screens := benchScreens(1024)
	var r slotmech.Result
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		e.Evaluate(&screens[i&1023], &r)
		i++
	}
}

// Evaluating into a kept Result allocates nothing.
func TestEvaluateDoesNotAllocate(t *testing.T) {
	e := mustNew(t, crystalSpin())
	screens := benchScreens(256)
	var r slotmech.Result
	r.Wins = make([]slotmech.Win, 0, e.NumLines())
	i := 0
	allocs := testing.AllocsPerRun(1000, func() {
		e.Evaluate(&screens[i&255], &r)
		i++
	})
	if allocs != 0 {
		t.Fatalf("Evaluate allocates %v times per call, want 0", allocs)
	}
}

// BenchmarkLines5x3MayPayFilters measures one MayPayFilters from the five
// reels' filter words computed beforehand, as a strip game that knows the
// words of every stop tests a combination.
func BenchmarkLines5x3MayPayFilters(b *testing.B) {
	e := mustNew(b, crystalSpin())
	screens := benchScreens(1024)
	words := make([][]uint64, len(screens))
	for i := range screens {
		for reel := range 5 {
			words[i] = append(words[i], fast(e).ReelFilter(reel, screens[i].ReelWord(reel)))
		}
	}
	b.ReportAllocs()
	i, n := 0, 0
	stop := cputime.Start(b)
	for b.Loop() {
		if fast(e).MayPayFilters(words[i&1023]) {
			n++
		}
		i++
	}
	stop()
	b.ReportMetric(float64(n)/float64(b.N), "may-pay/op")
}
