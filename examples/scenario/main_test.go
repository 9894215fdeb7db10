package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// twoSteps is the screen of the starlight SC-5/SC-7 tests: yellow × 8 pays
// 0.25, the refill brings blue × 8 (0.80), x5 and x10 multiply by 15.
const twoSteps = `{"game":"starlight-christmas","bet":200,"ante":ANTE,"free_spin":false,"total_multiplier":0,` +
	`"screen":[["yellow","yellow","yellow","blue","red","star"],["yellow","yellow","blue","green","red","star"],` +
	`["yellow","yellow","blue","green","moon","heart"],["yellow","blue","green","red","moon","heart"],` +
	`["x5","blue","green","red","moon","x10"]],` +
	`"refill":[["blue","blue","star","moon","red","green"],["blue","heart","sun","green","red","star"],["heart","moon","star"],["heart"],[],[]]}`

// calm has no win and the given symbols on the top row of reels 1 to 3.
func calm(top string) string {
	return `{"game":"starlight-christmas","bet":100,"free_spin":FREE,"total_multiplier":T,"screen":[` +
		`["green",` + top + `,"red","star"],["red","red","moon","green","red","star"],` +
		`["moon","green","heart","green","moon","heart"],["star","sun","green","red","moon","heart"],` +
		`["scatter","heart","green","red","moon","sun"]]}`
}

func runLines(t *testing.T, input string) (lines []map[string]any, status int, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	status = run(strings.NewReader(input), &out, &errOut)
	for _, l := range strings.Split(strings.TrimRight(out.String(), "\n"), "\n") {
		if l == "" {
			continue
		}
		var m map[string]any
		require.NoError(t, json.Unmarshal([]byte(l), &m), l)
		lines = append(lines, m)
	}
	return lines, status, errOut.String()
}

// SC-5, SC-7: the hand-computed two-step tumble with x5 and x10 pays
// (0.25 + 0.80) × 15 × 200 = 3150 cents, in both modes (SC-11).
func TestStarlightTwoSteps(t *testing.T) {
	input := strings.ReplaceAll(twoSteps, "ANTE", "false") + "\n" + strings.ReplaceAll(twoSteps, "ANTE", "true") + "\n"
	lines, status, _ := runLines(t, input)
	require.Equal(t, 0, status)
	require.Len(t, lines, 2)
	for i, l := range lines {
		require.EqualValues(t, 3150, l["win"])
		require.EqualValues(t, 2, l["steps"])
		require.EqualValues(t, 15, l["multiplier"])
		require.EqualValues(t, 0, l["free_spins"])
		require.EqualValues(t, []any{200.0, 250.0}[i], l["stake"])
		wins := l["wins"].([]any)
		require.Len(t, wins, 2)
		w0 := wins[0].(map[string]any)
		require.Equal(t, "yellow", w0["symbol"])
		require.EqualValues(t, 8, w0["count"])
		require.Equal(t, "0.25", w0["factor"])
		require.EqualValues(t, 50, w0["pay"])
		require.EqualValues(t, 1, w0["step"])
		require.Equal(t, []any{0.0, 0.0}, w0["positions"].([]any)[0])
		w1 := wins[1].(map[string]any)
		require.Equal(t, "blue", w1["symbol"])
		require.EqualValues(t, 160, w1["pay"])
		require.EqualValues(t, 2, w1["step"])
	}
}

// SC-4, SC-8, SC-9, SC-10: scatter pays, the running total and awards.
func TestStarlightScattersAndTotal(t *testing.T) {
	free := func(s string, f bool, T string) string {
		s = strings.ReplaceAll(s, "FREE", map[bool]string{false: "false", true: "true"}[f])
		return strings.ReplaceAll(s, "T", T) + "\n"
	}
	input := free(calm(`"scatter","scatter","scatter"`), false, "0") + // 4 scatters, base: 3 × 100, 15 free spins
		free(calm(`"scatter","scatter","x10"`), true, "7") + // 3 scatters in a free spin: 5 more, x10 without a win: T stays 7
		free(calm(`"star","star","heart"`), false, "0") // nothing
	lines, status, _ := runLines(t, input)
	require.Equal(t, 0, status)
	require.EqualValues(t, 300, lines[0]["win"])
	require.EqualValues(t, 4, lines[0]["scatters"])
	require.EqualValues(t, 300, lines[0]["scatter_win"])
	require.EqualValues(t, 15, lines[0]["free_spins"])
	require.EqualValues(t, 0, lines[0]["steps"])
	require.EqualValues(t, 0, lines[1]["win"])
	require.EqualValues(t, 5, lines[1]["free_spins"])
	require.EqualValues(t, 7, lines[1]["total_multiplier"])
	require.EqualValues(t, 0, lines[2]["win"])
	require.Equal(t, []any{}, lines[2]["wins"])
}

