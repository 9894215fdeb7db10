package lines_test

import (
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/lines"
)

// A 5×3 game with three lines, runs of 3 to 5 anywhere on a line, and a wild
// whose own runs pay as SEVEN.
func Example() {
	abc, _ := slotmech.NewAlphabet("WILD", "SEVEN", "BELL", "LEMON")
	sym := func(name string) slotmech.Symbol { s, _ := abc.Lookup(name); return s }
	pays := func(three, four, five int64) []slotmech.Factor {
		return []slotmech.Factor{0, 0, 0, slotmech.Whole(three), slotmech.Whole(four), slotmech.Whole(five)}
	}
	e, err := lines.New(lines.Config{
		Reels: 5, Rows: 3,
		Lines: [][]int{
			{1, 1, 1, 1, 1}, // middle row
			{0, 0, 0, 0, 0}, // top row
			{0, 1, 2, 1, 0}, // V
		},
		Pays: map[slotmech.Symbol][]slotmech.Factor{
			sym("SEVEN"): pays(6, 15, 100),
			sym("BELL"):  pays(5, 10, 50),
			sym("LEMON"): pays(1, 2, 8),
		},
		Direction:  lines.AnyRun,
		Wild:       sym("WILD"),
		WildRuns:   lines.PayAsSymbol,
		WildPaysAs: sym("SEVEN"),
	})
	if err != nil {
		fmt.Println(err)
		return
	}

	rows := [][]string{
		{"WILD", "WILD", "WILD", "LEMON", "LEMON"},
		{"LEMON", "BELL", "BELL", "WILD", "SEVEN"},
		{"SEVEN", "LEMON", "LEMON", "BELL", "BELL"},
	}
	s := slotmech.NewScreen(5, 3)
	for row, names := range rows {
		for reel, name := range names {
			s.Set(reel, row, sym(name))
		}
	}

	var r slotmech.Result
	e.Evaluate(&s, &r)
	for _, w := range r.Wins {
		first, _ := w.Positions.First() // the run's first reel: one position a reel
		wilds := (w.Positions & s.Where(sym("WILD"))).Len()
		fmt.Printf("line %d: %d×%s on reels %d–%d (%d wilds) pays %v %v\n",
			w.Line, w.Count, abc.Name(w.Symbol), first.Reel()+1, first.Reel()+w.Count, wilds, w.Factor, w.Positions)
	}
	fmt.Println("total", r.Total, "positions", r.Positions.Len())
	// The top row reads as five LEMON (8), which beats its three wilds as
	// SEVEN (6). The V reads WILD BELL LEMON WILD LEMON: three LEMON on
	// reels 3–5. (3,1) and (4,0) are on two winning lines.

	// Output:
	// line 0: 3×BELL on reels 2–4 (1 wilds) pays 5 {(1,1) (2,1) (3,1)}
	// line 1: 5×LEMON on reels 1–5 (3 wilds) pays 8 {(0,0) (1,0) (2,0) (3,0) (4,0)}
	// line 2: 3×LEMON on reels 3–5 (1 wilds) pays 1 {(2,2) (3,1) (4,0)}
	// total 14 positions 9
}

// Under NoWildStart a line that starts with a wild pays nothing; the wild
// still stands in for a symbol after a run's first reel.
func ExampleNoWildStart() {
	abc, _ := slotmech.NewAlphabet("WILD", "BELL", "LEMON")
	sym := func(name string) slotmech.Symbol { s, _ := abc.Lookup(name); return s }
	e, err := lines.New(lines.Config{
		Reels: 5, Rows: 2,
		Lines: [][]int{{0, 0, 0, 0, 0}, {1, 1, 1, 1, 1}},
		Pays: map[slotmech.Symbol][]slotmech.Factor{
			sym("BELL"):  {0, 0, 0, slotmech.Whole(5), slotmech.Whole(10), slotmech.Whole(50)},
			sym("LEMON"): {0, 0, 0, slotmech.Whole(1), slotmech.Whole(2), slotmech.Whole(8)},
		},
		Direction: lines.LeftToRight,
		Wild:      sym("WILD"),
		WildRuns:  lines.NoWildStart,
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	s, _ := abc.ParseScreen([][]string{
		{"WILD", "BELL", "BELL", "BELL", "LEMON"},
		{"BELL", "WILD", "BELL", "LEMON", "LEMON"},
	})
	var r slotmech.Result
	e.Evaluate(&s, &r)
	for _, w := range r.Wins {
		wilds := (w.Positions & s.Where(sym("WILD"))).Len()
		fmt.Printf("line %d: %d×%s (%d wilds) pays %v\n", w.Line, w.Count, abc.Name(w.Symbol), wilds, w.Factor)
	}
	// Output:
	// line 1: 3×BELL (1 wilds) pays 5
}
