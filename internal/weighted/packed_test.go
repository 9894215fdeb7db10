package weighted_test

import (
	"math/big"
	"math/bits"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech/internal/stattest"
	"github.com/slotmech/slotmech/internal/testfix/srcfix"
	"github.com/slotmech/slotmech/internal/weighted"
	"github.com/slotmech/slotmech/rng"
)

// Known answers of the packed mapping, by hand: a value u of [0, n) read
// in a radix whose bases multiply to n gives u's digits, most significant
// first.
func TestDrawDigitsKnownAnswers(t *testing.T) {
	digits := func(x, n uint64, radix ...uint64) []uint64 {
		d := weighted.DrawDigits(&srcfix.Scripted{T: t, Vals: []uint64{x}}, n)
		var out []uint64
		for _, b := range radix {
			var v uint64
			v, d = d.Next(b)
			out = append(out, v)
		}
		return out
	}
	// n = 1000 = 10³: 2⁶³ + 1 is u = 500 (2⁶³ itself is rejected: its
	// product has low half 0), 2⁶⁴ − 1 is u = 999.
	require.Equal(t, []uint64{5, 0, 0}, digits(1<<63+1, 1000, 10, 10, 10))
	require.Equal(t, []uint64{9, 9, 9}, digits(1<<64-1, 1000, 10, 10, 10))
	// Mixed radix 2·3·5 = 30: x = 2⁶⁴ − 1 gives u = 29 = (1·3 + 2)·5 + 4.
	require.Equal(t, []uint64{1, 2, 4}, digits(1<<64-1, 30, 2, 3, 5))
	// A power of two takes the low bits, as Uint64N: 0x…f585 mod 32 = 5 =
	// 0·16 + 5 in radix 2·16 and 1·4 + 1 in radix 8·4 (base 8 first).
	require.Equal(t, []uint64{0, 5}, digits(0x116eb67ab4a3f585, 32, 2, 16))
	require.Equal(t, []uint64{1, 1}, digits(0x116eb67ab4a3f585, 32, 8, 4))
	// n = 1: u = 0, every digit of base 1 is 0.
	require.Equal(t, []uint64{0, 0}, digits(12345, 1, 1, 1))
	// A single cell is Table.Draw: weights 90, 9, 1 map 0xfedc… to 2
	// (rng's documented example).
	w := weighted.Must(90, 9, 1)
	d := weighted.DrawDigits(&srcfix.Scripted{T: t, Vals: []uint64{0xfedcba9876543210}}, 100)
	i, _ := w.Digit(d)
	require.Equal(t, 2, i)
	// Pack: the cells of one packed draw.
	for _, tc := range []struct {
		weights []int64
		pack    int
	}{
		{[]int64{1}, 64}, {[]int64{1, 1}, 56}, {[]int64{1, 2, 3, 4}, 16}, {[]int64{1, 2, 3, 4, 0, 5}, 14},
		{[]int64{21990, 19330, 17500, 15000, 13170, 10670, 8670, 7170, 3930, 1962, 600}, 3}, // Σ 119 992
		{[]int64{1 << 28}, 2}, {[]int64{1<<28 + 1}, 1}, {[]int64{1 << 56}, 1}, {[]int64{1 << 60}, 1},
	} {
		require.Equal(t, tc.pack, weighted.Must(tc.weights...).Pack(), "weights %v", tc.weights)
	}
}

