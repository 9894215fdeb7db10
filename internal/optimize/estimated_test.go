package optimize_test

import (
	"context"
	"errors"
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/designs/starlight"
	"github.com/slotmech/slotmech/internal/estimate"
	"github.com/slotmech/slotmech/internal/optimize"
	sl "github.com/slotmech/slotmech/internal/starlight"
	"github.com/slotmech/slotmech/internal/toygame"
)

// Estimated measures Starlight by strata: every figure known with a
// finite interval above 0 (but the hit rate's: Starlight's strata decide
// whether a base spin pays, and the estimator gives it no interval), the RTP's far narrower than plain Monte Carlo's
// of the same budget, the same figures whatever the number of workers,
// and a budget below the design's minimum refused.
func TestEstimatedStarlight(t *testing.T) {
	ctx := context.Background()
	g := starlight.New()
	var first *optimize.Figures
	for _, w := range []int{1, 2} {
		f, err := optimize.Estimated(w)(ctx, g, sl.Ante, 3, 40_000)
		if err != nil {
			t.Fatal(err)
		}
		if first == nil {
			first = f
			continue
		}
		if !reflect.DeepEqual(first, f) {
			t.Errorf("%d workers change the figures:\n%+v\n%+v", w, first, f)
		}
	}
	f := first
	if f.Mode != sl.Ante || f.Config != games.ConfigID(g) || !strings.Contains(f.Source, "stratified") {
		t.Errorf("figures of %q (%s) from %q", f.Mode, f.Config, f.Source)
	}
	for name, x := range map[string]optimize.Figure{"RTP": f.RTP, "hit rate": f.HitRate, "feature rate": f.FeatureRate, "max-win rate": f.MaxWinRate} {
		if !x.Known || x.Exact || !(x.Half > 0 || name == "hit rate") || math.IsInf(x.Half, 0) || !(x.Value > 0) {
			t.Errorf("%s %+v: want a known estimate with an interval above 0", name, x)
		}
	}
	pr, err := optimize.PerRound(2)(ctx, g, sl.Ante, 3, 40_000)
	if err != nil {
		t.Fatal(err)
	}
	if f.RTP.Half > pr.RTP.Half/3 {
		t.Errorf("RTP ± %v estimated, ± %v plain: want at least 3 times narrower", f.RTP.Half, pr.RTP.Half)
	}
	if _, err := optimize.Estimated(2)(ctx, g, games.Standard, 3, 2_000); !errors.Is(err, estimate.ErrConfig) {
		t.Errorf("a budget of 2000 base spins: err = %v, want estimate.ErrConfig", err)
	}
	if _, err := optimize.Estimated(2)(ctx, g, "turbo", 3, 40_000); !errors.Is(err, optimize.ErrParams) {
		t.Errorf("mode turbo: err = %v, want ErrParams", err)
	}
}

