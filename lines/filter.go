package lines

import (
	"cmp"
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/linewords"
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

// fillFilter fills e.Class, e.StartLanes and e.Whole for a game with the given
// wild (or Empty) and direction; e.Pays, e.ReelCount and e.MinLen must be set.
//
// The symbols that pay get bits in increasing order of their largest factor:
// as long as there are bits to spare each gets its own, and the rest share
// the remaining bits in turn. So the symbols that pay most, usually the
// rarest, share bits, two to a bit where possible, which keeps the lines let
// through in vain few.
func (e *Evaluator) fillFilter(wild slotmech.Symbol, direction Direction) {
	paying := e.paying()
	for i, sym := range paying {
		e.Class[sym] = 1 << classBit(i, len(paying), 8)
	}
	if wild != slotmech.Empty {
		e.Class[wild] = 0xff
	}

	last := e.ReelCount - e.MinLen // the last start of a run of minRun reels
	switch direction {
	case LeftToRight:
		e.StartLanes = linewords.Lane(0)
	case RightToLeft:
		e.StartLanes = linewords.Lane(last)
	case BothWays:
		e.StartLanes = linewords.Lane(0) | linewords.Lane(last)
	case AnyRun:
		e.StartLanes = linewords.FirstLanes(last + 1)
	}
	for n := range e.Whole {
		if e.MinLen <= n+1 {
			e.Whole[n] = ^uint64(0)
		}
	}
}

// paying returns the symbols that pay, in increasing order of their
// largest factor (the order in which they get filter bits).
func (e *Evaluator) paying() []int {
	var paying []int
	for sym := range e.Pays {
		if e.Pays[sym][e.ReelCount] > 0 { // pays never decrease with length
			paying = append(paying, sym)
		}
	}
	slices.SortStableFunc(paying, func(a, b int) int {
		return cmp.Compare(e.Pays[a][e.ReelCount], e.Pays[b][e.ReelCount])
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

// fillScreenFilter fills e.SF; e.Pays, e.ReelCount, e.RowCount, e.MinLen and
// e.Lines must be set.
func (e *Evaluator) fillScreenFilter(cfg *Config) {
	f := &e.SF
	paying := e.paying()
	nLines := len(cfg.Lines)
	// width bits per slot: a bit per paying symbol if the lines leave room
	// (at most 16), else at least 8 (or one per symbol, if fewer), with
	// lines sharing slots.
	p := max(1, min(len(paying), 16))
	width := max(min(p, 64/nLines), min(p, 8))
	slots := 64 / width
	for i, sym := range paying {
		f.Class[sym] = 1 << classBit(i, len(paying), width)
	}
	if cfg.Wild != slotmech.Empty {
		f.Class[cfg.Wild] = 1<<width - 1
	}
	for l, rows := range cfg.Lines {
		for reel, row := range rows {
			f.Spread[reel][row] |= 1 << (width * (l % slots))
		}
	}
	last := e.ReelCount - e.MinLen // the last start of a run of minRun reels
	switch cfg.Direction {
	case LeftToRight:
		f.Starts = 1
	case RightToLeft:
		f.Starts = 1 << last
	case BothWays:
		f.Starts = 1 | 1<<last
	case AnyRun:
		f.Starts = 1<<(last+1) - 1
	}
	for s := range f.StartMask {
		if f.Starts>>s&1 != 0 {
			f.StartMask[s] = ^uint64(0)
		}
	}
}
