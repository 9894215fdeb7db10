package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/rng"
)

// dice is a toy game: a die pays 5 × bet on a six (RTP 5/6). With ante
// (the bet a multiple of 4) it costs 5/4 of the bet; a six triggers the
// feature.
type dice struct{ name string }

func (d dice) Name() string             { return d.name }
func (dice) Modes() []games.Mode        { return []games.Mode{games.Standard, games.Ante} }
func (dice) DefaultBet() slotmech.Money { return 100 }

func (dice) Stake(bet slotmech.Money, mode games.Mode) (slotmech.Money, error) {
	switch {
	case bet > 0 && mode == games.Standard:
		return bet, nil
	case bet > 0 && mode == games.Ante && bet%4 == 0:
		return bet / 4 * 5, nil
	}
	return 0, fmt.Errorf("%w: dice: bet %d mode %s", games.ErrBet, bet, mode)
}

func (d dice) Play(bet slotmech.Money, mode games.Mode, src rng.Source, out *games.Outcome) error {
	out.Reset()
	stake, err := d.Stake(bet, mode)
	if err != nil {
		return err
	}
	out.Bet, out.Stake = bet, stake
	if rng.IntN(src, 6) == 5 {
		out.Win, out.Triggered = 5*bet, true
	}
	return nil
}

// coin has no ante mode.
type coin struct{}

func (coin) Name() string               { return "coin" }
func (coin) Modes() []games.Mode        { return []games.Mode{games.Standard} }
func (coin) DefaultBet() slotmech.Money { return 10 }

func (coin) Stake(bet slotmech.Money, mode games.Mode) (slotmech.Money, error) {
	if bet <= 0 || mode != games.Standard {
		return 0, games.ErrBet
	}
	return bet, nil
}

func (c coin) Play(bet slotmech.Money, mode games.Mode, src rng.Source, out *games.Outcome) error {
	out.Reset()
	out.Bet, out.Stake = bet, bet
	if rng.IntN(src, 2) == 0 {
		out.Win = bet * 19 / 10
	}
	return nil
}

var testCatalog = []games.Game{dice{"dice"}, coin{}}

// runT runs the command on the test catalog.
func runT(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var o, e bytes.Buffer
	code = run(context.Background(), args, &o, &e, testCatalog)
	return code, o.String(), e.String()
}

func TestRunRefusesBadFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-game", "nope"}, `unknown game "nope" (known: dice, coin)`},
		{[]string{"-game", "coin", "-ante"}, "coin has no ante mode"},
		{[]string{"-spins", "-5"}, "-spins -5"},
		{[]string{"-spins", "0"}, "-spins 0"},
		{[]string{"-spins", "many"}, "invalid value"},
		{[]string{"-workers", "0"}, "-workers 0"},
		{[]string{"-bet", "-1"}, "-bet -1"},
		{[]string{"-game", "dice", "-ante", "-bet", "101"}, "-bet 101: dice ante"},
		{[]string{"-shard", "3/3"}, `-shard "3/3"`},
		{[]string{"-shard", "1"}, `-shard "1"`},
		{[]string{"-shard", "-1/2"}, `-shard "-1/2"`},
		{[]string{"-shard", "0/0"}, `-shard "0/0"`},
		{[]string{"-shard", "a/b"}, `-shard "a/b"`},
		{[]string{"-nosuchflag"}, "flag provided but not defined"},
		{[]string{"extra"}, `unexpected argument "extra"`},
		{[]string{"-merge"}, "-merge needs the files"},
		{[]string{"-merge", "-spins", "10", "f.json"}, "-merge takes no flag but -json, got -spins"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			code, out, errOut := runT(t, tc.args...)
			require.Equal(t, 2, code, errOut)
			require.Empty(t, out)
			require.Contains(t, errOut, tc.want)
		})
	}
}

func TestRunHelp(t *testing.T) {
	code, _, errOut := runT(t, "-h")
	require.Equal(t, 0, code)
	require.Contains(t, errOut, "-shard")
}

func TestRunEmptyCatalog(t *testing.T) {
	var o, e bytes.Buffer
	require.Equal(t, 1, run(context.Background(), nil, &o, &e, nil))
	require.Contains(t, e.String(), "the catalog has no games")
}

// decodeLines decodes JSON lines into maps.
func decodeLines(t *testing.T, out string) []map[string]any {
	t.Helper()
	var ms []map[string]any
	for line := range strings.Lines(out) {
		var m map[string]any
		require.NoError(t, json.Unmarshal([]byte(line), &m), line)
		ms = append(ms, m)
	}
	return ms
}

func TestRunJSON(t *testing.T) {
	code, out, errOut := runT(t, "-json", "-spins", "60000", "-seed", "9")
	require.Equal(t, 0, code, errOut)
	ms := decodeLines(t, out)
	require.Len(t, ms, 3, "dice standard, dice ante, coin standard")
	for i, want := range [][2]string{{"dice", "standard"}, {"dice", "ante"}, {"coin", "standard"}} {
		m := ms[i]
		for _, k := range []string{"game", "mode", "spins", "seed", "wagered", "won", "rtp", "rtp_ci99",
			"hit_rate", "fs_rate", "max_win_x", "sigma_x"} {
			require.Contains(t, m, k)
		}
		require.Equal(t, want[0], m["game"])
		require.Equal(t, want[1], m["mode"])
		require.Equal(t, 60000.0, m["spins"])
		require.Equal(t, 9.0, m["seed"])
	}
	// The dice pays 5 × bet with probability 1/6: RTP 5/6, 5/6 × 4/5 with ante.
	require.InDelta(t, 5.0/6, ms[0]["rtp"], ms[0]["rtp_ci99"].(float64))
	require.InDelta(t, 4.0/6, ms[1]["rtp"], ms[1]["rtp_ci99"].(float64))
	require.Equal(t, 5.0, ms[0]["max_win_x"])
	require.Equal(t, ms[0]["hit_rate"], ms[0]["fs_rate"])
	require.Equal(t, 0.0, ms[2]["fs_rate"])
	require.Contains(t, out, `"band":">5000"`, "band names are written as they are")
}

