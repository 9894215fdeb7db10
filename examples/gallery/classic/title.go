package main

import (
	"slices"
	"strings"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/lines"
)

// symbols are Classic Fruits' symbols, numbered from 1 in this order.
var symbols = []string{"cherry", "lemon", "orange", "plum", "bell", "melon", "bar", "seven", "dollar"}

// strips reads strips written as symbol names separated by spaces.
func strips(reels ...string) [][]slotmech.Symbol {
	out := make([][]slotmech.Symbol, len(reels))
	for r, reel := range reels {
		for _, name := range strings.Fields(reel) {
			out[r] = append(out[r], slotmech.Symbol(1+slices.Index(symbols, name)))
		}
	}
	return out
}

// classicFruits is the whole title: 5 reels × 3 rows, 9 lines paying from
// the left × the line bet, dollars that pay anywhere × the total bet.
func classicFruits() stripgame.Config {
	x := func(three, four, five int64) []slotmech.Factor {
		return []slotmech.Factor{0, 0, 0, slotmech.Whole(three), slotmech.Whole(four), slotmech.Whole(five)}
	}
	return stripgame.Config{
		Name: "classic-fruits", Symbols: symbols, Rows: 3,
		Strips: strips(
			"cherry lemon orange plum cherry bell lemon orange seven cherry plum melon lemon orange cherry bar lemon plum orange bell melon dollar",
			"lemon cherry plum orange bell lemon cherry dollar orange melon plum lemon cherry orange seven bell lemon orange cherry bar plum melon",
			"orange plum cherry lemon melon orange cherry bell lemon plum bar orange cherry dollar lemon melon plum orange seven cherry lemon bell",
			"plum orange lemon cherry bell orange plum lemon melon cherry seven orange lemon dollar cherry plum bell orange lemon bar cherry melon",
			"cherry orange lemon bell plum cherry melon orange lemon dollar cherry plum bar orange lemon bell cherry seven plum orange melon lemon",
		),
		Lines: &lines.Config{
			Lines: [][]int{{1, 1, 1, 1, 1}, {0, 0, 0, 0, 0}, {2, 2, 2, 2, 2}, {0, 1, 2, 1, 0}, {2, 1, 0, 1, 2},
				{0, 0, 1, 2, 2}, {2, 2, 1, 0, 0}, {1, 0, 0, 0, 1}, {1, 2, 2, 2, 1}},
			Pays: map[slotmech.Symbol][]slotmech.Factor{
				1: x(20, 60, 150), 2: x(20, 60, 150), 3: x(20, 60, 150), 4: x(30, 80, 200),
				5: x(60, 150, 500), 6: x(60, 150, 500), 7: x(120, 500, 2000), 8: x(300, 1000, 5000),
			},
		},
		Scatter:     9,
		ScatterPays: []cluster.ScatterPay{{Count: 3, Factor: slotmech.Whole(5)}, {Count: 4, Factor: slotmech.Whole(20)}, {Count: 5, Factor: slotmech.Whole(100)}},
		BetModel:    stripgame.LineBet, Bets: []slotmech.Money{1, 2, 5, 10, 20, 50}, DefaultBet: 10,
		RoundCapX: 2000, Maths: "classic-fruits gallery 1",
	}
}
