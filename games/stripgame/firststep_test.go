package stripgame_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/stripgame"
)

// A cascade played from its stops (whose first step falls and refills from
// the tables New builds, see fallFromStops) plays every combination of
// cappedLines and toyCascade, at every bet, as the same round forced from
// its window with refill lists read off the strips above it, which
// PlayForced plays with tumble.Step and the lines evaluator alone: the same
// win, cap and number of winning steps.
func TestCascadeFromStopsAsForced(t *testing.T) {
	for _, cfg := range []stripgame.Config{cappedLines(), toyCascade(), tripledB()} {
		g := mustNew(t, cfg)
		sp := g.NewPlayer().(exact.StripPlayer)
		fp := g.NewPlayer()
		bets := []slotmech.Money{cfg.Bets[0], cfg.Bets[len(cfg.Bets)-1]}
		stops := make([]int, len(cfg.Strips))
		var d games.Detail
		for {
			f := &games.Forced{Screen: slotmech.NewScreen(len(cfg.Strips), cfg.Rows), Refill: make([][]slotmech.Symbol, len(cfg.Strips))}
			for r, strip := range cfg.Strips {
				n := len(strip)
				for row := range cfg.Rows {
					f.Screen.Set(r, row, strip[(stops[r]+row)%n])
				}
				for i := range 10 * cfg.Rows { // the strip above the window, going up (enough: a list that runs out fails the test)
					f.Refill[r] = append(f.Refill[r], strip[((stops[r]-1-i)%n+n)%n])
				}
			}
			for _, bet := range bets {
				depth := 0
				out, err := sp.PlayStops(stops, bet, func(w games.PaidWin) { depth = max(depth, w.Step) })
				require.NoError(t, err)
				f.Bet = bet
				want, err := fp.PlayForced(f, nil, &d)
				require.NoError(t, err, "%s stops %v", cfg.Name, stops)
				require.Equal(t, want.Win, out.Win, "%s stops %v bet %d", cfg.Name, stops, bet)
				require.Equal(t, want.Capped, out.Capped, "%s stops %v bet %d", cfg.Name, stops, bet)
				require.Equal(t, len(d.Spins[0].Steps), depth, "%s stops %v bet %d", cfg.Name, stops, bet)
			}
			r := len(stops) - 1
			for ; r >= 0; r-- {
				if stops[r]++; stops[r] < len(cfg.Strips[r]) {
					break
				}
				stops[r] = 0
			}
			if r < 0 {
				break
			}
		}
	}
}
