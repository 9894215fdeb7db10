// Package readme_test runs the short commands of the README through the
// programs' own code, in process (the examples' mains are cli.New over
// internal/catalog's titles, then Tool.Main), and checks that what they
// print has the shape the README documents: the keys of the JSON they
// print, the columns of their tables, their exit statuses. The README shows
// outputs of these commands; when a check here fails, either the program
// changed its output (and the README must follow) or the program is wrong.
package readme_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/games/cli"
	"github.com/slotmech/slotmech/internal/catalog"
	"github.com/slotmech/slotmech/internal/version"
)

// tool is what every example main runs: the command-line tools over the
// catalog of reference games.
var tool = cli.New(catalog.All())

// run runs "go run ./examples/<command> args…" in process, with stdin.
func run(t *testing.T, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = tool.Run(context.Background(), args, strings.NewReader(stdin), &out, &errOut)
	return out.String(), errOut.String(), code
}

// readme returns the README's text.
func readme(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	require.NoError(t, err)
	return string(b)
}

// jsonLines decodes one JSON object per line.
func jsonLines(t *testing.T, out string) []map[string]any {
	t.Helper()
	var objs []map[string]any
	for line := range strings.Lines(out) {
		var m map[string]any
		require.NoError(t, json.Unmarshal([]byte(line), &m), "not a JSON line: %q", line)
		objs = append(objs, m)
	}
	return objs
}

// requireKeys checks that m has every key, with a value of the JSON type
// named: "string", "number", "bool", "array" or "object".
func requireKeys(t *testing.T, m map[string]any, keys map[string]string, where string) {
	t.Helper()
	for k, kind := range keys {
		v, ok := m[k]
		require.True(t, ok, "%s: no key %q in %v", where, k, m)
		switch kind {
		case "string":
			require.IsType(t, "", v, "%s: %q", where, k)
		case "number":
			require.IsType(t, float64(0), v, "%s: %q", where, k)
		case "bool":
			require.IsType(t, false, v, "%s: %q", where, k)
		case "array":
			require.IsType(t, []any{}, v, "%s: %q", where, k)
		case "object":
			require.IsType(t, map[string]any{}, v, "%s: %q", where, k)
		}
	}
}

var configRE = regexp.MustCompile(`^[0-9a-f]{64}$`)

// README, "A scenario case, for example": the echo line piped into
// examples/scenario prints one JSON result whose top-level fields include
// every "key":value pair the README shows at the start of the output line
// after it (game, bet, mode, win, steps, scatters, …), which names no key
// the result lacks, and which has the shape of a Starlight result:
//
//	{"game","bet","mode","win","steps","scatters","scatter_win","multiplier",
//	 "awarded","cap_cut","total_multiplier","stake","triggered","free_spins",
//	 "capped","spins":[{"free","screen","steps":[{"step","screen",
//	 "wins":[{"symbol","count","factor","positions"}],"factor","win"}],
//	 "scatters","scatter_win","multiplier","win","capped","facts"}]}
func TestREADMEScenario(t *testing.T) {
	m := regexp.MustCompile(`(?m)^echo '(\{.*\})' \| go run \./examples/scenario\n# (\{.*\})$`).FindStringSubmatch(readme(t))
	require.NotNil(t, m, "the README shows `echo '{…}' | go run ./examples/scenario` and its output on the next line, as a comment")
	out, errOut, code := run(t, m[1]+"\n", "scenario")
	require.Equal(t, cli.ExitOK, code, errOut)
	objs := jsonLines(t, out)
	require.Len(t, objs, 1)
	res := objs[0]
	requireKeys(t, res, map[string]string{
		"game": "string", "bet": "number", "mode": "string", "win": "number", "steps": "number",
		"scatters": "number", "scatter_win": "number", "multiplier": "number", "awarded": "number",
		"cap_cut": "number", "total_multiplier": "number", "stake": "number", "triggered": "bool",
		"free_spins": "number", "capped": "bool", "spins": "array",
	}, "scenario result")
	spins := res["spins"].([]any)
	require.Len(t, spins, 1)
	sp := spins[0].(map[string]any)
	requireKeys(t, sp, map[string]string{
		"free": "bool", "screen": "array", "steps": "array", "scatters": "number", "scatter_win": "number",
		"multiplier": "number", "win": "number", "capped": "bool", "facts": "object",
	}, "scenario spin")
	for _, st := range sp["steps"].([]any) {
		step := st.(map[string]any)
		requireKeys(t, step, map[string]string{"step": "number", "screen": "array", "wins": "array", "factor": "string", "win": "number"}, "scenario step")
		for _, w := range step["wins"].([]any) {
			requireKeys(t, w.(map[string]any), map[string]string{"symbol": "string", "count": "number", "factor": "string", "positions": "array"}, "scenario win")
		}
	}
	// The pairs the README shows at the top level of the result are printed.
	shown := regexp.MustCompile(`^\{("[a-z_]+":(?:"[^"]*"|-?[0-9.]+|true|false),?)+`).FindString(m[2])
	for _, pair := range regexp.MustCompile(`"([a-z_]+)":("[^"]*"|-?[0-9.]+|true|false)`).FindAllStringSubmatch(shown, -1) {
		var want any
		require.NoError(t, json.Unmarshal([]byte(pair[2]), &want))
		require.Equal(t, want, res[pair[1]], "the README shows %s:%s", pair[1], pair[2])
	}
	for _, key := range []string{"game", "win", "steps", "scatters"} {
		require.Contains(t, shown, `"`+key+`":`, "the README's output line starts with the result's main fields")
	}
	// Every key the README shows, at any depth, is one the result has.
	keys := map[string]bool{}
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, x := range v {
				keys[k] = true
				walk(x)
			}
		case []any:
			for _, x := range v {
				walk(x)
			}
		}
	}
	walk(res)
	for _, k := range regexp.MustCompile(`"([a-z_]+)":`).FindAllStringSubmatch(m[2], -1) {
		require.True(t, keys[k[1]], "the README shows a key %q that the result does not have", k[1])
	}
}

