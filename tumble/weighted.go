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
	// lookup[r], if not nil, maps each value x of reel r's uniform draw
	// (see Refill) straight to its symbol; it is built for tables whose
	// total is at most maxLookup.
	lookup [][]slotmech.Symbol
}

// maxLookup is the largest weight total for which a reel gets a lookup table
// (one byte per unit of weight, so at most 4 KiB per reel).
const maxLookup = 4096

// NewWeightedRefill validates the tables and returns a refill; symbols[r] and
// weights[r] are the table of reel r, entry by entry. It returns a
// *[Error] if there are no reels or more than [slotmech.MaxReels],
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
		lookup:  make([][]slotmech.Symbol, len(symbols)),
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
		if t.Total() <= maxLookup {
			// Entry i owns the values cum[i−1] … cum[i]−1 of the draw
			// (cum the running sum of the weights): weights[reel][i]
			// consecutive values, none for a weight of 0.
			lookup := make([]slotmech.Symbol, 0, t.Total())
			for i, sym := range syms {
				for range weights[reel][i] {
					lookup = append(lookup, sym)
				}
			}
			w.lookup[reel] = lookup
		}
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
	// rng.Weighted draws one uniform value x in [0, Total()) with
	// rng.Uint64N and returns the entry owning x in its cumulative table.
	// A lookup table gives the same symbol for the same x, from the same
	// randomness, without the search.
	if lookup := w.lookup[reel]; lookup != nil {
		n := uint64(len(lookup))
		for i := range dst {
			dst[i] = lookup[rng.Uint64N(src, n)]
		}
		return nil
	}
	syms, t := w.symbols[reel], w.tables[reel]
	for i := range dst {
		dst[i] = syms[t.Draw(src)]
	}
	return nil
}