// Bad lines give an error line naming the problem; the program goes on and
// exits with 1.
func TestBadLines(t *testing.T) {
	good := strings.ReplaceAll(twoSteps, "ANTE", "false")
	cases := []struct{ line, want string }{
		{`{"game":"nope"}`, `unknown game "nope" (known: crystal-spin, starlight-christmas)`},
		{`{"game":"crystal-spin","bet":100}`, "screen has 0 rows, want 3"},
		{`{"bet":100}`, `missing "game"`},
		{`[1,2]`, "bad JSON (want one object per line)"},
		{`{"game":"starlight-christmas","bet":100} {}`, "after top-level value"},
		{`{"game":"starlight-christmas","bet":100,"colour":"red"}`, `unknown field "colour"`},
		{`{"game":"starlight-christmas","screen":[]}`, `missing "bet"`},
		{strings.Replace(good, `"bet":200`, `"bet":19`, 1), "starlight: bet 19 (standard): outside 20 to 4000 cents"},
		{strings.Replace(good, `"bet":200`, `"bet":30`, 1), "not a multiple of 20 cents"},
		{strings.Replace(good, `"bet":200`, `"bet":4020`, 1), "outside 20 to 4000 cents"},
		{strings.Replace(good, `"heart"],["x5"`, `"foo"],["x5"`, 1), `screen row 3 reel 5: unknown symbol "foo"`},
		{strings.Replace(good, `["x5","blue","green","red","moon","x10"]`, `["x5","blue"]`, 1), "screen row 4 has 2 symbols, want 6"},
		{strings.Replace(good, `,["x5","blue","green","red","moon","x10"]`, ``, 1), "screen has 4 rows, want 5"},
		{strings.Replace(good, `["heart"],[],[]]`, `["heart"],[]]`, 1), "refill has 5 lists, want 6"},
		{strings.Replace(good, `["heart"],[],[]]`, `["heart"],["bar"],[]]`, 1), `refill reel 4 entry 0: unknown symbol "bar"`},
		{strings.Replace(good, `["blue","blue","star","moon","red","green"]`, `["blue"]`, 1), "refill list exhausted: reel 0 needs 4 more symbols"},
		{strings.Replace(good, `"total_multiplier":0`, `"total_multiplier":4`, 1), "total multiplier 4"},
	}
	var input strings.Builder
	for _, c := range cases {
		input.WriteString(c.line + "\n\n") // blank lines are skipped
	}
	input.WriteString(good) // the last line without a newline still counts
	lines, status, _ := runLines(t, input.String())
	require.Equal(t, 1, status)
	require.Len(t, lines, len(cases)+1)
	for i, c := range cases {
		msg, ok := lines[i]["error"].(string)
		require.True(t, ok, "line %d: %v", i, lines[i])
		require.Contains(t, msg, c.want)
		require.Contains(t, msg, "line ", "names the input line")
	}
	require.EqualValues(t, 3150, lines[len(cases)]["win"], "goes on after bad lines")
}

// SC-12: a spin over the cap pays exactly 5000 × bet.
func TestStarlightCap(t *testing.T) {
	row := `["sun","sun","sun","sun","sun","sun"]`
	line := `{"game":"starlight-christmas","bet":20,"screen":[` + row + `,` + row + `,` +
		`["x500","green","moon","heart","red","star"],["star","moon","heart","red","blue","green"],` +
		`["yellow","turquoise","star","moon","heart","red"]]}`
	lines, status, _ := runLines(t, line+"\n")
	require.Equal(t, 0, status)
	require.EqualValues(t, 100_000, lines[0]["win"])
	require.Equal(t, true, lines[0]["capped"])
}

func TestEmptyInput(t *testing.T) {
	lines, status, _ := runLines(t, "")
	require.Empty(t, lines)
	require.Equal(t, 0, status)
}
