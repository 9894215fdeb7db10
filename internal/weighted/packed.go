package weighted

import (
	"math/bits"
	"strconv"
)

// PackLimit bounds the product of the totals of the cells that one packed
// draw covers ([Table.Pack], [Table.DrawPacked], and the packed
// refills built on [Digits]): 2⁵⁶. A group of cells whose totals multiply
// to N ≤ PackLimit is one [Uint64N](src, N), which rejects a raw value with
// probability below N / 2⁶⁴ ≤ 1/256, so packing never costs more values
// than it saves. A single cell of any total is always allowed.
const PackLimit = 1 << 56

// Digits is one exactly uniform value u of [0, N), drawn by [DrawDigits],
// whose digits in a mixed radix t₁, t₂, …, t_k (t₁·t₂·…·t_k = N) are read
// off one at a time, most significant first, by [Digits.Next] or
// [Table.Digit] (each returns the digit and the rest): u = ((d₁·t₂ + d₂)·t₃ + d₃)… with 0 ≤ dᵢ < tᵢ. As u is
// uniform on [0, N), the digits are independent and dᵢ is uniform on
// [0, tᵢ), exactly: k draws from one raw value.
//
// It keeps the 64-bit fraction r of u: u = ⌊r·N / 2⁶⁴⌋. The first digit is
// ⌊r·t₁ / 2⁶⁴⌋, the high half of the product r·t₁, and the rest of u,
// u mod (N/t₁), is ⌊r′·(N/t₁) / 2⁶⁴⌋ with r′ = r·t₁ mod 2⁶⁴, the low half
// (⌊⌊a/b⌋/c⌋ = ⌊a/(bc)⌋ for integers), so each digit is one 64×64-bit
// multiplication and no division.
type Digits struct {
	r uint64
}

// DrawDigits draws u = [Uint64N](src, n), exactly as Uint64N does it (the
// same raw values taken, the same rejections, the same u), and returns it
// as Digits to read in a radix whose product is n:
//
//   - n not a power of two: Lemire's method, r = the accepted raw value x,
//     u = ⌊x·n / 2⁶⁴⌋;
//   - n = 2^m: u = x mod 2^m, the low m bits of x; r is x rotated left by
//     64 − m, so that those bits are r's top m bits and again
//     u = ⌊r·n / 2⁶⁴⌋.
//
// Reading digits whose bases multiply to a divisor M of n reads the digits
// of ⌊u / (n/M)⌋, uniform on [0, M); reading more than n's worth reads
// zeros. It panics if n is 0. The common path takes one value of src and
// one multiplication.
func DrawDigits(src Source, n uint64) Digits {
	return DrawDigitsValue(src.Uint64(), src, n)
}

// DrawDigitsValue is DrawDigits for a caller that has already taken the
// first value x from src: it returns the Digits that DrawDigits returns
// when src's next value is x, and takes from src only the values that
// replace a rejected x (rarely any). Unlike DrawDigits it inlines, so a
// loop over many groups makes no call but src's on the common path:
//
//	d := weighted.DrawDigitsValue(src.Uint64(), src, n)
func DrawDigitsValue(x uint64, src Source, n uint64) Digits {
	if x*n >= n && n&-n != n { // the low half x·n mod 2⁶⁴ at least n, and n not a power of two: x is accepted
		return Digits{x}
	}
	return rareDigits(x, src, n) // rare: x may be rejected, or n is a power of two
}

// rareDigits is the rare path of DrawDigits, out of line so that the
// common one inlines: for a power of two n, x rotated; otherwise, while
// the low half of x·n is below 2⁶⁴ mod n, x is rejected and the next value
// taken from src, as in [Uint64N].
func rareDigits(x uint64, src Source, n uint64) Digits {
	if n&(n-1) == 0 {
		if n == 0 {
			panic("rng: DrawDigits with n == 0")
		}
		return Digits{bits.RotateLeft64(x, 64-bits.TrailingZeros64(n))}
	}
	thresh := -n % n // 2⁶⁴ mod n
	for x*n < thresh {
		x = src.Uint64()
	}
	return Digits{x}
}

