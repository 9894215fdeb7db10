package weighted_test

import (
	"math"
	"math/bits"
	"testing"

	"pgregory.net/rapid"

	"github.com/slotmech/slotmech/internal/weighted"
	"github.com/slotmech/slotmech/rng"
)

// fixedSource returns the values it holds, cycling.
type fixedSource struct {
	vals []uint64
	i    int
}

func (f *fixedSource) Uint64() uint64 {
	v := f.vals[f.i%len(f.vals)]
	f.i++
	return v
}

// counting is a source that counts the values taken from it.
type counting struct {
	src weighted.Source
	n   int
}

func (c *counting) Uint64() uint64 { c.n++; return c.src.Uint64() }

// scriptedSource returns its values in order and fails the test if asked
// for more.
type scriptedSource struct {
	t    *testing.T
	vals []uint64
	i    int
}

func (s *scriptedSource) Uint64() uint64 {
	if s.i >= len(s.vals) {
		s.t.Fatalf("asked for value %d of %d", s.i+1, len(s.vals))
	}
	s.i++
	return s.vals[s.i-1]
}

// referenceDraw is the definition of a weighted draw: one value of [0, Σw)
// drawn by Uint64N, and the entry that owns it, found by a scan.
func referenceDraw(weights []int64, src weighted.Source) int {
	var total int64
	for _, w := range weights {
		total += w
	}
	x := int64(rng.Uint64N(src, uint64(total)))
	for i, w := range weights {
		if x < w {
			return i
		}
		x -= w
	}
	panic("unreachable")
}

// drawWeights draws a weight table: small and zero weights next to huge
// ones, sometimes a power-of-two total (for which Uint64N keeps the low
// bits), always a positive total.
func drawWeights(t *rapid.T) []int64 {
	weight := rapid.OneOf(rapid.Int64Range(0, 3), rapid.Int64Range(0, 30_000), rapid.Int64Range(0, 1<<40))
	weights := rapid.SliceOfN(weight, 1, 40).Draw(t, "weights")
	var total int64
	for _, w := range weights {
		total += w
	}
	if total == 0 {
		weights[0], total = 1, 1
	}
	if rapid.Bool().Draw(t, "pow2") { // round the total up to a power of two
		weights[0] += int64(1)<<bits.Len64(uint64(total-1)) - total
	}
	return weights
}

// drawValues draws raw source values: random ones, small ones (which Uint64N
// may reject, and which a power-of-two total handles apart), and the
// largest ones.
func drawValues(t *rapid.T) []uint64 {
	value := rapid.OneOf(
		rapid.Uint64(),
		rapid.Uint64Range(0, 1<<41),
		rapid.Uint64Range(math.MaxUint64-3, math.MaxUint64),
	)
	return rapid.SliceOfN(value, 1, 64).Draw(t, "values")
}

// inverse returns the inverse of an odd n modulo 2⁶⁴ (Newton's iteration:
// each step doubles the correct low bits).
func inverse(n uint64) uint64 {
	x := n // correct to 3 bits for odd n
	for range 5 {
		x *= 2 - n*x
	}
	return x
}
