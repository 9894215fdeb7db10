package wincap

import (
	"errors"
	"fmt"

	"github.com/slotmech/slotmech"
)

// ErrConfig is the sentinel of a cap that cannot be built: every error of
// [RoundLimit] and [NewPerLine] wraps it (and, for a negative or
// overflowing amount, [slotmech.ErrNegative] or [slotmech.ErrOverflow]).
var ErrConfig = errors.New("wincap: invalid cap")

// capErr returns the *slotmech.Error refusing argument field of op, whose
// value is value, for the reason the sentinel cause gives ("wincap: round
// limit: -200 × 5000 is negative"); cause nil is ErrConfig itself.
func capErr(op, field, value, reason string, cause error) error {
	err := ErrConfig
	if cause != nil {
		err = fmt.Errorf("%w: %w", ErrConfig, cause)
	}
	return &slotmech.Error{Op: op, Field: field, Value: value, Reason: value + " " + reason, Err: err}
}
