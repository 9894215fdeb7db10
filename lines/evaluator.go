package lines

import "github.com/slotmech/slotmech"

// Evaluator evaluates the paylines of screens for one [Config]. Create it with
// [New]; the zero Evaluator is not usable.
//
// An Evaluator is immutable after New and safe for concurrent use by many
// goroutines, each with its own [Result].
type Evaluator struct {
	reels, rows int
	minRun      int // the shortest run that pays anything
	wildSym     slotmech.Symbol
	wildPay     [slotmech.MaxReels + 1]slotmech.Factor // pay of a run of n wilds only
	lines       []line

	// The filter that skips lines that cannot pay (see filter.go): the
	// class of every symbol value; the lanes (see swar.go) of the starts
	// of the runs of minRun reels that the direction allows; whole[n] all
	// ones when minRun ≤ n+1, making the filter look at fewer reels than
	// three.
	class      [1 << 8]uint8
	startLanes uint64
	whole      [2]uint64

	// sf is the screen filter of MayPay (see filter.go).
	sf screenFilter

	// A line that passes the filter is read as a word, byte k the symbol
	// on reel k, and its reels as lanes, the high bits of its bytes (see
	// swar.go). reelLanes has the lanes of the reels. wildBytes has the
	// wild in every byte and wildLanes is reelLanes, or 0 in a game
	// without a wild, so that zeroBytes(line^wildBytes)&wildLanes marks
	// the reels showing the wild. heads has the lanes of the reels a run
	// may start on: every reel under AnyRun, the first under LeftToRight
	// and BothWays; tails tells whether runs ending on the last reel pay,
	// under RightToLeft and BothWays.
	reelLanes, wildBytes, wildLanes, heads uint64
	tails                                  bool

	// Under NoWildStart (see evaluate.go): wildHeads has the lanes of
	// heads, so that a start showing the wild is dropped, under
	// LeftToRight and BothWays; trim is set under AnyRun, whose runs
	// starting with the wild pay up to their last symbol that is not the
	// wild (read from the right); wildTails is set under RightToLeft and
	// BothWays, where a run ending on the last reel pays nothing if the
	// last reel shows the wild. All are zero under the other policies.
	wildHeads       uint64
	trim, wildTails bool

	// pays[sym][n] is the factor of a run of n sym; rows of symbols that
	// do not pay (including every value from MaxSymbols up, which a screen
	// may hold but a pay table may not) are zero. With a row for every
	// uint8 value, any symbol a screen holds can be looked up.
	pays [1 << 8][slotmech.MaxReels + 1]slotmech.Factor
}

// line is one payline, prepared for evaluation.
type line struct {
	// shifts[k] is 8 × the row of the line on reel k: where its symbol
	// sits in the word of reel k (see slotmech.Screen.ReelWord).
	shifts [slotmech.MaxReels]uint8
	// lanes[row] has 0xff in byte k if the line is on that row on reel k.
	// Evaluate packs the classes of each row of the screen into a word,
	// byte k for reel k; the line's classes, in the same layout, are then
	// the union over the rows of the row's word masked with the line's
	// lanes.
	lanes [slotmech.MaxRows]uint64
	// span[k] is the set of the line's positions on reels 0..k-1, so the
	// positions of the run [start, end) are span[end] &^ span[start].
	span [slotmech.MaxReels + 1]slotmech.PosSet
}

// New validates cfg and returns its evaluator. It refuses, with a
// *[Error] naming the field, the place and the problem:
//   - a screen size outside 1..MaxReels × 1..MaxRows;
//   - an unknown Direction or WildRuns;
//   - no lines or more than [MaxLines]; a line without one row per reel, or
//     with a row outside the screen; two identical lines (they would pay the
//     same run twice);
//   - a pay row for Empty or a symbol from MaxSymbols up; a row without
//     Reels+1 entries; a run of 0 that pays; a negative factor; a row that
//     pays less for a longer run (so that the highest win of a line is always
//     the win of one of its longest runs); a table in which nothing pays; a
//     largest factor that, paid on every line, would overflow the total;
//   - a wild from MaxSymbols up; under PayAsSymbol a pay row for the wild, or
//     a WildPaysAs that is Empty, the wild or a symbol that does not pay;
//     under NoWildStart a pay row for the wild; WildPaysAs set under PayOwn,
//     NoWildStart or without a wild; PayOwn or NoWildStart without a wild.
func New(cfg Config) (*Evaluator, error) {
	if err := validate(&cfg); err != nil {
		return nil, err
	}
	e := &Evaluator{
		reels:     cfg.Reels,
		rows:      cfg.Rows,
		lines:     make([]line, len(cfg.Lines)),
		reelLanes: firstLanes(cfg.Reels),
		tails:     cfg.Direction == RightToLeft || cfg.Direction == BothWays,
	}
	switch cfg.Direction {
	case LeftToRight, BothWays:
		e.heads = lane(0)
	case AnyRun:
		e.heads = e.reelLanes
	}
	for sym, row := range cfg.Pays {
		copy(e.pays[sym][:], row)
	}
	if cfg.Wild != slotmech.Empty {
		e.wildBytes = broadcast(uint8(cfg.Wild))
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
	return e, nil
}

// Reels returns the number of reels of the screens e evaluates.
func (e *Evaluator) Reels() int { return e.reels }

// Rows returns the number of rows of the screens e evaluates.
func (e *Evaluator) Rows() int { return e.rows }

// NumLines returns the number of lines.
func (e *Evaluator) NumLines() int { return len(e.lines) }

// Line returns the positions of line i, one on each reel.
// It panics if i is not in [0, NumLines()).
func (e *Evaluator) Line(i int) slotmech.PosSet { return e.lines[i].span[e.reels] }

// MinRun returns the length of the shortest run that can pay: the smallest
// paying n over the pay table (and the wild's runs).
func (e *Evaluator) MinRun() int { return e.minRun }
