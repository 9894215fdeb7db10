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
	r.Wins = append(r.Wins, w)
	r.Total += w.Factor
	r.Positions |= w.Positions
}
