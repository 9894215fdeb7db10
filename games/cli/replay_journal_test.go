package cli_test

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/slotmech/slotmech/internal/terminaltest"
	"github.com/slotmech/slotmech/internal/version"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/cli"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/internal/toygame"
)

// ctx is the context of the tests' calls.
var ctx = context.Background()

// chained returns a journal of n entries, an opening entry and n−1 others,
// each carrying the MAC under terminaltest.Key of the one before
// (terminal.VerifyJournal's chain), and its head.
func chained(n int) (*terminaltest.MemoryJournal, terminal.JournalHead) {
	var j terminaltest.MemoryJournal
	var head terminal.JournalHead
	for seq := uint64(1); seq <= uint64(n); seq++ {
		e := terminal.JournalEntry{Seq: seq, Kind: "insert", Data: []byte(`{"amount":100}`), Prev: head.Hash}
		if seq == 1 {
			e.Kind, e.Data = "open", []byte(`{}`)
		}
		terminaltest.SealKeyed(&e, terminaltest.Key, "")
		_ = j.Append(ctx, e)
		head = terminal.JournalHead{Seq: seq, Hash: e.Hash}
	}
	return &j, head
}

// replay -journal verifies a journal opened by the main's function
// (Tool.WithJournals): it prints the head of a sound journal, names the
// file and the entry of a broken one, and takes no other flag or argument.
// A program whose main gave no such function refuses -journal.
func TestReplayJournal(t *testing.T) {
	good, head := chained(3)
	edited, _ := chained(3)
	entries, _ := edited.Entries(ctx, 1)
	entries[1].Data = []byte(`{"amount":5000}`) // hash no longer matches
	edited = &terminaltest.MemoryJournal{}
	for _, e := range entries {
		_ = edited.Append(ctx, e)
	}
	errMissing := errors.New("no such journal")
	tl := cli.New([]games.Game{toygame.Game{}}, cli.WithJournals(func(path string) (terminal.Journal, error) {
		switch path {
		case "good.db":
			return good, nil
		case "edited.db":
			return edited, nil
		}
		return nil, errMissing
	}))

	t.Setenv("SLOTMECH_TERMINAL_KEY", "")
	r := call(t, tl, "", "replay", "-journal", "good.db")
	require.Equal(t, cli.ExitFailure, r.code, "no key")
	require.Contains(t, r.stderr, "no terminal key: give -key FILE or set SLOTMECH_TERMINAL_KEY")

	keyFile := filepath.Join(t.TempDir(), "key")
	require.NoError(t, os.WriteFile(keyFile, []byte(hex.EncodeToString(terminaltest.Key)+"\n"), 0o600))
	r = call(t, tl, "", "replay", "-journal", "good.db", "-key", keyFile)
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	require.Equal(t, fmt.Sprintf("good.db: journal verified: %d:%x\nsoftware: %s\n", head.Seq, head.Hash, version.Line()), r.stdout)

	other := filepath.Join(t.TempDir(), "other")
	require.NoError(t, os.WriteFile(other, []byte(hex.EncodeToString([]byte("another key of thirty-two bytes!"))), 0o600))
	r = call(t, tl, "", "replay", "-journal", "good.db", "-key", other)
	require.Equal(t, cli.ExitFailure, r.code, "another key")
	require.Contains(t, r.stderr, "entry 1: hash does not match its content")

	t.Setenv("SLOTMECH_TERMINAL_KEY", hex.EncodeToString(terminaltest.Key))
	r = call(t, tl, "", "replay", "-journal", "good.db")
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	require.Equal(t, fmt.Sprintf("good.db: journal verified: %d:%x\nsoftware: %s\n", head.Seq, head.Hash, version.Line()), r.stdout)

	r = call(t, tl, "", "replay", "-journal", "edited.db")
	require.Equal(t, cli.ExitFailure, r.code)
	require.Empty(t, r.stdout)
	require.Contains(t, r.stderr, "edited.db: ")
	require.Contains(t, r.stderr, "entry 2")
	require.Contains(t, r.stderr, "hash does not match its content: edited")

	r = call(t, tl, "", "replay", "-journal", "gone.db")
	require.Equal(t, cli.ExitFailure, r.code)
	require.Empty(t, r.stdout)
	require.Contains(t, r.stderr, "no such journal")

	for _, args := range [][]string{{"-journal", "good.db", "-q"}, {"-journal", "good.db", "extra"}} {
		r = call(t, tl, "", append([]string{"replay"}, args...)...)
		require.Equal(t, cli.ExitUsage, r.code, args)
		require.Contains(t, r.stderr, "-journal FILE takes no other flag or argument", args)
	}
	r = call(t, tl, "", "replay", "-key", keyFile, "x.jsonl")
	require.Equal(t, cli.ExitUsage, r.code)
	require.Contains(t, r.stderr, "-key only applies to -journal")

	r = call(t, tool, "", "replay", "-journal", "good.db")
	require.Equal(t, cli.ExitUsage, r.code)
	require.Contains(t, r.stderr, "-journal: this program reads no terminal journals (its main did not give cli.WithJournals to cli.New)")
}
