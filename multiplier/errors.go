package multiplier

import (
	"errors"
	"strconv"

	"github.com/slotmech/slotmech"
)

// ErrBadTable is the sentinel every *[TableError] unwraps to: a multiplier
// table that cannot be used.
var ErrBadTable = errors.New("bad multiplier table")

// TableError describes why [NewTable] refused a table: which entry (or -1 for
// the table as a whole) and what is wrong with it. It unwraps to
// [ErrBadTable] and, for a weight problem, also to the *[rng.WeightError]
// that [rng.NewWeighted] returned, so errors.Is(err, rng.ErrBadWeights) holds
// for those.
type TableError struct {
	Entry  int             // the offending entry, or -1 for the whole table
	Symbol slotmech.Symbol // the offending entry's symbol (0 when Entry is -1)
	Reason string          // e.g. "value 0 is out of range 1 to 1000000000"
	Err    error           // the underlying error, or nil
}

// Error returns a message such as
// "multiplier: entry 3 (symbol 7): value 0 is out of range 1 to 1000000000"
// or "multiplier: table: weights sum to zero".
func (e *TableError) Error() string {
	if e.Entry < 0 {
		return "multiplier: table: " + e.Reason
	}
	return "multiplier: entry " + strconv.Itoa(e.Entry) + " (symbol " +
		strconv.Itoa(int(e.Symbol)) + "): " + e.Reason
}

// Unwrap returns [ErrBadTable] and the underlying error, if any.
func (e *TableError) Unwrap() []error {
	if e.Err == nil {
		return []error{ErrBadTable}
	}
	return []error{ErrBadTable, e.Err}
}
