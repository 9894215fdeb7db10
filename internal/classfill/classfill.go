package classfill

import (
	"encoding/binary"
	"math/bits"
	"slices"
	"strconv"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/weighted"
)

// Class is tumble.Class (the same fields, so that one converts to the
// other): a class of symbols with its weight among the reel's classes,
// either one symbol (Weights nil) or several with their own weights.
type Class struct {
	Weight  int64
	Symbols []slotmech.Symbol
	Weights []int64
}

// Refill is the state of a tumble.ClassRefill (which is defined as this
// type, so that a *tumble.ClassRefill converts to a *Refill at no cost):
// the compiled table of every reel. It is immutable after [New] and safe
// for concurrent use.
type Refill struct {
	tables []*classTable // tables[r], shared by reels with equal tables
	same   bool          // every reel has tables[0] (see FillScreen)
}

// New compiles classes, which tumble.NewClassRefill has validated (New
// panics on a table that rng.NewWeighted refuses): classes[r] is the table
// of reel r. Reels with equal tables share one compiled table. The result
// keeps no reference to the given slices.
func New(classes [][]Class) *Refill {
	c := &Refill{tables: make([]*classTable, len(classes))}
	for reel, given := range classes {
		if i := slices.IndexFunc(c.tables[:reel], func(t *classTable) bool { return t.equals(given) }); i >= 0 {
			c.tables[reel] = c.tables[i]
			continue
		}
		c.tables[reel] = newClassTable(given)
	}
	c.same = true
	for _, t := range c.tables {
		c.same = c.same && t == c.tables[0]
	}
	return c
}

// newClassTable compiles the table of a reel.
func newClassTable(given []Class) *classTable {
	t := &classTable{
		symbol: make([]slotmech.Symbol, len(given)),
		values: make([]*weighted.Table, len(given)),
		syms:   make([][]slotmech.Symbol, len(given)),
		given:  make([]Class, len(given)),
	}
	weights := make([]int64, len(given))
	for k, cl := range given {
		weights[k] = cl.Weight
		t.given[k] = Class{Weight: cl.Weight, Symbols: slices.Clone(cl.Symbols), Weights: slices.Clone(cl.Weights)}
		if cl.Weights == nil {
			t.symbol[k] = cl.Symbols[0]
			continue
		}
		t.values[k], t.syms[k] = weighted.Must(cl.Weights...), t.given[k].Symbols
	}
	cw := weighted.Must(weights...)
	t.classes = cw
	t.total = uint64(cw.Total())
	t.room = weighted.PackLimit / t.total
	syms := make([]byte, len(t.symbol))
	for k, sym := range t.symbol {
		syms[k] = byte(sym) // Empty (0) for a class with Weights
	}
	t.guide = cw.ByteGuide(syms)
	t.top = cw.TopGuide(syms)
	t.pack, t.pow[0] = 1, 1
	for t.pow[1] = t.total; t.pack < 64 && t.pow[t.pack] <= t.room; t.pack++ {
		t.pow[t.pack+1] = t.pow[t.pack] * t.total
	}
	return t
}

// classTable is the compiled table of one reel.
type classTable struct {
	classes *weighted.Table
	total   uint64             // Σ Weight, the base of the table's digits
	room    uint64             // weighted.PackLimit / total: a group of product N may take a cell of this table if N ≤ room
	pack    int                // the cells of a group of this table alone: the largest k with totalᵏ ≤ weighted.PackLimit (64 at most)
	pow     [65]uint64         // pow[j] = totalʲ for j ≤ pack
	guide   weighted.ByteGuide // the class draw's guide giving the symbol of a single-symbol class, 0 for the others
	top     weighted.TopGuide  // the same from a digit's fraction (fillSame)
	// symbol[k] is class k's symbol, or Empty for a class with a second
	// draw, whose symbols and table are values[k] and syms[k].
	symbol []slotmech.Symbol
	values []*weighted.Table
	syms   [][]slotmech.Symbol
	given  []Class // a deep copy of the table as given, for sharing
}

