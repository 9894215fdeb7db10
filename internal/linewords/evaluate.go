package linewords

import (
	"math/bits"
	"strconv"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/winadd"
)

// run is a candidate run of a line: reels [start, start+length) paying
// factor as sym.
type run struct {
	factor        slotmech.Factor
	start, length int
	sym           slotmech.Symbol
}

// consider returns the better of b and the run (factor, start, length,
// sym): the run if it pays more, or pays the same and is longer, or pays the
// same, is as long and starts further left. A run that pays nothing is never
// better.
func (b run) consider(factor slotmech.Factor, start, length int, sym slotmech.Symbol) run {
	if factor == 0 || factor < b.factor {
		return b
	}
	if factor == b.factor && (length < b.length || length == b.length && start >= b.start) {
		return b
	}
	return run{factor: factor, start: start, length: length, sym: sym}
}

// Evaluate is lines.Evaluator.Evaluate: it finds the highest win of every line of screen s and stores the
// wins, their total and their positions in r, replacing what r held. It
// allocates only to grow r.Wins, so evaluating into a kept Result soon
// allocates nothing.
//
// It panics if s is not Reels × Rows, the size of the configuration.
func Evaluate(e *Evaluator, s *slotmech.Screen, r *slotmech.Result) {
	if s.Reels() != e.reels || s.Rows() != e.rows {
		panic("lines: screen is " + strconv.Itoa(s.Reels()) + "x" + strconv.Itoa(s.Rows()) +
			", evaluator wants " + strconv.Itoa(e.reels) + "x" + strconv.Itoa(e.rows))
	}
	r.Wins = r.Wins[:0]
	r.Total = 0
	r.Positions = 0

	// Read each reel as one word, byte i for row i (see
	// slotmech.Screen.ReelWord), then pack the classes (see filter.go) of
	// each row into one word, byte k for reel k (there are at most 8
	// reels). Going from the last reel to the first and shifting the word
	// up a byte before adding the next reel leaves reel k in byte k.
	var reelWords [slotmech.MaxReels]uint64
	reels := reelWords[:e.reels]
	for reel := range reels {
		reels[reel] = s.ReelWord(reel)
	}
	var classWords [slotmech.MaxRows]uint64
	rows := classWords[:e.rows]
	for row := range rows {
		shift := uint(8*row) & 63 // row < MaxRows = 8: the mask changes nothing but spares a check of the shift
		var classes uint64
		for reel := len(reels) - 1; reel >= 0; reel-- {
			classes = classes<<8 | uint64(e.class[uint8(reels[reel]>>shift)])
		}
		rows[row] = classes
	}

	lines := e.lines // a local copy: the stores to r below cannot change it
	for i := range lines {
		l := &lines[i]
		lanes := l.lanes[:len(rows)]
		var classes uint64 // the line's classes, byte k for reel k
		for row, w := range rows[:len(lanes)] {
			classes |= w & lanes[row]
		}
		candidates := e.candidates(classes)
		if candidates == 0 {
			continue // the common case: no run long enough to pay
		}
		var syms uint64 // the line's symbols, byte k for reel k
		for reel, shift := range l.shifts[:len(reels)] {
			// shift < 64 and reel < MaxReels = 8: the masks change
			// nothing but spare checks of the shifts.
			syms |= (reels[reel] >> (shift & 63) & 0xff) << (8 * reel & 63)
		}
		addWin(e, i, syms, candidates, r)
	}
}

// addWin adds to r the highest win of line i, which shows syms (byte k: the
// symbol on reel k) and whose filter let through the starts candidates, if
// it pays.
func addWin(e *Evaluator, i int, syms, candidates uint64, r *slotmech.Result) {
	wilds := zeroBytes(syms^e.wildBytes) & e.wildLanes // the lanes of the reels showing the wild
	b := e.best(syms, wilds, candidates)
	if b.factor == 0 {
		return // the filter let through a line that cannot pay
	}
	l := &e.lines[i]
	pos := l.span[b.start+b.length] &^ l.span[b.start]
	winadd.Add(r, slotmech.Win{Line: i, Symbol: b.sym, Count: b.length, Factor: b.factor, Positions: pos}) // New bounded the sum of the lines' largest factors
}

