package lines

import (
	"cmp"
	"math/bits"
	"slices"
	"strconv"

	"github.com/slotmech/slotmech"
)

// Most lines of most screens pay nothing, so Evaluate first runs every line
// through a cheap filter and searches only the lines that pass.
//
// The filter maps every symbol to a class, a byte: each symbol that pays gets
// one bit, the wild gets all eight bits, and a symbol that pays nothing gets
// none. Reels can be part of one run only if the classes they show have a bit
// in common. On a line whose classes are packed into a word (byte k: reel k),
// the and of the word shifted by 0, 1 and 2 bytes therefore has a non-zero
// byte s only if reels s, s+1 and s+2 may start a run: the first three reels
// of a paying run (or all of it, when runs of one or two reels pay). With
// one-hot classes the test is exact: A W B, two paying symbols around a wild,
// shares no bit, while A W A and W W W do.
//
// With more than eight paying symbols some must share a bit, and the filter
// then lets through some lines that cannot pay (which the search that
// follows finds out). It never rejects a line that can pay: a paying run
// shows wilds and at most one symbol x, which pays and so has a class bit
// that every reel of the run shows; a run of wilds only shows all bits.

// fillFilter fills e.class, e.startLanes and e.whole for a game with the given
// wild (or Empty) and direction; e.pays, e.reels and e.minRun must be set.
//
// The symbols that pay get bits in increasing order of their largest factor:
// as long as there are bits to spare each gets its own, and the rest share
// the remaining bits in turn. So the symbols that pay most, usually the
// rarest, share bits, two to a bit where possible, which keeps the lines let
// through in vain few.
func (e *Evaluator) fillFilter(wild slotmech.Symbol, direction Direction) {
	paying := e.paying()
	for i, sym := range paying {
		e.class[sym] = 1 << classBit(i, len(paying), 8)
	}
	if wild != slotmech.Empty {
		e.class[wild] = 0xff
	}

	last := e.reels - e.minRun // the last start of a run of minRun reels
	switch direction {
	case LeftToRight:
		e.startLanes = lane(0)
	case RightToLeft:
		e.startLanes = lane(last)
	case BothWays:
		e.startLanes = lane(0) | lane(last)
	case AnyRun:
		e.startLanes = firstLanes(last + 1)
	}
	for n := range e.whole {
		if e.minRun <= n+1 {
			e.whole[n] = ^uint64(0)
		}
	}
}

// paying returns the symbols that pay, in increasing order of their
// largest factor (the order in which they get filter bits).
func (e *Evaluator) paying() []int {
	var paying []int
	for sym := range e.pays {
		if e.pays[sym][e.reels] > 0 { // pays never decrease with length
			paying = append(paying, sym)
		}
	}
	slices.SortStableFunc(paying, func(a, b int) int {
		return cmp.Compare(e.pays[a][e.reels], e.pays[b][e.reels])
	})
	return paying
}

// classBit returns the bit, of width bits, of the i-th of n paying symbols
// (in the order of paying): with n <= width every symbol has a bit of its
// own; otherwise the first own = 2·width − n (at least 0) keep their own
// and the others share the remaining bits in turn, two or more to a bit.
func classBit(i, n, width int) int {
	own := max(0, min(width, 2*width-n)) // symbols with a bit of their own
	if i < own {
		return i
	}
	return own + (i-own)%(width-own)
}

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

// The screen filter (Evaluator.MayPay) answers "can any line of this screen
// pay?" from one word per reel, so that a caller that knows the words of its
// reels (a strip game knows them for every stop) can skip a screen with a
// few ANDs.
//
// It uses the same idea as the line filter above, with every line at once:
// a reel's filter word has a slot of width bits for each line (line l in
// slot l mod slots), holding the classes of the symbols the line crosses on
// that reel (a symbol that pays has one of width bits, the wild all of
// them). A run of minRun reels from reel s may pay on some line only if the
// AND of the words of reels s … s+minRun−1 is not zero; the screen may pay
// only if that holds for a start the direction allows. With every line in a
// slot of its own and every paying symbol a bit of its own (Crystal Spin:
// 5 lines, 10 symbols) the test is exact for a game whose symbols all pay
// from minRun and whose wilds-only runs pay; otherwise it lets through some
// screens that cannot pay, and never rejects one that can.

// screenFilter is the data of the screen filter.
type screenFilter struct {
	class     [1 << 8]uint64                              // the class of every symbol value: 0, one bit, or all (the wild)
	spread    [slotmech.MaxReels][slotmech.MaxRows]uint64 // spread[reel][row]: 1 at the slot of every line on that row of reel
	starts    uint64                                      // bit s: a paying run of minRun reels may start on reel s
	startMask [slotmech.MaxReels]uint64                   // startMask[s]: all ones if bit s of starts is set, else 0
}

// fillScreenFilter fills e.sf; e.pays, e.reels, e.rows, e.minRun and
// e.lines must be set.
func (e *Evaluator) fillScreenFilter(cfg *Config) {
	f := &e.sf
	paying := e.paying()
	nLines := len(cfg.Lines)
	// width bits per slot: a bit per paying symbol if the lines leave room
	// (at most 16), else at least 8 (or one per symbol, if fewer), with
	// lines sharing slots.
	p := max(1, min(len(paying), 16))
	width := max(min(p, 64/nLines), min(p, 8))
	slots := 64 / width
	for i, sym := range paying {
		f.class[sym] = 1 << classBit(i, len(paying), width)
	}
	if cfg.Wild != slotmech.Empty {
		f.class[cfg.Wild] = 1<<width - 1
	}
	for l, rows := range cfg.Lines {
		for reel, row := range rows {
			f.spread[reel][row] |= 1 << (width * (l % slots))
		}
	}
	last := e.reels - e.minRun // the last start of a run of minRun reels
	switch cfg.Direction {
	case LeftToRight:
		f.starts = 1
	case RightToLeft:
		f.starts = 1 << last
	case BothWays:
		f.starts = 1 | 1<<last
	case AnyRun:
		f.starts = 1<<(last+1) - 1
	}
	for s := range f.startMask {
		if f.starts>>s&1 != 0 {
			f.startMask[s] = ^uint64(0)
		}
	}
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
func (f *screenFilter) word(reel int, w uint64, rows int) uint64 {
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
