package multiplier_test

import (
	"math"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech/multiplier"
)

type spin struct {
	sum      int64 // the spin's multiplier sum
	win      bool  // the spin had a paytable win
	total    int64 // T after the spin
	multiple int64 // the multiplier returned
}

func playSequence(t *testing.T, a multiplier.Accumulator, seq []spin) {
	t.Helper()
	for i, s := range seq {
		got := a.Spin(s.sum, s.win)
		require.Equal(t, s.multiple, got, "spin %d: multiplier", i+1)
		require.Equal(t, s.total, a.Total(), "spin %d: T", i+1)
	}
}

// TestSC_8_FreeSpinAccumulator follows the wording of SC-8 through a
// feature: T starts at 0; a free spin with a paytable win and multiplier
// symbols adds their sum to T and is multiplied by the new T; a winning
// spin without multiplier symbols pays ×1 even when T > 0; multipliers on a
// spin without a paytable win do not add to T; T carries over.
func TestSC_8_FreeSpinAccumulator(t *testing.T) {
	var a multiplier.Accumulator // the zero value is the SC-8 policy
	require.Equal(t, multiplier.OnNewWithWin, multiplier.PolicyOf(&a))
	playSequence(t, a, []spin{
		{sum: 0, win: false, total: 0, multiple: 1},   // blank spin
		{sum: 0, win: true, total: 0, multiple: 1},    // win, no multiplier
		{sum: 5, win: true, total: 5, multiple: 5},    // x5 with a win: T = 0 + 5
		{sum: 100, win: false, total: 5, multiple: 1}, // x100 without a win: not added
		{sum: 0, win: true, total: 5, multiple: 1},    // win, no multiplier: ×1 although T = 5
		{sum: 12, win: true, total: 17, multiple: 17}, // x2 + x10 with a win: T = 5 + 12
		{sum: 3, win: true, total: 20, multiple: 20},  // x3 with a win: T = 17 + 3
		{sum: 0, win: false, total: 20, multiple: 1},  // blank spin: T kept
	})
}

// TestAlwaysPolicy: every sum adds to T; every winning spin is multiplied by
// T, or by 1 while T is 0.
func TestAlwaysPolicy(t *testing.T) {
	playSequence(t, multiplier.NewAccumulator(multiplier.Always), []spin{
		{sum: 0, win: true, total: 0, multiple: 1},      // T still 0: ×1
		{sum: 10, win: false, total: 10, multiple: 1},   // no win: added, nothing to multiply
		{sum: 0, win: true, total: 10, multiple: 10},    // win, no multiplier: ×T
		{sum: 3, win: true, total: 13, multiple: 13},    // T = 10 + 3
		{sum: 250, win: false, total: 263, multiple: 1}, // added without a win
	})
}

// TestAccumulatorProperties checks both policies against a model: T never
// decreases, the multiplier is at least 1, a spin without a paytable win
// never changes T under OnNewWithWin and is always paid ×1.
func TestAccumulatorProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := multiplier.Policy(rapid.IntRange(0, 1).Draw(t, "policy"))
		a := multiplier.NewAccumulator(p)
		var model int64
		for range rapid.IntRange(0, 60).Draw(t, "spins") {
			sum := rapid.OneOf(rapid.Just(int64(0)), rapid.Int64Range(2, 1000),
				rapid.Int64Range(0, 64_000_000_000)).Draw(t, "sum")
			win := rapid.Bool().Draw(t, "win")
			before := a.Total()
			mult := a.Spin(sum, win)

			require.GreaterOrEqual(t, a.Total(), before, "T decreased")
			require.GreaterOrEqual(t, mult, int64(1))
			if !win {
				require.Equal(t, int64(1), mult)
				if p == multiplier.OnNewWithWin {
					require.Equal(t, before, a.Total(), "T changed on a spin without a win")
				}
			}
			want := int64(1)
			switch p {
			case multiplier.OnNewWithWin:
				if win && sum > 0 {
					model += sum
					want = model
				}
			case multiplier.Always:
				model += sum
				if win && model > 0 {
					want = model
				}
			}
			require.Equal(t, model, a.Total())
			require.Equal(t, want, mult)
		}
	})
}

func TestSetTotal(t *testing.T) {
	a := multiplier.NewAccumulator(multiplier.OnNewWithWin)
	require.NoError(t, a.SetTotal(40))
	require.Equal(t, int64(45), a.Spin(5, true)) // SC-8: resumes from T = 40
	err := a.SetTotal(-1)
	require.ErrorIs(t, err, multiplier.ErrConfig)
	require.EqualError(t, err, "multiplier: negative running total")
	require.Equal(t, int64(45), a.Total(), "a refused SetTotal changed T")
}

func TestAccumulatorPanics(t *testing.T) {
	a := multiplier.NewAccumulator(multiplier.Always)
	require.PanicsWithValue(t, "multiplier: negative multiplier sum", func() { a.Spin(-3, true) })
	require.NoError(t, a.SetTotal(math.MaxInt64-1))
	require.Equal(t, int64(math.MaxInt64), a.Spin(1, true))
	require.PanicsWithValue(t, "multiplier: running total overflows int64", func() { a.Spin(1, true) })
	require.Equal(t, int64(math.MaxInt64), a.Total())
	require.PanicsWithValue(t, "multiplier: unknown Policy(2)", func() { multiplier.NewAccumulator(2) })
}
