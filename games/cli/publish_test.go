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

// mini publishes (one mode, a strip game: weighted to its exact 11/27); the
// files pass the check and -check reads them back with the same figures and
// the target.
func TestPublish(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "mini")
	r := publish(t, tool, "-game", "mini", "-out", dir, "-spins", "3000", "-seed", "4")
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	for _, want := range []string{"mini: 3000 rounds sampled per mode at bet 10, seed 4", "configuration: sha256 " + games.ConfigID(mini{}),
		"exact full cycle", "0.000000 points", "lookup table 11/27, target 11/27", "every rule of the format holds", "standard"} {
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
	require.InDelta(t, 11.0/27, mode["rtp"], 1e-12)
	require.Equal(t, "11/27", mode["target_rtp"])
	require.Equal(t, "0", mode["difference"])
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

// The toy declares no RTP: refused, saying what to give; with -rtp both
// its modes are weighted to it (2000 rounds a mode, whose sampled RTPs
// differ by more than the RGS's 5 points), and -check prints the target.
func TestPublishTarget(t *testing.T) {
	r := publish(t, tool, "-game", "toy", "-out", t.TempDir(), "-spins", "2000")
	require.Equal(t, cli.ExitFailure, r.code)
	require.Contains(t, r.stderr, "no target RTP")
	require.Contains(t, r.stderr, "publish -rtp PERCENT")
	dir := t.TempDir()
	r = publish(t, tool, "-game", "toy", "-out", dir, "-spins", "20000", "-rtp", "95.1171875")
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	require.Contains(t, r.stdout, "target 487/512 (exact)")
	require.Contains(t, r.stdout, "rare capped: 41 books (0 forced), probability 41/20000")
	require.Contains(t, r.stdout, "warning: ante: the weights change the probability of band [2, 5) × stake by 63.739%")
	r = publish(t, tool, "-check", dir)
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	require.Contains(t, r.stdout, "ante: table RTP 95.1172%, target 95.1172%")
	require.Contains(t, r.stdout, "difference -0.000000 points")
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
		{[]string{"-game", "mini", "-out", "x", "-rtp", "abc"}, `-rtp "abc": want a percentage`},
		{[]string{"-game", "mini", "-out", "x", "-min-books", "0"}, "-min-books 0"},
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
