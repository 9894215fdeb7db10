package stripgame_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/internal/testfix/gamefix"
	"github.com/slotmech/slotmech/lines"
)

// busyCascade is a line game with a cascade whose rounds from the odometer
// of exact analysis are played by the line-cascade path (linecascade.go):
// 4 reels of 3 rows, three symbols and a wild on short strips, so that
// cascades are common and long; five lines paying any run (AnyRun), a line
// cap that cuts on the first step and on later ones, and a StepMultiplier
// that doubles a screen whose top-left shows the wild.
func busyCascade() stripgame.Config {
	x := slotmech.Whole
	const a, b, c, w = 1, 2, 3, 4
	return stripgame.Config{
		Name:    "busy-cascade",
		Symbols: []string{"A", "B", "C", "W"},
		Rows:    3,
		Strips: [][]slotmech.Symbol{
			{a, b, a, c, w, b, a, c, b},
			{b, a, c, a, b, w, c, a},
			{a, c, b, w, a, b, c, c, a},
			{c, a, b, a, w, c, b, a},
		},
		Lines: &lines.Config{
			Lines: [][]int{{1, 1, 1, 1}, {0, 0, 0, 0}, {2, 2, 2, 2}, {0, 1, 2, 1}, {2, 1, 0, 1}},
			Pays:  map[slotmech.Symbol][]slotmech.Factor{a: {0, 0, 0, x(1), x(4)}, b: {0, 0, 0, x(2), x(6)}, c: {0, 0, 0, x(3), x(12)}},
			Wild:  w, WildPaysAs: c,
			Direction: lines.AnyRun,
		},
		Cascade:  true,
		MaxSteps: 100,
		LineCap:  100,
		StepMultiplier: func(s *slotmech.Screen) int64 {
			if s.At(0, 0) == w {
				return 2
			}
			return 1
		},
		StepFact: games.FactDef{Name: "doubled", Kind: games.FactFlag, Doc: "a wild top left: wins doubled"},
		Bets:     []slotmech.Money{1, 10},
	}
}

// The odometer of exact analysis (PlayReel, whose line cascades
// linecascade.go plays) gives every figure of the full cycle that PlayStops
// (play's general loop) gives, at a bet where the line cap cuts nothing
// and at one where it cuts, on 1 and 2 workers; the cycle has long
// cascades, capped rounds and doubled steps, so each part of the path is
// played.
//
// On 4 rows the second step has no table (stopData.after2 stops at 3
// rows), and falls and refills from the strips as the later ones do.
func TestLineCascadeOdometerAsPlayStops(t *testing.T) {
	tall := busyCascade()
	tall.Rows = 4
	for _, cfg := range []stripgame.Config{busyCascade(), tall} {
		testLineCascadeOdometer(t, mustNew(t, cfg))
	}
}

func testLineCascadeOdometer(t *testing.T, g games.Game) {
	for _, bet := range []slotmech.Money{1, 10} {
		want, err := exact.FullCycle(context.Background(), gamefix.Plain(g), bet, exact.Options{Workers: 1})
		require.NoError(t, err)
		for workers := 1; workers <= 2; workers++ {
			got, err := exact.FullCycle(context.Background(), g, bet, exact.Options{Workers: workers})
			require.NoError(t, err)
			require.Equal(t, want, got, "%s rows, bet %d, %d workers", g.Name(), bet, workers)
		}
		require.GreaterOrEqual(t, len(want.Depths), 5, "bet %d: cascades of 4 winning steps and more", bet)
		require.Positive(t, want.Facts["doubled"], "bet %d", bet)
		if bet == 10 {
			require.Positive(t, want.Capped, "bet %d: the line cap cuts", bet)
		} else {
			require.Zero(t, want.Capped, "bet %d", bet)
		}
	}
}
