package tumble

import (
	"errors"
	"strings"

	"github.com/slotmech/slotmech"
)

// ErrConfig is the sentinel of refill data (reel strips, weight tables,
// forced lists) that a constructor refused: every error of [NewStrips],
// [NewWeightedRefill], [NewClassRefill] and [NewListRefill] wraps it.
var ErrConfig = errors.New("tumble: invalid refill data")

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

// failure returns the *slotmech.Error of a sentinel other than ErrConfig,
// for op, the place (field, "" for none) and the value at fault: its
// message is the place, the sentinel's text, then the reason ("tumble:
// reel 0: refill list exhausted: 4 more symbols needed, 3 left of 5").
func failure(op, field, value string, sentinel error, reason string) error {
	_, text, _ := strings.Cut(sentinel.Error(), ": ")
	return &slotmech.Error{Op: op, Field: field, Value: value, Reason: text + ": " + reason, Err: sentinel}
}
