package rng_test

import (
	"encoding/binary"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// streamValues returns the first n values of the documented stream (seed,
// stream) made directly with math/rand/v2, not with this package.
func streamValues(seed, stream uint64, n int) []uint64 {
	var key [32]byte
	binary.LittleEndian.PutUint64(key[0:], seed)
	binary.LittleEndian.PutUint64(key[8:], stream)
	copy(key[16:], "slotmech/stream1")
	c := rand.NewChaCha8(key)
	out := make([]uint64, n)
	for i := range out {
		out[i] = c.Uint64()
	}
	return out
}

// lemire returns ⌊x · n / 2⁶⁴⌋ and whether x is accepted by Lemire's
// method ((x · n mod 2⁶⁴) ≥ 2⁶⁴ mod n), with math/big.
func lemire(x, n uint64) (uint64, bool) {
	p := new(big.Int).Mul(new(big.Int).SetUint64(x), new(big.Int).SetUint64(n))
	two64 := new(big.Int).Lsh(big.NewInt(1), 64)
	lo := new(big.Int).Mod(p, two64)
	thresh := new(big.Int).Mod(two64, new(big.Int).SetUint64(n))
	return new(big.Int).Rsh(p, 64).Uint64(), lo.Cmp(thresh) >= 0
}

// The golden values of regress_test.go, derived again from their documented
// definitions without this package's code: the streams from math/rand/v2's
// ChaCha8 and the documented key, the bounded and weighted draws by
// Lemire's method in math/big.
func TestGoldenDerivation(t *testing.T) {
	require.Equal(t, []uint64{0xc6b72c76fd583565, 0xad63b8cb52900635, 0x02f3a95eea14374c, 0x78154bd06293e9ba},
		streamValues(20261129, 0, 4))
	require.Equal(t, []uint64{0x52b59aaed2ee6435, 0xc73d442488c990a4, 0xb4ce497d8f4b4ff0, 0x46ea552dda73ff27},
		streamValues(20261129, 1, 4))

	var intN []int
	for _, x := range streamValues(1, 0, 10) {
		v, ok := lemire(x, 37)
		require.True(t, ok, "no value of the golden draws is rejected")
		intN = append(intN, int(v))
	}
	require.Equal(t, []int{2, 16, 22, 17, 31, 35, 31, 36, 9, 18}, intN)

	cum := []uint64{1, 3, 6, 10, 10, 15}
	var weighted []int
	for _, x := range streamValues(1, 0, 10) {
		v, ok := lemire(x, 15)
		require.True(t, ok)
		i := 0
		for cum[i] <= v {
			i++
		}
		weighted = append(weighted, i)
	}
	require.Equal(t, []int{1, 3, 3, 3, 5, 5, 5, 5, 2, 3}, weighted)

	// DrawPacked: u by Lemire in math/big, its base-15 digits by division
	// (most significant first), each located in cum.
	var packed []int
	xs := streamValues(1, 0, 2)
	for g, j := range []int{14, 6} {
		n := new(big.Int).Exp(big.NewInt(15), big.NewInt(int64(j)), nil).Uint64()
		u, ok := lemire(xs[g], n)
		require.True(t, ok)
		digits := make([]uint64, j)
		for k := j - 1; k >= 0; k-- {
			digits[k], u = u%15, u/15
		}
		for _, v := range digits {
			i := 0
			for cum[i] <= v {
				i++
			}
			packed = append(packed, i)
		}
	}
	require.Equal(t, []int{1, 0, 2, 5, 2, 1, 2, 3, 5, 2, 5, 5, 0, 5, 3, 5, 3, 1, 5, 5}, packed)
}
