package main

import (
	"bytes"
	"database/sql"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/internal/sqlitedb"
	"github.com/slotmech/slotmech/internal/terminaltest"
	"github.com/slotmech/slotmech/internal/termkey"
)

// The attacks of issue #30 on the -state file, by someone who can write
// it (and its anchor's directory) but does not hold the key: each stops
// play before the first screen, for an attendant, and -verify fails.
// games/terminal's TestAttacker… tests check each mechanism on its own
// (the MAC, the anchor, the pools' view), with a control that shows the
// attack works without it.

// played returns a -state file after inserting 1 000 Kč and playing
// three games.
func played(t *testing.T) string {
	t.Helper()
	state := filepath.Join(t.TempDir(), "session.db")
	session(t, "i\ns\ns\ns\nq\n", "-seed", "3", "-state", state)
	return state
}

// refused checks that play refuses to resume state, for an attendant,
// with a message that contains want, and that -verify fails too.
func refused(t *testing.T, state, want string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	require.Equal(t, 1, run([]string{"-state", state}, strings.NewReader("s\nq\n"), &stdout, &stderr))
	require.Empty(t, stdout.String(), "no screen is drawn")
	require.Contains(t, stderr.String(), "play: TERMINAL LOCKED: critical memory fails its check: call an attendant")
	require.Contains(t, stderr.String(), want)
	stderr.Reset()
	require.Equal(t, 1, run([]string{"-verify", state}, strings.NewReader(""), &stdout, &stderr), "-verify")
}

// withDB runs fn on the state file's database, as the attacker.
func withDB(t *testing.T, state string, fn func(db *sql.DB)) {
	t.Helper()
	db, err := sqlitedb.Open(state, "")
	require.NoError(t, err)
	fn(db)
	require.NoError(t, db.Close())
}

// rewrite recomputes the journal's chain from entry from on, without the
// key (the unkeyed SHA-256 anyone can compute), and its head.
func rewrite(t *testing.T, db *sql.DB, from int64) {
	t.Helper()
	rows, err := db.Query(`SELECT seq, kind, data, prev, hash FROM journal_entries ORDER BY seq`)
	require.NoError(t, err)
	var es []terminal.JournalEntry
	for rows.Next() {
		var e terminal.JournalEntry
		var seq int64
		var prev, hash []byte
		require.NoError(t, rows.Scan(&seq, &e.Kind, &e.Data, &prev, &hash))
		e.Seq = uint64(seq)
		copy(e.Prev[:], prev)
		copy(e.Hash[:], hash)
		es = append(es, e)
	}
	require.NoError(t, rows.Err())
	require.NoError(t, rows.Close())
	for i := range es {
		if int64(es[i].Seq) < from {
			continue
		}
		if i > 0 {
			es[i].Prev = es[i-1].Hash
		}
		terminaltest.Seal(&es[i])
		_, err := db.Exec(`UPDATE journal_entries SET prev = ?, hash = ? WHERE seq = ?`, es[i].Prev[:], es[i].Hash[:], int64(es[i].Seq))
		require.NoError(t, err)
	}
	last := es[len(es)-1]
	_, err = db.Exec(`UPDATE journal_head SET seq = ?, hash = ?`, int64(last.Seq), last.Hash[:])
	require.NoError(t, err)
}

// Forged credit: the 1 000 Kč insert made 9 000 Kč, the chain and the head
// computed again without the key.
func TestAttackerForgedCredit(t *testing.T) {
	state := played(t)
	withDB(t, state, func(db *sql.DB) {
		res, err := db.Exec(`UPDATE journal_entries SET data = ? WHERE seq = 2 AND data = ?`, []byte(`{"amount":9000}`), []byte(`{"amount":1000}`))
		require.NoError(t, err)
		n, _ := res.RowsAffected()
		require.EqualValues(t, 1, n, "entry 2 is the insert")
		rewrite(t, db, 1)
	})
	refused(t, state, "entry 1: carries an unkeyed SHA-256")
}

