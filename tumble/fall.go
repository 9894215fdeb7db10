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
// the first symbol of the slice lands in row n−1, the last in row 0. The
// provided [StripRefill], [WeightedRefill] and [ClassRefill] take faster
// paths that give exactly the same symbols from the same draws, without
// the slice, except that a ClassRefill fills the holes of every reel after
// all the falls, in this order, packing its draws across reels (see
// [ClassRefill]). After a successful Step no position of the screen is
// Empty.
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
//
// blocked is [slotmech.Empty] for a screen whose reels all show every row.
// Any other symbol is the blocked symbol of a screen of variable reel
// heights (see [Strips.WindowHeights]): positions showing it are fixed,
// never removed, never moved and never refilled, so every reel keeps its
// height; the other symbols of each reel fall past them to the lowest
// positions that are not blocked, keeping their order, and every Empty
// position that is not blocked is refilled by r, reels from left to right,
// the lowest new position first (the first symbol of each Refill lands
// lowest, as above). On a reel whose blocked positions are its top rows
// (the usual shorter reel) the new positions are one run of rows, and
// r.Refill is called once for the reel, with them; were blocked positions
// to sit between new ones, it is called once for each run of new
// positions, the lowest run first, which fills them in the same order. A
// [StripRefill] reset to the stops of [Strips.WindowHeights] refills from
// the strips above each shortened window. With a blocked symbol the fast
// paths of the provided refillers are not taken: every reel goes through
// Refill.
func Step(s *slotmech.Screen, remove slotmech.PosSet, keep slotmech.SymbolSet, blocked slotmech.Symbol, r Refiller, src rng.Source) (slotmech.PosSet, error) {
	if blocked != slotmech.Empty {
		return stepBlocked(s, remove, keep, blocked, r, src)
	}
	return tumble(s, remove, keep, true, r, src)
}

// tumble is [Fall] (refill false; r and src are then unused) and [Step]
// (refill true). It works on one reel at a time as a reel word (see
// reelword.go): it loads and stores the reel here, one word each way
// ([slotmech.Screen.ReelWord], [slotmech.Screen.SetReelWord]), and leaves
// the fall to fallReel, a leaf function whose loops keep their values in
// registers.
func tumble(s *slotmech.Screen, remove slotmech.PosSet, keep slotmech.SymbolSet, refill bool, r Refiller, src rng.Source) (slotmech.PosSet, error) {
	// A reelFiller fills the holes of the reel word itself; the result,
	// the draws and the errors are those of Refill and the reversal below.
	var filler reelFiller
	var screen screenFiller
	if refill {
		// One type switch: the runtime caches which case a refiller's
		// type takes, so the discovery costs one look-up a step.
		switch f := r.(type) {
		case screenFiller:
			screen = f
		case reelFiller:
			filler = f
		}
	}
	var holesOf uint64                  // for a screenFiller: byte r, the holes of reel r
	var words [slotmech.MaxReels]uint64 // for a screenFiller: the words after the fall
	nRows := s.Rows()
	live := liveRows(nRows)
	// The bytes of a reel word below the screen's last row are zero (see
	// slotmech.Screen.ReelWord); masking them makes that independent of
	// the screen, and they stay zero through the fall.
	rowBytes := (live >> 7) * 0xff
	var removed slotmech.PosSet
	for reel := range s.Reels() {
		// reel < MaxReels, so the shift is below 64 ("& 63" tells the
		// compiler so); remove>>sh is remove.Reel(reel).
		sh := uint(reel*slotmech.MaxRows) & 63
		w := s.ReelWord(reel) & rowBytes
		rows := uint8(remove >> sh)
		if rows == 0 && live&^occupied(w) == 0 {
			continue // nothing to remove and no Empty: nothing moves
		}
		var rm uint8
		holes := nRows // an all-Empty reel (a first screen) has nothing to fall
		if w != 0 {
			w, rm, holes = fallReel(w, rows, live, keep)
		}
		removed |= slotmech.PosSet(rm) << sh
		if holes == 0 {
			continue // nothing fell, nothing to refill
		}
		if screen != nil {
			words[reel&(slotmech.MaxReels-1)] = w
			holesOf |= uint64(holes) << sh
			continue
		}
		if filler != nil {
			// The holes are the zero bytes of rows 0…holes−1. On an
			// error the reel keeps its word after the fall.
			filled, err := filler.fillReel(reel, holes, w, src)
			if err != nil {
				s.SetReelWord(reel, w)
				return removed, err
			}
			s.SetReelWord(reel, filled)
			continue
		}
		s.SetReelWord(reel, w)
		if !refill {
			continue
		}
		dst := s.Reel(reel)[:holes]
		if err := r.Refill(reel, dst, src); err != nil {
			return removed, err
		}
		// dst[0] lands lowest: reverse the slice into row order (top first).
		for i, j := 0, holes-1; i < j; i, j = i+1, j-1 {
			dst[i], dst[j] = dst[j], dst[i]
		}
	}
	if holesOf != 0 {
		if err := screen.fillScreen(s, words, holesOf, src); err != nil {
			for reel := range s.Reels() {
				if byte(holesOf>>(8*reel&63)) != 0 {
					s.SetReelWord(reel, words[reel&(slotmech.MaxReels-1)])
				}
			}
			return removed, err
		}
	}
	return removed, nil
}
