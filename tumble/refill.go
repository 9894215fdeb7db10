package tumble

import (
	"strconv"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
)

// Refiller supplies the symbols that fall into a reel after a tumble.
//
// Refill writes one symbol to every element of dst, which holds the new
// positions of the given reel from the lowest up: dst[0] lands lowest of the
// new positions, dst[len(dst)-1] highest (in the top row). [Step] calls it
// once for each reel that has empty positions, reels from left to right, with
// 1 ≤ len(dst) ≤ the screen's rows, so implementations that draw randomness
// draw it in a fixed order. Symbols written must be game symbols, not
// [slotmech.Empty].
//
// An error (a reel the refiller has no data for, a forced list that ran out)
// aborts the step; the screen is then partly refilled and the round must be
// abandoned. Refill should not allocate: a tumble step is a hot path.
type Refiller interface {
	Refill(reel int, dst []slotmech.Symbol, src rng.Source) error
}

// table names the data a constructor validates: the constructor, for an
// error's Op, and the data in the user's words, for its Field.
type table struct{ op, name string }

// err returns the *Error refusing the data of t at reel and entry (-1 for
// none), with the value at fault, the reason and the other package's error
// behind it (nil for none).
func (t table) err(reel, entry int, value, reason string, cause error) error {
	field := t.name
	if reel >= 0 {
		field += ": reel " + strconv.Itoa(reel)
		if entry >= 0 {
			field += " entry " + strconv.Itoa(entry)
		}
	}
	if cause == nil {
		cause = ErrInvalid
	}
	return &Error{Op: t.op, Field: field, Value: value, Reason: reason, Err: cause}
}

// checkReels validates the number of reels of a table.
func (t table) checkReels(n int) error {
	if n < 1 || n > slotmech.MaxReels {
		return t.err(-1, -1, strconv.Itoa(n),
			"has "+strconv.Itoa(n)+" reels, want 1 to "+strconv.Itoa(slotmech.MaxReels), nil)
	}
	return nil
}

// checkSymbols validates the symbols of one reel of a table: each must be a
// game symbol, 1 to MaxSymbols−1.
func (t table) checkSymbols(reel int, syms []slotmech.Symbol) error {
	for i, s := range syms {
		switch {
		case s == slotmech.Empty:
			return t.err(reel, i, "0", "symbol is Empty", nil)
		case s >= slotmech.MaxSymbols:
			return t.err(reel, i, strconv.Itoa(int(s)),
				"symbol "+strconv.Itoa(int(s))+" is not below "+strconv.Itoa(slotmech.MaxSymbols), nil)
		}
	}
	return nil
}

// reelError returns the error for a Refill call on a reel outside 0..n-1.
func reelError(reel, n int) error {
	r := strconv.Itoa(reel)
	return &Error{Op: "Refill", Field: "reel " + r, Value: r, Err: ErrReel,
		Reason: "reel " + r + ", refill data has " + strconv.Itoa(n) + " reels"}
}
