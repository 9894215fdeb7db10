package marginal_test

import (
	"context"
	"errors"
	"math/big"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/internal/marginal"
	"github.com/slotmech/slotmech/internal/report"
	"github.com/slotmech/slotmech/internal/testfix/gamefix"
	"github.com/slotmech/slotmech/lines"
	"github.com/slotmech/slotmech/lines/ways"
)

// checkMarginals checks that Marginals gives exactly the figures of
// FullCycle for g at bet: the combinations, the wager, the total won, the
// RTP and every symbol and count's wins and pays.
func checkMarginals(t require.TestingT, g games.Game, bet slotmech.Money) *marginal.Marginal {
	m, err := marginal.Marginals(g, bet)
	require.NoError(t, err)
	c, err := exact.FullCycle(context.Background(), g, bet, exact.Options{Workers: 0})
	require.NoError(t, err)
	require.Equal(t, c.Combinations, m.Combinations)
	require.Equal(t, c.Wagered, m.Wagered)
	require.Equal(t, c.Won, m.Won, "won")
	require.Equal(t, c.RTP, m.RTP, "RTP")
	require.Equal(t, c.Pays, m.Pays, "pays by symbol and count")
	require.Equal(t, report.BySymbol(c.Pays), m.BySymbol())
	require.Equal(t, report.ByCount(c.Pays), m.ByCount())
	require.Equal(t, c.Config, m.Config)
	return m
}

// Marginals gives exactly FullCycle's figures (combinations, RTP, every
// symbol and count) on strip games of every kind that qualify, at every
// bet (the line cap bites at the larger ones; factors of 0.25 and 0.5 are
// rounded down at the smaller ones).
func TestMarginalsMatchFullCycle(t *testing.T) {
	for name, g := range gamefix.MarginalGames(t) {
		for _, bet := range []slotmech.Money{1, 3, 10, 100} {
			t.Run(name, func(t *testing.T) { checkMarginals(t, g, bet) })
		}
	}
}

// The classic 5×3 game of BenchmarkFullCycleClassic and Crystal Spin's
// strips under a line game without a cascade: Marginals agrees with the
// 33.5 million combinations of FullCycle.
func TestMarginalsClassicFive(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("a full cycle of 33.5 million combinations is for a full, non-race run")
	}
	m := checkMarginals(t, gamefix.ClassicFive(t), 1)
	t.Logf("classic five: RTP %s", m.RTP.FloatString(6))
}

// Marginals refuses what it cannot compute: a game that does not describe
// itself (Crystal Spin: cascades and a full-house doubling), a game with a
// cascade, a round cap that may bite, and a refused bet.
func TestMarginalsRefuse(t *testing.T) {
	_, err := marginal.Marginals(crystalspin.New(), 100)
	require.ErrorIs(t, err, marginal.ErrNotMarginal)
	gs := gamefix.MarginalGames(t)
	cfg := stripgame.Config{Name: "cascade", Symbols: []string{"a", "b"}, Rows: 1,
		Strips:  [][]slotmech.Symbol{{1, 2}, {1, 2}, {2, 1}},
		Lines:   &lines.Config{Lines: [][]int{{0, 0, 0}}, Pays: map[slotmech.Symbol][]slotmech.Factor{1: {0, 0, 0, slotmech.Whole(3)}}},
		Cascade: true, MaxSteps: 10, Bets: []slotmech.Money{1}}
	g, err := stripgame.New(cfg)
	require.NoError(t, err)
	_, err = marginal.Marginals(g, 1)
	require.ErrorIs(t, err, marginal.ErrNotMarginal)
	cfg.Name, cfg.Cascade, cfg.MaxSteps, cfg.RoundCapX = "capped", false, 0, 2
	g, err = stripgame.New(cfg)
	require.NoError(t, err)
	_, err = marginal.Marginals(g, 1)
	require.ErrorIs(t, err, marginal.ErrNotMarginal, "a round cap of 2 × the stake, wins of 3")
	// A ways game is a strip game, whose model is not written: refused,
	// not reduced to its scatter.
	wc := stripgame.Config{Name: "ways", Symbols: []string{"a", "b"}, Rows: 1,
		Strips: [][]slotmech.Symbol{{1, 2}, {1, 2}},
		Ways:   &ways.Config{Pays: map[slotmech.Symbol][]slotmech.Factor{1: {0, 0, slotmech.Whole(3)}}}, Bets: []slotmech.Money{1}}
	g, err = stripgame.New(wc)
	require.NoError(t, err)
	_, err = marginal.Marginals(g, 1)
	require.ErrorIs(t, err, marginal.ErrNotMarginal)
	_, err = marginal.Marginals(gs["anywhere"], 7)
	require.ErrorIs(t, err, games.ErrBet)
	require.False(t, errors.Is(err, marginal.ErrNotMarginal))
}

