package slotmech

import (
	"iter"
	"math/bits"
	"strconv"
	"strings"
)

// Screen limits. A screen has 1 to MaxReels reels and 1 to MaxRows rows, so at
// most MaxPositions positions, which is what lets a [PosSet] be one word.
const (
	MaxReels     = 8
	MaxRows      = 8
	MaxPositions = MaxReels * MaxRows
)

// Pos is one position of a screen: reel (column, 0 = leftmost) and row
// (0 = top). Its value is reel×MaxRows + row, the same for every screen size,
// so positions can be compared and stored in a [PosSet] directly.
type Pos uint8

// At returns the position of reel and row.
// It panics if reel or row is outside the screen limits.
func At(reel, row int) Pos {
	if uint(reel) >= MaxReels || uint(row) >= MaxRows {
		panic("slotmech: position (" + strconv.Itoa(reel) + "," + strconv.Itoa(row) + ") out of range")
	}
	return Pos(reel*MaxRows + row)
}

// Reel returns the reel (column) of p.
func (p Pos) Reel() int { return int(p) / MaxRows }

// Row returns the row of p, 0 at the top.
func (p Pos) Row() int { return int(p) % MaxRows }

// String returns p as "(reel,row)".
func (p Pos) String() string {
	return "(" + strconv.Itoa(p.Reel()) + "," + strconv.Itoa(p.Row()) + ")"
}

// PosSet is a set of positions as a 64-bit mask: bit p is set when [Pos] p is
// in the set. The zero value is the empty set. Sets are values; the methods
// return new sets.
type PosSet uint64

// Has reports whether p is in the set.
func (s PosSet) Has(p Pos) bool { return s&(1<<p) != 0 }

// With returns the set with p added.
func (s PosSet) With(p Pos) PosSet { return s | 1<<p }

// Without returns the set with p removed.
func (s PosSet) Without(p Pos) PosSet { return s &^ (1 << p) }

// Len returns the number of positions in the set.
func (s PosSet) Len() int { return bits.OnesCount64(uint64(s)) }

// First returns the lowest position in the set (leftmost reel, then topmost
// row) and true, or 0 and false for an empty set.
func (s PosSet) First() (Pos, bool) {
	if s == 0 {
		return 0, false
	}
	return Pos(bits.TrailingZeros64(uint64(s))), true
}

// All returns an iterator over the positions of the set in ascending order:
// reel by reel from the left, each reel from the top row down. It iterates
// over the set as it was when All was called and does not allocate:
//
//	for p := range s.All() {
//		...
//	}
func (s PosSet) All() iter.Seq[Pos] {
	return func(yield func(Pos) bool) {
		for rest := s; rest != 0; rest &= rest - 1 {
			if !yield(Pos(bits.TrailingZeros64(uint64(rest)))) {
				return
			}
		}
	}
}

// Reel returns the positions of the set on the given reel as a mask of rows:
// bit r is set when (reel, r) is in the set.
func (s PosSet) Reel(reel int) uint8 { return uint8(s >> (uint(reel) * MaxRows)) }

// String lists the positions of the set, for example "{(0,1) (2,4)}".
func (s PosSet) String() string {
	var b strings.Builder
	b.WriteByte('{')
	for p := range s.All() {
		if b.Len() > 1 {
			b.WriteByte(' ')
		}
		b.WriteString(p.String())
	}
	b.WriteByte('}')
	return b.String()
}

// Screen is the grid of symbols a player sees: Reels() columns of Rows()
// positions. It is a value type of fixed size (no pointers), so copying,
// comparing with == and evaluating a screen never allocate.
//
// The zero Screen has no reels; use [NewScreen]. A Screen is not safe for
// concurrent mutation, like any value.
type Screen struct {
	reels, rows uint8
	cells       [MaxPositions]Symbol
}

// NewScreen returns a screen of the given size with every position [Empty].
// It panics if reels is not in 1..MaxReels or rows is not in 1..MaxRows.
func NewScreen(reels, rows int) Screen {
	if reels < 1 || reels > MaxReels || rows < 1 || rows > MaxRows {
		panic("slotmech: screen size " + strconv.Itoa(reels) + "x" + strconv.Itoa(rows) + " out of range")
	}
	return Screen{reels: uint8(reels), rows: uint8(rows)}
}

// Reels returns the number of reels (columns).
func (s *Screen) Reels() int { return int(s.reels) }

// Rows returns the number of rows.
func (s *Screen) Rows() int { return int(s.rows) }

// At returns the symbol at reel and row. Positions outside the screen read as
// [Empty].
func (s *Screen) At(reel, row int) Symbol {
	if uint(reel) >= uint(s.reels) || uint(row) >= uint(s.rows) {
		return Empty
	}
	return s.cells[reel*MaxRows+row]
}

// Get returns the symbol at p ([Empty] outside the screen).
func (s *Screen) Get(p Pos) Symbol {
	if p.Reel() >= int(s.reels) || p.Row() >= int(s.rows) {
		return Empty
	}
	return s.cells[p]
}

