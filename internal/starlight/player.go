package starlight

import (
	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/multiplier"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/wincap"
)

// Player plays rounds of one [Game] on one goroutine: a [games.Player], with
// [Player.PlayFeature] besides for analysis. It holds the working memory of
// a round (the screen, the pay evaluation, the round's state), reused from
// round to round so that Play allocates nothing in steady state, and nothing
// that carries over: every round is independent of the ones before.
//
// A Player is not safe for concurrent use: make one per goroutine. The zero
// value is not usable; use [NewPlayer] or [Game.NewPlayer].
type Player struct {
	g *Game
	// screen is the screen being played. It lives here, not on the stack,
	// because tumble.Step hands its reels to a Refiller interface.
	screen slotmech.Screen
	res    slotmech.Result
	round  round
}

var _ games.Player = (*Player)(nil)

// NewPlayer returns a new Player of g for one goroutine. It is the concrete
// type that [Game.NewPlayer] returns as a [games.Player]; tools that need
// [Player.PlayFeature] take it from here.
func NewPlayer(g *Game) *Player { return &Player{g: g} }

// Play plays one round at base bet bet in the mode named mode ([games.Standard]
// or [Ante]): a base spin and the free spins it triggers, drawing from src
// (see the package documentation for the rules). If detail is not nil, Play
// resets it and itemises the round in it: every spin, with the facts
// [FactTotalMultiplier] and [FactAwarded], every winning tumble step and
// every win.
//
// A refused bet or mode returns a *[slotmech.Error] wrapping [games.ErrBet],
// having drawn nothing. A tumble sequence still winning after [MaxSteps]
// steps returns an error wrapping tumble.ErrTooManySteps. On an error the
// outcome is zero. With detail nil, Play allocates nothing.
func (p *Player) Play(bet slotmech.Money, mode string, src rng.Source, detail *games.Detail) (games.Outcome, error) {
	if detail != nil {
		detail.Reset()
	}
	st, err := stake("play", bet, mode)
	if err != nil {
		return games.Outcome{}, err
	}
	rs := p.newRound("play", bet, st, src, detail)
	base := p.g.base
	if mode == Ante {
		base = p.g.ante
	}
	r, err := rs.play(false, base)
	if err != nil {
		return games.Outcome{}, err
	}
	if !r.capped && r.awarded > 0 {
		if err := rs.feature(r.awarded); err != nil {
			return games.Outcome{}, err
		}
	}
	rs.out.Win, rs.out.Capped = rs.cap.Total(), rs.cap.Reached()
	return rs.out, nil
}

// PlayFeature plays a free-spin feature as if a base spin had just triggered
// it with nothing paid yet: [TriggerSpins] free spins (and their
// retriggers), capped at [CapTimes] × bet. It is for analysis (the tuning
// tool estimates the feature's mean win this way): the outcome's Stake is 0
// and Triggered is set. detail and the errors are as for [Player.Play]; the
// bet is checked as in the standard mode.
func (p *Player) PlayFeature(bet slotmech.Money, src rng.Source, detail *games.Detail) (games.Outcome, error) {
	if detail != nil {
		detail.Reset()
	}
	if _, err := stake("play feature", bet, games.Standard); err != nil {
		return games.Outcome{}, err
	}
	rs := p.newRound("play feature", bet, 0, src, detail)
	if err := rs.feature(TriggerSpins); err != nil {
		return games.Outcome{}, err
	}
	rs.out.Win, rs.out.Capped = rs.cap.Total(), rs.cap.Reached()
	return rs.out, nil
}

// newRound prepares the state of one round of p at bet, for which the player
// paid staked: the round cap (SC-12), the free-spin total T at 0, and where
// to itemise (detail, or nil).
func (p *Player) newRound(op string, bet, staked slotmech.Money, src rng.Source, detail *games.Detail) *round {
	// wincap.RoundLimit(bet, CapTimes), which cannot fail: bet was
	// checked by stake, at most MaxBet × CapTimes = 2 × 10⁷.
	limit := bet * CapTimes
	// Field by field: a composite literal of the whole round is built on
	// the stack and copied, which costs a round as much as its land.
	rs := &p.round
	rs.g, rs.p, rs.op, rs.bet, rs.src, rs.detail = p.g, p, op, bet, src, detail
	rs.out = games.Outcome{Bet: bet, Stake: staked}
	rs.cap = wincap.NewRound(limit)
	rs.acc = multiplier.Accumulator{}
	return rs
}
