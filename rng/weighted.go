package rng

import (
	"math"
	"math/bits"
	"strconv"
)

// Weighted draws an index i with probability exactly w[i] / Σw from a table of
// integer weights. The draw is one exactly uniform value x in [0, Σw) (see
// [Uint64N]) located in the cumulative table (the entry i with
// w[0]+…+w[i−1] ≤ x < w[0]+…+w[i]), so the probabilities are exact ratios of
// integers, with no rounding anywhere.
//
// Entries of weight 0 are allowed and are never drawn. A Weighted is immutable
// after construction and safe for concurrent use; the zero value is not
// usable.
type Weighted struct {
	cum   []uint64 // cum[i] = w[0] + … + w[i]
	total uint64   // cum[len(cum)-1], the Σw every draw is taken below
	shift uint     // a value x of [0, Σw) lies in bucket x>>shift
	guide []uint32 // guide[b]: the entry that owns b<<shift (see newGuide)
}

// NewWeighted validates weights and returns a table to draw from. It returns
// an *[Error] wrapping [ErrBadWeights] if the table is empty, a weight is
// negative, the weights sum to zero, or the sum overflows int64; its Field is
// "weight i" for entry i (from 0) or "weights" for the table as a whole. The
// table keeps no reference to the weights slice.
func NewWeighted(weights []int64) (*Weighted, error) {
	bad := func(field, value, reason string) (*Weighted, error) {
		return nil, &Error{Op: "NewWeighted", Field: field, Value: value, Reason: reason, Err: ErrBadWeights}
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
	w := &Weighted{cum: cum, total: uint64(sum)}
	w.shift, w.guide = newGuide(cum)
	return w, nil
}

// MustWeighted is like [NewWeighted] but panics if the table is invalid. It is
// meant for tables written in code.
func MustWeighted(weights ...int64) *Weighted {
	w, err := NewWeighted(weights)
	if err != nil {
		panic(err)
	}
	return w
}

// Len returns the number of entries.
func (w *Weighted) Len() int { return len(w.cum) }

// Total returns the sum of the weights, the denominator of every probability.
func (w *Weighted) Total() int64 { return int64(w.total) }

// Weight returns the weight of entry i, the numerator of its probability.
// It panics if i is out of range.
func (w *Weighted) Weight(i int) int64 {
	if i == 0 {
		return int64(w.cum[0])
	}
	return int64(w.cum[i] - w.cum[i-1])
}

// Draw returns an index drawn with probability Weight(i) / Total().
func (w *Weighted) Draw(src Source) int {
	return w.locate(Uint64N(src, w.total))
}

// locate returns the entry that owns value x of [0, Σw): the first i with
// cum[i] > x.
//
// The guide table (see newGuide) gives the owners of the two ends of x's
// bucket, lo and hi; cum is ascending, so x's owner lies between them. The
// buckets are narrower, on average, than the entries, so lo usually is the
// owner and the search ends after one comparison. A bucket that spans many
// entries (tiny weights next to huge ones) is narrowed by bisection first, so
// no draw costs much more than a binary search of the whole table.
//
// The owner depends on x alone, so how it is found cannot change which index
// a given source value draws (the golden test pins that).
func (w *Weighted) locate(x uint64) int {
	b := x >> w.shift
	lo, hi := int(w.guide[b]), int(w.guide[b+1])
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

// guideBits sets the guide table's size: about 2^guideBits buckets per entry
// of the weight table, so that few buckets hold an entry boundary.
const guideBits = 2

// newGuide returns the bucket shift and the guide table of a cumulative
// table cum (ascending, cum[len(cum)-1] = Σw > 0): the values of [0, Σw) are
// cut into buckets of 2^shift consecutive values, and guide[b] is the entry
// that owns value b<<shift, the start of bucket b (the last entry for a
// start at or past Σw). guide has one entry more than there are buckets, so
// that guide[b+1] bounds the owners of bucket b from above: a value x in
// bucket b lies between b<<shift and (b+1)<<shift, so its owner lies between
// theirs.
//
// The shift makes the number of buckets at most 2^guideBits times the next
// power of two above len(cum), so the guide costs at most about 32 bytes per
// entry of the weight table. No
// weight table has 2^32 entries (cum alone would take 32 GiB), so uint32
// holds every index.
func newGuide(cum []uint64) (uint, []uint32) {
	total := cum[len(cum)-1]
	maxBits := uint(bits.Len(uint(len(cum)))) + guideBits
	shift := uint(0)
	if n := uint(bits.Len64(total - 1)); n > maxBits {
		shift = n - maxBits
	}
	// (total-1)>>shift is the last bucket, below 2^maxBits; as total < 2^63
	// and shift <= 63-maxBits, no bucket start below overflows.
	guide := make([]uint32, (total-1)>>shift+2)
	i := 0
	for b := range guide {
		start := uint64(b) << shift
		for i < len(cum)-1 && cum[i] <= start {
			i++
		}
		guide[b] = uint32(i)
	}
	return shift, guide
}