// equals reports whether t was compiled from a table equal to given.
func (t *classTable) equals(given []Class) bool {
	return slices.EqualFunc(t.given, given, func(a, b Class) bool {
		return a.Weight == b.Weight && slices.Equal(a.Symbols, b.Symbols) &&
			(a.Weights == nil) == (b.Weights == nil) && slices.Equal(a.Weights, b.Weights)
	})
}

// Reels returns the number of reels (tables).
func (c *Refill) Reels() int { return len(c.tables) }

// Refill fills dst with symbols drawn from the table of reel, dst[0]
// first: the cells of dst, packed as tumble.ClassRefill describes. reel
// must have a table.
func (c *Refill) Refill(reel int, dst []slotmech.Symbol, src weighted.Source) {
	c.draw(c.tables[reel], nil, dst, src)
}

// FillReel is Refill for the holes top rows of reel word: the same draws
// in the same order, the first symbol landing lowest, written into the
// word. reel must have a table.
func (c *Refill) FillReel(reel, holes int, word uint64, src weighted.Source) uint64 {
	if uint(holes-1) >= slotmech.MaxRows {
		badHoles(holes)
	}
	var out [slotmech.MaxRows]slotmech.Symbol
	c.draw(c.tables[reel], nil, out[:holes], src)
	for i, sym := range out[:holes] {
		word |= uint64(sym) << (8 * (holes - 1 - i) & 63) // holes ≤ MaxRows: the mask changes nothing
	}
	return word
}

// FillScreen fills every hole of a step at once: the holes of all reels,
// reels left to right and in each the lowest first, are the cells of one
// fill, so a group of packed class draws may span reels. words and holes
// are the reel words after the fall and the number of holes of each reel,
// byte r for reel r; the filled words of the reels with holes are stored in
// s. Every reel with holes must have a table.
func (c *Refill) FillScreen(s *slotmech.Screen, words [slotmech.MaxReels]uint64, holes uint64, src weighted.Source) {
	if n := len(c.tables); n < slotmech.MaxReels && holes>>(8*n&63) != 0 {
		panic("tumble: FillScreen with holes on a reel without a table")
	}
	if c.same {
		c.tables[0].fillSame(s, &words, holes, src) // one table: Starlight's hot path
		return
	}
	// The cells in order: cell i is row rows[i] of reel reels[i].
	var reels, rows [slotmech.MaxReels * slotmech.MaxRows]uint8
	n := 0
	for hs := holes; hs != 0; {
		r := uint(bits.TrailingZeros64(hs)) / 8 // the next reel with holes
		h := int(byte(hs >> (8 * r)))
		hs &^= 0xff << (8 * r)
		if h > slotmech.MaxRows {
			badHoles(h)
		}
		for row := h - 1; row >= 0; row-- {
			reels[n&63], rows[n&63] = uint8(r), uint8(row)
			n++
		}
	}
	var out [slotmech.MaxReels * slotmech.MaxRows]slotmech.Symbol
	c.draw(nil, reels[:n], out[:n], src)
	for i, sym := range out[:n] {
		r := reels[i] & (slotmech.MaxReels - 1)
		words[r] |= uint64(sym) << (8 * rows[i] & 63)
	}
	for r := range s.Reels() {
		if byte(holes>>(8*r&63)) != 0 {
			s.SetReelWord(r, words[r&(slotmech.MaxReels-1)])
		}
	}
}

// fillSame is FillScreen for a refill whose reels all have table t: the
// cells, drawn by drawSame, then written out to the reels. The cells of
// reel r, lowest hole first, are a run of the buffer, reversed into the
// reel's top rows with one byte swap.
func (t *classTable) fillSame(s *slotmech.Screen, words *[slotmech.MaxReels]uint64, holes uint64, src weighted.Source) {
	if ((holes&low7)+above8|holes)&high1 != 0 { // a byte above MaxRows
		for hs := holes; ; hs >>= 8 {
			if h := int(byte(hs)); h > slotmech.MaxRows {
				badHoles(h)
			}
		}
	}
	n := int((holes * repeat) >> 56)        // Σ of the bytes, each at most MaxRows: no carry
	var buf [slotmech.MaxPositions + 8]byte // the cells in order; 8 spare bytes for the reels' loads
	t.drawSame(n, buf[:], nil, src)
	start := 0
	for hs := holes; hs != 0; {
		reel := uint(bits.TrailingZeros64(hs)) / 8 // the next reel with holes
		h := uint(byte(hs >> (8 * reel)))
		hs &^= 0xff << (8 * reel)
		// buf[start] lands lowest, in row h−1: the bytes reversed, the
		// run's h bytes at the top of the word.
		run := binary.LittleEndian.Uint64(buf[start&(slotmech.MaxPositions-1):])
		start += int(h)
		w := words[reel&(slotmech.MaxReels-1)] | bits.ReverseBytes64(run)>>((64-8*h)&63)
		s.SetReelWord(int(reel), w)
	}
}

