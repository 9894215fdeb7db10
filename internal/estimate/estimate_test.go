package estimate_test

import (
	"context"
	"errors"
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/sim"
	"github.com/slotmech/slotmech/internal/designs/starlight"
	"github.com/slotmech/slotmech/internal/estimate"
	"github.com/slotmech/slotmech/internal/toygame"
	"github.com/slotmech/slotmech/rng"
)

// The same Config gives the same Report whatever the number of workers,
// for the stratified estimator (Starlight, the feature toy) and the plain
// fallback.
func TestEstimateWorkersDoNotChangeTheReport(t *testing.T) {
	for _, g := range []games.Game{starlight.New(), featureToy{}, toygame.Game{}} {
		sameForWorkers(t, g.Name(), estimate.Config{Game: g, Rounds: 20_000, Seed: 7}, 1, 3, 2)
	}
}

// sameForWorkers estimates cfg with each number of workers in turn, fails
// the test (naming what) when a report differs from the first, and returns
// the first.
func sameForWorkers(t *testing.T, what string, cfg estimate.Config, workers ...int) *estimate.Report {
	t.Helper()
	var first *estimate.Report
	for _, w := range workers {
		cfg.Workers = w
		r, err := estimate.Estimate(context.Background(), cfg)
		if err != nil {
			t.Fatal(err)
		}
		if first == nil {
			first = r
			continue
		}
		if !reflect.DeepEqual(first, r) {
			t.Errorf("%s: %d workers change the report:\n%+v\n%+v", what, w, first.Modes, r.Modes)
		}
	}
	return first
}

