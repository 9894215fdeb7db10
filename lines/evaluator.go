package lines

import (
	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/linewords"
)

// Evaluator evaluates the paylines of screens for one [Config]. Create it with
// [New]; the zero Evaluator is not usable.
//
// An Evaluator is immutable after New and safe for concurrent use by many
// goroutines, each with its own [slotmech.Result].
type Evaluator linewords.Evaluator

// New validates cfg and returns its evaluator. It refuses, with a
// *[slotmech.Error] naming the field, the place and the problem:
//   - a screen size outside 1..MaxReels × 1..MaxRows;
//   - an unknown Direction or WildRuns;
//   - no lines or more than 64; a line without one row per reel, or
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
	return (*Evaluator)(linewords.New(linewords.Config{
		Reels: cfg.Reels, Rows: cfg.Rows, Lines: cfg.Lines, Pays: cfg.Pays,
		Direction: uint8(cfg.Direction), Wild: cfg.Wild, WildRuns: uint8(cfg.WildRuns), WildPaysAs: cfg.WildPaysAs,
	})), nil
}

// NumLines returns the number of lines.
func (e *Evaluator) NumLines() int { return (*linewords.Evaluator)(e).NumLines() }

// Line returns the positions of line i, one on each reel.
// It panics if i is not in [0, NumLines()).
func (e *Evaluator) Line(i int) slotmech.PosSet { return (*linewords.Evaluator)(e).Line(i) }

// Evaluate finds the highest win of every line of screen s and stores the
// wins, their total and their positions in r, replacing what r held: at
// most one win per line, in line order, each with Line (from 0), Count (the
// run's length in reels) and the run's positions (see [slotmech.Win]). It
// allocates only to grow r.Wins, so evaluating into a kept Result soon
// allocates nothing.
//
// It panics if s is not Config.Reels × Config.Rows.
func (e *Evaluator) Evaluate(s *slotmech.Screen, r *slotmech.Result) {
	linewords.Evaluate((*linewords.Evaluator)(e), s, r)
}

// MayPay reports whether screen s may pay: a screen for which it is false
// pays nothing. It is a few word operations per reel (one filter word a
// reel, see the package doc), cheaper than Evaluate, for a caller that
// would otherwise evaluate every screen. It panics if s is not Config.Reels × Config.Rows.
func (e *Evaluator) MayPay(s *slotmech.Screen) bool { return (*linewords.Evaluator)(e).MayPay(s) }
