package optimize_test

import (
	"context"
	"errors"
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/exact"
	csdesign "github.com/slotmech/slotmech/internal/designs/crystalspin"
	"github.com/slotmech/slotmech/internal/designs/starlight"
	"github.com/slotmech/slotmech/internal/marginal"
	"github.com/slotmech/slotmech/internal/optimize"
	sl "github.com/slotmech/slotmech/internal/starlight"
	"pgregory.net/rapid"
)

// Recompose gives every symbol the count asked, keeps the kept positions in
// order, gives the strip back for its own counts, and is a function of its
// arguments.
func TestRecompose(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, 40).Draw(t, "len")
		strip := make([]slotmech.Symbol, n)
		keep := make([]bool, n)
		for i := range strip {
			strip[i] = slotmech.Symbol(rapid.IntRange(1, 6).Draw(t, "sym"))
			keep[i] = rapid.IntRange(0, 5).Draw(t, "keep") == 0
		}
		have := make([]int, 7)
		kept := make([]int, 7)
		for i, s := range strip {
			have[s]++
			if keep[i] {
				kept[s]++
			}
		}
		same, sameKeep, err := optimize.Recompose(strip, have, keep)
		if err != nil || !slices.Equal(same, strip) || !slices.Equal(sameKeep, keep) {
			t.Fatalf("own counts: %v %v, %v; want the strip back", same, sameKeep, err)
		}
		counts := make([]int, 7)
		for s := 1; s <= 6; s++ {
			counts[s] = kept[s] + rapid.IntRange(0, 8).Draw(t, "count")
		}
		out, outKeep, err := optimize.Recompose(strip, counts, keep)
		if err != nil {
			t.Fatal(err)
		}
		again, _, _ := optimize.Recompose(strip, counts, keep)
		if !slices.Equal(out, again) {
			t.Fatalf("two calls differ: %v %v", out, again)
		}
		got := make([]int, 7)
		for _, s := range out {
			got[s]++
		}
		if !slices.Equal(got, counts) {
			t.Fatalf("counts %v, want %v (from %v)", got, counts, strip)
		}
		var wantKept, gotKept []slotmech.Symbol
		for i, k := range keep {
			if k {
				wantKept = append(wantKept, strip[i])
			}
		}
		for i, k := range outKeep {
			if k {
				gotKept = append(gotKept, out[i])
			}
		}
		if !slices.Equal(gotKept, wantKept) {
			t.Fatalf("kept positions %v, want %v", gotKept, wantKept)
		}
	})
}

// A count below what the strip keeps is refused, naming the symbol.
func TestRecomposeRefusesKeptCount(t *testing.T) {
	_, _, err := optimize.Recompose([]slotmech.Symbol{1, 1, 2}, []int{0, 1, 1}, []bool{true, true, false})
	if !errors.Is(err, optimize.ErrParams) || !strings.Contains(err.Error(), "symbol 1") {
		t.Fatalf("err = %v, want ErrParams naming symbol 1", err)
	}
}

// WithParams of a title's own values gives the same configuration; a value
// out of bounds is refused, naming the parameter.
func TestWithParamsRoundTrip(t *testing.T) {
	for _, tt := range []optimize.Tunable{toyTitle(), csdesign.New(), starlight.New()} {
		same, err := tt.WithParams(optimize.Values(tt.Params()))
		if err != nil {
			t.Fatalf("%s: %v", tt.Name(), err)
		}
		if games.ConfigID(same) != games.ConfigID(tt) {
			t.Errorf("%s: WithParams(Params) changes the identity", tt.Name())
		}
		v := optimize.Values(tt.Params())
		v[2] = tt.Params()[2].Max + 1
		_, err = tt.WithParams(v)
		if !errors.Is(err, optimize.ErrParams) || !strings.Contains(err.Error(), tt.Params()[2].Name) {
			t.Errorf("%s: out of bounds: err = %v, want ErrParams naming %q", tt.Name(), err, tt.Params()[2].Name)
		}
		if _, err := tt.WithParams(v[:3]); !errors.Is(err, optimize.ErrParams) {
			t.Errorf("%s: short vector: err = %v, want ErrParams", tt.Name(), err)
		}
	}
}

