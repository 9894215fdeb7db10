package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
)

var testCatalog = []games.Game{crystalspin.New()}

func runT(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errs bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errs, testCatalog)
	return code, out.String(), errs.String()
}

// Records written by -record replay bit for bit; an edited one is caught.
func TestRecordThenReplay(t *testing.T) {
	code, recs, errs := runT(t, "", "-record", "-game", "crystal-spin", "-seed", "7", "-rounds", "25")
	require.Equal(t, 0, code, errs)
	lines := strings.Split(strings.TrimSpace(recs), "\n")
	require.Len(t, lines, 25)

	code, out, _ := runT(t, recs, "-q")
	require.Equal(t, 0, code, out)
	require.Equal(t, 25, strings.Count(out, "OK, replayed bit for bit"))

	// Edit the win of the first winning round.
	for i, l := range lines {
		var r games.Record
		require.NoError(t, json.Unmarshal([]byte(l), &r))
		if r.Outcome.Win > 0 {
			r.Outcome.Win *= 2
			b, _ := json.Marshal(r)
			lines[i] = string(b)
			break
		}
	}
	code, out, _ = runT(t, strings.Join(lines, "\n"), "-q")
	require.Equal(t, 1, code)
	require.Contains(t, out, "FAILED: games: replay: outcome.win: recorded ")
	require.Equal(t, 24, strings.Count(out, "OK, replayed bit for bit"))
}

func TestReplayShowsTheRound(t *testing.T) {
	_, recs, _ := runT(t, "", "-record", "-game", "crystal-spin", "-rounds", "1")
	code, out, _ := runT(t, recs)
	require.Equal(t, 0, code)
	require.Contains(t, out, "base spin:")
	require.Contains(t, out, "stake 100")
}

func TestReplayBadInput(t *testing.T) {
	code, out, _ := runT(t, "{not json}\n{\"game\":\"nope\"}\n")
	require.Equal(t, 1, code)
	require.Contains(t, out, "record 1: FAILED: not a record")
	require.Contains(t, out, `record 2: FAILED: catalog: unknown game "nope"`)
}

func TestBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-record"}, {"-record", "-game", "nope"}, {"-record", "-game", "crystal-spin", "-rounds", "-1"},
		{"-nope"}, {"/does/not/exist"},
	} {
		code, _, _ := runT(t, "", args...)
		require.Equal(t, 2, code, "%v", args)
	}
}
