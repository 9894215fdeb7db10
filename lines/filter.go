package lines

import (
	"cmp"
	"slices"

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
	var paying []int
	for sym := range e.pays {
		if e.pays[sym][e.reels] > 0 { // pays never decrease with length
			paying = append(paying, sym)
		}
	}
	slices.SortStableFunc(paying, func(a, b int) int {
		return cmp.Compare(e.pays[a][e.reels], e.pays[b][e.reels])
	})
	own := max(0, min(8, 16-len(paying))) // symbols with a bit of their own
	for i, sym := range paying {
		bit := i
		if i >= own {
			bit = own + (i-own)%(8-own)
		}
		e.class[sym] = 1 << bit
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
