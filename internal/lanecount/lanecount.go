package lanecount

import (
	"math/bits"

	"github.com/slotmech/slotmech"
)

// Lane counters count several symbols in one pass over a screen, in one
// register, with one table look-up and one addition per position: the word
// is split into LanesPerWord lanes of LaneBits bits, one lane per symbol,
// and the table gives, for every byte value, 1 in the lane of that symbol
// (0 for a symbol the counter does not count). A count is at most
// MaxPositions = 64, which fits in 7 bits, so no lane ever carries into the
// next one.
const (
	LaneBits     = 7
	LanesPerWord = 64 / LaneBits      // 9 lanes in bits 0 to 62
	laneOnes     = 0x0102040810204081 // 1 in every lane: bits 0, 7, 14, …, 56
)

// Counter counts up to LanesPerWord symbols at once (see [Counter.Count])
// and tells which of them show at least a given number of times.
type Counter struct {
	inc  [256]uint64 // inc[sym] is 1 in sym's lane; 0 for every other byte value
	bias uint64      // 64 − least in every lane in use, 0 in the others
}

// New returns a counter for syms (distinct symbols; syms[j] gets
// lane j mod LanesPerWord) whose Reached method reports the lanes whose
// count is at least least, 1 <= least <= MaxPositions. With at most
// LanesPerWord symbols each has a lane of its own; with more, a lane counts
// the symbols that share it together, which can only make its count larger
// (a screen has at most MaxPositions positions, so it still fits): the
// lanes reached then include those of every symbol that shows least times.
func New(syms []slotmech.Symbol, least int) *Counter {
	c := new(Counter)
	for j, sym := range syms {
		lane := j % LanesPerWord
		c.inc[sym] = 1 << (LaneBits * lane)
		c.bias |= uint64(slotmech.MaxPositions-least) << (LaneBits * lane)
	}
	return c
}

// CountWord returns the lane counts of one reel word w (row i in byte i;
// every byte is counted, and Empty counts nothing).
func (c *Counter) CountWord(w uint64) uint64 {
	inc := &c.inc
	return inc[uint8(w)] + inc[uint8(w>>8)] + inc[uint8(w>>16)] + inc[uint8(w>>24)] +
		inc[uint8(w>>32)] + inc[uint8(w>>40)] + inc[uint8(w>>48)] + inc[uint8(w>>56)]
}

// count returns the lane counts of s: lane j holds the number of positions
// that show syms[j]. Indexing the 256-entry table by a byte needs no bounds
// check, and a byte value that is not a counted symbol adds 0, so a symbol
// out of range never counts as another.
//
// Each reel is read as one word ([slotmech.Screen.ReelWord]) and all eight
// of its bytes are counted, with no loop over rows: the bytes below the
// screen's last row are cleared first (ReelWord already gives 0 there; the
// mask makes this independent of it), and Empty (0) is never counted.
func (c *Counter) Count(s *slotmech.Screen) uint64 {
	inc := &c.inc
	rows := s.Rows()
	mask := rowBytes(rows, 0xff)
	var n uint64
	// The bytes below the last row are 0 after the mask and count nothing,
	// so a reel of up to 4, 5 or 6 rows needs only that many look-ups.
	switch {
	case rows <= 4:
		for reel := range s.Reels() {
			w := s.ReelWord(reel) & mask
			n += inc[uint8(w)] + inc[uint8(w>>8)] + inc[uint8(w>>16)] + inc[uint8(w>>24)]
		}
	case rows == 5:
		for reel := range s.Reels() {
			w := s.ReelWord(reel) & mask
			n += inc[uint8(w)] + inc[uint8(w>>8)] + inc[uint8(w>>16)] + inc[uint8(w>>24)] + inc[uint8(w>>32)]
		}
	case rows == 6:
		for reel := range s.Reels() {
			w := s.ReelWord(reel) & mask
			n += inc[uint8(w)] + inc[uint8(w>>8)] + inc[uint8(w>>16)] + inc[uint8(w>>24)] +
				inc[uint8(w>>32)] + inc[uint8(w>>40)]
		}
	default:
		for reel := range s.Reels() {
			n += c.CountWord(s.ReelWord(reel) & mask)
		}
	}
	return n
}

