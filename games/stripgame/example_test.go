package stripgame_test

import (
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/lines"
)

// The configuration data of a small game, and its identity: what a lab
// recomputes from the Config (see the package documentation).
func ExampleNew_configData() {
	const a, b, s = 1, 2, 3
	g, err := stripgame.New(stripgame.Config{
		Name:    "tiny",
		Symbols: []string{"apple", "bell", "star"},
		Strips:  [][]slotmech.Symbol{{a, b, s}, {a, s, b}, {b, a, s}},
		Rows:    1,
		Lines: &lines.Config{
			Lines: [][]int{{0, 0, 0}},
			Pays:  map[slotmech.Symbol][]slotmech.Factor{a: {0, 0, 0, slotmech.Whole(5)}, b: {0, 0, 0, slotmech.MustParseFactor("7.5")}},
		},
		Scatter:     s,
		ScatterPays: []cluster.ScatterPay{{Count: 2, Factor: slotmech.Whole(1)}},
		Bets:        []slotmech.Money{10, 20},
		Maths:       "tiny rev 1",
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%s\n%s\n", g.ConfigData(), games.ConfigID(g))
	// Output:
	// {"format":"stripgame/1","name":"tiny","symbols":["apple","bell","star"],"rows":1,"strips":[["apple","bell","star"],["apple","star","bell"],["bell","apple","star"]],"lines":{"lines":[[0,0,0]],"direction":"LeftToRight","pays":{"apple":["0","0","0","5"],"bell":["0","0","0","7.5"]},"wild_runs":"PayAsSymbol"},"scatter":"star","scatter_pays":[{"count":2,"factor":"1"}],"cascade":false,"max_steps":0,"bet_model":"total bet","bets":[10,20],"line_cap":0,"round_cap_x":0,"maths":"tiny rev 1"}
	// 76ed04e6a61d4b104232a4fe72d055ee454308bb4e0046b93283f1761cab0951
}

// A refused configuration names the field, the value and what is wrong.
func ExampleNew_refused() {
	_, err := stripgame.New(stripgame.Config{
		Name:    "tiny",
		Symbols: []string{"apple", "bell"},
		Strips:  [][]slotmech.Symbol{{1, 2, 1}, {2, 1, 3}},
		Rows:    1,
	})
	fmt.Println(err)
	// Output:
	// stripgame: Strips reel 1 position 2: symbol 3: not one of the Symbols (1 to 2)
}