// Next returns the next digit in base t (t ≥ 1), ⌊r·t / 2⁶⁴⌋, and the
// rest of the value, for the digits after it. Digits is a value: the
// caller keeps the rest, which costs nothing (it stays in a register).
func (d Digits) Next(t uint64) (uint64, Digits) {
	hi, lo := bits.Mul64(d.r, t)
	return hi, Digits{lo}
}

// Digit reads the next digit v of d in base Σw (the table's
// [Table.Total]) and returns the entry that owns it, the i with
// w₀ + … + wᵢ₋₁ ≤ v < w₀ + … + wᵢ, as [Table.Draw] locates its value,
// and the rest of d. So with d = DrawDigits(src, Σw), the entry of
// w.Digit(d) is w.Draw(src), from the same raw values. The guide table
// finds the entry of almost every digit with one look-up.
func (w *Table) Digit(d Digits) (int, Digits) {
	v, lo := bits.Mul64(d.r, w.total)
	g := w.guide[v>>(w.shift&63)] // shift < 64: the mask changes nothing
	if g&whole != 0 {
		return int(g &^ whole), Digits{lo}
	}
	return w.locateOut(v), Digits{lo}
}

// DigitLookup is the common case of [Table.Digit], split off as
// [Table.Lookup] is from Draw so that it inlines: when the guide table
// names the entry of d's next digit at once (almost always), it returns
// that entry, the rest of d and ok true; otherwise it returns d itself and
// ok false, and w.Digit(d) reads the digit. So
//
//	i, rest, ok := w.DigitLookup(d)
//	if !ok {
//		i, rest = w.Digit(d)
//	}
//
// is i, rest := w.Digit(d), reading the same digit.
func (w *Table) DigitLookup(d Digits) (i int, rest Digits, ok bool) {
	v, lo := bits.Mul64(d.r, w.total)
	g := w.guide[v>>(w.shift&63)] // shift < 64: the mask changes nothing
	if g&whole == 0 {
		return 0, d, false
	}
	return int(g &^ whole), Digits{lo}, true
}

// ByteGuide maps the digits of a [Table]'s draw to a byte of the
// caller's for each entry (a symbol, say) with one look-up, made by
// [Table.ByteGuide]: a loop that maps many digits to such bytes then
// takes one multiplication and one look-up a digit. It is a small value of
// three words, which a loop keeps in registers, and its table has a fixed
// size ([ByteGuideBuckets]), so the look-up needs no bounds check. The zero
// value is not usable.
type ByteGuide struct {
	total uint64
	shift uint
	b     *[ByteGuideBuckets]byte
}

// ByteGuideBuckets is the number of buckets of a [ByteGuide], 2¹²: the
// digits 0…Σw−1 of its table are cut into at most this many buckets of
// 2^s consecutive digits each (the smallest s that suffices), and a digit
// is answered at once unless its bucket holds a boundary between two
// entries, with probability at most (entries − 1) / ByteGuideBuckets for
// Σw ≥ ByteGuideBuckets: below 0.25% for the 11 classes of Starlight
// Christmas's refill.
const ByteGuideBuckets = 1 << byteGuideBits

// byteGuideBits is log2 of [ByteGuideBuckets].
const byteGuideBits = 12

// ByteGuide returns the guide giving vals[i] for the digits of the buckets
// that lie wholly in entry i. A 0 in vals (an entry the caller wants to
// handle itself) and the buckets that hold an entry boundary give 0, "not
// answered". It panics unless len(vals) = w.Len().
func (w *Table) ByteGuide(vals []byte) ByteGuide {
	if len(vals) != len(w.cum) {
		panic("rng: ByteGuide with " + strconv.Itoa(len(vals)) + " values for " + strconv.Itoa(len(w.cum)) + " entries")
	}
	g := ByteGuide{total: w.total, b: new([ByteGuideBuckets]byte)}
	if n := uint(bits.Len64(w.total - 1)); n > byteGuideBits {
		g.shift = n - byteGuideBits // (Σw−1)>>shift < 2¹²: every digit has a bucket
	}
	i := 0 // the owner of the current bucket's first digit
	for b := range (w.total-1)>>g.shift + 1 {
		start := b << g.shift
		end := min(start+(1<<g.shift-1), w.total-1)
		for w.cum[i] <= start { // the last entry's cum is Σw > start: it stops
			i++
		}
		if w.cum[i] > end {
			g.b[b] = vals[i] // the bucket's last digit has its first's owner
		}
	}
	return g
}