// reached returns, for lane counts n, the set of lanes whose count is at
// least least, as a mask with the top bit (bit 6) of each such lane set.
//
// A lane holds n <= 64 and its bias 64 − least <= 63, so their sum is at
// most 127 and stays in the lane; it has bit 6 (64) set exactly when
// n + 64 − least >= 64, that is when n >= least. Lanes not in use hold 0
// with bias 0.
func (c *Counter) Reached(n uint64) uint64 {
	return (n + c.bias) & (laneOnes << (LaneBits - 1))
}

// MayPayFilters reports whether a screen whose reels have the counts words
// (words[r] = c.CountWord of the word of reel r, in any order) reaches the
// least count in some lane: the sum of the words, as [Counter.Reached]
// reads it. A screen has at most MaxPositions positions, so the words of
// its reels cannot overflow their sum.
func (c *Counter) MayPayFilters(words []uint64) bool {
	var n uint64
	for _, w := range words {
		n += w
	}
	return c.Reached(n) != 0
}

// rowBytes returns b in the byte of each of the first rows rows of a reel
// word (1 <= rows <= 8) and 0 in the bytes below them.
func rowBytes(rows int, b uint8) uint64 {
	// For 8 rows the shift by 64 gives 0, and 0 − 1 keeps every byte.
	return uint64(b) * 0x0101010101010101 & (1<<(8*uint(rows)) - 1)
}

// Filter returns the pay filter of a *cluster.PayAnywhere (a Counter of
// every paying symbol), for the module's fast paths, which call it once
// when they build a game and then count with the Counter directly.
// Package cluster sets it when it is initialised.
var Filter func(payAnywhere any) *Counter

// Scatters returns the number of scatters of a *cluster.PayAnywhere on s
// and what that count pays, comparing a reel word at a time: what
// s.Count(scatter) and the PayAnywhere's ScatterPay give, for the module's
// fast paths (Starlight Christmas's spins, a strip game's screens). Package
// cluster sets it when it is initialised.
var Scatters func(payAnywhere any, s *slotmech.Screen) (count int, f slotmech.Factor)

// Pays is a pay-anywhere pay table in count space, for the module's
// count-space rounds (Starlight Christmas's unitemised spins): the
// paytable wins of a screen from its lane counts alone, what
// cluster.PayAnywhere's Evaluate finds on the screen. It is made by
// [CountPays] for a PayAnywhere whose paying symbols all have a lane of
// their own, and is immutable and safe for concurrent use.
type Pays struct {
	Counter *Counter // the counter whose lane counts Evaluate reads: the PayAnywhere's Filter
	// factor[j][k] is what k positions of the symbol of lane j pay, 0
	// when that count is no win (in no class, or a class paying 0).
	factor [LanesPerWord][slotmech.MaxPositions + 1]slotmech.Factor
}

// NewPays returns the count-space table of factor, where factor(j, k) is
// what k positions of the symbol of lane j of c pay (0 for no win), for
// lanes 0 … lanes−1 and counts 0 … MaxPositions. Package cluster makes it
// from its pay table (see [CountPays]).
func NewPays(c *Counter, lanes int, factor func(lane, k int) slotmech.Factor) *Pays {
	p := &Pays{Counter: c}
	for j := range min(lanes, LanesPerWord) {
		for k := range p.factor[j] {
			p.factor[j][k] = factor(j, k)
		}
	}
	return p
}

// Evaluate returns what the paytable wins of a screen whose lane counts
// are n pay: their total (the Total of Evaluate's Result), the number of
// positions they cover (its Positions' Len) and n with their lanes cleared,
// the counts of the screen once the winning symbols are removed. A screen
// without a win returns 0, 0, n.
func (p *Pays) Evaluate(n uint64) (total slotmech.Factor, removed int, rest uint64) {
	rest = n
	for found := p.Counter.Reached(n); found != 0; found &= found - 1 {
		j := uint(bits.TrailingZeros64(found)) / LaneBits
		k := n >> (LaneBits * j & 63) & laneMask
		f := p.factor[j%LanesPerWord][k] // j < LanesPerWord: the mod changes nothing
		if f == 0 {
			continue
		}
		total += f
		removed += int(k)
		rest &^= laneMask << (LaneBits * j & 63)
	}
	return total, removed, rest
}

// laneMask is the bits of lane 0.
const laneMask = 1<<LaneBits - 1

// CountPays returns the count-space pay table of a *cluster.PayAnywhere, or
// nil when its paying symbols share lanes (more than [LanesPerWord]).
// Package cluster sets it when it is initialised.
var CountPays func(payAnywhere any) *Pays
