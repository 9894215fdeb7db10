package tumble

import (
	"errors"
	"strings"

	"github.com/slotmech/slotmech"
)

// ErrConfig is the sentinel of input the package refuses: refill data
// (reel strips, weight tables, forced lists) that a constructor refused
// (every error of [NewStrips], [NewWeightedRefill], [NewClassRefill] and
// [NewListRefill] wraps it), a [Refiller] asked to refill a reel it has no
// data for ("tumble: reel 3: reel out of range: refill data has 3 reels"),
// and stop positions or reel heights that do not match the strips or the
// screen ([Strips.Window], [Strips.WindowHeights], [StripRefill.Reset]:
// "tumble: reel 1: bad stop positions: stop 9 is outside 0..7").
var ErrConfig = errors.New("tumble: invalid refill data")

// ErrExhausted is returned (wrapped, naming the reel) by a [ListRefill] asked
// for more symbols than its list for that reel still holds.
var ErrExhausted = errors.New("tumble: refill list exhausted")

// ErrTooManySteps is returned (wrapped, with the count) by [Run] when the
// screen still wins after the allowed number of tumble steps.
var ErrTooManySteps = errors.New("tumble: too many tumble steps")

// The words that start the Reason of an error wrapping ErrConfig for a
// reel without data and for stops or heights that do not fit.
const (
	reelOutOfRange = "reel out of range"
	badStops       = "bad stop positions"
)

// inputFailure returns the *slotmech.Error wrapping ErrConfig for op, the
// place (field, "" for none) and the value at fault: its Reason is what
// (reelOutOfRange, badStops) and the reason ("tumble: reel 0: reel out of
// range: refill data has 3 reels").
func inputFailure(op, field, value, what, reason string) error {
	return &slotmech.Error{Op: op, Field: field, Value: value, Reason: what + ": " + reason, Err: ErrConfig}
}

// failure returns the *slotmech.Error of a sentinel other than ErrConfig,
// for op, the place (field, "" for none) and the value at fault: its
// message is the place, the sentinel's text, then the reason ("tumble:
// reel 0: refill list exhausted: 4 more symbols needed, 3 left of 5").
func failure(op, field, value string, sentinel error, reason string) error {
	_, text, _ := strings.Cut(sentinel.Error(), ": ")
	return &slotmech.Error{Op: op, Field: field, Value: value, Reason: text + ": " + reason, Err: sentinel}
}
