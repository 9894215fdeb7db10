package slotmech_test

import (
	"errors"
	"math"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
)

// TestMoneyArithmeticExact: Add, Sub and Mul agree with exact big-integer
// arithmetic, and report ErrOverflow exactly when the true result does not
// fit in int64.
func TestMoneyArithmeticExact(t *testing.T) {
	fits := func(b *big.Int) bool { return b.IsInt64() }
	rapid.Check(t, func(t *rapid.T) {
		a := rapid.OneOf(rapid.Int64(), rapid.Int64Range(-1000, 1000)).Draw(t, "a")
		b := rapid.OneOf(rapid.Int64(), rapid.Int64Range(-1000, 1000)).Draw(t, "b")
		ba, bb := big.NewInt(a), big.NewInt(b)
		for _, op := range []struct {
			name string
			got  func() (slotmech.Money, error)
			want *big.Int
		}{
			{"add", func() (slotmech.Money, error) { return slotmech.Money(a).Add(slotmech.Money(b)) }, new(big.Int).Add(ba, bb)},
			{"sub", func() (slotmech.Money, error) { return slotmech.Money(a).Sub(slotmech.Money(b)) }, new(big.Int).Sub(ba, bb)},
			{"mul", func() (slotmech.Money, error) { return slotmech.Money(a).Mul(b) }, new(big.Int).Mul(ba, bb)},
		} {
			got, err := op.got()
			if fits(op.want) {
				require.NoError(t, err, op.name)
				require.Equal(t, op.want.Int64(), int64(got), op.name)
			} else {
				require.ErrorIs(t, err, slotmech.ErrOverflow, op.name)
			}
		}
	})
}

func TestMoneyEdges(t *testing.T) {
	_, err := slotmech.Money(math.MaxInt64).Add(1)
	require.True(t, errors.Is(err, slotmech.ErrOverflow))
	_, err = slotmech.Money(math.MinInt64).Mul(-1)
	require.ErrorIs(t, err, slotmech.ErrOverflow)
	m, err := slotmech.Money(math.MinInt64 / 2).Mul(2)
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(math.MinInt64), m)
	require.Equal(t, "1250", slotmech.Money(1250).String())
}
