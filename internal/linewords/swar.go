package linewords

import (
	"math/bits"
)

// A line is evaluated as one word: byte k of a uint64 holds what reel k shows
// (a Screen has at most 8 reels and its symbols are bytes). A set of reels is
// then a set of lanes, the high bits of their bytes: lane k is bit 8k+7. The
// helpers below test all the reels of a line at once, with a few word
// operations instead of a loop of compares and branches.

const (
	lowBytes = 0x0101010101010101 // 1 in every byte
	low7Bits = 0x7f7f7f7f7f7f7f7f // the low 7 bits of every byte
	highBits = 0x8080808080808080 // every lane
)

// broadcast returns a word with sym in every byte.
func Broadcast(sym uint8) uint64 { return uint64(sym) * lowBytes }

// nonzeroBytes returns the lanes of the bytes of x that are not 0.
//
// For a byte b, (b&0x7f)+0x7f has its high bit set exactly when the low 7
// bits of b are not all 0, and never carries into the next byte (it is at
// most 0xfe); or-ing b adds b's own high bit. So the high bit of the sum or b
// is set exactly when b != 0. Unlike the shorter (x-lowBytes)&^x&highBits
// this has no false results, so every byte value is exact.
func nonzeroBytes(x uint64) uint64 {
	return ((x&low7Bits + low7Bits) | x) & highBits
}

// zeroBytes returns the lanes of the bytes of x that are 0: the lanes that
// nonzeroBytes leaves out.
func zeroBytes(x uint64) uint64 {
	return ^((x&low7Bits + low7Bits) | x) & highBits
}

// lane returns lane k, for k from 0 to 7.
func Lane(k int) uint64 { return 0x80 << (8 * k & 63) } // k < 8: the mask changes nothing but spares a check of the shift

// firstLanes returns the lanes of bytes 0..n-1, for n from 1 to 8.
func FirstLanes(n int) uint64 {
	return highBits >> ((64 - 8*n) & 63) // 64−8n is 0..56: the mask changes nothing but spares a check of the shift
}

// runUp returns how many lanes of m are set in a row from lane start up: the
// length of a run from reel start when m has the lanes of the reels that can
// be part of it. Bits of m outside the lanes must be 0.
func runUp(m uint64, start int) int {
	// Shifting right brings in 0s at the top, 1s in the complement, so the
	// count stops at the end of the word. Lane j is bit 8j+7, and the
	// first clear lane j gives 8j+7 trailing zeros, which /8 makes j.
	return bits.TrailingZeros64(^(m>>(8*start&63))&highBits) / 8 // start < MaxReels = 8
}

// runDown returns how many lanes of m are set in a row from lane 7 down. Bits
// of m outside the lanes must be 0.
func runDown(m uint64) int {
	// The first clear lane from the top, lane 7−j, is bit 63−8j, which has
	// 8j leading zeros in the complement (the bits between lanes are 0).
	return bits.LeadingZeros64(^m&highBits) / 8
}

// symbolAt returns byte k of a line's word: the symbol on reel k.
func symbolAt(syms uint64, k int) uint8 { return uint8(syms >> (8 * k & 63)) } // k < MaxReels = 8

// lastOther returns the last reel of the run of n reels from start that does
// not show the wild (wilds has the lanes of the reels that do). The run must
// have one.
func lastOther(wilds uint64, start, n int) int {
	others := FirstLanes(n) << (8 * start & 63) &^ wilds // start < MaxReels = 8
	return (63 - bits.LeadingZeros64(others)) / 8        // lane k is bit 8k+7
}
