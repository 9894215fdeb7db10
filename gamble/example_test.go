package gamble_test

import (
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/rng"
)

// A Crystal Spin terminal gambles a win of 25 Kč: the player takes half,
// picks red, picks black and collects. The caller adds to the CREDIT meter
// what Half and Collect return.
func Example() {
	g, err := gamble.New(gamble.Config{Unit: 1, History: 5}) // whole Kč, five cards (CS-16, CS-17)
	if err != nil {
		panic(err)
	}
	src := rng.NewStream(7, 0) // production play uses rng.NewCrypto
	var credit slotmech.Money

	if err := g.Start(25, false); err != nil {
		panic(err)
	}
	paid, _ := g.Half() // 25 is odd: 12 stay at risk, 13 are credited
	credit += paid
	fmt.Printf("half:  credited %d, at risk %d\n", paid, g.State().AtRisk)

	for _, c := range []gamble.Colour{gamble.Red, gamble.Black} {
		out, _ := g.Pick(c, src)
		fmt.Printf("%-7s%v, won %v, at risk %d\n", c.String()+":", out.Card, out.Won, g.State().AtRisk)
	}

	if g.State().Open {
		paid, _ = g.Collect()
		credit += paid
	}
	st := g.State()
	fmt.Printf("end:   %v, credit +%d, balanced %v\n", st.End, credit, st.Balanced())
	fmt.Println("history:", g.History())

	_, err = g.Collect()
	fmt.Println(err)
	// Output:
	// half:  credited 13, at risk 12
	// red:   2♦, won true, at risk 24
	// black: 6♠, won true, at risk 48
	// end:   collected, credit +61, balanced true
	// history: [6♠ 2♦]
	// gamble: no gamble is open
}

// The odd-split rule of HALF in whole Kč (unit 1) and in cents counting whole
// euros (unit 100).
func ExampleSplit() {
	for _, a := range []struct{ amount, unit int64 }{{1, 1}, {3, 1}, {5, 1}, {100, 1}, {350, 100}, {199, 100}} {
		risked, credited := gamble.Split(slotmech.Money(a.amount), slotmech.Money(a.unit))
		fmt.Printf("%d (unit %d): risk %d, credit %d\n", a.amount, a.unit, risked, credited)
	}
	// Output:
	// 1 (unit 1): risk 0, credit 1
	// 3 (unit 1): risk 1, credit 2
	// 5 (unit 1): risk 2, credit 3
	// 100 (unit 1): risk 50, credit 50
	// 350 (unit 100): risk 100, credit 250
	// 199 (unit 100): risk 0, credit 199
}
