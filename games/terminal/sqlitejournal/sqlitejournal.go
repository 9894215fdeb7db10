// Package sqlitejournal keeps a terminal's critical memory (a
// [terminal.Journal]) in a SQLite file: the default journal of a terminal.
//
//	j, err := sqlitejournal.Open("/var/lib/terminal/T-0001.journal")
//	cfg := terminal.Config{Game: game, Stakes: stakes, Jackpot: jp, Terminal: t, Source: rng.NewCrypto()}
//	cfg.Journal = j
//	cfg.Key = key       // ≥ 32 bytes, from a file of mode 0600: never stored in the journal's file
//	cfg.Anchor = anchor // the journal's head, kept on another medium
//	m, err := terminal.New(ctx, cfg) // a new machine, or the old one resumed
//
// The file is opened with modernc.org/sqlite (pure Go, no cgo) in WAL mode
// with synchronous=FULL: [Journal.Append] returns only once the entry is on
// disk, so an entry survives a power cut, not only a crash of the process.
// It holds two tables: journal_entries (the entries, by Seq) and
// journal_head (the last entry's Seq and MAC, written in the same
// transaction as the entry), so that a journal whose last entries were cut
// off is found too ([Journal.Verify]), which the chain alone cannot see.
// The entries carry their MACs under the terminal's key
// ([terminal.Config].Key), which the file does not hold; the head is the
// last entry's MAC, so it cannot be forged either, only set back to an
// earlier entry, which the terminal's [terminal.Anchor] finds. To verify a file without making one, check that it exists first:
// [Open] creates a missing file.
//
// A Journal is for one machine, in one process at a time.
package sqlitejournal

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/internal/sqlitedb"
)

// Journal is a [terminal.Journal] in a SQLite file. Make one with [Open];
// Close it when the machine is done.
type Journal struct {
	db   *sql.DB
	path string
}

var schema = []string{
	`CREATE TABLE IF NOT EXISTS journal_entries (
		seq INTEGER PRIMARY KEY,
		kind TEXT NOT NULL,
		data BLOB NOT NULL,
		prev BLOB NOT NULL,
		hash BLOB NOT NULL)`,
	`CREATE TABLE IF NOT EXISTS journal_head (
		id INTEGER PRIMARY KEY CHECK (id = 1),
		seq INTEGER NOT NULL,
		hash BLOB NOT NULL)`,
}

// Open opens the journal in the SQLite file at path, creating the file and
// its tables if needed.
func Open(path string) (*Journal, error) {
	db, err := sqlitedb.Open(path, "FULL")
	if err != nil {
		return nil, err
	}
	for _, q := range schema {
		if _, err := db.Exec(q); err != nil {
			db.Close()
			return nil, fmt.Errorf("sqlitejournal: %s: %w", path, err)
		}
	}
	return &Journal{db: db, path: path}, nil
}

// Close closes the file.
func (j *Journal) Close() error { return j.db.Close() }

// Append writes e and makes it the head, in one transaction, durable when
// it returns. It refuses an entry that does not follow the head (its Seq
// is not the next one).
func (j *Journal) Append(ctx context.Context, e terminal.JournalEntry) error {
	tx, err := j.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback() //nolint:errcheck // a no-op after Commit
	var head int64
	if err := tx.QueryRowContext(ctx, `SELECT seq FROM journal_head WHERE id = 1`).Scan(&head); err != nil && !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	if e.Seq != uint64(head)+1 {
		return fmt.Errorf("sqlitejournal: %s: entry %d does not follow the head, entry %d", j.path, e.Seq, head)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO journal_entries (seq, kind, data, prev, hash) VALUES (?, ?, ?, ?, ?)`,
		int64(e.Seq), e.Kind, e.Data, e.Prev[:], e.Hash[:]); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO journal_head (id, seq, hash) VALUES (1, ?, ?)
		ON CONFLICT (id) DO UPDATE SET seq = excluded.seq, hash = excluded.hash`, int64(e.Seq), e.Hash[:]); err != nil {
		return err
	}
	return tx.Commit()
}

