package main

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/games/record"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/games/terminal/sqlitejournal"
	"github.com/slotmech/slotmech/internal/crystalterm"
	"github.com/slotmech/slotmech/internal/roundview"
	"github.com/slotmech/slotmech/internal/sqlitedb"
	"github.com/slotmech/slotmech/internal/terminaltest"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
)

// ctx is the context of the tests' calls.
var ctx = context.Background()

func run(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errs bytes.Buffer
	code := tool.Run(context.Background(), append([]string{"replay"}, args...), strings.NewReader(stdin), &out, &errs)
	return code, out.String(), errs.String()
}

// The catalog through the program: rounds of both games recorded by -record
// replay bit for bit; an edited one is caught with its line; recall shows
// the last ten. The detailed tests of the command are in games/cli.
func TestCatalogRecordReplay(t *testing.T) {
	var all []string
	for _, args := range [][]string{
		{"-game", "crystal-spin", "-seed", "7", "-rounds", "15"},
		{"-game", "starlight-christmas", "-mode", "ante", "-rounds", "15"},
	} {
		code, recs, errs := run(t, "", append([]string{"-record"}, args...)...)
		require.Equal(t, 0, code, errs)
		all = append(all, strings.Split(strings.TrimSpace(recs), "\n")...)
	}
	require.Len(t, all, 30)

	code, out, _ := run(t, strings.Join(all, "\n"), "-q")
	require.Equal(t, 0, code, out)
	require.Contains(t, out, "replayed 30 records: all match")

	edited := -1
	for i, l := range all {
		var r record.Record
		require.NoError(t, json.Unmarshal([]byte(l), &r))
		if v, _ := roundview.Parse(r.Outcome); v.Win > 0 {
			v.Win *= 2
			r.Outcome = v.JSON()
			b, err := json.Marshal(&r)
			require.NoError(t, err)
			all[i], edited = string(b), i
			break
		}
	}
	require.GreaterOrEqual(t, edited, 0)
	code, out, _ = run(t, strings.Join(all, "\n"), "-q")
	require.Equal(t, 1, code)
	require.Contains(t, out, "FAILED: record: outcome.win: recorded ")
	require.Contains(t, out, "replayed 30 records: 1 failed, the first at line ")

	code, out, _ = run(t, strings.Join(all, "\n"), "-recall")
	require.Equal(t, 0, code)
	require.Contains(t, out, "the last 10 of 30 records, newest first")
	require.Contains(t, out, "game 1 of 10 (the last game; line 30): starlight-christmas, bet 100, ante")
}

func TestEmptyInput(t *testing.T) {
	code, _, errs := run(t, "")
	require.Equal(t, 1, code)
	require.Contains(t, errs, "no records")
}

// A terminal's SQLite journal (what examples/play -state writes) verifies
// with -journal under its key (-key); without the key it is refused; an
// edited entry is named, and so is a journal cut at the end; a missing
// file is refused without being created.
func TestJournal(t *testing.T) {
	path := filepath.Join(t.TempDir(), "journal.db")
	j, err := sqlitejournal.Open(path)
	require.NoError(t, err)
	jp, err := jackpot.NewSystem(ctx, []jackpot.PoolConfig{{Name: "maxi",
		Rate: jackpot.Ratio{Num: 5, Den: 1000}, Seed: 100_000, Chance: jackpot.Ratio{Num: 1, Den: 50_000_000}}}, new(jackpot.MemoryStore), nil)
	require.NoError(t, err)
	cfg := crystalterm.Config(rng.NewStream(3, 0), jp, jackpot.Terminal{ID: "T-1", Venue: "v1"})
	cfg.Journal, cfg.Key = j, terminaltest.Key
	m, err := terminal.New(ctx, cfg)
	require.NoError(t, err)
	require.NoError(t, m.Insert(ctx, 1000))
	for range 3 {
		_, err := m.Start(ctx, time.Date(2026, 12, 1, 20, 0, 0, 0, time.UTC))
		require.NoError(t, err)
	}
	require.NoError(t, j.Close())

	t.Setenv("SLOTMECH_TERMINAL_KEY", "")
	code, _, errs := run(t, "", "-journal", path)
	require.Equal(t, 1, code, "no key")
	require.Contains(t, errs, "no terminal key")
	key := filepath.Join(t.TempDir(), "T-1.key")
	require.NoError(t, os.WriteFile(key, []byte(hex.EncodeToString(terminaltest.Key)), 0o600))
	code, out, errs := run(t, "", "-journal", path, "-key", key)
	require.Equal(t, 0, code, errs)
	require.Contains(t, out, "journal verified: ")
	require.NoError(t, os.Chmod(key, 0o644))
	code, _, errs = run(t, "", "-journal", path, "-key", key)
	require.Equal(t, 1, code, "a key file others may read")
	require.Contains(t, errs, "readable by others than its owner")
	require.NoError(t, os.Chmod(key, 0o600))

	db, err := sqlitedb.Open(path, "")
	require.NoError(t, err)
	_, err = db.Exec(`UPDATE journal_entries SET data = '{"amount":5000}' WHERE seq = 2`)
	require.NoError(t, err)
	require.NoError(t, db.Close())
	code, _, errs = run(t, "", "-journal", path, "-key", key)
	require.Equal(t, 1, code)
	require.Contains(t, errs, "entry 2")

	missing := filepath.Join(t.TempDir(), "none.db")
	code, _, _ = run(t, "", "-journal", missing, "-key", key)
	require.Equal(t, 1, code)
	require.NoFileExists(t, missing)

	code, _, errs = run(t, "", "-journal", path, "-q")
	require.Equal(t, 2, code, "-journal takes no other flag")
	require.Contains(t, errs, "-journal")
}
