package rng_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech/rng"
)

func TestNewWeightedRejectsBadTables(t *testing.T) {
	for _, tc := range []struct {
		name    string
		weights []int64
		msg     string
	}{
		{"empty", nil, "rng: weights are empty"},
		{"negative", []int64{1, -3, 2}, "rng: weight 1 is negative (-3)"},
		{"zero total", []int64{0, 0}, "rng: weights sum to zero"},
		{"overflow", []int64{1 << 62, 1 << 62, 1 << 62}, "rng: weight 1 makes the sum overflow"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w, err := rng.NewWeighted(tc.weights)
			require.Nil(t, w)
			require.EqualError(t, err, tc.msg)
			require.True(t, errors.Is(err, rng.ErrBadWeights))
			var we *rng.WeightError
			require.ErrorAs(t, err, &we)
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
