package tumble

import (
	"math/bits"

	"github.com/slotmech/slotmech"
)

// A reel word holds one reel of a screen (at most MaxRows = 8 symbols of one
// byte each) packed in a uint64: row i in byte i (bits 8i…8i+7), so the top
// row is the least significant byte. Bytes for rows below the screen's last
// row are zero. Working on a whole reel at once replaces the per-cell
// branches of the fall with a few word operations; see tumble for how a reel
// is loaded and stored.

// Byte-wise constants for the word operations. A byte mask is a word with
// the high bit (0x80) of some bytes set, one per row.
const (
	lows  = 0x7f7f7f7f7f7f7f7f // the low 7 bits of every byte
	highs = 0x8080808080808080 // the high bit of every byte
	// repeat copies a byte into all eight bytes when multiplied by it.
	repeat = 0x0101010101010101
	// diagonal keeps bit k of byte k.
	diagonal = 0x8040201008040201
	// gather moves bit 8k+7 of a byte mask, shifted down by 7 to bit 8k
	// (k = 0…7), to bit 56+k when multiplied in: the partial products land
	// on the distinct bits 56+8k−7j, so no carries mix them, and bits
	// 56…63 hold exactly bit 8k of the input for k = j.
	gather = 0x0102040810204080
)

// liveRows returns the byte mask of the rows of a screen with rows rows (1 to
// MaxRows): the high bits of bytes 0…rows−1, all of highs for 8 rows. (For 0
// rows, a screen without reels, the result is not used.)
func liveRows(rows int) uint64 { return highs >> ((64 - 8*rows) & 63) }

// occupied returns the byte mask of the bytes of w that are not zero (rows
// not [slotmech.Empty]).
//
// For each byte b, (b & 0x7f) + 0x7f carries into the high bit exactly when
// the low 7 bits are not all zero, and never into the next byte (at most
// 0x7f + 0x7f = 0xfe); OR-ing b itself adds the case of the high bit set.
func occupied(w uint64) uint64 { return (((w & lows) + lows) | w) & highs }

// spread returns the byte mask of the rows in the row mask m (bit k of m
// gives byte k). Multiplying by repeat copies m into every byte; diagonal
// keeps bit k in byte k, so byte k is 0 or 1<<k (at most 0x80); adding 0x7f
// sets the high bit exactly when it is not 0, with no carry out of the byte
// (at most 0xff).
func spread(m uint8) uint64 { return ((uint64(m)*repeat)&diagonal + lows) & highs }

// rowsOf returns the row mask of byte mask b, the converse of spread.
func rowsOf(b uint64) uint8 { return uint8((b >> 7) * gather >> 56) }

// count returns the number of rows in byte mask b. Multiplying the 0-or-1
// bytes of b>>7 by repeat sums them all into the top byte (at most 8: no
// carry). Unlike bits.OnesCount64 it needs no fallback call for CPUs without
// POPCNT, which keeps fallReel a leaf function without a stack frame.
func count(b uint64) int { return int((b >> 7) * repeat >> 56) }

// fallReel does the fall on reel word w: rows is the mask of rows to remove,
// of which those showing a symbol in keep stay, and live the byte mask of
// the reel's rows. It returns the reel word after the fall (survivors at the
// bottom in their order, zero bytes above), the mask of rows whose symbols
// were removed, and the number of holes, which after the fall are rows
// 0…holes−1.
//
// The survivors (the bytes of live that are neither Empty nor removed) are
// moved to the bottom in three steps, by 1, 2 and 4 rows, with the masks
// of compress[survivors] (see fallMoves): first to the bottom of all eight
// bytes, then down to the screen's last row by a shift of the rows below
// it, which are 0. Every byte moves by the number of holes below it, and
// no two meet, so the survivors keep their order.
func fallReel(w uint64, rows uint8, live uint64, keep slotmech.SymbolSet) (fallen uint64, removed uint8, holes int) {
	occ := occupied(w)
	rm := spread(rows) & occ
	if keep != 0 {
		for m := rm; m != 0; m &= m - 1 {
			sh := uint(bits.TrailingZeros64(m)) &^ 7 // 8·row
			if keep.Has(slotmech.Symbol(w >> sh)) {
				rm &^= 0x80 << sh
			}
		}
	}
	hole := live&^occ | rm
	stay := live &^ hole
	mv := &compress[rowsOf(stay)]
	x := w & (stay >> 7 * 0xff)
	t := x & mv[0]
	x ^= t ^ t<<8
	t = x & mv[1]
	x ^= t ^ t<<16
	t = x & mv[2]
	x ^= t ^ t<<32
	return x >> ((64 - 8*uint(count(live))) & 63), rowsOf(rm), count(hole)
}

// compress[m] holds the three byte masks that move the rows of row mask m
// to the bottom of a word of eight rows (see fallMoves).
var compress = func() (c [256][3]uint64) {
	for m := range c {
		c[m] = fallMoves(uint8(m))
	}
	return c
}()

// fallMoves returns the byte masks of the three steps that move the rows of
// row mask m down to the bottom of eight rows, keeping their order: row k
// goes down d(k) rows, the number of rows below it not in m, and step i
// moves down by 2^i rows the bytes whose d has bit i set, from where the
// earlier steps left them (k + d(k) mod 2^i). It is the compress of
// Hacker's Delight (7–4) by elements, toward the high end: a byte never
// lands on one that has not moved yet, as the bytes below it move at least
// as far in the steps so far.
func fallMoves(m uint8) (mv [3]uint64) {
	for k := range 8 {
		if m>>k&1 == 0 {
			continue
		}
		d := 0
		for j := k + 1; j < 8; j++ {
			d += int(^m >> j & 1)
		}
		for i := range 3 {
			if d>>i&1 != 0 {
				mv[i] |= 0xff << (8 * (k + d&(1<<i-1)))
			}
		}
	}
	return mv
}
