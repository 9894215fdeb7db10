package tumble_test

import (
	"errors"
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

// A tumble step with forced refills, in the style of Starlight Christmas
// (SC-5): the winning hearts go, the scatter among them stays, and the
// symbols of the lists fall in, the first of each list landing lowest.
func ExampleStep() {
	abc, _ := slotmech.NewAlphabet("heart", "sun", "moon", "star", "SCAT")
	heart, sun, moon, star, scatter := slotmech.Symbol(1), slotmech.Symbol(2), slotmech.Symbol(3), slotmech.Symbol(4), slotmech.Symbol(5)

	s := slotmech.NewScreen(3, 3)
	for reel, col := range [][]slotmech.Symbol{{sun, heart, heart}, {heart, scatter, moon}, {star, heart, sun}} {
		copy(s.Reel(reel), col)
	}
	fmt.Print(s.Format(abc), "\n")

	win := s.Where(heart).With(slotmech.At(1, 1)) // an evaluator may name the scatter too
	refill, _ := tumble.NewListRefill([][]slotmech.Symbol{{moon, star}, {sun}, {moon}})
	removed, err := tumble.Step(&s, win, slotmech.SymbolsOf(scatter), slotmech.Empty, refill, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("removed", removed)
	fmt.Print(s.Format(abc))
	// Output:
	// sun heart star
	// heart SCAT heart
	// heart moon sun
	//
	// removed {(0,1) (0,2) (1,0) (2,1)}
	// star sun moon
	// moon SCAT star
	// sun moon sun
}

// A cascade step on reel strips, in the style of Crystal Spin (CS-8): the
// symbol just above the window falls in first and lands lowest.
func ExampleStripRefill() {
	abc, _ := slotmech.NewAlphabet("A", "B", "C", "D", "E", "F", "G")
	strip := []slotmech.Symbol{1, 2, 3, 4, 5, 6, 7} // A B C D E F G
	strips, err := tumble.NewStrips([][]slotmech.Symbol{strip, strip})
	if err != nil {
		fmt.Println(err)
		return
	}
	refill := tumble.NewStripRefill(strips)
	s := slotmech.NewScreen(2, 3)
	if err := refill.Start(&s, []int{3, 0}); err != nil { // windows D E F and A B C
		fmt.Println(err)
		return
	}
	fmt.Print(s.Format(abc), "\n")

	// Remove E and F from reel 0, A from reel 1.
	win := slotmech.PosSet(0).With(slotmech.At(0, 1)).With(slotmech.At(0, 2)).With(slotmech.At(1, 0))
	if _, err := tumble.Step(&s, win, 0, slotmech.Empty, refill, nil); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(s.Format(abc))
	fmt.Println("tops", tumble.Top(refill, 0), tumble.Top(refill, 1))
	// Output:
	// D A
	// E B
	// F C
	//
	// B G
	// C B
	// D C
	// tops 1 6
}

// Run drives a whole tumble sequence. Here the evaluator pays three or more
// of a symbol anywhere on a 3×2 screen, and the refill comes from strips; the
// sequence ends when no symbol shows three times.
func ExampleRun() {
	abc, _ := slotmech.NewAlphabet("A", "B", "C", "D")
	a, b, c, d := slotmech.Symbol(1), slotmech.Symbol(2), slotmech.Symbol(3), slotmech.Symbol(4)
	strips, _ := tumble.NewStrips([][]slotmech.Symbol{{d, a, b}, {b, a, c}, {d, a, b}})
	refill := tumble.NewStripRefill(strips)
	s := slotmech.NewScreen(3, 2)
	if err := refill.Start(&s, []int{1, 1, 1}); err != nil {
		fmt.Println(err)
		return
	}
	threeOrMore := func(s *slotmech.Screen) slotmech.PosSet {
		for _, sym := range []slotmech.Symbol{a, b, c, d} {
			if s.Count(sym) >= 3 {
				fmt.Print(s.Format(abc), "pays ", abc.Name(sym), "\n")
				return s.Where(sym)
			}
		}
		fmt.Print(s.Format(abc), "no win\n")
		return 0
	}
	steps, err := tumble.Run(&s, threeOrMore, 0, refill, nil, 100)
	fmt.Println("steps", steps, "err", err, errors.Is(err, tumble.ErrTooManySteps))
	// Output:
	// A A A
	// B C B
	// pays A
	// D B D
	// B C B
	// pays B
	// B C B
	// D C D
	// no win
	// steps 2 err <nil> false
}

// A weighted refill draws each new symbol from its reel's table (SC-5 style);
// Step on a new, all-Empty screen draws a whole first screen from it.
func ExampleNewWeightedRefill() {
	abc, _ := slotmech.NewAlphabet("low", "high")
	syms := []slotmech.Symbol{1, 2}
	w, err := tumble.NewWeightedRefill(
		[][]slotmech.Symbol{syms, syms},
		[][]int64{{1, 0}, {0, 1}}, // reel 0 only "low", reel 1 only "high"
	)
	if err != nil {
		fmt.Println(err)
		return
	}
	s := slotmech.NewScreen(2, 2)
	if _, err := tumble.Step(&s, 0, 0, slotmech.Empty, w, rng.NewStream(1, 0)); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(s.Format(abc))

	_, err = tumble.NewWeightedRefill([][]slotmech.Symbol{syms}, [][]int64{{1, -1}})
	fmt.Println(err)
	// Output:
	// low high
	// low high
	// tumble: weighted refill: reel 0: bad weights: rng: weight 1: is negative (-1)
}

// A class refill draws each new symbol in two stages (SC-5, SC-6): its
// class, here a gem three times in four or a multiplier once in four, and
// for the multiplier class which value it shows, x2 twice as often as x5.
// The classes are packed: the class total is 4, so the 12 new symbols'
// classes are the base-4 digits of one value of the source (the low 24 bits
// of it, as 4¹² = 2²⁴ is a power of two); each multiplier's value then
// takes one more value.
func ExampleNewClassRefill() {
	abc, _ := slotmech.NewAlphabet("gem", "x2", "x5")
	classes := []tumble.Class{
		{Weight: 3, Symbols: []slotmech.Symbol{1}},
		{Weight: 1, Symbols: []slotmech.Symbol{2, 3}, Weights: []int64{2, 1}},
	}
	c, err := tumble.NewClassRefill([][]tumble.Class{classes, classes, classes})
	if err != nil {
		fmt.Println(err)
		return
	}
	s := slotmech.NewScreen(3, 4)
	if _, err := tumble.Step(&s, 0, 0, slotmech.Empty, c, rng.NewStream(3, 0)); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(s.Format(abc))
	// Output:
	// gem gem gem
	// gem gem gem
	// gem x2 gem
	// x5 gem gem
}
