package cli

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/toygame"
)

// FuzzScenarioLine: the scenario line parser never panics; a line it
// refuses gets a message for people (no Go type names), and a line it
// accepts names a title of the tool and one of its modes.
func FuzzScenarioLine(f *testing.F) {
	for _, seed := range []string{
		`{"game":"toy","bet":100,"screen":[["a","a","a"]]}`,
		`{"game":"toy","bet":100,"ante":true,"screen":[["a","a","b"]],"boost":2}`,
		`{"game":"toy","bet":100,"mode":"ante","standard":false,"screen":[["b","b","b"]],"state":{"boost":3},"refill":null,"seed":1}`,
		`{"game":"toy","bet":"x","screen":[["a",1]],"state":[1]}`,
		`{"game":"toy","bet":1,"colour":"red"}`,
		`{"game":"toy","bet":100,"screen":[["a","a","a"]],"refill":[["a"],["b"],["zz"]]}`,
		`{"game":"toy","bet":1.5,"seed":-1,"mode":3}`,
		`{"game":"toy"} {}`, `[1,2]`, `null`, `{"game":"toy"`, `{"bet":"\"\\\"a"}`,
	} {
		f.Add(seed)
	}
	tool := New([]games.Game{toygame.Game{}})
	f.Fuzz(func(t *testing.T, line string) {
		fl, err := tool.scenario.parse([]byte(line))
		if err != nil {
			require.Nil(t, fl)
			msg := err.Error()
			require.NotEmpty(t, msg)
			for _, bad := range []string{"Go struct", "Go value", "int64", "uint64", "slotmech.", "games.", "cli.", "[]string", "map[", "json.RawMessage", "scenarioInput"} {
				require.NotContains(t, msg, bad, "a message in the user's words: %s", msg)
			}
			return
		}
		require.Equal(t, "toy", fl.title.game.Name())
		require.True(t, strings.Contains(fl.forced.Mode, "standard") || fl.forced.Mode == "ante", fl.forced.Mode)
		require.False(t, fl.forced.Screen.Reels() == 0, "an accepted line has a screen")
	})
}

// A line's messages name the key at fault and the value as the user wrote
// it, whatever the key's Go type.
func TestScenarioLineMessages(t *testing.T) {
	tool := New([]games.Game{toygame.Game{}})
	for line, want := range map[string]string{
		`{"game":"toy","bet":"a\"b"}`:                          `"bet": want an integer, got the string "a\"b"`,
		`{"game":"toy","bet":true}`:                            `"bet": want an integer, got true`,
		`{"game":"toy","bet":[1]}`:                             `"bet": want an integer, got a list`,
		`{"game":"toy","seed":{}}`:                             `"seed": want an integer from 0 to 18446744073709551615, got an object`,
		`{"game":"toy","bet":1,"ante":1}`:                      `"ante": want true or false, got 1`,
		`{"game":"toy","bet":1,"ante":true,"standard":true}`:   `"standard" and "ante": a line is in one mode`,
		`{"game":"toy","bet":1,"standard":true,"mode":"ante"}`: `"standard": true and "mode": "ante" disagree`,
		`{"game":"toy","bet":1,"double":true}`:                 `unknown field "double"`,
		`null`:                                                 `missing "game"`,
	} {
		_, err := tool.scenario.parse([]byte(line))
		require.Error(t, err, line)
		require.Contains(t, err.Error(), want, line)
	}
}
