package main

import (
	"slices"
	"strings"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/lines/ways"
)

// symbols are Mega Tumble's symbols, numbered from 1 in this order; "#"
// closes the top positions of a shorter reel.
var symbols = []string{"9", "10", "J", "Q", "K", "A", "gem", "ring", "crown", "sword", "dragon", "wild", "orb", "#"}

// strip is the reel strip of every reel, from a different place on each
// (reel r starts at position 7r); reels 2 to 5 show the wild instead of
// the 9 at position 20.
const strip = "9 gem 10 J ring Q K 9 A crown 10 J 9 Q sword K A 10 dragon J 9 Q " +
	"gem K 10 A J ring 9 Q crown 10 K J A 9 sword Q 10 gem K dragon A orb"

// reelStrips returns the six strips.
func reelStrips() [][]slotmech.Symbol {
	names := strings.Fields(strip)
	out := make([][]slotmech.Symbol, 6)
	for r := range out {
		for i := range names {
			name := names[(i+7*r)%len(names)]
			if (i+7*r)%len(names) == 19 && r >= 1 && r <= 4 {
				name = "wild"
			}
			out[r] = append(out[r], slotmech.Symbol(1+slices.Index(symbols, name)))
		}
	}
	return out
}

// heights are the weights of a reel showing 1 to 7 rows: from 2 to 7, up
// to 7⁶ = 117 649 ways.
var heights = []int64{0, 35, 30, 18, 10, 5, 2}

// freeHeights are the heights of the free spins: 2 or 3 rows.
var freeHeights = []int64{0, 60, 40}

// megaTumble is the whole title: six reels of 2 to 7 rows drawn per spin,
// ways from the left, tumbling wins refilled from the strips within each
// reel's height, orbs that trigger free spins with a multiplier that grows
// by one with every winning tumble, and a cap of 10 000 × the stake.
func megaTumble() stripgame.Config {
	f := slotmech.MustParseFactor
	row := func(p ...string) []slotmech.Factor {
		out := []slotmech.Factor{0, 0, 0}
		for _, s := range p {
			out = append(out, f(s))
		}
		return out
	}
	const wild, orb, block = 12, 13, 14
	strips := reelStrips()
	return stripgame.Config{
		Name: "mega-tumble", Symbols: symbols, Rows: 7,
		Strips: strips, Heights: [][]int64{heights, heights, heights, heights, heights, heights},
		Ways: &ways.Config{Blocked: block, Wilds: []ways.Wild{{Symbol: wild}}, Pays: map[slotmech.Symbol][]slotmech.Factor{
			1: row("0.012", "0.024", "0.06", "0.12"), 2: row("0.012", "0.024", "0.06", "0.12"),
			3: row("0.012", "0.036", "0.072", "0.18"), 4: row("0.012", "0.036", "0.072", "0.18"),
			5: row("0.024", "0.072", "0.12", "0.36"), 6: row("0.024", "0.072", "0.12", "0.36"),
			7: row("0.06", "0.12", "0.36", "0.72"), 8: row("0.072", "0.18", "0.48", "0.96"), 9: row("0.12", "0.3", "0.72", "1.44"),
			10: row("0.18", "0.36", "1.2", "2.4"), 11: row("0.3", "0.72", "1.44", "3.6"),
		}},
		Cascade: true, MaxSteps: 200,
		Scatter: orb, ScatterPays: []cluster.ScatterPay{{Count: 4, Factor: f("1")}, {Count: 5, Factor: f("5")}, {Count: 6, Factor: f("20")}},
		Free: &stripgame.FreeSpins{
			Strips: strips, Heights: [][]int64{freeHeights, freeHeights, freeHeights, freeHeights, freeHeights, freeHeights},
			Trigger:   []stripgame.Award{{Scatters: 4, Spins: 6}, {Scatters: 5, Spins: 8}, {Scatters: 6, Spins: 10}},
			Retrigger: []stripgame.Award{{Scatters: 3, Spins: 2}}, Max: 20, Accumulate: true,
		},
		RoundCapX: 10_000, Bets: []slotmech.Money{20, 50, 100, 200, 500}, DefaultBet: 100,
		Maths: "mega-tumble gallery 1",
	}
}
