package games

import (
	"errors"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
)

// Mode is a way of playing a game that changes its stake or its maths, such
// as Starlight Christmas's ante bet. Every game has at least [Standard].
type Mode string

// The modes of the reference games.
const (
	Standard Mode = "standard"
	Ante     Mode = "ante"
)

// ErrBet is the sentinel every refused bet wraps: the bet is not one the game
// accepts (wrong amount, wrong step, unknown mode).
var ErrBet = errors.New("games: bet refused")

// Game is the contract every game keeps, and all that the tools in this
// package (simulation, exact analysis, scenarios) need of it.
//
// A round is a pure function of the game's configuration, the bet, the mode
// and the values src returns: the same draws give the same round. Play never
// reads a clock or a global generator.
//
// Implementations are immutable after construction and safe for concurrent
// use; each goroutine passes its own source and its own [Outcome].
type Game interface {
	// Name is the game's identifier, as used on the command line and in
	// JSON, e.g. "starlight-christmas".
	Name() string

	// Modes lists the modes the game offers, Standard first.
	Modes() []Mode

	// DefaultBet is the base bet tools use when none is given.
	DefaultBet() slotmech.Money

	// Stake returns the money the player pays for one round at bet in
	// mode, or an error wrapping ErrBet if the game refuses the bet.
	Stake(bet slotmech.Money, mode Mode) (slotmech.Money, error)

	// Play plays one round and fills out (after resetting it). It returns
	// an error wrapping ErrBet for a refused bet and nothing is paid. With
	// out.Detail false, Play allocates nothing in steady state.
	Play(bet slotmech.Money, mode Mode, src rng.Source, out *Outcome) error
}
