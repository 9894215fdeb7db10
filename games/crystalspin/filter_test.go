package crystalspin

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/gamestest"
	"github.com/slotmech/slotmech/lines"
	"github.com/slotmech/slotmech/rng"
)

// CS-5 (with CS-4 and CS-7): the lines evaluator's screen filter (MayPay)
// says "may win" exactly for the Crystal Spin screens on which the
// evaluator finds a win, so skipping the evaluator when it says no never
// loses a pay.
func TestCS_5_FilterMatchesEvaluator(t *testing.T) {
	ev, err := lines.New(linesConfig())
	require.NoError(t, err)
	rapid.Check(t, func(t *rapid.T) {
		// Few distinct symbols and many wilds, so that wins are common.
		pool := rapid.SliceOfN(rapid.IntRange(int(Wild), int(Cherry)), 1, 4).Draw(t, "pool")
		s := slotmech.NewScreen(Reels, Rows)
		for r := range Reels {
			for row := range Rows {
				s.Set(r, row, slotmech.Symbol(rapid.SampledFrom(pool).Draw(t, "sym")))
			}
		}
		var res slotmech.Result
		ev.Evaluate(&s, &res)
		if got, want := ev.MayPay(&s), len(res.Wins) > 0; got != want {
			t.Fatalf("filter says %v, evaluator found %d wins on\n%s", got, len(res.Wins), s.Format(alphabet))
		}
	})
}

// The built-in strips are valid data: 5 strips of 32 Crystal Spin symbols.
func TestBuiltInStripsValid(t *testing.T) {
	for r, strip := range reelStrips {
		if len(strip) != 32 {
			t.Errorf("reel %d: %d symbols", r, len(strip))
		}
		for i := range len(strip) {
			if !validSymbol(stripLetter(strip[i])) {
				t.Errorf("reel %d position %d: %q", r, i, strip[i])
			}
		}
	}
	if _, err := NewWithStrips(Strips()); err != nil {
		t.Fatal(err)
	}
}

// CS-1, CS-8: the odometer of exact analysis (PlayReel) plays exactly the
// games PlayStops plays, at every stake, whatever order the reels move in.
func TestPlayReelPlaysAsPlayStops(t *testing.T) {
	g := newGame()
	src := rng.NewStream(8, 0)
	for _, stake := range Stakes() {
		if err := gamestest.CheckStripPlayer(g, stake, src, 3000); err != nil {
			t.Fatal(err)
		}
	}
	p := g.NewPlayer().(exact.StripPlayer)
	err := p.PlayReel(make([]int, Reels), 7, nil, func(int, int, games.Outcome) error { return nil })
	require.ErrorIs(t, err, games.ErrBet)
}
