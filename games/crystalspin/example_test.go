package crystalspin_test

import (
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

// Play games at 100 Kč with a seeded source and add up what they pay.
func Example() {
	g := crystalspin.New()
	src := rng.NewStream(2026, 0)
	var out games.Outcome
	var won slotmech.Money
	for range 1000 {
		if err := g.Play(100, games.Standard, src, &out); err != nil {
			panic(err)
		}
		won += out.Win
	}
	fmt.Println("staked 100000, won", won)
	// Output: staked 100000, won 87100
}

// A forced game for QA: the screen as it lands and the symbols that fall in.
// Three sevens on the middle row pay 6 × the stake; they explode, the top
// row falls into the middle and three melons fall in on top (4 × the stake
// on the top line); then a lemon, an orange and a lemon fall in and nothing
// more wins.
func ExampleGame_PlayScreen() {
	a := crystalspin.Alphabet()
	scr := slotmech.NewScreen(crystalspin.Reels, crystalspin.Rows)
	rows := [3][5]string{
		{"lemon", "plum", "lemon", "plum", "lemon"},
		{"seven", "seven", "seven", "bar", "orange"},
		{"cherry", "grapes", "cherry", "grapes", "cherry"},
	}
	for row, names := range rows {
		for reel, n := range names {
			s, _ := a.Lookup(n)
			scr.Set(reel, row, s)
		}
	}
	m, l, o := crystalspin.Melon, crystalspin.Lemon, crystalspin.Orange
	refill, err := tumble.NewListRefill([][]slotmech.Symbol{{m, l}, {m, o}, {m, l}, {}, {}})
	if err != nil {
		panic(err)
	}
	out := games.Outcome{Detail: true}
	if err := crystalspin.New().PlayScreen(scr, refill, 10, &out); err != nil {
		panic(err)
	}
	for k, st := range out.Spins[0].Steps {
		for _, w := range st.Wins {
			fmt.Printf("step %d: line %d, %d × %s pays %s × stake\n", k+1, w.Line+1, w.Count, a.Name(w.Symbol), w.Factor)
		}
	}
	fmt.Println("win:", out.Win, "Kč")
	// Output:
	// step 1: line 1, 3 × seven pays 6 × stake
	// step 2: line 2, 3 × melon pays 4 × stake
	// win: 100 Kč
}

// Play the game of given stops: the exact analysis (games.FullCycle) plays
// every combination this way.
func ExampleGame_PlayStops() {
	g := crystalspin.New()
	var out games.Outcome
	if err := g.PlayStops([]int{0, 1, 2, 3, 4}, 100, &out, func(w games.PaidWin) {
		fmt.Printf("step %d line %d: %d × %s paid %d\n", w.Step+1, w.Line+1, w.Count, crystalspin.Alphabet().Name(w.Symbol), w.Paid)
	}); err != nil {
		panic(err)
	}
	fmt.Println("win:", out.Win)
	// Output:
	// step 1 line 5: 3 × lemon paid 100
	// win: 100
}