// DrawDigits rejects exactly the raw values Uint64N rejects, however many
// in a row: for n = 1000 (2⁶⁴ mod n = 616) the raw value whose product has
// low half 608 is rejected, 0 is rejected, and the one with low half 616,
// the smallest accepted, gives u = 124: digits 1, 2, 4 after three values.
func TestDrawDigitsRejects(t *testing.T) {
	src := &srcfix.Scripted{T: t, Vals: []uint64{221360928884514620, 0, 2287396265139984401}}
	low := func(x uint64) uint64 { return x * 1000 }
	require.Equal(t, uint64(608), low(221360928884514620))
	require.Equal(t, uint64(616), low(2287396265139984401))
	d := weighted.DrawDigits(src, 1000)
	require.Equal(t, 3, src.I)
	d1, d := d.Next(10)
	d2, d := d.Next(10)
	d3, _ := d.Next(10)
	require.Equal(t, []uint64{1, 2, 4}, []uint64{d1, d2, d3})

	// Several rejections in a row for odd bounds, as in
	// TestUint64NRejectsSeveralInARowScripted: reading u whole in base n
	// gives Uint64N's value from the same values.
	for _, n := range []uint64{3, 5, 1_000_000_007, 119992*119992*119992 + 1, 1<<63 + 1, 1<<64 - 1} {
		thresh := -n % n
		inv := srcfix.Inverse(n)
		for k := 1; k <= 5; k++ {
			var vals []uint64
			for i := range k {
				vals = append(vals, (uint64(i)%thresh)*inv)
			}
			vals = append(vals, thresh*inv)
			a, b := &srcfix.Scripted{T: t, Vals: vals}, &srcfix.Scripted{T: t, Vals: vals}
			d := weighted.DrawDigits(a, n)
			u, _ := d.Next(n)
			require.Equal(t, weighted.Uint64N(b, n), u, "n %d, %d rejections", n, k)
			require.Equal(t, k+1, a.I, "n %d", n)
		}
	}
	require.Panics(t, func() { weighted.DrawDigits(&srcfix.Scripted{T: t, Vals: []uint64{1}}, 0) })
	require.Panics(t, func() { weighted.Must(1, 2).ByteGuide([]byte{1}) })
}

// genRaw draws raw values, often ones near the rejection region of n.
func genRaw(t *rapid.T, n uint64) []uint64 {
	vals := rapid.SliceOfN(rapid.Uint64(), 1, 4).Draw(t, "raw")
	if n%2 == 1 && n > 1 && rapid.Bool().Draw(t, "near rejection") {
		inv := srcfix.Inverse(n) // the raw value whose product with n has low half lo
		for i := range vals {
			vals[i] = rapid.Uint64Range(0, 2*n).Draw(t, "low half") * inv
		}
	}
	return vals
}

// For any radix t₁…t_k (product n < 2⁶⁴) and any raw values, the digits
// read from DrawDigits are the digits of u = Uint64N(src, n), computed by
// division, taking the same values.
func TestDrawDigitsAreDigitsOfUint64N(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		radix := []uint64{}
		n := uint64(1)
		for range rapid.IntRange(1, 6).Draw(t, "cells") {
			b := rapid.OneOf(rapid.Uint64Range(1, 40), rapid.Uint64Range(1, 1<<20), rapid.Uint64Range(1, 1<<62)).Draw(t, "base")
			if hi, _ := bits.Mul64(n, b); hi != 0 {
				break
			}
			radix, n = append(radix, b), n*b
		}
		if len(radix) == 0 {
			radix, n = []uint64{7}, 7
		}
		vals := genRaw(t, n)
		a, b := &srcfix.List{Vals: vals}, &srcfix.List{Vals: vals}
		d := weighted.DrawDigits(a, n)
		u := weighted.Uint64N(b, n)
		want := make([]uint64, len(radix))
		for i := len(radix) - 1; i >= 0; i-- {
			want[i], u = u%radix[i], u/radix[i]
		}
		got := make([]uint64, len(radix))
		for i, r := range radix {
			got[i], d = d.Next(r)
		}
		require.Equal(t, want, got, "radix %v", radix)
		require.Equal(t, b.I, a.I, "values taken")
	})
}

