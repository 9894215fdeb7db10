package starlight

import (
	"errors"
	"fmt"
	"strings"

	"github.com/slotmech/slotmech"
)

// ErrConfig is the sentinel every error of [NewWithMaths] wraps: a weight
// table that cannot be drawn from (negative weight, zero sum, …).
var ErrConfig = errors.New("starlight: invalid configuration")

// refuse returns the module's one error shape, a *slotmech.Error: op is
// what was being done ("stake", "play", "forced play", "new game"), field
// and value the part of the input at fault in the user's words (or ""; the
// Field starts with the game's name), sentinel what the error wraps
// (games.ErrBet, games.ErrForced), and format and args what is wrong. The Reason starts with
// the sentinel's own words ("bet refused: ..."), so that the message says
// what was refused as well as why.
func refuse(op, field, value string, sentinel error, format string, args ...any) *slotmech.Error {
	return refuseCause(op, field, value, sentinel, sentinel, format, args...)
}

// refuseCause is refuse with an Err that wraps sentinel and a cause (err,
// made with fmt.Errorf("%w: %w", sentinel, cause)); the Reason is still
// worded from sentinel.
func refuseCause(op, field, value string, sentinel, err error, format string, args ...any) *slotmech.Error {
	_, what, _ := strings.Cut(sentinel.Error(), ": ")
	return &slotmech.Error{Op: op, Field: where(field), Value: value, Err: err, Reason: what + ": " + fmt.Sprintf(format, args...)}
}

// where returns the Field of a round's error: the game's [Name], then field
// if any, so that a tool serving several titles says which one refused (as
// games.CheckState does).
func where(field string) string {
	if field == "" {
		return Name
	}
	return Name + ": " + field
}
