package cli_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/cli"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/internal/toygame"
	"github.com/slotmech/slotmech/internal/version"
)

func TestSimulateRefusesBadFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-game", "nope"}, `-game: unknown game "nope" (known: toy, mini)`},
		{[]string{"-game", "mini", "-ante"}, "-ante: mini has no mode \"ante\" (modes: standard)"},
		{[]string{"-game", "toy", "-mode", "bonus"}, `-mode bonus: toy has no mode "bonus" (modes: standard, ante)`},
		{[]string{"-mode", "bonus"}, "no title has the mode asked for"},
		{[]string{"-ante", "-mode", "ante"}, "-ante and -mode ante: give one of them"},
		{[]string{"-spins", "-5"}, "-spins -5"},
		{[]string{"-spins", "0"}, "-spins 0"},
		{[]string{"-spins", "many"}, `invalid value "many" for flag -spins`},
		{[]string{"-workers", "-1"}, "-workers -1"},
		{[]string{"-bet", "-1"}, "-bet -1"},
		{[]string{"-game", "toy", "-ante", "-bet", "101"}, "-bet 101: toy ante"},
		{[]string{"-game", "mini", "-bet", "5000"}, "-bet 5000: mini standard"},
		{[]string{"-shard", "3/3"}, `-shard "3/3"`},
		{[]string{"-shard", "1"}, `-shard "1"`},
		{[]string{"-shard", "-1/2"}, `-shard "-1/2"`},
		{[]string{"-shard", "0/0"}, `-shard "0/0"`},
		{[]string{"-shard", "a/b"}, `-shard "a/b"`},
		{[]string{"-spins", "10", "-shard", "5/8"}, "-shard 5/8: a run of 10 spins has 1 block(s) of up to 16384 spins, and shard 5 would play nothing"},
		{[]string{"-spins", "20000", "-shard", "0/3"}, "shards 2 to 2 would play nothing: use at most 2 shard(s)"},
		{[]string{"-nosuchflag"}, "flag provided but not defined: -nosuchflag"},
		{[]string{"extra"}, `unexpected argument "extra"`},
		{[]string{"-merge"}, "-merge needs the files"},
		{[]string{"-merge", "-spins", "10", "f.json"}, "-merge takes no flag but -json, -partial and -html, got -spins"},
		{[]string{"-shard", "auto/2"}, "-shard auto/2: neither JOB_COMPLETION_INDEX (a Kubernetes Indexed Job) nor SLURM_ARRAY_TASK_ID (a Slurm job array) is set"},
		{[]string{"-html", "r.html", "-shard", "0/2"}, "-html and -shard"},
		{[]string{"-html", ""}, "-html: want a file name"},
		{[]string{"-partial"}, "-partial only applies to -merge"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			r := simulate(t, tc.args...)
			require.Equal(t, cli.ExitUsage, r.code, r.stderr)
			require.Empty(t, r.stdout)
			require.Contains(t, r.stderr, tc.want)
		})
	}
}

func TestSimulateHelp(t *testing.T) {
	r := simulate(t, "-h")
	require.Equal(t, cli.ExitOK, r.code)
	for _, want := range []string{"usage: simulate", "-shard", "-merge", "-partial", "0 means one per CPU", "toy (modes standard, ante)", "mini (modes standard, strip game)"} {
		require.Contains(t, r.stderr, want)
	}
}

func TestSimulateNoTitles(t *testing.T) {
	var o, e bytes.Buffer
	require.Equal(t, cli.ExitFailure, cli.New(nil).Run(context.Background(), []string{"simulate"}, nil, &o, &e))
	require.Contains(t, e.String(), "simulate: no titles are registered")
}

