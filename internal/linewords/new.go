package linewords

import (
	"cmp"
	"slices"

	"github.com/slotmech/slotmech"
)

// Config is lines.Config as New reads it, validated by lines.New:
// Direction and WildRuns are the values of lines.Direction and
// lines.WildRuns.
type Config struct {
	Reels, Rows int
	Lines       [][]int
	Pays        map[slotmech.Symbol][]slotmech.Factor
	Direction   uint8
	Wild        slotmech.Symbol
	WildRuns    uint8
	WildPaysAs  slotmech.Symbol
}

// The values of lines.Direction and lines.WildRuns.
const (
	LeftToRight, RightToLeft, BothWays, AnyRun uint8 = 0, 1, 2, 3
	PayAsSymbol, PayOwn, NoWildStart           uint8 = 0, 1, 2
)

// New returns the evaluator of cfg, which lines.New has validated.
func New(cfg Config) *Evaluator {
	e := &Evaluator{
		reels:     cfg.Reels,
		rows:      cfg.Rows,
		lines:     make([]Line, len(cfg.Lines)),
		reelLanes: FirstLanes(cfg.Reels),
		tails:     cfg.Direction == RightToLeft || cfg.Direction == BothWays,
	}
	switch cfg.Direction {
	case LeftToRight, BothWays:
		e.heads = Lane(0)
	case AnyRun:
		e.heads = e.reelLanes
	}
	for sym, row := range cfg.Pays {
		copy(e.pays[sym][:], row)
	}
	if cfg.Wild != slotmech.Empty {
		e.wildBytes = Broadcast(uint8(cfg.Wild))
		e.wildLanes = e.reelLanes
		e.wildSym = cfg.Wild
		if cfg.WildRuns == PayAsSymbol {
			e.wildSym = cfg.WildPaysAs
		}
		// Under NoWildStart the wild has no row, and wildPay is zero.
		e.wildPay = e.pays[e.wildSym]
		e.pays[cfg.Wild] = [slotmech.MaxReels + 1]slotmech.Factor{} // a wild never pays as itself in a mixed run
		if cfg.WildRuns == NoWildStart {
			e.trim = cfg.Direction == AnyRun
			e.wildTails = e.tails
			if !e.trim {
				e.wildHeads = e.heads
			}
		}
	}
	e.minRun = cfg.Reels + 1
	for sym := range e.pays {
		for n := 1; n < e.minRun; n++ {
			if e.pays[sym][n] > 0 {
				e.minRun = n
			}
		}
	}
	for n := 1; n < e.minRun; n++ {
		if e.wildPay[n] > 0 {
			e.minRun = n
		}
	}
	e.fillFilter(cfg.Wild, cfg.Direction)
	e.fillScreenFilter(&cfg)
	for i, rows := range cfg.Lines {
		l := &e.lines[i]
		for reel, row := range rows {
			l.shifts[reel] = uint8(8 * row)
			l.lanes[row] |= 0xff << (8 * reel)
			l.span[reel+1] = l.span[reel].With(slotmech.At(reel, row))
		}
	}
	return e
}

// Reels returns the number of reels of the screens e evaluates.
func (e *Evaluator) Reels() int { return e.reels }

// Rows returns the number of rows of the screens e evaluates.
func (e *Evaluator) Rows() int { return e.rows }

// NumLines returns the number of lines.
func (e *Evaluator) NumLines() int { return len(e.lines) }

// Line returns the positions of line i, one on each reel.
func (e *Evaluator) Line(i int) slotmech.PosSet { return e.lines[i].span[e.reels] }

// MinRun returns the length of the shortest run that can pay.
func (e *Evaluator) MinRun() int { return e.minRun }

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
func (e *Evaluator) fillFilter(wild slotmech.Symbol, direction uint8) {
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
		e.startLanes = Lane(0)
	case RightToLeft:
		e.startLanes = Lane(last)
	case BothWays:
		e.startLanes = Lane(0) | Lane(last)
	case AnyRun:
		e.startLanes = FirstLanes(last + 1)
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
