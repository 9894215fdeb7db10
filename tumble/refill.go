package tumble

import (
	"fmt"
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

// checkReels validates the number of reels of a table.
func checkReels(table string, n int) error {
	if n < 1 || n > slotmech.MaxReels {
		return &DataError{Table: table, Reel: -1, Index: -1,
			Reason: "has " + strconv.Itoa(n) + " reels, want 1 to " + strconv.Itoa(slotmech.MaxReels)}
	}
	return nil
}

// checkSymbols validates the symbols of one reel of a table: each must be a
// game symbol, 1 to MaxSymbols−1.
func checkSymbols(table string, reel int, syms []slotmech.Symbol) error {
	for i, s := range syms {
		switch {
		case s == slotmech.Empty:
			return &DataError{Table: table, Reel: reel, Index: i, Reason: "symbol is Empty"}
		case s >= slotmech.MaxSymbols:
			return &DataError{Table: table, Reel: reel, Index: i,
				Reason: "symbol " + strconv.Itoa(int(s)) + " is not below " + strconv.Itoa(slotmech.MaxSymbols)}
		}
	}
	return nil
}

// reelError returns the error for a Refill call on a reel outside 0..n-1.
func reelError(reel, n int) error {
	return fmt.Errorf("%w: reel %d, refill data has %d reels", ErrReel, reel, n)
}
