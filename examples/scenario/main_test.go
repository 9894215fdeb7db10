package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// twoSteps is the screen of the starlight SC-5/SC-7 tests, in the form of
// the library's specification (ante, free_spin and total_multiplier at the
// top level): yellow × 8 pays 0.25, the refill brings blue × 8 (0.80), x5
// and x10 multiply by 15.
const twoSteps = `{"game":"starlight-christmas","bet":200,"ante":ANTE,"free_spin":false,"total_multiplier":0,` +
	`"screen":[["yellow","yellow","yellow","blue","red","star"],["yellow","yellow","blue","green","red","star"],` +
	`["yellow","yellow","blue","green","moon","heart"],["yellow","blue","green","red","moon","heart"],` +
	`["x5","blue","green","red","moon","x10"]],` +
	`"refill":[["blue","blue","star","moon","red","green"],["blue","heart","sun","green","red","star"],["heart","moon","star"],["heart"],[],[]]}`

// csTwoSteps: three sevens on the middle row (CS-5, 6 × 100 Kč), they
// explode (CS-8), the top row falls in and three melons land on top
// (4 × 100 Kč on line 2), then nothing more wins.
const csTwoSteps = `{"game":"crystal-spin","bet":100,"screen":[` +
	`["lemon","plum","lemon","plum","lemon"],` +
	`["seven","seven","seven","bar","orange"],` +
	`["cherry","grapes","cherry","grapes","cherry"]],` +
	`"refill":[["melon","lemon"],["melon","orange"],["melon","lemon"],[],[]]}`

// calm has no paytable win, 3 scatters and an x10 on the top row: played as
// a free spin with T = 7 before it.
const calm = `{"game":"starlight-christmas","bet":100,"state":{"free_spin":true,"total_multiplier":7},"screen":[` +
	`["green","scatter","scatter","x10","red","star"],["red","red","moon","green","red","star"],` +
	`["moon","green","heart","green","moon","heart"],["star","sun","green","red","moon","heart"],` +
	`["scatter","heart","green","red","moon","sun"]]}`

func runLines(t *testing.T, input string) (lines []map[string]any, code int) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = tool.Run(context.Background(), []string{"scenario"}, strings.NewReader(input), &out, &errOut)
	for line := range strings.Lines(out.String()) {
		var m map[string]any
		require.NoError(t, json.Unmarshal([]byte(line), &m), line)
		lines = append(lines, m)
	}
	return lines, code
}

// The catalog through the program: both games' forced spins, in the
// specification's form, and bad lines. The detailed tests of the command
// are in games/cli.
func TestCatalogScenarios(t *testing.T) {
	input := strings.Join([]string{
		strings.ReplaceAll(twoSteps, "ANTE", "false"),
		strings.ReplaceAll(twoSteps, "ANTE", "true"),
		csTwoSteps,
		calm,
		strings.Replace(csTwoSteps, `"bar"`, `"sun"`, 1),
		strings.Replace(csTwoSteps, `["melon","lemon"],["melon","orange"]`, `["melon"],["melon","orange"]`, 1),
	}, "\n")
	lines, code := runLines(t, input)
	require.Equal(t, 1, code)
	require.Len(t, lines, 6)

	// SC-5, SC-7, SC-11: (0.25 + 0.80) × 15 × 200 = 3150 cents in both modes.
	for i, stake := range []float64{200, 250} {
		require.EqualValues(t, 3150, lines[i]["win"])
		require.EqualValues(t, 2, lines[i]["steps"])
		require.EqualValues(t, 15, lines[i]["multiplier"])
		require.EqualValues(t, 0, lines[i]["awarded"])
		require.Equal(t, stake, lines[i]["stake"])
	}
	require.Equal(t, "ante", lines[1]["mode"])

	// CS-8: a cascade of two winning steps, itemised.
	cs := lines[2]
	require.EqualValues(t, 1000, cs["win"])
	require.EqualValues(t, 2, cs["steps"])
	require.Equal(t, false, cs["full_house"])
	steps := cs["spins"].([]any)[0].(map[string]any)["steps"].([]any)
	win := steps[1].(map[string]any)["wins"].([]any)[0].(map[string]any)
	require.Equal(t, "melon", win["symbol"])
	require.EqualValues(t, 2, win["line"], "paylines count from 1")

	// SC-8, SC-10: 3 scatters in a free spin award 5 more; an x10 without
	// a win leaves T at 7.
	require.EqualValues(t, 0, lines[3]["win"])
	require.EqualValues(t, 3, lines[3]["scatters"])
	require.EqualValues(t, 5, lines[3]["awarded"])
	require.EqualValues(t, 7, lines[3]["total_multiplier"])

	require.Contains(t, lines[4]["error"], `line 5: screen row 1 reel 3: unknown symbol "sun"`)
	require.Contains(t, lines[5]["error"], "line 6: games: crystal-spin: refill")
	require.Contains(t, lines[5]["error"], "tumble: reel 0: refill list exhausted")
}

// free_spins in a result is the number of free spins awarded by this spin,
// as the specification says (QA scripts read it so); the free spins played
// in the round are free_spins_played. SC-9: 4 scatters in a base spin award
// 15 and play none; SC-10: 3 scatters in a free spin award 5, and the round
// is that one free spin.
func TestScenarioFreeSpinsIsAwardedBySpin(t *testing.T) {
	base := strings.Replace(strings.Replace(calm, `"state":{"free_spin":true,"total_multiplier":7},`, ``, 1),
		`["star","sun",`, `["star","scatter",`, 1)
	lines, code := runLines(t, base+"\n"+calm)
	require.Equal(t, 0, code, lines)
	require.Len(t, lines, 2)
	require.EqualValues(t, 4, lines[0]["scatters"])
	require.EqualValues(t, 15, lines[0]["free_spins"], "awarded by the base spin")
	require.EqualValues(t, 0, lines[0]["free_spins_played"])
	require.Equal(t, true, lines[0]["triggered"])
	require.EqualValues(t, 3, lines[1]["scatters"])
	require.EqualValues(t, 5, lines[1]["free_spins"], "awarded by the free spin")
	require.EqualValues(t, 1, lines[1]["free_spins_played"], "the forced free spin itself")
}
