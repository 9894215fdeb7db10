package winadd

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
)

// Add appends each win whole, in order, over what a reused Result held
// beyond its length, sums the factors and unites the positions, and
// allocates nothing once the slice has room.
func TestAdd(t *testing.T) {
	r := slotmech.Result{Wins: make([]slotmech.Win, 0, 2)}
	r.Wins = append(r.Wins, slotmech.Win{Line: 9, Ways: 9, Factor: 9}, slotmech.Win{Line: 8})[:0] // stale entries beyond the length
	a := slotmech.Win{Line: 1, Symbol: 3, Count: 4, Factor: slotmech.Whole(2), Positions: 0b0110}
	b := slotmech.Win{Line: -1, Symbol: 5, Count: 3, Ways: 6, Factor: slotmech.Whole(3), Positions: 0b1100}
	Add(&r, a)
	Add(&r, b)
	require.Equal(t, []slotmech.Win{a, b}, r.Wins)
	require.Equal(t, slotmech.Whole(5), r.Total)
	require.Equal(t, slotmech.PosSet(0b1110), r.Positions)
	Add(&r, a) // grows
	require.Equal(t, []slotmech.Win{a, b, a}, r.Wins)

	r.Wins, r.Total, r.Positions = r.Wins[:0], 0, 0
	require.Zero(t, testing.AllocsPerRun(100, func() {
		r.Wins = r.Wins[:0]
		Add(&r, a)
		Add(&r, b)
	}))
}
