package starlight

import (
	sl "github.com/slotmech/slotmech/internal/starlight"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/optimize"
)

var _ optimize.Tunable = (*Game)(nil)

// MaxWeight bounds every weight of [sl.Maths] as a tuning parameter
// ([Game.Params]).
const MaxWeight = 10_000_000

// Params returns the game's tuning parameters (optimize.Tunable): every
// weight of its [sl.Maths], 63 in all, in this order and with these names:
//
//	Base.yellow … Base.sun, Base.scatter, Base.multiplier   (11)
//	sl.Ante.…, Free.…                                          (11 each)
//	BaseValues.x2 … BaseValues.x500                         (15)
//	FreeValues.x2 … FreeValues.x500                         (15)
//
// each from 1 to [MaxWeight]. The pays are rules (SC-3, SC-4), not
// parameters.
func (g *Game) Params() []optimize.Param {
	var ps []optimize.Param
	add := func(name string, v int64) {
		ps = append(ps, optimize.Param{Name: name, Value: v, Min: 1, Max: max(MaxWeight, v)})
	}
	for _, part := range []struct {
		name string
		w    sl.Weights
	}{{"Base", g.Maths().Base}, {"Ante", g.Maths().Ante}, {"Free", g.Maths().Free}} {
		for i, x := range part.w.Paying {
			add(part.name+"."+sl.Alphabet().Name(sl.Yellow+slotmech.Symbol(i)), x)
		}
		add(part.name+".scatter", part.w.Scatter)
		add(part.name+".multiplier", part.w.Multiplier)
	}
	for i, x := range g.Maths().BaseValues {
		add("BaseValues."+sl.Alphabet().Name(sl.X2+slotmech.Symbol(i)), x)
	}
	for i, x := range g.Maths().FreeValues {
		add("FreeValues."+sl.Alphabet().Name(sl.X2+slotmech.Symbol(i)), x)
	}
	return ps
}

// WithParams returns Starlight Christmas with the weights v, in the order
// of [Game.Params] (optimize.Tunable): [NewWithMaths] of those weights.
// A vector of the wrong length or a weight outside its bounds returns an
// error wrapping optimize.ErrParams naming the parameter.
func (g *Game) WithParams(v []int64) (optimize.Tunable, error) {
	if err := optimize.CheckValues(sl.Name, g.Params(), v); err != nil {
		return nil, err
	}
	var m sl.Maths
	k := 0
	next := func() int64 { k++; return v[k-1] }
	for _, w := range []*sl.Weights{&m.Base, &m.Ante, &m.Free} {
		for i := range w.Paying {
			w.Paying[i] = next()
		}
		w.Scatter = next()
		w.Multiplier = next()
	}
	for i := range m.BaseValues {
		m.BaseValues[i] = next()
	}
	for i := range m.FreeValues {
		m.FreeValues[i] = next()
	}
	t, err := NewWithMaths(m)
	if err != nil {
		return nil, err
	}
	return t, nil
}

// FirstScreenTrigger returns the exact probability that a spin's first
// screen in the base game of mode (games.Standard or [sl.Ante]) shows
// [sl.TriggerScatters] or more scatters: every one of the 30 positions is
// drawn from the same class weights, so the count is binomial(30, q), q the
// scatter's share of the weights. It is the part of the trigger rate (SC-9)
// known exactly from the weights; scatters that tumbles bring in add the
// rest (with [sl.DefaultMaths], 0.14 % of 0.25 % in the standard mode), which
// only play measures. An unknown mode returns an error wrapping
// [games.ErrBet].
func (g *Game) FirstScreenTrigger(mode string) (float64, error) {
	if _, err := sl.CheckBet("first screen trigger", sl.DefaultBet, mode); err != nil {
		return 0, err
	}
	w := g.Maths().Base
	if mode == sl.Ante {
		w = g.Maths().Ante
	}
	q := float64(w.Scatter) / float64(w.Total())
	below := 0.0
	for _, p := range binomial(sl.Reels*sl.Rows, q)[:sl.TriggerScatters] {
		below += p
	}
	return 1 - below, nil
}

var _ optimize.ModeScoped = (*Game)(nil)

// ModeParams returns the names of the parameters mode depends on
// (optimize.ModeScoped): the standard mode plays the Base weights, the
// [sl.Ante] mode the Ante weights, and both the Free weights and the value
// weights; nil (all) for any other mode. Two configurations equal in
// those play every round of the mode alike, draw for draw.
func (g *Game) ModeParams(mode string) []string {
	var skip string
	switch mode {
	case games.Standard:
		skip = "Ante."
	case sl.Ante:
		skip = "Base."
	default:
		return nil
	}
	var out []string
	for _, p := range g.Params() {
		if len(p.Name) < len(skip) || p.Name[:len(skip)] != skip {
			out = append(out, p.Name)
		}
	}
	return out
}
