package starlight

import (
	sl "github.com/slotmech/slotmech/internal/starlight"
	"math"
	"testing"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/estimate"
	"github.com/slotmech/slotmech/rng"
)

// The controls' tables against what they mean, worked by hand: no refill
// changes nothing; a count already at the threshold has triggered; 8 holes
// reach 8 of a symbol only if every one shows it, and 1 hole reaches 8 from
// 7 with its probability; the expected multiplier in closed form equals the
// sum over the binomial.
func TestControlsTables(t *testing.T) {
	m := sl.DefaultMaths()
	c := newControls(m.Base, m.BaseValues, sl.TriggerScatters, sl.DefaultBet)
	total := float64(m.Base.Total())
	for k := 0; k <= sl.Reels*sl.Rows; k++ {
		want := 0.0
		if k >= sl.TriggerScatters {
			want = 1
		}
		if c.trigger[0][k] != want || c.trigger[7][k] < want-1e-12 {
			t.Errorf("trigger[0][%d] = %v, trigger[7][%d] = %v, want %v and at least it", k, c.trigger[0][k], k, c.trigger[7][k], want)
		}
		if got, want := c.scatter[0][k], float64(scatterPay(k).ApplySat(sl.DefaultBet)); got != want {
			t.Errorf("scatter[0][%d] = %v, want the pay of %d scatters %v", k, got, k, want)
		}
	}
	for i := range sl.Paying {
		p := float64(m.Base.Paying[i]) / total
		eight := float64(payTable[i][0].ApplySat(sl.DefaultBet))
		if got, want := c.pay[i][8][0], math.Pow(p, 8)*eight; math.Abs(got-want) > 1e-12*want {
			t.Errorf("pay[%d][8][0] = %g, want p⁸ × pay(8) = %g", i, got, want)
		}
		if got, want := c.pay[i][1][7], p*eight; math.Abs(got-want) > 1e-12*want {
			t.Errorf("pay[%d][1][7] = %g, want p × pay(8) = %g", i, got, want)
		}
	}
	for _, h := range []int{0, 1, 8, 30} {
		for _, prev := range []int{0, 3} {
			for _, k := range []int{0, 2} {
				var want float64
				for j, pj := range binomial(h, c.qm) {
					want += pj * c.certain(prev, k+j)
				}
				if got := c.expectCertain(prev, k, h); math.Abs(got-want) > 1e-12*want {
					t.Errorf("expectCertain(%d, %d, %d) = %g, want %g", prev, k, h, got, want)
				}
			}
		}
	}
}

// moments accumulates the mean and standard error of a statistic.
type moments struct{ n, s, s2 float64 }

func (m *moments) add(x float64) { m.n, m.s, m.s2 = m.n+1, m.s+x, m.s2+x*x }
func (m *moments) mean() float64 { return m.s / m.n }
func (m *moments) sd() float64   { return math.Sqrt(max(0, m.s2/m.n-m.mean()*m.mean())) }
func (m *moments) se() float64   { return m.sd() / math.Sqrt(m.n) }

// zero reports whether m's mean is within z standard errors of 0.
func (m *moments) zero(z float64) bool { return math.Abs(m.mean()) <= z*m.se() }

// controlSamples plays n base spins of stratum name in mode, and n
// features, with the controls c (base) and free (free spins) in place of
// the sampler's own, and returns the moments of the trigger's and the
// pays' controls of the base spins, and the retrigger's and the pays' of
// the features.
func controlSamples(t *testing.T, mode, name string, n int, c, free *controls) (trig, win, retrig, freeWin moments) {
	t.Helper()
	g := New()
	si, err := g.NewSampler(sl.DefaultBet, mode)
	if err != nil {
		t.Fatal(err)
	}
	s := si.(*sampler)
	k := -1
	for i, st := range s.strata {
		if st.name == name {
			k = i
		}
	}
	if k < 0 {
		t.Fatalf("no stratum %q", name)
	}
	src := rng.NewStream(11, 0)
	var bs estimate.BaseSample
	for range n {
		bs.Reset()
		if err := s.SampleBase(k, src, &bs); err != nil {
			t.Fatal(err)
		}
		tr, w := c.of(&s.detail.Spins[0], false, 0)
		trig.add(tr)
		win.add(w)
	}
	for range n {
		if _, err := s.p.PlayFeature(sl.DefaultBet, src, &s.detail); err != nil {
			t.Fatal(err)
		}
		var tr, w float64
		counted := 0
		for i := range s.detail.Spins {
			sp := &s.detail.Spins[i]
			a, b := free.of(sp, true, counted)
			tr, w = tr+a, w+b
			tot, _ := sp.Facts.Get(sl.FactTotalMultiplier)
			counted = int(tot / 2)
		}
		retrig.add(tr)
		freeWin.add(w)
	}
	return trig, win, retrig, freeWin
}

