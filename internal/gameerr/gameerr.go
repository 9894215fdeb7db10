// Package gameerr builds the errors the module's composed titles
// (games/stripgame) return from Stake, Play and PlayForced:
// a *slotmech.Error whose Field starts with the title's name, so that a tool
// serving several titles says which one refused, and whose Err is a
// sentinel of package games (ErrBet, ErrForced, ErrStops) or an error
// wrapping one and its cause.
//
// [Wrap] gives games/exact and games/sim the same one type for the errors
// they build around their own sentinels.
//
// It holds no state and is safe for concurrent use. It is not for
// configuration errors (each package wraps its own ErrConfig) and not part
// of the module's API.
package gameerr

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/slotmech/slotmech"
)

// Fail returns the error of a round of the title name for op: the field at
// fault and its value (both may be ""), and err, a sentinel of package games
// or an error wrapping one and the cause.
func Fail(name, op, field, value string, err error) error {
	return &slotmech.Error{Op: op, Field: Where(name, field), Value: value, Err: err}
}

// Failf is Fail with a Reason: the words of sentinel, the quoted value and
// what is wrong (format and a), as in `games: mini: bet: bet refused "7":
// not one of 5, 10`.
func Failf(name, op, field, value string, sentinel error, format string, a ...any) error {
	_, what, _ := strings.Cut(sentinel.Error(), ": ")
	if value != "" {
		what += " " + strconv.Quote(value)
	}
	return &slotmech.Error{Op: op, Field: Where(name, field), Value: value, Reason: what + ": " + fmt.Sprintf(format, a...), Err: sentinel}
}

// Where returns the Field of an error of the title name: the name, then the
// field at fault if any.
func Where(name, field string) string {
	if field == "" {
		return name
	}
	return name + ": " + field
}

// Wrap returns err as the module's one error type, for the tools' packages
// (games/exact, games/sim) whose errors are built with fmt.Errorf around
// their sentinels: nil, a *slotmech.Error and a context's error as they
// are; anything else inside a *slotmech.Error of op, its message
// unchanged (the package's name is the sentinel's prefix).
func Wrap(op string, err error) error {
	var e *slotmech.Error
	switch {
	case err == nil, errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return err
	case errors.As(err, &e) && e == err:
		return err
	}
	return &slotmech.Error{Op: op, Err: err}
}
