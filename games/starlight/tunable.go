package starlight

import (
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/optimize"
)

var _ optimize.Tunable = (*Game)(nil)

// MaxWeight bounds every weight of [Maths] as a tuning parameter
// ([Game.Params]).
const MaxWeight = 10_000_000

// Params returns the game's tuning parameters (optimize.Tunable): every
// weight of its [Maths], 63 in all, in this order and with these names:
//
//	Base.yellow … Base.sun, Base.scatter, Base.multiplier   (11)
//	Ante.…, Free.…                                          (11 each)
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
		w    Weights
	}{{"Base", g.maths.Base}, {"Ante", g.maths.Ante}, {"Free", g.maths.Free}} {
		for i, x := range part.w.Paying {
			add(part.name+"."+alphabet.Name(Yellow+slotmech.Symbol(i)), x)
		}
		add(part.name+".scatter", part.w.Scatter)
		add(part.name+".multiplier", part.w.Multiplier)
	}
	for i, x := range g.maths.BaseValues {
		add("BaseValues."+alphabet.Name(multiplierSymbol(i)), x)
	}
	for i, x := range g.maths.FreeValues {
		add("FreeValues."+alphabet.Name(multiplierSymbol(i)), x)
	}
	return ps
}

// WithParams returns Starlight Christmas with the weights v, in the order
// of [Game.Params] (optimize.Tunable): [NewWithMaths] of those weights.
// A vector of the wrong length or a weight outside its bounds returns an
// error wrapping optimize.ErrParams naming the parameter.
func (g *Game) WithParams(v []int64) (optimize.Tunable, error) {
	if err := optimize.CheckValues(Name, g.Params(), v); err != nil {
		return nil, err
	}
	var m Maths
	k := 0
	next := func() int64 { k++; return v[k-1] }
	for _, w := range []*Weights{&m.Base, &m.Ante, &m.Free} {
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
	return NewWithMaths(m)
}

// FirstScreenTrigger returns the exact probability that a spin's first
// screen in the base game of mode (games.Standard or [Ante]) shows
// [TriggerScatters] or more scatters: every one of the 30 positions is
// drawn from the same class weights, so the count is binomial(30, q), q the
// scatter's share of the weights. It is the part of the trigger rate (SC-9)
// known exactly from the weights; scatters that tumbles bring in add the
// rest (with [DefaultMaths], 0.14 % of 0.25 % in the standard mode), which
// only play measures. An unknown mode returns an error wrapping
// [games.ErrBet].
func (g *Game) FirstScreenTrigger(mode string) (float64, error) {
	var w Weights
	switch mode {
	case games.Standard:
		w = g.maths.Base
	case Ante:
		w = g.maths.Ante
	default:
		return 0, refuse("first screen trigger", "mode", fmt.Sprintf("%q", mode), games.ErrBet, "want %q or %q", games.Standard, Ante)
	}
	q := float64(w.Scatter) / float64(w.Total())
	below := 0.0
	for _, p := range binomial(Reels*Rows, q)[:TriggerScatters] {
		below += p
	}
	return 1 - below, nil
}

var _ optimize.ModeScoped = (*Game)(nil)

// ModeParams returns the names of the parameters mode depends on
// (optimize.ModeScoped): the standard mode plays the Base weights, the
// [Ante] mode the Ante weights, and both the Free weights and the value
// weights; nil (all) for any other mode. Two configurations equal in
// those play every round of the mode alike, draw for draw.
func (g *Game) ModeParams(mode string) []string {
	var skip string
	switch mode {
	case games.Standard:
		skip = "Ante."
	case Ante:
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
