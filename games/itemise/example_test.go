package itemise_test

import (
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/itemise"
	"github.com/slotmech/slotmech/lines/ways"
)

// A title itemises a ways evaluation into its round record in one call.
func Example() {
	e, _ := ways.New(ways.Config{Reels: 3, Rows: 3,
		Pays: map[slotmech.Symbol][]slotmech.Factor{1: {0, 0, 0, slotmech.MustParseFactor("0.5")}}})
	s := screen3()
	var res slotmech.Result
	e.Evaluate(&s, &res)

	var d games.Detail
	st := d.AddSpin().AddStep()
	st.Screen, st.Factor = s, res.Total
	st.Wins = itemise.Wins(st.Wins, &res)
	for _, w := range st.Wins {
		fmt.Printf("%d of symbol %d on %d ways pay %s × bet at %d positions\n", w.Count, w.Symbol, w.Ways, w.Factor, w.Positions.Len())
	}
	// Output:
	// 3 of symbol 1 on 18 ways pay 9 × bet at 8 positions
}