// The keys the spec asks of -json, with the toy's exact figures inside the
// 99% interval.
func TestSimulateJSON(t *testing.T) {
	r := simulate(t, "-json", "-spins", "60000", "-seed", "9")
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	ms := decodeLines(t, r.stdout)
	require.Len(t, ms, 3, "toy standard, toy ante, mini standard")
	for i, want := range [][2]string{{"toy", "standard"}, {"toy", "ante"}, {"mini", "standard"}} {
		m := ms[i]
		for _, k := range []string{"game", "mode", "spins", "seed", "wagered", "won", "rtp", "rtp_ci99",
			"hit_rate", "fs_rate", "max_win_x", "sigma_x", "config"} {
			require.Contains(t, m, k)
		}
		require.Equal(t, want[0], m["game"])
		require.Equal(t, want[1], m["mode"])
		require.Equal(t, 60000.0, m["spins"])
		require.Equal(t, 9.0, m["seed"])
		require.Len(t, m["config"], 64)
	}
	require.InDelta(t, toygame.RTP, ms[0]["rtp"], ms[0]["rtp_ci99"].(float64))
	require.InDelta(t, toygame.AnteRTP, ms[1]["rtp"], ms[1]["rtp_ci99"].(float64))
	require.InDelta(t, 11.0/27, ms[2]["rtp"], ms[2]["rtp_ci99"].(float64))
	require.Equal(t, 150.0, ms[0]["max_win_x"], "the toy's cap")
	require.InDelta(t, toygame.FSRate, ms[0]["fs_rate"], 0.005)
	require.Equal(t, 0.0, ms[2]["fs_rate"])
	require.Equal(t, 100.0*60000, ms[0]["wagered"])
	require.Equal(t, 125.0*60000, ms[1]["wagered"])
	require.Contains(t, r.stdout, `"band":">5000"`, "band names are written as they are")
}

func TestSimulateModeSelection(t *testing.T) {
	modes := func(args ...string) []string {
		r := simulate(t, append([]string{"-json", "-spins", "100"}, args...)...)
		require.Equal(t, cli.ExitOK, r.code, r.stderr)
		var got []string
		for _, m := range decodeLines(t, r.stdout) {
			got = append(got, m["game"].(string)+" "+m["mode"].(string))
		}
		return got
	}
	require.Equal(t, []string{"toy standard", "toy ante"}, modes("-game", "toy"))
	require.Equal(t, []string{"toy ante"}, modes("-game", "toy", "-ante"))
	require.Equal(t, []string{"toy standard"}, modes("-game", "toy", "-ante=false"))
	require.Equal(t, []string{"toy ante"}, modes("-ante"))
	require.Equal(t, []string{"toy ante"}, modes("-mode", "ante"))
	require.Equal(t, []string{"toy standard", "mini standard"}, modes("-ante=false"))
	require.Equal(t, []string{"toy standard", "mini standard"}, modes("-mode", "standard"))
	require.Equal(t, []string{"mini standard"}, modes("-game", "mini"))
	// Every mode name of the titles is a flag, none is special.
	require.Equal(t, []string{"toy standard", "mini standard"}, modes("-standard"))
	require.Equal(t, []string{"toy ante"}, modes("-standard=false"))
	require.Equal(t, []string{"toy standard", "toy ante", "mini standard"}, modes("-standard", "-ante"))
	require.Empty(t, simulate(t, "-spins", "100", "-standard=false", "-ante=false").stdout, "no mode is left")
}

func TestSimulateTable(t *testing.T) {
	r := simulate(t, "-spins", "1000", "-game", "toy")
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
	require.Len(t, lines, 7, r.stdout)
	for _, h := range []string{"game", "mode", "spins", "RTP ± CI99", "hit rate", "fs rate", "max win ×", "σ ×"} {
		require.Contains(t, lines[0], h)
	}
	require.Regexp(t, `toy +ante +1000 +\d+\.\d\d% ± \d+\.\d\d%`, lines[2])
	require.Regexp(t, `^toy configuration: sha256 [0-9a-f]{64}$`, lines[3])
	require.Regexp(t, `^warning: toy standard: the 99% interval is ± \d+\.\d\d pp, wider than ± 0\.5 pp`, lines[4])
	require.Regexp(t, `^warning: toy ante: `, lines[5])
	require.Equal(t, "software: "+version.Line(), lines[6], "the report ends naming the software that wrote it")
	require.Empty(t, r.stderr, "a short run shows no progress")
}

