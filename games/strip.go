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

	// Facts are the title's facts of the step that paid the win, such as
	// Crystal Spin's full house (see Game.Facts); nil if none. Exact
	// analysis counts the rounds in which a win reported each fact with a
	// value other than 0. The tally only reads them and keeps no reference.
	Facts Facts
}

// Tally receives the wins of a round, one call per win (see
// [StripPlayer.PlayStops]). It is called on the goroutine playing the round.
type Tally func(PaidWin)

// StopSetter is an optional interface of a [StripPlayer] that can play the
// rounds of stops that change one reel at a time without starting each
// round from scratch: exact analysis walks every combination of stops like
// an odometer, and from one combination to the next usually only the last
// reel moves. games/exact discovers it, as io.Copy discovers an io.WriterTo,
// and uses PlayStops for players without it.
//
// A player that implements it keeps a set of current stops, one per reel,
// all 0 when it is made; SetStop moves one reel, and PlayCurrent plays the
// round of the current stops. Play, PlayStops and PlayForced neither use
// nor move the current stops.
type StopSetter interface {
	// SetStop moves reel (from 0) to stop, leaving the other reels where
	// they are. It returns an error wrapping ErrStops, changing nothing,
	// for a reel or a stop that does not fit the strips.
	SetStop(reel, stop int) error

	// PlayCurrent plays the round of the current stops at bet in the
	// standard mode: exactly what PlayStops returns for those stops and
	// bet, with the same calls of tally. It does not move the stops. It
	// returns an error wrapping ErrBet for a refused bet.
	PlayCurrent(bet slotmech.Money, tally Tally) (Outcome, error)
}

// StopSkipper is an optional interface of a [StopSetter] that can tell,
// without playing them, that rounds win nothing: exact analysis then counts
// them as losing rounds without playing them, which is most of a full
// cycle. games/exact discovers it, as it discovers StopSetter.
type StopSkipper interface {
	StopSetter

	// Losing returns how many stops of reel, from its current stop on and
	// up to the end of its strip, give rounds that certainly win nothing
	// with the other reels where they are: rounds whose outcome is that of
	// a round with nothing on screen (a Win of 0, not capped, no feature
	// triggered) and that report nothing to a tally. It may report fewer
	// than there are (0 says nothing), never more. It does not move the
	// stops.
	Losing(reel int) int
}

// LastReelPlayer is an optional interface of a [StopSkipper] that plays
// every stop of the last reel in one call: exact analysis moves the last
// reel fastest, through all its stops for each position of the others, and
// one call per position spares it a call to SetStop, Losing and
// PlayCurrent for every combination. games/exact discovers it, as it
// discovers StopSetter.
type LastReelPlayer interface {
	StopSkipper

	// PlayLast plays the rounds of the last reel's stops from its current
	// one to the end of its strip, in order, with the other reels where
	// they are, at bet in the standard mode: for each stop, what
	// PlayCurrent would play after SetStop(last, stop), with the same
	// calls of tally, followed by one call of round with the stop and the
	// outcome. It may skip stops whose rounds Losing may skip (they win
	// nothing and report nothing): round is not called for those, so the
	// caller counts them as losing rounds. An error from round stops the
	// walk and is returned. PlayLast leaves the last reel at the end of
	// its strip (its last stop). It returns an error wrapping ErrBet for a
	// refused bet, before it plays anything.
	PlayLast(bet slotmech.Money, tally Tally, round func(stop int, out Outcome) error) error
}

// LastReelGrouper is an optional interface of a [LastReelPlayer] that plays
// the last reel's stops in groups of stops whose rounds are the same: in a
// line game without cascades a line whose run ends before the last reel
// wins the same whatever that reel shows, so with the other reels where
// they are most stops of the last reel give one of a few rounds. Exact
// analysis plays one round of each group and counts it as many times as
// the group has stops. games/exact discovers it, as it discovers
// StopSetter.
type LastReelGrouper interface {
	LastReelPlayer

	// PlayLastGrouped plays the rounds of the last reel's stops from its
	// current one to the end of its strip, with the other reels where
	// they are, at bet in the standard mode, in groups of stops whose
	// rounds are the same: same outcome, same calls of tally. For each
	// group it makes the calls of tally that PlayCurrent makes for one of
	// the group's stops, then one call of group with that stop, the
	// number n ≥ 1 of stops in the group (that one included) and the
	// outcome. A stop is in one group at most; stops in none are rounds
	// that win nothing and report nothing, and the caller counts them as
	// such. An error from group stops the walk and is returned.
	// PlayLastGrouped leaves the last reel at the end of its strip (its
	// last stop). It returns an error wrapping ErrBet for a refused bet,
	// before it plays anything.
	PlayLastGrouped(bet slotmech.Money, tally Tally, group func(stop, n int, out Outcome) error) error
}
