// Package stattest holds the statistics the library's tests use to check
// distributions: Pearson's chi-square statistic and its critical values.
// Tests use them with fixed seeds and a very small significance level, so a
// correct generator passes every time and a biased one fails every time.
package stattest

import "math"

// ChiSquare returns Pearson's statistic Σ (observed − expected)² / expected
// for counts observed against the expected counts n·p_i.
// It panics if the slices differ in length.
func ChiSquare(observed []int64, expected []float64) float64 {
	if len(observed) != len(expected) {
		panic("stattest: observed and expected differ in length")
	}
	var x float64
	for i, o := range observed {
		if expected[i] == 0 {
			continue
		}
		d := float64(o) - expected[i]
		x += d * d / expected[i]
	}
	return x
}

// Critical returns the chi-square critical value with df degrees of freedom at
// upper-tail probability p, by the Wilson–Hilferty approximation (accurate to
// well under 1% for df ≥ 3 and the small p the tests use).
func Critical(df int, p float64) float64 {
	z := normalQuantile(1 - p)
	k := float64(df)
	c := 1 - 2/(9*k) + z*math.Sqrt(2/(9*k))
	return k * c * c * c
}

// normalQuantile returns the standard normal quantile of q by bisection of
// the error function; it is only used to derive critical values.
func normalQuantile(q float64) float64 {
	lo, hi := -10.0, 10.0
	for range 200 {
		m := (lo + hi) / 2
		if 0.5*math.Erfc(-m/math.Sqrt2) < q {
			lo = m
		} else {
			hi = m
		}
	}
	return (lo + hi) / 2
}
