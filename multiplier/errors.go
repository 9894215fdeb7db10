package multiplier

import "errors"

// ErrConfig is the package's sentinel for input it refuses: a multiplier
// table that cannot be used (every error of [NewTable] wraps it) and a
// negative running total given to [Accumulator.SetTotal].
var ErrConfig = errors.New("multiplier: bad multiplier table")
