package gamble

import "errors"

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

// Error is the one error type of package gamble, in the manner of
// [os.PathError]: why [New] refused a [Config] or [Resume] a state, which
// field, its value and what is wrong with it. It reads "gamble: config: "
// (for Resume "gamble: state: ") + Field + " is " + Value + ": " + Reason,
// for example "gamble: config: Unit is 0: must be at least 1".
//
// The moves of a [Gamble] return the sentinels (ErrOpen, ErrNotOpen, …)
// themselves: they say all there is to say.
type Error struct {
	Op     string // what was being done: "New" or "Resume"
	Field  string // the Config field at fault, e.g. "Unit"
	Value  string // its value as text, e.g. "0"
	Reason string // what is wrong with it, e.g. "must be at least 1"
	Err    error  // ErrConfig, or ErrState for Resume
}

// Error returns the message described at [Error].
func (e *Error) Error() string {
	what := "config: "
	if e.Err == ErrState {
		what = "state: "
	}
	return "gamble: " + what + e.Field + " is " + e.Value + ": " + e.Reason
}

// Unwrap returns Err, [ErrConfig] or [ErrState].
func (e *Error) Unwrap() error { return e.Err }
