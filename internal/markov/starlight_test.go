package markov

import (
	"math"
	"testing"
	"time"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/starlight"
	"github.com/slotmech/slotmech/rng"
)

// TestStarlightFirstStepsInsideSimulation checks the exact first two steps
// of Starlight Christmas's base game (standard and ante mode) against the library's
// own player: over a known number of rounds the mean first- and second-step
// paytable factors of the base spin must hold the exact values in their 99 %
// intervals (±2.576 standard errors); the first screen's win chance too.
func TestStarlightFirstStepsInsideSimulation(t *testing.T) {
	for _, mode := range []struct {
		name string
		spec Spec
	}{{games.Standard, StarlightBase()}, {starlight.Ante, StarlightAnte()}} {
		t.Run(mode.name, func(t *testing.T) { checkFirstSteps(t, mode.spec, mode.name) })
	}
}

// checkFirstSteps is TestStarlightFirstStepsInsideSimulation in one mode.
func checkFirstSteps(t *testing.T, spec Spec, mode string) {
	start := time.Now()
	exact, err := First(spec)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("exact in %v: step 1 %s, step 2 %s, win %s, trigger (first screen) %s", time.Since(start),
		exact.Step1.FloatString(9), exact.Step2.FloatString(9), exact.Win1.FloatString(9), exact.Trigger.FloatString(9))
	t.Logf("exact fractions: step 1 = %d/%d digits, step 2 = %d/%d digits",
		len(exact.Step1.Num().String()), len(exact.Step1.Denom().String()), len(exact.Step2.Num().String()), len(exact.Step2.Denom().String()))
	rounds := 400_000
	if testing.Short() {
		rounds = 100_000
	}
	var s1, s2, s12, all, win, w stat // all: Σ steps; win: the base spin's win
	var mult stat                     // (steps 1 + 2) × the first screen's multiplier sum
	var winMult stat                  // the base spin's win less that
	var allRest, winRest stat         // all and win less steps 1 and 2: what the exact part leaves to estimate
	var trig int
	p := starlight.New().NewPlayer()
	src := rng.NewStream(7, 0)
	var d games.Detail
	values := starlight.MultiplierValues()
	for range rounds {
		if _, err := p.Play(100, mode, src, &d); err != nil {
			t.Fatal(err)
		}
		base := &d.Spins[0]
		var f1, f2 float64 // float only to estimate
		if len(base.Steps) > 0 {
			f1, w.n1 = float64(base.Steps[0].Factor)/1e4, w.n1+1
		}
		if len(base.Steps) > 1 {
			f2 = float64(base.Steps[1].Factor) / 1e4
		}
		s1.add(f1)
		s2.add(f2)
		s12.add(f1 + f2)
		var sum float64
		for _, st := range base.Steps {
			sum += float64(st.Factor) / 1e4
		}
		all.add(sum)
		win.add(float64(base.Win) / 100)
		var m1 int64
		for _, sym := range base.Screen.All() {
			if starlight.IsMultiplier(sym) {
				m1 += values[sym-starlight.X2]
			}
		}
		mult.add((f1 + f2) * float64(max(m1, 1)))
		winMult.add(float64(base.Win)/100 - (f1+f2)*float64(max(m1, 1)))
		allRest.add(sum - f1 - f2)
		winRest.add(float64(base.Win)/100 - f1 - f2)
		if base.Scatters >= starlight.TriggerScatters {
			trig++
		}
	}
	t.Logf("%d rounds: steps 1+2 %.6f ± %.6f (σ %.4f); every step %.6f ± %.6f; base spin win %.6f ± %.6f; trigger %.6f",
		rounds, s12.mean(), 2.576*s12.se(), s12.se()*math.Sqrt(float64(rounds)), all.mean(), 2.576*all.se(), win.mean(), 2.576*win.se(),
		float64(trig)/float64(rounds))
	// The exact steps 1 and 2 as a control: E[Y] = exact(steps 1+2) +
	// E[Y − steps 1 − steps 2], the second term estimated.
	t.Logf("every step: plain %.6f ± %.6f, exact 1+2 plus the rest %.6f ± %.6f; base spin win: plain %.6f ± %.6f, with the exact part %.6f ± %.6f",
		all.mean(), 2.576*all.se(), toFloat(exact.Step1)+toFloat(exact.Step2)+allRest.mean(), 2.576*allRest.se(),
		win.mean(), 2.576*win.se(), toFloat(exact.Step1)+toFloat(exact.Step2)+winRest.mean(), 2.576*winRest.se())
	t.Logf("base spin win with the exact (steps 1+2) × first multiplier as a control: %.6f ± %.6f",
		toFloat(exact.Multiplied)+winMult.mean(), 2.576*winMult.se())
	for _, c := range []struct {
		what  string
		exact float64
		mean  float64
		se    float64
	}{
		{"step 1", toFloat(exact.Step1), s1.mean(), s1.se()},
		{"step 2", toFloat(exact.Step2), s2.mean(), s2.se()},
		{"steps 1+2 × first multiplier", toFloat(exact.Multiplied), mult.mean(), mult.se()},
		{"win 1", toFloat(exact.Win1), float64(w.n1) / float64(rounds), math.Sqrt(toFloat(exact.Win1) * (1 - toFloat(exact.Win1)) / float64(rounds))},
	} {
		t.Logf("%s: exact %.6f, simulated %.6f ± %.6f (99 %%)", c.what, c.exact, c.mean, 2.576*c.se)
		if math.Abs(c.mean-c.exact) > 2.576*c.se {
			t.Errorf("%s: exact %.6f outside the simulation's 99 %% interval %.6f ± %.6f", c.what, c.exact, c.mean, 2.576*c.se)
		}
	}
}

type stat struct {
	n     int
	n1    int
	s, ss float64
}

func (s *stat) add(x float64) { s.n++; s.s += x; s.ss += x * x }
func (s *stat) mean() float64 { return s.s / float64(s.n) }
func (s *stat) se() float64 {
	m := s.mean()
	return math.Sqrt((s.ss/float64(s.n) - m*m) / float64(s.n))
}
