package exact

import (
	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
)

// StripPlayer is the optional interface of a [games.Player] whose round is
// fully determined by the stop positions of its reel strips: a uniform stop
// per reel, and everything after the first screen (cascades, refills) taken
// from the strips, with no further draw. [FullCycle] analyses the games whose
// players (Game.NewPlayer) implement it, as io.Copy discovers an
// io.WriterTo. It is declared here, beside its one consumer, and uses only
// games and slotmech types, so a title implements it without importing this
// package.
//
// The methods play in the game's first mode (games.Standard), are called
// on the player's goroutine and never keep stops, tally or group.
type StripPlayer interface {
	// StripLengths returns the number of stop positions of each reel, left
	// to right. Play draws stop r uniformly from 0 to StripLengths()[r]−1,
	// or draws what such a stop stands for with the same law: a stop of a
	// reel of variable height is a virtual stop, one pair of a height and
	// a strip position, each pair taking as many stops as its height's
	// weight (games/stripgame's base games on variable heights), and Play
	// draws the height by its weight, then the position uniformly.
	StripLengths() []int

	// PlayStops plays the round of the given stops (one per reel) at bet,
	// exactly as Play does when it draws these stops, and returns its
	// outcome. If tally is not nil, PlayStops calls it once for every win
	// of every winning evaluation step, in order, with what the win paid
	// (including wins that a cap cut to nothing); the amounts add up to the
	// outcome's Win exactly. It returns an error wrapping games.ErrBet for
	// a refused bet, and one wrapping games.ErrStops for stops that do not
	// fit the strips.
	PlayStops(stops []int, bet slotmech.Money, tally games.Tally) (games.Outcome, error)

	// PlayReel plays the rounds of stops with the last reel at each of its
	// stops from stops[last] to the end of its strip, the other reels at
	// their stops, in groups of stops whose rounds are the same (same
	// outcome, same calls of tally as PlayStops): for each group it makes
	// the tally calls of one of its rounds, then one call of group with the
	// group's first (lowest) stop, the number n ≥ 1 of its stops and the
	// outcome, in increasing order of stop. A group may be a single stop.
	// Stops in no group are rounds that win nothing and report nothing (an
	// outcome with Win 0, not capped, nothing triggered), counted as such
	// by the caller. An error from group stops the walk and is returned.
	// Errors are those of PlayStops, returned before anything is played.
	//
	// FullCycle calls PlayReel once for every position of the other reels,
	// which usually differ from one call to the next in the reel before the
	// last alone: a player may keep what it knows of them between calls.
	PlayReel(stops []int, bet slotmech.Money, tally games.Tally, group func(stop, n int, out games.Outcome) error) error
}