func TestRunModeSelection(t *testing.T) {
	modes := func(args ...string) []string {
		code, out, errOut := runT(t, append([]string{"-json", "-spins", "100"}, args...)...)
		require.Equal(t, 0, code, errOut)
		var got []string
		for _, m := range decodeLines(t, out) {
			got = append(got, m["game"].(string)+" "+m["mode"].(string))
		}
		return got
	}
	require.Equal(t, []string{"dice standard", "dice ante"}, modes("-game", "dice"))
	require.Equal(t, []string{"dice ante"}, modes("-game", "dice", "-ante"))
	require.Equal(t, []string{"dice standard"}, modes("-game", "dice", "-ante=false"))
	require.Equal(t, []string{"dice ante"}, modes("-ante"))
	require.Equal(t, []string{"dice standard", "coin standard"}, modes("-ante=false"))
	require.Equal(t, []string{"coin standard"}, modes("-game", "coin"))
}

func TestRunTable(t *testing.T) {
	code, out, errOut := runT(t, "-spins", "1000")
	require.Equal(t, 0, code, errOut)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 4)
	for _, h := range []string{"game", "mode", "spins", "RTP ± CI99", "hit rate", "fs rate", "max win ×", "σ ×"} {
		require.Contains(t, lines[0], h)
	}
	require.Regexp(t, `dice +ante +1000 +\d+\.\d\d% ± \d+\.\d\d%`, lines[2])
	require.Empty(t, errOut, "a short run shows no progress")
}

func TestRunWorkersDoNotMatter(t *testing.T) {
	_, one, _ := runT(t, "-json", "-spins", "50000", "-workers", "1")
	_, three, _ := runT(t, "-json", "-spins", "50000", "-workers", "3")
	require.Equal(t, one, three)
}

// TestRunShardsMergeToOneRun: the -json outputs of the shards, merged with
// -merge, are byte for byte the output of the run played in one go.
func TestRunShardsMergeToOneRun(t *testing.T) {
	args := []string{"-json", "-spins", "70000", "-seed", "3", "-bet", "40"}
	code, whole, errOut := runT(t, args...)
	require.Equal(t, 0, code, errOut)

	dir := t.TempDir()
	var files []string
	for i := range 3 {
		code, out, errOut := runT(t, append(args, "-shard", fmt.Sprintf("%d/3", i))...)
		require.Equal(t, 0, code, errOut)
		files = append(files, filepath.Join(dir, fmt.Sprintf("shard%d.json", i)))
		require.NoError(t, os.WriteFile(files[i], []byte(out), 0o600))
	}
	code, merged, errOut := runT(t, append([]string{"-merge", "-json"}, files[2], files[0], files[1])...)
	require.Equal(t, 0, code, errOut)
	require.Empty(t, errOut)
	require.Equal(t, whole, merged)

	code, table, _ := runT(t, "-merge", files[0], files[1], files[2])
	require.Equal(t, 0, code)
	_, wholeTable, _ := runT(t, "-spins", "70000", "-seed", "3", "-bet", "40")
	require.Equal(t, wholeTable, table)

	// Two shards of three: figures of the rounds covered, with a warning.
	code, _, errOut = runT(t, "-merge", "-json", files[0], files[2])
	require.Equal(t, 0, code)
	require.Contains(t, errOut, "only shards [0 2] of 3 merged")
}

func TestRunMergeRefuses(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) string {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, []byte(content), 0o600))
		return p
	}
	_, shard0, _ := runT(t, "-json", "-spins", "40000", "-shard", "0/2")
	_, otherSeed, _ := runT(t, "-json", "-spins", "40000", "-shard", "1/2", "-seed", "2")
	a := write("a.json", shard0)
	for _, tc := range []struct {
		files []string
		want  string
	}{
		{[]string{a, a}, "overlap: shard 0 of 2"},
		{[]string{a, write("b.json", otherSeed)}, "seeds 1 and 2"},
		{[]string{write("bad.json", `{"game":"dice"`)}, "bad.json: object 1"},
		{[]string{write("empty.json", "")}, "empty.json: no results"},
		{[]string{write("lie.json", strings.Replace(shard0, `"hits":`, `"hits":1`, 1))}, "lie.json: object 1: games: bad stats data"},
		{[]string{filepath.Join(dir, "missing.json")}, "missing.json"},
	} {
		code, out, errOut := runT(t, append([]string{"-merge", "-json"}, tc.files...)...)
		require.Equal(t, 1, code, errOut)
		require.Empty(t, out)
		require.Contains(t, errOut, tc.want)
	}
}

func TestRunCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var o, e bytes.Buffer
	require.Equal(t, 1, run(ctx, []string{"-spins", "1000000"}, &o, &e, testCatalog))
	require.Contains(t, e.String(), "context canceled")
}
