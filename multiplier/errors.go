package multiplier

import "errors"

// ErrBadTable is the sentinel of a multiplier table that cannot be used:
// every error of [NewTable] wraps it.
var ErrBadTable = errors.New("multiplier: bad multiplier table")

// Error is the one error type of package multiplier, in the manner of
// [os.PathError]: why [NewTable] refused a table, which entry and the value
// at fault. It reads "multiplier: " + Field + ": " + Reason, for example
// "multiplier: entry 3 (symbol 7): value 0 is out of range 1 to 1000000000"
// or "multiplier: table: weights sum to zero".
type Error struct {
	Op     string // what was being done: "NewTable"
	Field  string // the entry at fault, "entry 3 (symbol 7)" (entries count from 0), or "table" for the table as a whole
	Value  string // the value at fault as text, e.g. "0" or the weight "-3"; "" if none
	Reason string // what is wrong, e.g. "value 0 is out of range 1 to 1000000000"
	Err    error  // ErrBadTable, or for a weight problem the *rng.Error that rng.NewWeighted returned
}

// Error returns the message described at [Error].
func (e *Error) Error() string { return "multiplier: " + e.Field + ": " + e.Reason }

// Unwrap returns [ErrBadTable] and, for a weight problem, the rng error in
// Err, so that errors.Is(err, rng.ErrBadWeights) holds for those.
func (e *Error) Unwrap() []error {
	if e.Err == nil || e.Err == ErrBadTable {
		return []error{ErrBadTable}
	}
	return []error{ErrBadTable, e.Err}
}
