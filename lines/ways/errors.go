package ways

import "errors"

// ErrConfig is the sentinel of a configuration that [New] cannot evaluate:
// every error New returns wraps it.
var ErrConfig = errors.New("ways: invalid configuration")

// Error is the one error type of package ways, in the manner of
// [os.PathError]: why [New] refused a [Config], which part of it and the
// value at fault. Field names the part in the user's words: the Config
// field, then, after a colon, where in it, for example "Reels", "Pays:
// symbol 4 run of 3" or "Wilds: wild 2" (wilds counted from 1 in the order
// of Config.Wilds, runs by their length).
type Error struct {
	Op     string // what was being done: "New"
	Field  string // the part at fault, e.g. "Pays: symbol 4 run of 3"
	Value  string // the value at fault as text, e.g. "-0.5"; "" if none
	Reason string // what is wrong, e.g. "factor is negative"
	Err    error  // ErrConfig
}

// Error returns "ways: " + Field + ": " + Reason, for example
// "ways: Pays: symbol 4 run of 3: factor -0.5 is negative".
func (e *Error) Error() string { return "ways: " + e.Field + ": " + e.Reason }

// Unwrap returns Err, [ErrConfig].
func (e *Error) Unwrap() error { return e.Err }
