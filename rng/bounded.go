package rng

import "github.com/slotmech/slotmech/internal/weighted"

// Uint64N returns a uniformly distributed value in [0, n), with every value
// exactly equally likely (no modulo bias). It uses Lemire's multiply-and-reject
// method: a value is rejected and drawn again with probability below n/2⁶⁴,
// so it almost always takes one value from src.
//
// A test that forces a draw with a fixed source should know which raw values
// are redrawn: those x with (x·n mod 2⁶⁴) < 2⁶⁴ mod n, among them x = 0 for
// every n that is not a power of two. A source that only ever returns such a
// value makes Uint64N loop; [Replayer] past its record returns 1<<64 − 1,
// which is never redrawn.
//
// It panics if n is 0.
func Uint64N(src Source, n uint64) uint64 { return weighted.Uint64N(src, n) }

// IntN returns a uniformly distributed int in [0, n), exactly unbiased as in
// [Uint64N]. Drawing a reel stop is IntN(src, len(strip)).
//
// It panics if n <= 0.
func IntN(src Source, n int) int {
	if n <= 0 {
		panic("rng: IntN with n <= 0")
	}
	return int(Uint64N(src, uint64(n)))
}