// Set puts sym at reel and row.
// It panics if the position is outside the screen.
func (s *Screen) Set(reel, row int, sym Symbol) {
	if uint(reel) >= uint(s.reels) || uint(row) >= uint(s.rows) {
		outside("Set", reel, row)
	}
	s.cells[reel*MaxRows+row] = sym
}

// Reel returns the symbols of one reel, top to bottom, as a slice that aliases
// the screen: writing to it changes the screen. It panics if reel is outside
// the screen.
func (s *Screen) Reel(reel int) []Symbol {
	if reel >= int(s.reels) { // a negative reel panics in the slice expression
		badReel(reel)
	}
	return s.cells[reel*MaxRows:][:s.rows:s.rows]
}

// Positions returns the set of every position of the screen.
func (s *Screen) Positions() PosSet {
	col := PosSet(1)<<s.rows - 1
	var all PosSet
	for r := 0; r < int(s.reels); r++ {
		all |= col << (r * MaxRows)
	}
	return all
}

// All returns an iterator over the positions of the screen and the symbols
// they show, in ascending order of position: reel by reel from the left,
// each reel from the top row down. It reads the screen as it goes, so a
// symbol set during the iteration at a position not yet visited is seen. It
// does not allocate.
//
//	for p, sym := range s.All() {
//		...
//	}
func (s *Screen) All() iter.Seq2[Pos, Symbol] {
	return func(yield func(Pos, Symbol) bool) {
		for reel := 0; reel < int(s.reels); reel++ {
			for row := 0; row < int(s.rows); row++ {
				p := Pos(reel*MaxRows + row)
				if !yield(p, s.cells[p]) {
					return
				}
			}
		}
	}
}

// Count returns how many positions show sym.
func (s *Screen) Count(sym Symbol) int {
	n := 0
	for r := 0; r < int(s.reels); r++ {
		for _, c := range s.Reel(r) {
			if c == sym {
				n++
			}
		}
	}
	return n
}

// Where returns the positions that show sym.
func (s *Screen) Where(sym Symbol) PosSet {
	var set PosSet
	for r := 0; r < int(s.reels); r++ {
		for row, c := range s.Reel(r) {
			if c == sym {
				set |= 1 << (r*MaxRows + row)
			}
		}
	}
	return set
}

// Format writes the screen row by row, top first, each symbol named by a.
// Columns are separated by spaces and rows end with a newline.
func (s *Screen) Format(a *Alphabet) string {
	var b strings.Builder
	for row := 0; row < int(s.rows); row++ {
		for r := 0; r < int(s.reels); r++ {
			if r > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(a.Name(s.cells[r*MaxRows+row]))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// outside panics for a position outside the screen. It is kept out of line so
// that the accessors that call it stay small enough to inline.
//
//go:noinline
func outside(op string, reel, row int) {
	panic("slotmech: " + op + "(" + strconv.Itoa(reel) + "," + strconv.Itoa(row) + ") outside the screen")
}

// badReel panics for a reel outside the screen; out of line, like outside.
//
//go:noinline
func badReel(reel int) {
	panic("slotmech: Reel(" + strconv.Itoa(reel) + ") outside the screen")
}

// ReelWord returns the symbols of one reel packed in a word: row i in byte i
// (bits 8i to 8i+7), so the top row is the least significant byte, and the
// bytes of rows below the screen's last row are 0 ([Empty]). Evaluators use it
// to test a whole reel at once with word operations. Like [Screen.At], it
// reads a reel outside the screen (below MaxReels) as all Empty, which is 0.
// It panics if reel is not in 0..MaxReels−1.
//
// ReelWord and [Screen.SetReelWord] are the packed form of a reel, for
// evaluators and refills that work a word at a time (the module's own
// tumble, cluster, lines and titles use them, from packages that cannot
// reach unexported methods); [Screen.Reel], [Screen.At] and [Screen.Set]
// are the plain form, and what a title composed by a studio needs.
func (s *Screen) ReelWord(reel int) uint64 {
	b := s.cells[reel*MaxRows : reel*MaxRows+MaxRows]
	// The compiler combines these byte loads into one 64-bit load.
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}

// SetReelWord sets the symbols of one reel from a word in the packed form
// of [Screen.ReelWord]; bytes for rows below the screen's last row are ignored.
// It panics if reel is outside the screen.
func (s *Screen) SetReelWord(reel int, w uint64) {
	if reel >= int(s.reels) {
		badReel(reel)
	}
	w &= 1<<(8*s.rows) - 1 // for 8 rows the shift gives 0, and 0 − 1 keeps every byte
	b := s.cells[reel*MaxRows : reel*MaxRows+MaxRows]
	b[0], b[1], b[2], b[3] = Symbol(w), Symbol(w>>8), Symbol(w>>16), Symbol(w>>24)
	b[4], b[5], b[6], b[7] = Symbol(w>>32), Symbol(w>>40), Symbol(w>>48), Symbol(w>>56)
}
