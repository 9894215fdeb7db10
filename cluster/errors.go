package cluster

import (
	"errors"

	"github.com/slotmech/slotmech"
)

// ErrConfig is the sentinel of a configuration that [NewPayAnywhere] or
// [NewAdjacent] refused: every error they return wraps it.
var ErrConfig = errors.New("cluster: bad configuration")

// configErr returns an *slotmech.Error wrapping ErrConfig; the constructor sets its
// Op (see withOp).
func configErr(field, value, reason string) error {
	return &slotmech.Error{Field: field, Value: value, Reason: reason, Err: ErrConfig}
}

// withOp sets the Op of err, a *slotmech.Error of this package, and returns it.
func withOp(op string, err error) error {
	var e *slotmech.Error
	if errors.As(err, &e) {
		e.Op = op
	}
	return err
}
