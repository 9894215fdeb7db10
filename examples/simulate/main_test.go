package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// cmd runs the program with args (at least one: with none it is the main job), as main does.
func cmd(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var o, e bytes.Buffer
	code = tool.Run(context.Background(), append([]string{"simulate"}, args...), nil, &o, &e)
	return code, o.String(), e.String()
}

// The catalog through the program: every game and mode, with the keys the
// specification asks of -json. The detailed tests of the command are in
// games/cli.
func TestCatalogJSON(t *testing.T) {
	code, out, errOut := cmd(t, "-json", "-spins", "20000", "-seed", "9")
	require.Equal(t, 0, code, errOut)
	var got []string
	for line := range strings.Lines(out) {
		var m map[string]any
		require.NoError(t, json.Unmarshal([]byte(line), &m))
		for _, k := range []string{"game", "mode", "spins", "seed", "wagered", "won", "rtp", "rtp_ci99",
			"hit_rate", "fs_rate", "max_win_x", "sigma_x", "config"} {
			require.Contains(t, m, k)
		}
		require.Equal(t, 20000.0, m["spins"])
		require.Greater(t, m["rtp"], 0.5)
		require.Less(t, m["rtp"], 1.5)
		got = append(got, m["game"].(string)+" "+m["mode"].(string))
	}
	require.Equal(t, []string{"starlight-christmas standard", "starlight-christmas ante", "crystal-spin standard"}, got)
}

func TestCatalogTable(t *testing.T) {
	code, out, errOut := cmd(t, "-game", "starlight-christmas", "-ante", "-spins", "20000")
	require.Equal(t, 0, code, errOut)
	require.Regexp(t, `starlight-christmas +ante +20000 +\d+\.\d\d% ± \d+\.\d\d%`, out)
	require.Contains(t, out, "starlight-christmas configuration: sha256 ")
}

func TestBadFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-game", "nope"}, `unknown game "nope" (known: starlight-christmas, crystal-spin)`},
		{[]string{"-game", "crystal-spin", "-ante"}, "crystal-spin has no mode \"ante\""},
		{[]string{"-game", "starlight-christmas", "-bet", "30"}, "-bet 30: starlight-christmas standard"},
		{[]string{"-spins", "10", "-shard", "5/8"}, "shard 5 would play nothing"},
	} {
		code, out, errOut := cmd(t, tc.args...)
		require.Equal(t, 2, code, tc.args)
		require.Empty(t, out)
		require.Contains(t, errOut, tc.want)
	}
}