// DrawPacked is its definition: groups of Pack() cells, each group
// u = Uint64N(src, Σwʲ) and its base-Σw digits located in the cumulative
// table (math/big for the power, division for the digits), for any table,
// length and raw values; and a group of one cell is Draw.
func TestDrawPackedMatchesDefinition(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		weights := rapid.SliceOfN(rapid.OneOf(rapid.Int64Range(0, 5), rapid.Int64Range(0, 100_000), rapid.Int64Range(0, 1<<40)), 1, 12).Draw(t, "weights")
		weights[0] |= 1
		w := weighted.Must(weights...)
		total := uint64(w.Total())
		cells := rapid.IntRange(0, 40).Draw(t, "cells")
		vals := rapid.SliceOfN(rapid.Uint64(), 0, 12).Draw(t, "raw")
		a, b := &srcfix.List{Vals: vals}, &srcfix.List{Vals: vals}
		got := make([]int, cells)
		w.DrawPacked(got, a)
		want := make([]int, 0, cells)
		for len(want) < cells {
			j := min(w.Pack(), cells-len(want))
			nb := new(big.Int).Exp(new(big.Int).SetUint64(total), big.NewInt(int64(j)), nil)
			require.True(t, j == 1 || nb.Cmp(big.NewInt(weighted.PackLimit)) <= 0, "a group of %d cells of total %d", j, total)
			u := weighted.Uint64N(b, nb.Uint64())
			digits := make([]uint64, j)
			for k := j - 1; k >= 0; k-- {
				digits[k], u = u%total, u/total
			}
			for _, v := range digits {
				want = append(want, locateNaive(weights, v))
			}
		}
		require.Equal(t, want, got)
		require.Equal(t, b.I, a.I, "values taken")
		if cells > 0 {
			require.LessOrEqual(t, a.I, (cells+w.Pack()-1)/w.Pack()+len(vals), "at most one value per group, plus rejections")
		}
		c, e := &srcfix.List{Vals: vals}, &srcfix.List{Vals: vals}
		for range 3 {
			i, _ := w.Digit(weighted.DrawDigits(c, total))
			require.Equal(t, w.Draw(e), i, "a group of one cell is Draw")
		}
		bvals := make([]byte, len(weights))
		for i := range bvals {
			bvals[i] = byte(rapid.IntRange(0, 3).Draw(t, "byte")) // 0: the caller's own
		}
		bg := w.ByteGuide(bvals)
		for _, x := range vals {
			d := weighted.DrawDigitsValue(x, &srcfix.List{}, total)
			k, rest2 := w.Digit(d)
			if b, rest := bg.Lookup(d); b != 0 {
				require.Equal(t, bvals[k], b, "ByteGuide gives the byte of Digit's entry")
				require.Equal(t, rest2, rest)
			} else {
				require.Equal(t, d, rest, "ByteGuide without an answer leaves d")
			}
		}
		for _, x := range vals {
			d := weighted.DrawDigitsValue(x, &srcfix.List{}, total)
			j, rest, ok := w.DigitLookup(d)
			k, rest2 := w.Digit(d)
			if ok {
				require.Equal(t, k, j, "DigitLookup is Digit")
				require.Equal(t, rest2, rest)
			} else {
				require.Equal(t, d, rest, "DigitLookup without an answer leaves d")
			}
		}
	})
}

// locateNaive is the entry owning v: the first i with w₀ + … + wᵢ > v.
func locateNaive(weights []int64, v uint64) int {
	var cum uint64
	for i, x := range weights {
		cum += uint64(x)
		if cum > v {
			return i
		}
	}
	panic("value past the total")
}

// The joint distribution of a packed group is exactly that of independent
// single draws, exhaustively: for tiny tables and every u of [0, N) (each
// reached by the largest raw value x with ⌊x·N / 2⁶⁴⌋ = u, which Uint64N
// accepts; Uint64N makes every u equally likely), the cells read from u
// hit every combination of entries (e₁ … e_k) exactly w_{e₁}·…·w_{e_k}
// times: the product of the single-draw probabilities, times N.
func TestDrawPackedJointDistributionExhaustive(t *testing.T) {
	for _, tables := range [][][]int64{
		{{1, 2}, {1, 2}, {1, 2}},                  // N = 27
		{{1}, {1, 0, 1}, {2, 3}},                  // mixed radix 1·2·5 = 10
		{{3, 0, 1}, {1, 1}, {5, 2, 1}, {1, 2, 1}}, // 4·2·8·4 = 256, a power of two
		{{1, 2, 3, 4}, {7}, {0, 6, 5}},            // 10·7·11 = 770
	} {
		ws := make([]*weighted.Table, len(tables))
		n := uint64(1)
		for i, tw := range tables {
			ws[i] = weighted.Must(tw...)
			n *= uint64(ws[i].Total())
		}
		counts := map[[4]int]uint64{}
		for u := range n {
			// the largest x with ⌊x·n / 2⁶⁴⌋ = u: ⌊((u+1)·2⁶⁴ − 1) / n⌋
			q, _ := bits.Div64(u, 1<<64-1, n)
			if n&(n-1) == 0 { // a power of two: u is x's low bits
				q = u
			}
			src := &srcfix.Scripted{T: t, Vals: []uint64{q}}
			d := weighted.DrawDigits(src, n)
			var key [4]int
			for i, w := range ws {
				key[i], d = w.Digit(d)
			}
			counts[key]++
		}
		var walk func(i int, key [4]int, p uint64)
		seen := 0
		walk = func(i int, key [4]int, p uint64) {
			if i == len(tables) {
				require.Equal(t, p, counts[key], "tables %v, cells %v", tables, key[:i])
				if p > 0 {
					seen++
				}
				return
			}
			for e, x := range tables[i] {
				key[i] = e
				walk(i+1, key, p*uint64(x))
			}
		}
		walk(0, [4]int{}, 1)
		require.Equal(t, len(counts), seen, "no combination outside the product")
	}
}

