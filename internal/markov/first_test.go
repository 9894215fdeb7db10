package markov

import (
	"errors"
	"math/big"
	"testing"

	"github.com/slotmech/slotmech"
)

// TestFirstEqualsExactOnTinyScreens checks the per-symbol computation of
// the first two steps against the count chain cut after one and two
// winning steps, and the first screen's win and trigger chances against
// its enumeration.
func TestFirstEqualsExactOnTinyScreens(t *testing.T) {
	for name, g := range map[string]*tiny{"3x2": threeSymbols(), "2x2": withFeatures()} {
		t.Run(name, func(t *testing.T) {
			s := g.spec()
			got, err := First(s)
			if err != nil {
				t.Fatal(err)
			}
			one, err := Exact(s, 1)
			if err != nil {
				t.Fatal(err)
			}
			two, err := Exact(s, 2)
			if err != nil {
				t.Fatal(err)
			}
			both := new(big.Rat).Add(got.Step1, got.Step2)
			if got.Step1.Cmp(one.Pays) != 0 || both.Cmp(two.Pays) != 0 {
				t.Errorf("steps 1, 1+2: First %s, %s; Exact %s, %s", got.Step1.FloatString(12), both.FloatString(12),
					one.Pays.FloatString(12), two.Pays.FloatString(12))
			}
			win, trig, multiplied := new(big.Rat), new(big.Rat), new(big.Rat)
			c := newChain(&s)
			c.refills(state{}, s.Cells, func(y state, p *big.Rat) {
				if pay, next := c.step(y); pay.Sign() > 0 {
					win.Add(win, p)
					f := c.value(next, 1) // f.A: the second step's pay
					multiplied.Add(multiplied, mul(mul(p, c.g(y[c.k+1])), new(big.Rat).Add(pay, f.A)))
				}
				trig.Add(trig, c.trig(y, p))
			})
			if got.Multiplied.Cmp(multiplied) != 0 {
				t.Errorf("multiplied: First %s, chain %s", got.Multiplied.FloatString(12), multiplied.FloatString(12))
			}
			if got.Win1.Cmp(win) != 0 || got.Trigger.Cmp(trig) != 0 {
				t.Errorf("win, trigger: First %s, %s; enumerated %s, %s", got.Win1.FloatString(12), got.Trigger.FloatString(12),
					win.FloatString(12), trig.FloatString(12))
			}
			if got.Step2.Sign() == 0 || got.Win1.Sign() == 0 {
				t.Error("degenerate test: no second step or no win")
			}
		})
	}
}

// TestStateCountOfStarlight checks the size of Starlight's chain stated in
// the package documentation, and that Exact refuses it.
func TestStateCountOfStarlight(t *testing.T) {
	s := StarlightBase()
	if got := StateCount(s); got.Cmp(big.NewInt(153_865_656)) != 0 {
		t.Errorf("states (counts, scatters, multipliers): %s, want 153865656", got)
	}
	s.Scatter, s.Mult = s.Scatter+s.Mult, 0 // the pay part: one class of cells that stay
	if got := StateCount(s); got.Cmp(big.NewInt(47_149_224)) != 0 {
		t.Errorf("states (counts, cells that stay): %s, want 47149224", got)
	}
	if _, err := Exact(StarlightBase(), 100); !errors.Is(err, ErrSpec) {
		t.Errorf("Exact(Starlight): %v, want ErrSpec", err)
	}
	if got := StateCount(withFeatures().spec()); got.Int64() < 1 || got.Int64() > MaxStates {
		t.Errorf("tiny game: %s states", got)
	}
}

// TestExactGrowsWithTheStepBound checks that allowing more winning steps
// only adds pays (every pay is non-negative) and that the additions shrink
// as the chance of a long sequence does.
func TestExactGrowsWithTheStepBound(t *testing.T) {
	s := threeSymbols().spec()
	var last, lastGain *big.Rat
	for steps := 1; steps <= 8; steps++ {
		r, err := Exact(s, steps)
		if err != nil {
			t.Fatal(err)
		}
		if last != nil {
			gain := new(big.Rat).Sub(r.Pays, last)
			if gain.Sign() <= 0 || (lastGain != nil && gain.Cmp(lastGain) >= 0) {
				t.Errorf("steps %d: gain %s after %v", steps, gain.FloatString(12), lastGain)
			}
			lastGain = gain
		}
		last = r.Pays
	}
	t.Logf("3x2, 8 steps: pays %s, last gain %s", last.FloatString(12), lastGain.FloatString(12))
}

// TestSolveIsTheLimitOfExact checks the unbounded sequence's value: above
// every cut value, and approached by them, the gap left by a cut at 32
// steps below a bound for each tiny game (the 3×2 game wins almost every
// screen: its sequences are long).
func TestSolveIsTheLimitOfExact(t *testing.T) {
	for name, c := range map[string]struct {
		g      *tiny
		maxGap *big.Rat // relative, after 32 steps
	}{"3x2": {threeSymbols(), big.NewRat(5, 100)}, "2x2": {withFeatures(), big.NewRat(1, 1e9)}} {
		g := c.g
		t.Run(name, func(t *testing.T) {
			s := g.spec()
			limit, err := Solve(s)
			if err != nil {
				t.Fatal(err)
			}
			var lastGap *big.Rat
			for _, steps := range []int{2, 4, 8, 16, 32} {
				cut, err := Exact(s, steps)
				if err != nil {
					t.Fatal(err)
				}
				gap := new(big.Rat).Sub(limit.Pays, cut.Pays)
				winGap := new(big.Rat).Sub(limit.Win, cut.Win)
				if gap.Sign() <= 0 || winGap.Sign() < 0 || (lastGap != nil && gap.Cmp(lastGap) >= 0) {
					t.Errorf("%d steps: pays %s, limit %s", steps, cut.Pays.FloatString(12), limit.Pays.FloatString(12))
				}
				lastGap = gap
			}
			// The cut at 32 steps leaves a small fraction of the value.
			if rel := new(big.Rat).Quo(lastGap, limit.Pays); rel.Cmp(c.maxGap) > 0 {
				t.Errorf("32 steps still %s short of the limit", rel.FloatString(6))
			}
			t.Logf("limit: pays %s win %s trigger %s over %d states; 32 steps short by %s",
				limit.Pays.FloatString(12), limit.Win.FloatString(12), limit.Trigger.FloatString(12), limit.States, lastGap.FloatString(12))
		})
	}
}

// TestBadSpecIsRefused checks the errors of a Spec that cannot be
// evaluated: *slotmech.Error wrapping ErrSpec, naming the field.
func TestBadSpecIsRefused(t *testing.T) {
	s := threeSymbols().spec()
	s.Pays[1] = s.Pays[1][:3]
	_, err := First(s)
	var e *slotmech.Error
	if !errors.Is(err, ErrSpec) || !errors.As(err, &e) || e.Field != "Pays[1]" || e.Op != "First" {
		t.Errorf("short pay row: %v", err)
	}
	s = threeSymbols().spec()
	s.Paying[0] = -1
	if _, err := Solve(s); !errors.Is(err, ErrSpec) {
		t.Errorf("negative weight: %v", err)
	}
	if got := StateCount(s); got.Sign() != 0 {
		t.Errorf("StateCount of a bad spec: %s, want 0", got)
	}
}
