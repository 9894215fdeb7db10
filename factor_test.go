package slotmech_test

import (
	"errors"
	"math"
	"math/big"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
)

func TestParseFactor(t *testing.T) {
	for in, want := range map[string]slotmech.Factor{
		"0": 0, "12": 120_000, "0.25": 2500, "2.5": 25_000, "0.0001": 1, "100": 1_000_000, "007.50": 75_000,
	} {
		got, err := slotmech.ParseFactor(in)
		require.NoError(t, err, in)
		require.Equal(t, want, got, in)
	}
	for _, in := range []string{"", ".", "1.", ".5", "-1", "+1", "1e3", "0.12345", "1,5", "1.2.3", " 1", "99999999999999999"} {
		_, err := slotmech.ParseFactor(in)
		require.Error(t, err, in)
		var e *slotmech.Error
		require.ErrorAs(t, err, &e, in)
		require.Equal(t, "ParseFactor", e.Op)
		require.Equal(t, in, e.Value)
		require.True(t, errors.Is(err, slotmech.ErrConfig) || errors.Is(err, slotmech.ErrOverflow), in)
		require.True(t, strings.HasPrefix(err.Error(), "slotmech: "), err.Error())
		require.True(t, strings.HasSuffix(err.Error(), " "+strconv.Quote(in)), err.Error())
	}
	_, err := slotmech.ParseFactor("1.2.3")
	require.EqualError(t, err, `slotmech: invalid factor syntax "1.2.3"`)
	_, err = slotmech.ParseFactor("99999999999999999")
	require.ErrorIs(t, err, slotmech.ErrOverflow)
	require.EqualError(t, err, `slotmech: factor out of range "99999999999999999"`)
}

// TestFactorStringRoundTrip: String prints what ParseFactor reads back.
func TestFactorStringRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		f := slotmech.Factor(rapid.Int64Min(0).Draw(t, "f"))
		back, err := slotmech.ParseFactor(f.String())
		require.NoError(t, err)
		require.Equal(t, f, back)
	})
	require.Equal(t, "0.25", slotmech.MustParseFactor("0.250").String())
	require.Equal(t, "12", slotmech.Whole(12).String())
}

// TestApplyRoundsDownOnce: Apply is floor(bet × f / 10 000) computed exactly
// (128-bit), with ErrOverflow only when the true result exceeds int64.
func TestApplyRoundsDownOnce(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		bet := slotmech.Money(rapid.OneOf(rapid.Int64Min(0), rapid.Int64Range(0, 1_000_000)).Draw(t, "bet"))
		f := slotmech.Factor(rapid.OneOf(rapid.Int64Min(0), rapid.Int64Range(0, 10_000_000)).Draw(t, "f"))
		want := new(big.Int).Mul(big.NewInt(int64(bet)), big.NewInt(int64(f)))
		rem := new(big.Int)
		want.QuoRem(want, big.NewInt(slotmech.FactorScale), rem)
		got, err := f.Apply(bet)
		if !want.IsInt64() {
			require.ErrorIs(t, err, slotmech.ErrOverflow)
			return
		}
		require.NoError(t, err)
		require.Equal(t, want.Int64(), int64(got))
		require.Equal(t, rem.Sign() == 0, f.Exact(bet))
	})
}

// TestApplyAtTheWordBoundary: products just below, at and just above 2⁶⁴,
// where Apply moves from its one-word division to the 128-bit one, round
// down exactly as big.Int does.
func TestApplyAtTheWordBoundary(t *testing.T) {
	for _, tc := range []struct{ bet, f int64 }{
		{1 << 32, 1<<32 - 1}, {1 << 32, 1 << 32}, {1<<32 + 1, 1 << 32},
		{4_294_967_311, 4_294_967_291}, {math.MaxInt64, 2}, {3, 6_148_914_691_236_517_205}, {3, 6_148_914_691_236_517_206},
	} {
		want := new(big.Int).Mul(big.NewInt(tc.bet), big.NewInt(tc.f))
		want.Quo(want, big.NewInt(slotmech.FactorScale))
		got, err := slotmech.Factor(tc.f).Apply(slotmech.Money(tc.bet))
		require.NoError(t, err, "%d × %d", tc.f, tc.bet)
		require.Equal(t, want.Int64(), int64(got), "%d × %d", tc.f, tc.bet)
	}
}

func TestApplyKnownAnswers(t *testing.T) {
	// Starlight: 0.25 × 20 cents = 5 cents, exact; 0.25 × 30 cents rounds down.
	for _, tc := range []struct {
		f    string
		bet  slotmech.Money
		want slotmech.Money
	}{{"0.25", 20, 5}, {"0.25", 30, 7}, {"0.9", 4000, 3600}, {"100", 1000, 100_000}} {
		got, err := slotmech.MustParseFactor(tc.f).Apply(tc.bet)
		require.NoError(t, err)
		require.Equal(t, tc.want, got, "%s × %d", tc.f, tc.bet)
	}
	_, err := slotmech.Factor(-1).Apply(10)
	require.ErrorIs(t, err, slotmech.ErrNegative)
	_, err = slotmech.Factor(1).Apply(-10)
	require.ErrorIs(t, err, slotmech.ErrNegative)
	require.Panics(t, func() { slotmech.Whole(-1) })
	require.Panics(t, func() { slotmech.MustParseFactor("x") })
}