// A chi-square check on a real stream: pairs of cells from DrawPacked,
// within a group and across groups, are independent with the single-draw
// probabilities (weights 1, 2, 3, 4: Pack 16; 400 000 cells, p = 0.001).
func TestDrawPackedChiSquare(t *testing.T) {
	w := weighted.Must(1, 2, 3, 4)
	const cells = 400_000
	dst := make([]int, cells)
	w.DrawPacked(dst, rng.NewStream(5, 0))
	for _, offset := range []int{0, 15} { // cells 2i, 2i+1: within a group; 16i+15, 16i+16: across
		counts := make([]int64, 16)
		pairs := 0
		for i := offset; i+1 < cells; i += 16 {
			counts[dst[i]*4+dst[i+1]]++
			pairs++
		}
		exp := make([]float64, 16)
		for a := range 4 {
			for b := range 4 {
				exp[a*4+b] = float64(pairs) * float64((a+1)*(b+1)) / 100
			}
		}
		require.Less(t, stattest.ChiSquare(counts, exp), stattest.Critical(15, 0.001), "offset %d: %v", offset, counts)
	}
}

// Packed draws do not allocate.
func TestDrawPackedDoesNotAllocate(t *testing.T) {
	w := weighted.Must(1, 2, 3, 4)
	src := rng.NewStream(1, 1)
	dst := make([]int, 40)
	require.Zero(t, testing.AllocsPerRun(100, func() { w.DrawPacked(dst, src) }))
}

// digitsOf returns Digits whose first digit in base total (not a power of
// two) is v: the largest raw value x with ⌊x·total / 2⁶⁴⌋ = v, whose low
// half x·total mod 2⁶⁴ ≥ 2⁶⁴ − total is never rejected.
func digitsOf(t interface{ Fatalf(string, ...any) }, v, total uint64) weighted.Digits {
	x, _ := bits.Div64(v, ^uint64(0), total) // ⌊((v+1)·2⁶⁴ − 1) / total⌋
	d := weighted.DrawDigitsValue(x, &srcfix.List{}, total)
	if got, _ := d.Next(total); got != v {
		t.Fatalf("digitsOf(%d, %d) reads %d", v, total, got)
	}
	return d
}

// TestByteGuideAnswersEveryDigitOfASmallTable checks what ByteGuide
// answers, not only that its answers are right: for a total up to
// ByteGuideBuckets every digit has a bucket of its own, so every digit of an
// entry with a byte is answered, with that byte, and only those. A guide
// that never answered would pass TestDrawPackedMatchesDefinition.
func TestByteGuideAnswersEveryDigitOfASmallTable(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		weights := rapid.SliceOfN(rapid.Int64Range(0, 150), 1, 25).Draw(t, "weights")
		var total int64
		for _, w := range weights {
			total += w
		}
		if total == 0 || total&(total-1) == 0 {
			t.Skip("no digits, or a power of two (its digits are the raw value's low bits)")
		}
		w := weighted.Must(weights...)
		vals := make([]byte, len(weights))
		for i := range vals {
			vals[i] = byte(rapid.IntRange(0, 3).Draw(t, "byte"))
		}
		bg := w.ByteGuide(vals)
		for v := range uint64(total) {
			b, _ := bg.Lookup(digitsOf(t, v, uint64(total)))
			if want := vals[locateNaive(weights, v)]; b != want {
				t.Fatalf("digit %d of total %d: byte %d, want %d", v, total, b, want)
			}
		}
	})
}

