// Package termkey is the key of a terminal's critical memory
// (games/terminal's journal, keyed): how a program loads it and how an
// entry's MAC is computed.
//
// # Model
//
// The key is a secret of at least [MinLen] bytes kept apart from the
// journal: in a file readable by its owner only (mode 0600 or stricter),
// holding the key as hexadecimal (whitespace around it is ignored), or in
// the environment variable [Env], also in hexadecimal. Generate one with
//
//	umask 077; openssl rand -hex 32 > /etc/slotmech/T-0001.key
//
// (or head -c 32 /dev/urandom | xxd -p -c 64). [Load] reads it. Rotation
// is a new journal: a journal is verified with the key that wrote it, so a
// terminal changes its key only after a cash-out, with a fresh journal and
// anchor (the old journal is archived with its old key).
//
// [Sum] is the MAC of one journal entry: HMAC-SHA-256 under the key of
// the terminal's ID (its length in 8 bytes big endian, then its bytes),
// Seq (8 bytes big endian), Prev, the length of Kind (8 bytes) and Kind,
// and Data. Without a key it is the unkeyed SHA-256 of the journals
// written before keyed critical memory (Seq, Prev, the length of Kind,
// Kind and Data; no terminal ID), which anyone can recompute.
//
// # Concurrency
//
// The functions have no state and are safe for concurrent use.
//
// # What it is not for
//
// Storing keys (it only reads them) or encrypting anything: the journal
// stays readable; the MAC makes it unforgeable without the key.
package termkey

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"os"
)

// MinLen is the shortest key accepted, in bytes: the size of SHA-256's
// output, as RFC 2104 advises for HMAC-SHA-256.
const MinLen = 32

// Env is the environment variable a program reads the key from when it is
// given no key file: the key in hexadecimal.
const Env = "SLOTMECH_TERMINAL_KEY"

// ErrNoKey is returned by Load when neither a file nor Env gives a key.
var ErrNoKey = errors.New("no terminal key: give -key FILE or set " + Env +
	" (generate one with: umask 077; openssl rand -hex 32 > FILE)")

// Load returns the key in the file at path or, with path "", in the
// environment variable Env. The file must not be readable or writable by
// group or others; the key must be hexadecimal and at least MinLen bytes
// long. Without either it returns ErrNoKey.
func Load(path string) ([]byte, error) {
	var text []byte
	where := Env
	if path != "" {
		where = path
		st, err := os.Stat(path)
		if err != nil {
			return nil, fmt.Errorf("terminal key: %w", err)
		}
		if st.Mode().Perm()&0o077 != 0 {
			return nil, fmt.Errorf("terminal key %s: mode %v: readable by others than its owner (chmod 600 %s)", path, st.Mode().Perm(), path)
		}
		if text, err = os.ReadFile(path); err != nil {
			return nil, fmt.Errorf("terminal key: %w", err)
		}
	} else {
		v, ok := os.LookupEnv(Env)
		if !ok || v == "" {
			return nil, ErrNoKey
		}
		text = []byte(v)
	}
	key, err := hex.DecodeString(string(bytes.TrimSpace(text)))
	switch {
	case err != nil:
		return nil, fmt.Errorf("terminal key in %s: not hexadecimal: %w", where, err)
	case len(key) < MinLen:
		return nil, fmt.Errorf("terminal key in %s: %d bytes, want at least %d", where, len(key), MinLen)
	}
	return key, nil
}

// Sum returns the MAC of a journal entry of the terminal term (see the
// package documentation): HMAC-SHA-256 under key, or the unkeyed SHA-256
// of the older format when key is nil.
func Sum(key []byte, term string, seq uint64, prev [32]byte, kind string, data []byte) [32]byte {
	var h hash.Hash
	var n [8]byte
	if key == nil {
		h = sha256.New()
	} else {
		h = hmac.New(sha256.New, key)
		binary.BigEndian.PutUint64(n[:], uint64(len(term)))
		h.Write(n[:])
		h.Write([]byte(term))
	}
	binary.BigEndian.PutUint64(n[:], seq)
	h.Write(n[:])
	h.Write(prev[:])
	binary.BigEndian.PutUint64(n[:], uint64(len(kind)))
	h.Write(n[:])
	h.Write([]byte(kind))
	h.Write(data)
	var sum [32]byte
	h.Sum(sum[:0])
	return sum
}

// MAC returns HMAC-SHA-256 under key of the parts, each preceded by its
// length (8 bytes big endian): the MAC of a record other than a journal
// entry (an anchor, a view of a jackpot pool), domain its first part.
func MAC(key []byte, parts ...[]byte) [32]byte {
	h := hmac.New(sha256.New, key)
	var n [8]byte
	for _, p := range parts {
		binary.BigEndian.PutUint64(n[:], uint64(len(p)))
		h.Write(n[:])
		h.Write(p)
	}
	var sum [32]byte
	h.Sum(sum[:0])
	return sum
}
