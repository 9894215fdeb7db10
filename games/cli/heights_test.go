package cli_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/cli"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/internal/featurepar"
	"github.com/slotmech/slotmech/lines/ways"
)

// twoHeights is a ways title of two reels of two rows on variable
// heights: reel 0 (strip A C) is 1 or 2 rows high, each with weight 3
// (the divisor makes them 1 and 1), reel 1 (strip A C) always 2; X closes
// the top of a shorter reel. A A pays 1 × the bet a way. Reel 0 shows one
// A at height 1, stop 0 (X above A), at height 2 at both stops (A C, C A),
// and none at height 1, stop 1: 3 of its 4 virtual stops, each with 1 way
// on reel 1 (which always shows one A), so the RTP is 3/4, over 4 × 2 = 8
// combinations.
func twoHeights() stripgame.Config {
	const a, c, x = 1, 2, 3
	return stripgame.Config{
		Name: "two-heights", Symbols: []string{"A", "C", "X"}, Rows: 2,
		Strips:  [][]slotmech.Symbol{{a, c}, {a, c}},
		Heights: [][]int64{{3, 3}, {0, 1}},
		Ways:    &ways.Config{Blocked: x, Pays: map[slotmech.Symbol][]slotmech.Factor{a: {0, 0, slotmech.Whole(1)}}},
		Bets:    []slotmech.Money{100},
	}
}

// parsheet analyses a variable-height ways title's base game exactly, on
// its virtual stops: without free spins, the fraction worked out above;
// with free spins on reels of fixed heights, the feature is exact too,
// and the sheet is FreeSpinRTP's.
func TestParsheetVariableHeights(t *testing.T) {
	g, err := stripgame.New(twoHeights())
	require.NoError(t, err)
	r := parsheet(t, cli.New([]games.Game{g}))
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	require.Contains(t, r.stdout, "75.000000% = 3/4: full cycle of 8 combinations")
	require.Contains(t, r.stdout, "base game exact")
	require.NotContains(t, r.stdout, "simulated")

	const a, c, s = 1, 2, 4
	cfg := twoHeights()
	cfg.Symbols = append(cfg.Symbols, "S")
	cfg.Strips = [][]slotmech.Symbol{{a, c, s}, {s, a, c}}
	cfg.Scatter = s
	cfg.Free = &stripgame.FreeSpins{Strips: [][]slotmech.Symbol{{a, s, c}, {a, a, c}},
		Trigger: []stripgame.Award{{Scatters: 2, Spins: 3}}, Multiplier: 2}
	g, err = stripgame.New(cfg)
	require.NoError(t, err)
	want, err := exact.FreeSpinRTP(context.Background(), featurepar.ExactGame(g), 100, exact.Options{})
	require.NoError(t, err)
	r = parsheet(t, cli.New([]games.Game{g}))
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	require.Contains(t, r.stdout, "RTP "+pct(want.RTP)+"% = "+want.RTP.RatString()+": base game exact, feature exact")
	require.Contains(t, r.stdout, "full cycle of 18 combinations", "reel 0: 2 heights × 3 stops; reel 1: 3 stops")
	require.NotContains(t, r.stdout, "simulated")
}
