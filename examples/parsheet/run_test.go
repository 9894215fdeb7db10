package main

import (
	"bytes"
	"context"
	"encoding/json"
	"math/big"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
)

// shortName is a Crystal Spin with strips of 8 symbols (32 768
// combinations), registered for the tests so they run fast.
const shortName = "crystal-spin-short"

func init() {
	stripGames[shortName] = func() (games.StripGame, *slotmech.Alphabet) {
		strip := func(s string) []slotmech.Symbol {
			var out []slotmech.Symbol
			for i := range len(s) {
				out = append(out, crystalspin.Wild+slotmech.Symbol(s[i]-'a'))
			}
			return out
		}
		g, err := crystalspin.NewWithStrips([][]slotmech.Symbol{
			strip("kjabkjkc"), strip("jkajhkjk"), strip("kaakjkhk"), strip("jkbjkkak"), strip("kjkkhjak"),
		})
		if err != nil {
			panic(err)
		}
		return g, crystalspin.Alphabet()
	}
}

func runArgs(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	status := run(context.Background(), args, &out, &errOut)
	return status, out.String(), errOut.String()
}

// -json prints the exact RTP as a fraction of decimal strings that matches
// games.FullCycle, and the other required keys.
func TestJSON(t *testing.T) {
	status, out, errOut := runArgs(t, "-game", shortName, "-json", "-workers", "2")
	require.Equal(t, 0, status, errOut)
	var r map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &r))
	for _, k := range []string{"game", "combinations", "rtp_num", "rtp_den", "rtp", "hit_rate", "symbols", "run_lengths", "depths"} {
		require.Contains(t, r, k)
	}
	require.Equal(t, shortName[:len("crystal-spin")], r["game"])
	require.EqualValues(t, 32768, r["combinations"])

	g, _ := stripGames[shortName]()
	c, err := games.FullCycle(context.Background(), g, 100, 1)
	require.NoError(t, err)
	require.Equal(t, c.RTP.Num().String(), r["rtp_num"])
	require.Equal(t, c.RTP.Denom().String(), r["rtp_den"])
	rtp, ok := new(big.Rat).SetString(r["rtp_num"].(string) + "/" + r["rtp_den"].(string))
	require.True(t, ok)
	f, _ := rtp.Float64()
	require.InDelta(t, f, r["rtp"], 1e-12)
	h, _ := c.HitRate().Float64()
	require.InDelta(t, h, r["hit_rate"], 1e-12)
}

// The table shows the RTP as a fraction and a percentage, the hit rate, the
// symbol and run-length contributions and the cascade depths.
func TestTable(t *testing.T) {
	status, out, errOut := runArgs(t, "-game", shortName, "-bet", "1000")
	require.Equal(t, 0, status, errOut)
	for _, want := range []string{"at bet 1000", "combinations           32768", "RTP ", "%", "hit rate", "contribution by symbol", "cherry", "cascade depth", "win distribution"} {
		require.Contains(t, out, want)
	}
}

// Bad flags are refused with a message and exit status 2.
func TestBadFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-game", "starlight-christmas"}, `unknown game "starlight-christmas"`},
		{[]string{"-workers", "-1"}, "-workers -1"},
		{[]string{"-bet", "7"}, "-bet 7"},
		{[]string{"-nope"}, "flag provided but not defined"},
		{[]string{"extra"}, `unexpected argument "extra"`},
	} {
		status, out, errOut := runArgs(t, c.args...)
		require.Equal(t, 2, status, c.args)
		require.Empty(t, out)
		require.Contains(t, errOut, c.want, c.args)
	}
}

// CS-21: the real game's par sheet (a full run only: 33.5 million games).
func TestCrystalSpinParSheet(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("the full cycle is for a full, non-race run")
	}
	status, out, errOut := runArgs(t, "-json")
	require.Equal(t, 0, status, errOut)
	require.True(t, strings.Contains(out, `"rtp_num":"7969489","rtp_den":"8388608"`), out)
}
