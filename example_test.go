package slotmech_test

import (
	"fmt"
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/wincap"
)

// A pay-table entry is an exact factor of the bet; Apply turns it into money
// once, rounding down.
func ExampleFactor_Apply() {
	f := slotmech.MustParseFactor("0.25") // 0.25 × bet
	total, _ := f.Mul(15)                 // a ×15 multiplier, exactly
	win, _ := total.Apply(20)             // bet of 20 cents
	fmt.Println(f, total, win)
	// Output: 0.25 3.75 75
}

// A win is summed, multiplied and applied with the saturating operations when
// a cap then bounds it: a factor that overflows becomes the largest Factor,
// the money it pays is far beyond the cap, and the cap pays its limit,
// exactly what it would pay for the exact win.
func ExampleFactor_ApplySat() {
	const bet = 200
	steps := slotmech.Whole(50).AddSat(slotmech.Whole(25)) // 75 × bet over a tumble sequence
	fmt.Println(steps.MulSat(3).ApplySat(bet))             // ×3: no overflow, Apply's exact result

	huge := steps.MulSat(1 << 62).ApplySat(bet) // an absurd multiplier: the factor saturates
	roundCap := wincap.NewRound(5000 * bet)
	paid, reached := roundCap.Pay(huge)
	fmt.Println(huge, paid, reached)
	// Output:
	// 45000
	// 184467440737095516 1000000 true
}

// A screen is a value; positions are named by reel and row and collected in
// a PosSet.
func ExampleScreen() {
	abc, _ := slotmech.NewAlphabet("sun", "moon")
	s := slotmech.NewScreen(3, 2)
	for r := 0; r < 3; r++ {
		s.Set(r, 0, 1)
		s.Set(r, 1, 2)
	}
	s.Set(1, 0, 2)
	fmt.Print(s.Format(abc))
	fmt.Println(s.Where(1), s.Count(2))
	// Output:
	// sun moon sun
	// moon moon moon
	// {(0,0) (2,0)} 4
}

// A PosSet and a Screen are ranged over with All, in ascending order of
// position: reel by reel from the left, each from the top row down.
func ExamplePosSet_All() {
	s := slotmech.NewScreen(3, 2)
	s.Set(0, 1, 1)
	s.Set(2, 0, 1)
	s.Set(1, 1, 2)
	fmt.Println(slices.Collect(s.Where(1).All()))
	for p, sym := range s.All() {
		if sym != slotmech.Empty {
			fmt.Println(p, sym)
		}
	}
	// Output:
	// [(0,1) (2,0)]
	// (0,1) 1
	// (1,1) 2
	// (2,0) 1
}

// Money arithmetic never wraps.
func ExampleMoney_Add() {
	_, err := slotmech.Money(1 << 62).Add(1 << 62)
	fmt.Println(err)
	// Output: slotmech: arithmetic overflow
}
