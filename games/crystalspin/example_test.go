package crystalspin_test

import (
	"errors"
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

// Play games at 100 Kč with a seeded source and add up what they pay. The
// Game is shared; each goroutine plays with a Player of its own.
func Example() {
	g := crystalspin.New()
	p := g.NewPlayer()
	src := rng.NewStream(2026, 0)
	var won slotmech.Money
	for range 1000 {
		out, err := p.Play(100, games.Standard, src, nil)
		if err != nil {
			panic(err)
		}
		won += out.Win
	}
	fmt.Println("staked 100000, won", won)
	// Output: staked 100000, won 93500
}

// forcedScreen returns the screen of rows of symbol names, top first.
func forcedScreen(rows [3][5]string) slotmech.Screen {
	a := crystalspin.New().Alphabet()
	scr := slotmech.NewScreen(crystalspin.Reels, crystalspin.Rows)
	for row, names := range rows {
		for reel, n := range names {
			s, err := a.Lookup(n)
			if err != nil {
				panic(err)
			}
			scr.Set(reel, row, s)
		}
	}
	return scr
}

// A forced game for QA: the screen as it lands and the symbols that fall in.
// Three sevens on the middle row pay 6 × the stake; they explode, the top
// row falls into the middle and three melons fall in on top (4 × the stake
// on the top line, line 2); then a lemon, an orange and a lemon fall in and
// nothing more wins.
func ExampleNew_playForced() {
	m, l, o := crystalspin.Melon, crystalspin.Lemon, crystalspin.Orange
	f := &games.Forced{
		Bet: 10,
		Screen: forcedScreen([3][5]string{
			{"lemon", "plum", "lemon", "plum", "lemon"},
			{"seven", "seven", "seven", "bar", "orange"},
			{"cherry", "grapes", "cherry", "grapes", "cherry"},
		}),
		Refill: [][]slotmech.Symbol{{m, l}, {m, o}, {m, l}, {}, {}}, // one list per reel
	}
	var d games.Detail
	out, err := crystalspin.New().NewPlayer().PlayForced(f, nil, &d)
	if err != nil {
		panic(err)
	}
	a := crystalspin.New().Alphabet()
	for k, st := range d.Spins[0].Steps {
		for _, w := range st.Wins {
			fmt.Printf("step %d: line %d, %d × %s pays %s × stake\n", k+1, w.Line, w.Count, a.Name(w.Symbol), w.Factor)
		}
	}
	fmt.Println("win:", out.Win, "Kč")
	// Output:
	// step 1: line 1, 3 × seven pays 6 × stake
	// step 2: line 2, 3 × melon pays 4 × stake
	// win: 100 Kč
}

// A full house (CS-9): a screen of cherries, with wilds standing in,
// doubles the line wins of its step. The step and the spin report the
// game's fact "full_house".
func ExampleNew_fullHouse() {
	c, x := crystalspin.Lemon, crystalspin.Plum // what falls in wins nothing
	f := &games.Forced{
		Bet: 10,
		Screen: forcedScreen([3][5]string{
			{"cherry", "cherry", "wild", "cherry", "cherry"},
			{"cherry", "cherry", "cherry", "cherry", "cherry"},
			{"cherry", "wild", "cherry", "cherry", "cherry"},
		}),
		Refill: [][]slotmech.Symbol{{c, c, c}, {x, x, x}, {c, c, c}, {x, x, x}, {c, c, c}},
	}
	g := crystalspin.New()
	var d games.Detail
	out, err := g.NewPlayer().PlayForced(f, nil, &d)
	if err != nil {
		panic(err)
	}
	st := d.Spins[0].Steps[0]
	fmt.Println("factor:", st.Factor, "× stake, doubled:", st.Win, "Kč")
	fmt.Println("full house:", st.Facts.Flag(crystalspin.FactFullHouse), d.Spins[0].Facts.Flag(crystalspin.FactFullHouse))
	fmt.Println("win:", out.Win, "Kč")
	fmt.Printf("declared: %s (%s): %s\n", g.Facts()[0].Name, g.Facts()[0].Kind, g.Facts()[0].Doc)
	// Output:
	// factor: 40 × stake, doubled: 800 Kč
	// full house: true true
	// win: 800 Kč
	// declared: full_house (flag): the screen was a full house: wins doubled (CS-9)
}

// A forced game whose refill list runs out is refused, never completed with
// a draw: the error wraps games.ErrForced and tumble.ErrExhausted, and as a
// *slotmech.Error it names the field at fault.
func ExampleNew_forcedRefused() {
	f := &games.Forced{
		Bet: 10,
		Screen: forcedScreen([3][5]string{
			{"lemon", "plum", "lemon", "plum", "lemon"},
			{"seven", "seven", "seven", "bar", "orange"},
			{"cherry", "grapes", "cherry", "grapes", "cherry"},
		}),
		Refill: [][]slotmech.Symbol{{crystalspin.Melon}, {}, {}, {}, {}},
	}
	_, err := crystalspin.New().NewPlayer().PlayForced(f, nil, nil)
	fmt.Println(errors.Is(err, games.ErrForced), errors.Is(err, tumble.ErrExhausted))
	var e *slotmech.Error
	if errors.As(err, &e) {
		fmt.Printf("op %q, field %q, value %q\n", e.Op, e.Field, e.Value)
	}
	fmt.Println(err)
	// Output:
	// true true
	// op "forced play", field "crystal-spin: refill after cascade step 1", value ""
	// games: crystal-spin: refill after cascade step 1: forced play refused: tumble: reel 1: refill list exhausted: 1 more symbols needed, 0 left of 0
}

// Play the game of given stops: the exact analysis (games/exact) plays
// every combination this way, adding up what the tally reports.
func ExampleNew_playStops() {
	p := crystalspin.New().NewPlayer().(exact.StripPlayer)
	out, err := p.PlayStops([]int{0, 1, 2, 3, 4}, 100, func(w games.PaidWin) {
		fmt.Printf("step %d line %d: %d × %s paid %d\n", w.Step, w.Line, w.Count, crystalspin.New().Alphabet().Name(w.Symbol), w.Paid)
	})
	if err != nil {
		panic(err)
	}
	fmt.Println("win:", out.Win)
	// Output:
	// step 1 line 5: 3 × lemon paid 100
	// win: 100
}
