package cluster

import "github.com/slotmech/slotmech"

// Byte-lane constants for reading a reel word ([slotmech.Screen.ReelWord],
// row i in byte i) as eight bytes side by side.
const (
	lowBits  uint64 = 0x0101010101010101 // 1 in every byte
	lowSeven uint64 = 0x7f7f7f7f7f7f7f7f // the low seven bits of every byte
)

// positionsOf returns the positions of s that show sym, comparing one reel
// word at a time. Unlike indexing a table by sym mod 64, the comparison is
// exact for every byte value, so a symbol out of range never matches another.
func positionsOf(s *slotmech.Screen, sym slotmech.Symbol) slotmech.PosSet {
	k := uint64(sym) * lowBits       // sym in every byte
	rows := rowBytes(s.Rows(), 0x80) // the top bit of the byte of every row
	var set slotmech.PosSet
	for reel := range s.Reels() {
		set |= slotmech.PosSet(rowMask(equalBytes(s.ReelWord(reel), k)&rows)) << (reel * slotmech.MaxRows)
	}
	return set
}

// countOf returns the number of positions of s that show sym:
// positionsOf(s, sym).Len(), without the row masks. The equal bytes'
// top bits, shifted to the bytes' low bits, add up byte by byte over the
// reels (at most MaxReels in a byte: no carry), and multiplying the sum by
// lowBits adds its bytes into the top one (at most MaxPositions = 64).
func countOf(s *slotmech.Screen, sym slotmech.Symbol) int {
	k := uint64(sym) * lowBits
	rows := rowBytes(s.Rows(), 0x80)
	var sum uint64
	for reel := range s.Reels() {
		sum += (equalBytes(s.ReelWord(reel), k) & rows) >> 7
	}
	return int(sum * lowBits >> 56)
}

// rowBytes returns b in the byte of each of the first rows rows of a reel
// word (1 <= rows <= 8) and 0 in the bytes below them.
func rowBytes(rows int, b uint8) uint64 {
	// For 8 rows the shift by 64 gives 0, and 0 − 1 keeps every byte.
	return uint64(b) * lowBits & (1<<(8*uint(rows)) - 1)
}

// equalBytes returns the top bit of every byte of x that equals the same
// byte of k, for any byte values.
//
// With d = x ^ k, a byte of d is 0 exactly when the bytes are equal.
// (d & 0x7f) + 0x7f cannot carry out of its byte and has its top bit set
// exactly when the low seven bits of d are not all 0; or-ing d adds d's top
// bit. So the top bit of t is set exactly when d's byte is not 0; ^t keeps
// the equal bytes and the mask drops the other bits.
func equalBytes(x, k uint64) uint64 {
	d := x ^ k
	t := (d&lowSeven + lowSeven) | d
	return ^t & (lowBits << 7)
}

// rowMask gathers the top bits of the eight bytes of eq (an equalBytes
// result) into an 8-bit mask: bit i is the top bit of byte i.
//
// eq>>7 has 0 or 1 in each byte, bit 8i for byte i. The multiplier has
// bit 7j+7 set for j = 0..7, so byte i's bit lands on bit 8i+7j+7, which is
// bit 56+i for j = 7−i; no two (i, j) pairs share a bit, so nothing carries,
// and no other pair lands on bits 56 to 63. The top byte of the product is
// therefore the mask.
func rowMask(eq uint64) uint64 { return (eq >> 7) * 0x0102040810204080 >> 56 }
