package slotmech

import (
	"strconv"
	"strings"
)

// Error is the one error type of package slotmech, in the manner of
// [os.PathError]: what was being done, where, the value at fault and the
// sentinel error it wraps, so that errors.Is(err, ErrUnknownSymbol) and the
// like hold and errors.As(err, &e) gives the details.
//
// Error reads "slotmech: ", then Field and ": " when Field is set, then
// Reason, or when Reason is empty the sentinel's text followed by the quoted
// Value: `slotmech: row 2 reel 4: unknown symbol "sunn"`,
// `slotmech: invalid factor syntax "1.2.3"`,
// "slotmech: row 1: has 5 names, want 6 like row 0". Places are counted from
// 0, like reels and rows everywhere in the library.
type Error struct {
	Op     string // what was being done: "ParseFactor", "ParseScreen", "Lookup", "NewAlphabet"
	Field  string // where, in the user's words: "row 2 reel 4", "alphabet name 2"; "" for the input as a whole
	Value  string // the value at fault as text, e.g. "sunn" or "1.2.3"; "" if none
	Reason string // what is wrong when the sentinel does not say it, e.g. "has 5 names, want 6 like row 0"; "" otherwise
	Err    error  // the sentinel: ErrUnknownSymbol, ErrFactorSyntax, ErrOverflow, ErrScreenShape or ErrAlphabet
}

// Error returns the message described at [Error].
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString("slotmech: ")
	if e.Field != "" {
		b.WriteString(e.Field)
		b.WriteString(": ")
	}
	if e.Reason != "" {
		b.WriteString(e.Reason)
		return b.String()
	}
	if e.Err != nil {
		b.WriteString(strings.TrimPrefix(e.Err.Error(), "slotmech: "))
	}
	if e.Value != "" {
		b.WriteByte(' ')
		b.WriteString(strconv.Quote(e.Value))
	}
	return b.String()
}

// Unwrap returns Err.
func (e *Error) Unwrap() error { return e.Err }
