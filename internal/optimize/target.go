package optimize

import (
	"fmt"
	"math"
)

// Figure is one measured figure: its value and the half-width of its 99%
// interval (0 for an exact figure). The zero Figure is "not measured"
// (Known false): an evaluator that cannot compute a figure leaves it so.
type Figure struct {
	Value float64 // the figure (a fraction: 0.955 for 95.5%)
	Half  float64 // the half-width of its 99% interval; 0 when Exact
	Exact bool    // computed exactly (a full cycle, marginals, a closed form)
	Known bool    // measured at all
}

// String returns the figure with 6 significant digits and its interval
// with 2: "0.950150 (exact)", "0.954828 ± 0.0053" or "unknown".
func (f Figure) String() string {
	switch {
	case !f.Known:
		return "unknown"
	case f.Exact:
		return fmt.Sprintf("%#.6g (exact)", f.Value)
	}
	return fmt.Sprintf("%#.6g ± %.2g", f.Value, f.Half)
}

// Figures are what an [Evaluator] measured of one mode of one game.
type Figures struct {
	Game   string // the game's name
	Config string // its configuration identity, games.ConfigID
	Mode   string // the mode measured
	// Source says how: "full cycle", "marginals", "monte carlo, seed 1,
	// 4000000 rounds".
	Source string

	RTP         Figure // won / wagered
	HitRate     Figure // rounds that won something
	FeatureRate Figure // rounds that triggered a feature (Outcome.Triggered)
	MaxWinRate  Figure // rounds that reached the win cap (Outcome.Capped)

	// Facts holds, for each of the title's facts an evaluator counts, the
	// share of rounds in which it happened: Crystal Spin's "full_house"
	// over the full cycle. Nil if none is counted.
	Facts map[string]Figure
}

// Metric names a figure a [Target] sets.
type Metric uint8

// The metrics.
const (
	RTP          Metric = iota + 1 // Figures.RTP
	HitRate                        // Figures.HitRate
	FeatureRate                    // Figures.FeatureRate: triggers per round
	FeatureRatio                   // the mode's FeatureRate over the first mode's (Starlight's ante/standard ratio); its interval by the delta method, as if the two were independent
	MaxWinRate                     // Figures.MaxWinRate: rounds reaching the cap
)

// String returns the metric's name: "RTP", "hit rate", "feature rate",
// "feature ratio" or "max-win rate".
func (m Metric) String() string {
	switch m {
	case RTP:
		return "RTP"
	case HitRate:
		return "hit rate"
	case FeatureRate:
		return "feature rate"
	case FeatureRatio:
		return "feature ratio"
	case MaxWinRate:
		return "max-win rate"
	}
	return fmt.Sprintf("Metric(%d)", uint8(m))
}

// Target is one figure of one mode that a search must land: Value ± Tol,
// or Value × (1 ± Tol) when Relative.
//
// Free spins "1 in 400 ± 2%" is {Mode: "standard", Metric: FeatureRate,
// Value: 1.0/400, Tol: 0.02, Relative: true}; an RTP of 95.50% ± 0.10 pp
// is {Metric: RTP, Value: 0.9550, Tol: 0.0010}.
type Target struct {
	Mode     string // the mode's name; "" means the first mode
	Metric   Metric
	Value    float64
	Tol      float64 // > 0
	Relative bool    // Tol is a fraction of Value
}

// String returns the target as people write it, for example
// "standard RTP 0.955 ± 0.001".
func (t Target) String() string {
	mode := t.Mode
	if mode == "" {
		mode = "first mode"
	}
	if t.Relative {
		return fmt.Sprintf("%s %s %.6g ± %.3g%%", mode, t.Metric, t.Value, 100*t.Tol)
	}
	return fmt.Sprintf("%s %s %.6g ± %.6g", mode, t.Metric, t.Value, t.Tol)
}

// tol returns the target's absolute tolerance.
func (t Target) tol() float64 {
	if t.Relative {
		return t.Tol * math.Abs(t.Value)
	}
	return t.Tol
}

// Verdict is how a measured figure stands against its target.
type Verdict uint8

// The verdicts. A figure is Met when its whole 99% interval lies within
// the tolerance (an exact figure: when it lies within), OnTarget when only
// its value does, and Missed otherwise.
const (
	Missed Verdict = iota
	OnTarget
	Met
)

// String returns "missed", "on target (interval wider)" or "met".
func (v Verdict) String() string {
	switch v {
	case Met:
		return "met"
	case OnTarget:
		return "on target (interval wider)"
	}
	return "missed"
}

// Check is one target's figure and verdict in a [Result].
type Check struct {
	Target  Target
	Figure  Figure  // the measured figure (for FeatureRatio, the ratio)
	Verdict Verdict // how it stands
}

// Constraint is a condition on a candidate's figures that is not a target
// to approach but a line not to cross: a candidate that breaks it is never
// accepted. Figures are keyed by mode name.
type Constraint struct {
	Name  string // for people: "full house reachable (CS-9)"
	Check func(figs map[string]*Figures) bool
}

// Reachable returns the constraint that the fact named fact happens in
// mode (with its figure measured and above 0): Crystal Spin's full house
// over the exact full cycle (CS-9).
func Reachable(mode, fact string) Constraint {
	return Constraint{
		Name: fmt.Sprintf("%s reachable in mode %q", fact, mode),
		Check: func(figs map[string]*Figures) bool {
			f := figs[mode]
			if f == nil {
				return false
			}
			x, ok := f.Facts[fact]
			return ok && x.Known && x.Value > 0
		},
	}
}

// figureOf returns the figure t sets, from figs keyed by mode; first is the
// name of the first mode.
func figureOf(t Target, figs map[string]*Figures, first string) Figure {
	mode := t.Mode
	if mode == "" {
		mode = first
	}
	f := figs[mode]
	if f == nil {
		return Figure{}
	}
	switch t.Metric {
	case RTP:
		return f.RTP
	case HitRate:
		return f.HitRate
	case FeatureRate:
		return f.FeatureRate
	case MaxWinRate:
		return f.MaxWinRate
	case FeatureRatio:
		b := figs[first]
		if b == nil || !f.FeatureRate.Known || !b.FeatureRate.Known || b.FeatureRate.Value == 0 {
			return Figure{}
		}
		a, d := f.FeatureRate, b.FeatureRate
		r := a.Value / d.Value
		var rel float64
		if a.Value > 0 {
			rel = math.Hypot(a.Half/a.Value, d.Half/d.Value)
		}
		return Figure{Value: r, Half: r * rel, Exact: a.Exact && d.Exact, Known: true}
	}
	return Figure{}
}

// judge returns how f stands against t.
func judge(t Target, f Figure) Verdict {
	if !f.Known {
		return Missed
	}
	tol := t.tol()
	d := math.Abs(f.Value - t.Value)
	switch {
	case d+f.Half <= tol:
		return Met
	case d <= tol:
		return OnTarget
	}
	return Missed
}
