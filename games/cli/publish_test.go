package cli_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/cli"
	"github.com/slotmech/slotmech/internal/stakeengine"
)

func publish(t *testing.T, tl *cli.Tool, args ...string) result {
	t.Helper()
	var o, e bytes.Buffer
	code := tl.Run(context.Background(), append([]string{"publish"}, args...), nil, &o, &e)
	return result{code, o.String(), e.String()}
}

// mini publishes (one mode); the files pass the check and -check reads them
// back with the same figures.
func TestPublish(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "mini")
	r := publish(t, tool, "-game", "mini", "-out", dir, "-spins", "3000", "-seed", "4")
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	for _, want := range []string{"mini: 3000 rounds per mode at bet 10, seed 4", "configuration: sha256 " + games.ConfigID(mini{}),
		"rounding cost", "0.0000 points", "every rule of the format holds", "standard"} {
		require.Contains(t, r.stdout, want)
	}
	require.Empty(t, r.stderr, "no progress bar off a terminal")
	for _, f := range []string{stakeengine.IndexFile, stakeengine.MetaFile, "lookUpTable_standard_0.csv", "books_standard.jsonl.zst"} {
		require.FileExists(t, filepath.Join(dir, f))
	}

	r = publish(t, tool, "-check", dir, "-json")
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	var m map[string]any
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &m))
	mode := m["modes"].([]any)[0].(map[string]any)
	require.Equal(t, "standard", mode["name"])
	require.EqualValues(t, 3000, mode["rows"])
	require.InDelta(t, 11.0/27, mode["rtp"], 0.05)
	require.EqualValues(t, 3, mode["max_win_x"], "mini's largest round pays 3 × bet")

	// A broken file is reported with its rule, and exit status 1.
	table := filepath.Join(dir, "lookUpTable_standard_0.csv")
	b, err := os.ReadFile(table)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(table, append([]byte("id,weight,payoutMultiplier\n"), b...), 0o644))
	r = publish(t, tool, "-check", dir)
	require.Equal(t, cli.ExitFailure, r.code)
	require.Contains(t, r.stderr, "publish: stakeengine: lookUpTable_standard_0.csv line 1: uint64: id \"id\"")
}

// The toy's ante pays 19 points less than its standard mode: refused.
func TestPublishRefusesSpread(t *testing.T) {
	r := publish(t, tool, "-game", "toy", "-out", t.TempDir(), "-spins", "2000")
	require.Equal(t, cli.ExitFailure, r.code)
	require.Contains(t, r.stderr, "publish: stakeengine: index.json: spread: the RTPs of modes")
}

func TestPublishRefusesFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{nil, "-game: want the title to publish (titles: toy, mini)"},
		{[]string{"-game", "mini"}, "-out: want the directory"},
		{[]string{"-game", "nope", "-out", "x"}, `unknown game "nope"`},
		{[]string{"-game", "mini", "-out", "x", "-spins", "0"}, "-spins 0"},
		{[]string{"-game", "mini", "-out", "x", "-bet", "5000"}, "-bet 5000: mini standard"},
		{[]string{"-game", "mini", "-out", "x", "-workers", "-2"}, "-workers -2"},
		{[]string{"-check", "x", "-spins", "5"}, "-check takes no flag but -json, got -spins"},
		{[]string{"-game", "mini", "-out", "x", "extra"}, `unexpected argument "extra"`},
	} {
		r := publish(t, tool, tc.args...)
		require.Equal(t, cli.ExitUsage, r.code, tc.args)
		require.Contains(t, r.stderr, tc.want, tc.args)
	}
	r := publish(t, tool, "-h")
	require.Equal(t, cli.ExitOK, r.code)
	require.Contains(t, r.stderr, "usage: publish")
}
