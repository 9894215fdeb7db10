package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// csTwoSteps: three sevens on the middle row (CS-5, 6 × 100 Kč), they
// explode (CS-8), the top row falls in and three melons land on top
// (4 × 100 Kč on line 2), then nothing more wins.
const csTwoSteps = `{"game":"crystal-spin","bet":100,"screen":[` +
	`["lemon","plum","lemon","plum","lemon"],` +
	`["seven","seven","seven","bar","orange"],` +
	`["cherry","grapes","cherry","grapes","cherry"]],` +
	`"refill":[["melon","lemon"],["melon","orange"],["melon","lemon"],[],[]]}`

// CS-8: a cascade itemised step by step.
func TestCrystalSpinTwoSteps(t *testing.T) {
	lines, status, _ := runLines(t, csTwoSteps)
	require.Equal(t, 0, status)
	require.Len(t, lines, 1)
	r := lines[0]
	require.EqualValues(t, 1000, r["win"])
	require.EqualValues(t, 2, r["steps"])
	require.Equal(t, false, r["full_house"])
	require.Equal(t, []any{600.0, 400.0}, r["step_wins"])
	wins := r["wins"].([]any)
	require.Len(t, wins, 2)
	require.Equal(t, map[string]any{
		"step": 1.0, "line": 1.0, "symbol": "seven", "count": 3.0, "factor": "6", "pay": 600.0,
		"positions": []any{[]any{0.0, 1.0}, []any{1.0, 1.0}, []any{2.0, 1.0}},
	}, wins[0])
	require.Equal(t, "melon", wins[1].(map[string]any)["symbol"])
	require.EqualValues(t, 2, wins[1].(map[string]any)["line"])
}

// CS-9: a full house of cherries with a wild doubles the step; CS-10: at
// stake 1000 five sevens on every line pay exactly the cap.
func TestCrystalSpinFullHouseAndCap(t *testing.T) {
	row := func(s string) string { return `["` + strings.Join(strings.Fields(s), `","`) + `"]` }
	calm := `"refill":[["lemon","orange","lemon"],["plum","bar","plum"],["lemon","orange","lemon"],["plum","bar","plum"],["lemon","orange","lemon"]]}`
	full := `{"game":"crystal-spin","bet":10,"screen":[` + row("cherry cherry cherry cherry cherry") + `,` +
		row("cherry cherry wild cherry cherry") + `,` + row("cherry cherry cherry cherry cherry") + `],` + calm
	sevens := row("seven seven seven seven seven")
	capped := `{"game":"crystal-spin","bet":1000,"screen":[` + sevens + `,` + sevens + `,` + sevens + `],` + calm
	lines, status, _ := runLines(t, full+"\n"+capped)
	require.Equal(t, 0, status)
	require.Equal(t, true, lines[0]["full_house"])
	require.EqualValues(t, 5*8*10*2, lines[0]["win"])
	require.EqualValues(t, 5*100_000, lines[1]["win"])
	require.Equal(t, false, lines[1]["capped"], "exactly the cap is not a cut")
}

// Bad Crystal Spin lines give an error naming the problem.
func TestCrystalSpinBadLines(t *testing.T) {
	cases := []struct{ line, want string }{
		{strings.Replace(csTwoSteps, `"bet":100`, `"bet":20`, 1), "stake 20 Kč is not one of"},
		{strings.Replace(csTwoSteps, `"bet":100,`, ``, 1), `missing "bet"`},
		{strings.Replace(csTwoSteps, `"bar"`, `"sun"`, 1), `screen row 1 reel 3: unknown symbol "sun"`},
		{strings.Replace(csTwoSteps, `["melon","lemon"],["melon","orange"]`, `["melon"],["melon","orange"]`, 1), "refill list exhausted: reel 0"},
		{strings.Replace(csTwoSteps, `,[],[]]}`, `,[]]}`, 1), "refill has 4 lists, want 5"},
		{strings.Replace(csTwoSteps, `"plum","lemon"],`, `"plum"],`, 1), "screen row 0 has 4 symbols, want 5"},
	}
	var input strings.Builder
	for _, c := range cases {
		input.WriteString(c.line + "\n")
	}
	lines, status, _ := runLines(t, input.String())
	require.Equal(t, 1, status)
	for i, c := range cases {
		msg, ok := lines[i]["error"].(string)
		require.True(t, ok, "line %d: %v", i, lines[i])
		require.Contains(t, msg, c.want)
	}
}