// Lookup reads d's next digit in base Σw when the guide answers it: it
// returns the byte of the entry that owns the digit and the rest of d. When
// it does not (a 0 byte), it returns 0 and d itself, and [Table.Digit]
// reads the digit. So
//
//	b, rest := g.Lookup(d)
//	if b == 0 {
//		var i int
//		i, rest = w.Digit(d)
//		b = vals[i] // or the caller's own handling of entry i
//	}
//
// reads the same digit as w.Digit(d), for the vals the guide was made with.
func (g ByteGuide) Lookup(d Digits) (byte, Digits) {
	v, lo := bits.Mul64(d.r, g.total)
	// v < Σw, so v>>shift < ByteGuideBuckets: the mask changes nothing
	// but spares the bounds check (and shift < 64 that of the shift).
	b := g.b[v>>(g.shift&63)&(ByteGuideBuckets-1)]
	if b == 0 {
		return 0, d
	}
	return b, Digits{lo}
}

// locateOut is locate, out of line so that Digit stays small.
//
//go:noinline
func (w *Table) locateOut(v uint64) int { return w.locate(v) }

// Pack returns the number of cells that [Table.DrawPacked] draws from one
// packed value: the largest k ≥ 1 with Σwᵏ ≤ [PackLimit], or 1 when Σw alone
// exceeds it. For the 11 weights of Starlight Christmas's base refill
// (Σw = 119 992) it is 3; for Σw = 10 it is 16, for Σw = 2 it is 56, and
// for Σw = 1 (every digit 0) it is 64.
func (w *Table) Pack() int { return w.pack }

// packOf returns [Table.Pack] for a total.
func packOf(total uint64) int {
	if total == 1 {
		return 64 // every digit is 0: any number fits; 64 keeps a group small
	}
	k, n := 1, total
	for n <= PackLimit/total {
		n *= total
		k++
	}
	return k
}

// DrawPacked fills dst with independent draws of w, each index i with
// probability exactly Weight(i) / Total(), as len(dst) calls of Draw would,
// but taking one raw value (rarely more) for every [Table.Pack] of them.
//
// The mapping from raw values: dst is cut into groups of k = Pack() cells,
// in order (the last group holds the j = len(dst) mod k left over, if any).
// A group of j cells is one u = Uint64N(src, Σwʲ) ([DrawDigits]); its
// cells, in order, are the base-Σw digits of u, most significant first,
// each located in the cumulative table as Draw locates its value. So a
// group of one cell is exactly Draw, and for the weights 1, 2, 3, 4
// (Σw = 10, k = 16) the raw value 2⁶³ + 1 gives u = 5·10¹⁵ and the digits
// 5, 0, 0, …: entries 2, 0, 0, …; 2⁶³ itself is rejected (the low half of
// its product with 10¹⁶ is 0) and the group draws from the next value.
func (w *Table) DrawPacked(dst []int, src Source) {
	for len(dst) > 0 {
		j := min(w.pack, len(dst))
		n := w.total
		for range j - 1 {
			n *= w.total
		}
		r := DrawDigitsValue(src.Uint64(), src, n).r
		for i := range dst[:j] { // Digit, written out so that the loop makes no call
			v, lo := bits.Mul64(r, w.total)
			r = lo
			if g := w.guide[v>>(w.shift&63)]; g&whole != 0 {
				dst[i] = int(g &^ whole)
			} else {
				dst[i] = w.locate(v)
			}
		}
		dst = dst[j:]
	}
}
