package weighted_test

import (
	"fmt"

	"github.com/slotmech/slotmech/internal/weighted"
	"github.com/slotmech/slotmech/rng"
)

// A packed draw: one Uint64N value u of [0, Tʲ), read as j base-T digits,
// most significant first, each located like a weighted draw. For the
// weights 1, 2, 3, 4 (T = 10: cumulative 1, 3, 6, 10) three cells are
// u = ⌊y·1000 / 2⁶⁴⌋ = 995, digits 9, 9, 5: entries 3, 3, 2. A group of
// one cell is exactly Draw.
func ExampleTable_DrawPacked() {
	const y = 0xfedcba9876543210
	w := weighted.Must(1, 2, 3, 4)

	d := weighted.DrawDigits(rng.NewReplayer([]uint64{y}), 1000)
	a, d := d.Next(10)
	b, d := d.Next(10)
	c, _ := d.Next(10)
	fmt.Println(a, b, c)

	cells := make([]int, 3)
	w.DrawPacked(cells[:1], rng.NewReplayer([]uint64{y})) // one cell: Draw
	fmt.Println(cells[0], w.Draw(rng.NewReplayer([]uint64{y})))

	// Pack() = 16 cells a value (10¹⁶ ≤ 2⁵⁶); three cells are one group
	// of three, u = 995 again: entries 3, 3, 2.
	w.DrawPacked(cells, rng.NewReplayer([]uint64{y}))
	fmt.Println(w.Pack(), cells)
	// Output:
	// 9 9 5
	// 3 3
	// 16 [3 3 2]
}

// The known answer of DrawPacked's doc: for the weights 1, 2, 3, 4 the raw
// value 2⁶³ is rejected (the low half of 2⁶³·10¹⁶ is 0), so a group of 16
// cells draws from the next value; 2⁶³ + 1 gives u = 5·10¹⁵, the digits 5,
// 0, 0, …: entries 2, 0, 0, ….
func ExampleTable_DrawPacked_rejected() {
	w := weighted.Must(1, 2, 3, 4)
	cells := make([]int, 16)
	w.DrawPacked(cells, rng.NewReplayer([]uint64{1 << 63, 1<<63 + 1}))
	fmt.Println(cells)
	w.DrawPacked(cells, rng.NewReplayer([]uint64{1<<63 + 1}))
	fmt.Println(cells)
	// Output:
	// [2 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0]
	// [2 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0]
}