// LineWordsLen returns the number of line words of a screen: 2 × NumLines.
func (e *Evaluator) LineWordsLen() int { return 2 * len(e.lines) }

// ReelLineWords sets dst, of LineWordsLen words, to the part of the line
// words (see EvaluateLineWords) that reel (from 0) contributes when it shows
// the reel word w (row i's symbol in byte i, as [slotmech.Screen.ReelWord]
// packs it): for each line l, the filter class of the symbol on the line's
// row of that reel in byte reel of dst[2l], and the symbol in byte reel of
// dst[2l+1]; the other bytes are 0. The line words of a screen are the OR
// of the parts of its reels. It panics if reel is outside the screen or dst
// is shorter than LineWordsLen.
func (e *Evaluator) ReelLineWords(reel int, w uint64, dst []uint64) {
	if uint(reel) >= uint(e.reels) {
		badReel(reel, e.reels)
	}
	dst = dst[:2*len(e.lines)]
	at := 8 * reel & 63 // reel < MaxReels = 8
	for i := range e.lines {
		sym := uint8(w >> (e.lines[i].shifts[reel] & 63))
		dst[2*i] = uint64(e.class[sym]) << at
		dst[2*i+1] = uint64(sym) << at
	}
}

// EvaluateLineWords is [Evaluate] for the screen whose line words
// are words: the OR of [Evaluator.ReelLineWords] of each of its reels. It
// stores the same wins, total and positions in r as Evaluate of that screen
// would, replacing what r held, and allocates only to grow r.Wins. It panics
// if words is shorter than LineWordsLen.
func EvaluateLineWords(e *Evaluator, words []uint64, r *slotmech.Result) {
	r.Wins = r.Wins[:0]
	r.Total = 0
	r.Positions = 0
	words = words[:2*len(e.lines)]
	for i := range e.lines {
		candidates := e.candidates(words[2*i])
		if candidates == 0 {
			continue // the common case: no run long enough to pay
		}
		addWin(e, i, words[2*i+1], candidates, r)
	}
}

// EvaluateLineWordsOf is [EvaluateLineWords] of the line words a OR b (each
// of LineWordsLen words; for instance, the OR of the parts of all reels but
// one, and that reel's part), without storing them: a caller that evaluates
// many screens differing in one reel skips the OR of the lines that cannot
// pay. It panics if a or b is shorter than LineWordsLen.
func EvaluateLineWordsOf(e *Evaluator, a, b []uint64, r *slotmech.Result) {
	r.Wins = r.Wins[:0]
	r.Total = 0
	r.Positions = 0
	a, b = a[:2*len(e.lines)], b[:2*len(e.lines)]
	for i := range e.lines {
		candidates := e.candidates(a[2*i] | b[2*i])
		if candidates == 0 {
			continue // the common case: no run long enough to pay
		}
		addWin(e, i, a[2*i+1]|b[2*i+1], candidates, r)
	}
}

// LineReaches reports whether the win of line l (from 0) may depend on
// what reel (from 0) shows, on a screen whose other reels' parts of the
// line words are words (the OR of [Evaluator.ReelLineWords] of every reel
// but reel; reel's bytes must be 0): when it reports false, line l's win
// in EvaluateLineWords — none, or its symbol, length, factor and positions
// — is the same whatever reel shows. A caller that moves one
// reel through many stops while the others stand still then evaluates the
// lines that do not reach it once for all its stops.
//
// Under LeftToRight a run starts on the first reel, so a line does not
// reach reel when its run of leading wilds, and the run of the first other
// symbol with the wilds around it, both end before reel. It may report true
// for a line whose win does not depend on reel (under RightToLeft, BothWays
// and AnyRun it always does: their runs may end on the last reel or start
// anywhere), never false for one whose win does. It panics if reel is
// outside the screen or l is not a line.
func (e *Evaluator) LineReaches(words []uint64, l, reel int) bool {
	if uint(reel) >= uint(e.reels) {
		badReel(reel, e.reels)
	}
	if uint(l) >= uint(len(e.lines)) {
		panic("lines: LineReaches: line " + strconv.Itoa(l) + " outside the evaluator's " + strconv.Itoa(len(e.lines)) + " lines")
	}
	syms := words[2*l+1]
	if e.tails || e.heads != Lane(0) {
		return true
	}
	wilds := zeroBytes(syms^e.wildBytes) & e.wildLanes
	n := runUp(wilds, 0) // the leading wilds: lane reel is 0, not the wild (Empty is not a wild), so n ≤ reel
	if n >= reel {
		return true
	}
	// The first other symbol, on a reel before reel; Empty (0) would match
	// reel's clear byte, so that the run reaches it: true, which is safe.
	x := symbolAt(syms, n)
	return runUp(e.showing(syms, wilds, x), 0) >= reel
}

