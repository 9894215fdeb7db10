package rng_test

import (
	"encoding/binary"
	"fmt"
	"math/rand/v2"

	"github.com/slotmech/slotmech/internal/weighted"
	"github.com/slotmech/slotmech/rng"
)

// The exact mapping from raw source values to results (see "Mapping raw
// values to results" in the package documentation), from given raw values
// served by a scripted source (a Replayer): a power-of-two n takes the low
// bits of one value; any other n takes the high 64 bits of the 128-bit
// product x·n and draws again when the low 64 bits are below 2⁶⁴ mod n.
func ExampleUint64N() {
	const x, y = 0x116eb67ab4a3f585, 0xfedcba9876543210
	draw := func(n uint64, raw ...uint64) uint64 { return rng.Uint64N(rng.NewReplayer(raw), n) }

	// n = 32 (a Crystal Spin strip): the low 5 bits, x & 31, never redrawn.
	// (The high bits, x >> 59, would give 2.)
	fmt.Println(draw(32, x), draw(32, y))

	// n = 6: ⌊x·6 / 2⁶⁴⌋.
	fmt.Println(draw(6, x), draw(6, y))

	// n = 6 and a first value 0: the low 64 bits of 0·6 are 0, below
	// 2⁶⁴ mod 6 = 4, so 0 is redrawn and the second value decides.
	rep := rng.NewReplayer([]uint64{0, y})
	fmt.Println(rng.Uint64N(rep, 6), rep.Done())

	// IntN is Uint64N converted. A weighted draw is Uint64N over the total,
	// located in the cumulative weights 90, 99, 100: ⌊y·100 / 2⁶⁴⌋ = 99,
	// which is entry 2 (99 ≤ 99 < 100).
	w := (*rng.Weighted)(weighted.Must(90, 9, 1))
	fmt.Println(rng.IntN(rng.NewReplayer([]uint64{y}), 100), w.Draw(rng.NewReplayer([]uint64{y})))
	// Output:
	// 5 16
	// 0 5
	// 5 <nil>
	// 99 2
}

// The first raw values of a stream, for a re-implementation to check against:
// NewStream(seed, stream) is math/rand/v2's ChaCha8 (the chacha8rand
// algorithm) keyed by the seed and the stream number, little-endian, and the
// domain string "slotmech/stream1".
func ExampleNewStream_key() {
	src := rng.NewStream(2026, 0)
	fmt.Printf("%#016x %#016x %#016x\n", src.Uint64(), src.Uint64(), src.Uint64())

	var key [32]byte
	binary.LittleEndian.PutUint64(key[0:], 2026) // seed
	binary.LittleEndian.PutUint64(key[8:], 0)    // stream
	copy(key[16:], "slotmech/stream1")           // domain
	c := rand.NewChaCha8(key)
	fmt.Printf("%#016x %#016x %#016x\n", c.Uint64(), c.Uint64(), c.Uint64())

	// Reel stops on 32-stop strips are the low 5 bits of these values.
	src = rng.NewStream(2026, 0)
	fmt.Println(rng.IntN(src, 32), rng.IntN(src, 32), rng.IntN(src, 32))
	// Output:
	// 0x2a21e7e973af3ae3 0x2a5af4edf47ae580 0xeadc63da2cd2b7c2
	// 0x2a21e7e973af3ae3 0x2a5af4edf47ae580 0xeadc63da2cd2b7c2
	// 3 0 2
}
