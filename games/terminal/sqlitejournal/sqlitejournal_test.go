package sqlitejournal_test

import (
	"context"
	"database/sql"
	"path/filepath"
	"testing"
	"time"

	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/games/terminal/sqlitejournal"
	"github.com/slotmech/slotmech/internal/sqlitedb"
	"github.com/slotmech/slotmech/internal/terminaltest"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// ctx is the context of the tests' calls.
var ctx = context.Background()

// played returns the paths of a journal and a pool store after a short
// session: inserts, games, a RISK.
func played(t *testing.T) (journalPath, poolsPath string, m *terminal.Machine) {
	t.Helper()
	dir := t.TempDir()
	journalPath, poolsPath = filepath.Join(dir, "journal.db"), filepath.Join(dir, "pools.db")
	m, _, closeAll, err := machineAt(journalPath, poolsPath, rng.NewStream(5, 0))
	require.NoError(t, err)
	defer closeAll()
	require.NoError(t, m.Insert(ctx, 1000))
	at := time.Date(2026, 12, 1, 20, 0, 0, 0, time.UTC)
	for i := 0; i < 20 && m.Meters().Credit+m.Meters().Win >= m.Meters().Stake; i++ {
		_, err := m.Start(ctx, at)
		require.NoError(t, err)
		if m.State() == terminal.StateLocked { // a jackpot hit: hand pay (CS-20)
			_, err = m.ClearLockup(ctx, at, "attendant 7", "", nil)
			require.NoError(t, err)
		}
		if m.Meters().Win > 0 && m.Risk(ctx) == nil {
			_, err := m.Pick(ctx, gamble.Black)
			require.NoError(t, err)
			if m.State() == terminal.StateRisk {
				_, err = m.Collect(ctx)
				require.NoError(t, err)
			}
		}
	}
	return journalPath, poolsPath, m
}

// The file keeps the machine: opened again, the machine resumes with the
// same meters, recall and head, and the file verifies.
func TestJournalFileResumes(t *testing.T) {
	jp, pp, m := played(t)
	head, err := verify(t, jp)
	require.NoError(t, err)
	again, _, closeAll, err := machineAt(jp, pp, rng.NewReplayer(nil))
	require.NoError(t, err)
	defer closeAll()
	require.Equal(t, m.Meters(), again.Meters())
	require.Equal(t, m.Recall(), again.Recall())
	// The resumed machine goes on from the head: its next entry follows it.
	require.NoError(t, again.Insert(ctx, 5))
	next, err := verify(t, jp)
	require.NoError(t, err)
	require.Equal(t, head.Seq+1, next.Seq)
}

// verify opens the journal file at path, which must exist, and verifies it
// (Journal.Verify).
func verify(t *testing.T, path string) (terminal.JournalHead, error) {
	t.Helper()
	require.FileExists(t, path)
	j, err := sqlitejournal.Open(path)
	require.NoError(t, err)
	defer j.Close()
	return j.Verify(ctx, nil)
}

// raw opens the journal file without the journal, to tamper with it.
func raw(t *testing.T, path string) *sql.DB {
	db, err := sqlitedb.Open(path, "")
	require.NoError(t, err)
	t.Cleanup(func() { db.Close() })
	return db
}

// Entries cut off the end of the file are found by the head it records;
// an edited entry by the chain; a malformed hash is an error, not a panic.
// New refuses every such journal and pays nothing from it.
func TestJournalFileTamperEvident(t *testing.T) {
	for _, tt := range []struct {
		name string
		sql  string
		msg  string
	}{
		{"tail cut", `DELETE FROM journal_entries WHERE seq = (SELECT MAX(seq) FROM journal_entries)`, "truncated"},
		{"edited", `UPDATE journal_entries SET data = '{"amount":5000}' WHERE seq = 2`, "entry 2: hash does not match its content: edited"},
		{"short hash", `UPDATE journal_entries SET hash = x'00' WHERE seq = 3`, "entry 3: hashes of 32 and 1 bytes, not 32"},
		{"removed", `DELETE FROM journal_entries WHERE seq = 4`, "entry 4: found entry 5 instead"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			jp, pp, _ := played(t)
			db := raw(t, jp)
			_, err := db.Exec(tt.sql)
			require.NoError(t, err)
			db.Close()
			_, err = verify(t, jp)
			require.ErrorIs(t, err, terminal.ErrJournal)
			require.ErrorContains(t, err, tt.msg)
			if tt.name != "tail cut" { // the chain alone cannot see a cut tail; Verify can
				m, _, _, err := machineAt(jp, pp, rng.NewReplayer(nil))
				require.Nil(t, m)
				require.ErrorIs(t, err, terminal.ErrJournal)
			}
		})
	}
}

// Append refuses an entry that does not follow the head.
func TestJournalFileAppendInOrder(t *testing.T) {
	j, err := sqlitejournal.Open(filepath.Join(t.TempDir(), "j.db"))
	require.NoError(t, err)
	defer j.Close()
	e := terminal.JournalEntry{Seq: 2, Kind: "open", Data: []byte("{}")}
	require.ErrorContains(t, j.Append(ctx, e), "entry 2 does not follow the head, entry 0")
	e.Seq = 1
	terminaltest.Seal(&e)
	require.NoError(t, j.Append(ctx, e))
	head, err := j.Verify(ctx, nil)
	require.NoError(t, err)
	require.Equal(t, terminal.JournalHead{Seq: 1, Hash: e.Hash}, head)
}
