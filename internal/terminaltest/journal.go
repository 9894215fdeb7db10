package terminaltest

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"hash"
	"slices"
	"sync"

	"github.com/slotmech/slotmech/games/terminal"
)

// MemoryJournal is a [terminal.Journal] in memory: it survives dropping the Machine,
// not the process. The zero value is an empty journal ready to use; it is
// safe for concurrent use.
type MemoryJournal struct {
	mu      sync.Mutex
	entries []terminal.JournalEntry
}

// Append keeps a copy of e.
func (j *MemoryJournal) Append(_ context.Context, e terminal.JournalEntry) error {
	j.mu.Lock()
	defer j.mu.Unlock()
	e.Data = slices.Clone(e.Data)
	j.entries = append(j.entries, e)
	return nil
}

// Prune removes the entries with 1 < Seq < before (see [terminal.Pruner]).
func (j *MemoryJournal) Prune(_ context.Context, before uint64) error {
	j.mu.Lock()
	defer j.mu.Unlock()
	j.entries = slices.DeleteFunc(j.entries, func(e terminal.JournalEntry) bool { return e.Seq > 1 && e.Seq < before })
	return nil
}

// Entries returns copies of the entries with Seq ≥ from.
func (j *MemoryJournal) Entries(_ context.Context, from uint64) ([]terminal.JournalEntry, error) {
	j.mu.Lock()
	defer j.mu.Unlock()
	var out []terminal.JournalEntry
	for _, e := range j.entries {
		if e.Seq >= from {
			e.Data = slices.Clone(e.Data)
			out = append(out, e)
		}
	}
	return out, nil
}

// Seal sets e.Hash to the hash the entry must carry, computed as
// terminal.JournalEntry documents it (SHA-256 of Seq, Prev, the length of
// Kind, Kind and Data), for tests that write or forge entries. It is
// written from the documentation, apart from the machine's own code, so
// that the two check each other.
func Seal(e *terminal.JournalEntry) {
	h := sha256.New()
	writeEntry(h, e)
	h.Sum(e.Hash[:0])
}

// writeEntry writes what Seal and SealKeyed hash of e: Seq, Prev, the
// length of Kind, Kind and Data.
func writeEntry(h hash.Hash, e *terminal.JournalEntry) {
	var n [8]byte
	binary.BigEndian.PutUint64(n[:], e.Seq)
	h.Write(n[:])
	h.Write(e.Prev[:])
	binary.BigEndian.PutUint64(n[:], uint64(len(e.Kind)))
	h.Write(n[:])
	h.Write([]byte(e.Kind))
	h.Write(e.Data)
}

// Key is a terminal key for tests (Config.Key): 32 bytes, not secret.
var Key = []byte("slotmech terminal test key 32 b!")

// SealKeyed sets e.Hash to the MAC the entry of terminal term must carry
// under key, as terminal.JournalEntry documents it (HMAC-SHA-256 of the
// length of term, term, Seq, Prev, the length of Kind, Kind and Data),
// written apart from the machine's code as Seal is. A test that plays an
// attacker seals with another key, or with Seal (no key).
func SealKeyed(e *terminal.JournalEntry, key []byte, term string) {
	h := hmac.New(sha256.New, key)
	var n [8]byte
	binary.BigEndian.PutUint64(n[:], uint64(len(term)))
	h.Write(n[:])
	h.Write([]byte(term))
	writeEntry(h, e)
	h.Sum(e.Hash[:0])
}
