package games

import "github.com/slotmech/slotmech"

// StripGame is a game whose round is fully determined by the stop positions
// of its reel strips: a uniform stop per reel, and everything after the first
// screen (cascades, refills) taken from the strips, with no further draw.
// [FullCycle] computes its exact RTP by playing every combination of stops.
//
// Implementations keep the [Game] contract: immutable, safe for concurrent
// use, each goroutine with its own [Outcome].
type StripGame interface {
	Game

	// StripLengths returns the number of stop positions of each reel, left
	// to right. Play draws stop r uniformly from 0 to StripLengths()[r]−1.
	StripLengths() []int

	// PlayStops plays the round of the given stops (one per reel) at bet
	// in the Standard mode and fills out, exactly as Play does when it draws
	// these stops. If tally is not nil, PlayStops calls it for every win of
	// every winning evaluation step, in order, including wins that a cap
	// cut to nothing. With out.Detail false and a tally that does not
	// allocate, it allocates nothing in steady state.
	//
	// It returns an error wrapping ErrBet for a refused bet, and an error
	// for stops that do not fit the strips.
	PlayStops(stops []int, bet slotmech.Money, out *Outcome, tally Tally) error
}

// PaidWin is one win of a round as a [StripGame] reports it to a [Tally].
type PaidWin struct {
	Step   int             // the evaluation step that paid it: 0 for the first screen, 1 after the first cascade, …
	Line   int             // the payline, or -1 for wins that are not line wins
	Symbol slotmech.Symbol // the symbol paid
	Count  int             // run length or cluster size
	Paid   slotmech.Money  // what the win paid, after doubling, multipliers and caps
}

// Tally receives the wins of a round, one call per win (see
// [StripGame.PlayStops]). It is called on the goroutine playing the round.
type Tally func(PaidWin)
