package multiplier_test

import (
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/multiplier"
	"github.com/slotmech/slotmech/rng"
)

// A base-game spin (SC-7): the multipliers on the final screen are added and
// the sum multiplies the spin's win factor, which is applied to the bet once.
func Example() {
	const heart, x5, x10 slotmech.Symbol = 8, 14, 16
	tab, err := multiplier.NewTable([]multiplier.Entry{
		{Symbol: x5, Value: 5, Weight: 3},
		{Symbol: x10, Value: 10, Weight: 1},
	})
	if err != nil {
		panic(err)
	}

	screen := slotmech.NewScreen(6, 5)
	for r := range 6 {
		screen.Set(r, 4, heart)
	}
	screen.Set(1, 0, x5)
	screen.Set(4, 2, x10)

	win := slotmech.MustParseFactor("2.5") // the sequence's paytable wins
	sum := tab.Sum(&screen)
	var base multiplier.Accumulator // a base-game spin: nothing carries over (SC-7)
	mult := base.Spin(sum, win > 0)
	total, err := win.Mul(mult)
	if err != nil {
		panic(err)
	}
	paid, err := total.Apply(200) // a bet of 200 cents
	if err != nil {
		panic(err)
	}
	fmt.Println("sum", sum, "multiplier", mult, "factor", total, "paid", paid)
	// Output: sum 15 multiplier 15 factor 37.5 paid 7500
}

// Free spins with the SC-8 rule: only spins with a paytable win and
// multiplier symbols add to T, and they are multiplied by the new T.
func ExampleAccumulator() {
	var a multiplier.Accumulator // zero value: OnNewWithWin, T = 0
	for _, s := range []struct {
		sum int64
		win bool
	}{{5, true}, {0, true}, {100, false}, {12, true}} {
		mult := a.Spin(s.sum, s.win)
		fmt.Printf("sum %3d win %-5v -> ×%d, T = %d\n", s.sum, s.win, mult, a.Total())
	}
	// Output:
	// sum   5 win true  -> ×5, T = 5
	// sum   0 win true  -> ×1, T = 5
	// sum 100 win false -> ×1, T = 5
	// sum  12 win true  -> ×17, T = 17
}

// The Always policy adds every spin's multipliers to T.
func ExampleAccumulator_always() {
	a := multiplier.NewAccumulator(multiplier.Always)
	fmt.Println(a.Spin(10, false), a.Total())
	fmt.Println(a.Spin(0, true), a.Total())
	// Output:
	// 1 10
	// 10 10
}

// Draw fills a position with a multiplier symbol, chosen by weight; Mean is
// the exact expected value of a draw.
func ExampleTable_Draw() {
	tab, err := multiplier.NewTable([]multiplier.Entry{
		{Symbol: 20, Value: 2, Weight: 6},
		{Symbol: 21, Value: 5, Weight: 3},
		{Symbol: 22, Value: 100, Weight: 1},
	})
	if err != nil {
		panic(err)
	}
	num, den := tab.Mean()
	fmt.Printf("mean value %d/%d\n", num, den)

	src := rng.NewStream(1, 0)
	sym := tab.Draw(src)
	fmt.Println("drawn symbol is a multiplier:", tab.Symbols().Has(sym), tab.Value(sym) > 0)
	// Output:
	// mean value 127/10
	// drawn symbol is a multiplier: true true
}

// NewTable says what is wrong with a table and where.
func ExampleNewTable_error() {
	_, err := multiplier.NewTable([]multiplier.Entry{
		{Symbol: 20, Value: 2, Weight: 6},
		{Symbol: 21, Value: 0, Weight: 3},
	})
	fmt.Println(err)
	// Output: multiplier: entry 1 (symbol 21): value 0 is out of range 1 to 1000000000
}
