package rng_test

import (
	"testing"

	"github.com/slotmech/slotmech/internal/weighted"
	"github.com/slotmech/slotmech/rng"
)

// The values in this file are golden outputs of fixed seeds. Every simulation
// figure in the README and every recorded round depends on them, so they must
// never change. DO NOT EDIT: if a change to the package breaks this test, the
// change is wrong (or it is a new stream version with a new domain string).
//
// How they were derived (and are derived again, independently of the
// package's code, by TestGoldenDerivation in golden_derivation_test.go):
//
//   - TestStreamGolden: the first four values of math/rand/v2's ChaCha8
//     keyed with the 32 bytes seed (little-endian uint64), stream
//     (little-endian uint64) and "slotmech/stream1", as Stream's
//     documentation states;
//   - TestIntNGolden: IntN(·, 37) of stream (1, 0): ⌊x · 37 / 2⁶⁴⌋ of each
//     value x (Lemire's method; none of these x is rejected);
//   - TestWeightedGolden: the weights 1, 2, 3, 4, 0, 5 (total 15) on stream
//     (1, 0): the index owning ⌊x · 15 / 2⁶⁴⌋ in the cumulative weights
//     1, 3, 6, 10, 10, 15;
//   - TestDrawPackedGolden: the same table, 20 cells by DrawPacked on stream
//     (1, 0): Pack() = 14 (15¹⁴ ≤ 2⁵⁶ < 15¹⁵), so a group of 14 cells,
//     u₁ = ⌊x₁ · 15¹⁴ / 2⁶⁴⌋, and one of 6, u₂ = ⌊x₂ · 15⁶ / 2⁶⁴⌋ (neither
//     x rejected); each cell the index owning one base-15 digit of its u,
//     most significant first.

func TestStreamGolden(t *testing.T) {
	for _, tc := range []struct {
		seed, stream uint64
		want         []uint64
	}{
		{20261129, 0, []uint64{0xc6b72c76fd583565, 0xad63b8cb52900635, 0x02f3a95eea14374c, 0x78154bd06293e9ba}},
		{20261129, 1, []uint64{0x52b59aaed2ee6435, 0xc73d442488c990a4, 0xb4ce497d8f4b4ff0, 0x46ea552dda73ff27}},
	} {
		s := rng.NewStream(tc.seed, tc.stream)
		for i, w := range tc.want {
			if got := s.Uint64(); got != w {
				t.Errorf("NewStream(%d, %d) value %d = %#016x, want %#016x", tc.seed, tc.stream, i, got, w)
			}
		}
	}
}

func TestIntNGolden(t *testing.T) {
	want := []int{2, 16, 22, 17, 31, 35, 31, 36, 9, 18}
	s := rng.NewStream(1, 0)
	for i, w := range want {
		if got := rng.IntN(s, 37); got != w {
			t.Errorf("IntN draw %d = %d, want %d", i, got, w)
		}
	}
}

func TestWeightedGolden(t *testing.T) {
	want := []int{1, 3, 3, 3, 5, 5, 5, 5, 2, 3}
	w := (*rng.Weighted)(weighted.Must(1, 2, 3, 4, 0, 5))
	s := rng.NewStream(1, 0)
	for i, x := range want {
		if got := w.Draw(s); got != x {
			t.Errorf("Weighted draw %d = %d, want %d", i, got, x)
		}
	}
}

// TestStreamResetEqualsNew: Reset rekeys a stream exactly as NewStream does.
func TestStreamResetEqualsNew(t *testing.T) {
	s := rng.NewStream(7, 7)
	s.Uint64()
	s.Reset(20261129, 1)
	if got := s.Uint64(); got != 0x52b59aaed2ee6435 {
		t.Errorf("after Reset: %#016x, want the first value of stream 1", got)
	}
}
