package main

import (
	"strings"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/lines"
)

// symbols are Lucky Tens' symbols, numbered from 1 in this order.
var symbols = []string{"9", "10", "J", "Q", "K", "A", "seven", "wild", "bell"}

// The title's data: its strips (rows of symbol names), its ten lines
// (the row crossed on each reel) and its pays (× the line bet for 3, 4
// and 5 of a kind; the bell's × the stake for 3, 4 and 5 anywhere).
var (
	base = []string{
		"9 10 J seven Q K 9 A 10 J bell Q 9 K 10 A J Q 9 K",
		"10 9 Q wild J K 10 A 9 seven Q J bell 10 K 9 A Q J 10",
		"J Q 9 K 10 wild A J 9 Q bell 10 K seven J 9 A Q 10 K",
		"Q 10 K 9 J A wild Q 10 9 K J bell A 10 seven Q 9 J K",
		"K J 10 Q 9 A K seven J 10 Q bell 9 A K 10 J 9 Q A",
	}
	tenLines = [][]int{{1, 1, 1, 1, 1}, {0, 0, 0, 0, 0}, {2, 2, 2, 2, 2}, {0, 1, 2, 1, 0}, {2, 1, 0, 1, 2},
		{0, 0, 1, 2, 2}, {2, 2, 1, 0, 0}, {1, 0, 0, 0, 1}, {1, 2, 2, 2, 1}, {0, 1, 1, 1, 0}}
	pays = map[string][3]int64{"9": {8, 15, 75}, "10": {8, 15, 75}, "J": {8, 20, 100}, "Q": {15, 30, 150},
		"K": {15, 45, 225}, "A": {20, 60, 300}, "seven": {40, 150, 750}}
	bellPays = [3]int64{2, 10, 50}
)

// luckyTens is the whole title: 10 lines on a line bet, a wild on the
// middle reels paying as the symbols it completes, bells that pay
// anywhere and trigger 6 free spins at × 2 on the same reels, retriggered
// by 3 bells with no bound, and a cap of 10 000 × the stake.
func luckyTens() stripgame.Config {
	wins := map[slotmech.Symbol][]slotmech.Factor{}
	for name, p := range pays {
		wins[sym(name)] = []slotmech.Factor{0, 0, 0, slotmech.Whole(p[0]), slotmech.Whole(p[1]), slotmech.Whole(p[2])}
	}
	var bells []cluster.ScatterPay
	for i, p := range bellPays {
		bells = append(bells, cluster.ScatterPay{Count: 3 + i, Factor: slotmech.Whole(p)})
	}
	return stripgame.Config{
		Name: "lucky-tens", Symbols: symbols, Rows: 3, Strips: strips(base), BetModel: stripgame.LineBet,
		Lines:   &lines.Config{Lines: tenLines, Pays: wins, Wild: sym("wild"), WildPaysAs: sym("seven")},
		Scatter: sym("bell"), ScatterPays: bells,
		Free: &stripgame.FreeSpins{Multiplier: 2, // on the base reels
			Trigger: []stripgame.Award{{Scatters: 3, Spins: 6}}, Retrigger: []stripgame.Award{{Scatters: 3, Spins: 6}}},
		RoundCapX: 10_000, Bets: []slotmech.Money{1, 2, 5, 10, 20, 50}, DefaultBet: 10, Maths: "lucky-tens gallery 1",
	}
}

// sym returns the symbol of a name (0, which New refuses, if unknown).
func sym(name string) slotmech.Symbol {
	for i, n := range symbols {
		if n == name {
			return slotmech.Symbol(i + 1)
		}
	}
	return slotmech.Empty
}

// strips reads strips written as symbol names separated by spaces.
func strips(reels []string) [][]slotmech.Symbol {
	out := make([][]slotmech.Symbol, len(reels))
	for r, reel := range reels {
		for _, name := range strings.Fields(reel) {
			out[r] = append(out[r], sym(name))
		}
	}
	return out
}