// A round cap is judged against the line wins and the scatter pay
// together: with a line win of at most 3 and a scatter pay of at most 2
// (times the stake of 1), a cap of 4 × the stake may bite (refused, the
// error saying what a round may win), and a cap of 5, the largest win
// exactly, never does: Marginals then gives FullCycle's figures.
func TestMarginalsRoundCapCountsTheScatter(t *testing.T) {
	cfg := stripgame.Config{Name: "cap-and-scatter", Symbols: []string{"a", "b", "s"}, Rows: 1,
		Strips:      [][]slotmech.Symbol{{1, 2, 3}, {1, 3, 2}, {3, 1, 2}},
		Lines:       &lines.Config{Lines: [][]int{{0, 0, 0}}, Pays: map[slotmech.Symbol][]slotmech.Factor{1: {0, 0, 0, slotmech.Whole(3)}}},
		Scatter:     3,
		ScatterPays: []cluster.ScatterPay{{Count: 2, Factor: slotmech.Whole(1)}, {Count: 3, Factor: slotmech.Whole(2)}},
		RoundCapX:   4, Bets: []slotmech.Money{1}}
	g, err := stripgame.New(cfg)
	require.NoError(t, err)
	_, err = marginal.Marginals(g, 1)
	require.ErrorIs(t, err, marginal.ErrNotMarginal, "the line win alone stays under the cap, not with the scatter's")
	require.ErrorContains(t, err, "a round may win up to 5")
	cfg.RoundCapX = 5
	g, err = stripgame.New(cfg)
	require.NoError(t, err)
	checkMarginals(t, g, 1)
}

// Counts up to every position of the largest screen pay: on 8 reels of 8
// rows, seven reels of eight "a" (or scatters) and a last reel of eight and
// one other symbol show 64 of them at one stop of the last reel's 9 and 63
// at the other 8. Known answers (bet 3, a stake of 3), per position of the
// first seven reels (8⁷ of them): pay anywhere, 63 "a" pay 1 × the bet and
// 64 pay 10 ×, so 8·3 + 30 = 54; scatters, 63 pay 2 × the stake and 64 pay
// 5 ×, and the "a" beside 63 scatters pays 4 × the bet, so 8·(6 + 12) + 15 =
// 159. (A full cycle of these 18.9 million combinations would take seconds.)
func TestMarginalsCountsUpToTheWholeScreen(t *testing.T) {
	x := slotmech.Whole
	const a, s = 1, 2
	strips := func(many, other slotmech.Symbol) [][]slotmech.Symbol {
		out := make([][]slotmech.Symbol, slotmech.MaxReels)
		for r := range out {
			out[r] = slices.Repeat([]slotmech.Symbol{many}, slotmech.MaxRows)
		}
		out[slotmech.MaxReels-1] = append(out[slotmech.MaxReels-1], other)
		return out
	}
	positions := int64(1) << 21 // 8⁷
	for _, tc := range []struct {
		name     string
		strips   [][]slotmech.Symbol
		anywhere map[slotmech.Symbol][]slotmech.Factor
		scatter  []cluster.ScatterPay
		perPos   int64
	}{
		{"anywhere", strips(a, s), map[slotmech.Symbol][]slotmech.Factor{a: {0, x(1), x(10)}}, nil, 54},
		{"scatter", strips(s, a), map[slotmech.Symbol][]slotmech.Factor{a: {x(4), 0, 0}},
			[]cluster.ScatterPay{{Count: 63, Factor: x(2)}, {Count: 64, Factor: x(5)}}, 159},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := stripgame.Config{Name: tc.name, Symbols: []string{"a", "s"}, Rows: slotmech.MaxRows, Strips: tc.strips,
				Anywhere: &cluster.PayAnywhereConfig{
					Classes: []cluster.Range{{Min: 1, Max: 1}, {Min: 63, Max: 63}, {Min: 64, Max: 64}},
					Pays:    tc.anywhere,
				},
				Scatter: s, ScatterPays: tc.scatter, Bets: []slotmech.Money{3}}
			if tc.scatter == nil {
				cfg.Scatter = slotmech.Empty
			}
			g, err := stripgame.New(cfg)
			require.NoError(t, err)
			m, err := marginal.Marginals(g, 3)
			require.NoError(t, err)
			require.Equal(t, positions*9, m.Combinations)
			require.Equal(t, big.NewInt(positions*tc.perPos).String(), m.Won.String())
		})
	}
}

