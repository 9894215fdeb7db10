package sim

import (
	"context"
	"errors"

	"github.com/slotmech/slotmech"
)

// asError returns err as the module's one error type: nil, a
// *slotmech.Error and ctx's error as they are, anything else (an error
// wrapping one of this package's sentinels) inside a *slotmech.Error of
// op, its message unchanged.
func asError(op string, err error) error {
	var e *slotmech.Error
	switch {
	case err == nil, errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return err
	case errors.As(err, &e) && e == err:
		return err
	}
	return &slotmech.Error{Op: op, Err: err}
}
