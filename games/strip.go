package games

import "github.com/slotmech/slotmech"

// StripGame is a game whose round is fully determined by the stop positions
// of its reel strips: a uniform stop per reel, and everything after the first
// screen (cascades, refills) taken from the strips, with no further draw.
// games/exact computes its exact RTP by playing every combination of stops.
//
// Implementations keep the [Game] contract: immutable, safe for concurrent
// use, each goroutine with its own [StripPlayer].
type StripGame interface {
	Game

	// StripLengths returns the number of stop positions of each reel, left
	// to right. Play draws stop r uniformly from 0 to StripLengths()[r]−1.
	StripLengths() []int

	// NewStripPlayer returns a new StripPlayer for one goroutine.
	NewStripPlayer() StripPlayer
}

// StripPlayer is the [Player] of a [StripGame], which can also play the
// round of given stops.
type StripPlayer interface {
	Player

	// PlayStops plays the round of the given stops (one per reel) at bet in
	// the standard mode, exactly as Play does when it draws these stops,
	// and returns its outcome.
	//
	// If tally is not nil, PlayStops calls it once for every win of every
	// winning evaluation step, in order, with what the win paid (including
	// wins that a cap cut to nothing). The amounts it reports add up to the
	// outcome's Win exactly: exact analysis checks this for every
	// combination, and builds its per-symbol contributions and cascade
	// depths from these calls. With a tally that does not allocate,
	// PlayStops allocates nothing in steady state.
	//
	// It returns an error wrapping ErrBet for a refused bet, and one
	// wrapping ErrStops for stops that do not fit the strips.
	PlayStops(stops []int, bet slotmech.Money, tally Tally) (Outcome, error)
}

// PaidWin is one win of a round as a [StripPlayer] reports it to a [Tally].
type PaidWin struct {
	Step   int             // the evaluation step that paid it, from 1 (the first screen)
	Line   int             // the payline, from 1, or 0 for wins that are not line wins
	Symbol slotmech.Symbol // the symbol paid
	Count  int             // run length or cluster size
	Paid   slotmech.Money  // what the win paid, after doubling, multipliers and caps
}

// Tally receives the wins of a round, one call per win (see
// [StripPlayer.PlayStops]). It is called on the goroutine playing the round.
type Tally func(PaidWin)
