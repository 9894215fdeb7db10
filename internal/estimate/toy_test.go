package estimate_test

import (
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/estimate"
	"github.com/slotmech/slotmech/internal/weighted"
	"github.com/slotmech/slotmech/rng"
)

// featureToy is a small title with a base game, a feature and a round cap
// whose RTP is known exactly, for the tests of the stratified estimator: a
// round draws a base outcome (a win, and whether it triggers); a trigger
// adds X = v₁ + v₂, two draws of the feature's values; the round pays
// min(W₀ + X, 150 × bet). Its Sampler stratifies the base outcomes into
// four groups and reports the feature's exact mean given v₁, with two
// draws of v₂ (a control variate).
type featureToy struct{}

type toyOutcome struct {
	weight int64
	win    int64 // × bet
	trig   bool
}

var (
	toyBase = map[string][]toyOutcome{
		games.Standard: {{60, 0, false}, {25, 2, false}, {8, 10, false}, {4, 40, false}, {2, 5, true}, {1, 60, true}},
		"ante":         {{50, 0, false}, {25, 2, false}, {8, 10, false}, {4, 40, false}, {8, 5, true}, {5, 60, true}},
	}
	toyGroups     = [][]int{{0, 1}, {2, 3}, {4}, {5}}
	toyValues     = []int64{0, 10, 40, 120}
	toyValueW     = []int64{50, 30, 15, 5}
	toyCap        = int64(150)
	toyAlphabet   = must(slotmech.NewAlphabet("x"))
	toyValueTable = (*rng.Weighted)(weighted.Must(toyValueW...))
)

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

func (featureToy) Name() string { return "feature-toy" }
func (featureToy) Modes() []games.Mode {
	return []games.Mode{{Name: games.Standard, Cost: slotmech.FactorScale}, {Name: "ante", Cost: 2 * slotmech.FactorScale}}
}
func (featureToy) DefaultBet() slotmech.Money { return 10 }
func (featureToy) Stake(bet slotmech.Money, mode string) (slotmech.Money, error) {
	switch {
	case bet <= 0:
		return 0, fmt.Errorf("%w: bet %d", games.ErrBet, bet)
	case mode == games.Standard:
		return bet, nil
	case mode == "ante":
		return 2 * bet, nil
	}
	return 0, fmt.Errorf("%w: mode %q", games.ErrBet, mode)
}
func (featureToy) Alphabet() *slotmech.Alphabet { return toyAlphabet }
func (featureToy) ConfigData() []byte           { return []byte("feature-toy 1") }
func (featureToy) Facts() []games.FactDef       { return nil }
func (featureToy) NewPlayer() games.Player      { return &toyPlayer{} }

// toyRTP is the exact RTP of a mode, by enumeration.
func toyRTP(mode string) float64 {
	base := toyBase[mode]
	var tw, vw, sum float64
	for _, o := range base {
		tw += float64(o.weight)
	}
	for _, w := range toyValueW {
		vw += float64(w)
	}
	for _, o := range base {
		if !o.trig {
			sum += float64(o.weight) * float64(o.win)
			continue
		}
		for i, a := range toyValues {
			for j, b := range toyValues {
				p := float64(toyValueW[i]*toyValueW[j]) / (vw * vw)
				sum += float64(o.weight) * p * float64(min(o.win+a+b, toyCap))
			}
		}
	}
	cost := 1.0
	if mode == "ante" {
		cost = 2
	}
	return sum / tw / cost
}

type toyPlayer struct{}

func (toyPlayer) Play(bet slotmech.Money, mode string, src rng.Source, _ *games.Detail) (games.Outcome, error) {
	st, err := featureToy{}.Stake(bet, mode)
	if err != nil {
		return games.Outcome{}, err
	}
	base := toyBase[mode]
	w := make([]int64, len(base))
	for i, o := range base {
		w[i] = o.weight
	}
	o := base[(*rng.Weighted)(weighted.Must(w...)).Draw(src)]
	out := games.Outcome{Bet: bet, Stake: st}
	win := o.win
	if o.trig {
		out.Triggered = true
		win += toyValues[toyValueTable.Draw(src)] + toyValues[toyValueTable.Draw(src)]
	}
	if win >= toyCap {
		win, out.Capped = toyCap, true
	}
	out.Win = slotmech.Money(win) * bet
	return out, nil
}

func (toyPlayer) PlayForced(*games.Forced, rng.Source, *games.Detail) (games.Outcome, error) {
	return games.Outcome{}, fmt.Errorf("%w: the feature toy plays no forced spins", games.ErrForced)
}

func (featureToy) Design(bet slotmech.Money, mode string) (*estimate.Design, error) {
	if _, err := (featureToy{}).Stake(bet, mode); err != nil {
		return nil, err
	}
	base := toyBase[mode]
	var tw float64
	for _, o := range base {
		tw += float64(o.weight)
	}
	d := &estimate.Design{Cap: slotmech.Money(toyCap) * bet, Grid: bet, Draws: 2}
	for i, g := range toyGroups {
		var p float64
		for _, j := range g {
			p += float64(base[j].weight) / tw
		}
		d.Strata = append(d.Strata, estimate.Stratum{Name: fmt.Sprintf("group %d", i+1), P: p})
	}
	return d, nil
}

func (featureToy) NewSampler(bet slotmech.Money, mode string) (estimate.Sampler, error) {
	if _, err := (featureToy{}).Stake(bet, mode); err != nil {
		return nil, err
	}
	s := &toySampler{bet: bet, base: toyBase[mode]}
	for _, g := range toyGroups {
		var w []int64
		for _, j := range g {
			w = append(w, s.base[j].weight)
		}
		s.groups = append(s.groups, (*rng.Weighted)(weighted.Must(w...)))
	}
	var sum, tw float64
	for i, v := range toyValues {
		sum += float64(toyValueW[i] * v)
		tw += float64(toyValueW[i])
	}
	s.mean = sum / tw
	return s, nil
}

type toySampler struct {
	bet    slotmech.Money
	base   []toyOutcome
	groups []*rng.Weighted
	mean   float64 // mean value
}

func (s *toySampler) SampleBase(k int, src rng.Source, bs *estimate.BaseSample) error {
	o := s.base[toyGroups[k][s.groups[k].Draw(src)]]
	bs.Win = float64(o.win * int64(s.bet))
	if o.win > 0 {
		bs.Hit = 1
	}
	bs.Triggered = o.trig
	bs.Cost = 1
	return nil
}

func (s *toySampler) SampleFeature(src rng.Source, f *estimate.FeatureSample) error {
	v1 := toyValues[toyValueTable.Draw(src)]
	f.Mean = float64(v1*int64(s.bet)) + s.mean*float64(s.bet)
	for range 2 {
		f.Draws = append(f.Draws, slotmech.Money(v1+toyValues[toyValueTable.Draw(src)])*s.bet)
	}
	f.Cost = 2
	return nil
}
