// Package gamefix holds the game fixtures that the tests of games/exact,
// internal/marginal and internal/report share: the classic 5×3 title of the
// full-cycle benchmarks and known answers, the strip games of every kind that
// marginal.Marginals qualifies for, and Crystal Spin on short strips written
// as letters.
//
// Model: each fixture is built afresh from fixed data (strips shuffled with a
// fixed seed, literal pay tables), so two calls give equal games and a test's
// known answers do not depend on which test package builds them. A fixture
// that cannot be built fails the test it is given.
//
// Concurrency: the functions keep no state and may be called from parallel
// tests; what a returned game allows is documented by games/stripgame and
// games/crystalspin.
//
// It is NOT for production code: only _test.go files import it, and it is not
// part of the public API. It is not a catalogue of titles either (see
// examples/gallery).
package gamefix

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/lines"
	"github.com/slotmech/slotmech/rng"
)

// ClassicFive is a classic 5×3 title composed with games/stripgame: 5
// lines paying left to right from 3 of a kind, a wild that pays as SEVEN, a
// scatter paying 2, 10 and 50 × the total bet for 3, 4 and 5 anywhere, a
// line bet, and strips of 32 stops (9 cherries, 7 lemons, 6 plums, 4 bells,
// 2 sevens, 2 wilds and 2 stars each, shuffled with a fixed seed): 32⁵ =
// 33 554 432 combinations, no cascade, an RTP of 96.07% (marginal.Marginals
// and exact.FullCycle agree on it: TestMarginalsClassicFive).
func ClassicFive(tb testing.TB) games.Game {
	return ClassicGame(tb, ClassicStrips([]int{9, 7, 6, 4, 2, 2, 2}))
}

// ClassicStrips returns the 5 strips of a classic game: counts[i] stops of
// symbol i+1 on each, shuffled with a fixed seed (the strips of ClassicFive
// for its counts).
func ClassicStrips(counts []int) [][]slotmech.Symbol {
	src := rng.NewStream(5, 5)
	var strips [][]slotmech.Symbol
	for range 5 {
		var strip []slotmech.Symbol
		for i, n := range counts {
			for range n {
				strip = append(strip, slotmech.Symbol(i+1))
			}
		}
		for i := len(strip) - 1; i > 0; i-- { // Fisher–Yates
			j := rng.IntN(src, i+1)
			strip[i], strip[j] = strip[j], strip[i]
		}
		strips = append(strips, strip)
	}
	return strips
}

// ClassicGame returns the game of ClassicFive on other strips (symbols 1 to
// 7: cherry, lemon, plum, bell, seven, wild, star).
func ClassicGame(tb testing.TB, strips [][]slotmech.Symbol) games.Game {
	const (
		cherry slotmech.Symbol = iota + 1
		lemon
		plum
		bell
		seven
		wild
		star
	)
	x := slotmech.Whole
	g, err := stripgame.New(stripgame.Config{
		Name:    "classic-five",
		Symbols: []string{"cherry", "lemon", "plum", "bell", "seven", "wild", "star"},
		Rows:    3,
		Strips:  strips,
		Lines: &lines.Config{
			Lines: [][]int{{1, 1, 1, 1, 1}, {0, 0, 0, 0, 0}, {2, 2, 2, 2, 2}, {0, 1, 2, 1, 0}, {2, 1, 0, 1, 2}},
			Pays: map[slotmech.Symbol][]slotmech.Factor{
				cherry: {0, 0, 0, x(2), x(8), x(25)},
				lemon:  {0, 0, 0, x(4), x(10), x(40)},
				plum:   {0, 0, 0, x(5), x(15), x(60)},
				bell:   {0, 0, 0, x(10), x(40), x(150)},
				seven:  {0, 0, 0, x(25), x(150), x(1000)},
			},
			Wild: wild, WildPaysAs: seven,
		},
		Scatter:     star,
		ScatterPays: []cluster.ScatterPay{{Count: 3, Factor: x(2)}, {Count: 4, Factor: x(10)}, {Count: 5, Factor: x(50)}},
		BetModel:    stripgame.LineBet, Bets: []slotmech.Money{1, 2, 5, 10}, DefaultBet: 1,
	})
	require.NoError(tb, err)
	return g
}

// MarginalGames are strip games of every kind that marginal.Marginals
// qualifies: lines in each direction, with and without wilds, a line cap
// that bites, a scatter, line bet and total bet, and pay anywhere.
func MarginalGames(t testing.TB) map[string]games.Game {
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

// CrystalStrips returns the strips spelt by letters, one string a reel:
// letter 'a' is crystalspin.Wild, 'b' the symbol after it, and so on.
func CrystalStrips(letters ...string) [][]slotmech.Symbol {
	var strips [][]slotmech.Symbol
	for _, s := range letters {
		var out []slotmech.Symbol
		for i := range len(s) {
			out = append(out, crystalspin.Wild+slotmech.Symbol(s[i]-'a'))
		}
		strips = append(strips, out)
	}
	return strips
}

// ShortCrystal returns Crystal Spin on the strips spelt by letters (see
// CrystalStrips): on short strips that cascade, a quick full cycle with
// cascades, wilds and full houses.
func ShortCrystal(tb testing.TB, letters ...string) games.Game {
	tb.Helper()
	g, err := crystalspin.NewWithStrips(CrystalStrips(letters...))
	require.NoError(tb, err)
	return g
}
