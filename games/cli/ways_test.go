package cli_test

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/cli"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/lines/ways"
)

// A ways title without free spins is a strip game (v1.0.0): parsheet gives
// its full cycle, exact. Two reels of one row, a wild on the second: A A
// and A W pay 1 × the bet, B B and B W pay 2; of the 3 × 3 combinations,
// reel 0 shows A at 1 of its 3 stops and B at 1, reel 1 matches either at
// 2 of 3 (the symbol or the wild): (1 × 2 × 1 + 1 × 2 × 2) / 9 = 6/9.
func TestParsheetWaysStripGame(t *testing.T) {
	const a, b, c, w = 1, 2, 3, 4
	g, err := stripgame.New(stripgame.Config{
		Name: "two-ways", Symbols: []string{"A", "B", "C", "W"}, Rows: 1,
		Strips: [][]slotmech.Symbol{{a, b, c}, {w, a, b}},
		Ways: &ways.Config{Wilds: []ways.Wild{{Symbol: w}},
			Pays: map[slotmech.Symbol][]slotmech.Factor{a: {0, 0, slotmech.Whole(1)}, b: {0, 0, slotmech.Whole(2)}}},
		Bets: []slotmech.Money{100},
	})
	require.NoError(t, err)
	tl := cli.New([]games.Game{g})
	r := parsheet(t, tl)
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	require.Contains(t, r.stdout, "two-ways: exact full cycle at bet 100")
	require.Contains(t, r.stdout, "RTP                    2/3 = 66.6667%")
	r = parsheet(t, tl, "-html", filepath.Join(t.TempDir(), "ways.html"))
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
}