// A game without estimate.Stratified is estimated by plain Monte Carlo:
// mode 0 is exactly games/sim's run of the same seed and rounds.
func TestEstimatePlainFallback(t *testing.T) {
	r, err := estimate.Estimate(context.Background(), estimate.Config{Game: toygame.Game{}, Rounds: 100_000, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	st, err := sim.Simulate(context.Background(), sim.Config{Game: toygame.Game{}, Rounds: 100_000, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	m := r.Modes[0]
	if m.Method != estimate.MethodPlain || m.RTP.Value != st.RTP() || m.RTP.Half != st.RTPCI99() || m.FeatureRate.Value != float64(st.Triggers)/float64(st.Rounds) {
		t.Errorf("plain estimate %+v, sim says RTP %v ± %v, feature rate %v", m, st.RTP(), st.RTPCI99(), float64(st.Triggers)/float64(st.Rounds))
	}
	if len(r.Modes) != 2 || r.Modes[1].Mode != "ante" || !r.Modes[1].RTP.Covers(487.0/640) {
		t.Errorf("ante: %+v, want an interval covering 487/640", r.Modes[1:])
	}
	// The ante mode of the toy triggers as often as the standard one.
	if !r.Modes[1].FeatureRatio.Covers(1) {
		t.Errorf("ante/standard feature ratio %+v, want about 1", r.Modes[1].FeatureRatio)
	}
}

// The stratified estimate of the feature toy is within its interval of the
// exact RTP, far tighter than plain Monte Carlo with the same rounds, and
// its other figures are within theirs.
func TestEstimateStratifiedToy(t *testing.T) {
	cfg := estimate.Config{Game: featureToy{}, Rounds: 200_000, Seed: 1}
	r, err := estimate.Estimate(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Plain = true
	p, err := estimate.Estimate(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range r.Modes {
		truth := toyRTP(m.Mode)
		t.Logf("%s: stratified %.5f ± %.5f, plain %.5f ± %.5f, exact %.5f", m.Mode, m.RTP.Value, m.RTP.Half, p.Modes[i].RTP.Value, p.Modes[i].RTP.Half, truth)
		if m.Method != estimate.MethodStratified || !m.RTP.Covers(truth) {
			t.Errorf("%s: %s RTP %+v does not cover the exact %v", m.Mode, m.Method, m.RTP, truth)
		}
		if m.RTP.Half > p.Modes[i].RTP.Half/2 {
			t.Errorf("%s: stratified half-width %v, plain %v: want at most half", m.Mode, m.RTP.Half, p.Modes[i].RTP.Half)
		}
		for _, f := range []struct {
			name      string
			got, want estimate.Figure
		}{{"hit rate", m.HitRate, p.Modes[i].HitRate}, {"feature rate", m.FeatureRate, p.Modes[i].FeatureRate}} {
			if d := f.got.Value - f.want.Value; d*d > (f.got.Half*f.got.Half + f.want.Half*f.want.Half) {
				t.Errorf("%s: %s %+v, plain %+v", m.Mode, f.name, f.got, f.want)
			}
		}
	}
	// Exact: standard triggers 3 in 100, ante 13 in 100.
	if !r.Modes[0].FeatureRate.Covers(0.03) || r.Modes[0].FeatureRate.Value != 0.03 {
		t.Errorf("standard feature rate %+v, want exactly 0.03 (the strata are the trigger)", r.Modes[0].FeatureRate)
	}
	if want := 13.0 / 3; math.Abs(r.Modes[1].FeatureRatio.Value-want) > 1e-12 {
		t.Errorf("ante/standard ratio %+v, want %v", r.Modes[1].FeatureRatio, want)
	}
}

// Bad configurations are refused before any round, naming what is wrong.
func TestEstimateErrors(t *testing.T) {
	for _, c := range []struct {
		cfg  estimate.Config
		want string
		is   error
	}{
		{estimate.Config{Rounds: 5000}, "no game", estimate.ErrConfig},
		{estimate.Config{Game: featureToy{}, Rounds: 10}, "feature-toy: 10 rounds per mode, want at least 1000", estimate.ErrConfig},
		{estimate.Config{Game: starlight.New(), Rounds: 2000}, "starlight-christmas: 2000 rounds per mode, want at least 2800 (100 per stratum)", estimate.ErrConfig},
		{estimate.Config{Game: featureToy{}, Rounds: 5000, Features: -1}, "-1 features", estimate.ErrConfig},
		{estimate.Config{Game: featureToy{}, Rounds: 5000, Workers: -2}, "-2 workers", estimate.ErrConfig},
		{estimate.Config{Game: featureToy{}, Rounds: 5000, Modes: []string{"turbo"}}, `feature-toy has no mode "turbo"`, estimate.ErrConfig},
		{estimate.Config{Game: starlight.New(), Rounds: 5000, Bet: 30}, "bet", games.ErrBet},
		{estimate.Config{Game: badDesign{featureToy{}}, Rounds: 5000}, "mode standard: design: the strata's probabilities add up to 0.990000000000, want 1", estimate.ErrConfig},
	} {
		_, err := estimate.Estimate(context.Background(), c.cfg)
		if err == nil || !strings.Contains(err.Error(), c.want) || !errors.Is(err, c.is) {
			t.Errorf("%+v: error %v, want one with %q wrapping %v", c.cfg, err, c.want, c.is)
		}
	}
	// A sample that fails names the mode, the stage and the stratum.
	_, err := estimate.Estimate(context.Background(), estimate.Config{Game: failing{featureToy{}}, Rounds: 5000})
	if err == nil || !strings.Contains(err.Error(), "feature-toy: mode standard: pilot: stratum 3 (group 3) sample 0: broken") {
		t.Errorf("failing sampler: %v", err)
	}
	// A cancelled context stops the run.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := estimate.Estimate(ctx, estimate.Config{Game: featureToy{}, Rounds: 5000}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}

// badDesign's strata do not add up to 1.
type badDesign struct{ featureToy }

func (b badDesign) Design(bet slotmech.Money, mode string) (*estimate.Design, error) {
	d, err := b.featureToy.Design(bet, mode)
	if err == nil {
		d.Strata[0].P -= 0.01
	}
	return d, err
}

// failing's sampler fails in its third stratum.
type failing struct{ featureToy }

func (f failing) NewSampler(bet slotmech.Money, mode string) (estimate.Sampler, error) {
	s, err := f.featureToy.NewSampler(bet, mode)
	return failingSampler{s}, err
}

type failingSampler struct{ estimate.Sampler }

func (f failingSampler) SampleBase(k int, src rng.Source, bs *estimate.BaseSample) error {
	if k == 2 {
		return errors.New("broken")
	}
	return f.Sampler.SampleBase(k, src, bs)
}

// Config.CommonStreams draws other samples than the default layout, as
// deterministically (whatever the number of workers), and the stratified
// cap rate has an interval.
func TestEstimateCommonStreams(t *testing.T) {
	g := starlight.New()
	cfg := estimate.Config{Game: g, Modes: []string{games.Standard}, Rounds: 40_000, Seed: 5, Workers: 1}
	def, err := estimate.Estimate(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	cfg.CommonStreams = true
	first := sameForWorkers(t, "with common streams", cfg, 1, 2)
	a, b := def.Modes[0], first.Modes[0]
	if a.RTP.Value == b.RTP.Value {
		t.Errorf("common streams give the same RTP as the default layout, %v: the samples should differ", a.RTP.Value)
	}
	// The two layouts estimate the same RTP: within their intervals of each
	// other.
	if d := math.Abs(a.RTP.Value - b.RTP.Value); d > math.Hypot(a.RTP.Half, b.RTP.Half) {
		t.Errorf("RTP %v ± %v by default, %v ± %v with common streams", a.RTP.Value, a.RTP.Half, b.RTP.Value, b.RTP.Half)
	}
	for _, m := range []estimate.ModeReport{a, b} {
		if !(m.CapRate.Half > 0) || math.IsInf(m.CapRate.Half, 0) || m.CapRate.Half > 0.01 {
			t.Errorf("cap rate %+v: want a finite interval above 0", m.CapRate)
		}
	}
}
