package tumble

import (
	"strconv"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/weighted"
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
// *[slotmech.Error] if there are no reels or more than [slotmech.MaxReels],
// symbols and weights have different numbers of reels or a reel's two slices
// differ in length, a symbol is [slotmech.Empty] or not below
// [slotmech.MaxSymbols], or [rng.NewWeighted] refuses a reel's weights (the
// error then also unwraps to the rng error). A symbol may appear more than
// once in a table; its chances add up. The result keeps no reference to the
// given slices.
func NewWeightedRefill(symbols [][]slotmech.Symbol, weights [][]int64) (*WeightedRefill, error) {
	tab := table{"NewWeightedRefill", "weighted refill"}
	if err := tab.checkReels(len(symbols)); err != nil {
		return nil, err
	}
	if len(weights) != len(symbols) {
		return nil, tab.err(-1, -1, strconv.Itoa(len(weights)),
			strconv.Itoa(len(symbols))+" symbol tables but "+strconv.Itoa(len(weights))+" weight tables", nil)
	}
	w := &WeightedRefill{
		symbols: make([][]slotmech.Symbol, len(symbols)),
		tables:  make([]*rng.Weighted, len(symbols)),
	}
	for reel, syms := range symbols {
		if len(weights[reel]) != len(syms) {
			return nil, tab.err(reel, -1, strconv.Itoa(len(weights[reel])),
				strconv.Itoa(len(syms))+" symbols but "+strconv.Itoa(len(weights[reel]))+" weights", nil)
		}
		if err := tab.checkSymbols(reel, syms); err != nil {
			return nil, err
		}
		t, err := rng.NewWeighted(weights[reel])
		if err != nil {
			return nil, tab.err(reel, -1, "", "bad weights", err)
		}
		w.symbols[reel] = append([]slotmech.Symbol(nil), syms...)
		w.tables[reel] = t
	}
	return w, nil
}

// reels returns the number of reels (tables).
func (w *WeightedRefill) reels() int { return len(w.tables) }

// Refill fills dst with symbols drawn from the table of reel, dst[0] first,
// one weighted draw ([rng.Weighted.Draw]) from src each. It returns an error
// wrapping [ErrConfig] for a reel without a table.
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

// fillReel is Refill for the holes top rows of reel word (see
// [reelFiller]): the same draws, the first landing lowest, written into the
// word. The guide table's answer (internal/weighted) is inlined, so
// almost every symbol costs one value of src and one look-up.
func (w *WeightedRefill) fillReel(reel, holes int, word uint64, src rng.Source) (uint64, error) {
	if uint(reel) >= uint(len(w.tables)) {
		return word, reelError(reel, len(w.tables))
	}
	checkHoles(holes)
	syms, t := w.symbols[reel], (*weighted.Table)(w.tables[reel])
	for row := holes - 1; row >= 0; row-- {
		x := src.Uint64()
		i, ok := t.Lookup(x)
		if !ok {
			i = t.DrawValue(x, src)
		}
		word |= uint64(syms[i]) << (8 * row & 63) // row < MaxRows: the mask changes nothing
	}
	return word, nil
}
