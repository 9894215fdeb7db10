package ways_test

import (
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/lines/ways"
)

// A 243-ways game: cherries pay 3, 4 or 5 reels from the left, wherever
// they are on each reel, once per way.
func Example() {
	alpha, _ := slotmech.NewAlphabet("cherry", "bell", "wild")
	const cherry, bell, wild = 1, 2, 3
	e, err := ways.New(ways.Config{
		Reels: 5, Rows: 3,
		Pays: map[slotmech.Symbol][]slotmech.Factor{
			cherry: {0, 0, 0, slotmech.MustParseFactor("0.1"), slotmech.MustParseFactor("0.5"), slotmech.Whole(2)},
			bell:   {0, 0, 0, slotmech.MustParseFactor("0.2"), slotmech.Whole(1), slotmech.Whole(5)},
		},
		Wilds: []ways.Wild{{Symbol: wild, Multiplier: 2}},
	})
	if err != nil {
		panic(err)
	}
	s, _ := alpha.ParseScreen([][]string{
		{"cherry", "bell", "wild", "bell", "bell"},
		{"cherry", "cherry", "bell", "cherry", "bell"},
		{"bell", "bell", "bell", "bell", "cherry"},
	})
	var r slotmech.Result
	e.Evaluate(&s, &r)
	for _, w := range r.Wins {
		fmt.Printf("%d %s: %d ways pay %s (the ×2 wild doubles the ways through it)\n",
			w.Count, alpha.Name(w.Symbol), w.Ways, w.Factor)
	}
	fmt.Println("total", r.Total, "× bet on", e.Ways(&s), "ways")
	// Output:
	// 5 cherry: 2 ways pay 8 (the ×2 wild doubles the ways through it)
	// 5 bell: 24 ways pay 160 (the ×2 wild doubles the ways through it)
	// total 168 × bet on 243 ways
}
