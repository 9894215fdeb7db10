package starlight_test

import (
	"context"
	"errors"
	"math"
	"math/big"
	"strings"
	"testing"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/designs/starlight"
	"github.com/slotmech/slotmech/internal/optimize"
	sl "github.com/slotmech/slotmech/internal/starlight"
)

// SC-14: the tuning parameters are every weight of the maths; the
// reference game's values give the certified configuration back.
func TestSC_14_TunableWeights(t *testing.T) {
	g := starlight.New()
	ps := g.Params()
	if len(ps) != 63 || ps[9].Name != "Base.scatter" || ps[10].Name != "Base.multiplier" || ps[62].Name != "FreeValues.x500" {
		t.Fatalf("%d parameters (%q, %q, %q)", len(ps), ps[9].Name, ps[10].Name, ps[len(ps)-1].Name)
	}
	same, err := g.WithParams(optimize.Values(ps))
	if err != nil || games.ConfigID(same) != sl.ConfigIdentity {
		t.Fatalf("WithParams(today) = %v, %v; want the certified configuration", same, err)
	}
	v := optimize.Values(ps)
	v[9] += 100
	other, err := g.WithParams(v)
	if err != nil {
		t.Fatal(err)
	}
	if m := other.(*starlight.Game).Maths(); m.Base.Scatter != sl.DefaultMaths().Base.Scatter+100 || m.Ante != sl.DefaultMaths().Ante {
		t.Errorf("Base.scatter +100 gives %+v", m)
	}
	v[9] = 0
	if _, err := g.WithParams(v); !errors.Is(err, optimize.ErrParams) {
		t.Errorf("a weight of 0: err = %v, want ErrParams", err)
	}
}

// SC-9, SC-11: the first screen's trigger probability is the binomial
// tail of 30 independent positions, computed here exactly with rationals;
// it is the part of the trigger rate the weights fix alone (0.14 % and
// 0.28 %, package documentation), and the ante's is about twice the
// standard's.
func TestSC_9_FirstScreenTrigger(t *testing.T) {
	g := starlight.New()
	m := sl.DefaultMaths()
	for _, tc := range []struct {
		mode string
		w    sl.Weights
		doc  float64
	}{{games.Standard, m.Base, 0.0014}, {sl.Ante, m.Ante, 0.0028}} {
		got, err := g.FirstScreenTrigger(tc.mode)
		if err != nil {
			t.Fatal(err)
		}
		q := big.NewRat(tc.w.Scatter, tc.w.Total())
		p := new(big.Rat).Sub(big.NewRat(1, 1), q)
		tail := new(big.Rat)
		for k := sl.TriggerScatters; k <= 30; k++ {
			term := new(big.Rat).SetInt(new(big.Int).Binomial(30, int64(k)))
			for range k {
				term.Mul(term, q)
			}
			for range 30 - k {
				term.Mul(term, p)
			}
			tail.Add(tail, term)
		}
		want, _ := tail.Float64()
		if math.Abs(got-want) > 1e-12 || math.Abs(got-tc.doc) > 0.00005 {
			t.Errorf("%s: %v, want %v (exact) ≈ %v (documented)", tc.mode, got, want, tc.doc)
		}
	}
	if _, err := g.FirstScreenTrigger("turbo"); !errors.Is(err, games.ErrBet) {
		t.Errorf("unknown mode: err = %v, want games.ErrBet", err)
	}
}

// SC-11: a mode plays only the parameters ModeParams names: the standard
// mode's rounds are the same, draw for draw, whatever the ante weights,
// and the ante mode's whatever the standard base weights.
func TestSC_11_ModeParams(t *testing.T) {
	g := starlight.New()
	ps := g.Params()
	v := optimize.Values(ps)
	for i, p := range ps {
		if strings.HasPrefix(p.Name, "Ante.") {
			v[i] += 37
		}
	}
	other, err := g.WithParams(v)
	if err != nil {
		t.Fatal(err)
	}
	w := optimize.Values(ps)
	for i, p := range ps {
		if strings.HasPrefix(p.Name, "Base.") {
			w[i] += 53
		}
	}
	third, _ := g.WithParams(w)
	ctx := context.Background()
	mc := optimize.MonteCarlo(2)
	for _, tc := range []struct {
		mode string
		b    optimize.Tunable
	}{{games.Standard, other}, {sl.Ante, third}} {
		a, _ := mc(ctx, g, tc.mode, 3, 100_000)
		b, _ := mc(ctx, tc.b, tc.mode, 3, 100_000)
		if a.RTP != b.RTP || a.FeatureRate != b.FeatureRate || a.HitRate != b.HitRate {
			t.Errorf("%s: figures %+v and %+v differ with weights the mode does not play", tc.mode, a, b)
		}
		for _, name := range g.ModeParams(tc.mode) {
			if strings.HasPrefix(name, map[string]string{games.Standard: "Ante.", sl.Ante: "Base."}[tc.mode]) {
				t.Errorf("%s depends on %s", tc.mode, name)
			}
		}
	}
	if got := len(g.ModeParams(games.Standard)); got != 52 {
		t.Errorf("the standard mode depends on %d parameters, want 52 (63 less the 11 ante weights)", got)
	}
}
