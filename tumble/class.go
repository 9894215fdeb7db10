package tumble

import (
	"slices"
	"strconv"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
)

// Class is one entry of a [ClassRefill] table: a class of symbols with its
// weight among the reel's classes. A class is either one symbol (Weights
// nil), which the class draw gives at once, or several symbols with their
// own weights (Weights set, one per symbol), of which a second draw picks
// one: the "class, then value" refill of multiplier symbols, which first
// decides that a multiplier lands and then which value it shows (SC-6).
type Class struct {
	Weight  int64             // the class's weight among the reel's classes, ≥ 0
	Symbols []slotmech.Symbol // the class's symbols: one, or those the second draw picks from
	Weights []int64           // nil for a class of one symbol; else the weights of Symbols, one each
}

// ClassRefill refills each reel with symbols drawn in two stages from that
// reel's table of classes: every new symbol of reel r first draws a class,
// class k with probability Weight_k / Σ Weight; a class of one symbol gives
// that symbol, and a class with Weights draws one of its symbols, symbol j
// with probability Weights[j] / Σ Weights. Both draws are [rng.Weighted]
// draws, the second taken right after the first, symbol after symbol, in
// the order of the slice Refill fills (lowest first). So a symbol of a
// single-symbol class takes one draw and one of a class with Weights two,
// whatever the number of its symbols.
//
// This is how Starlight Christmas refills (SC-5, SC-6): classes for the
// nine paying symbols and the scatter, and one multiplier class whose
// second draw picks the value. A [WeightedRefill] is the special case of
// single-symbol classes only.
//
// The zero value has no tables; use [NewClassRefill]. A ClassRefill is
// immutable after construction and safe for concurrent use (each goroutine
// passes its own source).
type ClassRefill struct {
	tables []*classTable // tables[r], shared by reels with equal tables
}

// classTable is the compiled table of one reel.
type classTable struct {
	classes *rng.Weighted
	// symbol[k] is class k's symbol, or Empty for a class with a second
	// draw, whose symbols and table are values[k] and syms[k].
	symbol []slotmech.Symbol
	values []*rng.Weighted
	syms   [][]slotmech.Symbol
	given  []Class // a deep copy of the table as given, for sharing
}

// NewClassRefill validates the tables and returns a refill; classes[r] is
// the table of reel r. It returns a *[Error] if there are no reels or more
// than [slotmech.MaxReels], a reel has no classes, a class has no symbols,
// a symbol is [slotmech.Empty] or not below [slotmech.MaxSymbols], a class
// of several symbols has no Weights or Weights of another length, or
// [rng.NewWeighted] refuses a reel's class weights or a class's Weights
// (the error then also unwraps to the rng error). A symbol may appear in
// several classes; its chances add up. Reels with equal tables share one
// compiled table. The result keeps no reference to the given slices.
func NewClassRefill(classes [][]Class) (*ClassRefill, error) {
	tab := table{"NewClassRefill", "class refill"}
	if err := tab.checkReels(len(classes)); err != nil {
		return nil, err
	}
	c := &ClassRefill{tables: make([]*classTable, len(classes))}
	for reel, given := range classes {
		if i := slices.IndexFunc(c.tables[:reel], func(t *classTable) bool { return t.equals(given) }); i >= 0 {
			c.tables[reel] = c.tables[i]
			continue
		}
		t, err := newClassTable(tab, reel, given)
		if err != nil {
			return nil, err
		}
		c.tables[reel] = t
	}
	return c, nil
}

