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
	Status   Status         // announced, paid or refused (see [System.Pay])
	Form     string         // the number of the payout form that paid or refused it; "" while announced
}

// Status is where a win record stands (CS-20): announced when the game hit,
// then paid or refused by the attendant's payout ([System.Pay]), for good.
// The zero Status stands for Announced in a record.
type Status uint8

// The statuses of a win record.
const (
	Announced Status = iota // hit and announced, not paid yet
	Paid                    // paid after a complete payout form (its number in Win.Form)
	Refused                 // refused: the payout form was incomplete (CS-20)
)

// String returns "announced", "paid", "refused" or "Status(n)".
func (s Status) String() string {
	switch s {
	case Announced:
		return "announced"
	case Paid:
		return "paid"
	case Refused:
		return "refused"
	}
	return "Status(" + strconv.Itoa(int(s)) + ")"
}
