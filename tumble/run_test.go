package tumble_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

// testRefill is a weighted refill of symbols 1..6 on every reel.
func testRefill(t testing.TB) *tumble.WeightedRefill {
	t.Helper()
	symbols := make([][]slotmech.Symbol, slotmech.MaxReels)
	weights := make([][]int64, slotmech.MaxReels)
	for reel := range symbols {
		symbols[reel] = []slotmech.Symbol{1, 2, 3, 4, 5, 6}
		weights[reel] = []int64{1, 2, 3, 4, 5, 6}
	}
	w, err := tumble.NewWeightedRefill(symbols, weights)
	require.NoError(t, err)
	return w
}

// TestRunEnds: with an evaluator that wins n times and then stops, Run does n
// steps and ends without error if n ≤ maxSteps, and otherwise stops after
// maxSteps steps with ErrTooManySteps; it never evaluates more than
// maxSteps+1 times. After Run no position is Empty.
func TestRunEnds(t *testing.T) {
	refill := testRefill(t)
	rapid.Check(t, func(t *rapid.T) {
		s := genScreen(t, 6, false)
		n := rapid.IntRange(0, 20).Draw(t, "wins")
		maxSteps := rapid.IntRange(0, 20).Draw(t, "maxSteps")
		src := rng.NewStream(rapid.Uint64().Draw(t, "seed"), 0)
		evals := 0
		eval := func(s *slotmech.Screen) slotmech.PosSet {
			evals++
			if evals > n {
				return 0
			}
			// Some on-screen position always goes, so every win removes.
			return slotmech.PosSet(src.Uint64())&s.Positions() | 1
		}

		steps, err := tumble.Run(&s, eval, 0, refill, src, maxSteps)

		if n <= maxSteps {
			require.NoError(t, err)
			require.Equal(t, n, steps)
			require.Equal(t, n+1, evals)
		} else {
			require.ErrorIs(t, err, tumble.ErrTooManySteps)
			require.Equal(t, maxSteps, steps)
			require.Equal(t, maxSteps+1, evals)
		}
		require.Zero(t, s.Count(slotmech.Empty))
	})
}

// TestRunAlwaysWinning: an evaluator that always wins gets ErrTooManySteps,
// wrapped with the count, after exactly maxSteps steps.
func TestRunAlwaysWinning(t *testing.T) {
	s := slotmech.NewScreen(6, 5)
	src := rng.NewStream(1, 1)
	refill := testRefill(t)
	_, err := tumble.Step(&s, 0, 0, slotmech.Empty, refill, src)
	require.NoError(t, err)
	all := func(s *slotmech.Screen) slotmech.PosSet { return s.Positions() }
	steps, err := tumble.Run(&s, all, 0, refill, src, 50)
	require.Equal(t, 50, steps)
	require.ErrorIs(t, err, tumble.ErrTooManySteps)
	require.EqualError(t, err, "tumble: too many tumble steps: the screen still wins after 50 steps")
}

// TestRunEndlessStripCascade: a strip of one symbol refills a screen of that
// symbol for ever; a pays-anywhere evaluator would win at every step, and Run
// reports ErrTooManySteps instead of hanging (CS-8's cascade with a
// degenerate strip).
func TestRunEndlessStripCascade(t *testing.T) {
	strips, err := tumble.NewStrips([][]slotmech.Symbol{syms("A"), syms("A"), syms("A")})
	require.NoError(t, err)
	r := tumble.NewStripRefill(strips)
	s := slotmech.NewScreen(3, 3)
	require.NoError(t, r.Start(&s, []int{0, 0, 0}))
	allA := func(s *slotmech.Screen) slotmech.PosSet {
		if s.Count(sym('A')) == s.Reels()*s.Rows() {
			return s.Where(sym('A'))
		}
		return 0
	}
	steps, err := tumble.Run(&s, allA, 0, r, nil, 1000)
	require.ErrorIs(t, err, tumble.ErrTooManySteps)
	require.Equal(t, 1000, steps)
}

// TestRunWinOfKeptSymbolsEnds: a win whose positions all show kept symbols
// removes nothing; it is counted and the sequence ends (the screen could not
// change, so the same win would repeat for ever).
func TestRunWinOfKeptSymbolsEnds(t *testing.T) {
	s := screenOf(t, "SA", "BS")
	before := s
	scatters := func(s *slotmech.Screen) slotmech.PosSet { return s.Where(sym('S')) }
	steps, err := tumble.Run(&s, scatters, slotmech.SymbolsOf(sym('S')), testRefill(t), rng.NewStream(1, 1), 10)
	require.NoError(t, err)
	require.Equal(t, 1, steps)
	require.Equal(t, before, s)
}

// TestCS_8_RunStrips is a hand-computed Crystal Spin style cascade (CS-8) run to
// its end by Run: a line evaluator on one row of a 3×2 screen.
//
//	strips  reel 0: A B A C   reel 1: C A B A   reel 2: B A A D
//	stops 2, 1, 1 → row 0: A A A, row 1: C B A
//
// Step 1 removes row 0 (A A A); the symbols above the windows fall in:
// reel 0 strip[1] = B, reel 1 strip[0] = C, reel 2 strip[0] = B, so row 0
// reads B C B: no win, the sequence ends after one step.
func TestCS_8_RunStrips(t *testing.T) {
	strips, err := tumble.NewStrips([][]slotmech.Symbol{syms("ABAC"), syms("CABA"), syms("BAAD")})
	require.NoError(t, err)
	r := tumble.NewStripRefill(strips)
	s := slotmech.NewScreen(3, 2)
	require.NoError(t, r.Start(&s, []int{2, 1, 1}))
	require.Equal(t, []string{"AAA", "CBA"}, rowsOf(&s))
	topLine := func(s *slotmech.Screen) slotmech.PosSet {
		if s.At(0, 0) == s.At(1, 0) && s.At(1, 0) == s.At(2, 0) {
			return posOf("xxx", "...")
		}
		return 0
	}
	steps, err := tumble.Run(&s, topLine, 0, r, nil, 10)
	require.NoError(t, err)
	require.Equal(t, 1, steps)
	require.Equal(t, []string{"BCB", "CBA"}, rowsOf(&s))
}

// TestRunRefillError: a refill error ends Run and is returned as is.
func TestRunRefillError(t *testing.T) {
	s := screenOf(t, "AB")
	l, err := tumble.NewListRefill([][]slotmech.Symbol{syms("C"), nil})
	require.NoError(t, err)
	steps, err := tumble.Run(&s, func(s *slotmech.Screen) slotmech.PosSet { return s.Positions() }, 0, l, nil, 10)
	require.Equal(t, 1, steps)
	require.True(t, errors.Is(err, tumble.ErrExhausted))
}