// Marginals agrees with FullCycle on random strip games without a cascade:
// lines of any direction and number, wilds, pay anywhere, scatters, line
// caps, round caps that cannot bite.
func TestMarginalsRandomGames_Rapid(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		reels := rapid.IntRange(1, 5).Draw(t, "reels")
		rows := rapid.IntRange(1, 3).Draw(t, "rows")
		nsym := rapid.IntRange(2, 6).Draw(t, "symbols")
		sym := rapid.Custom(func(t *rapid.T) slotmech.Symbol { return slotmech.Symbol(rapid.IntRange(1, nsym).Draw(t, "symbol")) })
		factor := rapid.Custom(func(t *rapid.T) slotmech.Factor {
			return slotmech.Factor(rapid.SampledFrom([]int64{0, 2500, 5000, 10_000, 30_000}).Draw(t, "factor"))
		})
		cfg := stripgame.Config{Name: "random", Rows: rows, Bets: []slotmech.Money{1, 3, 10}}
		for i := range nsym {
			cfg.Symbols = append(cfg.Symbols, string(rune('a'+i)))
		}
		for range reels {
			n := rapid.IntRange(rows, rows+5).Draw(t, "length")
			cfg.Strips = append(cfg.Strips, rapid.SliceOfN(sym, n, n).Draw(t, "strip"))
		}
		paying := rapid.IntRange(1, nsym).Draw(t, "paying")
		if rapid.Bool().Draw(t, "lines") {
			lc := &lines.Config{Pays: map[slotmech.Symbol][]slotmech.Factor{},
				Direction: lines.Direction(rapid.IntRange(0, 3).Draw(t, "direction"))}
			for range rapid.IntRange(1, 4).Draw(t, "lines") {
				line := make([]int, reels)
				for r := range line {
					line[r] = rapid.IntRange(0, rows-1).Draw(t, "row")
				}
				lc.Lines = append(lc.Lines, line)
			}
			for s := 1; s <= paying; s++ {
				row := []slotmech.Factor{0}
				for n := 1; n <= reels; n++ {
					row = append(row, row[n-1]+factor.Draw(t, "increment"))
				}
				lc.Pays[slotmech.Symbol(s)] = row
			}
			if paying < nsym && rapid.Bool().Draw(t, "wild") {
				lc.Wild, lc.WildPaysAs = slotmech.Symbol(paying+1), 1
			}
			cfg.Lines = lc
			if rapid.Bool().Draw(t, "line bet") {
				cfg.BetModel = stripgame.LineBet
			}
			if rapid.Bool().Draw(t, "line cap") {
				cfg.LineCap = slotmech.Money(rapid.IntRange(1, 100).Draw(t, "line cap"))
			}
		} else {
			ac := &cluster.PayAnywhereConfig{Classes: []cluster.Range{{Min: rapid.IntRange(1, reels*rows).Draw(t, "min count"), Max: slotmech.MaxPositions}},
				Pays: map[slotmech.Symbol][]slotmech.Factor{}}
			for s := 1; s <= paying; s++ {
				ac.Pays[slotmech.Symbol(s)] = []slotmech.Factor{factor.Draw(t, "factor")}
			}
			cfg.Anywhere = ac
		}
		if paying < nsym && rapid.Bool().Draw(t, "scatter") {
			cfg.Scatter = slotmech.Symbol(nsym)
			cfg.ScatterPays = []cluster.ScatterPay{{Count: rapid.IntRange(1, 3).Draw(t, "scatters"), Factor: factor.Draw(t, "scatter pay")}}
		}
		g, err := stripgame.New(cfg)
		if err != nil {
			return // nothing pays, which random pays may draw
		}
		bet := rapid.SampledFrom(cfg.Bets).Draw(t, "bet")
		checkMarginals(t, g, bet)
	})
}

// BenchmarkMarginalsClassic measures exact.Marginals of the classic 5×3
// game of BenchmarkFullCycleClassic: the RTP and every contribution from
// the strips' symbol counts (7⁵ symbol tuples of a line and five scatter
// convolutions) instead of 33.5 million combinations.
func BenchmarkMarginalsClassic(b *testing.B) {
	g := gamefix.ClassicFive(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := marginal.Marginals(g, 1); err != nil {
			b.Fatal(err)
		}
	}
}
