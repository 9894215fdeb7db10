package wincap

import "strings"

// Error is the one error type of package wincap, in the manner of
// [os.PathError]: the constructor that refused its arguments, which one and
// its value, and the sentinel it wraps ([ErrLineCount],
// [slotmech.ErrNegative] or [slotmech.ErrOverflow]). It reads
// "wincap: " + Field + " " + Value + ": " and the sentinel's text, for
// example "wincap: round limit -200 × 5000: slotmech: negative amount" or
// "wincap: lines 65: number of lines out of range 1 to 64".
type Error struct {
	Op    string // what was being done: "RoundLimit" or "NewPerLine"
	Field string // the argument at fault in the user's words: "round limit" (bet × times), "lines", "per-line limit"
	Value string // its value as text, e.g. "-200 × 5000" or "65"
	Err   error  // ErrLineCount, slotmech.ErrNegative or slotmech.ErrOverflow
}

// Error returns the message described at [Error].
func (e *Error) Error() string {
	return "wincap: " + e.Field + " " + e.Value + ": " + strings.TrimPrefix(e.Err.Error(), "wincap: ")
}

// Unwrap returns Err.
func (e *Error) Unwrap() error { return e.Err }
