package weighted

import (
	"math/bits"
	"strconv"
)

// Fraction returns the 64-bit fraction r of d (see [Digits]): its next
// digit in base t is ⌊r·t / 2⁶⁴⌋ and the rest is r·t mod 2⁶⁴, so the
// fraction of the digits after k digits of bases t₁…t_k is
// r·t₁·…·t_k mod 2⁶⁴. A caller that reads several digits of one base T
// can form each one's fraction with one product by a power of T (mod 2⁶⁴),
// independently of the others, and read it with [Table.FractionDigit] or
// a [TopGuide]: the same digits as [Table.Digit] read one after another.
func (d Digits) Fraction() uint64 { return d.r }

// FractionDigit is [Table.Digit] of the Digits whose fraction is r: the
// entry that owns the digit ⌊r·Σw / 2⁶⁴⌋.
func (w *Table) FractionDigit(r uint64) int {
	i, _ := w.Digit(Digits{r})
	return i
}

// TopGuideBits is the number of top bits of a fraction that a [TopGuide]
// reads: its table has 2¹² buckets.
const TopGuideBits = 12

// TopGuide maps the fraction r of a [Digits] (see [Digits.Fraction]) to a
// byte of the caller's for the entry of a [Table] that owns r's next digit
// in base Σw, from r's top [TopGuideBits] bits alone, made by
// [Table.TopGuide]. The digit ⌊r·Σw / 2⁶⁴⌋ grows with r, so the fractions
// of a bucket (the r with the same top bits) have digits from a range of
// consecutive ones, and when every digit of that range has the same
// owner, the bucket gives that owner's byte: the digit's entry without the
// product. A bucket whose range holds an entry boundary, at most
// (entries − 1) of the 2¹² for a total of at least 2¹², and an entry the
// caller handles itself (a 0 in its values) give 0: [Table.FractionDigit]
// then reads the digit. So
//
//	b := g.Of(r)
//	if b == 0 {
//		b = vals[w.FractionDigit(r)] // or the caller's handling of the entry
//	}
//
// gives the byte of the entry of w.Digit's digit, for the vals the guide
// was made with. It is one word, its table a fixed 4 KiB, and Of needs no
// bounds check. The zero value is not usable.
type TopGuide struct {
	b *[1 << TopGuideBits]byte
}

// TopGuide returns the guide giving vals[i] for the buckets whose
// fractions all read a digit that entry i owns (see [TopGuide]). It panics
// unless len(vals) = w.Len().
func (w *Table) TopGuide(vals []byte) TopGuide {
	if len(vals) != len(w.cum) {
		panic("rng: TopGuide with " + strconv.Itoa(len(vals)) + " values for " + strconv.Itoa(len(w.cum)) + " entries")
	}
	g := TopGuide{b: new([1 << TopGuideBits]byte)}
	const width = 64 - TopGuideBits
	for b := range uint64(1 << TopGuideBits) {
		first, _ := bits.Mul64(b<<width, w.total)
		last, _ := bits.Mul64(b<<width|(1<<width-1), w.total)
		if i := w.locate(first); w.locate(last) == i {
			g.b[b] = vals[i]
		}
	}
	return g
}

// Of returns the byte of the entry that owns the next digit of the
// fraction r, or 0 when r's bucket does not decide it (see [TopGuide]).
func (g TopGuide) Of(r uint64) byte { return g.b[r>>(64-TopGuideBits)] }
