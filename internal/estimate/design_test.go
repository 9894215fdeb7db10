package estimate_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/designs/starlight"
	"github.com/slotmech/slotmech/internal/estimate"
	"github.com/slotmech/slotmech/rng"
)

// resampled is the feature toy with its design changed by edit and its
// samplers' SampleBase passed through base (given the toy's own as next),
// each if not nil.
type resampled struct {
	featureToy
	edit func(d *estimate.Design)
	base func(k int, bs *estimate.BaseSample, next func() error) error
}

func (r resampled) Design(bet slotmech.Money, mode string) (*estimate.Design, error) {
	d, err := r.featureToy.Design(bet, mode)
	if err == nil && r.edit != nil {
		r.edit(d)
	}
	return d, err
}

func (r resampled) NewSampler(bet slotmech.Money, mode string) (estimate.Sampler, error) {
	s, err := r.featureToy.NewSampler(bet, mode)
	if err != nil || r.base == nil {
		return s, err
	}
	return resampledSampler{s, r.base}, nil
}

type resampledSampler struct {
	estimate.Sampler
	base func(k int, bs *estimate.BaseSample, next func() error) error
}

func (s resampledSampler) SampleBase(k int, src rng.Source, bs *estimate.BaseSample) error {
	return s.base(k, bs, func() error { return s.Sampler.SampleBase(k, src, bs) })
}

// A design that is not sound is refused before any sample, with what is
// wrong and where: the toy's design has four strata "group 1" … "group 4",
// a cap of 150 bets and a grid of one bet (10 at its default bet).
func TestEstimateRefusesBadDesigns(t *testing.T) {
	for _, tc := range []struct {
		edit func(d *estimate.Design)
		want string
	}{
		{func(d *estimate.Design) { d.Strata = nil }, "no strata"},
		{func(d *estimate.Design) { d.Strata[1].P = 1.5 }, "stratum 2 (group 2): probability 1.5, want 0 to 1"},
		{func(d *estimate.Design) { d.Strata[2].P = -0.25 }, "stratum 3 (group 3): probability -0.25, want 0 to 1"},
		{func(d *estimate.Design) { d.Cap = -1 }, "cap -1, want 0 (none) or more"},
		{func(d *estimate.Design) { d.Grid = -1 }, "grid -1, want 0 (1) or more"},
		{func(d *estimate.Design) { d.Draws = 0 }, "0 draws per feature, want at least 1"},
		{func(d *estimate.Design) { d.Cap = 1505 }, "cap 1505 is not a multiple of the grid 10"},
		{func(d *estimate.Design) { d.Grid = 2; d.Cap = 6 << 20 },
			fmt.Sprintf("cap %d on a grid of 2 is %d cells, more than %d: a smaller bet or a coarser grid", 6<<20, 3<<20, estimate.MaxCells)},
	} {
		_, err := estimate.Estimate(context.Background(), estimate.Config{Game: resampled{edit: tc.edit}, Rounds: 5000})
		if err == nil || !strings.HasSuffix(err.Error(), "mode standard: design: "+tc.want) || !errors.Is(err, estimate.ErrConfig) {
			t.Errorf("error %v, want one ending in %q wrapping ErrConfig", err, tc.want)
		}
	}
}

// The least budget a design takes: 100 samples per stratum that is not
// Fixed, and at least 1000.
func TestDesignMinRounds(t *testing.T) {
	d, err := featureToy{}.Design(100, "standard")
	if err != nil {
		t.Fatal(err)
	}
	if got := d.MinRounds(); got != 1000 {
		t.Errorf("4 strata: MinRounds %d, want 1000", got)
	}
	for i := range 16 {
		d.Strata = append(d.Strata, estimate.Stratum{Name: fmt.Sprint("more ", i)})
	}
	d.Strata[0].Fixed = true
	if got := d.MinRounds(); got != 1900 {
		t.Errorf("20 strata, 1 fixed: MinRounds %d, want 1900", got)
	}
	sd, err := starlight.New().Design(100, "standard")
	if err != nil {
		t.Fatal(err)
	}
	if got := sd.MinRounds(); got != 2800 {
		t.Errorf("Starlight Christmas: MinRounds %d, want 2800 (28 strata)", got)
	}
}

// impossibleToy's design has two more strata of probability 0, one of them
// Fixed; its sampler fails if it is ever asked for a sample of them.
var impossibleToy = resampled{
	edit: func(d *estimate.Design) {
		d.Strata = append(d.Strata, estimate.Stratum{Name: "never"}, estimate.Stratum{Name: "never, fixed", Fixed: true})
	},
	base: func(k int, _ *estimate.BaseSample, next func() error) error {
		if k >= len(toyGroups) {
			return fmt.Errorf("sampled stratum %d, of probability 0", k+1)
		}
		return next()
	},
}

