package tumble

import (
	"math/bits"
	"strconv"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/classfill"
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
// with probability Weights[j] / Σ Weights. Every symbol is independent of
// the others, with exactly these probabilities.
//
// The class draws are packed: several cells take their classes from one
// raw value of the source. The mapping, fixed so that a
// round can be replayed from its recorded values without this package:
//
//   - The cells of a fill, in order, are those of [Step]: reels left to
//     right, in each reel the lowest hole first (the order of Refill's dst;
//     Refill fills one reel, Step every reel of a step at once).
//   - The cells are cut into groups, in order: a group takes cells as long
//     as the product N of their reels' class totals (Σ Weight) stays at most
//     2⁵⁶, and at least one cell. With one table of total
//     T that is groups of k cells, the largest k with Tᵏ ≤ 2⁵⁶ (3 for
//     Starlight Christmas, T = 119 992), the last group holding what is
//     left.
//   - A group is one u = [rng.Uint64N](src, N): almost always one raw value,
//     more only when Lemire's method rejects one. Its cells take, in order,
//     the digits of u in the mixed radix of their totals, most significant
//     first (u = (d₁·T₂ + d₂)·T₃ + d₃ for three cells); the class of a cell is
//     the one owning its digit in the cumulative class weights, as
//     [rng.Weighted.Draw] locates its value.
//   - Then each cell of the group whose class has Weights, in the group's
//     order, draws its symbol with [rng.Weighted.Draw], before the next
//     group's value.
//
// A group of one cell is exactly [rng.Weighted.Draw] of the classes, so a
// table whose total exceeds 2²⁸ draws one class per raw value as an
// unpacked refill would. For example, with the classes of total 10 (weights
// 1, 2, 3, 4, single symbols 1…4) and three holes, the raw value 2⁶⁴ − 1 is
// u = 999 and fills the three cells, lowest first, with the symbols owning
// 9, 9, 9: 4, 4, 4.
//
// This is how Starlight Christmas refills (SC-5, SC-6): classes for the
// nine paying symbols and the scatter, and one multiplier class whose
// second draw picks the value. A [WeightedRefill] is the special case of
// single-symbol classes only, unpacked.
//
// The zero value has no tables; use [NewClassRefill]. A ClassRefill is
// immutable after construction and safe for concurrent use (each goroutine
// passes its own source).
type ClassRefill classfill.Refill

// NewClassRefill validates the tables and returns a refill; classes[r] is
// the table of reel r. It returns a *[slotmech.Error] if there are no reels or more
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
	given := make([][]classfill.Class, len(classes))
	for reel, cls := range classes {
		if err := checkClasses(tab, reel, cls); err != nil {
			return nil, err
		}
		given[reel] = make([]classfill.Class, len(cls))
		for k, cl := range cls {
			given[reel][k] = classfill.Class(cl)
		}
	}
	return (*ClassRefill)(classfill.New(given)), nil
}

// checkClasses validates the table of reel.
func checkClasses(tab table, reel int, given []Class) error {
	if len(given) == 0 {
		return tab.err(reel, -1, "0", "has no classes", nil)
	}
	weights := make([]int64, len(given))
	for k, cl := range given {
		n := len(cl.Symbols)
		switch {
		case n == 0:
			return tab.err(reel, k, "0", "class has no symbols", nil)
		case cl.Weights == nil && n > 1:
			return tab.err(reel, k, strconv.Itoa(n), "class of "+strconv.Itoa(n)+" symbols has no Weights", nil)
		case cl.Weights != nil && len(cl.Weights) != n:
			return tab.err(reel, k, strconv.Itoa(len(cl.Weights)),
				strconv.Itoa(n)+" symbols but "+strconv.Itoa(len(cl.Weights))+" weights", nil)
		}
		for j, sym := range cl.Symbols {
			switch {
			case sym == slotmech.Empty:
				return tab.err(reel, k, "0", "symbol "+strconv.Itoa(j)+" is Empty", nil)
			case sym >= slotmech.MaxSymbols:
				return tab.err(reel, k, strconv.Itoa(int(sym)), "symbol "+strconv.Itoa(j)+" ("+strconv.Itoa(int(sym))+
					") is not below "+strconv.Itoa(slotmech.MaxSymbols), nil)
			}
		}
		weights[k] = cl.Weight
		if cl.Weights == nil {
			continue
		}
		if _, err := rng.NewWeighted(cl.Weights); err != nil {
			return tab.err(reel, k, "", "bad symbol weights", err)
		}
	}
	if _, err := rng.NewWeighted(weights); err != nil {
		return tab.err(reel, -1, "", "bad class weights", err)
	}
	return nil
}

// reels returns the number of reels (tables).
func (c *ClassRefill) reels() int { return (*classfill.Refill)(c).Reels() }

// Refill fills dst with symbols drawn from the table of reel, dst[0] first,
// packed as described at [ClassRefill]: the cells of dst in groups, each
// group one packed class draw and then the second draws of its cells with
// Weights. It returns an error wrapping [ErrConfig] for a reel without a
// table.
func (c *ClassRefill) Refill(reel int, dst []slotmech.Symbol, src rng.Source) error {
	if n := c.reels(); uint(reel) >= uint(n) {
		return reelError(reel, n)
	}
	(*classfill.Refill)(c).Refill(reel, dst, src)
	return nil
}

// fillReel is Refill for the holes top rows of reel word (see
// [reelFiller]).
func (c *ClassRefill) fillReel(reel, holes int, word uint64, src rng.Source) (uint64, error) {
	if n := c.reels(); uint(reel) >= uint(n) {
		return word, reelError(reel, n)
	}
	return (*classfill.Refill)(c).FillReel(reel, holes, word, src), nil
}

// fillScreen fills every hole of a step at once (see [screenFiller]), a
// group of packed class draws spanning reels. A reel with holes but
// without a table is an error wrapping [ErrConfig], found before anything is
// drawn or written.
func (c *ClassRefill) fillScreen(s *slotmech.Screen, words [slotmech.MaxReels]uint64, holes uint64, src rng.Source) error {
	if n := c.reels(); n < slotmech.MaxReels && holes>>(8*n&63) != 0 {
		return reelError(n+bits.TrailingZeros64(holes>>(8*n&63))/8, n)
	}
	(*classfill.Refill)(c).FillScreen(s, words, holes, src)
	return nil
}
