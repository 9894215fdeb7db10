package starlight

import (
	"math"
	"strconv"
	"testing"

	sl "github.com/slotmech/slotmech/internal/starlight"
)

// The law of the sum of n multiplier values against what it is, worked
// without the convolution: one value has each value's weight over the
// total; two values reach twice the largest value only both ways at once,
// and the smallest sum only as the smallest value twice; every law sums to
// 1 and has mean n × the value's mean; the tails are the sums of the law
// from s up. A table that lost a value or a term fails it.
func TestValueSumsAreTheLawOfTheSum(t *testing.T) {
	m := sl.DefaultMaths()
	for _, w := range [][sl.Multipliers]int64{m.BaseValues, m.FreeValues} {
		c := newValueSums(w)
		var total float64
		for _, x := range w {
			total += float64(x)
		}
		one := map[int64]float64{}
		for i, v := range multiplierValues {
			one[v] += float64(w[i]) / total
		}
		near := func(what string, got, want float64) {
			t.Helper()
			if math.Abs(got-want) > 1e-12*math.Max(1, math.Abs(want)) {
				t.Fatalf("%s = %.17g, want %.17g", what, got, want)
			}
		}
		for s, p := range c.p[1] {
			near("P(S1 = "+strconv.Itoa(s)+")", p, one[int64(s)])
		}
		lo, hi := multiplierValues[0], multiplierValues[sl.Multipliers-1]
		near("P(S2 = 2·largest)", c.p[2][2*hi], one[hi]*one[hi])
		near("P(S2 = 2·smallest)", c.p[2][2*lo], one[lo]*one[lo])
		for n := 1; n < len(c.p); n++ {
			var sum, mean float64
			for s, p := range c.p[n] {
				sum += p
				mean += float64(s) * p
			}
			near("Σ P(S"+strconv.Itoa(n)+")", sum, 1)
			near("E[S"+strconv.Itoa(n)+"]", mean, float64(n)*c.mean)
			near("P(S"+strconv.Itoa(n)+" ≥ 0)", c.tailP[n][0], 1)
			near("E[S"+strconv.Itoa(n)+"; S ≥ 0]", c.tailS[n][0], mean)
			for _, s := range []int{1, len(c.p[n]) / 2, len(c.p[n]) - 1} {
				var tp, ts float64
				for k := s; k < len(c.p[n]); k++ {
					tp += c.p[n][k]
					ts += float64(k) * c.p[n][k]
				}
				near("P(S"+strconv.Itoa(n)+" ≥ "+strconv.Itoa(s)+")", c.tailP[n][s], tp)
				near("E[S"+strconv.Itoa(n)+"; S ≥ "+strconv.Itoa(s)+"]", c.tailS[n][s], ts)
			}
		}
	}
}