// A title without estimate.Stratified falls back as the estimator does:
// the first mode's figures are estimate.Estimate's plain figures of the
// same seed and rounds, and the second mode is measured on other rounds.
func TestEstimatedFallback(t *testing.T) {
	ctx := context.Background()
	g := toygame.Game{}
	f, err := optimize.Estimated(2)(ctx, g, games.Standard, 9, 50_000)
	if err != nil {
		t.Fatal(err)
	}
	r, err := estimate.Estimate(ctx, estimate.Config{Game: g, Modes: []string{games.Standard}, Rounds: 50_000, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	m := r.Modes[0]
	if f.RTP.Value != m.RTP.Value || f.RTP.Half != m.RTP.Half || f.FeatureRate.Value != m.FeatureRate.Value ||
		f.HitRate.Half != m.HitRate.Half || f.MaxWinRate.Value != m.CapRate.Value || !strings.Contains(f.Source, "plain") {
		t.Errorf("fallback %+v, the estimator says %+v", f, m)
	}
	a, err := optimize.Estimated(2)(ctx, g, "ante", 9, 50_000)
	if err != nil {
		t.Fatal(err)
	}
	same, err := estimate.Estimate(ctx, estimate.Config{Game: g, Modes: []string{"ante"}, Rounds: 50_000, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	if a.RTP.Value == same.Modes[0].RTP.Value {
		t.Errorf("the ante mode is measured on the standard mode's seed: RTP %v", a.RTP.Value)
	}
}

// Each level of a search measures with its own evaluator (Problem.
// Evaluators), the nil entries with Evaluate, and a count of evaluators
// other than the levels' is refused.
func TestProblemEvaluators(t *testing.T) {
	ctx := context.Background()
	seen := map[string]map[int64]bool{}
	tag := func(name string, e optimize.Evaluator) optimize.Evaluator {
		return func(ctx context.Context, g games.Game, mode string, seed uint64, budget int64) (*optimize.Figures, error) {
			if seen[name] == nil {
				seen[name] = map[int64]bool{}
			}
			seen[name][budget] = true
			return e(ctx, g, mode, seed, budget)
		}
	}
	p := toyProblem(toyTitle(), 0.9, 0.3)
	p.Budgets = []int64{20_000, 40_000, 80_000}
	p.Evaluate = tag("default", optimize.MonteCarlo(2))
	p.Evaluators = []optimize.Evaluator{nil, tag("per round", optimize.PerRound(2)), tag("estimated", optimize.Estimated(2))}
	p.MaxEvals = 40
	if _, err := optimize.Optimize(ctx, p); err != nil {
		t.Fatal(err)
	}
	want := map[string]map[int64]bool{"default": {20_000: true}, "per round": {40_000: true}, "estimated": {80_000: true}}
	if !reflect.DeepEqual(seen, want) {
		t.Errorf("evaluators used at budgets %v, want %v", seen, want)
	}
	p.Evaluators = p.Evaluators[:2]
	if _, err := optimize.Optimize(ctx, p); !errors.Is(err, optimize.ErrParams) || !strings.Contains(err.Error(), "2 evaluators for 3 levels") {
		t.Errorf("2 evaluators for 3 levels: err = %v, want ErrParams", err)
	}
	p.Evaluators, p.Evaluate = []optimize.Evaluator{optimize.PerRound(2), nil, optimize.PerRound(2)}, nil
	if _, err := optimize.Optimize(ctx, p); !errors.Is(err, optimize.ErrParams) || !strings.Contains(err.Error(), "no evaluator for level 1") {
		t.Errorf("no evaluator for level 1: err = %v, want ErrParams", err)
	}
}

// Common random numbers hold for Estimated, in part: on Starlight
// Christmas the RTP difference between two neighbouring configurations
// (100 of weight moved from sun to yellow in the standard base game)
// measured on one seed varies across 30 seeds clearly less than the
// difference of two independent estimates (√2 × each RTP's spread): seen
// 0.30 pp against 0.53 pp, the test wants at most three quarters. The
// move keeps the class total, so the packed refill draws (a mixed radix of
// the total) stay aligned and the tumbles draw alike too. A move that
// changes the total (a multiplier weight) re-reads every packed cell, and
// since the estimator's controls (games/starlight, controls.go) removed
// most of the variance that the common first screens used to share, it
// gains little: seen 0.75 of an independent difference's spread, against
// 0.77 with the estimator's default stream layout. The default layout is
// logged for comparison.
//
// Sizes: by default 60 estimates of 20 000 base spins (30 seeds, the two
// configurations; about 12 CPU-seconds): the same check of the spread over
// the same 30 seeds, each estimate noisier, which scales both spreads
// alike (seen 0.60 pp against 1.00 pp). SLOTMECH_FULL=1 plays the
// estimates at 100 000 base spins, the figures above, and the default
// layout's 60 more for the logged comparison (ten times the rounds).
func TestEstimatedCommonRandomNumbers(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("plays 60 Starlight estimates of 20 000 base spins (120 of 100 000 with SLOTMECH_FULL=1)")
	}
	ctx := context.Background()
	const seeds = 30
	budget := int64(20_000)
	if full() {
		budget = 100_000
	}
	game := func(d int64) games.Game {
		m := sl.DefaultMaths()
		m.Base.Paying[8] -= d // weight moved from sun to yellow, the total unchanged
		m.Base.Paying[0] += d
		g, err := starlight.NewWithMaths(m)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	a, b := game(0), game(100)
	rtp := func(g games.Game, seed uint64) float64 {
		r, err := estimate.Estimate(ctx, estimate.Config{Game: g, Modes: []string{games.Standard}, Rounds: budget, Seed: seed, Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		return r.Modes[0].RTP.Value
	}
	sd := func(x []float64) float64 {
		m, v := mean(x), 0.0
		for _, y := range x {
			v += (y - m) * (y - m) / float64(len(x)-1)
		}
		return math.Sqrt(v)
	}
	var figs, diffs, defaultDiffs []float64
	for seed := uint64(1); seed <= seeds; seed++ {
		f, err := optimize.Estimated(2)(ctx, a, games.Standard, seed, budget)
		if err != nil {
			t.Fatal(err)
		}
		g, err := optimize.Estimated(2)(ctx, b, games.Standard, seed, budget)
		if err != nil {
			t.Fatal(err)
		}
		figs = append(figs, f.RTP.Value)
		diffs = append(diffs, g.RTP.Value-f.RTP.Value)
		if full() {
			defaultDiffs = append(defaultDiffs, rtp(b, seed)-rtp(a, seed))
		}
	}
	sf, sdiff := sd(figs), sd(diffs)
	t.Logf("over %d seeds of %d base spins: RTP sd %.3g pp (independent difference %.3g pp); 100 of weight from sun to yellow: %+.3g pp, sd %.3g pp with common streams",
		seeds, budget, 100*sf, 100*math.Sqrt2*sf, 100*mean(diffs), 100*sdiff)
	if full() {
		t.Logf("with the default layout: sd %.3g pp", 100*sd(defaultDiffs))
	}
	if sdiff > 0.75*math.Sqrt2*sf {
		t.Errorf("the difference's sd %.3g pp, an independent difference's %.3g pp: want at most three quarters of it", 100*sdiff, 100*math.Sqrt2*sf)
	}
	if mean(diffs) <= 0 {
		t.Errorf("moving weight from sun to yellow lowers the RTP by %.3g pp on average", -100*mean(diffs))
	}
}

func mean(x []float64) float64 {
	var m float64
	for _, y := range x {
		m += y / float64(len(x))
	}
	return m
}
