package gamble_test

import (
	"math"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// CS-16: for an odd amount a, risked (a−1)/2 and credited (a−1)/2 + 1; "odd"
// counted in the money unit.
func TestCS16_SplitTable(t *testing.T) {
	cases := []struct {
		amount, unit     slotmech.Money
		risked, credited slotmech.Money
	}{
		// Kč, unit 1.
		{1, 1, 0, 1},
		{2, 1, 1, 1},
		{3, 1, 1, 2},
		{5, 1, 2, 3},
		{7, 1, 3, 4},
		{100, 1, 50, 50},
		{101, 1, 50, 51},
		{0, 1, 0, 0},
		// Cents, counting whole euros (unit 100).
		{350, 100, 100, 250},
		{400, 100, 200, 200},
		{300, 100, 100, 200},
		{250, 100, 100, 150},
		{199, 100, 0, 199},
		{99, 100, 0, 99},
		{201, 100, 100, 101},
		// Extremes.
		{math.MaxInt64, 1, math.MaxInt64 / 2, math.MaxInt64/2 + 1},
		{math.MaxInt64, math.MaxInt64, 0, math.MaxInt64},
	}
	for _, tc := range cases {
		r, c := gamble.Split(tc.amount, tc.unit)
		require.Equal(t, tc.risked, r, "Split(%d, %d) risked", tc.amount, tc.unit)
		require.Equal(t, tc.credited, c, "Split(%d, %d) credited", tc.amount, tc.unit)
	}
}

// CS-16 on every amount and unit: risk + credit is the amount, the risk is a
// whole number of units, it is exactly half the units when they are even and
// (n−1)/2 units when odd, and whatever is below one unit is credited.
func TestCS16_SplitProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		unit := slotmech.Money(rapid.OneOf(
			rapid.Just(int64(1)), rapid.Just(int64(100)),
			rapid.Int64Range(1, 1000), rapid.Int64Range(1, math.MaxInt64),
		).Draw(t, "unit"))
		amount := slotmech.Money(rapid.OneOf(
			rapid.Int64Range(0, 10_000), rapid.Int64Range(0, math.MaxInt64),
		).Draw(t, "amount"))

		risked, credited := gamble.Split(amount, unit)
		n, rest := amount/unit, amount%unit
		if risked+credited != amount {
			t.Fatalf("risked %d + credited %d != amount %d", risked, credited, amount)
		}
		if risked < 0 || risked%unit != 0 || risked > credited {
			t.Fatalf("risked %d: not whole units of %d or more than credited %d", risked, unit, credited)
		}
		if n%2 == 0 {
			if risked != n/2*unit || credited != n/2*unit+rest {
				t.Fatalf("even %d units: got (%d, %d)", n, risked, credited)
			}
		} else if risked != (n-1)/2*unit || credited != ((n-1)/2+1)*unit+rest {
			t.Fatalf("odd %d units: got (%d, %d)", n, risked, credited)
		}
	})
}

func TestSplitPanics(t *testing.T) {
	require.Panics(t, func() { gamble.Split(10, 0) })
	require.Panics(t, func() { gamble.Split(-1, 1) })
}
