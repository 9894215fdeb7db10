package tumble

import (
	"strconv"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
)

// Variable reel heights. A game whose reels show a different number of rows
// on each spin (Megaways-style) keeps its screen a fixed Reels × Rows value
// and closes the top positions of a shorter reel with a symbol of its own,
// its blocked symbol: a reel of height h shows blocked in rows 0 to
// Rows−h−1. The evaluators see it as a symbol that pays nothing (package
// ways counts the ways of such a screen, the product of the heights), and
// the functions below tumble such a screen within each reel's height.

// block prepares s for a spin of variable heights: on each reel r the top
// s.Rows()−heights[r] positions show blocked and the others are
// slotmech.Empty, so that [Step] with no positions to remove lands
// the spin's first screen from any refiller. It panics if heights is not
// one height per reel, each from 1 to s.Rows(), or blocked is
// slotmech.Empty.
func block(s *slotmech.Screen, heights []int, blocked slotmech.Symbol) {
	if len(heights) != s.Reels() || blocked == slotmech.Empty {
		panic("tumble: Block: " + strconv.Itoa(len(heights)) + " heights for " + strconv.Itoa(s.Reels()) + " reels, or an Empty blocked symbol")
	}
	rows := s.Rows()
	for reel, h := range heights {
		if h < 1 || h > rows {
			panic("tumble: Block: height " + strconv.Itoa(h) + " of reel " + strconv.Itoa(reel) + " is outside 1.." + strconv.Itoa(rows))
		}
		col := s.Reel(reel)
		for row := range col {
			if row < rows-h {
				col[row] = blocked
			} else {
				col[row] = slotmech.Empty
			}
		}
	}
}

// heights writes the height of every reel of s into dst (one per reel,
// which it returns): the positions that do not show blocked. It does not
// allocate when dst has room for s.Reels() heights.
func heights(dst []int, s *slotmech.Screen, blocked slotmech.Symbol) []int {
	dst = dst[:0]
	for reel := range s.Reels() {
		h := 0
		for _, sym := range s.Reel(reel) {
			if sym != blocked {
				h++
			}
		}
		dst = append(dst, h)
	}
	return dst
}

// fallBlocked is [Fall] on a screen of variable reel heights: positions
// showing blocked are fixed. They are never removed and never move, and
// the other symbols of each reel fall past them to the lowest positions
// that are not blocked, keeping their order; the highest positions that
// are not blocked are left [slotmech.Empty]. On a reel whose blocked
// positions are its top rows (the usual shorter reel) the symbols fall
// within the reel's height. Positions showing a symbol of keep are not
// removed either, and fall like any other.
//
// It returns the positions whose symbols it removed, as Fall does. With
// blocked slotmech.Empty nothing is blocked and it is Fall. It does not
// allocate.
func fallBlocked(s *slotmech.Screen, remove slotmech.PosSet, keep slotmech.SymbolSet, blocked slotmech.Symbol) slotmech.PosSet {
	if blocked == slotmech.Empty {
		return Fall(s, remove, keep)
	}
	var removed slotmech.PosSet
	for reel := range s.Reels() {
		col := s.Reel(reel)
		rm := remove.Reel(reel)
		// Walk the reel from the bottom, writing survivors to the lowest
		// open position not yet written.
		to := len(col) - 1
		for from := len(col) - 1; from >= 0; from-- {
			sym := col[from]
			switch {
			case sym == blocked:
				continue
			case sym == slotmech.Empty:
			case rm&(1<<from) != 0 && !keep.Has(sym):
				removed = removed.With(slotmech.At(reel, from))
			default:
				for col[to] == blocked {
					to--
				}
				col[to] = sym
				to--
				continue
			}
		}
		for ; to >= 0; to-- {
			if col[to] != blocked {
				col[to] = slotmech.Empty
			}
		}
	}
	return removed
}

// stepBlocked is [Step] with a blocked symbol other than Empty: fallBlocked,
// then every Empty position that is not blocked is refilled by r (see Step).
// With an empty remove set it fills the screen that block prepared. It
// returns the positions removed, and r's error at once if a refill fails
// (the screen is then partly refilled and the round must be abandoned).
// Like Step it does not allocate itself.
func stepBlocked(s *slotmech.Screen, remove slotmech.PosSet, keep slotmech.SymbolSet, blocked slotmech.Symbol, r Refiller, src rng.Source) (slotmech.PosSet, error) {
	removed := fallBlocked(s, remove, keep, blocked)
	for reel := range s.Reels() {
		col := s.Reel(reel)
		for hi := len(col); hi > 0; {
			// Find the lowest run [lo, hi) of Empty positions at or above hi.
			for hi > 0 && col[hi-1] != slotmech.Empty {
				hi--
			}
			lo := hi
			for lo > 0 && col[lo-1] == slotmech.Empty {
				lo--
			}
			if lo == hi {
				break
			}
			dst := col[lo:hi]
			if err := r.Refill(reel, dst, src); err != nil {
				return removed, err
			}
			// dst[0] lands lowest: reverse the slice into row order.
			for i, j := 0, len(dst)-1; i < j; i, j = i+1, j-1 {
				dst[i], dst[j] = dst[j], dst[i]
			}
			hi = lo
		}
	}
	return removed, nil
}
