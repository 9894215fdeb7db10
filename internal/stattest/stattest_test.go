package stattest

import (
	"math"
	"testing"
)

// Known critical values from chi-square tables at p = 0.001.
func TestCriticalMatchesTables(t *testing.T) {
	for _, tc := range []struct {
		df   int
		want float64
	}{{1, 10.828}, {9, 27.877}, {36, 67.985}, {51, 87.968}} {
		got := Critical(tc.df, 0.001)
		tol := 0.01 * tc.want
		if tc.df < 3 {
			tol = 0.1 * tc.want
		}
		if math.Abs(got-tc.want) > tol {
			t.Errorf("Critical(%d, 0.001) = %.3f, want %.3f", tc.df, got, tc.want)
		}
	}
}

func TestChiSquare(t *testing.T) {
	if got := ChiSquare([]int64{10, 30}, []float64{20, 20}); got != 10 {
		t.Errorf("ChiSquare = %v, want 10", got)
	}
}
