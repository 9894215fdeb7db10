package cluster

import "github.com/slotmech/slotmech"

// reset empties r, keeping the capacity of Wins.
func reset(r *slotmech.Result) {
	r.Wins = r.Wins[:0]
	r.Total = 0
	r.Positions = 0
}

// add appends w and accounts for it in Total and Positions. The evaluators'
// constructors have checked that no screen's total can overflow, so the sum
// is plain addition.
func add(r *slotmech.Result, w slotmech.Win) {
	r.Total += w.Factor
	r.Positions |= w.Positions
	// The win is written in place, field by field: appending the value
	// copies it from the stack in wide loads that wait for its narrow
	// stores, a stall the size of the rest of Evaluate.
	n := len(r.Wins)
	if n == cap(r.Wins) {
		r.Wins = append(r.Wins, slotmech.Win{})
	}
	r.Wins = r.Wins[:n+1]
	d := &r.Wins[n]
	d.Line, d.Symbol, d.Count, d.Ways, d.Factor, d.Positions = w.Line, w.Symbol, w.Count, w.Ways, w.Factor, w.Positions
}