// Tally is what [Refill.CountFill] adds up for the symbols it draws: for a
// cell showing sym, A[sym] to its first sum and B[sym] to its second. A
// title counts in it what its rules read of a screen (lane counts of its
// paying symbols, its scatters, the sum of its multipliers). The caller
// keeps the sums from overflowing.
type Tally struct {
	A, B [256]uint64
}

// Same reports whether every reel has the same table, so that
// [Refill.CountFill] may draw its cells.
func (c *Refill) Same() bool { return c.same }

// CountFill draws the cells of a FillScreen whose holes add up to n, on a
// refill whose reels all have the same table ([Refill.Same]): the same
// draws, in the same order, giving the same symbols in the same order,
// whichever reels the holes are on (the cells are cut into groups in
// order, whatever reel each is on). Instead of writing the symbols to a
// screen it returns the sums of their tallies, t.A and t.B, over the n
// cells. It panics unless 0 ≤ n ≤ MaxPositions and the reels share one
// table.
//
// A title whose rules read only how many of each symbol a screen shows,
// never where (pays anywhere, scatters, multipliers summed; every reel
// filled from the same table), plays a round on these sums with the
// draws of the round played on a screen, and so with its outcome.
func (c *Refill) CountFill(n int, t *Tally, src weighted.Source) (a, b uint64) {
	if !c.same || uint(n) > slotmech.MaxPositions {
		panic("tumble: CountFill of " + strconv.Itoa(n) + " cells, or on reels with different tables")
	}
	return c.tables[0].drawSame(n, nil, t, src)
}

// drawSame draws the symbols of a fill of n cells, all of table t, in
// order: the draws of draw, written out for speed. With tally nil it
// stores them in cells[:n]; otherwise it stores nothing (cells may be nil)
// and returns the sums of their tallies, t.A and t.B. The cells are cut
// into groups in order (group's grouping: pack cells, the last group what
// is left); the fraction of cell k of a group is that of the group's value
// times totalᵏ (mod 2⁶⁴, see weighted.Digits.Fraction), so the cells of a
// group are read independently, most by one look-up of the top guide; a
// cell the guide does not answer reads its digit exactly, and a class with
// Weights draws its symbol then, in cell order, before the next group's
// value.
func (t *classTable) drawSame(n int, cells []byte, tally *Tally, src weighted.Source) (a, b uint64) {
	top, pack := t.top, t.pack
	for i := 0; i < n; {
		j := min(pack, n-i)
		r := weighted.DrawDigitsValue(src.Uint64(), src, t.pow[j]).Fraction()
		if j == 3 { // Starlight's groups, unrolled: three independent look-ups
			r1, r2 := r*t.pow[1], r*t.pow[2]
			x, y, z := top.Of(r), top.Of(r1), top.Of(r2)
			if x == 0 {
				x = t.fractionCell(r, src)
			}
			if y == 0 {
				y = t.fractionCell(r1, src)
			}
			if z == 0 {
				z = t.fractionCell(r2, src)
			}
			if tally != nil {
				a += tally.A[x] + tally.A[y] + tally.A[z]
				b += tally.B[x] + tally.B[y] + tally.B[z]
			} else {
				cells[i], cells[i+1], cells[i+2] = x, y, z
			}
			i += 3
			continue
		}
		for end := i + j; i < end; i++ {
			sym := top.Of(r)
			if sym == 0 {
				sym = t.fractionCell(r, src)
			}
			if tally != nil {
				a += tally.A[sym]
				b += tally.B[sym]
			} else {
				cells[i] = sym
			}
			r *= t.total
		}
	}
	return a, b
}

