package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
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

// CS-21, CS-11, CS-10: the real game's par sheet, the default of the
// program. By default one full cycle (33.5 million games) at the sheet's
// bet gives CS-21's exact fraction; at full size (SLOTMECH_FULL=1) the
// lab's sheet, -json's default, also plays each of the ten stakes and the
// line walk: the RTP is the same exact fraction at every stake but 1 000
// Kč, where the line cap of 100 000 Kč cuts four combinations. The
// detailed tests of the command are in games/cli.
func TestCS_21_CrystalSpinParSheet(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("the full cycles are for a full, non-race run")
	}
	args := []string{"-json", "-stakes", "none", "-lines=false"}
	if os.Getenv("SLOTMECH_FULL") == "1" {
		args = []string{"-json"}
	}
	code, out, errOut := run(t, args...)
	require.Equal(t, 0, code, errOut)
	require.Contains(t, out, `"game":"crystal-spin"`)
	require.Contains(t, out, `"combinations":33554432,"rtp_num":"15939597","rtp_den":"16777216"`)
	if len(args) > 1 {
		return
	}
	var j struct {
		Stakes struct {
			Rows []struct {
				Bet    int64
				RTPNum string `json:"rtp_num"`
				Capped int64  `json:"capped"`
			}
		}
	}
	require.NoError(t, json.Unmarshal([]byte(out), &j))
	require.Len(t, j.Stakes.Rows, 10)
	for _, r := range j.Stakes.Rows {
		if r.Bet == 1000 {
			require.Equal(t, "15939593", r.RTPNum, "the line cap cuts at 1 000 Kč")
			require.Equal(t, int64(4), r.Capped)
		} else {
			require.Equal(t, "15939597", r.RTPNum, "bet %d", r.Bet)
		}
	}
}

func TestNotAStripGame(t *testing.T) {
	code, out, errOut := run(t, "-game", "starlight-christmas")
	require.Equal(t, 2, code)
	require.Empty(t, out)
	require.Contains(t, errOut, "parsheet: -game: starlight-christmas is a known game but parsheet cannot analyse it: parsheet analyses a game whose rounds are decided by their reel stops alone, or a game with a feature (free spins) whose base game is one (here: crystal-spin)")
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
