package lines

import "github.com/slotmech/slotmech"

// noWild stands for the wild of a game without one. Line symbols are widened
// to uint16 while a line is evaluated, so this value, outside the range of
// slotmech.Symbol, never equals a symbol on the screen.
const noWild = 1 << 8

// Evaluator evaluates the paylines of screens for one [Config]. Create it with
// [New]; the zero Evaluator is not usable.
//
// An Evaluator is immutable after New and safe for concurrent use by many
// goroutines, each with its own [Result].
type Evaluator struct {
	reels, rows int
	direction   Direction
	minRun      int    // the shortest run that pays anything
	wild        uint16 // the wild symbol, or noWild
	wildSym     slotmech.Symbol
	wildPay     [slotmech.MaxReels + 1]slotmech.Factor // pay of a run of n wilds only
	lines       []line

	// mayPay[links] reports whether a line whose neighbouring reels are
	// linked as the bits of links say (bit k: reels k and k+1 show the
	// same symbol or a wild) has a run of at least minRun reels where the
	// direction lets it pay. Most lines have none and are not searched.
	mayPay   [1 << (slotmech.MaxReels - 1)]bool
	linkMask uint // the reels−1 bits of the links of a line

	// pays[sym][n] is the factor of a run of n sym; rows of symbols that
	// do not pay (including every value from MaxSymbols up, which a screen
	// may hold but a pay table may not) are zero. With a row for every
	// uint8 value, any symbol a screen holds can be looked up.
	pays [1 << 8][slotmech.MaxReels + 1]slotmech.Factor
}

// line is one payline, prepared for evaluation.
type line struct {
	rows [slotmech.MaxReels]uint8 // row of the line on each reel
	// span[k] is the set of the line's positions on reels 0..k-1, so the
	// positions of the run [start, end) are span[end] &^ span[start].
	span [slotmech.MaxReels + 1]slotmech.PosSet
}

// New validates cfg and returns its evaluator. It refuses, with a
// *[ConfigError] naming the field, the place and the problem:
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
//     WildPaysAs set under PayOwn or without a wild; PayOwn without a wild.
func New(cfg Config) (*Evaluator, error) {
	if err := validate(&cfg); err != nil {
		return nil, err
	}
	e := &Evaluator{
		reels:     cfg.Reels,
		rows:      cfg.Rows,
		direction: cfg.Direction,
		wild:      noWild,
		lines:     make([]line, len(cfg.Lines)),
	}
	for sym, row := range cfg.Pays {
		copy(e.pays[sym][:], row)
	}
	if cfg.Wild != slotmech.Empty {
		e.wild = uint16(cfg.Wild)
		e.wildSym = cfg.Wild
		if cfg.WildRuns == PayAsSymbol {
			e.wildSym = cfg.WildPaysAs
		}
		e.wildPay = e.pays[e.wildSym]
		e.pays[cfg.Wild] = [slotmech.MaxReels + 1]slotmech.Factor{} // a wild never pays as itself in a mixed run
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
	e.linkMask = 1<<(e.reels-1) - 1
	e.fillMayPay()
	for i, rows := range cfg.Lines {
		l := &e.lines[i]
		for reel, row := range rows {
			l.rows[reel] = uint8(row)
			l.span[reel+1] = l.span[reel].With(slotmech.At(reel, row))
		}
	}
	return e, nil
}

// fillMayPay fills e.mayPay: links allow a paying run if, for a start the
// direction allows, the minRun−1 links from that start are all set.
func (e *Evaluator) fillMayPay() {
	var starts []int
	switch e.direction {
	case LeftToRight:
		starts = []int{0}
	case RightToLeft:
		starts = []int{e.reels - e.minRun}
	case BothWays:
		starts = []int{0, e.reels - e.minRun}
	case AnyRun:
		for s := 0; s <= e.reels-e.minRun; s++ {
			starts = append(starts, s)
		}
	}
	need := uint(1)<<(e.minRun-1) - 1 // minRun−1 consecutive links
	for links := range e.mayPay {
		for _, s := range starts {
			if uint(links)>>s&need == need {
				e.mayPay[links] = true
			}
		}
	}
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
