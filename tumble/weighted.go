package tumble

import (
	"strconv"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
)

// WeightedRefill refills each reel with symbols drawn independently from that
// reel's weight table (SC-5 style refill): every new symbol of reel r is
// symbols[r][i] with probability weights[r][i] / Σ weights[r], drawn with
// [rng.Weighted], in the order of the slice Refill fills (lowest first).
//
// The zero value has no tables; use [NewWeightedRefill]. A WeightedRefill is
// immutable after construction and safe for concurrent use (each goroutine
// passes its own source).
type WeightedRefill struct {
	symbols [][]slotmech.Symbol
	tables  []*rng.Weighted
}

// NewWeightedRefill validates the tables and returns a refill; symbols[r] and
// weights[r] are the table of reel r, entry by entry. It returns a
// *[DataError] if there are no reels or more than [slotmech.MaxReels],
// symbols and weights have different numbers of reels or a reel's two slices
// differ in length, a symbol is [slotmech.Empty] or not below
// [slotmech.MaxSymbols], or [rng.NewWeighted] refuses a reel's weights (the
// error then also unwraps to the rng error). A symbol may appear more than
// once in a table; its chances add up. The result keeps no reference to the
// given slices.
func NewWeightedRefill(symbols [][]slotmech.Symbol, weights [][]int64) (*WeightedRefill, error) {
	const table = "weighted refill"
	if err := checkReels(table, len(symbols)); err != nil {
		return nil, err
	}
	if len(weights) != len(symbols) {
		return nil, &DataError{Table: table, Reel: -1, Index: -1,
			Reason: strconv.Itoa(len(symbols)) + " symbol tables but " + strconv.Itoa(len(weights)) + " weight tables"}
	}
	w := &WeightedRefill{
		symbols: make([][]slotmech.Symbol, len(symbols)),
		tables:  make([]*rng.Weighted, len(symbols)),
	}
	for reel, syms := range symbols {
		if len(weights[reel]) != len(syms) {
			return nil, &DataError{Table: table, Reel: reel, Index: -1,
				Reason: strconv.Itoa(len(syms)) + " symbols but " + strconv.Itoa(len(weights[reel])) + " weights"}
		}
		if err := checkSymbols(table, reel, syms); err != nil {
			return nil, err
		}
		t, err := rng.NewWeighted(weights[reel])
		if err != nil {
			return nil, &DataError{Table: table, Reel: reel, Index: -1, Reason: "bad weights", Err: err}
		}
		w.symbols[reel] = append([]slotmech.Symbol(nil), syms...)
		w.tables[reel] = t
	}
	return w, nil
}

// Reels returns the number of reels (tables).
func (w *WeightedRefill) Reels() int { return len(w.tables) }

// Refill fills dst with symbols drawn from the table of reel, dst[0] first,
// one weighted draw from src each. It returns an error wrapping [ErrReel] for
// a reel without a table.
func (w *WeightedRefill) Refill(reel int, dst []slotmech.Symbol, src rng.Source) error {
	if uint(reel) >= uint(len(w.tables)) {
		return reelError(reel, len(w.tables))
	}
	syms, t := w.symbols[reel], w.tables[reel]
	for i := range dst {
		dst[i] = syms[t.Draw(src)]
	}
	return nil
}
