package optimize

import (
	"context"
	"fmt"
	"math"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/sim"
	"github.com/slotmech/slotmech/internal/marginal"
)

// Evaluator measures the figures of one mode of a game at its default bet:
// the hook through which a search measures its candidates. seed and budget
// are for stochastic evaluators: the same seed for every candidate (common
// random numbers), and budget rounds (or the evaluator's own unit of work);
// exact evaluators ignore both. A stochastic evaluator returns the same
// figures for the same game, mode, seed and budget, whatever the number of
// workers.
//
// [MonteCarlo] is the plain one, on games/sim; [FullCycle] and [Marginals]
// are exact for strip games. Any function of this type plugs in, such as a
// variance-reduced estimator that knows a title's structure.
type Evaluator func(ctx context.Context, g games.Game, mode string, seed uint64, budget int64) (*Figures, error)

// z99 is the standard normal quantile of 0.995.
const z99 = 2.5758293035489004

// MonteCarlo returns the plain Monte Carlo evaluator: sim.Simulate of
// budget rounds from seed on workers goroutines (0: one per CPU; the
// figures do not depend on it). The RTP's interval is sim's
// (Stats.RTPCI99); the rates' are the normal approximation of a binomial
// proportion, z₀.₉₉₅ √(p(1−p)/n). No fact is counted.
//
// With the same seed, two candidates play their rounds from the same
// streams (common random numbers): where their maths draw alike their
// rounds are alike, so the difference of their figures is far less noisy
// than either figure. Each figure itself keeps the full noise of budget
// rounds.
func MonteCarlo(workers int) Evaluator {
	return func(ctx context.Context, g games.Game, mode string, seed uint64, budget int64) (*Figures, error) {
		st, err := sim.Simulate(ctx, sim.Config{Game: g, Mode: mode, Rounds: budget, Seed: seed, Workers: workers})
		if err != nil {
			return nil, err
		}
		n := st.Rounds
		rate := func(k int64) Figure {
			p := float64(k) / float64(n)
			return Figure{Value: p, Half: z99 * math.Sqrt(max(p*(1-p), 1/float64(n))/float64(n)), Known: true}
		}
		return &Figures{
			Game: g.Name(), Config: st.Config, Mode: st.Mode,
			Source:      fmt.Sprintf("monte carlo, seed %d, %d rounds", seed, n),
			RTP:         Figure{Value: st.RTP(), Half: st.RTPCI99(), Known: true},
			HitRate:     rate(st.Hits),
			FeatureRate: rate(st.Triggers),
			MaxWinRate:  rate(st.Capped),
		}, nil
	}
}

// FullCycle returns the exact evaluator of a strip game
// (players that are exact.StripPlayers): exact.FullCycle on workers goroutines (0: one per
// CPU). Every figure is exact, and so is the share of rounds reporting
// each of the title's facts (Figures.Facts, from Cycle.Facts). It refuses
// a game that is not a strip game and a mode other than the first (the
// only one a full cycle plays).
func FullCycle(workers int) Evaluator {
	return func(ctx context.Context, g games.Game, mode string, _ uint64, _ int64) (*Figures, error) {
		sg, err := stripMode(g, mode)
		if err != nil {
			return nil, err
		}
		c, err := exact.FullCycle(ctx, sg, g.DefaultBet(), exact.Options{Workers: workers})
		if err != nil {
			return nil, err
		}
		n := float64(c.Combinations)
		ex := func(v float64) Figure { return Figure{Value: v, Exact: true, Known: true} }
		rtp, _ := c.RTP.Float64()
		f := &Figures{
			Game: c.Game, Config: c.Config, Mode: mode, Source: fmt.Sprintf("full cycle, %d combinations", c.Combinations),
			RTP: ex(rtp), HitRate: ex(float64(c.Hits) / n), FeatureRate: ex(float64(c.Triggers) / n),
			MaxWinRate: ex(float64(c.Capped) / n), Facts: map[string]Figure{},
		}
		for _, d := range g.Facts() {
			f.Facts[d.Name] = ex(float64(c.Facts[d.Name]) / n)
		}
		return f, nil
	}
}

// Marginals returns the exact evaluator of a strip game without cascades
// (internal/marginal): the exact RTP in milliseconds; the other figures
// are left unknown. It refuses what marginal.Marginals refuses (errors
// wrapping marginal.ErrNotMarginal: games other than games/stripgame's,
// cascades, round caps that may bite) and a mode other than the first.
func Marginals() Evaluator {
	return func(_ context.Context, g games.Game, mode string, _ uint64, _ int64) (*Figures, error) {
		sg, err := stripMode(g, mode)
		if err != nil {
			return nil, err
		}
		m, err := marginal.Marginals(sg, g.DefaultBet())
		if err != nil {
			return nil, err
		}
		rtp, _ := m.RTP.Float64()
		return &Figures{Game: m.Game, Config: m.Config, Mode: mode,
			Source: fmt.Sprintf("marginals, %d combinations", m.Combinations),
			RTP:    Figure{Value: rtp, Exact: true, Known: true}}, nil
	}
}

// stripMode returns g as a strip game, checking that mode is its first.
func stripMode(g games.Game, mode string) (games.Game, error) {
	if _, ok := g.NewPlayer().(exact.StripPlayer); !ok {
		return nil, fmt.Errorf("%w: %s is not a strip game: no exact evaluation", ErrParams, g.Name())
	}
	first, _ := games.FindMode(g, "")
	if mode != "" && mode != first.Name {
		return nil, fmt.Errorf("%w: %s: exact evaluation plays the first mode %q only, not %q", ErrParams, g.Name(), first.Name, mode)
	}
	return g, nil
}
