package cluster

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/lanecount"
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

// countOf counts exactly the positions that Screen.Count counts one by
// one, for every byte value and screen size (a full 8×8 screen of one
// symbol included: 64, the largest count).
func TestCountOfMatchesCount(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := genAnyScreen(t)
		sym := slotmech.Symbol(rapid.OneOf(rapid.Uint8(), rapid.SampledFrom([]uint8{0, 1, 65, 129, 193})).Draw(t, "sym"))
		require.Equal(t, s.Count(sym), countOf(&s, sym))
	})
	s := slotmech.NewScreen(slotmech.MaxReels, slotmech.MaxRows)
	for reel := range slotmech.MaxReels {
		s.SetReelWord(reel, 0x0909090909090909)
	}
	require.Equal(t, slotmech.MaxPositions, countOf(&s, 9))
}

// With more paying symbols than one lane counter holds (several counters),
// Evaluate still agrees exactly with the model, wins in ascending symbol
// order across counters.
func TestPayAnywhereManySymbolsMatchesModel(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		classes := genClasses(t)
		syms := rapid.SliceOfNDistinct(rapid.Uint8Range(1, slotmech.MaxSymbols-1), lanecount.LanesPerWord+1,
			slotmech.MaxSymbols-1, rapid.ID[uint8]).Draw(t, "paying")
		paying := make([]slotmech.Symbol, len(syms))
		for i, sym := range syms {
			paying[i] = slotmech.Symbol(sym)
		}
		cfg := PayAnywhereConfig{Classes: classes, Pays: genPays(t, classes, paying...)}
		s := genScreen(t, slotmech.MaxSymbols-1, 0)
		var r slotmech.Result
		mustPayAnywhere(t, cfg).Evaluate(&s, &r)
		require.Equal(t, payAnywhereModel(cfg, &s), normalized(r))
	})
}
