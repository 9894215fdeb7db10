package multiplier

import "errors"

// ErrConfig is the sentinel of a multiplier table that cannot be used:
// every error of [NewTable] wraps it.
var ErrConfig = errors.New("multiplier: bad multiplier table")
