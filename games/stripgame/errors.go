package stripgame

import (
	"errors"
	"strconv"

	"github.com/slotmech/slotmech/games"
)

// ErrConfig is the sentinel every *[Error] unwraps to: [New] was given
// a configuration it cannot build a game from.
var ErrConfig = errors.New("stripgame: invalid configuration")

// Error is the one error type of package stripgame, like os.PathError: it
// says why [New] refused a [Config]: the field at fault and
// where in it, in the words of the Config ("Strips reel 2 position 5",
// "Lines", "DefaultBet"), its value, and what is wrong. Reels are counted
// from 1, as people count them; strip positions from 0, as stops are
// counted. Where a mechanics package refused its part of the configuration
// (package lines, cluster or tumble), Err is that package's error.
//
// It unwraps to [ErrConfig] and, when set, to Err, so errors.Is(err,
// lines.ErrConfig) holds for a line configuration that package lines
// refused.
type Error struct {
	Field  string // the Config field at fault and where in it, e.g. "Strips reel 2 position 5"
	Value  string // the value at fault as text, or ""
	Reason string // what is wrong, e.g. "not one of the Symbols (1 to 7)"
	Err    error  // the mechanics package's error behind it, or nil
}

// Error returns a message such as
// "stripgame: Strips reel 2 position 5: symbol 9: not one of the Symbols (1 to 7)".
func (e *Error) Error() string {
	msg := "stripgame: " + e.Field
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

// fail returns the error of a round of game name for op, naming the field
// at fault and its value (both may be ""), wrapping err.
func fail(name, op, field, value string, err error) error {
	return &games.Error{Op: op, Game: name, Field: field, Value: value, Err: err}
}

// itoa formats an integer for an error.
func itoa[T ~int | ~int64 | ~uint8](n T) string { return strconv.FormatInt(int64(n), 10) }
