package games_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
)

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
	v := games.View(wheel{}, games.Outcome{Bet: 100, Stake: 100, Win: 700}, &d)
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
