package main

import (
	"bytes"
	"context"
	"fmt"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
)

// run runs the program with args, as main does.
func run(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var o, e bytes.Buffer
	code = tool.Run(context.Background(), append([]string{"parsheet"}, args...), nil, &o, &e)
	return code, o.String(), e.String()
}

// parSheetJSON returns the program's default par sheet as JSON
// (parsheet -json), a full cycle of Crystal Spin, computed once for the
// tests that read it.
func parSheetJSON(t *testing.T) string {
	t.Helper()
	parSheet.once.Do(func() {
		var o, e bytes.Buffer
		if code := tool.Run(context.Background(), []string{"parsheet", "-json"}, nil, &o, &e); code != 0 {
			parSheet.err = fmt.Sprintf("parsheet -json: exit status %d: %s", code, e.String())
		}
		parSheet.out = o.String()
	})
	require.Empty(t, parSheet.err)
	return parSheet.out
}

// parSheet holds what parSheetJSON computed.
var parSheet struct {
	once     sync.Once
	out, err string
}

// CS-21: the real game's par sheet, the default of the program (a full run
// only: 33.5 million games). The detailed tests of the command are in
// games/cli.
func TestCrystalSpinParSheet(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("the full cycle is for a full, non-race run")
	}
	out := parSheetJSON(t)
	require.Contains(t, out, `"game":"crystal-spin"`)
	require.Contains(t, out, `"combinations":33554432,"rtp_num":"15939597","rtp_den":"16777216"`)
}

func TestNotAStripGame(t *testing.T) {
	code, out, errOut := run(t, "-game", "starlight-christmas")
	require.Equal(t, 2, code)
	require.Empty(t, out)
	require.Contains(t, errOut, "parsheet: -game: starlight-christmas is a known game but parsheet cannot analyse it: it needs a strip game (players that are exact.StripPlayers), or an exact.FeatureGame whose base game is one (here: crystal-spin)")
}

func TestBadFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-game", "nope"}, `unknown game "nope"`},
		{[]string{"-bet", "7"}, "-bet 7"},
		{[]string{"-workers", "-1"}, "-workers -1"},
	} {
		code, out, errOut := run(t, tc.args...)
		require.Equal(t, 2, code, tc.args)
		require.Empty(t, out)
		require.Contains(t, errOut, tc.want, tc.args)
	}
}
