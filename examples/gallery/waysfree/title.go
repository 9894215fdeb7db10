package main

import (
	"slices"
	"strings"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/lines/ways"
)

// symbols are Golden Ways' symbols, numbered from 1 in this order.
var symbols = []string{"9", "10", "J", "Q", "K", "A", "wolf", "eagle", "lion", "wild", "coin"}

// strips reads strips written as symbol names separated by spaces (an
// unknown name reads as symbol 0, which New refuses).
func strips(reels ...string) [][]slotmech.Symbol {
	out := make([][]slotmech.Symbol, len(reels))
	for r, reel := range reels {
		for _, name := range strings.Fields(reel) {
			out[r] = append(out[r], slotmech.Symbol(1+slices.Index(symbols, name)))
		}
	}
	return out
}

// goldenWays is the whole title: a 5 × 3 screen paying 243 ways from the
// left, a wild on the middle reels, coins that pay anywhere and trigger
// free spins on richer strips at ×3, retriggers bounded at 100 free spins,
// and a cap of 5000 × the stake.
func goldenWays() stripgame.Config {
	f := slotmech.MustParseFactor
	row := func(three, four, five string) []slotmech.Factor {
		return []slotmech.Factor{0, 0, 0, f(three), f(four), f(five)}
	}
	const wild, coin = 10, 11
	return stripgame.Config{
		Name: "golden-ways", Symbols: symbols, Rows: 3,
		Strips: strips(
			"9 10 J lion 9 Q K 10 A 9 wolf J coin 10 Q 9 K eagle 10 J A 9 Q wolf K",
			"10 9 Q K wild J 10 A 9 wolf coin 10 Q eagle J K 9 10 lion A Q 9 J wolf K",
			"J 9 10 K wolf Q 9 wild A 10 J coin lion 9 Q K 10 eagle 9 A J wolf Q 10 K",
			"Q 10 9 A K wild J 9 coin 10 wolf Q K 9 eagle J 10 A lion 9 K Q wolf J 10",
			"K 9 Q 10 J wolf A 9 10 coin Q lion K J 9 eagle 10 A Q 9 wolf K J 10 9",
		),
		Free: &stripgame.FreeSpins{Strips: strips(
			"9 10 J lion 9 Q K 10 A 9 wolf J coin 10 Q 9 K eagle 10 J A 9 Q wolf K",
			"10 wild Q K wild J 10 A 9 wolf coin 10 Q eagle J K 9 10 lion A Q 9 J wolf K",
			"J 9 10 K wolf Q 9 wild A 10 J coin lion wild Q K 10 eagle 9 A J wolf Q 10 K",
			"Q 10 9 A K wild J 9 coin 10 wolf Q K 9 eagle J 10 A lion wild K Q wolf J 10",
			"K 9 Q 10 J wolf A 9 10 coin Q lion K J 9 eagle 10 A Q lion wolf K J 10 9",
		),
			Trigger:   []stripgame.Award{{Scatters: 3, Spins: 8}, {Scatters: 4, Spins: 12}, {Scatters: 5, Spins: 20}},
			Retrigger: []stripgame.Award{{Scatters: 3, Spins: 5}},
			Max:       100, Multiplier: 2,
		},
		Ways: &ways.Config{Wilds: []ways.Wild{{Symbol: wild}}, Pays: map[slotmech.Symbol][]slotmech.Factor{
			1: row("0.15", "0.4", "2"), 2: row("0.15", "0.4", "2"), 3: row("0.15", "0.6", "2.5"),
			4: row("0.15", "0.6", "2.5"), 5: row("0.3", "1", "4"), 6: row("0.3", "1", "4"),
			7: row("0.5", "2", "8"), 8: row("1", "2.5", "12"), 9: row("2", "6", "20"),
		}},
		Scatter:     coin,
		ScatterPays: []cluster.ScatterPay{{Count: 3, Factor: f("2")}, {Count: 4, Factor: f("10")}, {Count: 5, Factor: f("50")}},
		RoundCapX:   5000, Bets: []slotmech.Money{10, 20, 50, 100, 200, 500}, DefaultBet: 100,
		Maths: "golden-ways gallery 1",
	}
}
