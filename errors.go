package slotmech

import (
	"errors"
	"strconv"
	"strings"
)

// Error is the one error type of the whole module, in the manner of
// [os.PathError]: what was being done, where, the value at fault, what is
// wrong and the sentinel error it wraps, so that errors.Is(err, lines.ErrConfig)
// and the like hold and errors.As(err, &e) with e a *slotmech.Error gives the
// details, whichever package returned it. Every package of the module
// returns this type (never a type of its own) and declares its sentinels,
// prefixed with its name ("lines: invalid configuration"); Err is one of
// them, or an error that wraps one of them and a cause from another package
// (fmt.Errorf("%w: %w", tumble.ErrConfig, cause)).
//
// Places in a Field or a Reason are counted from 0 everywhere in the module,
// as [Pos], [Screen.At] and every index in Go are: reel 0 is the leftmost
// reel, row 0 the top row, line 0 the first line of a configuration, entry 0
// the first entry of a list. This is the one counting rule of the messages.
//
// Error reads the package's name from the sentinel (the text of Err up to its
// first ": "; "slotmech" when it has none), then Field and ": " when Field is
// set, then Reason, or when Reason is empty the rest of the sentinel's text
// followed by the quoted Value: `slotmech: row 2 reel 4: unknown symbol
// "sunn"`, `slotmech: invalid factor syntax "1.2.3"`, "lines: Pays: symbol 4
// run of 3: factor -5 is negative".
//
// The zero value reads "slotmech: " and wraps nothing; an Error is a value
// that is built once and never changed, so it is safe to share.
type Error struct {
	Op     string // what was being done: "ParseFactor", "ParseScreen", "New", "Play"
	Field  string // where, in the user's words: "row 2 reel 4", "Lines: line 3"; "" for the input as a whole
	Value  string // the value at fault as text, e.g. "sunn" or "1.2.3"; "" if none
	Reason string // what is wrong when the sentinel does not say it, e.g. "has 5 names, want 6 like row 0"; "" otherwise
	Err    error  // the package's sentinel, or an error wrapping it and a cause
}

// Error returns the message described at [Error].
func (e *Error) Error() string {
	pkg, text := "slotmech", ""
	if e.Err != nil {
		text = e.Err.Error()
		if p, rest, ok := strings.Cut(text, ": "); ok && p != "" && !strings.ContainsAny(p, " \"") {
			pkg, text = p, rest
		}
	}
	var b strings.Builder
	b.WriteString(pkg)
	b.WriteString(": ")
	if e.Field != "" {
		b.WriteString(e.Field)
		b.WriteString(": ")
	}
	if e.Reason != "" {
		b.WriteString(e.Reason)
		return b.String()
	}
	b.WriteString(text)
	if e.Value != "" {
		b.WriteByte(' ')
		b.WriteString(strconv.Quote(e.Value))
	}
	return b.String()
}

// ErrConfig is the root package's one sentinel for input it refuses, wrapped
// in an *[Error] whose Reason says what is wrong: names that cannot make an
// [Alphabet] ([NewAlphabet]), a symbol name an alphabet does not know
// ([Alphabet.Lookup], [Alphabet.ParseScreen]), rows that do not make a
// screen ([Alphabet.ParseScreen]) and a factor's text that is not a decimal
// factor ([ParseFactor]). Arithmetic has its own two, [ErrOverflow] and
// [ErrNegative].
var ErrConfig = errors.New("slotmech: invalid input")

// Unwrap returns Err.
func (e *Error) Unwrap() error { return e.Err }
