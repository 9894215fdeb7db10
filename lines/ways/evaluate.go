package ways

import (
	"math/bits"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/winadd"
)

// reelStats are the wild figures of one reel.
type reelStats struct {
	wilds uint8 // rows showing a wild
	n     int64 // how many wilds: w_r
	m     int64 // the sum of their multipliers: m_r
}

// Evaluate finds the wins of screen s and stores them, their total and
// their positions in r, replacing what r held: one win per paid run, as
// the package doc says. It allocates only to grow r.Wins, so evaluating
// into a kept Result soon allocates nothing.
//
// It panics if s is not Config.Reels × Config.Rows.
func (e *Evaluator) Evaluate(s *slotmech.Screen, r *slotmech.Result) {
	e.check(s)
	r.Wins = r.Wins[:0]
	r.Total, r.Positions = 0, 0
	var present [slotmech.MaxReels]slotmech.SymbolSet // the paying symbols on each reel
	var words [slotmech.MaxReels]uint64               // the reels' symbols, row i in byte i
	var st [slotmech.MaxReels]reelStats
	for reel := range e.reels {
		var on slotmech.SymbolSet
		syms := s.Reel(reel)
		for _, sym := range syms {
			if sym >= slotmech.MaxSymbols {
				sym = slotmech.Empty // a symbol beyond the limit matches nothing, as Empty
			}
			on |= 1 << sym
		}
		if on&e.wilds != 0 {
			for row, sym := range syms {
				if sym < slotmech.MaxSymbols && e.wilds.Has(sym) {
					st[reel].wilds |= 1 << row
					st[reel].n++
					st[reel].m += e.wildMult[sym]
				}
			}
		}
		present[reel] = on & e.paying
		words[reel] = s.ReelWord(reel)
	}
	// Only a symbol on every one of the first minRun reels (or a wild
	// there) can pay from the left; likewise from the right.
	left, right := e.paying, slotmech.SymbolSet(0)
	for reel := range e.minRun {
		if st[reel].n == 0 {
			left &= present[reel]
		}
	}
	if e.dir == BothWays {
		right = e.paying
		for reel := e.reels - e.minRun; reel < e.reels; reel++ {
			if st[reel].n == 0 {
				right &= present[reel]
			}
		}
	}
	for rest := left | right; rest != 0; rest &= rest - 1 {
		sym := slotmech.Symbol(bits.TrailingZeros64(uint64(rest)))
		n := e.run(&present, &st, sym, 0, 1)
		if n > 0 && left.Has(sym) {
			e.pay(r, &words, &st, sym, 0, n)
		}
		if right.Has(sym) && n < e.reels {
			if m := e.run(&present, &st, sym, e.reels-1, -1); m > 0 {
				e.pay(r, &words, &st, sym, e.reels-m, m)
			}
		}
	}
}

// run returns the length of the run of sym from reel from in direction
// step (1: rightward, −1: leftward): the adjacent reels showing sym or a
// wild.
func (e *Evaluator) run(present *[slotmech.MaxReels]slotmech.SymbolSet, st *[slotmech.MaxReels]reelStats, sym slotmech.Symbol, from, step int) int {
	n := 0
	for reel := from; reel >= 0 && reel < e.reels; reel += step {
		if !present[reel].Has(sym) && st[reel].n == 0 {
			break
		}
		n++
	}
	return n
}

// pay adds the win of the run of sym over reels [start, start+n), if it
// pays and is not made only of wilds.
func (e *Evaluator) pay(r *slotmech.Result, words *[slotmech.MaxReels]uint64, st *[slotmech.MaxReels]reelStats, sym slotmech.Symbol, start, n int) {
	pay := e.pays[sym][n]
	if pay == 0 {
		return
	}
	ways, wildWays, weight, wildWeight := int64(1), int64(1), int64(1), int64(1)
	var pos slotmech.PosSet
	for reel := start; reel < start+n; reel++ {
		rows := rowsOf(words[reel], sym)
		c := int64(bits.OnesCount8(rows))
		ways *= c + st[reel].n
		wildWays *= st[reel].n
		weight *= c + st[reel].m
		wildWeight *= st[reel].m
		pos |= slotmech.PosSet(rows|st[reel].wilds) << (reel * slotmech.MaxRows)
	}
	if ways == wildWays {
		return // every way is made only of wilds
	}
	f := pay * slotmech.Factor(weight-wildWeight) // New bounds every total
	winadd.Add(r, slotmech.Win{Line: -1, Symbol: sym, Count: n, Ways: ways - wildWays, Factor: f, Positions: pos})
}

// rowsOf returns the mask of the rows of a reel showing sym, a symbol
// other than Empty, given the reel's word (row i in byte i, the bytes below
// the last row 0): bit i for row i.
func rowsOf(word uint64, sym slotmech.Symbol) uint8 {
	const lo7, hi = 0x7f7f7f7f7f7f7f7f, 0x8080808080808080
	x := word ^ uint64(sym)*0x0101010101010101 // a zero byte where the row shows sym
	zero := ^((x&lo7 + lo7) | x) & hi          // the top bit of each zero byte, exactly
	return uint8((zero >> 7) * 0x0102040810204080 >> 56)
}
