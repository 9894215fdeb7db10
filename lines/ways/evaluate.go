package ways

import (
	"math/bits"

	"github.com/slotmech/slotmech"
)

// Win is the paid run of one symbol from one end of the screen.
type Win struct {
	Symbol slotmech.Symbol // the paying symbol (never a wild)
	Start  int             // first reel of the run: 0, or Reels−Length for a run counted from the right
	Length int             // reels of the run: it covers reels [Start, Start+Length)
	Ways   int64           // the ways of the run: Π (c_r + w_r) − Π w_r over its reels
	Weight int64           // the ways weighted by their wild multipliers: Π (c_r + m_r) − Π m_r; Ways without multiplying wilds
	Pay    slotmech.Factor // what one way pays, Config.Pays[Symbol][Length]
	Factor slotmech.Factor // the win, Pay × Weight, a factor of the bet

	// Positions are the positions showing Symbol or a wild on the reels of
	// the run: the positions a tumble removes.
	Positions slotmech.PosSet
}

// Result holds the wins of one evaluated screen. The zero value is an
// empty result ready for use. [Evaluator.Evaluate] overwrites it, reusing
// the capacity of Wins, so a goroutine that keeps one Result evaluates
// without allocating. A Result is not safe for concurrent use.
type Result struct {
	Wins      []Win           // in ascending order of symbol; for a symbol, the run from the left first
	Total     slotmech.Factor // sum of the wins' factors
	Positions slotmech.PosSet // union of the wins' positions

	// rows[r][s] is the mask of the rows of reel r showing s (wilds
	// included), present[r] the set of paying symbols on reel r: scratch
	// memory of Evaluate, kept here so that it is not cleared on the stack.
	rows    [slotmech.MaxReels][slotmech.MaxSymbols]uint8
	present [slotmech.MaxReels]slotmech.SymbolSet
}

// reelStats are the wild figures of one reel.
type reelStats struct {
	wilds uint8 // rows showing a wild
	n     int64 // how many wilds: w_r
	m     int64 // the sum of their multipliers: m_r
}

// Evaluate finds the wins of screen s and stores them, their total and
// their positions in r, replacing what r held. It allocates only to grow
// r.Wins, so evaluating into a kept Result soon allocates nothing.
//
// It panics if s is not Reels × Rows, the size of the configuration.
func (e *Evaluator) Evaluate(s *slotmech.Screen, r *Result) {
	e.check(s)
	r.Wins = r.Wins[:0]
	r.Total, r.Positions = 0, 0
	var st [slotmech.MaxReels]reelStats
	for reel := range e.reels {
		var present slotmech.SymbolSet
		rows := &r.rows[reel]
		*rows = [slotmech.MaxSymbols]uint8{} // one cache line
		for row, sym := range s.Reel(reel) {
			if sym >= slotmech.MaxSymbols {
				sym = slotmech.Empty // a symbol beyond the limit matches nothing, as Empty
			}
			rows[sym] |= 1 << row
			present |= 1 << sym
		}
		if wilds := present & e.wilds; wilds != 0 {
			for rest := wilds; rest != 0; rest &= rest - 1 {
				w := bits.TrailingZeros64(uint64(rest))
				n := int64(bits.OnesCount8(rows[w]))
				st[reel].wilds |= rows[w]
				st[reel].n += n
				st[reel].m += n * e.wildMult[w]
			}
		}
		r.present[reel] = present & e.paying
	}
	// Only a symbol on every one of the first minRun reels (or a wild
	// there) can pay from the left; likewise from the right.
	left, right := e.paying, slotmech.SymbolSet(0)
	for reel := range e.minRun {
		if st[reel].n == 0 {
			left &= r.present[reel]
		}
	}
	if e.dir == BothWays {
		right = e.paying
		for reel := e.reels - e.minRun; reel < e.reels; reel++ {
			if st[reel].n == 0 {
				right &= r.present[reel]
			}
		}
	}
	for rest := left | right; rest != 0; rest &= rest - 1 {
		sym := slotmech.Symbol(bits.TrailingZeros64(uint64(rest)))
		n := e.run(r, &st, sym, 0, 1)
		if n > 0 && left.Has(sym) {
			e.pay(r, &st, sym, 0, n)
		}
		if right.Has(sym) && n < e.reels {
			if m := e.run(r, &st, sym, e.reels-1, -1); m > 0 {
				e.pay(r, &st, sym, e.reels-m, m)
			}
		}
	}
}

// run returns the length of the run of sym from reel from in direction
// step (1: rightward, −1: leftward): the adjacent reels showing sym or a
// wild.
func (e *Evaluator) run(r *Result, st *[slotmech.MaxReels]reelStats, sym slotmech.Symbol, from, step int) int {
	n := 0
	for reel := from; reel >= 0 && reel < e.reels; reel += step {
		if r.rows[reel][sym] == 0 && st[reel].n == 0 {
			break
		}
		n++
	}
	return n
}

// pay adds the win of the run of sym over reels [start, start+n), if it
// pays and is not made only of wilds.
func (e *Evaluator) pay(r *Result, st *[slotmech.MaxReels]reelStats, sym slotmech.Symbol, start, n int) {
	pay := e.pays[sym][n]
	if pay == 0 {
		return
	}
	ways, wildWays, weight, wildWeight := int64(1), int64(1), int64(1), int64(1)
	var pos slotmech.PosSet
	for reel := start; reel < start+n; reel++ {
		rows := r.rows[reel][sym]
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
	w := Win{Symbol: sym, Start: start, Length: n, Ways: ways - wildWays, Weight: weight - wildWeight, Pay: pay, Positions: pos}
	w.Factor = pay * slotmech.Factor(w.Weight) // New bounds every total
	r.Wins = append(r.Wins, w)
	r.Total += w.Factor
	r.Positions |= pos
}
