package roundview_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/roundview"
)

// viewGame is a one-position title with two symbols and two facts of
// different kinds; the views only read its alphabet and its facts.
type viewGame struct{}

var viewSymbols, _ = slotmech.NewAlphabet("blank", "jackpot")

func (viewGame) Name() string { return "view" }
func (viewGame) Modes() []games.Mode {
	return []games.Mode{{Name: games.Standard, Cost: slotmech.Whole(1)}}
}
func (viewGame) DefaultBet() slotmech.Money                                 { return 100 }
func (viewGame) Stake(bet slotmech.Money, _ string) (slotmech.Money, error) { return bet, nil }
func (viewGame) Alphabet() *slotmech.Alphabet                               { return viewSymbols }
func (viewGame) ConfigData() []byte                                         { return []byte(`{}`) }
func (viewGame) NewPlayer() games.Player                                    { return nil }
func (viewGame) Facts() []games.FactDef {
	return []games.FactDef{{Name: "feature", Kind: games.FactFlag}, {Name: "free_spins", Kind: games.FactCount}}
}

// A view names how a win was paid: its line, its number of ways, or
// anywhere; JSON leaves out what a win does not have.
func TestViewWhereAWinPaid(t *testing.T) {
	var d games.Detail
	sp := d.AddSpin()
	sp.Screen, sp.Multiplier, sp.Win = slotmech.NewScreen(1, 1), 1, 700
	st := sp.AddStep()
	st.Screen, st.Win = sp.Screen, 700
	st.Wins = []games.Win{
		{Symbol: 1, Count: 3, Line: 2, Factor: slotmech.Whole(1)},
		{Symbol: 1, Count: 3, Ways: 12, Factor: slotmech.Whole(6)},
		{Symbol: 2, Count: 8, Factor: slotmech.Whole(0)},
	}
	v := roundview.Of(viewGame{}, games.Outcome{Bet: 100, Stake: 100, Win: 700}, &d)
	var b bytes.Buffer
	if err := v.Fprint(&b); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{" line 2 pays 1\n", " on 12 ways pays 6\n", " anywhere pays 0\n"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("view does not say %q:\n%s", want, b.String())
		}
	}
	j, err := json.Marshal(v.Spins[0].Steps[0].Wins)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Count(string(j), `"ways":12`); got != 1 || strings.Count(string(j), `"ways"`) != 1 {
		t.Errorf("JSON of the wins: %s", j)
	}
}

// A view types each fact by its declaration: a flag is true or false, a
// count an integer, the same value 1 either way.
func TestViewTypesFacts(t *testing.T) {
	var d games.Detail
	sp := d.AddSpin()
	sp.Screen, sp.Multiplier = slotmech.NewScreen(1, 1), 1
	sp.Facts.Set("feature", 1)
	sp.Facts.Set("free_spins", 1)
	st := sp.AddStep()
	st.Screen = sp.Screen
	st.Facts.Set("free_spins", 0)
	v := roundview.Of(viewGame{}, games.Outcome{Bet: 100, Stake: 100}, &d)
	want := roundview.Facts{"feature": {Flag: true, Value: 1}, "free_spins": {Value: 1}}
	if got := v.Spins[0].Facts; len(got) != 2 || got["feature"] != want["feature"] || got["free_spins"] != want["free_spins"] {
		t.Errorf("spin facts %v, want %v", got, want)
	}
	if got := v.Spins[0].Steps[0].Facts; len(got) != 1 || got["free_spins"] != (roundview.FactValue{}) {
		t.Errorf("step facts %v, want free_spins 0", got)
	}
	j, err := json.Marshal(v.Spins[0].Facts)
	if err != nil {
		t.Fatal(err)
	}
	if string(j) != `{"feature":true,"free_spins":1}` {
		t.Errorf("JSON of the spin's facts: %s", j)
	}
	if v.Spins[0].Steps[0].Facts == nil || len(roundview.Of(viewGame{}, games.Outcome{}, nil).Spins) != 0 {
		t.Error("a step with facts has a view of them; a round without detail has no spins")
	}
}

func TestFactValueJSON(t *testing.T) {
	for _, tc := range []struct {
		v    roundview.FactValue
		json string
	}{{roundview.FactValue{Flag: true, Value: 1}, "true"}, {roundview.FactValue{Flag: true}, "false"}, {roundview.FactValue{Value: -12}, "-12"}} {
		b, err := tc.v.MarshalJSON()
		require.NoError(t, err)
		require.Equal(t, tc.json, string(b))
		var back roundview.FactValue
		require.NoError(t, back.UnmarshalJSON(b))
		require.Equal(t, tc.v, back)
	}
	var v roundview.FactValue
	require.Error(t, v.UnmarshalJSON([]byte(`"x"`)))
}

// JSON and Parse are inverses: a round's view survives its JSON form.
func TestJSONParses(t *testing.T) {
	var d games.Detail
	sp := d.AddSpin()
	sp.Screen, sp.Multiplier, sp.Win = slotmech.NewScreen(1, 1), 1, 700
	sp.Facts.Set("feature", 1)
	st := sp.AddStep()
	st.Screen, st.Win = sp.Screen, 700
	st.Wins = []games.Win{{Symbol: 2, Count: 1, Line: 1, Factor: slotmech.Whole(7)}}
	out := games.Outcome{Bet: 100, Stake: 100, Win: 700}
	b := roundview.JSON(viewGame{}, out, &d)
	v, err := roundview.Parse(b)
	require.NoError(t, err)
	require.Equal(t, roundview.Of(viewGame{}, out, &d), v)
	require.Equal(t, string(b), string(v.JSON()))
	_, err = roundview.Parse([]byte(`{"win":"x"}`))
	require.Error(t, err)
}

// TestStopsInTheView: a spin's stops (games.Spin.Stops) are in its view,
// a copy, where the JSON has them after the screen and Fprint prints them
// under it; a spin without stops has none, and its JSON no "stops" member
// (records made before them keep their bytes).
func TestStopsInTheView(t *testing.T) {
	var d games.Detail
	sp := d.AddSpin()
	sp.Screen, sp.Multiplier = slotmech.NewScreen(1, 1), 1
	none := roundview.Of(viewGame{}, games.Outcome{Bet: 100, Stake: 100}, &d)
	require.Nil(t, none.Spins[0].Stops)
	require.NotContains(t, string(none.JSON()), "stops")

	sp.Stops = append(sp.Stops, 4, 0, 31)
	v := roundview.Of(viewGame{}, games.Outcome{Bet: 100, Stake: 100}, &d)
	require.Equal(t, []int{4, 0, 31}, v.Spins[0].Stops)
	sp.Stops[0] = 9
	require.Equal(t, 4, v.Spins[0].Stops[0], "the view's own copy")
	require.Contains(t, string(v.JSON()), `"screen":[["-"]],"stops":[4,0,31],"steps"`)
	back, err := roundview.Parse(v.JSON())
	require.NoError(t, err)
	require.Equal(t, v, back)
	var b bytes.Buffer
	require.NoError(t, v.Fprint(&b))
	require.Contains(t, b.String(), "\n  reel stops 4 0 31\n")

	d.AddSpin().Free = true // a second spin without stops: reused memory starts empty
	require.Empty(t, d.Spins[1].Stops)
	d.Reset()
	require.Empty(t, d.AddSpin().Stops, "a reset Detail's spin has no stops of the round before")
}