// Deleted tail: the last two entries deleted and the head rewritten to the
// entry before them (an authentic shorter journal): the anchor finds it.
func TestAttackerDeletedTail(t *testing.T) {
	state := played(t)
	withDB(t, state, func(db *sql.DB) {
		var seq int64
		var hash []byte
		require.NoError(t, db.QueryRow(`SELECT seq FROM journal_head`).Scan(&seq))
		_, err := db.Exec(`DELETE FROM journal_entries WHERE seq > ?`, seq-2)
		require.NoError(t, err)
		require.NoError(t, db.QueryRow(`SELECT hash FROM journal_entries WHERE seq = ?`, seq-2).Scan(&hash))
		_, err = db.Exec(`UPDATE journal_head SET seq = ?, hash = ?`, seq-2, hash)
		require.NoError(t, err)
	})
	refused(t, state, "rolled back or its tail deleted")
}

// Edited trigger: the MINI pool's hidden must-hit-by level set just above
// its amount in the jackpot tables, so that the next game hits.
func TestAttackerEditedTrigger(t *testing.T) {
	state := played(t)
	withDB(t, state, func(db *sql.DB) {
		res, err := db.Exec(`UPDATE jackpot_pools SET threshold = amount + 1 WHERE name = 'mini'`)
		require.NoError(t, err)
		n, _ := res.RowsAffected()
		require.EqualValues(t, 1, n)
	})
	var stdout, stderr bytes.Buffer
	require.Equal(t, 1, run([]string{"-state", state}, strings.NewReader("s\nq\n"), &stdout, &stderr))
	require.Contains(t, stderr.String(), "TERMINAL LOCKED")
	require.Contains(t, stderr.String(), `jackpot pool "mini" is not as the terminal last saw it`)
}

// Rollback: the state file copied, played on (cashed out), and the copy
// put back.
func TestAttackerRollbackToOlderCopy(t *testing.T) {
	state := played(t)
	old, err := os.ReadFile(state)
	require.NoError(t, err)
	session(t, "o\nq\n", "-seed", "3", "-state", state)
	require.NoError(t, os.WriteFile(state, old, 0o600))
	refused(t, state, "rolled back or its tail deleted")
}

// Without a key play refuses a persistent state, and makes no file.
func TestStateNeedsKey(t *testing.T) {
	t.Setenv(termkey.Env, "")
	state := filepath.Join(t.TempDir(), "session.db")
	var stdout, stderr bytes.Buffer
	require.Equal(t, 1, run([]string{"-state", state}, strings.NewReader("q\n"), &stdout, &stderr))
	require.Contains(t, stderr.String(), "no terminal key: give -key FILE or set SLOTMECH_TERMINAL_KEY")
	require.NoFileExists(t, state)
	stderr.Reset()
	require.Equal(t, 1, run([]string{"-verify", state}, strings.NewReader(""), &stdout, &stderr))
	require.Contains(t, stderr.String(), "no terminal key")

	key := filepath.Join(t.TempDir(), "T-0001.key")
	require.NoError(t, os.WriteFile(key, []byte(testKey+"\n"), 0o600))
	session(t, "i\nq\n", "-state", state, "-key", key)
	require.FileExists(t, state+".anchor")
	stdout.Reset()
	require.Equal(t, 0, run([]string{"-verify", state, "-key", key}, strings.NewReader(""), &stdout, &stderr), stderr.String())
	other := filepath.Join(t.TempDir(), "other.key")
	require.NoError(t, os.WriteFile(other, []byte(strings.Repeat("ab", 32)), 0o600))
	stderr.Reset()
	require.Equal(t, 1, run([]string{"-state", state, "-key", other}, strings.NewReader("q\n"), &stdout, &stderr))
	require.Contains(t, stderr.String(), "TERMINAL LOCKED")
	require.Equal(t, 2, run([]string{"-key", key}, strings.NewReader("q\n"), &stdout, &stderr), "-key without -state")
}
