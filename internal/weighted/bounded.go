package weighted

import "math/bits"

// Uint64N returns a uniformly distributed value in [0, n), with every value
// exactly equally likely (no modulo bias). It uses Lemire's multiply-and-reject
// method: a value is rejected and drawn again with probability below n/2⁶⁴,
// so it almost always takes one value from src.
//
// A test that forces a draw with a fixed source should know which raw values
// are redrawn: those x with (x·n mod 2⁶⁴) < 2⁶⁴ mod n, among them x = 0 for
// every n that is not a power of two. A source that only ever returns such a
// value makes Uint64N loop; rng.Replayer past its record returns 1<<64 − 1,
// which is never redrawn.
//
// It panics if n is 0.
func Uint64N(src Source, n uint64) uint64 {
	if n == 0 {
		panic("rng: Uint64N with n == 0")
	}
	x := src.Uint64()
	if n&(n-1) == 0 { // a power of two: the low bits are exactly uniform
		return x & (n - 1)
	}
	hi, lo := bits.Mul64(x, n)
	if lo < n { // rare: x may be rejected
		return redraw(hi, lo, src, n)
	}
	return hi
}

// bounded is Uint64N (n > 0) with its first value x already taken from src:
// it returns the value of [0, n) that Uint64N returns when src's next value
// is x, taking from src the values that replace a rejected one. [Table]
// uses it; Uint64N is the same with the value taken, written out so that
// its common path makes no call but src's.
func bounded(x uint64, src Source, n uint64) uint64 {
	if n&(n-1) == 0 { // a power of two: the low bits are exactly uniform
		return x & (n - 1)
	}
	hi, lo := bits.Mul64(x, n)
	if lo < n {
		return redraw(hi, lo, src, n)
	}
	return hi
}

// redraw finishes Lemire's method for a product hi:lo of a value and n
// whose low half fell below n: while lo is below 2⁶⁴ mod n the value is
// rejected and the next one taken from src. It is the rare path of
// Uint64N and bounded, out of line.
func redraw(hi, lo uint64, src Source, n uint64) uint64 {
	thresh := -n % n // 2⁶⁴ mod n
	for lo < thresh {
		hi, lo = bits.Mul64(src.Uint64(), n)
	}
	return hi
}
