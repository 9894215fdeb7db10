package rng_test

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/internal/testfix/srcfix"
	"github.com/slotmech/slotmech/rng"
)

// Uint64N redraws as long as the product falls in the biased region, however
// many times in a row: for an odd n the value x whose product x·n has low
// half t (x = t·n⁻¹ mod 2⁶⁴) is rejected exactly when t < 2⁶⁴ mod n. A
// source scripted to give k such values and then an accepted one makes
// Uint64N take k + 1 values and return ⌊x·n / 2⁶⁴⌋ of the last (computed
// here with math/big), for k up to 6 and bounds from 3 to 2⁶⁴ − 1.
func TestUint64NRejectsSeveralInARowScripted(t *testing.T) {
	for _, n := range []uint64{3, 5, 7, 1_000_000_007, 1<<63 + 1, 1<<64 - 1, 0xdead_beef_cafe_f00d} {
		thresh := -n % n // 2⁶⁴ mod n
		inv := srcfix.Inverse(n)
		require.Equal(t, uint64(1), n*inv)
		for k := 1; k <= 6; k++ {
			var vals []uint64
			for i := range k { // rejected: low halves 0, 1, … (all below thresh), or thresh − 1 − i
				lo := uint64(i) % thresh
				if i%2 == 1 {
					lo = thresh - 1 - uint64(i/2)%thresh
				}
				vals = append(vals, lo*inv)
			}
			accepted := thresh * inv // low half thresh: the first accepted
			if k%2 == 0 {
				accepted = (1<<64 - 1) * inv // the largest low half
			}
			vals = append(vals, accepted)
			src := &srcfix.Scripted{T: t, Vals: vals}
			got := rng.Uint64N(src, n)
			want := new(big.Int).Rsh(new(big.Int).Mul(new(big.Int).SetUint64(accepted), new(big.Int).SetUint64(n)), 64)
			require.Equal(t, want.Uint64(), got, "n %d, %d rejections", n, k)
			require.Equal(t, k+1, src.I, "n %d: %d values rejected in a row, then one accepted", n, k)
		}
	}
}

// IntN is Uint64N: the same rejections, the same value.
func TestIntNRejectsSeveralInARow(t *testing.T) {
	src := &srcfix.Scripted{T: t, Vals: []uint64{0, 0, 0, 1 << 63}}
	require.Equal(t, 1, rng.IntN(src, 3)) // x = 0 is rejected for n = 3, three times; (2⁶³·3) >> 64 = 1
	require.Equal(t, 4, src.I)
}
