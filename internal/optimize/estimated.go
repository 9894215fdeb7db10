package optimize

import (
	"context"
	"fmt"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/estimate"
)

// Estimated returns the evaluator of internal/estimate: estimate.Estimate of
// one mode at the game's default bet, on workers goroutines (0: one per
// CPU; the figures do not depend on it). For a title that implements
// estimate.Stratified (Starlight Christmas) it is the variance-reduced
// estimator: the base spins sampled by strata, the features on their own;
// for any other title it falls back, exactly as the estimator does, to
// plain Monte Carlo (games/sim) of budget rounds.
//
// The budget is the estimator's Config.Rounds: base parts sampled in the
// strata per mode (the pilot's, at most 2% more, and the features, which
// the estimator sizes itself for the least variance per unit of cost,
// come on top), or the rounds played by the fallback. A stratified
// estimate is refused below its design's MinRounds (100 samples per
// stratum; Starlight: 5 600), with an error wrapping estimate.ErrConfig.
//
// The figures: RTP with the estimator's 99% interval, HitRate,
// FeatureRate and MaxWinRate (the estimator's CapRate), each with its
// interval. The modes are measured one at a time (a search measures only
// the modes a move changes, see [ModeScoped]), so modes whose designs
// share a FeatureKey do not share their features here; mode i of the game
// (from 0) is estimated from seed seed ⊕ i·0x9E3779B97F4A7C15, so that
// the modes are independent, as [FeatureRatio]'s interval assumes.
//
// Common random numbers: the same seed gives every candidate the same
// streams, and the estimator draws each stratum's base parts from streams
// of its own (estimate.Config.CommonStreams): the pilot, played on the
// same streams with the same sizes, sets each stratum's number of samples
// n_k, which moves a little from one candidate to the next, and stratum
// k's first min(n_k, n'_k) samples are drawn alike in both; the features,
// which weights of the base game do not change, are the same features
// but for the few the pilot adds or removes; the strata's probabilities
// are exact. How far this holds depends on what the parameter changes. On
// Starlight Christmas a base-game weight changes the weights every refill
// draws from: the first screens (drawn by stratum, from the paying
// classes alone) stay alike, but the tumbles after them diverge, and
// those hold most of the variance (the sampler's controls remove much of
// what the first screens share). Measured over 30 seeds of 100 000 base
// spins (TestEstimatedCommonRandomNumbers), each RTP has a spread of
// 0.375 pp, so the difference of two independent estimates 0.53 pp; the
// difference between Base.multiplier 600 and 606 (which changes the
// class total, so the packed refill draws re-read) had a spread of 0.40 pp
// (the estimator's default stream layout 0.41 pp): about 44% off the
// variance; 100 of weight moved from sun to yellow (the same total,
// +0.96 pp) 0.30 pp: about 68% off. Not the orders of magnitude common
// random numbers give where only a few rounds draw differently. What
// makes the estimator worth its cost in a search is that each figure is
// many times narrower for the same CPU (Starlight: about ± 0.1 pp at 99% for 8
// million base spins in about 16 CPU-seconds per mode, where [PerRound]
// gives about ± 0.5 pp), which decides where the last level lands.
func Estimated(workers int) Evaluator {
	return func(ctx context.Context, g games.Game, mode string, seed uint64, budget int64) (*Figures, error) {
		m, ok := games.FindMode(g, mode)
		if !ok {
			return nil, fmt.Errorf("%w: %s has no mode %q", ErrParams, g.Name(), mode)
		}
		mi := 0
		for i, x := range g.Modes() {
			if x.Name == m.Name {
				mi = i
			}
		}
		s := seed ^ uint64(mi)*0x9E3779B97F4A7C15
		r, err := estimate.Estimate(ctx, estimate.Config{Game: g, Modes: []string{m.Name}, Rounds: budget,
			Seed: s, Workers: workers, CommonStreams: true})
		if err != nil {
			return nil, err
		}
		e := r.Modes[0]
		fig := func(f estimate.Figure) Figure { return Figure{Value: f.Value, Half: f.Half, Known: true} }
		src := fmt.Sprintf("estimate (stratified), seed %d, %d base spins, %d features", seed, e.Rounds, e.Features)
		if e.Method == estimate.MethodPlain {
			src = fmt.Sprintf("estimate (plain monte carlo), seed %d, %d rounds", seed, e.Rounds)
		}
		return &Figures{
			Game: r.Game, Config: r.Config, Mode: m.Name, Source: src,
			RTP:         fig(e.RTP),
			HitRate:     fig(e.HitRate),
			FeatureRate: fig(e.FeatureRate),
			MaxWinRate:  fig(e.CapRate),
		}, nil
	}
}
