package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// Bad flags are refused with exit status 2 and a message on stderr.
func TestRunBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-spins", "0"}, {"-spins", "many"}, {"-workers", "-1"}, {"-nope"}, {"extra"},
	} {
		var stdout, stderr bytes.Buffer
		require.Equal(t, 2, run(args, &stdout, &stderr), "%q", args)
		require.Empty(t, stdout.String(), "%q", args)
		require.NotEmpty(t, stderr.String(), "%q", args)
	}
}

// A run prints the RTP line of each mode of Frost Garden, and the exact
// RTP of Frost Reels.
func TestRunPrintsRTP(t *testing.T) {
	var stdout, stderr bytes.Buffer
	require.Equal(t, 0, run([]string{"-spins", "20000", "-seed", "3"}, &stdout, &stderr), stderr.String())
	out := stdout.String()
	require.Contains(t, out, "RTP")
	require.Contains(t, out, "\nstandard ")
	require.Contains(t, out, "\ngamble ")
	require.Contains(t, out, "%")
	require.Contains(t, out, "\nFrost Reels: every one of its 100000 combinations of stops, bet 100\n")
	require.Contains(t, out, "\nRTP "+frostReelsRTP+" = 94.")
}

// With -json, one object per mode, with the simulate contract's keys, and
// one for Frost Reels with the parsheet contract's.
func TestRunJSON(t *testing.T) {
	var stdout, stderr bytes.Buffer
	require.Equal(t, 0, run([]string{"-spins", "20000", "-json"}, &stdout, &stderr), stderr.String())
	lines := strings.Split(strings.TrimSpace(stdout.String()), "\n")
	require.Len(t, lines, 3)
	var m map[string]any
	require.NoError(t, json.Unmarshal([]byte(lines[2]), &m))
	require.Equal(t, "frost-reels", m["game"])
	for _, k := range []string{"config", "combinations", "rtp_num", "rtp_den", "rtp", "hit_rate"} {
		require.Contains(t, m, k)
	}
	require.Equal(t, frostReelsRTP, m["rtp_num"].(string)+"/"+m["rtp_den"].(string))
	lines = lines[:2]
	for i, mode := range []string{"standard", "gamble"} {
		var m map[string]any
		require.NoError(t, json.Unmarshal([]byte(lines[i]), &m))
		require.Equal(t, "frost-garden", m["game"])
		require.Equal(t, mode, m["mode"])
		for _, k := range []string{"spins", "seed", "wagered", "won", "rtp", "rtp_ci99", "hit_rate", "max_win_x", "sigma_x"} {
			require.Contains(t, m, k)
		}
		require.InDelta(t, 0.96, m["rtp"], 0.15)
	}
}

// A long run's progress is one line on stderr, written when a whole
// percentage point is done.
func TestProgress(t *testing.T) {
	var buf bytes.Buffer
	p := progress(&buf, "gamble")
	for _, done := range []int64{1, 2, 2, 3, 4} {
		p(done, 4)
	}
	require.Equal(t, "\rgamble:  25%\rgamble:  50%\rgamble:  75%\rgamble: 100%\n", buf.String())
}
