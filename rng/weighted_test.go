package rng_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/stattest"
	"github.com/slotmech/slotmech/internal/testfix/srcfix"
	"github.com/slotmech/slotmech/internal/weighted"
	"github.com/slotmech/slotmech/rng"
)

func TestNewWeightedRejectsBadTables(t *testing.T) {
	for _, tc := range []struct {
		name    string
		weights []int64
		msg     string
	}{
		{"empty", nil, "rng: weights: are empty"},
		{"negative", []int64{1, -3, 2}, "rng: weight 1: is negative (-3)"},
		{"zero total", []int64{0, 0}, "rng: weights: sum to zero"},
		{"overflow", []int64{1 << 62, 1 << 62, 1 << 62}, "rng: weight 1: makes the sum overflow"},
		{"negative last", []int64{1, 2, 3, -9}, "rng: weight 3: is negative (-9)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w, err := rng.NewWeighted(tc.weights)
			require.Nil(t, w)
			require.EqualError(t, err, tc.msg)
			require.True(t, errors.Is(err, rng.ErrConfig))
			var e *slotmech.Error
			require.ErrorAs(t, err, &e)
			require.Equal(t, "NewWeighted", e.Op)
			require.Equal(t, tc.msg, "rng: "+e.Field+": "+e.Reason)
		})
	}
}

// TestWeightedZeroNeverDrawn: an entry of weight zero is never drawn, and every
// draw is in range.
func TestWeightedZeroNeverDrawn(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		weights := rapid.SliceOfN(rapid.Int64Range(0, 1000), 1, 20).Draw(t, "weights")
		weights = append(weights, 1) // at least one positive
		w, err := rng.NewWeighted(weights)
		require.NoError(t, err)
		src := rng.NewStream(rapid.Uint64().Draw(t, "seed"), 0)
		for range 200 {
			i := w.Draw(src)
			require.GreaterOrEqual(t, i, 0)
			require.Less(t, i, len(weights))
			require.NotZero(t, weights[i], "drew entry %d of weight 0", i)
		}
	})
}

// TestWeightedChiSquare checks that entry i is drawn with probability
// w_i / Σw: 10 weights, 1 000 000 draws on a fixed seed, p = 0.001.
func TestWeightedChiSquare(t *testing.T) {
	weights := []int64{1, 2, 3, 5, 8, 13, 21, 34, 55, 89}
	tab := weighted.Must(weights...)
	w := (*rng.Weighted)(tab)
	const draws = 1_000_000
	counts := make([]int64, len(weights))
	src := rng.NewStream(2026, 3)
	for range draws {
		counts[w.Draw(src)]++
	}
	exp := make([]float64, len(weights))
	for i, x := range weights {
		exp[i] = draws * float64(x) / float64(tab.Total())
	}
	require.Less(t, stattest.ChiSquare(counts, exp), stattest.Critical(len(weights)-1, 0.001), "counts %v", counts)
}

// TestWeightedExactBoundaries drives Draw with chosen raw values: the draw is
// one uniform value in [0, Σw) and entry i owns exactly w_i of them.
func TestWeightedExactBoundaries(t *testing.T) {
	tab := weighted.Must(1, 0, 2, 1) // Σw = 4, a power of two: value & 3
	w := (*rng.Weighted)(tab)
	for x, want := range []int{0, 2, 2, 3} {
		got := w.Draw(&srcfix.Fixed{Vals: []uint64{uint64(x)}})
		require.Equal(t, want, got, "value %d", x)
	}
	require.Equal(t, int64(4), tab.Total())
	require.Equal(t, int64(0), tab.Weight(1))
	require.Equal(t, int64(2), tab.Weight(2))
}

// Draw draws exactly what the definition draws
// (Uint64N, then the owner of the value), taking the same values from the
// source, for any table and at every awkward value: the guide table changes
// how fast the owner is found, never which one.
func TestWeightedMatchesDefinition(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		weights := srcfix.DrawWeights(t)
		w, err := rng.NewWeighted(weights)
		require.NoError(t, err)
		xs := srcfix.DrawValues(t)
		want := &srcfix.Counting{Src: rng.NewReplayer(xs)}
		draw := &srcfix.Counting{Src: rng.NewReplayer(xs)}
		for i := 0; want.N < len(xs); i++ {
			ref := srcfix.ReferenceDraw(weights, want)
			require.Equal(t, ref, w.Draw(draw), "Draw %d", i)
			require.Equal(t, want.N, draw.N, "values taken by Draw %d", i)
		}
	})
}
