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
	// ErrState is the sentinel of a move the Gamble's state does not allow,
	// and of a state [Resume] refused:
	//
	//   - Start while a gamble is open ("gamble: a gamble is already open"):
	//     the open one must end (by a loss, Collect, Half or a limit) before
	//     another can start;
	//   - Pick, Half or Collect when no gamble is open ("gamble: no gamble is
	//     open"): none was started, or the last one has ended (lost,
	//     collected, halved to nothing or stopped by a limit);
	//   - Resume of a state no Gamble of the configuration could have reached
	//     ("gamble: state cannot be resumed").
	//
	// The errors wrap it with those words; test with errors.Is.
	ErrState = errors.New("gamble: not allowed in this state")

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

// The refusals of ErrState, in their words.
var (
	errOpen    = &stateErr{"gamble: a gamble is already open"}
	errNotOpen = &stateErr{"gamble: no gamble is open"}
	errResume  = &stateErr{"gamble: state cannot be resumed"}
)

// stateErr is a refusal for the state, in its own words, that wraps
// ErrState.
type stateErr struct{ text string }

func (e *stateErr) Error() string { return e.text }
func (e *stateErr) Unwrap() error { return ErrState }

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
