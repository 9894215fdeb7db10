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
//     s, a ChaCha8 generator keyed by (s, i). Different (seed, stream) pairs
//     are different ChaCha8 keys, so the streams are independent and do not
//     overlap; a simulation that gives round block k to stream k gets the same
//     rounds whatever the number of workers or machines.
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
// are validated when the table is built.
//
// # Errors
//
// The package's one error type is [Error] (Op, Field, Value, Reason, Err,
// like os.PathError). [NewWeighted] refuses a bad table with an *Error whose
// Field names the entry ("weight 3") and which wraps [ErrBadWeights]; a
// [Replayer] reports a replay that did not use its record exactly with an
// *Error wrapping [ErrExhausted] or [ErrUnused]. Test with errors.Is and read
// the details with errors.As; every message starts with "rng: ".
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
