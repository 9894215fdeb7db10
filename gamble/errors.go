package gamble

import (
	"errors"
	"strconv"
	"strings"

	"github.com/slotmech/slotmech"
)

// Errors returned by the moves of a [Gamble]. A move that returns one of them
// has changed nothing: no card was drawn, no money moved, the history is as it
// was.
var (
	// ErrOpen is returned by Start while a gamble is open: the open one must
	// end (by a loss, Collect, Half or a limit) before another can start.
	ErrOpen = errors.New("gamble: a gamble is already open")

	// ErrNotOpen is returned by Pick, Half and Collect when no gamble is open:
	// none was started, or the last one has ended (lost, collected, halved to
	// nothing or stopped by a limit).
	ErrNotOpen = errors.New("gamble: no gamble is open")

	// ErrAmount is returned by Start for an amount that is zero or negative.
	ErrAmount = errors.New("gamble: amount must be positive")

	// ErrJackpot is returned by Start for a jackpot win, which cannot be
	// gambled (Crystal Spin rule CS-14).
	ErrJackpot = errors.New("gamble: a jackpot win cannot be gambled")

	// ErrOverLimit is returned by Start for an amount that could not be doubled
	// without putting more than Config.MaxAtRisk (or more than the range of
	// Money) at risk.
	ErrOverLimit = errors.New("gamble: amount is over the at-risk limit")

	// ErrColour is returned by Pick for a colour other than Red or Black.
	ErrColour = errors.New("gamble: colour must be Red or Black")
)

// ErrConfig is the sentinel of a [Config] that [New] refused: every error
// New returns wraps it.
var ErrConfig = errors.New("gamble: bad config")

// ErrState is the sentinel of a state that [Resume] refused: one no Gamble
// of the configuration could have reached.
var ErrState = errors.New("gamble: state cannot be resumed")

// fieldErr returns the *slotmech.Error of op refusing field, whose value is
// value, wrapping sentinel ("gamble: Unit: is 0, must be at least 1").
func fieldErr(op, field string, value int64, reason string, sentinel error) error {
	v := strconv.FormatInt(value, 10)
	if strings.HasPrefix(reason, "is ") {
		reason = v + " " + reason // "history[0]: 52 is not a card"
	} else {
		reason = "is " + v + ", " + reason
	}
	return &slotmech.Error{Op: op, Field: field, Value: v, Reason: reason, Err: sentinel}
}