// Prune removes the entries with 1 < Seq < before in one transaction (see
// [terminal.Pruner]): all of them or, on an error, none. The head is not
// touched. The file does not shrink (SQLite reuses the pages freed).
func (j *Journal) Prune(ctx context.Context, before uint64) error {
	if _, err := j.db.ExecContext(ctx, `DELETE FROM journal_entries WHERE seq > 1 AND seq < ?`, int64(min(before, 1<<62))); err != nil {
		return fmt.Errorf("sqlitejournal: %s: pruning: %w", j.path, err)
	}
	return nil
}

// Entries returns the entries with Seq ≥ from, in order. A row whose hashes
// are not 32 bytes is an error naming it.
func (j *Journal) Entries(ctx context.Context, from uint64) ([]terminal.JournalEntry, error) {
	rows, err := j.db.QueryContext(ctx, `SELECT seq, kind, data, prev, hash FROM journal_entries WHERE seq >= ? ORDER BY seq`,
		int64(min(from, 1<<62)))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []terminal.JournalEntry
	for rows.Next() {
		var e terminal.JournalEntry
		var seq int64
		var prev, hash []byte
		if err := rows.Scan(&seq, &e.Kind, &e.Data, &prev, &hash); err != nil {
			return nil, err
		}
		e.Seq = uint64(seq)
		if len(prev) != len(e.Prev) || len(hash) != len(e.Hash) {
			return nil, &slotmech.Error{Op: "read journal", Field: fmt.Sprintf("entry %d", e.Seq),
				Reason: fmt.Sprintf("hashes of %d and %d bytes, not 32", len(prev), len(hash)), Err: terminal.ErrJournal}
		}
		copy(e.Prev[:], prev)
		copy(e.Hash[:], hash)
		out = append(out, e)
	}
	return out, rows.Err()
}

// head returns the head the file records: the last entry's Seq and hash.
func (j *Journal) head(ctx context.Context) (terminal.JournalHead, error) {
	var h terminal.JournalHead
	var seq int64
	var hash []byte
	err := j.db.QueryRowContext(ctx, `SELECT seq, hash FROM journal_head WHERE id = 1`).Scan(&seq, &hash)
	if errors.Is(err, sql.ErrNoRows) {
		return h, nil
	}
	if err != nil {
		return h, err
	}
	if len(hash) != len(h.Hash) {
		return h, &slotmech.Error{Op: "read journal", Field: "head",
			Reason: fmt.Sprintf("hash of %d bytes, not 32", len(hash)), Err: terminal.ErrJournal}
	}
	h.Seq = uint64(seq)
	copy(h.Hash[:], hash)
	return h, nil
}

// Verify checks the journal under key, the journal's key (nil: an
// unkeyed journal): the MAC chain of every entry ([terminal.VerifyJournal])
// and that the last entry is the recorded head, so that entries cut off the
// end are found too. It returns the head, or an error wrapping
// terminal.ErrJournal (and, with a key, terminal.ErrTampered) that names
// the first entry at fault. Entries cut off
// with the head rewritten to an earlier entry look like a shorter journal:
// only an anchor outside the file ([terminal.Anchor]) finds them.
func (j *Journal) Verify(ctx context.Context, key []byte) (terminal.JournalHead, error) {
	head, err := terminal.VerifyJournal(ctx, j, key)
	if err != nil {
		return head, err
	}
	recorded, err := j.head(ctx)
	if err != nil {
		return head, err
	}
	if recorded != head {
		seq := head.Seq + 1
		reason := fmt.Sprintf("missing: the journal ends at entry %d but its head is entry %d: truncated", head.Seq, recorded.Seq)
		if recorded.Seq <= head.Seq {
			seq = recorded.Seq
			reason = fmt.Sprintf("is not the head the journal records (entry %d, %x…): entries added or the head edited", recorded.Seq, recorded.Hash[:6])
		}
		var sentinel error = terminal.ErrJournal
		if key != nil { // the head is written with its entry: a keyed journal's was edited
			reason += " (critical memory fails its check: call an attendant)"
			sentinel = fmt.Errorf("%w: %w", terminal.ErrTampered, terminal.ErrJournal)
		}
		return head, &slotmech.Error{Op: "verify journal", Field: fmt.Sprintf("entry %d", seq), Reason: reason, Err: sentinel}
	}
	return head, nil
}
