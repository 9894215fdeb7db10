package tumble_test

import (
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// The blocked symbol of these tests.
const blk slotmech.Symbol = 63

// column returns reel reel of s as a slice of its own.
func column(s *slotmech.Screen, reel int) []slotmech.Symbol {
	return append([]slotmech.Symbol(nil), s.Reel(reel)...)
}

// DrawStops draws what rng.IntN draws, reel by reel.
func TestDrawStops(t *testing.T) {
	st, err := tumble.NewStrips([][]slotmech.Symbol{{1, 2, 3}, {1, 2, 3, 4, 5}, {1}, {4, 4, 4, 4, 4, 4, 4}})
	require.NoError(t, err)
	stops := make([]int, 4)
	a, b := rng.NewStream(7, 0), rng.NewStream(7, 0)
	for range 100 {
		st.DrawStops(a, stops)
		want := []int{rng.IntN(b, 3), rng.IntN(b, 5), rng.IntN(b, 1), rng.IntN(b, 7)}
		require.Equal(t, want, stops)
	}
	require.Panics(t, func() { st.DrawStops(a, make([]int, 3)) })
	require.Zero(t, testing.AllocsPerRun(100, func() { st.DrawStops(a, stops) }))
}

// A shortened window shows the strip from its stop in its lowest rows.
func TestWindowHeights(t *testing.T) {
	st, err := tumble.NewStrips([][]slotmech.Symbol{{1, 2, 3, 4, 5}, {6, 7, 8}})
	require.NoError(t, err)
	s := slotmech.NewScreen(2, 4)
	require.NoError(t, st.WindowHeights(&s, []int{3, 1}, []int{2, 4}, blk))
	require.Equal(t, []slotmech.Symbol{blk, blk, 4, 5}, column(&s, 0))
	require.Equal(t, []slotmech.Symbol{7, 8, 6, 7}, column(&s, 1))
	require.Equal(t, []int{2, 4}, tumble.Heights(nil, &s, blk))

	before := s
	for _, bad := range []struct{ stops, heights []int }{
		{[]int{3, 1}, []int{0, 4}}, {[]int{3, 1}, []int{2, 5}}, {[]int{3, 1}, []int{2}}, {[]int{5, 1}, []int{2, 2}},
	} {
		err := st.WindowHeights(&s, bad.stops, bad.heights, blk)
		requireInput(t, err, "bad stop positions")
		require.Equal(t, before, s, "unchanged on error")
	}
}

// Known answer: symbols fall within a reel's height and refills fill only
// its open positions.
func TestStepWithBlocked(t *testing.T) {
	s := slotmech.NewScreen(2, 5)
	for row, sym := range []slotmech.Symbol{blk, blk, 1, 2, 3} {
		s.Set(0, row, sym)
	}
	for row, sym := range []slotmech.Symbol{4, 5, 6, 7, 8} {
		s.Set(1, row, sym)
	}
	// Remove 3 (reel 0, bottom) and 5, 7 (reel 1).
	remove := slotmech.PosSet(0).With(slotmech.At(0, 4)).With(slotmech.At(1, 1)).With(slotmech.At(1, 3))
	l, err := tumble.NewListRefill([][]slotmech.Symbol{{9}, {10, 11}})
	require.NoError(t, err)
	removed, err := tumble.Step(&s, remove, 0, blk, l, nil)
	require.NoError(t, err)
	require.Equal(t, remove, removed)
	require.Equal(t, []slotmech.Symbol{blk, blk, 9, 1, 2}, column(&s, 0))
	require.Equal(t, []slotmech.Symbol{11, 10, 4, 6, 8}, column(&s, 1))

	// Blocked positions are never removed, even when asked to.
	removed = tumble.FallBlocked(&s, slotmech.PosSet(0).With(slotmech.At(0, 0)), 0, blk)
	require.Zero(t, removed)
	require.Equal(t, []slotmech.Symbol{blk, blk, 9, 1, 2}, column(&s, 0))

	// Block and Step with the blocked symbol and nothing to remove land a first screen.
	tumble.Block(&s, []int{1, 3}, blk)
	l, _ = tumble.NewListRefill([][]slotmech.Symbol{{1}, {2, 3, 4}})
	_, err = tumble.Step(&s, 0, 0, blk, l, nil)
	require.NoError(t, err)
	require.Equal(t, []slotmech.Symbol{blk, blk, blk, blk, 1}, column(&s, 0))
	require.Equal(t, []slotmech.Symbol{blk, blk, 4, 3, 2}, column(&s, 1))
	require.Panics(t, func() { tumble.Block(&s, []int{0, 3}, blk) })
	require.Panics(t, func() { tumble.Block(&s, []int{1}, blk) })
}

// A blocked position in the middle of a reel stays where it is, and the
// symbols above it fall past it (FallBlocked's doc: "the other symbols of
// each reel fall past them"), in order; mutation testing found no test
// with a symbol landing just above a blocked position.
func TestFallBlockedPastAMiddleBlock(t *testing.T) {
	s := slotmech.NewScreen(1, 4)
	for row, sym := range []slotmech.Symbol{1, 2, blk, 3} {
		s.Set(0, row, sym)
	}
	// Nothing removed: nothing moves, 2 stays right above the block.
	require.Zero(t, tumble.FallBlocked(&s, 0, 0, blk))
	require.Equal(t, []slotmech.Symbol{1, 2, blk, 3}, column(&s, 0))
	// 3 (the bottom) removed: 2 falls past the block to the bottom, 1 to
	// right above the block, and the top is left Empty.
	bottom := slotmech.PosSet(0).With(slotmech.At(0, 3))
	require.Equal(t, bottom, tumble.FallBlocked(&s, bottom, 0, blk))
	require.Equal(t, []slotmech.Symbol{slotmech.Empty, 1, blk, 2}, column(&s, 0))
}

// A reel of height h tumbles as a screen of h rows does: Step with a blocked symbol on
// the shortened window of the strips is Step on a window of h rows, with
// the same strips, stops and removed positions; and the same holds for
// FallBlocked and Fall.
func TestPropertyBlockedIsAShorterScreen(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		reels := rapid.IntRange(1, slotmech.MaxReels).Draw(t, "reels")
		rows := rapid.IntRange(1, slotmech.MaxRows).Draw(t, "rows")
		sym := rapid.Custom(func(t *rapid.T) slotmech.Symbol {
			return slotmech.Symbol(rapid.IntRange(1, 6).Draw(t, "symbol"))
		})
		strips := rapid.SliceOfN(rapid.SliceOfN(sym, 1, 12), reels, reels).Draw(t, "strips")
		st, err := tumble.NewStrips(strips)
		require.NoError(t, err)
		stops, heights := make([]int, reels), make([]int, reels)
		for r := range reels {
			stops[r] = rapid.IntRange(0, len(strips[r])-1).Draw(t, "stop")
			heights[r] = rapid.IntRange(1, rows).Draw(t, "height")
		}
		keep := slotmech.SymbolsOf(rapid.SampledFrom([]slotmech.Symbol{1, 6}).Draw(t, "keep"))
		s := slotmech.NewScreen(reels, rows)
		require.NoError(t, st.WindowHeights(&s, stops, heights, blk))
		refill := tumble.NewStripRefill(st)
		require.NoError(t, refill.Reset(stops))
		for range rapid.IntRange(1, 4).Draw(t, "steps") {
			remove := slotmech.PosSet(rapid.Uint64().Draw(t, "remove"))
			// The same step, reel by reel, on one-reel screens of the
			// reel's height.
			want := make([][]slotmech.Symbol, reels)
			var wantRemoved slotmech.PosSet
			for r := range reels {
				h := heights[r]
				one := slotmech.NewScreen(1, h)
				copy(one.Reel(0), s.Reel(r)[rows-h:])
				oneStrips, _ := tumble.NewStrips([][]slotmech.Symbol{strips[r]})
				oneRefill := tumble.NewStripRefill(oneStrips)
				require.NoError(t, oneRefill.Reset([]int{tumble.Top(refill, r)}))
				rm := slotmech.PosSet(remove.Reel(r)>>(rows-h)) & (1<<h - 1)
				got, err := tumble.Step(&one, rm, keep, slotmech.Empty, oneRefill, nil)
				require.NoError(t, err)
				wantRemoved |= slotmech.PosSet(uint64(got)<<(rows-h)) << (r * slotmech.MaxRows)
				want[r] = append(make([]slotmech.Symbol, 0, rows), s.Reel(r)[:rows-h]...)
				want[r] = append(want[r], one.Reel(0)...)
			}
			removed, err := tumble.Step(&s, remove, keep, blk, refill, nil)
			require.NoError(t, err)
			for r := range reels {
				require.Equal(t, want[r], column(&s, r), "reel %d", r)
			}
			require.Equal(t, wantRemoved, removed)
			require.Equal(t, heights, tumble.Heights(nil, &s, blk))
		}
	})
}
