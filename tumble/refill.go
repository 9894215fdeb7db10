package tumble

import (
	"strconv"

	"fmt"
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

// reelFiller is an optional interface of a [Refiller]: one that can fill a
// whole reel at once, working on the reel word (one byte per row, row i in
// byte i, as [slotmech.Screen.ReelWord] packs it) instead of a slice of
// symbols. [Step] discovers it, as io.Copy discovers an io.WriterTo, and
// calls fillReel instead of Refill for every reel with holes.
//
// fillReel gets the reel word after the fall, whose rows 0…holes−1 (the top
// ones, 1 ≤ holes ≤ the screen's rows) are zero ([slotmech.Empty]), and
// returns the word with those rows filled and the other bytes unchanged
// (the provided refillers panic for holes outside 1…MaxRows). It
// must fill exactly what Refill(reel, dst, src) with len(dst) = holes would
// put there, taking the same values from src in the same order: dst[0],
// the first symbol drawn, lands lowest, in row holes−1, and dst[holes−1] in
// row 0. So a game's rounds, and its recorded draws, do not depend on which
// of the two methods Step calls. On an error (a reel the refiller has no
// data for) the returned word is not used.
//
// A refill that draws one symbol at a time gains little, but one that can
// build the word directly (a run of a reel strip, [StripRefill]) or draw in
// a tight loop without a call per symbol ([WeightedRefill], [ClassRefill])
// saves the slice, the reversal and the calls.
type reelFiller interface {
	fillReel(reel, holes int, word uint64, src rng.Source) (uint64, error)
}

// screenFiller is an optional interface of a [Refiller]: one that fills
// the holes of every reel of a step in one call, so that its draws may span
// reels. [Step] discovers it, before [reelFiller], and after the fall of
// every reel calls fillScreen once (if there is any hole) instead of Refill
// or fillReel.
//
// fillScreen gets the reel words after the fall (words[r] for reel r, in
// the form of [slotmech.Screen.ReelWord]; zero past the screen's reels)
// and holes, whose byte r is the number of holes of reel r (0 for a reel
// without), 0 to the screen's rows: its top rows 0…h−1, zero bytes
// ([slotmech.Empty]) in words[r]. It fills every hole of words with a game
// symbol and stores the filled word of every reel with holes in s
// ([slotmech.Screen.SetReelWord]); s still shows those reels as they were
// before the fall, and its other reels are already final. Unlike fillReel
// it need not take the values Refill would take reel by reel: a
// screenFiller documents its own draws ([ClassRefill] packs the class
// draws of all the step's cells, where Refill packs those of one reel). On
// an error Step stores the words after the fall, holes included; the round
// must be abandoned.
type screenFiller interface {
	fillScreen(s *slotmech.Screen, words [slotmech.MaxReels]uint64, holes uint64, src rng.Source) error
}

// table names the data a constructor validates: the constructor, for an
// error's Op, and the data in the user's words, for its Field.
type table struct{ op, name string }

// err returns the *slotmech.Error refusing the data of t at reel and entry (-1 for
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
		return &slotmech.Error{Op: t.op, Field: field, Value: value, Reason: reason, Err: ErrConfig}
	}
	return &slotmech.Error{Op: t.op, Field: field, Value: value, Reason: reason + ": " + cause.Error(), Err: fmt.Errorf("%w: %w", ErrConfig, cause)}
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
	return inputFailure("Refill", "reel "+r, r, reelOutOfRange, "refill data has "+strconv.Itoa(n)+" reels")
}

// checkHoles panics unless 1 ≤ holes ≤ MaxRows, the holes a fillReel call
// may be given: any other number is a programming error of the caller
// ([Step] never makes it).
func checkHoles(holes int) {
	if uint(holes-1) >= slotmech.MaxRows {
		badHoles(holes)
	}
}

// badHoles panics for checkHoles, out of line so that checkHoles inlines.
func badHoles(holes int) {
	panic("tumble: FillReel with " + strconv.Itoa(holes) + " holes, want 1 to " + strconv.Itoa(slotmech.MaxRows))
}