// simulateRow is one row of simulate's table: game, mode, spins,
// "RTP% ± CI99%", hit rate %, fs rate %, max win ×, σ ×.
var simulateRow = regexp.MustCompile(`^\s*(\S+)\s+(standard|ante)\s+(\d+)\s+\d+\.\d\d% ± \d+\.\d\d%\s+\d+\.\d\d%\s+\d+\.\d{3}%\s+\d+\.\d\s+\d+\.\d\d$`)

// README, "Getting started" and "Programs": go run ./examples/simulate
// (here with -spins 20000) prints a table with the header
//
//	game  mode  spins  RTP ± CI99  hit rate  fs rate  max win ×  σ ×
//
// one row per game and mode (starlight-christmas standard and ante, then
// crystal-spin standard), such as
//
//	starlight-christmas  standard  20000  102.26% ± 22.17%  34.56%  0.250%  1066.7  12.17
//
// then a line "GAME configuration: sha256 HEX" per game, and the report
// ends with a line "software: IDENTITY". -game limits it to
// one game's modes; -json prints one object per game and mode with at least
// game, config, mode, spins, seed, bet, stake, wagered, won, rtp, rtp_ci99,
// hit_rate, fs_rate, max_win_x and sigma_x.
func TestREADMESimulate(t *testing.T) {
	out, errOut, code := run(t, "", "simulate", "-spins", "20000")
	require.Equal(t, cli.ExitOK, code, errOut)
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	require.Equal(t, []string{"game", "mode", "spins", "RTP", "±", "CI99", "hit", "rate", "fs", "rate", "max", "win", "×", "σ", "×"},
		strings.Fields(lines[0]), "the table's header")
	want := [][2]string{{"starlight-christmas", "standard"}, {"starlight-christmas", "ante"}, {"crystal-spin", "standard"}}
	require.GreaterOrEqual(t, len(lines), 1+len(want)+2)
	for i, w := range want {
		row := simulateRow.FindStringSubmatch(lines[1+i])
		require.NotNil(t, row, "row %d: %q", i+1, lines[1+i])
		require.Equal(t, []string{w[0], w[1], "20000"}, row[1:4])
	}
	for i, g := range []string{"starlight-christmas", "crystal-spin"} {
		require.Regexp(t, `^`+g+` configuration: sha256 [0-9a-f]{64}$`, lines[1+len(want)+i])
	}

	out, errOut, code = run(t, "", "simulate", "-game", "starlight-christmas", "-spins", "20000", "-seed", "1")
	require.Equal(t, cli.ExitOK, code, errOut)
	lines = strings.Split(strings.TrimRight(out, "\n"), "\n")
	require.Len(t, lines, 9, out)
	require.Equal(t, "software: "+version.Line(), lines[8], "the report ends naming the software")
	for i, mode := range []string{"standard", "ante"} {
		row := simulateRow.FindStringSubmatch(lines[1+i])
		require.NotNil(t, row, lines[1+i])
		require.Equal(t, []string{"starlight-christmas", mode, "20000"}, row[1:4])
		// The certified RTP and the warning of a band too wide to decide.
		require.Regexp(t, `^starlight-christmas `+mode+`: certified RTP 95\.50%; simulated `, lines[4+2*i])
		require.Regexp(t, `^warning: starlight-christmas `+mode+`: the 99% interval is ± `, lines[5+2*i])
	}

	out, errOut, code = run(t, "", "simulate", "-spins", "20000", "-json")
	require.Equal(t, cli.ExitOK, code, errOut)
	objs := jsonLines(t, out)
	require.Len(t, objs, len(want))
	for i, o := range objs {
		requireKeys(t, o, map[string]string{
			"game": "string", "config": "string", "mode": "string", "spins": "number", "seed": "number",
			"bet": "number", "stake": "number", "wagered": "number", "won": "number", "rtp": "number",
			"rtp_ci99": "number", "hit_rate": "number", "fs_rate": "number", "max_win_x": "number", "sigma_x": "number",
		}, "simulate -json")
		require.Equal(t, want[i][0], o["game"])
		require.Equal(t, want[i][1], o["mode"])
		require.Equal(t, float64(20000), o["spins"])
		require.Regexp(t, configRE, o["config"])
	}

	_, errOut, code = run(t, "", "simulate", "-spins", "many")
	require.Equal(t, cli.ExitUsage, code, "a bad flag is refused with exit status 2")
	require.Contains(t, errOut, "spins")
}

