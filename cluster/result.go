package cluster

import "github.com/slotmech/slotmech"

// reset empties r, keeping the capacity of Wins.
func reset(r *slotmech.Result) {
	r.Wins = r.Wins[:0]
	r.Total = 0
	r.Positions = 0
}
