package lines

import (
	"github.com/slotmech/slotmech"
)

// Win is the paid run of one line.
type Win struct {
	Line   int             // index of the line in Config.Lines
	Symbol slotmech.Symbol // the symbol paid: the run's symbol, or for a run of only wilds Config.WildPaysAs (PayAsSymbol) or the wild (PayOwn; under NoWildStart it never pays)
	Start  int             // first reel of the run
	Length int             // number of reels of the run: it covers reels [Start, Start+Length)
	Wilds  int             // how many positions of the run show the wild
	Factor slotmech.Factor // the pay, a factor of the bet (Config.Pays[Symbol][Length])

	// Positions are the Length positions of the run on the line, the
	// positions a cascade removes.
	Positions slotmech.PosSet
}

// Result holds the wins of one evaluated screen. The zero value is an empty
// result ready for use. [Evaluator.Evaluate] overwrites it, reusing the
// capacity of Wins, so a goroutine that keeps one Result evaluates without
// allocating. A Result is not safe for concurrent use.
type Result struct {
	Wins      []Win           // at most one per line, in line order
	Total     slotmech.Factor // sum of the wins' factors
	Positions slotmech.PosSet // union of the wins' positions (a position on two lines counts once)
}
