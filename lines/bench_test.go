package lines_test

import (
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/lines"
	"github.com/slotmech/slotmech/rng"
)

// benchScreens returns n Crystal Spin screens with symbols drawn with
// weights like a reel strip's: low symbols often, SEVEN and the wild rarely.
func benchScreens(n int) []slotmech.Screen {
	weights := rng.MustWeighted(
		0,                // Empty never
		2,                // wild
		2, 3, 4, 4, 5, 5, // seven … bar
		7, 7, 9, 9, // strawberry … cherry
	)
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

// BenchmarkLines5x3 evaluates Crystal Spin screens: 5 lines, any run,
// minimum run 3, a wild paying as SEVEN.
func BenchmarkLines5x3(b *testing.B) {
	e := mustNew(b, crystalSpin())
	screens := benchScreens(1024)
	var r lines.Result
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		e.Evaluate(&screens[i&1023], &r)
		i++
	}
}

// BenchmarkLines5x3LeftToRight is the same with left-to-right lines only.
func BenchmarkLines5x3LeftToRight(b *testing.B) {
	cfg := crystalSpin()
	cfg.Direction = lines.LeftToRight
	e := mustNew(b, cfg)
	screens := benchScreens(1024)
	var r lines.Result
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
	var r lines.Result
	r.Wins = make([]lines.Win, 0, e.NumLines())
	i := 0
	allocs := testing.AllocsPerRun(1000, func() {
		e.Evaluate(&screens[i&255], &r)
		i++
	})
	if allocs != 0 {
		t.Fatalf("Evaluate allocates %v times per call, want 0", allocs)
	}
}
