package freespin

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/slotmech/slotmech"
)

// ErrConfig is the sentinel every error of [New] wraps: it was given a
// configuration it cannot build a game from. The error is a
// *slotmech.Error naming the field at fault and where in it, in the words
// of the Config ("Base.Strips reel 2 position 5", "Trigger entry 2";
// places counted from 0, as everywhere in the module), its value and what
// is wrong; where a mechanics package refused its part (package ways,
// lines, cluster, tumble or rng), it wraps that package's error too.
var ErrConfig = errors.New("freespin: invalid configuration")

// configErr returns the error refusing a configuration: field at fault,
// its value ("" if none) and what is wrong.
func configErr(field, value, reason string) error {
	if value != "" {
		reason = value + ": " + reason
	}
	return &slotmech.Error{Op: "New", Field: field, Value: value, Reason: reason, Err: ErrConfig}
}

// refusedBy returns the error refusing field, whose value is value ("" if
// none), which a mechanics package refused with err.
func refusedBy(field, value string, err error) error {
	reason := "refused: " + err.Error()
	if value != "" {
		reason = value + ": " + reason
	}
	return &slotmech.Error{Op: "New", Field: field, Value: value, Reason: reason, Err: fmt.Errorf("%w: %w", ErrConfig, err)}
}

// fail returns the error of a round of game name for op: the field at
// fault and its value (both may be ""), and err, a sentinel of package games
// or an error wrapping one and the cause.
func fail(name, op, field, value string, err error) error {
	return &slotmech.Error{Op: op, Field: where(name, field), Value: value, Err: err}
}

// failf is fail with a Reason: the words of sentinel, the quoted value and
// what is wrong (format and a), as in `games: mini: bet: bet refused "7":
// not one of 5, 10`.
func failf(name, op, field, value string, sentinel error, format string, a ...any) error {
	_, what, _ := strings.Cut(sentinel.Error(), ": ")
	if value != "" {
		what += " " + strconv.Quote(value)
	}
	return &slotmech.Error{Op: op, Field: where(name, field), Value: value, Reason: what + ": " + fmt.Sprintf(format, a...), Err: sentinel}
}

// where returns the Field of an error of game name: the name, then the
// field at fault if any, so that a tool serving several titles says which
// one refused.
func where(name, field string) string {
	if field == "" {
		return name
	}
	return name + ": " + field
}

// itoa formats an integer for a message.
func itoa[T ~int | ~int64 | ~uint8](n T) string { return strconv.FormatInt(int64(n), 10) }
