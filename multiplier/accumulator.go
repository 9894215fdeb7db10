package multiplier

import (
	"math"
	"strconv"

	"github.com/slotmech/slotmech"
)

// Policy says when an [Accumulator] adds a spin's multipliers to its running
// total and which spins the total multiplies.
type Policy uint8

const (
	// OnNewWithWin is the Starlight Christmas free-spin rule (SC-8): a spin
	// with at least one paytable win and at least one multiplier symbol adds
	// its sum to the total T and is multiplied by the new T. Every other spin
	// leaves T alone and is paid ×1, even a winning spin when T > 0.
	//
	// Example, spins as (sum, paytable win): (5, yes) → T 5, ×5;
	// (0, yes) → T 5, ×1; (10, no) → T 5, ×1; (3, yes) → T 8, ×8.
	OnNewWithWin Policy = iota

	// Always adds every spin's sum to T, win or not, and multiplies every
	// spin with a paytable win by T (by 1 while T is 0).
	//
	// Example, spins as (sum, paytable win): (0, yes) → T 0, ×1;
	// (10, no) → T 10, ×1; (0, yes) → T 10, ×10; (3, yes) → T 13, ×13.
	Always
)

// Accumulator keeps the running multiplier total T of a free-spin feature
// and gives each spin its multiplier according to its [Policy].
//
// T starts at 0, never decreases and is carried from spin to spin; a new
// feature starts with a new Accumulator. T is an int64: since a spin adds at
// most 6.4 × 10¹⁰, it cannot overflow before some 144 million
// adding spins of a full screen of the largest multipliers, which no feature
// comes near; Spin panics rather than wrap if it ever would.
//
// The zero value is an accumulator with the [OnNewWithWin] policy (SC-8) and
// T = 0, ready to use. It is also the multiplier of a base-game spin, whose
// multipliers do not carry over (SC-7): a fresh zero Accumulator's Spin
// returns the sum when the spin had a paytable win and at least one
// multiplier symbol, and 1 otherwise. An Accumulator is a small value that is not safe for
// concurrent use; give each round its own.
type Accumulator struct {
	policy Policy
	total  int64
}

// NewAccumulator returns an accumulator with policy p and T = 0.
// It panics if p is not [OnNewWithWin] or [Always].
func NewAccumulator(p Policy) Accumulator {
	if p > Always {
		panic("multiplier: unknown Policy(" + strconv.Itoa(int(p)) + ")")
	}
	return Accumulator{policy: p}
}

// Spin records one spin whose multiplier symbols sum to sum (see
// [Table.Sum]), with or without a paytable win, updates T as the policy says
// and returns the multiplier (≥ 1) for the spin's total win.
//
// It panics if sum is negative, or if T would overflow int64 (see
// [Accumulator]).
func (a *Accumulator) Spin(sum int64, paytableWin bool) (mult int64) {
	checkSum(sum)
	add := sum > 0 && (paytableWin || a.policy == Always)
	if add {
		if a.total > math.MaxInt64-sum {
			panic("multiplier: running total overflows int64")
		}
		a.total += sum
	}
	switch {
	case !paytableWin, a.total == 0:
		return 1
	case a.policy == OnNewWithWin && !add:
		return 1 // SC-8: a winning spin with no multiplier is paid unmultiplied
	}
	return a.total
}

// Total returns the running total T.
func (a *Accumulator) Total() int64 { return a.total }

// SetTotal sets T, to resume a feature part way (game recall, a scenario
// that states T before a spin). It returns a *[slotmech.Error] wrapping
// [ErrConfig] ("multiplier: negative running total") and leaves T
// unchanged if t is negative.
func (a *Accumulator) SetTotal(t int64) error {
	if t < 0 {
		return &slotmech.Error{Op: "SetTotal", Value: strconv.FormatInt(t, 10), Reason: "negative running total", Err: ErrConfig}
	}
	a.total = t
	return nil
}

// checkSum panics if sum is negative.
func checkSum(sum int64) {
	if sum < 0 {
		panic("multiplier: negative multiplier sum")
	}
}
