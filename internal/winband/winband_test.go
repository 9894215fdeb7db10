package winband_test

import (
	"math"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/winband"
	"github.com/stretchr/testify/require"
)

// Of compares exactly, also where a band edge times the bet overflows.
func TestOfKnownAnswers(t *testing.T) {
	for _, tc := range []struct {
		win, bet slotmech.Money
		want     int
	}{
		{0, 100, 0}, {1, 100, 1}, {100, 100, 1}, {101, 100, 2}, {200, 100, 2}, {201, 100, 3},
		{1000, 100, 4}, {1001, 100, 5}, {500_000, 100, 10}, {500_001, 100, 11},
		{math.MaxInt64, 1, 11},
		// 2 × bet fits, 5 × bet overflows: (2,5] by exact comparison.
		{math.MaxInt64, math.MaxInt64 / 2, 3},
		{math.MaxInt64, math.MaxInt64, 1},
	} {
		require.Equal(t, tc.want, winband.Of(tc.win, tc.bet), "win %d bet %d", tc.win, tc.bet)
	}
	require.Panics(t, func() { winband.Of(1, 0) })
	require.Panics(t, func() { winband.Of(-1, 1) })
}

// Name gives the band names games/sim's JSON writes.
func TestName(t *testing.T) {
	var names []string
	for i := range winband.Count {
		names = append(names, winband.Name(i))
	}
	require.Equal(t, []string{"0", "(0,1]", "(1,2]", "(2,5]", "(5,10]", "(10,20]", "(20,50]",
		"(50,100]", "(100,500]", "(500,1000]", "(1000,5000]", ">5000"}, names)
	require.PanicsWithValue(t, "winband: Name(12) out of range", func() { winband.Name(winband.Count) })
	require.PanicsWithValue(t, "winband: Name(-1) out of range", func() { winband.Name(-1) })
}
