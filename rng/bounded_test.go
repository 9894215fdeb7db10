package rng_test

import (
	"math/bits"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech/internal/stattest"
	"github.com/slotmech/slotmech/internal/testfix/srcfix"
	"github.com/slotmech/slotmech/rng"
)

func TestUint64NBounds(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.Uint64Min(1).Draw(t, "n")
		src := rng.NewStream(rapid.Uint64().Draw(t, "seed"), 0)
		for range 50 {
			require.Less(t, rng.Uint64N(src, n), n)
		}
	})
}

// TestUint64NRejectsBiasedValues: a value in the biased region is rejected
// and the next value is used. For n = 3, 2⁶⁴ mod 3 = 1, so the single
// product with lo < 1 (x = 0) must be rejected.
func TestUint64NRejectsBiasedValues(t *testing.T) {
	src := &srcfix.Fixed{Vals: []uint64{0, 1 << 63}}
	require.Equal(t, uint64(1), rng.Uint64N(src, 3)) // (2⁶³·3) >> 64 = 1
	require.Equal(t, 2, src.I, "the biased value must be redrawn")
}

// TestUint64NRejectsSeveralInARow: the rejection is a loop, not a single
// redraw: for n = 3 the value 0 is the only one rejected, and a source that
// returns it three times in a row must be read four times. A Uint64N that
// redrew only once would return 0 here (the high half of 0·3).
func TestUint64NRejectsSeveralInARow(t *testing.T) {
	src := &srcfix.Fixed{Vals: []uint64{0, 0, 0, 1 << 63}}
	require.Equal(t, uint64(1), rng.Uint64N(src, 3))
	require.Equal(t, 4, src.I, "every rejected value must be redrawn")
}

// TestUint64NMatchesReference: for any n, including n just above 2⁶³, for
// which almost half of the values are rejected and runs of several
// rejections are common, Uint64N takes exactly the values and returns
// exactly the result of the textbook form of Lemire's method, which tests
// every product against 2⁶⁴ mod n.
func TestUint64NMatchesReference(t *testing.T) {
	reference := func(src rng.Source, n uint64) uint64 {
		thresh := -n % n
		for {
			hi, lo := bits.Mul64(src.Uint64(), n)
			if lo >= thresh {
				return hi
			}
		}
	}
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.OneOf(
			rapid.Uint64Min(1),
			rapid.Uint64Range(1<<63+1, 1<<63+1<<20), // about half rejected
			rapid.Uint64Range(1, 1000),
		).Draw(t, "n")
		seed := rapid.Uint64().Draw(t, "seed")
		got, want := &srcfix.Counting{Src: rng.NewStream(seed, 3)}, &srcfix.Counting{Src: rng.NewStream(seed, 3)}
		for i := range 64 {
			g, w := rng.Uint64N(got, n), uint64(0)
			if n&(n-1) == 0 {
				w = want.Uint64() & (n - 1)
			} else {
				w = reference(want, n)
			}
			require.Equal(t, w, g, "draw %d", i)
			require.Equal(t, want.N, got.N, "values taken by draw %d", i)
		}
	})
}

// TestIntNUniform is a chi-square test of the bounded draw on a fixed seed:
// 7 outcomes (not a power of two, so the rejection path is live), 700 000
// draws, rejected at p = 0.001. The seed is fixed, so the test is not flaky.
func TestIntNUniform(t *testing.T) {
	const n, draws = 7, 700_000
	src := rng.NewStream(42, 0)
	counts := make([]int64, n)
	for range draws {
		counts[rng.IntN(src, n)]++
	}
	exp := make([]float64, n)
	for i := range exp {
		exp[i] = draws / n
	}
	x := stattest.ChiSquare(counts, exp)
	require.Less(t, x, stattest.Critical(n-1, 0.001), "counts %v", counts)
}

func TestIntNPanicsOnBadN(t *testing.T) {
	require.Panics(t, func() { rng.IntN(rng.NewStream(1, 0), 0) })
	require.Panics(t, func() { rng.Uint64N(rng.NewStream(1, 0), 0) })
}