// -workers never changes the figures; 0 means one per CPU.
func TestSimulateWorkersDoNotMatter(t *testing.T) {
	one := simulate(t, "-json", "-spins", "50000", "-workers", "1")
	three := simulate(t, "-json", "-spins", "50000", "-workers", "3")
	perCPU := simulate(t, "-json", "-spins", "50000", "-workers", "0")
	require.Equal(t, cli.ExitOK, perCPU.code, perCPU.stderr)
	require.Equal(t, one.stdout, three.stdout)
	require.Equal(t, one.stdout, perCPU.stdout)
}

// writeShards runs the shards of a run and writes each shard's -json output
// to a file; it returns the file names.
func writeShards(t *testing.T, n int, args ...string) []string {
	t.Helper()
	dir := t.TempDir()
	var files []string
	for i := range n {
		r := simulate(t, append(args, "-json", "-shard", fmt.Sprintf("%d/%d", i, n))...)
		require.Equal(t, cli.ExitOK, r.code, r.stderr)
		files = append(files, filepath.Join(dir, fmt.Sprintf("shard%d.json", i)))
		require.NoError(t, os.WriteFile(files[i], []byte(r.stdout), 0o600))
	}
	return files
}

// The -json outputs of the shards, merged with -merge, are byte for byte
// the output of the run played in one go, and so is the table.
func TestSimulateShardsMergeToOneRun(t *testing.T) {
	args := []string{"-spins", "70000", "-seed", "3", "-bet", "40"}
	whole := simulate(t, append(args, "-json")...)
	require.Equal(t, cli.ExitOK, whole.code, whole.stderr)
	files := writeShards(t, 3, args...)

	merged := simulate(t, "-merge", "-json", files[2], files[0], files[1])
	require.Equal(t, cli.ExitOK, merged.code, merged.stderr)
	require.Empty(t, merged.stderr)
	require.Equal(t, whole.stdout, merged.stdout)

	table := simulate(t, "-merge", files[0], files[1], files[2])
	require.Equal(t, cli.ExitOK, table.code)
	require.Equal(t, simulate(t, args...).stdout, table.stdout)
}

// A merge that lacks shards is refused, naming them, unless -partial.
func TestSimulateIncompleteMerge(t *testing.T) {
	files := writeShards(t, 3, "-spins", "70000", "-game", "toy", "-ante=false")
	r := simulate(t, "-merge", "-json", files[0], files[2])
	require.Equal(t, cli.ExitFailure, r.code)
	require.Empty(t, r.stdout)
	require.Contains(t, r.stderr, "simulate: incomplete merge: toy standard: shards 1 of 3 missing (merged 0, 2:")
	require.Contains(t, r.stderr, "-partial")

	r = simulate(t, "-merge", "-partial", "-json", files[0], files[2])
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	require.Contains(t, r.stderr, "simulate: warning: partial figures: toy standard: shards 1 of 3 missing")
	ms := decodeLines(t, r.stdout)
	require.Len(t, ms, 1)
	require.Less(t, ms[0]["spins"].(float64), 70000.0)
}