// README, "Programs" and the recall section: replay -record -game G -rounds 3
// prints 3 JSON lines, each a record with game, config, bet, mode, draws
// (hex strings) and outcome {stake, win, triggered, free_spins, capped,
// spins}; replay FILE replays them, printing for each "record N (FILE line
// N, GAME, bet B, MODE): OK, replayed bit for bit" and the round, and at the
// end "replayed 3 records: all match", exit status 0.
func TestREADMEReplayRoundTrip(t *testing.T) {
	for _, game := range []string{"crystal-spin", "starlight-christmas"} {
		out, errOut, code := run(t, "", "replay", "-record", "-game", game, "-rounds", "3")
		require.Equal(t, cli.ExitOK, code, errOut)
		recs := jsonLines(t, out)
		require.Len(t, recs, 3)
		for _, r := range recs {
			requireKeys(t, r, map[string]string{"game": "string", "config": "string", "bet": "number", "mode": "string", "draws": "array", "outcome": "object"}, "record")
			require.Equal(t, game, r["game"])
			require.Regexp(t, configRE, r["config"])
			for _, d := range r["draws"].([]any) {
				require.Regexp(t, `^[0-9a-f]{16}$`, d)
			}
			requireKeys(t, r["outcome"].(map[string]any), map[string]string{"stake": "number", "win": "number", "triggered": "bool", "free_spins": "number", "capped": "bool", "spins": "array"}, "record outcome")
		}
		file := filepath.Join(t.TempDir(), "rounds.jsonl")
		require.NoError(t, os.WriteFile(file, []byte(out), 0o644))
		out, errOut, code = run(t, "", "replay", file)
		require.Equal(t, cli.ExitOK, code, errOut)
		for n := 1; n <= 3; n++ {
			require.Regexp(t, `(?m)^record `+string(rune('0'+n))+` \(`+regexp.QuoteMeta(file)+` line `+string(rune('0'+n))+`, `+game+`, bet \d+, standard\): OK, replayed bit for bit$`, out)
		}
		require.Regexp(t, `(?m)^replayed 3 records: all match$`, out)
	}
}

// README, "Programs": parsheet -h prints its usage (exit status 0), naming
// -game and -json; parsheet -json (Crystal Spin's full cycle, 2 s of CPU:
// not under the race detector or -short) prints one object with game,
// config, bet, combinations, rtp_num and rtp_den (the exact RTP as decimal
// integer strings), rtp and hit_rate.
func TestREADMEParsheet(t *testing.T) {
	_, errOut, code := run(t, "", "parsheet", "-h")
	require.Equal(t, cli.ExitOK, code)
	require.Contains(t, errOut, "usage: parsheet [-game NAME]")
	require.Contains(t, errOut, "-json")
	if raceEnabled || testing.Short() {
		t.Skip("the full cycle takes 2 s of CPU (much more under the race detector)")
	}
	// The sheet's bet alone and no line walk: the keys the README names
	// are the same, and the full lab sheet (every stake, the line walk,
	// about twelve times the CPU) is examples/parsheet's and games/cli's
	// tests' to check.
	out, errOut, code := run(t, "", "parsheet", "-json", "-stakes", "none", "-lines=false")
	require.Equal(t, cli.ExitOK, code, errOut)
	objs := jsonLines(t, out)
	require.Len(t, objs, 1)
	o := objs[0]
	requireKeys(t, o, map[string]string{
		"game": "string", "config": "string", "bet": "number", "combinations": "number",
		"rtp_num": "string", "rtp_den": "string", "rtp": "number", "hit_rate": "number",
	}, "parsheet -json")
	require.Equal(t, "crystal-spin", o["game"])
	require.Regexp(t, `^[0-9]+$`, o["rtp_num"])
	require.Regexp(t, `^[0-9]+$`, o["rtp_den"])
}
