package u128

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

var two128 = new(big.Int).Lsh(big.NewInt(1), 128)

func uint128Gen() *rapid.Generator[Uint128] {
	return rapid.Custom(func(t *rapid.T) Uint128 {
		return Uint128{Hi: rapid.Uint64().Draw(t, "hi"), Lo: rapid.Uint64().Draw(t, "lo")}
	})
}

func TestUint128AddMatchesBig(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a, b := uint128Gen().Draw(t, "a"), uint128Gen().Draw(t, "b")
		want := new(big.Int).Add(a.Big(), b.Big())
		got, err := a.Add(b)
		if want.Cmp(two128) >= 0 {
			require.Error(t, err)
			return
		}
		require.NoError(t, err)
		require.Equal(t, want.String(), got.String())
	})
}

// MustAdd is Add for sums that fit, and panics on one that does not.
func TestMustAdd(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a, b := uint128Gen().Draw(t, "a"), uint128Gen().Draw(t, "b")
		want, err := a.Add(b)
		if err != nil {
			require.Panics(t, func() { a.MustAdd(b) })
			return
		}
		require.Equal(t, want, a.MustAdd(b))
	})
}

func TestUint128TextRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := uint128Gen().Draw(t, "a")
		text, err := a.MarshalText()
		require.NoError(t, err)
		var b Uint128
		require.NoError(t, b.UnmarshalText(text))
		require.Equal(t, a, b)
	})
	require.Equal(t, "18446744073709551616", Uint128{Hi: 1}.String())
	require.Equal(t, "340282366920938463463374607431768211455", Uint128{Hi: ^uint64(0), Lo: ^uint64(0)}.String())
}

func TestUint128UnmarshalRefuses(t *testing.T) {
	for _, in := range []string{"", "-1", "1.5", "0x10", "340282366920938463463374607431768211456", "abc"} {
		var u Uint128
		require.Error(t, u.UnmarshalText([]byte(in)), "%q", in)
	}
}

func TestSquare(t *testing.T) {
	require.Equal(t, Uint128{Hi: 1 << 60, Lo: 0}, Square(1<<62))
	require.Equal(t, Uint128{Lo: 9}, Square(3))
}

// TestAddProductMatchesBig checks AddProduct against big.Int for sums that
// fit in 128 bits, and against n calls of AddUint64 for small n.
func TestAddProductMatchesBig(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		u := Uint128{Hi: rapid.Uint64Range(0, 1<<62).Draw(t, "hi"), Lo: rapid.Uint64().Draw(t, "lo")}
		x, n := rapid.Uint64().Draw(t, "x"), rapid.Uint64Range(0, 1<<62).Draw(t, "n")
		want := new(big.Int).Mul(new(big.Int).SetUint64(x), new(big.Int).SetUint64(n))
		want.Add(want, u.Big())
		got := u
		got.AddProduct(x, n)
		require.Equal(t, want.String(), got.String())
		if n < 50 {
			again := u
			for range n {
				again.AddUint64(x)
			}
			require.Equal(t, got, again)
		}
	})
}