// The same seed perturbs alike; another seed otherwise; no parameter
// leaves its bounds or moves more than the fraction allows.
func TestPerturb(t *testing.T) {
	tt := toyTitle()
	a, err := optimize.Perturb(tt, nil, 0.2, 7)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := optimize.Perturb(tt, nil, 0.2, 7)
	c, _ := optimize.Perturb(tt, nil, 0.2, 8)
	if games.ConfigID(a) != games.ConfigID(b) || games.ConfigID(a) == games.ConfigID(c) {
		t.Errorf("identities %s %s %s: want the first two equal, the third different", games.ConfigID(a), games.ConfigID(b), games.ConfigID(c))
	}
	for i, p := range a.Params() {
		o := tt.Params()[i]
		if p.Value < o.Min || p.Value > o.Max || math.Abs(float64(p.Value-o.Value)) > 0.2*float64(o.Value)+0.5 {
			t.Errorf("%s: %d → %d", p.Name, o.Value, p.Value)
		}
	}
	if z, _ := optimize.Perturb(tt, nil, 0, 7); games.ConfigID(z) != games.ConfigID(tt) {
		t.Error("a perturbation of 0 changes the title")
	}
	if _, err := optimize.Perturb(tt, []string{"reel 9 cherry"}, 0.2, 7); !errors.Is(err, optimize.ErrParams) || !strings.Contains(err.Error(), "reel 9 cherry") {
		t.Errorf("unknown name: err = %v", err)
	}
}

// toyProblem returns the problem of landing the toy game's exact RTP and
// hit rate, from title.
func toyProblem(title optimize.Tunable, rtp, hit float64) optimize.Problem {
	return optimize.Problem{
		Title: title, Seed: 1,
		Targets: []optimize.Target{
			{Metric: optimize.RTP, Value: rtp, Tol: 0.002},
			{Metric: optimize.HitRate, Value: hit, Tol: 0.005},
		},
		Evaluate: optimize.FullCycle(1),
	}
}

