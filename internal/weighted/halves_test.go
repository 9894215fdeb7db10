package weighted_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/stattest"
	"github.com/slotmech/slotmech/internal/testfix/srcfix"
	"github.com/slotmech/slotmech/internal/weighted"
	"github.com/slotmech/slotmech/rng"
)

// halvesReference draws n indices from the raw values vals as Halves'
// Mapping says, written plainly: each value's low half, then its high
// half; a half h is rejected when h·T mod 2³² < 2³² mod T, else v =
// ⌊h·T / 2³²⌋ and the index is found by a linear scan of the weights. It
// returns the indices and how many values they took.
func halvesReference(weights []int64, vals []uint64, n int) (out []uint8, used int) {
	out = []uint8{}
	var total uint64
	for _, w := range weights {
		total += uint64(w)
	}
	thresh := (uint64(1) << 32) % total
	for len(out) < n && used < len(vals) {
		x := vals[used]
		used++
		for _, h := range []uint64{x & 0xffff_ffff, x >> 32} {
			if len(out) == n {
				break
			}
			m := h * total
			if m&0xffff_ffff < thresh {
				continue
			}
			v := m >> 32
			var cum uint64
			for i, w := range weights {
				cum += uint64(w)
				if v < cum {
					out = append(out, uint8(i))
					break
				}
			}
		}
	}
	return out, used
}

// Halves draws exactly what its documented mapping says, for any table
// (1 to 40 entries, zero weights included, totals up to 2³¹) and any raw
// values, and takes exactly as many values.
func TestHalvesMatchesMapping(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		weights := rapid.SliceOfN(rapid.Int64Range(0, 1<<26), 1, 40).Draw(t, "weights")
		var total int64
		for _, w := range weights {
			total += w
		}
		if total == 0 || total > weighted.MaxHalvesTotal {
			t.Skip("not a halves table")
		}
		n := rapid.IntRange(0, 50).Draw(t, "n")
		vals := rapid.SliceOfN(rapid.Uint64(), 2*n+40, 2*n+40).Draw(t, "vals")
		want, used := halvesReference(weights, vals, n)
		if len(want) < n {
			t.Skip("too many rejections for the values drawn")
		}
		h, err := weighted.NewHalves(weighted.Must(weights...))
		require.NoError(t, err)
		src := &srcfix.Fixed{Vals: vals}
		got := make([]uint8, n)
		h.Fill(got, src)
		require.Equal(t, want, got)
		require.Equal(t, used, src.I, "values taken")
	})
}

// A half is rejected exactly when its product's low half is below
// 2³² mod T, however many halves in a row: for the total T = 3·7·11·13 =
// 3003 (odd) the half h = t·T⁻¹ mod 2³² has low product t, so scripted
// halves with t below the threshold are all rejected and the first half
// with t at it is drawn, ⌊h·T / 2³²⌋ mapped by the weights.
func TestHalvesRejectsSeveralInARow(t *testing.T) {
	weights := []int64{1000, 2000, 3}
	const total = 3003
	thresh := uint64(1<<32) % total
	require.NotZero(t, thresh)
	inv := uint32(srcfix.Inverse(total)) // the inverse modulo 2⁶⁴ is one modulo 2³² too
	half := func(t uint64) uint64 { return uint64(uint32(t) * inv) }
	h, err := weighted.NewHalves(weighted.Must(weights...))
	require.NoError(t, err)
	for k := 0; k <= 6; k++ {
		var halves []uint64
		for j := range k {
			halves = append(halves, half(uint64(j)%thresh)) // rejected: low product below thresh
		}
		halves = append(halves, half(thresh)) // accepted: low product exactly thresh
		if len(halves)%2 == 1 {
			halves = append(halves, 0)
		}
		var vals []uint64
		for i := 0; i < len(halves); i += 2 {
			vals = append(vals, halves[i]|halves[i+1]<<32)
		}
		want, used := halvesReference(weights, vals, 1)
		v := half(thresh) * total >> 32
		wantIdx := uint8(0)
		for _, c := range []uint64{1000, 3000} {
			if v >= c {
				wantIdx++
			}
		}
		require.Equal(t, []uint8{wantIdx}, want, "k=%d", k)
		src := &srcfix.Scripted{T: t, Vals: vals}
		got := make([]uint8, 1)
		h.Fill(got, src)
		require.Equal(t, want, got, "k=%d", k)
		require.Equal(t, used, src.I, "k=%d: values taken", k)
		require.Equal(t, k/2+1, used, "k=%d", k)
	}
}