func TestSimulateMergeRefuses(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) string {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, []byte(content), 0o600))
		return p
	}
	shard0 := simulate(t, "-json", "-game", "mini", "-spins", "40000", "-shard", "0/2").stdout
	otherSeed := simulate(t, "-json", "-game", "mini", "-spins", "40000", "-shard", "1/2", "-seed", "2").stdout
	a := write("a.json", shard0)
	for _, tc := range []struct {
		files []string
		want  string
	}{
		{[]string{a, a}, "overlap: shard 0 of 2"},
		{[]string{a, write("b.json", otherSeed)}, "seeds 1 and 2"},
		{[]string{write("bad.json", `{"game":"mini"`)}, "bad.json: object 1: bad JSON: unexpected end"},
		{[]string{write("type.json", `{"game":3}`)}, `type.json: object 1: sim: bad stats data: "game": want a string, got number`},
		{[]string{write("empty.json", "")}, "empty.json: no results"},
		{[]string{write("lie.json", strings.Replace(shard0, `"hits":`, `"hits":1`, 1))}, "lie.json: object 1: sim: bad stats data"},
		{[]string{filepath.Join(dir, "missing.json")}, "missing.json"},
	} {
		r := simulate(t, append([]string{"-merge", "-json"}, tc.files...)...)
		require.Equal(t, cli.ExitFailure, r.code, r.stderr)
		require.Empty(t, r.stdout)
		require.Contains(t, r.stderr, tc.want)
		noGoTypes(t, r.stderr)
	}
}

func TestSimulateCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var o, e bytes.Buffer
	require.Equal(t, cli.ExitFailure, tool.Run(ctx, append([]string{"simulate"}, []string{"-spins", "1000000"}...), nil, &o, &e))
	require.Contains(t, e.String(), "context canceled")
	o.Reset()
	e.Reset()
	page := filepath.Join(t.TempDir(), "page.html")
	require.Equal(t, cli.ExitFailure, tool.Run(ctx, append([]string{"simulate"}, []string{"-game", "toy", "-spins", "1000000", "-html", page}...), nil, &o, &e))
	require.Contains(t, e.String(), "context canceled")
	require.NoFileExists(t, page)
}

// A simulation report states the certified RTP of a title that declares one
// (games.Certified), for the configuration measured only, with the distance
// of the simulated RTP from it in half-widths of the 99% interval, and warns
// when the interval is wider than ± 0.5 pp — with the spins that would
// narrow it — and only then (issue #31: a band that cannot decide anything
// says so). The -json lines stay as they were.
func TestSimulateReportsCertifiedRTPAndWideBands(t *testing.T) {
	tool := cli.New([]games.Game{crystalspin.New(), &toygame.Game{}})
	run := func(args ...string) string {
		var out, errOut bytes.Buffer
		code := tool.Run(context.Background(), append([]string{"simulate"}, args...), nil, &out, &errOut)
		require.Equal(t, 0, code, errOut.String())
		return out.String()
	}
	short := run("-game", "crystal-spin", "-spins", "20000", "-seed", "5")
	require.Regexp(t, `(?m)^crystal-spin standard: certified RTP 95\.0074%; simulated \d+\.\d{4}% ± \d\.\d{4} pp: [+-]\d\.\d\d half-widths of the 99% interval from it, (inside|outside) the interval$`, short)
	require.Regexp(t, `(?m)^warning: crystal-spin standard: the 99% interval is ± \d\.\d\d pp, wider than ± 0\.5 pp: 20000 spins cannot tell this RTP from one 0\.5 pp away; about \d+ spins would give ± 0\.5 pp$`, short)

	long := run("-game", "crystal-spin", "-spins", "2000000", "-seed", "5")
	require.Contains(t, long, "crystal-spin standard: certified RTP 95.0074%")
	require.NotContains(t, long, "warning:", "± 0.4 pp at 2 million games: no warning")

	toy := run("-game", "toy", "-spins", "20000", "-seed", "5")
	require.NotContains(t, toy, "certified", "a title that declares no certified RTP")
	require.Contains(t, toy, "warning: toy standard: the 99% interval is ±")

	js := run("-game", "crystal-spin", "-spins", "20000", "-seed", "5", "-json")
	require.NotContains(t, js, "certified")
	require.NotContains(t, js, "warning")
}
