package exact

import (
	"context"
	"errors"

	"github.com/slotmech/slotmech"
)

// ErrConfig is returned (wrapped) by [FullCycle] for options it refuses: a
// shard outside [0, Shards), more shards than the first reel has stops, or
// shards of a game of one reel.
var ErrConfig = errors.New("exact: bad options")

// asError returns err as the module's one error type: nil, a
// *slotmech.Error and ctx's error as they are, anything else (an error
// wrapping one of this package's sentinels, or a round's error with the
// stops that played it) inside a *slotmech.Error of op, its message
// unchanged.
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
