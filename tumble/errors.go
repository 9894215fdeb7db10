package tumble

import (
	"errors"
	"strconv"
)

// ErrInvalid is the sentinel every *[DataError] unwraps to: refill data (reel
// strips, weight tables, forced lists) that a constructor refused.
var ErrInvalid = errors.New("tumble: invalid refill data")

// ErrExhausted is returned (wrapped, naming the reel) by a [ListRefill] asked
// for more symbols than its list for that reel still holds.
var ErrExhausted = errors.New("tumble: refill list exhausted")

// ErrReel is returned (wrapped) by a [Refiller] asked to refill a reel it has
// no data for.
var ErrReel = errors.New("tumble: reel out of range")

// ErrStop is returned (wrapped) by [Strips.Window] and [StripRefill.Reset]
// for stop positions that do not match the strips.
var ErrStop = errors.New("tumble: bad stop positions")

// ErrTooManySteps is returned (wrapped, with the count) by [Run] when the
// screen still wins after the allowed number of tumble steps.
var ErrTooManySteps = errors.New("tumble: too many tumble steps")

// DataError describes why a constructor refused its data: which table, which
// reel and entry, and what is wrong. It unwraps to [ErrInvalid] and, when the
// cause is a weight table refused by the rng package, to that error too, so
// errors.Is(err, rng.ErrBadWeights) holds for it.
type DataError struct {
	Table  string // "strips", "weighted refill" or "list refill"
	Reel   int    // the offending reel, or -1 for the table as a whole
	Index  int    // the offending entry of that reel, or -1
	Reason string // e.g. "symbol is Empty", "is empty"
	Err    error  // underlying cause (e.g. a *rng.WeightError), or nil
}

// Error returns a message such as "tumble: strips: reel 2 entry 5: symbol is
// Empty".
func (e *DataError) Error() string {
	msg := "tumble: " + e.Table
	if e.Reel >= 0 {
		msg += ": reel " + strconv.Itoa(e.Reel)
		if e.Index >= 0 {
			msg += " entry " + strconv.Itoa(e.Index)
		}
	}
	msg += ": " + e.Reason
	if e.Err != nil {
		msg += ": " + e.Err.Error()
	}
	return msg
}

// Unwrap returns [ErrInvalid] and, if set, the underlying cause.
func (e *DataError) Unwrap() []error {
	if e.Err == nil {
		return []error{ErrInvalid}
	}
	return []error{ErrInvalid, e.Err}
}
