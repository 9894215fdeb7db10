package lines

import "errors"

// ErrConfig is the sentinel of a configuration that [New] cannot evaluate:
// every error New returns wraps it.
var ErrConfig = errors.New("lines: invalid configuration")

// Error is the one error type of package lines, in the manner of
// [os.PathError]: why [New] refused a [Config], which part of it and the
// value at fault. Field names the part in the user's words: the Config field,
// then, after a colon, where in it, for example "Reels", "Lines: line 3 reel
// 2" or "Pays: symbol 4 run of 3" (lines, reels and runs as the Config
// numbers them: lines and reels from 0, runs by their length).
type Error struct {
	Op     string // what was being done: "New"
	Field  string // the part at fault, e.g. "Lines: line 3 reel 2"
	Value  string // the value at fault as text, e.g. "4" or "-0.0005"; "" if none
	Reason string // what is wrong, e.g. "row 4 is outside the screen (rows 0 to 2)"
	Err    error  // ErrConfig
}

// Error returns "lines: " + Field + ": " + Reason, for example
// "lines: Pays: symbol 4 run of 3: factor -5 is negative".
func (e *Error) Error() string { return "lines: " + e.Field + ": " + e.Reason }

// Unwrap returns Err, [ErrConfig].
func (e *Error) Unwrap() error { return e.Err }