// TestByteGuideLeavesOnlyBoundaryBuckets checks that for a large total (the
// class weights of Starlight Christmas's refill, Σ = 119 992) a ByteGuide
// leaves unanswered only the buckets holding a boundary between two
// entries: of the ByteGuideBuckets buckets' first digits, at most 10 of the
// 11 entries' boundaries are unanswered.
func TestByteGuideLeavesOnlyBoundaryBuckets(t *testing.T) {
	weights := []int64{21990, 19330, 17500, 15000, 13170, 10670, 8670, 7170, 3930, 1962, 600}
	vals := []byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}
	w := weighted.Must(weights...)
	total := uint64(w.Total())
	bg := w.ByteGuide(vals)
	width := (total + weighted.ByteGuideBuckets - 1) / weighted.ByteGuideBuckets
	width = 1 << bits.Len64(width-1) // the buckets' width, a power of two
	missed := 0
	for v := uint64(0); v < total; v += width {
		b, _ := bg.Lookup(digitsOf(t, v, total))
		switch {
		case b == 0:
			missed++
		case b != vals[locateNaive(weights, v)]:
			t.Fatalf("digit %d: byte %d, want %d", v, b, vals[locateNaive(weights, v)])
		}
	}
	if missed > len(weights)-1 {
		t.Fatalf("%d buckets unanswered, want at most %d", missed, len(weights)-1)
	}
}

// TestDrawPackedRaw2To63IsRejected pins DrawPacked's documented known
// answer for the weights 1, 2, 3, 4 (Σw = 10, a group of 16 cells, u =
// Uint64N(src, 10¹⁶)): the raw value 2⁶³ is rejected — its product with
// 10¹⁶ is 5¹⁶·2⁷⁹, whose low half 0 is below 2⁶⁴ mod 10¹⁶ — so the group
// takes the next value; 2⁶³ + 1 is accepted and gives u = 5·10¹⁵, the
// digits 5, 0, 0, …: entries 2, 0, 0, …. The rejection and u are computed
// here with math/bits, not with the package.
func TestDrawPackedRaw2To63IsRejected(t *testing.T) {
	var n uint64 = 10_000_000_000_000_000 // 10¹⁶
	thresh := -n % n                      // 2⁶⁴ mod n
	hi, lo := bits.Mul64(1<<63, n)
	require.Less(t, lo, thresh, "2⁶³ is rejected")
	hi1, lo1 := bits.Mul64(1<<63+1, n)
	require.GreaterOrEqual(t, lo1, thresh, "2⁶³ + 1 is accepted")
	require.Equal(t, n/2, hi1, "u = 5·10¹⁵")
	require.Equal(t, hi, hi1)

	w := weighted.Must(1, 2, 3, 4)
	require.Equal(t, 16, w.Pack())
	want := make([]int, 16)
	want[0] = 2 // digit 5 falls in entry 2 (cumulative 1, 3, 6, 10)
	for _, vals := range [][]uint64{{1 << 63, 1<<63 + 1}, {1<<63 + 1}} {
		src := &srcfix.Scripted{T: t, Vals: vals}
		cells := make([]int, 16)
		w.DrawPacked(cells, src)
		require.Equal(t, want, cells, "raw %#x", vals)
		require.Equal(t, len(vals), src.I, "raw %#x: 2⁶³ takes a value and gives nothing", vals)
	}
	// 2⁶³ alone does not give a group: the draw asks for another value.
	rep := rng.NewReplayer([]uint64{1 << 63})
	w.DrawPacked(make([]int, 16), rep)
	require.ErrorIs(t, rep.Done(), rng.ErrExhausted)
}
