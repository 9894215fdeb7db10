package weighted

import (
	"math"
	"math/bits"
	"strconv"

	"github.com/slotmech/slotmech"
)

// Table draws an index i with probability exactly w[i] / Σw from a table of
// integer weights. The draw is one exactly uniform value x in [0, Σw) (see
// [Uint64N]) located in the cumulative table (the entry i with
// w[0]+…+w[i−1] ≤ x < w[0]+…+w[i]), so the probabilities are exact ratios of
// integers, with no rounding anywhere.
//
// Entries of weight 0 are allowed and are never drawn. A Table is immutable
// after construction and safe for concurrent use; the zero value is not
// usable.
type Table struct {
	cum   []uint64 // cum[i] = w[0] + … + w[i]
	total uint64   // cum[len(cum)-1], the Σw every draw is taken below
	rot   int      // the rotation of a raw value before its product (see Lookup)
	shift uint     // a value x of [0, Σw) lies in bucket x>>shift
	guide []uint32 // guide[b]: the entry that owns b<<shift, | whole (see newGuide)
	pack  int      // Pack: the cells of one packed draw
}

// New validates weights and returns a table to draw from. It returns
// an *[slotmech.Error] wrapping [ErrConfig] if the table is empty, a weight is
// negative, the weights sum to zero, or the sum overflows int64; its Field is
// "weight i" for entry i (from 0) or "weights" for the table as a whole. The
// table keeps no reference to the weights slice.
func New(weights []int64) (*Table, error) {
	bad := func(field, value, reason string) (*Table, error) {
		return nil, &slotmech.Error{Op: "NewWeighted", Field: field, Value: value, Reason: reason, Err: ErrConfig}
	}
	if len(weights) == 0 {
		return bad("weights", "", "are empty")
	}
	cum := make([]uint64, len(weights))
	var sum int64
	for i, w := range weights {
		if w < 0 {
			v := strconv.FormatInt(w, 10)
			return bad("weight "+strconv.Itoa(i), v, "is negative ("+v+")")
		}
		if sum > math.MaxInt64-w {
			return bad("weight "+strconv.Itoa(i), strconv.FormatInt(w, 10), "makes the sum overflow")
		}
		sum += w
		cum[i] = uint64(sum)
	}
	if sum == 0 {
		return bad("weights", "", "sum to zero")
	}
	w := &Table{cum: cum, total: uint64(sum)}
	if w.total&(w.total-1) == 0 {
		// A power of two, 2^k: Uint64N keeps the low k bits of the
		// value; rotated up by 64−k they are the high half of the
		// product with 2^k (see Lookup). For k = 0 the rotation by 64 is
		// none, and the product with 1 is 0 anyway.
		w.rot = 64 - bits.TrailingZeros64(w.total)
	}
	w.shift, w.guide = newGuide(cum)
	w.pack = packOf(w.total)
	return w, nil
}

// Must is like [New] but panics if the table is invalid. It is
// meant for tables written in code.
func Must(weights ...int64) *Table {
	w, err := New(weights)
	if err != nil {
		panic(err)
	}
	return w
}

// Len returns the number of entries.
func (w *Table) Len() int { return len(w.cum) }

// Total returns the sum of the weights, the denominator of every probability.
func (w *Table) Total() int64 { return int64(w.total) }

// Weight returns the weight of entry i, the numerator of its probability.
// It panics if i is out of range.
func (w *Table) Weight(i int) int64 {
	if i == 0 {
		return int64(w.cum[0])
	}
	return int64(w.cum[i] - w.cum[i-1])
}

// Draw returns an index drawn with probability Weight(i) / Total(). It
// takes one exactly uniform value v of [0, Σw) from src, as [Uint64N] draws
// it (almost always one value of src, more only when one is rejected), and
// returns the entry that owns v in the cumulative table: the i with
// w[0]+…+w[i−1] ≤ v < w[0]+…+w[i].
//
// A guide table finds the owner of almost every value with one look-up,
// whatever the total (see newGuide), so a draw costs about as much as a
// value of src. It does not allocate.
func (w *Table) Draw(src Source) int {
	return w.DrawValue(src.Uint64(), src)
}

// DrawValue is Draw for a caller that has already taken the first value x
// from src: it returns the index that Draw returns when src's next value is
// x, and takes from src only the further values that Draw would take after
// x (those replacing a rejected value, rarely any). So
// w.DrawValue(src.Uint64(), src) is w.Draw(src), value for value.
func (w *Table) DrawValue(x uint64, src Source) int {
	if i, ok := w.Lookup(x); ok {
		return i
	}
	return w.slow(x, src)
}

