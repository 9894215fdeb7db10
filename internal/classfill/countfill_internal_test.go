package classfill

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
)

// genTable draws a valid class table: 1 to 6 classes of distinct symbols,
// weights small or large (a large total packs fewer cells to a value, down
// to one), some classes with a second draw among 2 or 3 symbols of their
// own.
func genTable(t *rapid.T) []Class {
	n := rapid.IntRange(1, 6).Draw(t, "classes")
	syms := rapid.Permutation(func() []slotmech.Symbol {
		s := make([]slotmech.Symbol, slotmech.MaxSymbols-1)
		for i := range s {
			s[i] = slotmech.Symbol(i + 1)
		}
		return s
	}()).Draw(t, "symbols")
	weight := rapid.OneOf(rapid.Int64Range(1, 20), rapid.Int64Range(1, 1<<40))
	classes := make([]Class, n)
	next := 0
	for k := range classes {
		classes[k].Weight = weight.Draw(t, "weight")
		if rapid.IntRange(0, 3).Draw(t, "second draw") == 0 {
			m := rapid.IntRange(2, 3).Draw(t, "second symbols")
			classes[k].Symbols = syms[next : next+m]
			classes[k].Weights = rapid.SliceOfN(rapid.Int64Range(1, 50), m, m).Draw(t, "second weights")
			next += m
			continue
		}
		classes[k].Symbols = syms[next : next+1]
		next++
	}
	return classes
}

// CountFill draws what FillScreen draws: for any table shared by every
// reel and any holes on the reels, the tallies of the symbols FillScreen
// writes into the holes (in any order, the sums do not depend on it) are
// CountFill's sums for as many cells, and both leave the source at the
// same place. Random tallies tell two multisets of symbols apart.
func TestCountFillIsFillScreen(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		table := genTable(t)
		reels := rapid.IntRange(1, slotmech.MaxReels).Draw(t, "reels")
		rows := rapid.IntRange(1, slotmech.MaxRows).Draw(t, "rows")
		given := make([][]Class, reels)
		for r := range given {
			given[r] = table
		}
		c := New(given)
		require.True(t, c.Same())
		var holes uint64
		n := 0
		for r := range reels {
			h := rapid.IntRange(0, rows).Draw(t, "holes")
			holes |= uint64(h) << (8 * r)
			n += h
		}
		var tally Tally
		for i := range tally.A {
			tally.A[i] = rapid.Uint64Range(0, 1<<40).Draw(t, "a")
			tally.B[i] = rapid.Uint64().Draw(t, "b")
		}
		seed := rapid.Uint64().Draw(t, "seed")
		screenSrc, countSrc := rng.NewStream(seed, 0), rng.NewStream(seed, 0)

		s := slotmech.NewScreen(reels, rows)
		c.FillScreen(&s, [slotmech.MaxReels]uint64{}, holes, screenSrc)
		var wantA, wantB uint64
		filled := 0
		for r := range reels {
			for row := range rows {
				if sym := s.At(r, row); sym != slotmech.Empty {
					wantA += tally.A[sym]
					wantB += tally.B[sym]
					filled++
				}
			}
		}
		require.Equal(t, n, filled)
		a, b := c.CountFill(n, &tally, countSrc)
		require.Equal(t, wantA, a, "first sum")
		require.Equal(t, wantB, b, "second sum")
		require.Equal(t, screenSrc.Uint64(), countSrc.Uint64(), "the sources are at the same place")
	})
}

// CountFill refuses what it cannot draw: more cells than a screen has,
// or reels with different tables.
func TestCountFillRefuses(t *testing.T) {
	a := []Class{{Weight: 3, Symbols: []slotmech.Symbol{1}}, {Weight: 5, Symbols: []slotmech.Symbol{2}}}
	b := []Class{{Weight: 4, Symbols: []slotmech.Symbol{1}}, {Weight: 5, Symbols: []slotmech.Symbol{2}}}
	var tally Tally
	src := rng.NewStream(1, 0)
	require.Panics(t, func() { New([][]Class{a, b}).CountFill(1, &tally, src) })
	require.Panics(t, func() { New([][]Class{a, a}).CountFill(slotmech.MaxPositions+1, &tally, src) })
	require.Panics(t, func() { New([][]Class{a, a}).CountFill(-1, &tally, src) })
	require.NotPanics(t, func() { New([][]Class{a, a}).CountFill(slotmech.MaxPositions, &tally, src) })
}
