package linewords

import (
	"github.com/slotmech/slotmech"
)

// Evaluator is the state of a lines.Evaluator (which is defined as this
// type, so that the module's fast paths convert a *lines.Evaluator to a
// *Evaluator at no cost): lines.New fills it, and it is immutable after,
// safe for concurrent use by many goroutines, each with its own slotmech.Result.
type Evaluator struct {
	reels, rows int
	minRun      int // the shortest run that pays anything
	wildSym     slotmech.Symbol
	wildPay     [slotmech.MaxReels + 1]slotmech.Factor // pay of a run of n wilds only
	lines       []Line

	// The filter that skips lines that cannot pay (see filter.go): the
	// class of every symbol value; the lanes (see swar.go) of the starts
	// of the runs of minRun reels that the direction allows; whole[n] all
	// ones when minRun ≤ n+1, making the filter look at fewer reels than
	// three.
	class      [1 << 8]uint8
	startLanes uint64
	whole      [2]uint64

	// sf is the screen filter of MayPay (see filter.go).
	sf ScreenFilter

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

// Line is one payline, prepared for evaluation.
type Line struct {
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
