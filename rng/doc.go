// Package rng provides the random sources and the draws every slotmech
// mechanic uses.
//
// # Model
//
// A [Source] is anything with a Uint64 method returning uniformly distributed
// 64-bit values; it is the same interface as math/rand/v2's Source, so either
// package's sources work with the other. Mechanics never read a global
// generator or the clock: the caller injects a source, which makes every
// round a pure function of its configuration, its bet and the values its
// source returned.
//
// Three kinds of source are provided:
//
//   - [NewStream] (simulation, testing, certification runs): stream i of seed
//     s, a ChaCha8 generator keyed by (s, i) (the exact key is under
//     Streams). Different (seed, stream) pairs are different ChaCha8 keys,
//     so the streams are independent and do not overlap; a simulation that
//     gives round block k to stream k gets the same rounds whatever the
//     number of workers or machines.
//   - [NewCrypto] (production play): reads the operating system's
//     cryptographically secure generator (crypto/rand). Use it wherever a
//     player's money is at stake, because a seeded stream is predictable to
//     anyone who learns its seed.
//   - [Recorder] and [Replayer]: keep every value a round drew, and serve the
//     recorded values back to replay the round exactly. A replay that asks for
//     more values than were recorded is an error ([ErrExhausted]), never a
//     fresh draw.
//
// On top of a source, [Uint64N] and [IntN] draw exactly uniform integers in
// [0, n) (no modulo bias; this is how reel stops are drawn), and [Weighted]
// draws index i with probability exactly w_i / Σw from integer weights that
// are validated when the table is built. Which result a given raw value
// gives is fixed, and specified under "Mapping raw values to results", so
// that a laboratory can reproduce a round from its recorded draws without
// this package.
//
// # Mapping raw values to results
//
// Every draw of the package is a function of the raw 64-bit values x₁, x₂, …
// that the source returns, in order, and of nothing else:
//
//   - [Uint64N](src, n), n a power of two (1, 2, 4, …, 32, …): the low bits
//     of one value, x₁ & (n − 1), that is x₁ mod n. It takes exactly one
//     value and never draws again. For example Uint64N with n = 32 (the
//     32-stop strips of Crystal Spin) maps 0x116eb67ab4a3f585 to 5, its low
//     5 bits; the high bits, which Lemire's method below would take, give 2.
//   - [Uint64N](src, n), any other n ≥ 1: Lemire's multiply-and-reject
//     method. Form the 128-bit product x₁ · n and split it into its high and
//     low 64 bits, hi = ⌊x₁ · n / 2⁶⁴⌋ and lo = x₁ · n mod 2⁶⁴. If
//     lo ≥ 2⁶⁴ mod n the result is hi; otherwise x₁ is rejected and the same
//     rule is applied to x₂, and so on. A rejection has probability below
//     n / 2⁶⁴; x = 0 is always rejected (lo = 0 < 2⁶⁴ mod n, which is not 0
//     for such n). For example n = 6 maps 0x116eb67ab4a3f585 to 0 and
//     0xfedcba9876543210 to 5.
//   - [IntN](src, n) is Uint64N(src, uint64(n)) as an int, so a reel stop of
//     a strip of length L is Uint64N(src, L): the low bits when L is a power
//     of two, Lemire's high bits otherwise. Games document the order of their
//     draws (a strip game draws one stop per reel, reel 0 first).
//   - [Weighted.Draw] is one draw u = Uint64N(src, Σw) (Σw the table's
//     [Weighted.Total]) and returns the entry i with
//     w₀ + … + wᵢ₋₁ ≤ u < w₀ + … + wᵢ. For the weights 90, 9, 1 (Σw = 100, not
//     a power of two) the raw value 0xfedcba9876543210 gives u = 99, entry 2.
//
// A [Replayer] past the end of its record returns 2⁶⁴ − 1, which every rule
// above accepts at once. ExampleUint64N shows these cases from given raw
// values.
//
// # Streams
//
// [NewStream](seed, stream) is [math/rand/v2.ChaCha8], the ChaCha8rand
// generator specified at https://c2sp.org/chacha8rand, seeded with this
// 32-byte key:
//
//	bytes  0–7   seed, little-endian uint64
//	bytes  8–15  stream, little-endian uint64
//	bytes 16–31  the ASCII string "slotmech/stream1" (16 bytes, no terminator)
//
// The stream's Uint64 values are the generator's Uint64 values, in order, and
// its Read bytes (read alone from a fresh stream) are those values,
// little-endian, one after the other. The domain string keeps slotmech's
// streams apart from a ChaCha8 that other code seeds from the same two
// numbers. The output of a given (seed, stream) is fixed forever (a golden
// test pins it). The first values of stream 0 of seed 2026 are
// 0x2a21e7e973af3ae3, 0x2a5af4edf47ae580 and 0xeadc63da2cd2b7c2, so its first
// three stops on 32-stop strips are 3, 0 and 2; ExampleNewStream_key checks
// the key layout against [math/rand/v2.NewChaCha8]. [NewCrypto]'s values are
// the operating system's random bytes read 8 at a time as little-endian
// uint64.
//
// # Errors
//
// Errors are *[slotmech.Error] values, the module's one error type.
// [NewWeighted] refuses a bad table with one whose Field names the entry
// ("weight 3", entries counted from 0) and which wraps [ErrConfig]; a
// [Replayer] reports a replay that did not use its record exactly with one
// wrapping [ErrExhausted] or [ErrUnused]. Test with errors.Is and read the
// details with errors.As; every message starts with "rng: ".
//
// # Concurrency
//
// Sources are not safe for concurrent use: give every goroutine its own
// stream. A [Weighted] table is immutable after construction and may be
// shared freely.
//
// # What it is not for
//
// It does not provide floating-point draws: slotmech keeps floats off every
// money path, and every probability in a game is a ratio of integers.
package rng
