package tumble_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/tumble"
)

func TestNewListRefillRejectsBadLists(t *testing.T) {
	_, err := tumble.NewListRefill(nil)
	require.EqualError(t, err, "tumble: list refill: has 0 reels, want 1 to 8")
	require.ErrorIs(t, err, tumble.ErrConfig)
	_, err = tumble.NewListRefill([][]slotmech.Symbol{syms("AB"), syms("C.")})
	require.EqualError(t, err, "tumble: list refill: reel 1 entry 1: symbol is Empty")
	require.ErrorIs(t, err, tumble.ErrConfig)
}

// TestListRefillOrder: symbols are taken in list order, dst[0] first, and
// running out is an error that names the reel and takes nothing.
func TestListRefillOrder(t *testing.T) {
	in := [][]slotmech.Symbol{syms("ABCDE"), nil}
	l, err := tumble.NewListRefill(in)
	require.NoError(t, err)
	in[0][0] = sym('Z') // the refill keeps its own copy
	require.Equal(t, 2, tumble.Reels(l))

	dst := make([]slotmech.Symbol, 2)
	require.NoError(t, l.Refill(0, dst, nil))
	require.Equal(t, syms("AB"), dst)
	require.Equal(t, 3, l.Remaining(0))

	big := make([]slotmech.Symbol, 4)
	err = l.Refill(0, big, nil)
	require.ErrorIs(t, err, tumble.ErrExhausted)
	require.EqualError(t, err, "tumble: reel 0: refill list exhausted: 4 more symbols needed, 3 left of 5")
	var e *slotmech.Error
	require.ErrorAs(t, err, &e)
	require.Equal(t, slotmech.Error{Op: "Refill", Field: "reel 0", Value: "4", Err: tumble.ErrExhausted,
		Reason: "refill list exhausted: 4 more symbols needed, 3 left of 5"}, *e)
	require.Equal(t, 3, l.Remaining(0), "a failed refill took symbols")

	dst = make([]slotmech.Symbol, 3)
	require.NoError(t, l.Refill(0, dst, nil))
	require.Equal(t, syms("CDE"), dst)
	require.Zero(t, l.Remaining(0))
	require.ErrorIs(t, l.Refill(1, dst[:1], nil), tumble.ErrExhausted)
	requireInput(t, l.Refill(2, dst[:1], nil), "reel out of range")

	l.Reset()
	require.Equal(t, 5, l.Remaining(0))
	require.NoError(t, l.Refill(0, dst[:1], nil))
	require.Equal(t, sym('A'), dst[0])
}
