package rng

import (
	"errors"

	"github.com/slotmech/slotmech/internal/weighted"
)

// ErrBadWeights is the sentinel of a weight table that cannot be drawn from:
// every error of [NewWeighted] wraps it.
var ErrBadWeights = weighted.ErrConfig

// ErrExhausted means a [Replayer] was asked for more values than were
// recorded: the replayed round does not match its record.
var ErrExhausted = errors.New("rng: replay ran out of recorded draws")

// ErrUnused means a replayed round finished with recorded values left over:
// the round took fewer draws than the record holds.
var ErrUnused = errors.New("rng: replay left recorded draws unused")

// Error is the one error type of package rng, in the manner of
// [os.PathError]: what was being done, where, the value at fault and the
// sentinel it wraps ([ErrBadWeights], [ErrExhausted] or [ErrUnused]).
//
// A refused weight table reads "rng: " + Field + " " + Reason, for example
// "rng: weight 3 is negative (-3)" or "rng: weights sum to zero"; a replay
// reads the sentinel's text and the reason, for example
// "rng: replay ran out of recorded draws: asked for draw 13 of 12 recorded".
type Error struct {
	Op     string // what was being done: "NewWeighted" or "replay"
	Field  string // where: "weight 3" (entries count from 0) or "weights" for the table as a whole; "" for a replay
	Value  string // the value at fault as text, e.g. "-3"; "" if none
	Reason string // what is wrong, e.g. "is negative (-3)", "asked for draw 13 of 12 recorded"
	Err    error  // ErrBadWeights, ErrExhausted or ErrUnused
}

// Error returns the message described at [Error].
func (e *Error) Error() string {
	if e.Field == "" {
		return e.Err.Error() + ": " + e.Reason
	}
	return "rng: " + e.Field + " " + e.Reason
}

// Unwrap returns Err.
func (e *Error) Unwrap() error { return e.Err }
