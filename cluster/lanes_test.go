package cluster

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
	for _, p := range positions(&s) {
		s.Set(p.Reel(), p.Row(), slotmech.Symbol(sym.Draw(t, "sym")))
	}
	return s
}

// positionsOf, the word-at-a-time comparison, finds exactly the positions
// that Screen.Where finds one by one, for every byte value and screen size.
func TestPositionsOfMatchesWhere(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := genAnyScreen(t)
		sym := slotmech.Symbol(rapid.OneOf(rapid.Uint8(), rapid.SampledFrom([]uint8{0, 1, 65, 129, 193})).Draw(t, "sym"))
		require.Equal(t, s.Where(sym), positionsOf(&s, sym))
	})
}

// A lane counter's lane j holds exactly the count of syms[j], and reached
// flags exactly the lanes whose count is at least the threshold, whatever
// other byte values the screen holds (a value equal to a counted symbol
// modulo 64 is not counted).
func TestLaneCounterCountsExactly(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		syms := rapid.SliceOfNDistinct(rapid.Uint8Range(1, slotmech.MaxSymbols-1), 1, lanesPerWord,
			rapid.ID[uint8]).Draw(t, "syms")
		least := rapid.IntRange(1, slotmech.MaxPositions).Draw(t, "least")
		s := genAnyScreen(t)
		counted := make([]slotmech.Symbol, len(syms))
		for j, sym := range syms {
			counted[j] = slotmech.Symbol(sym)
		}
		c := newLaneCounter(counted, least)
		n := c.count(&s)
		found := c.reached(n)
		for j, sym := range counted {
			lane := n >> (laneBits * j) & (1<<laneBits - 1)
			require.Equal(t, uint64(s.Count(sym)), lane, "count of symbol %d", sym)
			top := uint64(1) << (laneBits*j + laneBits - 1)
			require.Equal(t, s.Count(sym) >= least, found&top != 0, "symbol %d reaching %d", sym, least)
			found &^= top
		}
		require.Zero(t, found, "lanes not in use are never flagged")
		require.Zero(t, n>>(laneBits*len(syms)), "lanes not in use count nothing")
	})
}

// With more paying symbols than one lane counter holds (several counters),
// Evaluate still agrees exactly with the model, wins in ascending symbol
// order across counters.
func TestPayAnywhereManySymbolsMatchesModel(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		classes := genClasses(t)
		syms := rapid.SliceOfNDistinct(rapid.Uint8Range(1, slotmech.MaxSymbols-1), lanesPerWord+1,
			slotmech.MaxSymbols-1, rapid.ID[uint8]).Draw(t, "paying")
		paying := make([]slotmech.Symbol, len(syms))
		for i, sym := range syms {
			paying[i] = slotmech.Symbol(sym)
		}
		cfg := PayAnywhereConfig{Classes: classes, Pays: genPays(t, classes, paying...)}
		s := genScreen(t, slotmech.MaxSymbols-1, 0)
		var r Result
		mustPayAnywhere(t, cfg).Evaluate(&s, &r)
		require.Equal(t, payAnywhereModel(cfg, &s), normalized(r))
	})
}
