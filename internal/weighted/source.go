package weighted

// Source is the source of raw 64-bit values every draw reads, the method set
// of rng.Source and of math/rand/v2's Source. It is an alias of an unnamed
// interface type, so that an rng.Source converts to it at no cost.
type Source = interface{ Uint64() uint64 }