// fractionCell is the symbol of the cell whose digit has the fraction r,
// when the top guide does not answer it: the class that owns the digit,
// and for a class with Weights its symbol, a draw of src.
func (t *classTable) fractionCell(r uint64, src weighted.Source) byte {
	k := t.classes.FractionDigit(r)
	sym := t.symbol[k]
	if sym == slotmech.Empty {
		sym = t.second(k, src)
	}
	return byte(sym)
}

// Byte-wise constants: (b&low7)+above8 has its top bit set exactly when
// b&0x7f is above MaxRows = 8, and never carries out of the byte; or-ing b
// adds the bytes of 0x80 and more.
const (
	low7   = 0x7f7f7f7f7f7f7f7f
	above8 = 0x7777777777777777
	high1  = 0x8080808080808080
)

// draw is the packed draw of tumble.ClassRefill, the one implementation
// of every fill above: it fills out with the symbols of its cells, in
// order, cell i drawn from the table single, or when single is nil from
// the table of reel reels[i]. The cells are cut into groups, in order, a
// group taking cells while the product m of their tables' totals stays at
// most PackLimit (and at least one cell); a group is one value u of
// [0, m) (weighted.DrawDigitsValue), whose digits in the mixed radix of
// the totals, most significant first, are the classes of its cells; a cell
// whose class has Weights then draws its symbol, in order, before the next
// group's value.
func (c *Refill) draw(single *classTable, reels []uint8, out []slotmech.Symbol, src weighted.Source) {
	if single != nil {
		t := single
		for i := 0; i < len(out); {
			j, d := t.group(len(out)-i, src)
			for end := i + j; i < end; i++ {
				out[i], d = t.cell(d, src)
			}
		}
		return
	}
	for i := 0; i < len(out); {
		m, j := c.tables[reels[i]].total, i+1
		for j < len(out) {
			t := c.tables[reels[j]]
			if m > t.room {
				break
			}
			m *= t.total
			j++
		}
		d := weighted.DrawDigitsValue(src.Uint64(), src, m)
		for ; i < j; i++ {
			out[i], d = c.tables[reels[i]].cell(d, src)
		}
	}
}

// group draws the value of the next group of n cells left (1 ≤ n ≤ 64),
// all of table t: it returns how many cells the group takes and its
// digits. A group takes pack cells (the last one what is left), and its
// value is drawn from [0, totalʲ) for a group of j cells; a total of 1
// (every digit 0) has a pack of 64, so it packs every cell in one group.
// This is the one grouping rule of a single table, for FillScreen's fast
// path and for draw.
func (t *classTable) group(n int, src weighted.Source) (int, weighted.Digits) {
	j := min(t.pack, n)
	return j, weighted.DrawDigitsValue(src.Uint64(), src, t.pow[j])
}

// cell draws one cell's symbol: its class, the next digit of d, and for a
// class with Weights its symbol, a draw of src. It returns the rest of d.
func (t *classTable) cell(d weighted.Digits, src weighted.Source) (slotmech.Symbol, weighted.Digits) {
	if sym, rest := t.guide.Lookup(d); sym != 0 {
		return slotmech.Symbol(sym), rest
	}
	return t.slowCell(d, src)
}

// slowCell is cell without the guide's shortcut.
func (t *classTable) slowCell(d weighted.Digits, src weighted.Source) (slotmech.Symbol, weighted.Digits) {
	k, d := t.classes.Digit(d)
	sym := t.symbol[k]
	if sym == slotmech.Empty {
		sym = t.second(k, src)
	}
	return sym, d
}

// second draws the symbol of class k, a class with Weights.
func (t *classTable) second(k int, src weighted.Source) slotmech.Symbol {
	return t.syms[k][t.values[k].Draw(src)]
}

// repeat has 1 in every byte: (x*repeat)>>56 is the sum of x's bytes.
const repeat = 0x0101010101010101

// badHoles panics for a reel with holes outside 1…MaxRows.
func badHoles(holes int) {
	panic("tumble: FillReel with " + strconv.Itoa(holes) + " holes, want 1 to " + strconv.Itoa(slotmech.MaxRows))
}
