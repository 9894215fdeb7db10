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
	var removed slotmech.PosSet
	for reel := range s.Reels() {
		rm, _ := fallReel(s.Reel(reel), remove.Reel(reel), keep)
		removed |= slotmech.PosSet(rm) << (reel * slotmech.MaxRows)
	}
	return removed
}

// Step is one tumble step: [Fall], then every Empty position is refilled by
// r. For each reel with n empty positions (rows 0..n−1 after the fall), Step
// calls r.Refill once with a slice of n symbols, reels from left to right;
// the first symbol of the slice lands in row n−1, the last in row 0. After a
// successful Step no position of the screen is Empty.
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
	var removed slotmech.PosSet
	for reel := range s.Reels() {
		col := s.Reel(reel)
		rm, holes := fallReel(col, remove.Reel(reel), keep)
		removed |= slotmech.PosSet(rm) << (reel * slotmech.MaxRows)
		if holes == 0 {
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

// fallReel does the fall on one reel, col given top to bottom. rows is the
// mask of rows to remove. It returns the mask of rows whose symbols were
// removed and the number of holes, which after the fall are rows 0..holes−1.
//
// One pass from the bottom up moves each survivor straight to its final row
// (w counts down from the bottom); survivors never move up, so a symbol is
// always read before its row is overwritten.
func fallReel(col []slotmech.Symbol, rows uint8, keep slotmech.SymbolSet) (removed uint8, holes int) {
	w := len(col)
	for i := len(col) - 1; i >= 0; i-- {
		c := col[i]
		if c == slotmech.Empty {
			continue
		}
		if rows&(1<<i) != 0 {
			if !keep.Has(c) {
				removed |= 1 << i
				continue
			}
		}
		w--
		col[w] = c
	}
	clear(col[:w])
	return removed, w
}
