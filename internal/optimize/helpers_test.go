package optimize_test

import (
	"os"
	"slices"
	"strings"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/internal/optimize"
	"github.com/slotmech/slotmech/lines"
)

// toySymbols are the toy game's symbols, 1 … 5.
var toySymbols = []string{"cherry", "lemon", "plum", "bell", "seven"}

// toyStrips reads strips of symbol names separated by spaces.
func toyStrips(reels ...string) [][]slotmech.Symbol {
	out := make([][]slotmech.Symbol, len(reels))
	for r, reel := range reels {
		for _, name := range strings.Fields(reel) {
			out[r] = append(out[r], slotmech.Symbol(1+slices.Index(toySymbols, name)))
		}
	}
	return out
}

// toyConfig is a small strip game for the search's tests: 3 reels of 20
// stops, 3 rows, 5 lines paying from the left, no cascade: 8 000
// combinations, a full cycle in a millisecond.
func toyConfig() stripgame.Config {
	x := func(three int64) []slotmech.Factor { return []slotmech.Factor{0, 0, 0, slotmech.Whole(three)} }
	return stripgame.Config{
		Name: "toy-fruits", Symbols: toySymbols, Rows: 3,
		Strips: toyStrips(
			"cherry lemon plum cherry bell lemon plum cherry seven lemon cherry plum lemon bell cherry plum lemon cherry plum bell",
			"lemon cherry plum lemon bell cherry plum lemon seven cherry lemon plum cherry bell lemon plum cherry lemon plum bell",
			"plum cherry lemon plum bell cherry lemon plum seven cherry plum lemon cherry bell plum lemon cherry plum lemon bell",
		),
		Lines: &lines.Config{
			Lines: [][]int{{1, 1, 1}, {0, 0, 0}, {2, 2, 2}, {0, 1, 2}, {2, 1, 0}},
			Pays:  map[slotmech.Symbol][]slotmech.Factor{1: x(2), 2: x(3), 3: x(4), 4: x(10), 5: x(40)},
		},
		Bets: []slotmech.Money{1, 5, 10}, DefaultBet: 10,
	}
}

// toyTitle is the toy game as a StripTitle, its pays movable.
func toyTitle() *optimize.StripTitle {
	t, err := optimize.NewStripTitle(toyConfig(), optimize.StripOptions{Pays: true})
	if err != nil {
		panic(err)
	}
	return t
}

// full reports whether the long versions of the tests run
// (SLOTMECH_FULL=1, which .ci/run sets): the Crystal Spin recoveries from
// ±20% and the common-random-number tests at their full sample sizes.
func full() bool { return os.Getenv("SLOTMECH_FULL") == "1" }
