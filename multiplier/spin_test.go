package multiplier_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech/multiplier"
)

// TestSC_7_BaseSpinMultiplier: with a fresh zero Accumulator, the sum
// multiplies the spin's win only when the sequence had a paytable win; with
// no multiplier symbol the win is not multiplied (SC-7).
func TestSC_7_BaseSpinMultiplier(t *testing.T) {
	for _, tc := range []struct {
		sum  int64
		win  bool
		want int64
	}{
		{0, false, 1},      // nothing on screen, nothing won
		{0, true, 1},       // a win, no multiplier symbol: not multiplied
		{15, true, 15},     // x5 + x10 with a paytable win
		{15, false, 1},     // x5 + x10, only a scatter pay or nothing: not multiplied
		{2, true, 2},       // the smallest multiplier
		{1000, true, 1000}, // x500 + x500
	} {
		var base multiplier.Accumulator // a fresh one per base-game spin
		require.Equal(t, tc.want, base.Spin(tc.sum, tc.win), "Spin(%d, %v)", tc.sum, tc.win)
	}
}

// TestSpinProperties: without a paytable win the multiplier is 1; with one
// it is the sum, or 1 for a sum of 0; it is never below 1.
func TestSpinProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		sum := rapid.Int64Range(0, 64_000_000_000).Draw(t, "sum")
		var lost, won multiplier.Accumulator
		require.Equal(t, int64(1), lost.Spin(sum, false))
		got := won.Spin(sum, true)
		require.GreaterOrEqual(t, got, int64(1))
		require.Equal(t, max(sum, 1), got)
	})
}

func TestSpinPanicsOnNegativeSum(t *testing.T) {
	require.PanicsWithValue(t, "multiplier: negative multiplier sum", func() {
		var base multiplier.Accumulator
		base.Spin(-1, true)
	})
}
