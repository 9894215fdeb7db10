package lanecount

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
)

// genAnyScreen draws a screen of any size whose positions hold any byte
// value, Empty and values of MaxSymbols or more included.
func genAnyScreen(t *rapid.T) slotmech.Screen {
	s := slotmech.NewScreen(rapid.IntRange(1, 8).Draw(t, "reels"), rapid.IntRange(1, 8).Draw(t, "rows"))
	sym := rapid.OneOf(rapid.Uint8(), rapid.Uint8Range(0, 3), rapid.SampledFrom([]uint8{1, 65, 129, 193}))
	for reel := range s.Reels() {
		for row := range s.Rows() {
			s.Set(reel, row, slotmech.Symbol(sym.Draw(t, "sym")))
		}
	}
	return s
}

// A lane counter's lane j holds exactly the count of syms[j], and reached
// flags exactly the lanes whose count is at least the threshold, whatever
// other byte values the screen holds (a value equal to a counted symbol
// modulo 64 is not counted).
func TestLaneCounterCountsExactly(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		syms := rapid.SliceOfNDistinct(rapid.Uint8Range(1, slotmech.MaxSymbols-1), 1, LanesPerWord,
			rapid.ID[uint8]).Draw(t, "syms")
		least := rapid.IntRange(1, slotmech.MaxPositions).Draw(t, "least")
		s := genAnyScreen(t)
		counted := make([]slotmech.Symbol, len(syms))
		for j, sym := range syms {
			counted[j] = slotmech.Symbol(sym)
		}
		c := New(counted, least)
		n := c.Count(&s)
		found := c.Reached(n)
		for j, sym := range counted {
			lane := n >> (LaneBits * j) & (1<<LaneBits - 1)
			require.Equal(t, uint64(s.Count(sym)), lane, "count of symbol %d", sym)
			top := uint64(1) << (LaneBits*j + LaneBits - 1)
			require.Equal(t, s.Count(sym) >= least, found&top != 0, "symbol %d reaching %d", sym, least)
			found &^= top
		}
		require.Zero(t, found, "lanes not in use are never flagged")
		require.Zero(t, n>>(LaneBits*len(syms)), "lanes not in use count nothing")
	})
}
