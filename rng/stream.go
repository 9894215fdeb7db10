package rng

import (
	"encoding/binary"
	"math/rand/v2"
)

// streamDomain fills the last 16 bytes of every stream key, so that slotmech
// streams never coincide with a ChaCha8 seeded by other code from the same
// two numbers.
const streamDomain = "slotmech/stream1"

// Stream is a fast, seeded, deterministic source for simulation: a ChaCha8
// generator (math/rand/v2) whose 32-byte key is the seed, the stream number
// and a fixed domain string. Its output for a given (seed, stream) is fixed
// forever (see the golden test) and is the same on every platform.
//
// A Stream embeds the ChaCha8, so that its Uint64 is ChaCha8's own method:
// a call through the [Source] interface (which is how every mechanic draws)
// reaches it directly, with no wrapper in between. The other methods of
// ChaCha8 are promoted with it: MarshalBinary and UnmarshalBinary save and
// restore the stream's position (a simulation can checkpoint), and Seed
// rekeys it with a raw 32-byte key, without the seed, stream and domain of
// [NewStream]; use [Stream.Reset] for a slotmech stream.
//
// The zero Stream is not usable; use [NewStream]. A Stream is not safe for
// concurrent use.
type Stream struct {
	rand.ChaCha8
}

// NewStream returns stream number stream of seed seed. Streams with different
// (seed, stream) pairs use different ChaCha8 keys and are independent: a
// simulation split over workers gives each block of rounds its own stream
// number and gets the same results whatever the worker count.
func NewStream(seed, stream uint64) *Stream {
	s := new(Stream)
	s.Reset(seed, stream)
	return s
}

// Reset rekeys s to stream number stream of seed seed, as if it had been
// returned by [NewStream]. It does not allocate.
func (s *Stream) Reset(seed, stream uint64) {
	var key [32]byte
	binary.LittleEndian.PutUint64(key[0:], seed)
	binary.LittleEndian.PutUint64(key[8:], stream)
	copy(key[16:], streamDomain)
	s.Seed(key)
}