// best returns the highest paying run of a line showing syms (byte k: the
// symbol on reel k) with the wild on the reels of the lanes wilds, by the rule
// of [run.consider]. It pays nothing (factor 0) if no run pays.
//
// From each start in the lanes starts that the direction lets a run begin on
// (any reel under AnyRun, the first under LeftToRight and BothWays) it
// considers the run of the leading wilds alone and the run of the first other
// symbol x with the wilds around it, each reaching as far right as it can.
// The filter gives the starts: from any other start no run pays (see
// filter.go). Under RightToLeft and BothWays it then considers the runs
// ending on the last reel, with [Evaluator.fromEnd].
//
// Under AnyRun a run from a start may be the tail of a longer run that starts
// further left. Considering it is harmless: the longer run pays at least as
// much, since pays never decrease with length, wins a tie by its length, and
// is considered from its own start, which the filter lets through as well.
//
// Under NoWildStart a start showing the wild is dropped (wildHeads) under
// LeftToRight and BothWays, whose runs from a start are read left to right.
// Under AnyRun (trim) a run from such a start can still be read from its
// right end, so it pays up to its last reel that does not show the wild:
// every run from that start that pays under the policy lies within that one,
// which pays at least as much and is at least as long. The leading wilds
// alone pay wildPay[n] = 0.
func (e *Evaluator) best(syms, wilds, starts uint64) run {
	var b run
	for starts &= e.heads &^ (wilds & e.wildHeads); starts != 0; starts &= starts - 1 {
		start := bits.TrailingZeros64(starts) / 8 // lane s is bit 8s+7
		// The run of the leading wilds; wilds has no lane from Reels up,
		// so it ends by the last reel. Without leading wilds it pays
		// wildPay[0] = 0, nothing.
		n := runUp(wilds, start)
		b = b.consider(e.wildPay[n], start, n, e.wildSym)
		if start+n == e.reels {
			continue // only wilds
		}
		x := symbolAt(syms, start+n)
		lead := n
		n = runUp(e.showing(syms, wilds, x), start)
		if e.trim && lead > 0 {
			n = lastOther(wilds, start, n) + 1 - start
		}
		b = b.consider(e.pays[x][n], start, n, slotmech.Symbol(x))
	}
	if e.tails {
		b = e.fromEnd(syms, wilds, b)
	}
	return b
}

// showing returns the lanes of the reels of a line showing syms on which x or
// the wild (the lanes wilds) shows.
func (e *Evaluator) showing(syms, wilds uint64, x uint8) uint64 {
	// The bytes past the last reel are 0 and match x = Empty; reelLanes
	// drops them.
	return zeroBytes(syms^Broadcast(x))&e.reelLanes | wilds
}

// fromEnd returns the better, by [run.consider], of b and the runs that end
// on the last reel and reach as far left as they can: the run of the
// trailing wilds alone, and the run of the last other symbol with the wilds
// around it.
func (e *Evaluator) fromEnd(syms, wilds uint64, b run) run {
	end := e.reels
	// Shifted up so that the last reel is lane 7, a run ending on it is as
	// long as the set lanes from the top; the shift brings in clear lanes
	// below, so the count stops at Reels.
	top := 8 * (slotmech.MaxReels - end) & 63 // Reels ≥ 1: the mask changes nothing
	n := runDown(wilds << top)
	if n > 0 && e.wildTails {
		return b // NoWildStart: read from the right, every such run starts with the wild
	}
	b = b.consider(e.wildPay[n], end-n, n, e.wildSym)
	if n == end {
		return b // only wilds
	}
	x := symbolAt(syms, end-1-n)
	n = runDown(e.showing(syms, wilds, x) << top)
	return b.consider(e.pays[x][n], end-n, n, slotmech.Symbol(x))
}