// The draws follow the weights: 1.2 million draws from a stream pass a
// chi-square test at 0.1% against Weight(i)/Total(), for a table with a
// total that is not a power of two.
func TestHalvesDistribution(t *testing.T) {
	weights := []int64{21990, 19330, 17500, 15000, 13170, 10670, 8670, 7170, 3930, 1962, 600}
	h, err := weighted.NewHalves(weighted.Must(weights...))
	require.NoError(t, err)
	src := rng.NewStream(5, 0)
	counts := make([]int64, len(weights))
	buf := make([]uint8, 1000)
	for range 1200 {
		h.Fill(buf, src)
		for _, i := range buf {
			counts[i]++
		}
	}
	exp := make([]float64, len(weights))
	for i, w := range weights {
		exp[i] = 1.2e6 * float64(w) / float64(h.Total())
	}
	require.Less(t, stattest.ChiSquare(counts, exp), stattest.Critical(len(weights)-1, 0.001), "counts %v", counts)
}

// NewHalves refuses what it cannot draw, naming it, with an *slotmech.Error
// wrapping ErrConfig, and takes the limits themselves: 256 entries,
// a total of exactly 2³¹ (whose halves are never rejected: 2³² mod 2³¹ =
// 0).
func TestNewHalvesRefuses(t *testing.T) {
	many := make([]int64, 257)
	for i := range many {
		many[i] = 1
	}
	for _, w := range []*weighted.Table{weighted.Must(many[:256]...), weighted.Must(1<<30, 1<<30)} {
		h, err := weighted.NewHalves(w)
		require.NoError(t, err)
		dst := make([]uint8, 2)
		h.Fill(dst, &oneValue{x: 1<<63 | 1<<31}) // both halves 2³¹: v = T/2
		want := uint8(128)                       // v = 128 of 256 entries of weight 1
		if w.Len() == 2 {
			want = 1
		}
		require.Equal(t, []uint8{want, want}, dst)
	}
	for _, c := range []struct {
		w    *weighted.Table
		want string
	}{
		{nil, "rng: weights: are missing"},
		{weighted.Must(many...), "rng: weights: are 257 entries, at most 256 for halves"},
		{weighted.Must(1<<31, 1), "rng: weights: sum to 2147483649, at most 2³¹ for halves"},
	} {
		_, err := weighted.NewHalves(c.w)
		require.Error(t, err)
		require.Contains(t, err.Error(), c.want)
		require.True(t, errors.Is(err, weighted.ErrConfig))
		var e *slotmech.Error
		require.True(t, errors.As(err, &e))
	}
}

func ExampleHalves() {
	h, err := weighted.NewHalves(weighted.Must(5, 3, 2))
	if err != nil {
		panic(err)
	}
	// One raw value holds two draws: the low half 0x4000_0000 gives
	// ⌊2³⁰·10 / 2³²⌋ = 2, index 0 (cumulative weights 5, 8, 10); the high
	// half 0xE000_0000 gives ⌊0.875·10⌋ = 8, index 2.
	src := &oneValue{x: 0xE000_0000_4000_0000}
	dst := make([]uint8, 2)
	h.Fill(dst, src)
	fmt.Println(dst)
	// Output: [0 2]
}

// oneValue is a source that returns x every time.
type oneValue struct{ x uint64 }

func (o *oneValue) Uint64() uint64 { return o.x }
