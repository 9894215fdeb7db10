package linewords

import (
	"math/bits"
	"strconv"

	"github.com/slotmech/slotmech"
)

// candidates returns the lanes of the starts of runs of minRun reels that the
// filter lets through on a line whose classes are packed in classes, byte k
// the class of the symbol on reel k. Bytes from Reels up must be 0.
func (e *Evaluator) candidates(classes uint64) uint64 {
	// Byte s of window: the class bits that reels s, s+1 and s+2 all show,
	// or only s and s+1, or s, when runs of one or two reels pay (or-ing
	// whole[n], all ones then, makes a step change nothing). Past the last
	// start the bytes run into the empty bytes beyond the last reel, and
	// startLanes drops them.
	window := classes & (classes>>8 | e.whole[0])
	window &= window>>8 | e.whole[1]
	return nonzeroBytes(window) & e.startLanes
}

// ScreenFilter is the data of the screen filter.
type ScreenFilter struct {
	class     [1 << 8]uint64                              // the class of every symbol value: 0, one bit, or all (the wild)
	spread    [slotmech.MaxReels][slotmech.MaxRows]uint64 // spread[reel][row]: 1 at the slot of every line on that row of reel
	starts    uint64                                      // bit s: a paying run of minRun reels may start on reel s
	startMask [slotmech.MaxReels]uint64                   // startMask[s]: all ones if bit s of starts is set, else 0
}

// ReelFilter returns the screen filter's word of reel (from 0) showing the
// reel word w: row i's symbol in byte i, as [slotmech.Screen.ReelWord]
// packs it (bytes below the last row are ignored). It depends on the reel
// and its symbols only, so a strip game can compute the word of every stop
// of every reel once; [Evaluator.MayPayFilters] then tells from the words of
// a screen's reels whether it may pay. It panics if reel is outside the
// screen.
func (e *Evaluator) ReelFilter(reel int, w uint64) uint64 {
	if uint(reel) >= uint(e.reels) {
		badReel(reel, e.reels)
	}
	return e.sf.word(reel&(slotmech.MaxReels-1), w, e.rows)
}

// word is ReelFilter for a reel of the screen (below MaxReels) with rows
// rows.
func (f *ScreenFilter) word(reel int, w uint64, rows int) uint64 {
	sp := &f.spread[reel]
	var word uint64
	for row := range rows {
		// The slots do not overlap and a class fits in one: the product
		// copies the class into each slot of sp, with no carry. row <
		// MaxRows: the masks change nothing but spare the checks.
		word |= f.class[uint8(w>>(8*row&63))] * sp[row&(slotmech.MaxRows-1)]
	}
	return word
}

// badReel panics for a reel outside the screen's n reels.
func badReel(reel, n int) {
	panic("lines: ReelFilter of reel " + strconv.Itoa(reel) + ", evaluator has " + strconv.Itoa(n))
}

// MayPayFilters reports whether a screen whose reels have the filter words
// words (words[r] = ReelFilter(r, the word of reel r), one per reel) may
// pay: false means that no line of it pays, and [Evaluator.Evaluate] would
// find nothing. true means that some line shows a run of MinRun reels, one
// of which the direction lets pay, of one symbol (or symbols sharing a
// filter bit) and wilds; such a screen pays for a game like Crystal Spin
// (each line with a slot of its own, each paying symbol a bit of its own,
// every symbol paying from MinRun on, runs of wilds only paying), and may
// not otherwise. It panics if words has fewer words than there are reels.
func (e *Evaluator) MayPayFilters(words []uint64) bool {
	words = words[:e.reels]
	if e.minRun == 3 && len(words) >= 3 {
		// The common case (runs of 3 pay), without a branch on the
		// words: the AND of every three consecutive words, kept if a
		// run may start there. The loop's trip count is the evaluator's.
		masks := &e.sf.startMask
		var any uint64
		for s := range len(words) - 2 {
			any |= words[s] & words[s+1] & words[s+2] & masks[s&(slotmech.MaxReels-1)]
		}
		return any != 0
	}
	var w [slotmech.MaxReels]uint64
	copy(w[:], words)
	return e.mayPay(&w)
}

// MayPayWith splits MayPayFilters around one reel, for a caller that moves
// that reel through many stops while the others stand still (exact
// analysis moves the last reel fastest): given the filter words of the
// other reels (words[reel] is not read), a screen that shows word f on reel
// may pay exactly when
//
//	always || f&need != 0
//
// which is MayPayFilters of the words with f in place, computed once for
// all the stops of reel. The filter is an OR over the runs the direction
// allows of the AND of their reels' words; the runs without reel give
// always, and the AND distributes over the OR of the runs with reel, whose
// other words AND and OR into need. It panics if words has fewer words than
// there are reels, or reel is outside the screen.
func (e *Evaluator) MayPayWith(words []uint64, reel int) (always bool, need uint64) {
	if uint(reel) >= uint(e.reels) {
		badReel(reel, e.reels)
	}
	const last = slotmech.MaxReels - 1
	var w [slotmech.MaxReels]uint64
	copy(w[:], words[:e.reels])
	m := e.minRun
	var rest uint64
	for starts := e.sf.starts; starts != 0; starts &= starts - 1 {
		s := bits.TrailingZeros64(starts)
		and := ^uint64(0)
		for k := range m {
			if s+k != reel {
				and &= w[(s+k)&last]
			}
		}
		if s <= reel && reel < s+m {
			need |= and
		} else {
			rest |= and
		}
	}
	return rest != 0, need
}

// mayPay is MayPayFilters on an array of words: for each start the
// direction allows, the AND of the words of the minRun reels from it. The
// indices are masked to the array, which changes none of them (a run ends
// by the last reel) but spares the bounds checks.
func (e *Evaluator) mayPay(w *[slotmech.MaxReels]uint64) bool {
	const last = slotmech.MaxReels - 1
	m := e.minRun
	for starts := e.sf.starts; starts != 0; starts &= starts - 1 {
		s := bits.TrailingZeros64(starts)
		and := w[s&last]
		for k := 1; k < m; k++ {
			and &= w[(s+k)&last]
		}
		if and != 0 {
			return true
		}
	}
	return false
}

// MayPay reports whether screen s may pay, by [Evaluator.MayPayFilters] of
// the filter words of its reels: a screen for which it is false pays
// nothing. It is a few word operations per reel, cheaper than Evaluate,
// for a caller that would otherwise evaluate every screen. It panics if s
// is not Reels × Rows.
func (e *Evaluator) MayPay(s *slotmech.Screen) bool {
	if s.Reels() != e.reels || s.Rows() != e.rows {
		panic("lines: screen is " + strconv.Itoa(s.Reels()) + "x" + strconv.Itoa(s.Rows()) +
			", evaluator wants " + strconv.Itoa(e.reels) + "x" + strconv.Itoa(e.rows))
	}
	var w [slotmech.MaxReels]uint64
	for reel := range e.reels {
		w[reel&(slotmech.MaxReels-1)] = e.sf.word(reel&(slotmech.MaxReels-1), s.ReelWord(reel), e.rows)
	}
	return e.MayPayFilters(w[:e.reels])
}
