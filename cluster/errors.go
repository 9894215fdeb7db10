package cluster

import "errors"

// ErrBadConfig is the sentinel of a configuration that [NewPayAnywhere] or
// [NewAdjacent] refused: every error they return wraps it.
var ErrBadConfig = errors.New("cluster: bad configuration")

// Error is the one error type of package cluster, in the manner of
// [os.PathError]: the constructor that refused a configuration, the part of
// it at fault, the value there and what is wrong. Field names the part in Go
// syntax, relative to the config struct: "Classes[1]", "Pays[3][2]" (symbol
// 3, class index 2), "Scatter", "ScatterPays[0]".
type Error struct {
	Op     string // what was being done: "NewPayAnywhere" or "NewAdjacent"
	Field  string // the offending part, e.g. "Pays[3][2]"
	Value  string // the value at fault as text, e.g. "-0.5"; "" if none
	Reason string // what is wrong with it, e.g. "factor is negative (-0.5)"
	Err    error  // ErrBadConfig
}

// Error returns "cluster: " + Field + ": " + Reason, for example
// "cluster: Pays[3][2]: factor is negative (-0.5)".
func (e *Error) Error() string {
	return "cluster: " + e.Field + ": " + e.Reason
}

// Unwrap returns Err, [ErrBadConfig].
func (e *Error) Unwrap() error { return e.Err }

// configErr returns an *Error wrapping ErrBadConfig; the constructor sets its
// Op (see withOp).
func configErr(field, value, reason string) error {
	return &Error{Field: field, Value: value, Reason: reason, Err: ErrBadConfig}
}

// withOp sets the Op of err, an *Error of this package, and returns it.
func withOp(op string, err error) error {
	var e *Error
	if errors.As(err, &e) {
		e.Op = op
	}
	return err
}
