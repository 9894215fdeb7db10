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
// of Starlight Christmas's base game (standard mode) against the library's
// own player: over a known number of rounds the mean first- and second-step
// paytable factors of the base spin must hold the exact values in their 99 %
// intervals (±2.576 standard errors); the first screen's win chance too.
func TestStarlightFirstStepsInsideSimulation(t *testing.T) {
	start := time.Now()
	exact, err := First(StarlightBase())
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("exact in %v: step 1 %s, step 2 %s, win %s, trigger (first screen) %s", time.Since(start),
		exact.Step1.FloatString(9), exact.Step2.FloatString(9), exact.Win1.FloatString(9), exact.Trigger.FloatString(9))
	rounds := 400_000
	if testing.Short() {
		rounds = 100_000
	}
	var s1, s2, w stat
	p := starlight.New().NewPlayer()
	src := rng.NewStream(7, 0)
	var d games.Detail
	for range rounds {
		if _, err := p.Play(100, games.Standard, src, &d); err != nil {
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
	}
	for _, c := range []struct {
		what  string
		exact float64
		mean  float64
		se    float64
	}{
		{"step 1", toFloat(exact.Step1), s1.mean(), s1.se()},
		{"step 2", toFloat(exact.Step2), s2.mean(), s2.se()},
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