// A stratum of probability 0 is never sampled, Fixed or not (the report
// lists the strata sampled).
func TestEstimateSkipsImpossibleStrata(t *testing.T) {
	r, err := estimate.Estimate(context.Background(), estimate.Config{Game: impossibleToy, Rounds: 20_000, Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range r.Modes {
		var names []string
		for _, s := range m.Strata {
			names = append(names, s.Name)
		}
		if want := []string{"group 1", "group 2", "group 3", "group 4"}; !slices.Equal(names, want) {
			t.Errorf("%s: strata %q, want %q", m.Mode, names, want)
		}
		if !m.RTP.Covers(toyRTP(m.Mode)) {
			t.Errorf("%s: RTP %+v does not cover the exact %v", m.Mode, m.RTP, toyRTP(m.Mode))
		}
	}
}

// Progress reports every stage from the caller's goroutine, never going
// back, and ends each stage with all its samples done. The stages run one
// after another, and a base stage ("… pilot", "… base") never reports more
// than the base parts played since it began (the pool plays a job or two
// ahead of what it has merged and reported), and at its end exactly those
// (400 000 rounds with one worker: the main stages take several waves of
// jobs, so that a report comes before the end).
func TestEstimateProgress(t *testing.T) {
	var calls atomic.Int64 // the base parts played
	counting := resampled{base: func(_ int, _ *estimate.BaseSample, next func() error) error {
		calls.Add(1)
		return next()
	}}
	last := map[string][2]int64{}
	var order []string
	var before int64 // base parts played by the base stages before this one
	cfg := estimate.Config{Game: counting, Rounds: 400_000, Seed: 3, Workers: 1,
		Progress: func(stage string, done, total int64) {
			prev, seen := last[stage]
			if !seen {
				order = append(order, stage)
			}
			if done < prev[0] || done > total || (seen && total != prev[1]) {
				t.Errorf("%s: %d of %d after %d of %d", stage, done, total, prev[0], prev[1])
			}
			last[stage] = [2]int64{done, total}
			if strings.HasSuffix(stage, " pilot") || strings.HasSuffix(stage, " base") {
				if played := calls.Load() - before; done > played || (done == total && done != played) {
					t.Errorf("%s: %d of %d reported, %d played", stage, done, total, played)
				}
				if done == total {
					before += total
				}
			}
		}}
	if _, err := estimate.Estimate(context.Background(), cfg); err != nil {
		t.Fatal(err)
	}
	want := []string{"standard pilot features", "standard pilot", "ante pilot features", "ante pilot",
		"standard features", "standard base", "ante features", "ante base"}
	if !slices.Equal(order, want) {
		t.Errorf("stages %q, want %q", order, want)
	}
	for _, stage := range order {
		if got := last[stage]; got[0] != got[1] || got[1] <= 0 {
			t.Errorf("%s ended at %d of %d", stage, got[0], got[1])
		}
	}
}

// offGrid's sampler reports, in its third stratum, a triggered base part
// whose atom is off the design's grid.
var offGrid = resampled{base: func(k int, bs *estimate.BaseSample, next func() error) error {
	err := next()
	if k == 2 {
		bs.Triggered = true
		bs.Atoms = append(bs.Atoms, estimate.Atom{Win: 155, P: 1})
	}
	return err
}}

// A base part off the grid is an error naming the stage, the stratum and
// the sample.
func TestEstimateRefusesOffGridWins(t *testing.T) {
	_, err := estimate.Estimate(context.Background(), estimate.Config{Game: offGrid, Rounds: 5000})
	want := "feature-toy: mode standard: pilot: stratum 3 (group 3) sample 0: a base win of 155, not on the grid 10 below the cap"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("error %v, want %q", err, want)
	}
}

// zeroBase is the feature toy whose third stratum's outcome (it triggers
// the feature) pays nothing in the base game.
var zeroBase = resampled{base: func(k int, bs *estimate.BaseSample, next func() error) error {
	err := next()
	if k == 2 {
		bs.Win, bs.Hit = 0, 0
	}
	return err
}}

// A round that triggers the feature but wins nothing in the base game hits
// when the feature pays: with probability P(X > 0) = 1 − P(v₁ = 0)·P(v₂ = 0)
// = 1 − 0.5² = 0.75. The toy's other outcomes hit when they win, so the hit
// rate is (25 + 8 + 4 + 1 + 2 × 0.75) / 100 = 0.395 in the standard mode and
// (25 + 8 + 4 + 5 + 8 × 0.75) / 100 = 0.48 in the ante mode.
func TestEstimateHitOfAFeatureAlone(t *testing.T) {
	r, err := estimate.Estimate(context.Background(), estimate.Config{Game: zeroBase, Rounds: 200_000, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []float64{0.395, 0.48} {
		if h := r.Modes[i].HitRate; !h.Covers(want) || h.Half > 0.005 {
			t.Errorf("%s: hit rate %+v, want %v", r.Modes[i].Mode, h, want)
		}
	}
}
