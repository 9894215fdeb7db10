package slotmech

// Win is one paid combination on a screen, as every evaluator of the library
// reports it (package lines, package lines/ways, and package cluster's
// pay-anywhere and adjacent clusters): the symbol paid, where, how many
// symbols took part and the exact pay.
//
// Line is set only by the payline evaluator; Ways only by the ways
// evaluator:
//
//   - a line win: Line is the line's index in the evaluator's lines, from 0;
//     Count is the run's length in reels, and Positions are the run's
//     positions, one on each of Count adjacent reels;
//   - a ways win: Line is −1; Count is the run's length in reels (the "N" of
//     N of a kind), Ways its number of ways, and Positions every position
//     showing the symbol or a wild on the run's reels;
//   - a pay-anywhere or cluster win: Line is −1; Count is the number of
//     positions that took part, Positions.Len(), and Positions the symbol's
//     positions (pay-anywhere) or the cluster, wilds included (adjacent).
//
// The struct is 48 bytes: a player that keeps a slice of wins per goroutine
// sizes it to whole cache lines.
type Win struct {
	Line      int    // the payline, from 0, for a line win; −1 for any other win
	Symbol    Symbol // the symbol paid
	Count     int    // symbols that took part: the run's reels (lines, ways) or the cluster's positions
	Ways      int64  // the run's ways for a ways win (a choice of one matching position per reel); 0 for any other win
	Factor    Factor // the pay, an exact factor of the bet
	Positions PosSet // the positions that took part, the ones a tumble removes
}

// Result holds the wins of one evaluated screen; every evaluator's Evaluate
// method fills one. The zero value is an empty result ready for use.
// Evaluate replaces what the Result held, reusing the capacity of Wins, so
// a goroutine that keeps one Result evaluates without allocating once Wins
// has grown. A Result is not safe for concurrent use: give each goroutine
// its own.
type Result struct {
	Wins      []Win  // the wins, in the order the evaluator documents
	Total     Factor // the exact sum of the wins' factors (the evaluators bound it, so it never overflows)
	Positions PosSet // the union of the wins' positions (a position in two wins counts once)
}
