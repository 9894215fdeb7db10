package cluster

import "github.com/slotmech/slotmech"

// Win is one paying combination: a symbol, how many positions took part,
// the class that count fell in, what it pays and exactly which positions
// took part (for tumbling them away or highlighting them).
//
// For pay-anywhere, Positions is every position of Symbol on the screen and
// Count is their number. For an adjacent cluster, Positions is the cluster,
// wilds included, and Count is its size.
type Win struct {
	Symbol    slotmech.Symbol // the paying symbol (never the wild)
	Count     int             // positions that took part, Positions.Len()
	Class     int             // index in the configured Classes (0 is the first class)
	Factor    slotmech.Factor // the pay, a multiple of the bet
	Positions slotmech.PosSet // the positions that took part
}

// Result holds the wins of one evaluated screen. Evaluate methods reset it
// and fill it; Wins reuses its capacity, so a Result kept and reused by one
// goroutine makes evaluation allocation-free once it has grown.
//
// The zero Result is empty and ready to use. A Result is not safe for
// concurrent use: give each goroutine its own.
type Result struct {
	Wins      []Win           // the wins, in the order the evaluator documents
	Total     slotmech.Factor // exact sum of the Wins' factors
	Positions slotmech.PosSet // union of the Wins' positions
}

// reset empties r, keeping the capacity of Wins.
func (r *Result) reset() {
	r.Wins = r.Wins[:0]
	r.Total = 0
	r.Positions = 0
}

// add appends w and accounts for it in Total and Positions. The evaluators'
// constructors have checked that no screen's total can overflow, so the sum
// is plain addition.
func (r *Result) add(w Win) {
	r.Wins = append(r.Wins, w)
	r.Total += w.Factor
	r.Positions |= w.Positions
}
