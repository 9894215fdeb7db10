package lines

import (
	"strconv"

	"github.com/slotmech/slotmech"
)

// Direction says which runs of a line can pay: where a run must start or end.
// The zero value is [LeftToRight].
type Direction uint8

// The directions. On a screen of R reels a run covers the reels
// [Start, Start+Length).
const (
	// LeftToRight pays runs that start on the first reel (Start == 0).
	LeftToRight Direction = iota
	// RightToLeft pays runs that end on the last reel (Start+Length == R).
	RightToLeft
	// BothWays pays the runs of LeftToRight and of RightToLeft.
	BothWays
	// AnyRun pays any run of consecutive reels, including one that touches
	// neither end (for example reels 2–4 of 5).
	AnyRun
)

// String returns the name of d, such as "BothWays".
func (d Direction) String() string {
	switch d {
	case LeftToRight:
		return "LeftToRight"
	case RightToLeft:
		return "RightToLeft"
	case BothWays:
		return "BothWays"
	case AnyRun:
		return "AnyRun"
	}
	return "Direction(" + strconv.Itoa(int(d)) + ")"
}

// WildRuns is the policy for runs that lead with wilds: a run made only of
// wilds, which has no other symbol to pay as, and, under [NoWildStart], a
// run whose first symbol is the wild. The zero value is [PayAsSymbol].
type WildRuns uint8

// The wild policies.
const (
	// PayAsSymbol pays a run of only wilds as a run of Config.WildPaysAs of
	// the same length (usually the highest symbol, which a wild can stand
	// for). The pay table must then have no row for the wild.
	PayAsSymbol WildRuns = iota
	// PayOwn pays a run of only wilds from the wild's own row of the pay
	// table, Pays[Wild]; without such a row it pays nothing.
	PayOwn
	// NoWildStart pays nothing for a run that starts with the wild: a line
	// that starts with a wild pays nothing, and the wild substitutes only
	// after a run's first symbol. A run starts where it is read from: on
	// its leftmost reel when read left to right, on its rightmost when read
	// right to left. Under LeftToRight a run is read left to right (a line
	// whose first reel shows the wild pays nothing), under RightToLeft right
	// to left (nothing pays when the last reel shows the wild), under
	// BothWays each way for the runs of that way, and under AnyRun, whose
	// runs may be read either way, both ways: a run pays unless it starts
	// with the wild read from either end, that is unless the wild shows on
	// both its end reels. A run made only of wilds therefore never pays. The
	// pay table must have no row for the wild, and WildPaysAs must be Empty.
	NoWildStart
)

// String returns the name of w, such as "PayAsSymbol".
func (w WildRuns) String() string {
	switch w {
	case PayAsSymbol:
		return "PayAsSymbol"
	case PayOwn:
		return "PayOwn"
	case NoWildStart:
		return "NoWildStart"
	}
	return "WildRuns(" + strconv.Itoa(int(w)) + ")"
}

// Config describes a payline game: the screen size, the lines, the pay table,
// the direction in which runs pay, and the wild. [New] validates it and says
// what it refuses.
//
// The zero Config is not valid (it has no reels). A Config is plain data; New
// copies what it needs, so changing a Config afterwards does not change an
// [Evaluator].
type Config struct {
	// Reels and Rows are the screen size, 1 to slotmech.MaxReels and 1 to
	// slotmech.MaxRows.
	Reels, Rows int

	// Lines[i][reel] is the row of line i on that reel (0 = top). Every line
	// has Reels entries, each a row of the screen. There are 1 to 64
	// lines and no two are the same. A win names its line by its index i.
	Lines [][]int

	// Pays[sym][n] is the factor of the bet that a run of n symbols sym
	// pays; Pays[sym] has Reels+1 entries and Pays[sym][0] is 0. A zero
	// entry does not pay, so the minimum run of a symbol is its smallest n
	// with a non-zero factor. Factors are non-negative and never decrease
	// with n: a longer run of a symbol pays at least as much as a shorter
	// one. Symbols are 1 to slotmech.MaxSymbols−1.
	Pays map[slotmech.Symbol][]slotmech.Factor

	// Direction says which runs can pay.
	Direction Direction

	// Wild is the symbol that substitutes for every other symbol, or
	// slotmech.Empty for a game without a wild.
	Wild slotmech.Symbol

	// WildRuns is the policy for runs made only of wilds and for runs that
	// start with a wild. Without a wild it must be PayAsSymbol (the zero
	// value).
	WildRuns WildRuns

	// WildPaysAs is the symbol a run of only wilds pays as under
	// PayAsSymbol. It must have a paying row in Pays. It must be
	// slotmech.Empty without a wild or under PayOwn or NoWildStart.
	WildPaysAs slotmech.Symbol
}

// maxLines is the largest number of lines a [Config] may have.
const maxLines = 64
