package starlight

import (
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/multiplier"
	"github.com/slotmech/slotmech/tumble"
)

// Name is the game's identifier.
const Name = "starlight-christmas"

// Bets (SC-13), in cents: the base bet is a multiple of BetStep from MinBet to
// MaxBet.
const (
	MinBet     slotmech.Money = 20
	MaxBet     slotmech.Money = 4000
	BetStep    slotmech.Money = 20
	DefaultBet slotmech.Money = 100
)

// Ante is the name of the ante mode (SC-11), the game's second mode after
// [games.Standard]: a round costs AnteCost × the base bet, 1.25, and the
// base game draws more scatters. Pays are computed on the base bet in both
// modes.
const Ante = "ante"

// AnteCost is the cost of a round in the ante mode, in multiples of the base
// bet: 1.25 (SC-11). For every bet of SC-13 (a multiple of 20 cents) the
// stake is a whole number of cents.
const AnteCost slotmech.Factor = slotmech.FactorScale * 5 / 4

// Round rules: the round cap in multiples of the base bet (SC-12), the free
// spins a trigger (SC-9) and a retrigger (SC-10) award and the scatters they
// need.
const (
	CapTimes          = 5000
	TriggerScatters   = 4
	TriggerSpins      = 15
	RetriggerScatters = 3
	RetriggerSpins    = 5
)

// Safety bounds. A tumble sequence that still wins after MaxSteps steps is
// an error (never a hang); with 8 or more symbols removed and redrawn at each
// step this has a probability far below 10⁻¹⁰⁰. A round plays at most
// MaxFreeSpins free spins: a retrigger that would go beyond it awards only
// what is left (with about one retrigger in 50 free spins the bound is never
// met in practice, but it makes every round finite by construction).
const (
	MaxSteps     = 100
	MaxFreeSpins = 500
)

// Game is Starlight Christmas, a [games.Game]: the certified configuration
// (pays, maths, rules). It is immutable after construction and safe for
// concurrent use; it plays nothing itself: each goroutine plays with its own
// [Player] ([NewPlayer], or [Game.NewPlayer] as a [games.Player]). The zero
// value is not usable; use [New] or [NewWithMaths].
type Game struct {
	maths            Maths
	pay              *cluster.PayAnywhere
	baseValues       *multiplier.Table
	freeValues       *multiplier.Table
	base, ante, free *tumble.ClassRefill
	counts           *counts // the tables of the spins played on counts (count.go)
	config           []byte  // ConfigData, encoded when the game was built
}

var _ games.Game = (*Game)(nil)

// New returns the reference game, with [DefaultMaths].
func New() *Game {
	g, err := NewWithMaths(defaultMaths)
	if err != nil {
		panic(err) // the default maths is checked by the tests
	}
	return g
}

// NewWithMaths returns the game with other maths (the rules and pays stay),
// for tuning and analysis. If a weight table cannot be drawn from (negative
// weight, zero sum, …) it returns a *[slotmech.Error] whose Field names the
// table ("maths.Base", "maths.FreeValues", …), wrapping [ErrConfig].
func NewWithMaths(m Maths) (*Game, error) {
	cfg := payConfig()
	pay, err := cluster.NewPayAnywhere(cfg)
	if err != nil {
		return nil, err // the pay table is fixed: only a programming error gets here
	}
	g := &Game{maths: m, pay: pay}
	if g.baseValues, err = newValues("BaseValues", m.BaseValues); err != nil {
		return nil, err
	}
	if g.freeValues, err = newValues("FreeValues", m.FreeValues); err != nil {
		return nil, err
	}
	if g.base, err = newRefill("Base", m.Base, m.BaseValues); err != nil {
		return nil, err
	}
	if g.ante, err = newRefill("Ante", m.Ante, m.BaseValues); err != nil {
		return nil, err
	}
	if g.free, err = newRefill("Free", m.Free, m.FreeValues); err != nil {
		return nil, err
	}
	if g.counts, err = newCounts(pay, g.base, g.ante, g.free); err != nil {
		return nil, err // the pays are fixed and newRefill shares one table: only a programming error gets here
	}
	g.config = g.encodeConfig()
	return g, nil
}

// Maths returns the game's maths (a copy).
func (g *Game) Maths() Maths { return g.maths }

// Name returns "starlight-christmas".
func (g *Game) Name() string { return Name }

// Modes returns the standard mode (cost 1) and [Ante] (cost [AnteCost],
// 1.25), SC-11.
func (g *Game) Modes() []games.Mode {
	return []games.Mode{{Name: games.Standard, Cost: slotmech.Whole(1)}, {Name: Ante, Cost: AnteCost}}
}

