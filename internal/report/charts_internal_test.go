package report

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// The running-RTP chart's y axis shows the 99 % band of the last nine
// tenths of the rounds, at most 10 points either side of the final RTP,
// and a point either side of an exact, flat curve.
func TestRTPRange(t *testing.T) {
	for _, tc := range []struct {
		name   string
		pts    []Point
		final  float64
		lo, hi float64
	}{
		{"the first tenth left out", []Point{{100, 0.9, 0.5}, {999, 0.9, 0.1}, {1000, 0.95, 0.02}, {10000, 0.96, 0.01}}, 0.96, 93, 97},
		{"cut to ±10 points", []Point{{1000, 0.5, 0.3}}, 0.5, 40, 60},
		{"cut on one side", []Point{{1000, 0.30, 0.01}, {2000, 0.45, 0.02}}, 0.45, 35, 47},
		{"exact and flat", []Point{{1000, 0.5, 0}, {2000, 0.5, 0}}, 0.5, 49, 51},
	} {
		lo, hi := rtpRange(tc.pts, tc.final)
		require.InDelta(t, tc.lo, lo, 1e-9, tc.name)
		require.InDelta(t, tc.hi, hi, 1e-9, tc.name)
	}
}

// A curve over more than two decades of rounds is drawn on a log axis,
// labelled at the decades in plain digits; a shorter one on a linear axis.
func TestCurveChartRoundsAxis(t *testing.T) {
	label := func(n int64) string { return ">" + groupDigits(n) + "<" } // an SVG text node
	long := []Point{{1000, 0.9, 0.05}, {10_000, 0.95, 0.02}, {100_000, 0.96, 0.01}, {1_000_000, 0.96, 0.005}}
	svg, err := curveChart("c", long, 0.96)
	require.NoError(t, err)
	for _, n := range []int64{1000, 10_000, 100_000, 1_000_000} {
		require.Contains(t, svg, label(n), "log axis: a tick at %d", n)
	}
	require.NotContains(t, svg, "e+0", "no exponents")

	short := []Point{{1000, 0.9, 0.05}, {50_000, 0.95, 0.02}, {100_000, 0.96, 0.01}}
	svg, err = curveChart("c", short, 0.96)
	require.NoError(t, err)
	require.NotContains(t, svg, label(1000), "linear axis: no tick at 1000")
	require.Contains(t, svg, label(100_000))
}
