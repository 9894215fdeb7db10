package cli_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/cli"
	"github.com/slotmech/slotmech/internal/toygame"
)

func TestNew(t *testing.T) {
	require.PanicsWithValue(t, `cli: two titles are called "toy"`, func() { cli.New([]games.Game{toygame.Game{}, toygame.Game{Bonus: 1}}) })
	require.PanicsWithValue(t, "cli: title 1 is nil", func() { cli.New([]games.Game{mini{}, nil}) })
	// New keeps its own copy of the titles.
	titles := []games.Game{toygame.Game{}}
	tl := cli.New(titles)
	titles[0] = mini{}
	r := call(t, tl, "", "simulate", "-game", "toy", "-spins", "10", "-json")
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	r = call(t, tl, "", "simulate", "-game", "nope")
	require.Equal(t, cli.ExitUsage, r.code)
	require.Contains(t, r.stderr, `unknown game "nope" (known: toy)`)
	r = call(t, cli.New(nil), `{"game":"toy"}`, "scenario")
	require.Contains(t, r.stdout, `unknown game \"toy\": no titles are registered`)
}

// Run dispatches on the command; help lists the commands and the titles.
func TestRun(t *testing.T) {
	for _, args := range [][]string{{"-h"}, {"help"}, {"--help"}} {
		r := call(t, tool, "", args...)
		require.Equal(t, cli.ExitOK, r.code)
		for _, want := range []string{"COMMAND [flags]", "simulate", "parsheet", "scenario", "replay", "record", "recall",
			"toy (modes standard, ante)", "mini (modes standard, strip game)"} {
			require.Contains(t, r.stderr, want)
		}
	}
	r := call(t, tool, "")
	require.Equal(t, cli.ExitUsage, r.code)
	require.Contains(t, r.stderr, "commands:")

	r = call(t, tool, "", "simulat")
	require.Equal(t, cli.ExitUsage, r.code)
	require.Contains(t, r.stderr, `unknown command "simulat"`)

	r = call(t, tool, "", "simulate", "-game", "toy", "-spins", "1000", "-json")
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	require.Equal(t, simulate(t, "-game", "toy", "-spins", "1000", "-json").stdout, r.stdout)

	r = call(t, tool, "", "parsheet", "-json")
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	require.Contains(t, r.stdout, `"rtp_num":"11","rtp_den":"27"`)

	r = call(t, tool, toyTriple, "scenario")
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	require.Contains(t, r.stdout, `"win":500`)

	r = call(t, tool, "", "replay", "-rounds", "3")
	require.Equal(t, cli.ExitUsage, r.code)
	require.Contains(t, r.stderr, "replay: -rounds only applies to -record")

	r = call(t, tool, "", "parsheet", "-h")
	require.Equal(t, cli.ExitOK, r.code)
	require.Contains(t, r.stderr, "usage: parsheet")
}
