package exact_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/lines"
)

// marginalGames are strip games of every kind that qualify: lines in each
// direction, with and without wilds, a line cap that bites, a scatter,
// line bet and total bet, and pay anywhere.
func marginalGames(t testing.TB) map[string]games.Game {
	x := slotmech.Whole
	const a, b, c, w, s = 1, 2, 3, 4, 5
	strips := [][]slotmech.Symbol{
		{a, b, c, a, w, b, s, a, c, b, a},
		{b, a, s, c, a, b, w, c, a},
		{c, a, b, w, a, s, b, c, a, b},
		{a, s, b, c, a, w, b, a},
		{b, c, a, a, s, w, c, b, a, c, b, a},
	}
	linesCfg := func(d lines.Direction, wild bool) *lines.Config {
		lc := &lines.Config{
			Lines: [][]int{{1, 1, 1, 1, 1}, {0, 0, 0, 0, 0}, {2, 2, 2, 2, 2}, {0, 1, 2, 1, 0}, {2, 1, 0, 1, 2}},
			Pays: map[slotmech.Symbol][]slotmech.Factor{
				a: {0, 0, 0, x(2), x(5), x(20)},
				b: {0, 0, 0, x(3), x(10), x(40)},
				c: {0, 0, slotmech.MustParseFactor("0.5"), x(5), x(25), x(100)},
			},
			Direction: d,
		}
		if wild {
			lc.Wild, lc.WildPaysAs = w, c
		}
		return lc
	}
	scatterPays := []cluster.ScatterPay{{Count: 2, Factor: slotmech.MustParseFactor("0.25")}, {Count: 3, Factor: x(2)}, {Count: 5, Factor: x(50)}}
	base := func(name string) stripgame.Config {
		return stripgame.Config{Name: name, Symbols: []string{"a", "b", "c", "w", "s"}, Rows: 3, Strips: strips,
			Bets: []slotmech.Money{1, 3, 10, 100}, DefaultBet: 10}
	}
	out := map[string]games.Game{}
	add := func(cfg stripgame.Config) {
		g, err := stripgame.New(cfg)
		require.NoError(t, err, cfg.Name)
		out[cfg.Name] = g
	}
	for _, d := range []lines.Direction{lines.LeftToRight, lines.RightToLeft, lines.BothWays, lines.AnyRun} {
		cfg := base("lines-" + strings.ToLower(d.String()))
		cfg.Lines = linesCfg(d, true)
		cfg.Scatter, cfg.ScatterPays = s, scatterPays
		add(cfg)
	}
	cfg := base("no-wild-line-bet")
	cfg.Lines, cfg.BetModel = linesCfg(lines.BothWays, false), stripgame.LineBet
	cfg.Scatter, cfg.ScatterPays = s, scatterPays
	add(cfg)
	cfg = base("line-cap")
	cfg.Lines, cfg.LineCap = linesCfg(lines.AnyRun, true), 150
	add(cfg)
	cfg = base("anywhere")
	cfg.Anywhere = &cluster.PayAnywhereConfig{
		Classes: []cluster.Range{{Min: 4, Max: 5}, {Min: 7, Max: slotmech.MaxPositions}},
		Pays:    map[slotmech.Symbol][]slotmech.Factor{a: {x(1), x(5)}, b: {x(2), 0}, c: {slotmech.MustParseFactor("0.3"), x(30)}},
	}
	cfg.Scatter, cfg.ScatterPays = s, scatterPays
	add(cfg)
	cfg = base("round-cap-far")
	cfg.Lines, cfg.RoundCapX = linesCfg(lines.LeftToRight, true), 10_000
	add(cfg)
	return out
}