// The controls have mean zero (the estimator's unbiasedness rests on it):
// over 20 000 base spins of the stratum where they matter most, and
// 20 000 features, each control's mean lies within 4.5 standard errors of
// 0 (the seed is fixed: the same outcome on every run). With teeth:
// controls computed from the wrong maths (the scatter's weight 25%
// heavier, the multiplier class's doubled, the pays' expectations at twice
// the bet) have means far from 0, and the test's check says so.
func TestControlsMeanZero(t *testing.T) {
	if testing.Short() {
		t.Skip("about 3 s of CPU")
	}
	m := sl.DefaultMaths()
	const n, z = 20_000, 4.5
	for _, mode := range []string{games.Standard, sl.Ante} {
		w := m.Base
		if mode == sl.Ante {
			w = m.Ante
		}
		right := newControls(w, m.BaseValues, sl.TriggerScatters, sl.DefaultBet)
		free := newControls(m.Free, m.FreeValues, sl.RetriggerScatters, sl.DefaultBet)
		trig, win, retrig, freeWin := controlSamples(t, mode, "scatters 3, multipliers 1, pays", n, right, free)
		_, common, _, _ := controlSamples(t, mode, "scatters 0, multipliers 0, pays", n, right, free)
		for _, c := range []struct {
			name string
			m    moments
		}{{"trigger", trig}, {"base pays", win}, {"base pays (no scatter, no multiplier)", common}, {"retrigger", retrig}, {"free-spin pays", freeWin}} {
			t.Logf("%s %s control: mean %.4g ± %.3g (SE), SD %.4g", mode, c.name, c.m.mean(), c.m.se(), c.m.sd())
			if !c.m.zero(z) {
				t.Errorf("%s: the %s control's mean %.4g is %.1f standard errors from 0", mode, c.name, c.m.mean(), c.m.mean()/c.m.se())
			}
		}
		if mode != games.Standard {
			continue
		}
		scatter, multiplier := w, w
		scatter.Scatter += w.Scatter / 4
		multiplier.Multiplier *= 2
		for _, bad := range []struct {
			name, stratum string
			c             *controls
			which         func(trig, win moments) moments
		}{
			{"the scatter 25% heavier", "scatters 3, multipliers 1, pays", newControls(scatter, m.BaseValues, sl.TriggerScatters, sl.DefaultBet), func(trig, _ moments) moments { return trig }},
			{"the multiplier class doubled", "scatters 0, multipliers 0, pays", newControls(multiplier, m.BaseValues, sl.TriggerScatters, sl.DefaultBet), func(_, win moments) moments { return win }},
			{"the pays at twice the bet", "scatters 0, multipliers 0, pays", newControls(w, m.BaseValues, sl.TriggerScatters, 2*sl.DefaultBet), func(_, win moments) moments { return win }},
		} {
			trig, win, _, _ := controlSamples(t, mode, bad.stratum, n, bad.c, free)
			got := bad.which(trig, win)
			t.Logf("teeth, %s: mean %.4g, %.1f standard errors from 0", bad.name, got.mean(), got.mean()/got.se())
			if got.zero(z) {
				t.Errorf("controls from the wrong weights (%s) pass as mean zero: the test has no teeth", bad.name)
			}
		}
	}
}

// The controls earn their place: in the stratum of three scatters and one
// multiplier, a base spin's contribution (its win and the feature's mean
// ψ ≈ 94 × bet if it triggers) varies less than half as much with them.
func TestControlsReduceVariance(t *testing.T) {
	if testing.Short() {
		t.Skip("about 1 s of CPU")
	}
	g := New()
	si, err := g.NewSampler(sl.DefaultBet, games.Standard)
	if err != nil {
		t.Fatal(err)
	}
	s := si.(*sampler)
	const psi = 94 * float64(sl.DefaultBet)
	for _, name := range []string{"scatters 3, multipliers 1, pays", "scatters 2, multipliers 0, pays"} {
		k := -1
		for i, st := range s.strata {
			if st.name == name {
				k = i
			}
		}
		src := rng.NewStream(12, 0)
		var with, without moments
		var bs estimate.BaseSample
		for range 5000 {
			bs.Reset()
			if err := s.SampleBase(k, src, &bs); err != nil {
				t.Fatal(err)
			}
			_, w := s.controls.of(&s.detail.Spins[0], false, 0)
			y := bs.Win
			if bs.Triggered {
				y += psi
			}
			with.add(y - psi*bs.TriggerControl)
			without.add(y + w)
		}
		t.Logf("%s: SD %.4g × bet with the controls, %.4g without", name, with.sd()/float64(sl.DefaultBet), without.sd()/float64(sl.DefaultBet))
		if with.sd() > without.sd()/2 {
			t.Errorf("%s: SD %.4g × bet with the controls, %.4g without: want less than half", name,
				with.sd()/float64(sl.DefaultBet), without.sd()/float64(sl.DefaultBet))
		}
	}
}