// DefaultBet returns 100 cents (EUR 1.00).
func (g *Game) DefaultBet() slotmech.Money { return DefaultBet }

// Stake returns what a round costs (SC-11, SC-13): the base bet × the mode's
// cost, exactly: the bet itself in the standard mode, bet × 1.25 in the
// [Ante] mode. The base bet must be a multiple of 20 cents from 20 to 4000;
// any other bet, or a mode other than "standard" and "ante", is refused with
// a *[slotmech.Error] (Field "bet" or "mode") wrapping [games.ErrBet].
func (g *Game) Stake(bet slotmech.Money, mode string) (slotmech.Money, error) {
	return stake("stake", bet, mode)
}

// stake is Stake for the operation op. It allocates only to refuse.
func stake(op string, bet slotmech.Money, mode string) (slotmech.Money, error) {
	var cost slotmech.Factor
	switch mode {
	case games.Standard:
		cost = slotmech.Whole(1)
	case Ante:
		cost = AnteCost
	default:
		return 0, refuse(op, "mode", mode, games.ErrBet, "mode %q: want %q or %q", mode, games.Standard, Ante)
	}
	if bet < MinBet || bet > MaxBet {
		return 0, refuse(op, "bet", bet.String(), games.ErrBet, "%s cents is outside %d to %d cents", bet, MinBet, MaxBet)
	}
	if bet%BetStep != 0 {
		return 0, refuse(op, "bet", bet.String(), games.ErrBet, "%s cents is not a multiple of %d cents", bet, BetStep)
	}
	// cost.Apply(bet), written out so that the division is by a constant:
	// for the bets above the product is far from overflow and the quotient
	// exact (SC-13), so nothing is rounded.
	return slotmech.Money(int64(bet) * int64(cost) / slotmech.FactorScale), nil
}

// Facts declares what Starlight Christmas reports beyond the generic fields
// of a spin, and what [Player.PlayForced] accepts as the state of the round
// (see [games.FactDef]): [FactTotalMultiplier], [FactFreeSpin],
// [FactAwarded] and [FactCapCut]. The slice is the caller's.
func (g *Game) Facts() []games.FactDef { return slices.Clone(factDefs) }

// The names of the game's facts (see [Game.Facts]).
const (
	// FactTotalMultiplier is the free-spin running total T (SC-8), a
	// multiplier. On a spin it reports T after the spin (0 in the base
	// game); in a forced play's state it gives T before the spin, and a T
	// other than 0 requires FactFreeSpin.
	FactTotalMultiplier = "total_multiplier"

	// FactFreeSpin, a flag and an input only, plays a forced spin as a
	// free spin (SC-8, SC-10) rather than a base-game spin.
	FactFreeSpin = "free_spin"

	// FactAwarded is the number of free spins a spin awarded (SC-9,
	// SC-10), reported on every spin.
	FactAwarded = "awarded"

	// FactCapCut is what the round cap took from a spin that reached it
	// (SC-12), money, reported on that spin only: the spin's pays as
	// computed before the cut, (Σ step wins + scatter pay) × multiplier,
	// less FactCapCut, are what it paid (its Win).
	FactCapCut = "cap_cut"
)

// factDefs are the declarations Facts returns copies of.
var factDefs = []games.FactDef{
	{Name: FactTotalMultiplier, Kind: games.FactMultiplier, Input: true,
		Doc: "SC-8 free-spin running total T: on a spin, T after it (0 in the base game); as forced-play input, T before a free spin"},
	{Name: FactFreeSpin, Kind: games.FactFlag, Input: true,
		Doc: "forced-play input: play the spin as a free spin (SC-8, SC-10)"},
	{Name: FactAwarded, Kind: games.FactCount,
		Doc: "free spins this spin awarded: 15 for 4 or more scatters in the base game (SC-9), 5 for 3 or more in a free spin (SC-10)"},
	{Name: FactCapCut, Kind: games.FactMoney,
		Doc: "SC-12 on a spin that reached the round cap: what the cap cut, so that (step wins + scatter pay) × multiplier − cap_cut = the spin's win"},
}

// NewPlayer returns a new [games.Player] of g for one goroutine: a
// [*Player], as the function [NewPlayer] returns it.
func (g *Game) NewPlayer() games.Player { return NewPlayer(g) }

// CheckBet returns the stake of a round at base bet bet in the mode named
// mode, or the error of a refused bet or mode (wrapping [games.ErrBet])
// naming the operation op: the check every entry point makes, for the
// design tools (internal/designs/starlight).
func CheckBet(op string, bet slotmech.Money, mode string) (slotmech.Money, error) {
	return stake(op, bet, mode)
}
