package freespin

import (
	"errors"
	"strconv"

	"github.com/slotmech/slotmech/games"
)

// ErrConfig is the sentinel every *[Error] unwraps to: [New] was given a
// configuration it cannot build a game from.
var ErrConfig = errors.New("freespin: invalid configuration")

// Error is the one error type of package freespin, like os.PathError: why
// [New] refused a [Config]: the field at fault and where in it, in the
// words of the Config ("Base.Strips reel 2 position 5", "Trigger entry 2"),
// its value, and what is wrong. Reels and entries are counted from 1, as
// people count them; strip positions from 0, as stops are. Where a
// mechanics package refused its part (package ways, lines, cluster, tumble
// or rng), Err is that package's error.
//
// It unwraps to [ErrConfig] and, when set, to Err.
type Error struct {
	Field  string // the Config field at fault and where in it
	Value  string // the value at fault as text, or ""
	Reason string // what is wrong
	Err    error  // the mechanics package's error behind it, or nil
}

// Error returns a message such as
// "freespin: Trigger entry 2: 3 scatters: not above the entry before (3)".
func (e *Error) Error() string {
	msg := "freespin: " + e.Field
	if e.Value != "" {
		msg += ": " + e.Value
	}
	msg += ": " + e.Reason
	if e.Err != nil {
		msg += ": " + e.Err.Error()
	}
	return msg
}

// Unwrap returns [ErrConfig] and, if set, Err.
func (e *Error) Unwrap() []error {
	if e.Err == nil {
		return []error{ErrConfig}
	}
	return []error{ErrConfig, e.Err}
}

// configErr returns a *Error as an error.
func configErr(field, value, reason string) error {
	return &Error{Field: field, Value: value, Reason: reason}
}

// fail returns the error of a round of game name for op.
func fail(name, op, field, value string, err error) error {
	return &games.Error{Op: op, Game: name, Field: field, Value: value, Err: err}
}

// itoa formats an integer for a message.
func itoa[T ~int | ~int64 | ~uint8](n T) string { return strconv.FormatInt(int64(n), 10) }
