package markov

import (
	"math/big"
	"testing"
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
			win, trig := new(big.Rat), new(big.Rat)
			c := newChain(&s)
			c.refills(state{}, s.Cells, func(y state, p *big.Rat) {
				if pay, _ := c.step(y); pay.Sign() > 0 {
					win.Add(win, p)
				}
				trig.Add(trig, c.trig(y, p))
			})
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
