package terminal

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/termkey"
)

// ErrJournal is the sentinel of a journal the machine cannot use or write:
// a broken chain of hashes or MACs (an edited, reordered or truncated
// journal), an entry that does not decode or does not replay to what it
// records, a journal of another configuration, or a failed write. [New]
// refuses such a journal and pays nothing from it; an action whose entry
// cannot be written is refused and changes nothing.
var ErrJournal = errors.New("terminal: journal")

// ErrTampered is the sentinel of critical memory that fails its
// authentication: with a key ([Config].Key), an entry whose MAC is not the
// key's (a forged or edited entry, a journal rewritten without the key),
// entries missing or reordered, a journal of another terminal, a journal
// behind its [Anchor] (rolled back, its tail deleted) or not the one the
// anchor records, or a jackpot pool not as the terminal last saw it. Every
// such error wraps ErrJournal too. The machine is not built and nothing is
// restored: an attendant must examine the terminal.
var ErrTampered = errors.New("terminal: critical memory fails its check: call an attendant")

// JournalEntry is one record of a terminal's critical memory: what one
// action did, written before its effect is shown. Entries are numbered 1,
// 2, 3 … and chained: each carries the MAC of the entry before it (Prev;
// zero for the first) and its own (Hash), so that an edited, reordered or
// truncated journal is found by [VerifyJournal] at the first entry at
// fault. The machine computes the MACs; a [Journal] only keeps them.
//
// With a key (Config.Key) Hash is HMAC-SHA-256 under the key of the
// terminal's ID (its length in 8 bytes big endian, then its bytes), Seq
// (8 bytes, big endian), Prev, the length of Kind (8 bytes, big endian),
// Kind and Data: nobody without the key can forge or recompute it, and an
// entry of another terminal does not verify as this one's. Without a key
// (simulations, tests, and journals written before keyed critical memory)
// it is the SHA-256 of Seq, Prev, the length of Kind, Kind and Data, which
// finds accidents but not a forger.
type JournalEntry struct {
	Seq  uint64
	Kind string // what the action was: "open", "insert", "game", "jackpot", "pick", …
	Data []byte // the action's content, JSON
	Prev [32]byte
	Hash [32]byte
}

// sum returns the MAC the entry must carry under key, of the terminal term.
func (e *JournalEntry) sum(key []byte, term string) [32]byte {
	return termkey.Sum(key, term, e.Seq, e.Prev, e.Kind, e.Data)
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

// JournalHead is the last entry of a journal: its number and MAC. A journal
// cut after its head cannot be told from a shorter one by the chain alone:
// an [Anchor] keeps the head outside the journal, and an operator who keeps
// it ([VerifyJournal] returns it) can compare.
type JournalHead struct {
	Seq  uint64
	Hash [32]byte
}

// Anchor keeps a terminal's journal head outside the journal, where the
// one who can write the journal cannot (another medium, the central
// system's record of the terminal), so that a journal rolled back to an
// older copy, cut short or replaced is found (Config.Anchor).
//
// Load returns the head last stored, the zero head if none was. Store
// records head, durably, and refuses a head with a Seq below the one
// stored: an anchor only moves forward. The machine stores every entry's
// head once the entry is written; at [New] the journal's head must be the
// anchor's, or the entry after it (a stop between the two writes), else
// New fails with [ErrTampered]. Package internal/anchorfile keeps one in a
// file, authenticated under the journal's key.
type Anchor interface {
	Load(ctx context.Context) (JournalHead, error)
	Store(ctx context.Context, head JournalHead) error
}

// VerifyJournal checks the chain of every entry of j under key (nil: an
// unkeyed journal, see [JournalEntry]): numbered 1, 2, 3 … without gaps,
// each carrying the MAC of the one before and its own correct MAC (of the
// terminal its opening entry names), the first one an "open" entry. It
// returns the head, or an error wrapping [ErrJournal] (and, with a key,
// [ErrTampered]) that names the first entry at fault ("journal entry 17:
// hash does not match its content: edited"). It does not replay the
// entries nor consult an [Anchor]: [New] does.
//
// A pruned journal (Config.Prune) has one gap, right after the opening
// entry, which must record that the machine prunes; the first entry after
// the gap must be a checkpoint, and the chain is checked from there on
// (the hash it carries of the entry before, which was pruned, cannot be).
// A gap anywhere else, or in a journal opened without pruning, is an error.
func VerifyJournal(ctx context.Context, j Journal, key []byte) (JournalHead, error) {
	entries, err := j.Entries(ctx, 1)
	if err != nil {
		return JournalHead{}, journalErr("verify journal", 0, "reading", err)
	}
	return verifyChain("verify journal", entries, key)
}

// verifyChain is VerifyJournal over entries read.
func verifyChain(op string, entries []JournalEntry, key []byte) (JournalHead, error) {
	var head JournalHead
	var term string // the terminal the opening entry names, in every MAC
	if len(entries) > 0 && key != nil {
		var d openData
		if json.Unmarshal(entries[0].Data, &d) == nil {
			term = d.Terminal.ID
		}
	}
	for i, e := range entries {
		want := head.Seq + 1
		bad := func(reason string) (JournalHead, error) {
			if key != nil {
				if i == 0 && e.sum(nil, "") == e.Hash {
					reason = "carries an unkeyed SHA-256: a journal written without a key (before keyed critical memory, or forged)"
				}
				return head, tampered(op, want, reason)
			}
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
		case e.sum(key, term) != e.Hash:
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

// errTampered is the Err of every tampered error: ErrTampered's text,
// wrapping ErrTampered and ErrJournal.
var errTampered = words(ErrTampered.Error(), ErrTampered, ErrJournal)

// tampered returns the error of op about the journal's entry seq (0: the
// journal as a whole) failing its authentication: a *slotmech.Error
// wrapping ErrTampered and ErrJournal, whose Reason ends with what to do.
func tampered(op string, seq uint64, reason string) error {
	e := &slotmech.Error{Op: op, Reason: reason + " (critical memory fails its check: call an attendant)", Err: errTampered}
	if seq > 0 {
		e.Field = "entry " + strconv.FormatUint(seq, 10)
	} else {
		e.Reason = "journal: " + e.Reason
	}
	return e
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
