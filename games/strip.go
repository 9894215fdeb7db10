package games

import "github.com/slotmech/slotmech"

// PaidWin is one win of a round as a title reports it to a [Tally]: exact
// analysis (games/exact, whose StripPlayer's methods take a Tally) builds a
// full cycle's per-symbol contributions and cascade depths from these
// reports, and checks that they add up to each round's win.
type PaidWin struct {
	Step   int             // the evaluation step that paid it, from 1 (the first screen)
	Line   int             // the payline, from 1, or 0 for wins that are not line wins
	Symbol slotmech.Symbol // the symbol paid
	Count  int             // run length or cluster size
	Paid   slotmech.Money  // what the win paid, after doubling, multipliers and caps

	// Facts are the title's facts of the step that paid the win, such as
	// Crystal Spin's full house (see Game.Facts); nil if none. Exact
	// analysis counts the rounds in which a win reported each fact with a
	// value other than 0. The tally only reads them and keeps no reference.
	Facts Facts
}

// Tally receives the wins of a round, one call per win, in order. It is
// called on the goroutine playing the round.
type Tally func(PaidWin)
