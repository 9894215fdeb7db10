package crystalspin

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/slotmech/slotmech"
)

// ErrConfig is the sentinel every error of [NewWithStrips] wraps: reel
// strips that are not a Crystal Spin game's (the wrong number of reels, a
// strip shorter than the window, a symbol the game does not have).
var ErrConfig = errors.New("crystalspin: bad reel strips")

// fail returns the package's error for op: the field at fault and its value
// (both may be ""), and err, a sentinel (of package games, or ErrConfig) or
// an error wrapping one and the cause. The Field starts with the game's
// [Name], so that a tool serving several titles says which one refused.
func fail(op, field, value string, err error) error {
	return &slotmech.Error{Op: op, Field: where(field), Value: value, Err: err}
}

// failf is fail with a Reason: the words of sentinel, the quoted value and
// what is wrong (format and a), as in `games: crystal-spin: bet: bet
// refused "7": not one of 5, 10, …`.
func failf(op, field, value string, sentinel error, format string, a ...any) error {
	_, what, _ := strings.Cut(sentinel.Error(), ": ")
	if value != "" {
		what += " " + strconv.Quote(value)
	}
	return &slotmech.Error{Op: op, Field: where(field), Value: value, Reason: what + ": " + fmt.Sprintf(format, a...), Err: sentinel}
}

// configErr returns the error of [NewWithStrips] refusing field (and its
// value, "" if none): what is wrong, as format and a.
func configErr(field, value, format string, a ...any) error {
	reason := fmt.Sprintf(format, a...)
	if value != "" {
		reason = value + ": " + reason
	}
	return &slotmech.Error{Op: "NewWithStrips", Field: field, Value: value, Reason: reason, Err: ErrConfig}
}

// where returns the Field of an error: the game's name, then field if any.
func where(field string) string {
	if field == "" {
		return Name
	}
	return Name + ": " + field
}

// itoa formats an integer for an error's Value.
func itoa[T ~int | ~int64](n T) string { return strconv.FormatInt(int64(n), 10) }
