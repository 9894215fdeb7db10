package stripgame

import (
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/tumble"
)

// Variable heights for exact analysis: virtual stops.
//
// A spin of a game with Config.Heights draws, for each reel, a height h
// with weight Heights[r][h−1], then a stop uniformly over the strip. For
// exact analysis reel r is a reel of virtual stops instead: with its
// weights w_1 … w_H divided by their greatest common divisor and its
// strip of length L, it has Σ_h w_h·L virtual stops, and virtual stop v
// stands for one pair (height h, stop p), each pair taking w_h virtual
// stops. They are ordered by height, then stop: the first w_1·L are height
// 1, stop p at w_1·p … w_1·p + w_1 − 1, then height 2, and so on. A
// uniform virtual stop has exactly the law of the spin's draw (P(h, p) =
// w_h / Σw · 1/L), so a full cycle of the virtual stops, every
// combination counted once, is the exact expectation over the heights and
// the stops.
//
// The base game of such a game (fsGame.BaseGame) is a strip game of this
// package whose reels are virtual: every per-stop table (stopData, the
// ways fast path's waysReel) is built per virtual stop from its window
// (Ways.Blocked on the top Rows − h rows, the strip from p below), so that
// the fast paths run unchanged on it; its StripLengths are the virtual
// lengths and its PlayStops takes virtual stops. With a cascade its round
// falls past the blocked rows and refills each reel from its strip above
// position p, within the reel's height, as the feature game's spin does.
// The cost of its full cycle is Π_r Σ_h w_h·L_r combinations: without a
// cascade the ways fast path plays one round per group of the last reel's
// virtual stops (stops of equal windows fall into one group) for every
// position of the other reels, Π_{r<last} Σ_h w_h·L_r of them; with one,
// the first-screen skip plays each stop whose first screen wins, with its
// cascade.

// maxVirtualStops is the most virtual stops a reel of a base game with
// variable heights may have for it to be a strip game (see BaseGame): its
// tables take about a hundred bytes per virtual stop, built by New, and a
// full cycle of such reels would be far beyond reach anyway.
const maxVirtualStops = 1 << 14

// maxVirtualCycle is the most combinations the full cycle of a base game
// with variable heights may have for it to be a strip game (see
// BaseGame): 2⁴⁰, about 1.1·10¹², hours of one CPU on the ways fast path
// at tens of millions of combinations a second. A larger cycle (a
// Megaways title's six reels of thousands of virtual stops each) is out
// of reach of enumeration: BaseGame returns false, and the game is
// simulated.
const maxVirtualCycle = 1 << 40

// virtualReel is one reel of variable height as exact analysis sees it:
// the weights of its heights divided by their greatest common divisor, and
// its strip's length.
type virtualReel struct {
	weights []int64 // weights[h−1]: the virtual stops of each pair (h, p)
	length  int     // the strip's length L
	stops   int     // Σ_h weights[h−1]·L, the virtual stops
}

// newVirtualReels returns the virtual reels of heights (one table per
// reel, validated by New) over strips of lengths lens, or nil if a reel
// would have more than maxVirtualStops virtual stops or the cycle more
// than maxVirtualCycle combinations.
func newVirtualReels(heights [][]int64, lens []int) []virtualReel {
	out := make([]virtualReel, len(heights))
	for r, ws := range heights {
		var d int64
		for _, w := range ws {
			d = gcd(d, w)
		}
		v := virtualReel{weights: slices.Clone(ws), length: lens[r]}
		total := int64(0)
		for h := range v.weights {
			v.weights[h] /= d // d > 0: New refused weights that sum to 0
			total += v.weights[h]
			if total > maxVirtualStops {
				return nil
			}
		}
		if total*int64(lens[r]) > maxVirtualStops {
			return nil
		}
		v.stops = int(total) * lens[r]
		out[r] = v
	}
	cycle := int64(1)
	for _, v := range out {
		if cycle *= int64(v.stops); cycle > maxVirtualCycle { // each factor ≤ maxVirtualStops: no overflow
			return nil
		}
	}
	return out
}

// gcd returns the greatest common divisor of a and b, both ≥ 0 (gcd(0, b)
// = b).
func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// at returns the height and the strip position that virtual stop stop
// (0 ≤ stop < v.stops) stands for.
func (v *virtualReel) at(stop int) (height, pos int) {
	for h, w := range v.weights {
		block := int(w) * v.length
		if stop < block {
			return h + 1, stop / int(w)
		}
		stop -= block
	}
	panic("stripgame: virtual stop out of range") // not reached: callers check the stop
}

// virtualWords returns, for every reel of virt over strips and every
// virtual stop, the window it shows in a window of rows rows: blocked in
// the top rows − h rows, the strip from its position below (as
// tumble.Strips.WindowHeights lays it out), as a reel word.
func virtualWords(virt []virtualReel, strips *tumble.Strips, rows int, blocked slotmech.Symbol) [][]uint64 {
	out := make([][]uint64, len(virt))
	for r := range virt {
		v := &virt[r]
		words := make([]uint64, 0, v.stops)
		for h, w := range v.weights {
			height := h + 1
			var top uint64 // the blocked rows
			for row := range rows - height {
				top |= uint64(blocked) << (8 * row)
			}
			for pos := range v.length {
				word := top | strips.Word(r, pos, height)<<(8*(rows-height))
				for range w {
					words = append(words, word)
				}
			}
		}
		out[r] = words
	}
	return out
}

// setVirtual makes g, a strip game of fixed heights that New built from
// the base reels (its Heights nil), the strip game of the same reels with
// variable heights: its reels become virt, showing the windows words
// (virtualWords) with blocked on the rows above a shorter reel, and its
// per-stop tables are built again for the virtual stops. Its strips stay
// the real ones: a cascade falls past the blocked rows (tumble.Step with
// blocked) and refills each reel from its strip above the real position
// of its virtual stop (resetRefill), as the feature game's spin does.
// scatterPays are the Config's, as New read them.
func (g *game) setVirtual(virt []virtualReel, words [][]uint64, blocked slotmech.Symbol, scatterPays []scatterPay) {
	g.vwords, g.virt, g.blocked = words, virt, blocked
	g.lens = g.lens[:0]
	for r := range words {
		g.lens = append(g.lens, virt[r].stops)
	}
	g.stopData = stopData{}
	g.buildStopData(scatterPays)
	if g.waysData != nil {
		g.waysData = newWaysData(g, g.cfg.Ways)
	}
}

// resetRefill resets the player's strip refill to stops, one per reel,
// which fit the reels: to the stops themselves, or with virtual reels
// (setVirtual) to the strip positions their virtual stops stand for.
func (p *player) resetRefill(stops []int) error {
	g := p.g
	if g.virt == nil {
		return p.strip.Reset(stops)
	}
	var real [slotmech.MaxReels]int
	for r, s := range stops {
		_, real[r] = g.virt[r].at(s)
	}
	return p.strip.Reset(real[:len(stops)])
}

// word returns the window of reel r at stop: the strip's from stop down,
// or with variable heights the virtual stop's (see setVirtual).
func (g *game) word(r, stop int) uint64 {
	if g.vwords != nil {
		return g.vwords[r][stop]
	}
	return g.strips.Word(r, stop, g.rows)
}
