package cli_test

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/cli"
	"github.com/slotmech/slotmech/internal/toygame"
)

func parsheet(t *testing.T, tl *cli.Tool, args ...string) result {
	t.Helper()
	var o, e bytes.Buffer
	code := tl.Run(context.Background(), append([]string{"parsheet"}, args...), nil, &o, &e)
	return result{code, o.String(), e.String()}
}

// mini's par sheet is the fraction worked out by hand in its doc: 11/27.
func TestParsheetExactFraction(t *testing.T) {
	r := parsheet(t, tool, "-json", "-workers", "2")
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	var m map[string]any
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &m))
	for _, k := range []string{"game", "config", "bet", "combinations", "rtp_num", "rtp_den", "rtp", "hit_rate",
		"hits", "won", "wagered", "max_win", "sigma_x", "depths", "symbols", "run_lengths"} {
		require.Contains(t, m, k)
	}
	require.Equal(t, "mini", m["game"], "the first title it can analyse is the default")
	require.EqualValues(t, 10, m["bet"])
	require.EqualValues(t, 27, m["combinations"])
	require.Equal(t, "11", m["rtp_num"])
	require.Equal(t, "27", m["rtp_den"])
	require.InDelta(t, 11.0/27, m["rtp"], 1e-15)
	require.InDelta(t, 6.0/27, m["hit_rate"], 1e-15)
	require.Equal(t, []any{21.0, 4.0, 2.0}, m["depths"])
	require.EqualValues(t, 30, m["max_win"])
	require.Equal(t, "110", m["won"])
	require.Equal(t, "270", m["wagered"])
	// a: 5 wins of 10; b: 3 wins of 20.
	require.Equal(t, []any{
		map[string]any{"symbol": "a", "wins": 5.0, "paid": "50", "rtp": 50.0 / 270},
		map[string]any{"symbol": "b", "wins": 3.0, "paid": "60", "rtp": 60.0 / 270},
	}, m["symbols"])
	require.Equal(t, []any{map[string]any{"count": 3.0, "wins": 8.0, "paid": "110", "rtp": 110.0 / 270}}, m["run_lengths"])
}

func TestParsheetTable(t *testing.T) {
	r := parsheet(t, tool, "-game", "mini", "-bet", "100", "-workers", "0")
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	for _, want := range []string{"mini: exact full cycle at bet 100", "configuration: sha256 ",
		"combinations           27", "RTP                    11/27 = 40.7407%", "hit rate               6 / 27 = 22.2222%",
		"contribution by symbol", "cascade depth", "win distribution", "max win                300 (3 × stake)"} {
		require.Contains(t, r.stdout, want)
	}
}

func TestParsheetRefuses(t *testing.T) {
	for _, tc := range []struct {
		tool *cli.Tool
		args []string
		want string
	}{
		{tool, []string{"-game", "toy"}, "parsheet: -game: toy is a known game but parsheet cannot analyse it: parsheet analyses a game whose rounds are decided by their reel stops alone, or a game with a feature (free spins) whose base game is one (here: mini)"},
		{tool, []string{"-game", "nope"}, `-game: unknown game "nope" (known: toy, mini)`},
		{tool, []string{"-workers", "-1"}, "-workers -1: want 0 (one per CPU) or more"},
		{tool, []string{"-bet", "5000"}, `-bet 5000: games: mini: bet: bet refused "5000"`},
		{tool, []string{"-bet", "-1"}, "-bet -1"},
		{tool, []string{"-nope"}, "flag provided but not defined: -nope"},
		{tool, []string{"extra"}, `unexpected argument "extra"`},
		{cli.New([]games.Game{toygame.Game{}}), nil, "-game: no title parsheet can analyse (toy): parsheet analyses a game whose rounds are decided by their reel stops alone, or a game with a feature (free spins) whose base game is one"},
	} {
		r := parsheet(t, tc.tool, tc.args...)
		require.Equal(t, cli.ExitUsage, r.code, tc.args)
		require.Empty(t, r.stdout)
		require.Contains(t, r.stderr, tc.want, tc.args)
	}
}

func TestParsheetHelp(t *testing.T) {
	r := parsheet(t, tool, "-h")
	require.Equal(t, cli.ExitOK, r.code)
	require.Contains(t, r.stderr, "whose base game is one (here: mini)")
	require.Contains(t, r.stderr, "0 means one per CPU")
}

func TestParsheetCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var o, e bytes.Buffer
	require.Equal(t, cli.ExitFailure, tool.Run(ctx, []string{"parsheet"}, nil, &o, &e))
	require.Contains(t, e.String(), "context canceled")
}
