package rng

import "github.com/slotmech/slotmech/internal/weighted"

// Weighted draws an index i with probability exactly w[i] / Σw from a table of
// integer weights. The draw is one exactly uniform value x in [0, Σw) (see
// [Uint64N]) located in the cumulative table (the entry i with
// w[0]+…+w[i−1] ≤ x < w[0]+…+w[i]), so the probabilities are exact ratios of
// integers, with no rounding anywhere.
//
// Entries of weight 0 are allowed and are never drawn. A Weighted is immutable
// after construction and safe for concurrent use; the zero value is not
// usable.
type Weighted weighted.Table

// NewWeighted validates weights and returns a table to draw from. It returns
// an *[slotmech.Error] wrapping [ErrConfig] if the table is empty, a weight is
// negative, the weights sum to zero, or the sum overflows int64; its Field is
// "weight i" for entry i (from 0) or "weights" for the table as a whole. The
// table keeps no reference to the weights slice.
func NewWeighted(weights []int64) (*Weighted, error) {
	t, err := weighted.New(weights)
	if err != nil {
		return nil, err
	}
	return (*Weighted)(t), nil
}

// Draw returns index i with probability w[i] / Σw. It
// takes one exactly uniform value v of [0, Σw) from src, as [Uint64N] draws
// it (almost always one value of src, more only when one is rejected), and
// returns the entry that owns v in the cumulative table: the i with
// w[0]+…+w[i−1] ≤ v < w[0]+…+w[i]. A guide table finds the owner of almost
// every value with one look-up, so a draw costs about as much as a value of
// src. It does not allocate.
func (w *Weighted) Draw(src Source) int { return (*weighted.Table)(w).Draw(src) }
