package terminal

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/slotmech/slotmech"
)

// ErrJournal is the sentinel of a journal the machine cannot use or write:
// a broken hash chain (an edited, reordered or truncated journal), an entry
// that does not decode or does not replay to what it records, a journal of
// another configuration, or a failed write. [New] refuses such a journal
// and pays nothing from it; an action whose entry cannot be written is
// refused and changes nothing.
var ErrJournal = errors.New("terminal: journal")

// JournalEntry is one record of a terminal's critical memory: what one
// action did, written before its effect is shown. Entries are numbered 1,
// 2, 3 … and chained: each carries the hash of the entry before it (Prev;
// zero for the first) and its own (Hash), so that an edited, reordered or
// truncated journal is found by [VerifyJournal] at the first entry at
// fault. The machine computes the hashes; a [Journal] only keeps them. Hash
// is the SHA-256 of Seq (8 bytes, big endian), Prev, the length of Kind (8
// bytes, big endian), Kind and Data.
type JournalEntry struct {
	Seq  uint64
	Kind string // what the action was: "open", "insert", "game", "jackpot", "pick", …
	Data []byte // the action's content, JSON
	Prev [32]byte
	Hash [32]byte
}

// sum returns the hash the entry must carry: SHA-256 of Seq (8 bytes, big
// endian), Prev, the length of Kind (8 bytes), Kind and Data.
func (e *JournalEntry) sum() [32]byte {
	h := sha256.New()
	var n [8]byte
	binary.BigEndian.PutUint64(n[:], e.Seq)
	h.Write(n[:])
	h.Write(e.Prev[:])
	binary.BigEndian.PutUint64(n[:], uint64(len(e.Kind)))
	h.Write(n[:])
	h.Write([]byte(e.Kind))
	h.Write(e.Data)
	var sum [32]byte
	h.Sum(sum[:0])
	return sum
}

// Journal is a terminal's critical memory: the entries of every action, in
// order, kept where they survive the process (and, for a real terminal, a
// power cut). The machine writes each entry before it shows the action's
// effect, and rebuilds itself from the entries when it starts again.
//
// Append must make e durable before it returns, or return an error and
// keep nothing of it. Entries returns the entries with Seq ≥ from, in
// order. Both take a context first, as database/sql does: a journal that
// waits (for a disk, a lock, a server) stops when ctx is done and returns an
// error wrapping ctx.Err(), having kept nothing of e. A Journal is used by
// one machine at a time.
//
// Package games/terminal/sqlitejournal keeps them in a SQLite file, the
// default for a terminal.
type Journal interface {
	Append(ctx context.Context, e JournalEntry) error
	Entries(ctx context.Context, from uint64) ([]JournalEntry, error)
}

// Pruner is the optional interface of a [Journal] that can drop old
// entries, so that a terminal's critical memory stays bounded however long
// it plays (see Config.Prune).
//
// Prune removes the entries with 1 < Seq < before, all or none: the opening
// entry (Seq 1) and every entry from before on stay. It is called only with
// before the Seq of a checkpoint entry, which holds the machine's whole
// state, so nothing the machine needs to resume is lost. Removing is
// idempotent: pruning again before the same or an earlier entry changes
// nothing.
type Pruner interface {
	Prune(ctx context.Context, before uint64) error
}

// JournalHead is the last entry of a journal: its number and hash. A journal
// cut after its head cannot be told from a shorter one by the chain alone;
// an operator who keeps the head ([VerifyJournal] returns it) can compare.
type JournalHead struct {
	Seq  uint64
	Hash [32]byte
}

// VerifyJournal checks the hash chain of every entry of j: numbered 1, 2,
// 3 … without gaps, each carrying the hash of the one before and its own
// correct hash, the first one an "open" entry. It returns the head, or an
// error wrapping [ErrJournal] that names the first entry at fault ("journal
// entry 17: hash does not match its content: edited"). It does not replay
// the entries: [New] does, and refuses one that does not replay.
//
// A pruned journal (Config.Prune) has one gap, right after the opening
// entry, which must record that the machine prunes; the first entry after
// the gap must be a checkpoint, and the chain is checked from there on
// (the hash it carries of the entry before, which was pruned, cannot be).
// A gap anywhere else, or in a journal opened without pruning, is an error.
func VerifyJournal(ctx context.Context, j Journal) (JournalHead, error) {
	entries, err := j.Entries(ctx, 1)
	if err != nil {
		return JournalHead{}, journalErr("verify journal", 0, "reading", err)
	}
	return verifyChain("verify journal", entries)
}

// verifyChain is VerifyJournal over entries read.
func verifyChain(op string, entries []JournalEntry) (JournalHead, error) {
	var head JournalHead
	for i, e := range entries {
		want := head.Seq + 1
		bad := func(reason string) (JournalHead, error) {
			return head, journalErr(op, want, reason, nil)
		}
		pruned := i == 1 && e.Seq > want && prunes(entries[0])
		if pruned && e.Kind != kindCheckpoint {
			return bad(fmt.Sprintf("found entry %d, a %q entry, instead: a pruned journal continues at a checkpoint", e.Seq, e.Kind))
		}
		switch {
		case e.Seq != want && !pruned:
			return bad(fmt.Sprintf("found entry %d instead: entries missing or reordered", e.Seq))
		case e.Prev != head.Hash && !pruned:
			return bad("does not carry the hash of entry " + strconv.FormatUint(head.Seq, 10) + ": entries missing, reordered or edited before it")
		case e.sum() != e.Hash:
			return bad("hash does not match its content: edited")
		case i == 0 && e.Kind != kindOpen:
			return bad(fmt.Sprintf("is %q, not the journal's opening entry: truncated at the start", e.Kind))
		}
		head = JournalHead{Seq: e.Seq, Hash: e.Hash}
	}
	return head, nil
}

// prunes reports whether open, a journal's first entry, is an opening
// entry that records a machine that prunes its journal.
func prunes(open JournalEntry) bool {
	var d openData
	return open.Kind == kindOpen && json.Unmarshal(open.Data, &d) == nil && d.Prune
}

// journalErr returns the error of op about the journal's entry seq (0: the
// journal as a whole): a *slotmech.Error whose Field is "entry <seq>",
// whose Reason says what is wrong (with the error behind it, if any) and
// whose Err wraps ErrJournal and that error. An error that is already the
// journal's (a Journal's own report of a bad entry) is returned as it is.
func journalErr(op string, seq uint64, reason string, cause error) error {
	var own *slotmech.Error
	if cause != nil && errors.As(cause, &own) && errors.Is(cause, ErrJournal) {
		return cause
	}
	e := &slotmech.Error{Op: op, Reason: reason, Err: ErrJournal}
	if seq > 0 {
		e.Field = "entry " + strconv.FormatUint(seq, 10)
	} else {
		e.Reason = "journal: " + reason
	}
	if cause != nil {
		e.Reason += ": " + cause.Error()
		e.Err = fmt.Errorf("%w: %w", ErrJournal, cause)
	}
	return e
}
