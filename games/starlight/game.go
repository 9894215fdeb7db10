package starlight

import (
	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/multiplier"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/wincap"
)

// Name is the game's identifier.
const Name = "starlight-christmas"

// Bets (SC-13), in cents: the base bet is a multiple of BetStep from MinBet to
// MaxBet; the ante mode costs AnteNum/AnteDen of it (125 %).
const (
	MinBet     slotmech.Money = 20
	MaxBet     slotmech.Money = 4000
	BetStep    slotmech.Money = 20
	DefaultBet slotmech.Money = 100
	AnteNum                   = 5
	AnteDen                   = 4
)

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

// Game is Starlight Christmas, a [games.Game]. It is immutable after
// construction and safe for concurrent use; each goroutine passes its own
// source and [games.Outcome]. The zero value is not usable; use [New] or
// [NewWithMaths].
type Game struct {
	maths            Maths
	pay              *cluster.PayAnywhere
	payFilter        census // a screen whose census has none of these bits pays nothing (see spin)
	scatterFrom      int    // the fewest scatters that pay (SC-4)
	baseValues       *multiplier.Table
	freeValues       *multiplier.Table
	base, ante, free *refill
	config           []byte // ConfigData, encoded when the game was built
}

var _ games.Game = (*Game)(nil)

// New returns the reference game with [DefaultMaths].
func New() *Game {
	g, err := NewWithMaths(DefaultMaths)
	if err != nil {
		panic(err) // DefaultMaths is checked by the tests
	}
	return g
}

// NewWithMaths returns the game with other maths (the rules and pays stay).
// It returns an error wrapping [ErrMaths] that names the offending table if
// a weight table cannot be drawn from (negative weight, zero sum, …).
func NewWithMaths(m Maths) (*Game, error) {
	cfg := payConfig()
	pay, err := cluster.NewPayAnywhere(cfg)
	if err != nil {
		return nil, err // the pay table is fixed: only a programming error gets here
	}
	g := &Game{maths: m, pay: pay, payFilter: eightOrMore, scatterFrom: slotmech.MaxPositions + 1}
	if len(cfg.Classes) == 0 || cfg.Classes[0].Min < 8 {
		g.payFilter = ^census(0) // counts below 8 may pay: evaluate every screen
	}
	if len(cfg.ScatterPays) > 0 {
		g.scatterFrom = cfg.ScatterPays[0].Count
	}
	if g.baseValues, err = newValues("BaseValues", m.BaseValues); err != nil {
		return nil, err
	}
	if g.freeValues, err = newValues("FreeValues", m.FreeValues); err != nil {
		return nil, err
	}
	if g.base, err = newRefill("Base", m.Base, g.baseValues); err != nil {
		return nil, err
	}
	if g.ante, err = newRefill("Ante", m.Ante, g.baseValues); err != nil {
		return nil, err
	}
	if g.free, err = newRefill("Free", m.Free, g.freeValues); err != nil {
		return nil, err
	}
	g.config = g.encodeConfig()
	return g, nil
}

// Maths returns the game's maths.
func (g *Game) Maths() Maths { return g.maths }

// Name returns "starlight-christmas".
func (g *Game) Name() string { return Name }

// Modes returns Standard and Ante.
func (g *Game) Modes() []games.Mode { return []games.Mode{games.Standard, games.Ante} }

// DefaultBet returns 100 cents (EUR 1.00).
func (g *Game) DefaultBet() slotmech.Money { return DefaultBet }

// Stake returns what a round costs (SC-11, SC-13): the base bet, or bet × 5/4
// with the ante. The base bet must be a multiple of 20 cents from 20 to 4000;
// any other bet or an unknown mode gets a *[BetError] (wrapping
// [games.ErrBet]).
func (g *Game) Stake(bet slotmech.Money, mode games.Mode) (slotmech.Money, error) {
	refuse := func(reason string) (slotmech.Money, error) {
		return 0, &BetError{Bet: bet, Mode: mode, Reason: reason}
	}
	if mode != games.Standard && mode != games.Ante {
		return refuse("unknown mode")
	}
	if bet < MinBet || bet > MaxBet {
		return refuse("outside 20 to 4000 cents")
	}
	if bet%BetStep != 0 {
		return refuse("not a multiple of 20 cents")
	}
	if mode == games.Ante {
		return bet * AnteNum / AnteDen, nil // exact: bet is a multiple of 4
	}
	return bet, nil
}

// Play plays one round (a base spin and the free spins it triggers) and fills
// out. See the package documentation for the rules. It returns a *[BetError]
// for a refused bet (out is reset and pays nothing), and an error wrapping
// tumble.ErrTooManySteps if a tumble sequence exceeds [MaxSteps]. With
// out.Detail false it allocates nothing once out has been used for a round.
func (g *Game) Play(bet slotmech.Money, mode games.Mode, src rng.Source, out *games.Outcome) error {
	stake, err := g.Stake(bet, mode)
	out.Reset()
	if err != nil {
		return err
	}
	out.Bet, out.Stake = bet, stake
	st := scratchOf(out)
	rs := g.newRound(st, bet, src, out)
	base := g.base
	if mode == games.Ante {
		base = g.ante
	}
	rs.land(base)
	r, err := rs.spin(false, base)
	if err != nil {
		return err
	}
	if !r.capped && r.awarded > 0 {
		err = rs.feature(r.awarded)
	}
	out.Win, out.Capped = rs.cap.Total(), rs.cap.Reached()
	return err
}

// PlayFeature plays a free-spin feature as if a base spin had just triggered
// it with nothing paid yet: [TriggerSpins] free spins (and their
// retriggers), capped at [CapTimes] × bet. It is for analysis (the tuning
// tool estimates the feature's mean win this way): out.Stake is 0 and
// out.Triggered is set. Errors are those of [Game.Play].
func (g *Game) PlayFeature(bet slotmech.Money, src rng.Source, out *games.Outcome) error {
	_, err := g.Stake(bet, games.Standard)
	out.Reset()
	if err != nil {
		return err
	}
	out.Bet = bet
	rs := g.newRound(scratchOf(out), bet, src, out)
	err = rs.feature(TriggerSpins)
	out.Win, out.Capped = rs.cap.Total(), rs.cap.Reached()
	return err
}

// newRound prepares the state of one round in st.
func (g *Game) newRound(st *scratch, bet slotmech.Money, src rng.Source, out *games.Outcome) *round {
	limit, err := wincap.RoundLimit(bet, CapTimes)
	if err != nil {
		panic(err) // bet was checked by Stake: at most 4000 × 5000
	}
	stream, _ := src.(*rng.Stream)
	st.round = round{g: g, st: st, bet: bet, src: src, stream: stream, out: out, cap: wincap.NewRound(limit)}
	return &st.round
}

// feature plays the free spins of a trigger that awarded n of them (SC-8,
// SC-10), until they run out or the cap is reached.
func (rs *round) feature(n int) error {
	rs.out.Triggered = true
	rs.acc = multiplier.Accumulator{}
	for left := n; left > 0; left-- {
		rs.out.FreeSpins++
		rs.land(rs.g.free)
		r, err := rs.spin(true, rs.g.free)
		if err != nil {
			return err
		}
		if r.capped {
			return nil
		}
		if room := MaxFreeSpins - rs.out.FreeSpins - (left - 1); r.awarded > room {
			r.awarded = room
			if d := rs.last(); d != nil {
				d.Awarded = room
			}
		}
		left += r.awarded
	}
	return nil
}