// Lookup returns the index that the raw value x draws, with ok true, when x
// alone decides it and the guide table names its entry at once, which is
// the case of almost every value; otherwise ok is false, and DrawValue(x,
// src) makes the draw. Together they split [Table.Draw] so that a loop
// drawing many symbols has the common case inlined, with no call:
//
//	x := src.Uint64()
//	i, ok := w.Lookup(x)
//	if !ok {
//		i = w.DrawValue(x, src)
//	}
//
// draws exactly what w.Draw(src) draws, from the same values of src.
//
// For a total that is not a power of two, the value Uint64N makes of x is
// the high half of the 128-bit product x·Σw, and only a product whose low
// half is below Σw may be rejected. For a power of two 2^k, Uint64N keeps
// the low k bits of x: rotated left by 64−k they are the top k bits, and
// the high half of their product with 2^k; the low half, x with its low k
// bits cleared, is below 2^k only for x < 2^k, which DrawValue then handles.
// So Lookup is one rotation (by 0 for most tables), one product and one
// look-up; ok is false for a value that may be rejected or falls in a
// bucket of the guide that holds an entry boundary.
func (w *Table) Lookup(x uint64) (i int, ok bool) {
	v, lo := bits.Mul64(bits.RotateLeft64(x, w.rot), w.total)
	if lo < w.total {
		return 0, false
	}
	g := w.guide[v>>(w.shift&63)] // shift < 64: the mask changes nothing but spares a test of it
	return int(g &^ whole), g&whole != 0
}

// slow is DrawValue without the guide's shortcut: the value of [0, Σw) that
// Uint64N makes of x (taking further values from src while one is rejected),
// located in the cumulative table.
func (w *Table) slow(x uint64, src Source) int {
	return w.locate(bounded(x, src, w.total))
}

// locate returns the entry that owns value x of [0, Σw): the first i with
// cum[i] > x.
//
// The guide table (see newGuide) gives the owners of the two ends of x's
// bucket, lo and hi; cum is ascending, so x's owner lies between them. A
// bucket that spans many entries (tiny weights next to huge ones) is
// narrowed by bisection first, so no draw costs much more than a binary
// search of the whole table.
//
// The owner depends on x alone, so how it is found cannot change which index
// a given source value draws (the golden test pins that).
func (w *Table) locate(x uint64) int {
	b := x >> w.shift
	lo, hi := int(w.guide[b]&^whole), int(w.guide[b+1]&^whole)
	for hi-lo > 4 { // the owner is in [lo, hi]
		m := int(uint(lo+hi) >> 1)
		if w.cum[m] > x {
			hi = m
		} else {
			lo = m + 1
		}
	}
	for w.cum[lo] <= x { // stops at hi at the latest, as cum[hi] > x
		lo++
	}
	return lo
}

// whole marks a guide entry whose bucket lies wholly in the entry it names:
// every value of the bucket draws that entry.
const whole = 1 << 31

// Guide sizes: a table gets at least 2^minGuideBits buckets (4 KiB of
// guide), so that few buckets hold an entry boundary even for tables of a
// few entries, and about 2^guideBits buckets per entry for large tables,
// each time no more buckets than values.
const (
	minGuideBits = 10
	guideBits    = 2
)

// newGuide returns the bucket shift and the guide table of a cumulative
// table cum (ascending, cum[len(cum)-1] = Σw > 0): the values of [0, Σw) are
// cut into buckets of 2^shift consecutive values, and guide[b] is the entry
// that owns value b<<shift, the start of bucket b (the last entry for a
// start at or past Σw), with the flag whole set when the bucket's last value
// has the same owner, so that every value of the bucket draws it. guide has
// one entry more than there are buckets, so that guide[b+1] bounds the
// owners of bucket b from above: a value x in bucket b lies between b<<shift
// and (b+1)<<shift, so its owner lies between theirs.
//
// A boundary between two entries falls in at most one bucket, so at most
// len(cum)−1 buckets are not whole, and a value falls in one with
// probability at most about len(cum) / the number of buckets: about 1/100
// for the ten entries of a typical refill table, below 1/4 for any table.
//
// The shift makes the number of buckets at most the larger of
// 2^minGuideBits and 2^guideBits times the next power of two above
// len(cum), so the guide costs at most 4 KiB or about 32 bytes per entry of
// the weight table. No weight table has 2^31 entries (cum alone would take
// 16 GiB), so the low 31 bits of a uint32 hold every index.
func newGuide(cum []uint64) (uint, []uint32) {
	total := cum[len(cum)-1]
	maxBits := max(uint(bits.Len(uint(len(cum))))+guideBits, minGuideBits)
	shift := uint(0)
	if n := uint(bits.Len64(total - 1)); n > maxBits {
		shift = n - maxBits
	}
	// (total-1)>>shift is the last bucket, below 2^maxBits; as total < 2^63
	// and shift <= 63-maxBits, no bucket start below overflows.
	last := (total - 1) >> shift
	guide := make([]uint32, last+2)
	i, j := 0, 0 // the owners of the current bucket's first and last value
	for b := range guide {
		start := uint64(b) << shift
		for i < len(cum)-1 && cum[i] <= start {
			i++
		}
		guide[b] = uint32(i)
		if uint64(b) > last {
			continue // the end marker: no bucket
		}
		end := min(start+(1<<shift-1), total-1)
		for j < len(cum)-1 && cum[j] <= end {
			j++
		}
		if i == j {
			guide[b] |= whole
		}
	}
	return shift, guide
}
