package games

import (
	"crypto/sha256"
	"encoding/hex"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
)

// Game is the contract every title keeps, and all that the tools over games
// (simulation, exact analysis, scenarios, records, the terminal) need of it.
//
// A Game is the title's certified configuration: immutable after
// construction and safe for concurrent use. It plays nothing itself; like
// [crypto/sha256.New] handing out a [hash.Hash], [Game.NewPlayer] hands each
// goroutine a [Player] that holds that goroutine's working memory, so that
// rounds allocate nothing in steady state and no state is shared.
//
// A round is a pure function of the configuration, the bet, the mode and the
// values the source returns: the same draws give the same round. No
// implementation reads a clock or a global generator.
type Game interface {
	// Name is the title's identifier on the command line and in JSON, e.g.
	// "starlight-christmas": lowercase letters, digits and hyphens.
	Name() string

	// Modes lists the ways of playing the title, the standard one first,
	// each with its name and its cost (see [Mode]). The slice is the
	// caller's.
	Modes() []Mode

	// DefaultBet is the base bet tools use when none is given.
	DefaultBet() slotmech.Money

	// Stake returns what the player pays for one round at base bet bet in
	// the mode named mode: bet × the mode's cost, exactly. A bet or mode the
	// title refuses returns an error wrapping [ErrBet]. mode must name a
	// declared mode: "" is not a mode name here (only the configuration
	// structs of the tools, such as [Forced], read "" as the first mode).
	Stake(bet slotmech.Money, mode string) (slotmech.Money, error)

	// Alphabet names the title's symbols, for screens in records, views
	// and scenarios.
	Alphabet() *slotmech.Alphabet

	// ConfigData returns a canonical encoding of everything that decides
	// the title's outcomes (pay tables, strips, weights, caps): two games
	// with equal encodings play every round alike, and any change to the
	// maths changes the encoding. [ConfigID] is its hash.
	ConfigData() []byte

	// Facts declares the title's own facts: what its spins and steps report
	// beyond the generic fields of [Spin] and [Step] (a full house, a
	// running multiplier), and what a forced play accepts as the state of
	// the round around it. Records, views and scenarios handle them by
	// these declarations. The slice is the caller's.
	Facts() []FactDef

	// NewPlayer returns a new Player with its own working memory, for one
	// goroutine.
	NewPlayer() Player
}

// Player plays the rounds of one [Game] on one goroutine. It holds working
// memory (evaluation results, refill state) that it reuses from round to
// round and nothing that carries over: every round is independent of the
// ones before. A Player is not safe for concurrent use; make one per
// goroutine with [Game.NewPlayer].
type Player interface {
	// Play plays one round at base bet bet in the mode named mode, drawing
	// from src, and returns its outcome. If detail is not nil, Play resets
	// it and itemises the round in it (every spin, tumble step and win);
	// with detail nil it allocates nothing in steady state. A refused bet
	// returns an error wrapping [ErrBet], having drawn nothing. On any
	// error the Outcome is the zero Outcome: nothing is paid (detail may
	// hold what was played up to the error, for diagnosis only).
	Play(bet slotmech.Money, mode string, src rng.Source, detail *Detail) (Outcome, error)

	// PlayForced plays the one spin that f fixes: its first screen, what
	// falls in after each tumble or cascade, and the state of the round
	// around it (see [Forced]). Scenarios for QA and audit cases use it.
	// src is drawn from only where f leaves the refill to the game; it may
	// be nil otherwise. Errors wrap [ErrBet] for a refused bet and
	// [ErrForced] for a screen, refill or state the title cannot play; a
	// refill list that runs out names the reel and the step.
	PlayForced(f *Forced, src rng.Source, detail *Detail) (Outcome, error)
}

// Mode is a way of playing a title, declared by the title: its name and what
// a round costs in multiples of the base bet. A title's first mode is its
// standard one, usually named [Standard] with cost 1; Starlight Christmas
// declares {"ante", 1.25} too. Tools use Cost to report figures per unit of
// what is really paid, and publishing formats need it.
type Mode struct {
	Name string          // e.g. "standard", "ante"
	Cost slotmech.Factor // stake ÷ base bet, exact, e.g. 1.25
}

// Standard is the name of the usual first mode of a title.
const Standard = "standard"

// FindMode returns the mode of g named name, with ok false if g has none;
// name "" means g's first mode.
func FindMode(g Game, name string) (m Mode, ok bool) {
	modes := g.Modes()
	if len(modes) == 0 {
		return Mode{}, false
	}
	if name == "" {
		return modes[0], true
	}
	for _, m := range modes {
		if m.Name == name {
			return m, true
		}
	}
	return Mode{}, false
}

// ConfigID returns the identity of g's configuration: the SHA-256 of its
// [Game.ConfigData], in lowercase hex. Records, simulations, analyses and
// terminals print it so that a result can be matched to the exact maths that
// produced it.
func ConfigID(g Game) string {
	sum := sha256.Sum256(g.ConfigData())
	return hex.EncodeToString(sum[:])
}
