package rng

// Source is a source of uniformly distributed random uint64 values in the
// range [0, 1<<64). It is the interface of math/rand/v2's Source: the
// library's sources work with math/rand/v2 and vice versa.
//
// A Source is not required to be safe for concurrent use.
type Source interface {
	Uint64() uint64
}