// newClassTable validates and compiles the table of reel.
func newClassTable(tab table, reel int, given []Class) (*classTable, error) {
	if len(given) == 0 {
		return nil, tab.err(reel, -1, "0", "has no classes", nil)
	}
	t := &classTable{
		symbol: make([]slotmech.Symbol, len(given)),
		values: make([]*rng.Weighted, len(given)),
		syms:   make([][]slotmech.Symbol, len(given)),
		given:  make([]Class, len(given)),
	}
	weights := make([]int64, len(given))
	for k, cl := range given {
		n := len(cl.Symbols)
		switch {
		case n == 0:
			return nil, tab.err(reel, k, "0", "class has no symbols", nil)
		case cl.Weights == nil && n > 1:
			return nil, tab.err(reel, k, strconv.Itoa(n), "class of "+strconv.Itoa(n)+" symbols has no Weights", nil)
		case cl.Weights != nil && len(cl.Weights) != n:
			return nil, tab.err(reel, k, strconv.Itoa(len(cl.Weights)),
				strconv.Itoa(n)+" symbols but "+strconv.Itoa(len(cl.Weights))+" weights", nil)
		}
		for j, sym := range cl.Symbols {
			switch {
			case sym == slotmech.Empty:
				return nil, tab.err(reel, k, "0", "symbol "+strconv.Itoa(j)+" is Empty", nil)
			case sym >= slotmech.MaxSymbols:
				return nil, tab.err(reel, k, strconv.Itoa(int(sym)), "symbol "+strconv.Itoa(j)+" ("+strconv.Itoa(int(sym))+
					") is not below "+strconv.Itoa(slotmech.MaxSymbols), nil)
			}
		}
		weights[k] = cl.Weight
		t.given[k] = Class{Weight: cl.Weight, Symbols: slices.Clone(cl.Symbols), Weights: slices.Clone(cl.Weights)}
		if cl.Weights == nil {
			t.symbol[k] = cl.Symbols[0]
			continue
		}
		v, err := rng.NewWeighted(cl.Weights)
		if err != nil {
			return nil, tab.err(reel, k, "", "bad symbol weights", err)
		}
		t.values[k], t.syms[k] = v, t.given[k].Symbols
	}
	cw, err := rng.NewWeighted(weights)
	if err != nil {
		return nil, tab.err(reel, -1, "", "bad class weights", err)
	}
	t.classes = cw
	return t, nil
}

// equals reports whether t was compiled from a table equal to given.
func (t *classTable) equals(given []Class) bool {
	return slices.EqualFunc(t.given, given, func(a, b Class) bool {
		return a.Weight == b.Weight && slices.Equal(a.Symbols, b.Symbols) &&
			(a.Weights == nil) == (b.Weights == nil) && slices.Equal(a.Weights, b.Weights)
	})
}

// Reels returns the number of reels (tables).
func (c *ClassRefill) Reels() int { return len(c.tables) }

// Refill fills dst with symbols drawn from the table of reel, dst[0] first:
// for each, a class draw and, for a class with Weights, the symbol draw
// right after it. It returns an error wrapping [ErrReel] for a reel without
// a table.
func (c *ClassRefill) Refill(reel int, dst []slotmech.Symbol, src rng.Source) error {
	if uint(reel) >= uint(len(c.tables)) {
		return reelError(reel, len(c.tables))
	}
	t := c.tables[reel]
	for i := range dst {
		k := t.classes.Draw(src)
		sym := t.symbol[k]
		if sym == slotmech.Empty {
			sym = t.second(k, src)
		}
		dst[i] = sym
	}
	return nil
}

// FillReel is Refill for the holes top rows of reel word (see
// [ReelFiller]): the same draws in the same order, the first symbol landing
// lowest, written into the word. The class draw's common case
// ([rng.Weighted.Lookup]) is inlined, so a symbol of a single-symbol class
// costs one value of src and two look-ups.
func (c *ClassRefill) FillReel(reel, holes int, word uint64, src rng.Source) (uint64, error) {
	if uint(reel) >= uint(len(c.tables)) {
		return word, reelError(reel, len(c.tables))
	}
	checkHoles(holes)
	t := c.tables[reel]
	for row := holes - 1; row >= 0; row-- {
		x := src.Uint64()
		k, ok := t.classes.Lookup(x)
		if !ok {
			k = t.classes.DrawValue(x, src)
		}
		sym := t.symbol[k]
		if sym == slotmech.Empty {
			sym = t.second(k, src)
		}
		word |= uint64(sym) << (8 * row & 63) // row < MaxRows: the mask changes nothing
	}
	return word, nil
}

// second draws the symbol of class k, a class with Weights.
func (t *classTable) second(k int, src rng.Source) slotmech.Symbol {
	return t.syms[k][t.values[k].Draw(src)]
}