// From the toy game's maths with every parameter moved by up to ±20%, the
// search lands its exact RTP and hit rate again, reports the final
// configuration's identity with figures that an independent full cycle
// confirms, and takes the same path on a second run.
func TestToyRecovery(t *testing.T) {
	ctx := context.Background()
	base := toyTitle()
	c0, err := exact.FullCycle(ctx, base, base.DefaultBet(), exact.Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	rtp, _ := c0.RTP.Float64()
	hit, _ := c0.HitRate().Float64()
	for _, seed := range []uint64{1, 2, 3} {
		start, err := optimize.Perturb(base, nil, 0.2, seed)
		if err != nil {
			t.Fatal(err)
		}
		r, err := optimize.Optimize(ctx, toyProblem(start, rtp, hit))
		if err != nil {
			t.Fatal(err)
		}
		if !r.Reached {
			t.Errorf("seed %d: targets not reached after %d evaluations: %+v", seed, r.Evaluations, r.Checks)
			continue
		}
		c, err := exact.FullCycle(ctx, r.Title, base.DefaultBet(), exact.Options{Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		got, _ := c.RTP.Float64()
		if c.Config != r.Config || got != r.Figures[games.Standard].RTP.Value || math.Abs(got-rtp) > 0.002 {
			t.Errorf("seed %d: result %s RTP %v; full cycle %s RTP %v (target %v)", seed, r.Config, r.Figures[games.Standard].RTP.Value, c.Config, got, rtp)
		}
		for _, k := range r.Checks {
			if k.Verdict != optimize.Met {
				t.Errorf("seed %d: %s: %s, want met (exact)", seed, k.Target, k.Verdict)
			}
		}
		r2, _ := optimize.Optimize(ctx, toyProblem(start, rtp, hit))
		if r2.Config != r.Config || len(r2.Path) != len(r.Path) {
			t.Errorf("seed %d: a second run ends at %s after %d steps, the first at %s after %d", seed, r2.Config, len(r2.Path), r.Config, len(r.Path))
		}
	}
}

// Only the free parameters move.
func TestFreeParameters(t *testing.T) {
	base := toyTitle()
	start, _ := optimize.Perturb(base, nil, 0.2, 1)
	p := toyProblem(start, 0.9, 0.3)
	p.Free = []string{"pay cherry×3", "pay seven×3"}
	p.MaxEvals = 40
	r, err := optimize.Optimize(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	for i, q := range r.Params {
		if !slices.Contains(p.Free, q.Name) && q.Value != start.Params()[i].Value {
			t.Errorf("%s moved %d → %d; it is not free", q.Name, start.Params()[i].Value, q.Value)
		}
	}
	if r.Evaluations > 40+1 {
		t.Errorf("%d evaluations, MaxEvals 40", r.Evaluations)
	}
}

// A candidate that breaks a constraint is never taken.
func TestConstraintHolds(t *testing.T) {
	p := toyProblem(toyTitle(), 0.5, 0.3)
	p.Constraints = []optimize.Constraint{{Name: "RTP at least 0.8", Check: func(f map[string]*optimize.Figures) bool {
		return f[games.Standard].RTP.Value >= 0.8
	}}}
	r, err := optimize.Optimize(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range r.Path {
		if s.Accepted && s.Values[0] < 0.8 {
			t.Errorf("step %d taken with RTP %v", s.Eval, s.Values[0])
		}
	}
	if r.Reached {
		t.Error("reached an RTP of 0.5 while keeping it at least 0.8")
	}
}

// Bad problems are refused, naming what is wrong.
func TestProblemRefused(t *testing.T) {
	ok := toyProblem(toyTitle(), 0.9, 0.3)
	for _, tc := range []struct {
		name string
		edit func(*optimize.Problem)
		want string
	}{
		{"no title", func(p *optimize.Problem) { p.Title = nil }, "no title"},
		{"no evaluator", func(p *optimize.Problem) { p.Evaluate = nil }, "no evaluator"},
		{"no target", func(p *optimize.Problem) { p.Targets = nil }, "no target"},
		{"zero tolerance", func(p *optimize.Problem) { p.Targets[0].Tol = 0 }, "target 1"},
		{"unknown mode", func(p *optimize.Problem) { p.Targets[1].Mode = "ante" }, `no mode "ante"`},
		{"unknown free", func(p *optimize.Problem) { p.Free = []string{"reel 1 kiwi"} }, `"reel 1 kiwi"`},
		{"budgets", func(p *optimize.Problem) { p.Budgets = []int64{10, 5} }, "budget 2"},
	} {
		p := ok
		p.Targets = slices.Clone(ok.Targets)
		tc.edit(&p)
		_, err := optimize.Optimize(context.Background(), p)
		if !errors.Is(err, optimize.ErrParams) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err = %v, want ErrParams naming %q", tc.name, err, tc.want)
		}
	}
}

// The Monte Carlo evaluator gives the same figures whatever the number of
// workers, intervals that cover the exact figures of the toy game, and a
// stochastic search that is reproducible.
func TestMonteCarlo(t *testing.T) {
	ctx := context.Background()
	g := toyTitle()
	a, err := optimize.MonteCarlo(1)(ctx, g, "", 5, 200_000)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := optimize.MonteCarlo(3)(ctx, g, "", 5, 200_000)
	if !reflect.DeepEqual(a, b) {
		t.Errorf("workers change the figures:\n%+v\n%+v", a, b)
	}
	ex, _ := optimize.FullCycle(1)(ctx, g, "", 0, 0)
	for _, f := range [][2]optimize.Figure{{a.RTP, ex.RTP}, {a.HitRate, ex.HitRate}} {
		if math.Abs(f[0].Value-f[1].Value) > f[0].Half {
			t.Errorf("estimate %s does not cover the exact %s", f[0], f[1])
		}
	}
	p := toyProblem(g, 0.9, 0.3)
	p.Evaluate, p.Budgets, p.MaxEvals = optimize.MonteCarlo(2), []int64{20_000, 80_000}, 60
	r1, err := optimize.Optimize(ctx, p)
	if err != nil {
		t.Fatal(err)
	}
	p.Evaluate = optimize.MonteCarlo(1)
	r2, _ := optimize.Optimize(ctx, p)
	if r1.Config != r2.Config || len(r1.Path) != len(r2.Path) {
		t.Errorf("a stochastic search depends on the workers: %s (%d steps) vs %s (%d)", r1.Config, len(r1.Path), r2.Config, len(r2.Path))
	}
}

// Exact evaluators refuse what they cannot evaluate.
func TestExactRefuses(t *testing.T) {
	ctx := context.Background()
	if _, err := optimize.FullCycle(1)(ctx, starlight.New(), games.Standard, 0, 0); !errors.Is(err, optimize.ErrParams) {
		t.Errorf("full cycle of Starlight: err = %v, want ErrParams", err)
	}
	if _, err := optimize.Marginals()(ctx, csdesign.New(), "", 0, 0); !errors.Is(err, marginal.ErrNotMarginal) {
		t.Errorf("marginals of Crystal Spin (cascades): err = %v, want marginal.ErrNotMarginal", err)
	}
	m, err := optimize.Marginals()(ctx, toyTitle(), "", 0, 0)
	f, _ := optimize.FullCycle(1)(ctx, toyTitle(), "", 0, 0)
	if err != nil || m.RTP != f.RTP || m.HitRate.Known {
		t.Errorf("marginals of the toy game: %+v, %v; full cycle RTP %s", m, err, f.RTP)
	}
}

// CS-21 and CS-9: from Crystal Spin's strips with symbol counts moved by
// up to ±20%, the search finds strips whose exact RTP over the full cycle
// is 95.00% ± 0.05 pp with the full house reachable, as an independent
// full cycle confirms.
//
// Sizes: by default one count moved (reel 2's lemons, seed 1), a start off
// the target that the search leaves and recovers from in 3 evaluations
// (4 full cycles, about 10 CPU-seconds): the search, its constraint and
// the confirmation are the same. SLOTMECH_FULL=1 moves every count, from
// the perturbations of seeds 1 and 2 (examples/design prints the first;
// 11 and 57 full cycles, about 2 CPU-minutes; allow go test -timeout 30m
// on a busy machine).
func TestCS_21_DesignRecovery(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("4 full cycles of Crystal Spin (about 10 CPU-seconds; 68 with SLOTMECH_FULL=1)")
	}
	if !full() {
		recoverCrystalSpin(t, 1, []string{"reel 2 lemon"})
		return
	}
	for _, seed := range []uint64{1, 2} {
		recoverCrystalSpin(t, seed, nil)
	}
}

// recoverCrystalSpin runs the search of TestCS_21_DesignRecovery from the
// perturbation of seed, the symbol counts named (nil: all) moved by up to
// ±20%.
func recoverCrystalSpin(t *testing.T, seed uint64, moved []string) {
	ctx := context.Background()
	start, err := optimize.Perturb(csdesign.New(), moved, 0.2, seed)
	if err != nil {
		t.Fatal(err)
	}
	r, err := optimize.Optimize(ctx, optimize.Problem{
		Title: start, Seed: seed,
		Targets:     []optimize.Target{{Metric: optimize.RTP, Value: 0.95, Tol: 0.0005}},
		Constraints: []optimize.Constraint{optimize.Reachable(games.Standard, crystalspin.FactFullHouse)},
		Evaluate:    optimize.FullCycle(0),
	})
	if err != nil {
		t.Fatal(err)
	}
	if !r.Reached {
		t.Fatalf("seed %d: not reached: %+v, broken %v", seed, r.Checks, r.Broken)
	}
	if r.Evaluations < 2 {
		t.Fatalf("seed %d, moved %v: the start already meets the target (%d evaluation): nothing recovered", seed, moved, r.Evaluations)
	}
	c, err := exact.FullCycle(ctx, r.Title, crystalspin.New().DefaultBet(), exact.Options{Workers: 0})
	if err != nil {
		t.Fatal(err)
	}
	rtp, _ := c.RTP.Float64()
	if c.Config != r.Config || math.Abs(rtp-0.95) > 0.0005 || c.Facts[crystalspin.FactFullHouse] == 0 {
		t.Errorf("final %s: full cycle %s RTP %v, full houses %d", r.Config, c.Config, rtp, c.Facts[crystalspin.FactFullHouse])
	}
	t.Logf("seed %d: %s: RTP %s = %.6f, full houses %d of %d, %d evaluations", seed, r.Config, c.RTP, rtp, c.Facts[crystalspin.FactFullHouse], c.Combinations, r.Evaluations)
}

// A ModeScoped title's mode is measured again only when one of its
// parameters moved: moving Starlight's Base.scatter alone measures the
// ante mode once, at the start, and reuses its figures (with the
// candidate's identity).
func TestModeScopedReuse(t *testing.T) {
	calls := map[string]int{}
	mc := optimize.MonteCarlo(2)
	r, err := optimize.Optimize(context.Background(), optimize.Problem{
		Title: starlight.New(), Seed: 1, Free: []string{"Base.scatter"},
		Targets: []optimize.Target{
			{Mode: games.Standard, Metric: optimize.FeatureRate, Value: 0.004, Tol: 0.02, Relative: true},
			{Mode: sl.Ante, Metric: optimize.RTP, Value: 0.955, Tol: 0.5},
		},
		Evaluate: func(ctx context.Context, g games.Game, mode string, seed uint64, budget int64) (*optimize.Figures, error) {
			calls[mode]++
			return mc(ctx, g, mode, seed, budget)
		},
		Budgets: []int64{20_000}, MaxEvals: 4,
	})
	if err != nil {
		t.Fatal(err)
	}
	if calls[sl.Ante] != 1 || calls[games.Standard] != r.Evaluations {
		t.Errorf("calls %v for %d evaluations; want ante 1, standard every one", calls, r.Evaluations)
	}
	if r.Figures[sl.Ante].Config != r.Config {
		t.Errorf("reused figures carry identity %s, want the candidate's %s", r.Figures[sl.Ante].Config, r.Config)
	}
}

// PerRound gives the same figures whatever the number of workers, covers
// the exact figures with its intervals, and refuses a budget of 0.
func TestPerRound(t *testing.T) {
	ctx := context.Background()
	g := toyTitle()
	a, err := optimize.PerRound(1)(ctx, g, "", 9, 150_000)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := optimize.PerRound(3)(ctx, g, games.Standard, 9, 150_000)
	if !reflect.DeepEqual(a, b) {
		t.Errorf("workers change the figures:\n%+v\n%+v", a, b)
	}
	ex, _ := optimize.FullCycle(1)(ctx, g, "", 0, 0)
	for _, f := range [][2]optimize.Figure{{a.RTP, ex.RTP}, {a.HitRate, ex.HitRate}} {
		if math.Abs(f[0].Value-f[1].Value) > f[0].Half {
			t.Errorf("estimate %s does not cover the exact %s", f[0], f[1])
		}
	}
	if _, err := optimize.PerRound(1)(ctx, g, "", 9, 0); !errors.Is(err, optimize.ErrParams) {
		t.Errorf("budget 0: err = %v, want ErrParams", err)
	}
	if _, err := optimize.PerRound(1)(ctx, g, "turbo", 9, 10); !errors.Is(err, optimize.ErrParams) || !strings.Contains(err.Error(), `"turbo"`) {
		t.Errorf("unknown mode: err = %v", err)
	}
}

// With a stream per round, two Starlight configurations that move weight
// from one class to another play most rounds alike: the difference of their
// RTPs is far less noisy than with games/sim's block streams. Over a few
// small weight changes, the RTP estimates move in the direction of the
// change more consistently with PerRound (common random numbers that hold).
//
// The moves keep the class total: Starlight packs three class draws into
// one raw value in the mixed radix of the total (rng.DrawDigits), so a
// configuration with another total reads other classes for the second and
// third cell of every group, and the rounds of the two no longer run
// alike (with the total changed by the multiplier weight alone, this test
// saw the RTP rise in only 3 of 6 steps per round, 4 with sim, at the same
// 2 million rounds a configuration; with the total kept, 6 of 6).
//
// Sizes: by default 400 000 rounds a configuration (5.6 million rounds,
// about 3 CPU-seconds), where the per-round RTP rises in 6 of 6 steps and
// sim's in 4: the same check, at a fifth of the rounds. SLOTMECH_FULL=1
// plays the 2 million of the figures above (28 million rounds, about 12
// CPU-seconds).
func TestPerRoundCommonRandomNumbers(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("plays 14 × rounds Starlight rounds (28 million with SLOTMECH_FULL=1)")
	}
	ctx := context.Background()
	rounds := int64(400_000)
	if full() {
		rounds = 2_000_000
	}
	rtp := func(e optimize.Evaluator, d int64) float64 {
		m := sl.DefaultMaths()
		m.Base.Multiplier += d
		m.Base.Paying[0] -= d // the same total: see above
		g, _ := starlight.NewWithMaths(m)
		f, err := e(ctx, g, games.Standard, 1, rounds)
		if err != nil {
			t.Fatal(err)
		}
		return f.RTP.Value
	}
	// Adding multiplier weight (taken from the lowest paying symbol) adds
	// multipliers: the RTP rises. Count the steps of +6 along which each
	// estimate rises.
	rises := func(e optimize.Evaluator) int {
		n, prev := 0, rtp(e, -18)
		for d := int64(-12); d <= 18; d += 6 {
			x := rtp(e, d)
			if x > prev {
				n++
			}
			prev = x
		}
		return n
	}
	pr, mc := rises(optimize.PerRound(2)), rises(optimize.MonteCarlo(2))
	t.Logf("%d rounds a configuration: the RTP rises in %d of 6 steps per round, %d with sim", rounds, pr, mc)
	if pr < 5 || pr < mc {
		t.Errorf("the per-round RTP rises in %d of 6 steps, sim's in %d: want at least 5 and no fewer", pr, mc)
	}
}
