package rng

import (
	"crypto/rand"
	"encoding/binary"
)

// crypto is the source [NewCrypto] returns. The zero crypto is ready to use.
type crypto struct {
	buf  [512]byte
	left int // unread bytes at the end of buf
}

// NewCrypto returns a new cryptographically secure source for production
// play: its values come from the operating system's secure generator through
// crypto/rand, read in blocks of 512 bytes. Nobody, the operator included, can
// predict or reproduce its output, which is what regulators ask of live play;
// use a [Recorder] around it to keep a round's draws for recall. Use
// [NewStream] for simulation instead: it is reproducible and much faster.
//
// The source is not safe for concurrent use; give each terminal or goroutine
// its own.
func NewCrypto() Source { return new(crypto) }

// Uint64 returns 64 bits from the operating system's secure generator.
func (c *crypto) Uint64() uint64 {
	if c.left < 8 {
		// crypto/rand.Read never returns an error (since Go 1.24, a failure of
		// the system generator crashes the program rather than return weak
		// bytes).
		_, _ = rand.Read(c.buf[:])
		c.left = len(c.buf)
	}
	off := len(c.buf) - c.left
	v := binary.LittleEndian.Uint64(c.buf[off:])
	clear(c.buf[off : off+8]) // do not keep served values in memory
	c.left -= 8
	return v
}
