package tumble

import "errors"

// ErrInvalid is the sentinel of refill data (reel strips, weight tables,
// forced lists) that a constructor refused: every error of [NewStrips],
// [NewWeightedRefill], [NewClassRefill] and [NewListRefill] wraps it.
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

// Error is the one error type of package tumble, in the manner of
// [os.PathError]: what was being done, where, the value at fault, what is
// wrong and the error behind it.
//
// A constructor's error (Err is [ErrInvalid], or the error of another
// package that made the data invalid) reads "tumble: " + Field + ": " +
// Reason, followed by ": " and that other error if there is one, for example
// "tumble: strips: reel 2 entry 5: symbol is Empty" or "tumble: weighted
// refill: reel 0: bad weights: rng: weights sum to zero". Any other error
// reads the sentinel's text and the reason, for example "tumble: refill list
// exhausted: reel 0 needs 4 more symbols, 3 left of 5".
type Error struct {
	Op string // what was being done: "NewStrips", "NewWeightedRefill", "NewClassRefill", "NewListRefill", "Refill", "Window", "Reset", "Run"

	// Field is where, in the user's words: for a constructor the table
	// ("strips", "weighted refill", "class refill", "list refill"), then after a colon the
	// reel and entry (from 0), e.g. "strips: reel 2 entry 5"; otherwise the
	// reel at fault ("reel 3") or "" for none.
	Field string

	Value  string // the value at fault as text, e.g. "64" or the stop "40"; "" if none
	Reason string // what is wrong, e.g. "symbol is Empty"
	Err    error  // the sentinel, or the other package's error behind an ErrInvalid (e.g. an *rng.Error)
}

// Error returns the message described at [Error].
func (e *Error) Error() string {
	switch e.Err {
	case ErrExhausted, ErrReel, ErrStop, ErrTooManySteps:
		return e.Err.Error() + ": " + e.Reason
	case ErrInvalid:
		return "tumble: " + e.Field + ": " + e.Reason
	}
	return "tumble: " + e.Field + ": " + e.Reason + ": " + e.Err.Error()
}

// Unwrap returns Err, preceded by [ErrInvalid] when Err is another
// package's error, so that errors.Is(err, tumble.ErrInvalid) and, say,
// errors.Is(err, rng.ErrBadWeights) both hold for a refused weight table.
func (e *Error) Unwrap() []error {
	switch e.Err {
	case ErrInvalid, ErrExhausted, ErrReel, ErrStop, ErrTooManySteps:
		return []error{e.Err}
	}
	return []error{ErrInvalid, e.Err}
}