// FuzzParseFactor: any text parses to a factor that prints back to the same
// value, or is refused with an *Error naming the input; it never panics.
func FuzzParseFactor(f *testing.F) {
	for _, s := range []string{"0.25", "12", "", "1.", "-1", "99999999999999.9999", "1e5"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := slotmech.ParseFactor(s)
		if err != nil {
			var e *slotmech.Error
			if !errors.As(err, &e) || e.Value != s {
				t.Fatalf("ParseFactor(%q) error %v is not an *Error for the input", s, err)
			}
			return
		}
		if v < 0 {
			t.Fatalf("ParseFactor(%q) = %d, negative", s, v)
		}
		back, err := slotmech.ParseFactor(v.String())
		if err != nil || back != v {
			t.Fatalf("round trip of %q: %v, %v", s, back, err)
		}
	})
}

// clamp returns x limited to the range of int64.
func clamp(x *big.Int) int64 {
	switch {
	case x.Cmp(big.NewInt(math.MaxInt64)) > 0:
		return math.MaxInt64
	case x.Cmp(big.NewInt(math.MinInt64)) < 0:
		return math.MinInt64
	}
	return x.Int64()
}

// anyInt64 draws any int64, with the edges of the range and small values
// drawn often.
func anyInt64(t *rapid.T, label string) int64 {
	return rapid.OneOf(
		rapid.Int64(),
		rapid.Int64Range(-1000, 1000),
		rapid.SampledFrom([]int64{math.MaxInt64, math.MaxInt64 - 1, math.MinInt64, math.MinInt64 + 1, 0, 1, -1}),
	).Draw(t, label)
}

// TestAddSatMulSat: the saturating operations return the exact result
// whenever it fits in int64 and the nearest end of the range otherwise.
func TestAddSatMulSat(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		f := slotmech.Factor(anyInt64(t, "f"))
		g := slotmech.Factor(anyInt64(t, "g"))
		k := anyInt64(t, "k")
		sum := new(big.Int).Add(big.NewInt(int64(f)), big.NewInt(int64(g)))
		require.Equal(t, slotmech.Factor(clamp(sum)), f.AddSat(g))
		prod := new(big.Int).Mul(big.NewInt(int64(f)), big.NewInt(k))
		require.Equal(t, slotmech.Factor(clamp(prod)), f.MulSat(k))
		if s, err := f.Add(g); err == nil {
			require.Equal(t, s, f.AddSat(g), "AddSat is Add when Add succeeds")
		}
		if p, err := f.Mul(k); err == nil {
			require.Equal(t, p, f.MulSat(k), "MulSat is Mul when Mul succeeds")
		}
	})
}

// TestApplySat: ApplySat is Apply when Apply succeeds and the largest Money
// when Apply overflows.
func TestApplySat(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		bet := slotmech.Money(rapid.OneOf(rapid.Int64Min(0), rapid.Int64Range(0, 1_000_000)).Draw(t, "bet"))
		f := slotmech.Factor(rapid.OneOf(rapid.Int64Min(0), rapid.Int64Range(0, 10_000_000)).Draw(t, "f"))
		want, err := f.Apply(bet)
		if err != nil {
			require.ErrorIs(t, err, slotmech.ErrOverflow)
			want = math.MaxInt64
		}
		require.Equal(t, want, f.ApplySat(bet))
	})
}

// The edges of saturation: one below the limit is exact, the limit itself
// and anything past it saturate, and a saturated factor stays saturated.
func TestSaturationEdges(t *testing.T) {
	const top = slotmech.Factor(math.MaxInt64)
	require.Equal(t, top, (top - 1).AddSat(1))
	require.Equal(t, top, top.AddSat(1))
	require.Equal(t, top, top.AddSat(top))
	require.Equal(t, top-1, top.AddSat(-1))
	require.Equal(t, slotmech.Factor(math.MinInt64), slotmech.Factor(math.MinInt64).AddSat(-1))
	require.Equal(t, slotmech.Factor(math.MinInt64), slotmech.Factor(math.MinInt64+1).AddSat(-1))

	require.Equal(t, top-1, (top / 2).MulSat(2))
	require.Equal(t, top, (top/2 + 1).MulSat(2))
	require.Equal(t, top, top.MulSat(2))
	require.Equal(t, top, slotmech.Factor(-2).MulSat(math.MinInt64))
	require.Equal(t, top, slotmech.Factor(-1).MulSat(math.MinInt64))
	require.Equal(t, slotmech.Factor(math.MinInt64), slotmech.Factor(1).MulSat(math.MinInt64))
	require.Equal(t, slotmech.Factor(math.MinInt64), top.MulSat(-2))
	require.Equal(t, slotmech.Factor(math.MinInt64), slotmech.Factor(2).MulSat(math.MinInt64))
	require.Equal(t, slotmech.Factor(0), top.MulSat(0))

	// Money: the largest factor on a bet of 1 pays it ÷ FactorScale; on a
	// bet over FactorScale it overflows and saturates; a bet of the largest
	// Money at ×1 pays it exactly.
	require.Equal(t, slotmech.Money(math.MaxInt64/slotmech.FactorScale), top.ApplySat(1))
	require.Equal(t, slotmech.Money(math.MaxInt64), top.ApplySat(slotmech.FactorScale+1))
	require.Equal(t, slotmech.Money(math.MaxInt64), top.ApplySat(math.MaxInt64))
	require.Equal(t, slotmech.Money(math.MaxInt64), slotmech.Whole(1).ApplySat(math.MaxInt64))
	require.Equal(t, slotmech.Money(math.MaxInt64-1), slotmech.Whole(1).ApplySat(math.MaxInt64-1))
	require.Panics(t, func() { slotmech.Factor(-1).ApplySat(10) })
	require.Panics(t, func() { slotmech.Factor(1).ApplySat(-10) })
}
