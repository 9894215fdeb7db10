package main

import (
	"slices"
	"strings"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/lines"
)

// symbols are Cascade 30's symbols, numbered from 1 in this order.
var symbols = []string{"wild", "star", "seven", "coin", "horseshoe", "bell", "ace", "king", "queen", "jack", "ten", "nine"}

// reels are the strips, top to bottom, leftmost reel first; the wild is
// not on reel 0.
var reels = []string{
	"bell horseshoe queen seven ten jack king ace jack ten seven ace ten king horseshoe queen coin star bell nine star nine coin nine",
	"nine king coin seven jack king coin star jack horseshoe wild queen ace jack ace queen star nine ten bell seven bell ten horseshoe",
	"star jack coin wild ace horseshoe coin king ace seven queen nine horseshoe star bell jack ten bell ten nine king jack seven queen",
	"ace king star jack queen wild bell nine king coin horseshoe jack bell seven queen ten star seven ace jack coin horseshoe nine ten",
	"king bell queen ace bell king nine queen coin nine horseshoe seven ten wild coin ace star jack horseshoe star jack seven ten jack",
}

// paylines are the 30 lines, each the row (0 top) it crosses on reels 0
// to 4.
const paylines = "11111 00000 22222 01210 21012 00122 22100 10001 12221 01110 21112 10101 12121 01010 21212 " +
	"11011 11211 00200 22022 02020 20202 10201 12021 02220 20002 00100 22122 01112 21110 10121"

// pays are the line pays of 3, 4 and 5 from the left, × the line bet, by
// symbol from the seven on; scatterPays the pays of 3, 4 and 5 stars
// anywhere, × the stake.
var (
	pays        = [][3]int64{{75, 300, 1250}, {30, 125, 500}, {30, 125, 500}, {25, 75, 300}, {8, 30, 150}, {8, 30, 150}, {6, 15, 75}, {6, 15, 75}, {4, 8, 40}, {4, 8, 40}}
	scatterPays = [3]int64{2, 10, 50}
)

// cascade30 is the whole title with the strips cut to their first n
// symbols (n 0: whole): 5 reels × 3 rows, 30 lines paying from the left ×
// the line bet with a wild from reel 1 on, cascades refilled from the
// strips, and stars that pay anywhere × the stake on every screen of the
// cascade and explode with the winners.
func cascade30(n int) stripgame.Config {
	cfg := stripgame.Config{Name: "cascade-30", Symbols: symbols, Rows: 3,
		Lines:   &lines.Config{Wild: 1, WildRuns: lines.NoWildStart, Pays: map[slotmech.Symbol][]slotmech.Factor{}},
		Scatter: 2, ScatterOn: stripgame.EveryScreen, ScatterStrike: true, Cascade: true, MaxSteps: 100,
		BetModel: stripgame.LineBet, Bets: []slotmech.Money{1, 2, 5, 10}, DefaultBet: 1, Maths: "cascade-30 gallery 1"}
	for r, reel := range reels {
		cfg.Strips = append(cfg.Strips, nil)
		for i, name := range strings.Fields(reel) {
			if n == 0 || i < n {
				cfg.Strips[r] = append(cfg.Strips[r], slotmech.Symbol(1+slices.Index(symbols, name)))
			}
		}
	}
	for _, l := range strings.Fields(paylines) {
		cfg.Lines.Lines = append(cfg.Lines.Lines, []int{int(l[0] - '0'), int(l[1] - '0'), int(l[2] - '0'), int(l[3] - '0'), int(l[4] - '0')})
	}
	for i, p := range pays {
		cfg.Lines.Pays[slotmech.Symbol(3+i)] = []slotmech.Factor{0, 0, 0, slotmech.Whole(p[0]), slotmech.Whole(p[1]), slotmech.Whole(p[2])}
	}
	for i, p := range scatterPays {
		cfg.ScatterPays = append(cfg.ScatterPays, cluster.ScatterPay{Count: 3 + i, Factor: slotmech.Whole(p)})
	}
	return cfg
}
