package rng

import (
	"errors"
	"strconv"
)

// ErrBadWeights is the sentinel every *[WeightError] unwraps to: a weight table
// that cannot be drawn from.
var ErrBadWeights = errors.New("bad weight table")

// WeightError describes why [NewWeighted] refused a table: which entry (or -1
// for the table as a whole) and what is wrong with it.
type WeightError struct {
	Index  int    // the offending entry, or -1 for the whole table
	Reason string // e.g. "is negative (-3)", "sum to zero"
}

// Error returns a message such as "rng: weight 3 is negative (-3)".
func (e *WeightError) Error() string {
	if e.Index < 0 {
		return "rng: weights " + e.Reason
	}
	return "rng: weight " + strconv.Itoa(e.Index) + " " + e.Reason
}

// Unwrap returns [ErrBadWeights].
func (e *WeightError) Unwrap() error { return ErrBadWeights }

// ErrExhausted means a [Replayer] was asked for more values than were
// recorded: the replayed round does not match its record.
var ErrExhausted = errors.New("replay ran out of recorded draws")

// ErrUnused means a replayed round finished with recorded values left over:
// the round took fewer draws than the record holds.
var ErrUnused = errors.New("replay left recorded draws unused")

// ReplayError reports a replay that did not consume its record exactly. It
// unwraps to [ErrExhausted] or [ErrUnused].
type ReplayError struct {
	Recorded int   // values in the record
	Asked    int   // values the replay asked for (for ErrExhausted, at least Recorded+1)
	Err      error // ErrExhausted or ErrUnused
}

// Error returns a message such as
// "rng: replay ran out of recorded draws: asked for draw 13 of 12 recorded".
func (e *ReplayError) Error() string {
	if errors.Is(e.Err, ErrExhausted) {
		return "rng: " + e.Err.Error() + ": asked for draw " + strconv.Itoa(e.Asked) +
			" of " + strconv.Itoa(e.Recorded) + " recorded"
	}
	return "rng: " + e.Err.Error() + ": used " + strconv.Itoa(e.Asked) + " of " +
		strconv.Itoa(e.Recorded) + " recorded"
}

// Unwrap returns ErrExhausted or ErrUnused.
func (e *ReplayError) Unwrap() error { return e.Err }
