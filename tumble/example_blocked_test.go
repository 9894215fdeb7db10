package tumble_test

import (
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

// A spin of variable reel heights: reel 0 shows 2 rows, reel 1 shows 4;
// "#" closes the top of the shorter reel. The win on reel 0 explodes, the
// symbol above falls within the reel's height, and the strip refills it.
func ExampleStep_blocked() {
	alpha, _ := slotmech.NewAlphabet("A", "B", "C", "D", "#")
	const blocked = 5
	strips, _ := tumble.NewStrips([][]slotmech.Symbol{{1, 2, 3, 4}, {4, 3, 2, 1}})
	stops, heights := []int{1, 0}, []int{2, 4}
	s := slotmech.NewScreen(2, 4)
	_ = strips.WindowHeights(&s, stops, heights, blocked)
	fmt.Print(s.Format(alpha), "\n")

	refill := tumble.NewStripRefill(strips)
	_ = refill.Reset(stops)
	_, _ = tumble.Step(&s, slotmech.PosSet(0).With(slotmech.At(0, 3)), 0, blocked, refill, nil)
	fmt.Print(s.Format(alpha))
	// Output:
	// # D
	// # C
	// B B
	// C A
	//
	// # D
	// # C
	// A B
	// B A
}

// DrawStops draws every reel's stop in one call, exactly as rng.IntN per
// reel would.
func ExampleStrips_DrawStops() {
	strips, _ := tumble.NewStrips([][]slotmech.Symbol{{1, 2, 3}, {1, 2, 3, 4, 5}, {1, 2}})
	stops := make([]int, 3) // one per strip
	strips.DrawStops(rng.NewStream(1, 0), stops)
	src := rng.NewStream(1, 0)
	fmt.Println(stops, []int{rng.IntN(src, 3), rng.IntN(src, 5), rng.IntN(src, 2)})
	// Output:
	// [0 2 0] [0 2 0]
}
