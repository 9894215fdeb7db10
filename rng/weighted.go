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
	cum []uint64 // cum[i] = w[0] + … + w[i]
}

// NewWeighted validates weights and returns a table to draw from. It returns a
// *[WeightError] (unwrapping to [ErrBadWeights]) if the table is empty, a
// weight is negative, the weights sum to zero, or the sum overflows int64.
// The table keeps no reference to the weights slice.
func NewWeighted(weights []int64) (*Weighted, error) {
	if len(weights) == 0 {
		return nil, &WeightError{Index: -1, Reason: "are empty"}
	}
	cum := make([]uint64, len(weights))
	var sum int64
	for i, w := range weights {
		if w < 0 {
			return nil, &WeightError{Index: i, Reason: "is negative (" + strconv.FormatInt(w, 10) + ")"}
		}
		if sum > math.MaxInt64-w {
			return nil, &WeightError{Index: i, Reason: "makes the sum overflow"}
		}
		sum += w
		cum[i] = uint64(sum)
	}
	if sum == 0 {
		return nil, &WeightError{Index: -1, Reason: "sum to zero"}
	}
	return &Weighted{cum: cum}, nil
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
func (w *Weighted) Total() int64 { return int64(w.cum[len(w.cum)-1]) }

// Weight returns the weight of entry i, the numerator of its probability.
// It panics if i is out of range.
func (w *Weighted) Weight(i int) int64 {
	if i == 0 {
		return int64(w.cum[0])
	}
	return int64(w.cum[i] - w.cum[i-1])
}

// smallTable is the largest table counted linearly by Draw.
const smallTable = 16

// Draw returns an index drawn with probability Weight(i) / Total().
func (w *Weighted) Draw(src Source) int {
	return w.locate(Uint64N(src, w.cum[len(w.cum)-1]))
}

// locate returns the entry that owns value x of [0, Σw).
func (w *Weighted) locate(x uint64) int {
	// Find the first i with cum[i] > x, that is, count the entries with
	// cum[i] <= x. Small tables (the usual reel and value tables) are counted
	// without branches; larger ones are searched.
	if len(w.cum) <= smallTable {
		i := 0
		for _, c := range w.cum[:len(w.cum)-1] {
			_, borrow := bits.Sub64(x, c, 0) // borrow is 1 exactly when x < c
			i += int(1 - borrow)
		}
		return i
	}
	lo, hi := 0, len(w.cum)-1
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if w.cum[m] > x {
			hi = m
		} else {
			lo = m + 1
		}
	}
	return lo
}
