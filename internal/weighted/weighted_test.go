package weighted_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech/internal/testfix/srcfix"
	"github.com/slotmech/slotmech/internal/weighted"
	"github.com/slotmech/slotmech/rng"
)

// Lookup answers for almost every value of a typical refill table (eleven
// entries, a total of about 100 000, so 1024 buckets of which at most 10
// hold a boundary): fewer than 1 in 50 of a million stream values need
// DrawValue.
func TestWeightedLookupAnswersAlmostAlways(t *testing.T) {
	w := weighted.Must(21990, 19330, 17500, 15000, 13170, 10670, 8670, 7170, 3930, 1962, 600)
	src := rng.NewStream(5, 5)
	missed := 0
	for range 1_000_000 {
		if _, ok := w.Lookup(src.Uint64()); !ok {
			missed++
		}
	}
	require.Less(t, missed, 20_000)
}

// Draw, and Lookup with DrawValue, draw exactly what the definition draws
// (Uint64N, then the owner of the value), taking the same values from the
// source, for any table and at every awkward value: the guide table changes
// how fast the owner is found, never which one.
func TestWeightedMatchesDefinition(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		weights := srcfix.DrawWeights(t)
		w, err := weighted.New(weights)
		require.NoError(t, err)
		xs := srcfix.DrawValues(t)
		want := &srcfix.Counting{Src: rng.NewReplayer(xs)}
		draw := &srcfix.Counting{Src: rng.NewReplayer(xs)}
		split := &srcfix.Counting{Src: rng.NewReplayer(xs)}
		for i := 0; want.N < len(xs); i++ {
			ref := srcfix.ReferenceDraw(weights, want)
			require.Equal(t, ref, w.Draw(draw), "Draw %d", i)
			x := split.Uint64()
			got, ok := w.Lookup(x)
			if !ok {
				got = w.DrawValue(x, split)
			}
			require.Equal(t, ref, got, "Lookup/DrawValue %d", i)
			require.Equal(t, want.N, draw.N, "values taken by Draw %d", i)
			require.Equal(t, want.N, split.N, "values taken by Lookup/DrawValue %d", i)
		}
	})
}
