package wincap

import (
	"math"
	"strconv"

	"github.com/slotmech/slotmech"
)

// Round caps the total win of a round (Starlight Christmas SC-12): wins are
// paid until their running total reaches the limit; the win that reaches it
// is cut to exactly what is left, and from then on nothing is paid and the
// game should end the round, forfeiting whatever it had not yet played.
//
// The zero value has no limit of its own: it pays every win in full up to
// the largest [slotmech.Money] (math.MaxInt64 minor units), which is the cap
// it enforces instead of letting the total overflow. A Round is a small
// value that is not safe for concurrent use; give each round its own.
type Round struct {
	limit  slotmech.Money
	total  slotmech.Money
	capped bool // limit was set by NewRound; otherwise the limit is math.MaxInt64
}

// NewRound returns a cap of limit minor units for one round. A limit of 0 is
// reached before anything is paid.
// It panics if limit is negative; [RoundLimit] computes a limit from a bet
// and validates it.
func NewRound(limit slotmech.Money) Round {
	if limit < 0 {
		panic("wincap: negative round limit")
	}
	return Round{limit: limit, capped: true}
}

// RoundLimit returns the limit bet × times (SC-12: 5000 × the base bet). It
// returns a *[slotmech.Error] wrapping [ErrConfig] and [slotmech.ErrNegative]
// if bet or times is negative, or [ErrConfig] and [slotmech.ErrOverflow] if
// the product does not fit in Money.
func RoundLimit(bet slotmech.Money, times int64) (slotmech.Money, error) {
	fail := func(reason string, err error) (slotmech.Money, error) {
		return 0, capErr("RoundLimit", "round limit", bet.String()+" × "+strconv.FormatInt(times, 10), reason, err)
	}
	if bet < 0 || times < 0 {
		return fail("is negative", slotmech.ErrNegative)
	}
	l, err := bet.Mul(times)
	if err != nil {
		return fail("overflows Money", err)
	}
	return l, nil
}

// Pay adds win to the round and returns what is actually paid: all of it
// while the total stays below the limit, the rest of the allowance for the
// win that reaches the limit, and 0 once the limit has been reached. reached
// reports whether the total has reached the limit, in which case the round
// is over. Pay does not allocate.
//
// It panics if win is negative.
func (r *Round) Pay(win slotmech.Money) (paid slotmech.Money, reached bool) {
	if win < 0 {
		panic("wincap: negative win")
	}
	paid = min(win, r.Remaining())
	r.total += paid // cannot overflow: total + paid ≤ limit
	return paid, r.Reached()
}

// Total returns what the round has paid so far, at most the limit.
func (r *Round) Total() slotmech.Money { return r.total }

// Reached reports whether the total has reached the limit: the round is over
// and every further Pay pays 0.
func (r *Round) Reached() bool { return r.total == r.effectiveLimit() }

// Remaining returns how much more the round may pay.
func (r *Round) Remaining() slotmech.Money { return r.effectiveLimit() - r.total }

func (r *Round) effectiveLimit() slotmech.Money {
	if !r.capped {
		return math.MaxInt64
	}
	return r.limit
}
