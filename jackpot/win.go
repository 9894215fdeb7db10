package jackpot

import (
	"strconv"
	"time"

	"github.com/slotmech/slotmech"
)

// Trigger says which of a pool's triggers fired.
type Trigger uint8

// The two triggers of a pool.
const (
	// ByChance is trigger (a): the per-game draw with probability
	// proportional to the stake.
	ByChance Trigger = iota + 1
	// ByMustHit is trigger (b): the game's contribution brought the pool to
	// its hidden must-hit-by threshold.
	ByMustHit
)

// String returns "chance", "must-hit" or "Trigger(n)".
func (t Trigger) String() string {
	switch t {
	case ByChance:
		return "chance"
	case ByMustHit:
		return "must-hit"
	}
	return "Trigger(" + strconv.Itoa(int(t)) + ")"
}

// Win is the record of one jackpot hit, for the operator's accounts (CS-20).
// It is a plain value: the package returns it and never adds the amount to
// any credit meter. The payout is made by staff after a complete
// [PayoutForm] (see [Win.Claim]).
type Win struct {
	// Seq numbers the system's wins: 1, 2, 3 … in the order the store
	// committed them, without gaps (the store numbers them in the same
	// atomic step that records them).
	Seq      uint64
	Pool     string         // the pool won
	Terminal string         // the terminal's ID
	Venue    string         // the terminal's venue
	Game     uint64         // the terminal's number of the game that won
	Amount   slotmech.Money // in the pool's money unit
	At       time.Time      // the time the caller gave for the game
	Trigger  Trigger        // which trigger fired
	Payout   Payout         // where and by when it is paid
}
