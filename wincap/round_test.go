package wincap_test

import (
	"math"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/wincap"
)

// TestSC_12_RoundCap: a round's total win (base spin plus free spins) is
// capped at 5000 × the base bet; the win that reaches the cap is cut to
// exactly the cap, and nothing is paid after it (SC-12).
func TestSC_12_RoundCap(t *testing.T) {
	limit, err := wincap.RoundLimit(200, 5000) // base bet EUR 2.00
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(1_000_000), limit) // EUR 10 000.00

	r := wincap.NewRound(limit)
	for i, step := range []struct {
		win, paid, total slotmech.Money
		reached          bool
	}{
		{300_000, 300_000, 300_000, false},  // base spin
		{450_000, 450_000, 750_000, false},  // free spin 1
		{0, 0, 750_000, false},              // free spin 2, no win
		{400_000, 250_000, 1_000_000, true}, // free spin 3 reaches the cap: cut to 250 000
		{50_000, 0, 1_000_000, true},        // anything after the cap is forfeited
	} {
		paid, reached := r.Pay(step.win)
		require.Equal(t, step.paid, paid, "step %d paid", i)
		require.Equal(t, step.reached, reached, "step %d reached", i)
		require.Equal(t, step.total, r.Total(), "step %d total", i)
		require.Equal(t, step.reached, r.Reached(), "step %d Reached", i)
		require.Equal(t, limit-step.total, r.Remaining(), "step %d remaining", i)
	}
}

// TestSC_12_ExactlyTheCap: a win of exactly the remaining allowance reaches
// the cap and is paid in full.
func TestSC_12_ExactlyTheCap(t *testing.T) {
	r := wincap.NewRound(1000)
	paid, reached := r.Pay(400)
	require.Equal(t, slotmech.Money(400), paid)
	require.False(t, reached)
	paid, reached = r.Pay(600)
	require.Equal(t, slotmech.Money(600), paid)
	require.True(t, reached)
}

func TestRoundLimit(t *testing.T) {
	l, err := wincap.RoundLimit(4000, 5000) // the SC-13 maximum bet
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(20_000_000), l)

	_, err = wincap.RoundLimit(-200, 5000)
	require.ErrorIs(t, err, slotmech.ErrNegative)
	require.EqualError(t, err, "wincap: round limit: -200 × 5000 is negative")
	var e *slotmech.Error
	require.ErrorAs(t, err, &e)
	require.Equal(t, []string{"RoundLimit", "round limit", "-200 × 5000", "-200 × 5000 is negative"}, []string{e.Op, e.Field, e.Value, e.Reason})
	require.ErrorIs(t, e.Err, wincap.ErrConfig)
	_, err = wincap.RoundLimit(200, -1)
	require.ErrorIs(t, err, slotmech.ErrNegative)
	_, err = wincap.RoundLimit(math.MaxInt64/2, 3)
	require.ErrorIs(t, err, slotmech.ErrOverflow)
	require.EqualError(t, err, "wincap: round limit: 4611686018427387903 × 3 overflows Money")
}

func TestRoundZeroLimit(t *testing.T) {
	r := wincap.NewRound(0)
	require.True(t, r.Reached(), "a limit of 0 is reached before anything is paid")
	paid, reached := r.Pay(500)
	require.Zero(t, paid)
	require.True(t, reached)
}

// TestRoundZeroValue: the zero Round pays everything, up to the largest
// Money, and never overflows.
func TestRoundZeroValue(t *testing.T) {
	var r wincap.Round
	require.Equal(t, slotmech.Money(math.MaxInt64), r.Remaining(), "no limit: the largest Money remains")
	paid, reached := r.Pay(1_000_000_000)
	require.Equal(t, slotmech.Money(1_000_000_000), paid)
	require.False(t, reached)
	paid, reached = r.Pay(math.MaxInt64)
	require.Equal(t, slotmech.Money(math.MaxInt64-1_000_000_000), paid)
	require.True(t, reached)
	require.Equal(t, slotmech.Money(math.MaxInt64), r.Total())
}

func TestRoundPanics(t *testing.T) {
	require.PanicsWithValue(t, "wincap: negative round limit", func() { wincap.NewRound(-1) })
	r := wincap.NewRound(10)
	require.PanicsWithValue(t, "wincap: negative win", func() { r.Pay(-1) })
}

// TestRoundProperties: what is paid sums to min(sum of wins, limit); the
// total never exceeds the limit; reached holds exactly when the total
// equals the limit, and from then on nothing is paid.
func TestRoundProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		limit := slotmech.Money(rapid.Int64Range(0, 1_000_000).Draw(t, "limit"))
		r := wincap.NewRound(limit)
		if rapid.Bool().Draw(t, "zero value") {
			r, limit = wincap.Round{}, math.MaxInt64
		}
		var wins, paidSum slotmech.Money
		for range rapid.IntRange(0, 40).Draw(t, "wins") {
			win := slotmech.Money(rapid.OneOf(rapid.Just(int64(0)), rapid.Int64Range(0, 100_000),
				rapid.Int64Range(0, 1<<56)).Draw(t, "win"))
			wasReached := r.Reached()
			paid, reached := r.Pay(win)
			wins += win // at most 40 × 2⁵⁶: no overflow
			paidSum += paid

			require.GreaterOrEqual(t, paid, slotmech.Money(0))
			require.LessOrEqual(t, paid, win)
			require.Equal(t, min(wins, limit), paidSum)
			require.Equal(t, paidSum, r.Total())
			require.LessOrEqual(t, r.Total(), limit)
			require.Equal(t, r.Total() == limit, reached)
			require.Equal(t, reached, r.Reached())
			require.Equal(t, limit-r.Total(), r.Remaining())
			if wasReached {
				require.Zero(t, paid, "paid after the cap was reached")
			}
		}
	})
}
