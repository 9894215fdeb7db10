package tumble

import (
	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
)

// Fall removes the positions in remove, except those showing a symbol in
// keep, and lets the remaining symbols of each reel fall to the bottom of the
// reel, keeping their order. The positions left at the top of each reel are
// [slotmech.Empty]. Positions of remove outside the screen are ignored.
//
// A position that is already Empty is a hole like a removed one: the symbols
// above it fall through it. Fall returns the positions whose symbols it
// actually removed: remove without kept symbols, Empty positions and positions
// outside the screen. It does not allocate.
func Fall(s *slotmech.Screen, remove slotmech.PosSet, keep slotmech.SymbolSet) slotmech.PosSet {
	removed, _ := tumble(s, remove, keep, false, nil, nil)
	return removed
}

// Step is one tumble step: [Fall], then every Empty position is refilled by
// r. For each reel with n empty positions (rows 0..n−1 after the fall), Step
// calls r.Refill once with a slice of n symbols, reels from left to right;
// the first symbol of the slice lands in row n−1, the last in row 0. (A
// [*StripRefill] is served directly from its strips' precomputed words
// instead of through Refill, with exactly the same result and cursor
// movement.) After a successful Step no position of the screen is Empty.
//
// Step with an empty remove set only fills the screen's Empty positions, so
// Step on a screen from [slotmech.NewScreen] draws a whole first screen from
// r.
//
// Step returns the positions removed (see Fall). If r fails, Step returns its
// error at once, leaving the screen partly refilled; the round must then be
// abandoned. Step itself does not allocate; but since the reels of s are
// handed to the Refiller interface, s escapes to the heap: keep the round's
// screen in a long-lived place (the game's round state) rather than in a
// fresh local variable per round.
func Step(s *slotmech.Screen, remove slotmech.PosSet, keep slotmech.SymbolSet, r Refiller, src rng.Source) (slotmech.PosSet, error) {
	return tumble(s, remove, keep, true, r, src)
}

// tumble is [Fall] (refill false; r and src are then unused) and [Step]
// (refill true). It works on one reel at a time as a reel word (see
// reelword.go): it loads and stores the reel here and leaves the fall to
// fallReel, a leaf function whose loops keep their values in registers.
func tumble(s *slotmech.Screen, remove slotmech.PosSet, keep slotmech.SymbolSet, refill bool, r Refiller, src rng.Source) (slotmech.PosSet, error) {
	// A *StripRefill is refilled without the Refill call: the symbols that
	// fall in are, top row first, a run of its strip (see
	// StripRefill.fill), which goes straight into the reel word. The
	// result, the moved top and, for a reel without a strip (fill reports
	// false), the error are those of Refill and the reversal below.
	strips, _ := r.(*StripRefill)
	live := liveRows(s.Rows())
	var removed slotmech.PosSet
	for reel := range s.Reels() {
		// reel < MaxReels, so the shift is below 64 ("& 63" tells the
		// compiler so); remove>>sh is remove.Reel(reel).
		sh := uint(reel*slotmech.MaxRows) & 63
		col := s.Reel(reel)
		n := len(col)
		var w uint64
		if n >= 4 {
			// Two four-byte loads, one at each end; they overlap for
			// fewer than eight rows, and OR-ing a byte with itself
			// changes nothing. n ≤ MaxRows: the shift is at most 32.
			w = uint64(le32(col)) | uint64(le32(col[n-4:]))<<((8*(n-4))&63)
		} else {
			w = loadShort(col)
		}
		rows := uint8(remove >> sh)
		if rows == 0 && live&^occupied(w) == 0 {
			continue // nothing to remove and no Empty: nothing moves
		}
		w, rm, holes := fallReel(w, rows, live, keep)
		removed |= slotmech.PosSet(rm) << sh
		if holes == 0 {
			continue // nothing fell, nothing to refill
		}
		fromStrip := false
		if strips != nil {
			var add uint64
			add, fromStrip = strips.fill(reel, holes)
			w |= add // into the zero bytes on top; add is 0 if !fromStrip
		}
		if n >= 4 {
			// The converse of the load: the overlapping bytes of the
			// two stores get the same values.
			put32(col, uint32(w))
			put32(col[n-4:], uint32(w>>((8*(n-4))&63)))
		} else {
			storeShort(col, w)
		}
		if !refill || fromStrip {
			continue
		}
		dst := col[:holes]
		if err := r.Refill(reel, dst, src); err != nil {
			return removed, err
		}
		// dst[0] lands lowest: reverse the slice into row order (top first).
		for i, j := 0, holes-1; i < j; i, j = i+1, j-1 {
			dst[i], dst[j] = dst[j], dst[i]
		}
	}
	return removed, nil
}
