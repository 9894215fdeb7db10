// Package srcfix holds the random sources and draws that the tests of rng,
// internal/weighted and tumble share: sources that serve scripted values
// (cycling, failing the test when exhausted, or ending in 2⁶⁴ − 1), a
// source that counts the values taken from it, the definition of a
// weighted draw to check the fast ones against, and rapid generators of
// weight tables and raw values.
//
// Model: every source here implements rng.Source (and so weighted.Source)
// with a single Uint64 method; its fields are exported so that a test can
// script the values and read back how many were taken.
//
// Concurrency: a source is not safe for concurrent use; each test builds
// its own.
//
// It is NOT for production code: only _test.go files import it. It is not
// a random source for play (see rng), and it is not part of the public API.
package srcfix

import (
	"math"
	"math/bits"
	"testing"

	"pgregory.net/rapid"

	"github.com/slotmech/slotmech/rng"
)

// Fixed returns the values it holds, cycling; I counts the values taken.
type Fixed struct {
	Vals []uint64
	I    int
}

// Uint64 returns the next value of Vals, from the first again after the last.
func (f *Fixed) Uint64() uint64 {
	v := f.Vals[f.I%len(f.Vals)]
	f.I++
	return v
}

// Counting is a source that counts in N the values taken from Src.
type Counting struct {
	Src rng.Source
	N   int
}

// Uint64 returns the next value of Src and counts it.
func (c *Counting) Uint64() uint64 { c.N++; return c.Src.Uint64() }

// Scripted returns its values in order and fails the test T if asked for
// more; I counts the values taken.
type Scripted struct {
	T    testing.TB
	Vals []uint64
	I    int
}

// Uint64 returns the next value of Vals, or fails T when none is left.
func (s *Scripted) Uint64() uint64 {
	if s.I >= len(s.Vals) {
		s.T.Fatalf("asked for value %d of %d", s.I+1, len(s.Vals))
	}
	s.I++
	return s.Vals[s.I-1]
}

// List returns its values in order, then 2⁶⁴ − 1 (which a bounded draw
// never rejects); I counts the values of Vals taken.
type List struct {
	Vals []uint64
	I    int
}

// Uint64 returns the next value of Vals, or 2⁶⁴ − 1 when none is left.
func (s *List) Uint64() uint64 {
	if s.I >= len(s.Vals) {
		return 1<<64 - 1
	}
	s.I++
	return s.Vals[s.I-1]
}

// ReferenceDraw is the definition of a weighted draw: one value of [0, Σw)
// drawn by rng.Uint64N, and the entry that owns it, found by a scan.
func ReferenceDraw(weights []int64, src rng.Source) int {
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

// DrawWeights draws a weight table: small and zero weights next to huge
// ones, sometimes a power-of-two total (for which Uint64N keeps the low
// bits), always a positive total.
func DrawWeights(t *rapid.T) []int64 {
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

// DrawValues draws raw source values: random ones, small ones (which Uint64N
// may reject, and which a power-of-two total handles apart), and the
// largest ones.
func DrawValues(t *rapid.T) []uint64 {
	value := rapid.OneOf(
		rapid.Uint64(),
		rapid.Uint64Range(0, 1<<41),
		rapid.Uint64Range(math.MaxUint64-3, math.MaxUint64),
	)
	return rapid.SliceOfN(value, 1, 64).Draw(t, "values")
}

// Inverse returns the inverse of an odd n modulo 2⁶⁴ (Newton's iteration:
// each step doubles the correct low bits).
func Inverse(n uint64) uint64 {
	x := n // correct to 3 bits for odd n
	for range 5 {
		x *= 2 - n*x
	}
	return x
}
