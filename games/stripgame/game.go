package stripgame

import (
	"bytes"
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/gameerr"
	"github.com/slotmech/slotmech/internal/lanecount"
	"github.com/slotmech/slotmech/lines"
	"github.com/slotmech/slotmech/lines/ways"
	"github.com/slotmech/slotmech/tumble"
)

// game is a strip game built by [New] from a [Config]: it implements
// [games.Game] whose players are strip players (games/exact's StripPlayer).
//
// A game is immutable and safe for concurrent use. It plays nothing itself:
// each goroutine plays with its own player, from game.NewPlayer. The zero
// game is not usable; use New.
type game struct {
	name        string
	alpha       *slotmech.Alphabet
	reels, rows int
	strips      *tumble.Strips
	lens        []int // strip lengths, returned as a copy by StripLengths (virtual ones with vwords)

	// vwords, for the base game of a game with variable heights
	// (heights.go), is the window of every virtual stop of every reel;
	// nil for fixed heights.
	vwords  [][]uint64
	virt    []virtualReel   // the virtual reels that vwords show, or nil
	blocked slotmech.Symbol // with virt, the symbol above a shorter reel (tumble.Step's blocked); else Empty

	lines     *lines.Evaluator     // the line evaluator, or nil
	anywhere  *cluster.PayAnywhere // the pay-anywhere evaluator, or nil
	anyFilter *lanecount.Counter   // its pay filter (lanecount.Filter), or nil
	ways      *ways.Evaluator      // the ways evaluator, or nil (ways.go)
	waysData  *waysData            // what the ways fast path knows of the stops, or nil
	trigger   []Award              // a feature game's trigger, for its base game's Outcome.Triggered

	scatterSym slotmech.Symbol      // the scatter, or Empty
	scatter    *cluster.PayAnywhere // counts and pays the scatter; nil without one
	scatterOn  ScatterScreen        // Config.ScatterOn
	strike     bool                 // Config.ScatterStrike

	cascade  bool
	maxSteps int // winning evaluations allowed: Config.MaxSteps, or 1 without a cascade

	stepMult  func(*slotmech.Screen) int64 // Config.StepMultiplier, or nil
	stepFact  games.FactDef                // Config.StepFact
	stepFacts games.Facts                  // the facts of a multiplied step's wins, for a tally (shared, read only)

	model BetModel
	cost  int64 // stake ÷ bet: the number of lines under LineBet, else 1
	betRule

	lineCap   slotmech.Money // 0: none
	roundCapX int64          // 0: none

	stepMax    slotmech.Factor // the most one screen can pay, a factor of the bet
	scatterMax slotmech.Factor // the largest scatter pay, a factor of the stake

	stopData stopData // what every stop of every reel shows the filters (odometer.go)

	config []byte // ConfigData, encoded by New
	cfg    Config // the configuration New accepted, a deep copy (Config)
}

// The compiler checks that a game keeps the contract.
var _ games.Game = (*game)(nil)

// Name returns the game's identifier, [Config.Name].
func (g *game) Name() string { return g.name }

// Modes returns the game's one mode, [games.Standard], whose cost is the
// number of lines under [LineBet] and 1 under [TotalBet]. The slice is the
// caller's.
func (g *game) Modes() []games.Mode {
	return []games.Mode{{Name: games.Standard, Cost: slotmech.Whole(g.cost)}}
}

// DefaultBet returns [Config.DefaultBet], or the smallest bet if it was 0.
func (g *game) DefaultBet() slotmech.Money { return g.defaultBet }

// Stake returns what a round at bet costs: bet × the number of lines under
// [LineBet], bet itself under [TotalBet], exactly. A bet that is not
// allowed, or a mode other than [games.Standard], is refused with a
// *[slotmech.Error] wrapping [games.ErrBet].
func (g *game) Stake(bet slotmech.Money, mode string) (slotmech.Money, error) {
	if err := g.checkBet("stake", bet, mode); err != nil {
		return 0, err
	}
	return bet * slotmech.Money(g.cost), nil // New checked that the largest stake fits
}

// Alphabet returns the names of the symbols, [Config.Symbols].
func (g *game) Alphabet() *slotmech.Alphabet { return g.alpha }

// ConfigData returns the canonical encoding of the game's configuration,
// described in the package documentation (Configuration identity). It is
// taken when the game is built. The slice is the caller's.
func (g *game) ConfigData() []byte { return bytes.Clone(g.config) }

// Facts returns nil, or with a [Config.StepMultiplier] its one fact,
// [Config.StepFact]: a strip game reports nothing else beyond the generic
// fields of a spin and a step, and a forced play accepts no state. The
// slice is the caller's.
func (g *game) Facts() []games.FactDef {
	if g.stepMult == nil {
		return nil
	}
	return []games.FactDef{g.stepFact}
}

// NewPlayer returns a new player of g for one goroutine, as a
// [games.Player].
func (g *game) NewPlayer() games.Player { return g.newPlayer() }

// checkBet returns nil for an allowed bet in the standard mode and the
// error refusing anything else, for op. It allocates only for the error.
func (g *game) checkBet(op string, bet slotmech.Money, mode string) error {
	if mode != games.Standard {
		// The mode is quoted even when empty, which gameerr.Failf leaves out.
		return &slotmech.Error{Op: op, Field: gameerr.Where(g.name, "mode"), Value: mode, Err: games.ErrBet,
			Reason: fmt.Sprintf("bet refused %q: the game has one mode, %q", mode, games.Standard)}
	}
	if !g.betOK(bet) {
		return gameerr.Failf(g.name, op, "bet", itoa(bet), games.ErrBet, "%s", g.betsText())
	}
	return nil
}
