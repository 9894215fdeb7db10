package tumble

import (
	"math/bits"
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
// with probability Weights[j] / Σ Weights. Every symbol is independent of
// the others, with exactly these probabilities.
//
// The class draws are packed: several cells take their classes from one
// raw value of the source ([rng.DrawDigits]). The mapping, fixed so that a
// round can be replayed from its recorded values without this package:
//
//   - The cells of a fill, in order, are those of [Step]: reels left to
//     right, in each reel the lowest hole first (the order of Refill's dst;
//     Refill and FillReel fill one reel, [ClassRefill.FillScreen] every reel
//     of a step).
//   - The cells are cut into groups, in order: a group takes cells as long
//     as the product N of their reels' class totals (Σ Weight) stays at most
//     [rng.PackLimit] = 2⁵⁶, and at least one cell. With one table of total
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
type ClassRefill struct {
	tables []*classTable // tables[r], shared by reels with equal tables
	same   bool          // every reel has tables[0] (see FillScreen)
}

// classTable is the compiled table of one reel.
type classTable struct {
	classes *rng.Weighted
	total   uint64        // Σ Weight, the base of the table's digits
	room    uint64        // rng.PackLimit / total: a group of product N may take a cell of this table if N ≤ room
	pack    int           // the cells of a group of this table alone: the largest k with totalᵏ ≤ rng.PackLimit (64 at most)
	pow     [65]uint64    // pow[j] = totalʲ for j ≤ pack
	guide   rng.ByteGuide // the class draw's guide giving the symbol of a single-symbol class, 0 for the others
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
	c.same = true
	for _, t := range c.tables {
		c.same = c.same && t == c.tables[0]
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
	t.total = uint64(cw.Total())
	t.room = rng.PackLimit / t.total
	syms := make([]byte, len(t.symbol))
	for k, sym := range t.symbol {
		syms[k] = byte(sym) // Empty (0) for a class with Weights
	}
	t.guide = cw.ByteGuide(syms)
	t.pack, t.pow[0] = 1, 1
	for t.pow[1] = t.total; t.pack < 64 && t.pow[t.pack] <= t.room; t.pack++ {
		t.pow[t.pack+1] = t.pow[t.pack] * t.total
	}
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

// Refill fills dst with symbols drawn from the table of reel, dst[0] first,
// packed as described at [ClassRefill]: the cells of dst in groups, each
// group one packed class draw and then the second draws of its cells with
// Weights. It returns an error wrapping [ErrReel] for a reel without a
// table.
func (c *ClassRefill) Refill(reel int, dst []slotmech.Symbol, src rng.Source) error {
	if uint(reel) >= uint(len(c.tables)) {
		return reelError(reel, len(c.tables))
	}
	t := c.tables[reel]
	for len(dst) > 0 {
		j, n := t.group(len(dst))
		d := rng.DrawDigits(src, n)
		for i := range dst[:j] {
			dst[i], d = t.cell(d, src)
		}
		dst = dst[j:]
	}
	return nil
}

// FillReel is Refill for the holes top rows of reel word (see
// [ReelFiller]): the same draws in the same order, the first symbol landing
// lowest, written into the word.
func (c *ClassRefill) FillReel(reel, holes int, word uint64, src rng.Source) (uint64, error) {
	if uint(reel) >= uint(len(c.tables)) {
		return word, reelError(reel, len(c.tables))
	}
	checkHoles(holes)
	t := c.tables[reel]
	for row := holes - 1; row >= 0; {
		j, n := t.group(row + 1)
		d := rng.DrawDigits(src, n)
		for ; j > 0; j-- {
			var sym slotmech.Symbol
			sym, d = t.cell(d, src)
			word |= uint64(sym) << (8 * row & 63) // row < MaxRows: the mask changes nothing
			row--
		}
	}
	return word, nil
}

// FillScreen fills every hole of a step at once (see [ScreenFiller]): the
// holes of all reels, reels left to right and in each the lowest first,
// are the cells of one fill, so a group of packed class draws may span
// reels (see [ClassRefill]). words and holes are the reel words after the
// fall and the number of holes of each reel, byte r for reel r (see
// ScreenFiller); the filled words of the reels with holes are stored in s.
// A reel with holes but without a table is an error wrapping
// [ErrReel], found before anything is drawn or written.
func (c *ClassRefill) FillScreen(s *slotmech.Screen, words [slotmech.MaxReels]uint64, holes uint64, src rng.Source) error {
	if n := len(c.tables); n < slotmech.MaxReels && holes>>(8*n&63) != 0 {
		r := n + bits.TrailingZeros64(holes>>(8*n&63))/8
		return reelError(r, n)
	}
	if c.same {
		c.tables[0].fillSame(s, &words, holes, src)
		return nil
	}
	// The cells in order: cell i is row rows[i] of reel reel[i].
	var reel, rows [slotmech.MaxReels * slotmech.MaxRows]uint8
	n := 0
	for r := range slotmech.MaxReels {
		h := int(byte(holes >> (8 * r & 63)))
		if h > slotmech.MaxRows {
			badHoles(h)
		}
		for row := h - 1; row >= 0; row-- {
			reel[n&63], rows[n&63] = uint8(r), uint8(row)
			n++
		}
	}
	for i := 0; i < n; {
		// The group: cells i…j−1, the product of whose totals is m.
		m, j := c.tables[reel[i&63]].total, i+1
		for j < n {
			t := c.tables[reel[j&63]]
			if m > t.room {
				break
			}
			m *= t.total
			j++
		}
		d := rng.DrawDigits(src, m)
		for ; i < j; i++ {
			r := reel[i&63] & (slotmech.MaxReels - 1)
			var sym slotmech.Symbol
			sym, d = c.tables[r].cell(d, src)
			words[r] |= uint64(sym) << (8 * rows[i&63] & 63)
		}
	}
	for r := range s.Reels() {
		if byte(holes>>(8*r&63)) != 0 {
			s.SetReelWord(r, words[r&(slotmech.MaxReels-1)])
		}
	}
	return nil
}

// fillSame is FillScreen when every reel has the table t: groups of t.pack
// cells (the last one of what is left), the cells in order of the reels
// and, within a reel, from its lowest hole up (cell order). Each reel's
// symbols are placed into its word as they are drawn, and the word is
// stored once.
func (t *classTable) fillSame(s *slotmech.Screen, words *[slotmech.MaxReels]uint64, holes uint64, src rng.Source) {
	n := int((holes * repeat) >> 56) // Σ of the bytes, each at most 8: no carry; the cells not yet drawn
	if n > slotmech.MaxReels*slotmech.MaxRows {
		badHoles(n)
	}
	guide := t.guide
	var d rng.Digits
	left := 0 // the digits of d not yet read
	for hs := holes; hs != 0; {
		r := uint(bits.TrailingZeros64(hs)) / 8 // the next reel with holes
		h := int(byte(hs >> (8 * r)))
		hs &^= 0xff << (8 * r)
		if h > slotmech.MaxRows {
			badHoles(h)
		}
		w := words[r&(slotmech.MaxReels-1)]
		for row := h - 1; row >= 0; row-- {
			if left == 0 {
				left = min(t.pack, n)
				d = rng.DrawDigitsValue(src.Uint64(), src, t.pow[left&63])
			}
			sym, rest := guide.Lookup(d)
			if sym == 0 { // a class with Weights, or a digit the guide does not answer
				var s slotmech.Symbol
				s, rest = t.slowCell(d, src)
				sym = byte(s)
			}
			d = rest
			left--
			n--
			w |= uint64(sym) << (8 * row & 63) // row < MaxRows: the mask changes nothing
		}
		s.SetReelWord(int(r), w)
	}
}

func (t *classTable) group(n int) (int, uint64) {
	j, m := 1, t.total
	for j < n && m <= t.room {
		m *= t.total
		j++
	}
	return j, m
}

// cell draws one cell's symbol: its class, the next digit of d, and for a
// class with Weights its symbol, a draw of src. It returns the rest of d.
func (t *classTable) cell(d rng.Digits, src rng.Source) (slotmech.Symbol, rng.Digits) {
	if sym, rest := t.guide.Lookup(d); sym != 0 {
		return slotmech.Symbol(sym), rest
	}
	return t.slowCell(d, src)
}

// slowCell is cell without the guide's shortcut.
func (t *classTable) slowCell(d rng.Digits, src rng.Source) (slotmech.Symbol, rng.Digits) {
	k, d := t.classes.Digit(d)
	sym := t.symbol[k]
	if sym == slotmech.Empty {
		sym = t.second(k, src)
	}
	return sym, d
}

// second draws the symbol of class k, a class with Weights.
func (t *classTable) second(k int, src rng.Source) slotmech.Symbol {
	return t.syms[k][t.values[k].Draw(src)]
}
