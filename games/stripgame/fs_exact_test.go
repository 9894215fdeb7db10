package stripgame_test

import (
	"context"
	"strings"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/gamestest"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/internal/featurepar"
	"github.com/slotmech/slotmech/lines"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// freeParts is the interface of a feature game's parts (fs_exact.go).
type freeParts interface {
	BaseGame() (games.Game, bool)
	FreeGame() (games.Game, int, bool)
}

// lineFree is a 3-reel, 2-row game of 2 lines with free spins: A A A on a
// line pays 5 × the line bet (¼ × 10 = 2.5 for A A, rounded down per win),
// 2 scatters anywhere award 2 free spins, 3 pay 1 × the stake and award 4;
// the free spins land on their own strips, pay × 3 and retrigger 1 for 2
// scatters. model is the bet model.
func lineFree(model stripgame.BetModel) stripgame.Config {
	return stripgame.Config{
		Name: "line-free", Symbols: names, Rows: 2,
		Strips: [][]slotmech.Symbol{{A, S, X, A, X}, {A, X, S, A}, {X, A, S, A, X, X}},
		Lines: &lines.Config{Lines: [][]int{{0, 0, 0}, {1, 1, 1}},
			Pays: map[slotmech.Symbol][]slotmech.Factor{A: {0, 0, slotmech.MustParseFactor("0.25"), slotmech.Whole(5)}}},
		Scatter: S, ScatterPays: []cluster.ScatterPay{{Count: 3, Factor: slotmech.Whole(1)}},
		Free: &stripgame.FreeSpins{Strips: [][]slotmech.Symbol{{A, A, S, X}, {A, S, X}, {A, X, S}},
			Trigger:   []stripgame.Award{{Scatters: 2, Spins: 2}, {Scatters: 3, Spins: 4}},
			Retrigger: []stripgame.Award{{Scatters: 2, Spins: 1}}, Max: 50, Multiplier: 3},
		BetModel: model,
		Bets:     []slotmech.Money{2, 10},
	}
}

// window returns the screen of strips at stops, rows rows.
func window(strips [][]slotmech.Symbol, stops []int, rows int) slotmech.Screen {
	s := slotmech.NewScreen(len(strips), rows)
	for r, strip := range strips {
		for row := range rows {
			s.Set(r, row, strip[(stops[r]+row)%len(strip)])
		}
	}
	return s
}

// spinByHand pays one spin of lineFree's screen s, independently of the
// package: each line's run of A from the left, ×m, rounded down once per
// win; the scatters × the stake, ×m; and what they award by table.
func spinByHand(s slotmech.Screen, bet, stake slotmech.Money, m int64, table []stripgame.Award) (slotmech.Money, int) {
	win := slotmech.Money(0)
	for row := range 2 {
		run := 0
		for r := range 3 {
			if s.At(r, row) != A {
				break
			}
			run++
		}
		switch run {
		case 2:
			win += bet * slotmech.Money(m) / 4 // 0.25 × m × bet, rounded down
		case 3:
			win += 5 * slotmech.Money(m) * bet
		}
	}
	n := s.Count(S)
	if n >= 3 {
		win += slotmech.Money(m) * stake
	}
	spins := 0
	for _, a := range table {
		if n >= a.Scatters {
			spins = a.Spins
		}
	}
	return win, spins
}

// The base game and one free spin alone are strip games, whose every
// combination pays what a brute force by hand pays and awards what the
// tables say; the game's own rounds agree with them.
func TestFeatureGameParts(t *testing.T) {
	for _, model := range []stripgame.BetModel{stripgame.TotalBet, stripgame.LineBet} {
		cfg := lineFree(model)
		g := mustNew(t, cfg)
		fp := g.(freeParts)
		base, ok := fp.BaseGame()
		require.True(t, ok)
		free, maxFree, ok := fp.FreeGame()
		require.True(t, ok)
		require.Equal(t, 50, maxFree)
		require.Equal(t, "line-free-base", base.Name())
		require.Equal(t, "line-free-free", free.Name())
		for _, part := range []games.Game{base, free} {
			require.NoError(t, gamestest.CheckContract(part, 1, 100))
			require.NoError(t, gamestest.CheckStripPlayer(part, 10, rng.NewStream(1, 2), 20))
		}
		const bet = 10
		stake, err := g.Stake(bet, games.Standard)
		require.NoError(t, err)
		bp, fpl, gp := base.NewPlayer().(exact.StripPlayer), free.NewPlayer().(exact.StripPlayer), g.NewPlayer()
		for _, c := range []struct {
			p      exact.StripPlayer
			strips [][]slotmech.Symbol
			m      int64
			table  []stripgame.Award
			state  games.Facts
		}{
			{bp, cfg.Strips, 1, cfg.Free.Trigger, nil},
			{fpl, cfg.Free.Strips, 3, cfg.Free.Retrigger, games.Facts{{Name: stripgame.FactFreeSpin, Value: 1}}},
		} {
			lens := c.p.StripLengths()
			var sum, byHand slotmech.Money
			for s0 := range lens[0] {
				for s1 := range lens[1] {
					for s2 := range lens[2] {
						stops := []int{s0, s1, s2}
						out, err := c.p.PlayStops(stops, bet, nil)
						require.NoError(t, err)
						win, spins := spinByHand(window(c.strips, stops, 2), bet, stake, c.m, c.table)
						require.Equal(t, win, out.Win, "stops %v", stops)
						require.Equal(t, spins, out.FreeSpins, "stops %v", stops)
						require.Equal(t, spins > 0, out.Triggered)
						sum, byHand = sum+out.Win, byHand+win
						// The game's forced spin of that screen pays the same.
						var d games.Detail
						fo, err := gp.PlayForced(&games.Forced{Bet: bet, Screen: window(c.strips, stops, 2), State: c.state}, nil, &d)
						require.NoError(t, err)
						require.Equal(t, out.Win, fo.Win, "stops %v", stops)
						awarded, _ := d.Spins[0].Facts.Get(stripgame.FactAwarded)
						require.Equal(t, int64(spins), awarded)
					}
				}
			}
			require.Equal(t, byHand, sum)
		}
		// The split analysis checks every feature's base win against the
		// base game's at the same stops.
		_, err = featurepar.Analyse(context.Background(), g, featurepar.Config{Features: 2000, Seed: 1})
		require.NoError(t, err)
	}
}

// The contract's checks on a line-bet free-spin game, its records and
// replay, and on a pay-anywhere one with a line-less feature.
func TestLineBetFeatureGameContract(t *testing.T) {
	cfg := lineFree(stripgame.LineBet)
	cfg.LineCap, cfg.RoundCapX = 40, 30
	any := lineFree(stripgame.TotalBet)
	any.Name, any.Lines = "any-free", nil
	any.Anywhere = &cluster.PayAnywhereConfig{Classes: []cluster.Range{{Min: 3, Max: 4}, {Min: 5, Max: 6}},
		Pays: map[slotmech.Symbol][]slotmech.Factor{A: {slotmech.Whole(1), slotmech.Whole(4)}}}
	for _, c := range []stripgame.Config{cfg, any} {
		g := mustNew(t, c)
		require.NoError(t, gamestest.CheckContract(g, 1, 300))
		triggered := false
		for seed := range uint64(40) {
			rec, err := gamestest.CheckReplay(g, 10, games.Standard, rng.NewStream(seed, 3))
			require.NoError(t, err)
			triggered = triggered || len(rec.Outcome) > 0 && strings.Contains(string(rec.Outcome), `"triggered":true`)
		}
		require.True(t, triggered, "%s: some recorded round played free spins", c.Name)
		base, _ := g.(freeParts).BaseGame()
		free, _, ok := g.(freeParts).FreeGame()
		require.True(t, ok)
		for _, part := range []games.Game{base, free} {
			require.NoError(t, gamestest.CheckStripPlayer(part, 10, rng.NewStream(2, 2), 20))
		}
		f := &games.Forced{Bet: 10, Screen: window(c.Strips, []int{0, 0, 0}, 2)}
		require.NoError(t, gamestest.CheckForced(g, f, nil))
		_, err := featurepar.Analyse(context.Background(), g, featurepar.Config{Features: 1000, Seed: 1})
		require.NoError(t, err)
	}
}

// LineBet: the stake is lines × the line bet, line pays are of the line
// bet and the scatter's of the stake; a line cap cuts what one line pays
// in a spin, after the free spins' multiplier.
func TestLineBetAndLineCapInFreeSpins(t *testing.T) {
	cfg := lineFree(stripgame.LineBet)
	g := mustNew(t, cfg)
	stake, err := g.Stake(10, games.Standard)
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(20), stake)
	require.Equal(t, slotmech.Whole(2), g.Modes()[0].Cost)
	// A A A on the top line (5 × 10), three scatters below (1 × 20).
	scr := columns([]slotmech.Symbol{A, S}, []slotmech.Symbol{A, S}, []slotmech.Symbol{A, S})
	free := games.Facts{{Name: stripgame.FactFreeSpin, Value: 1}}
	out, err := g.NewPlayer().PlayForced(&games.Forced{Bet: 10, Screen: scr}, nil, nil)
	require.NoError(t, err)
	require.Equal(t, games.Outcome{Bet: 10, Stake: 20, Win: 50 + 20, Triggered: true}, out)
	out, err = g.NewPlayer().PlayForced(&games.Forced{Bet: 10, Screen: scr, State: free}, nil, nil)
	require.NoError(t, err)
	require.Equal(t, games.Outcome{Bet: 10, Stake: 20, Win: 3 * 70, Triggered: true, FreeSpins: 1}, out)
	// The line's 150 of the free spin cut to 100; the scatter is no line's.
	cfg.LineCap = 100
	out, err = mustNew(t, cfg).NewPlayer().PlayForced(&games.Forced{Bet: 10, Screen: scr, State: free}, nil, nil)
	require.NoError(t, err)
	require.Equal(t, games.Outcome{Bet: 10, Stake: 20, Win: 100 + 60, Triggered: true, FreeSpins: 1, Capped: true}, out)
	// The round cap is a multiple of the stake: 4 × 20.
	cfg.LineCap, cfg.RoundCapX = 0, 4
	out, err = mustNew(t, cfg).NewPlayer().PlayForced(&games.Forced{Bet: 10, Screen: scr}, nil, nil)
	require.NoError(t, err)
	require.Equal(t, games.Outcome{Bet: 10, Stake: 20, Win: 70, Triggered: true}, out)
	cfg.RoundCapX = 3
	out, err = mustNew(t, cfg).NewPlayer().PlayForced(&games.Forced{Bet: 10, Screen: scr}, nil, nil)
	require.NoError(t, err)
	require.Equal(t, games.Outcome{Bet: 10, Stake: 20, Win: 60, Capped: true}, out)
}

// Without a bound Max, retriggers play on; a round that would pass the
// safety bound fails with ErrTooManyFreeSpins instead of being cut.
func TestUnboundedRetriggers(t *testing.T) {
	cfg := stripgame.Config{
		Name: "unbounded", Symbols: names, Rows: 1,
		Strips: [][]slotmech.Symbol{{S}, {S}},
		Lines: &lines.Config{Lines: [][]int{{0, 0}},
			Pays: map[slotmech.Symbol][]slotmech.Factor{A: {0, 0, slotmech.Whole(1)}}},
		Scatter: S, Free: &stripgame.FreeSpins{Trigger: []stripgame.Award{{Scatters: 2, Spins: 4}},
			Retrigger: []stripgame.Award{{Scatters: 2, Spins: 10_000}}},
		Bets: []slotmech.Money{1},
	}
	// Every free spin retriggers 10 000: after 100 spins 4 + 100 × 10 000 −
	// 100 are pending, past the bound.
	_, err := mustNew(t, cfg).NewPlayer().Play(1, games.Standard, rng.NewStream(1, 1), nil)
	require.ErrorIs(t, err, stripgame.ErrTooManyFreeSpins)
	var e *slotmech.Error
	require.ErrorAs(t, err, &e)
	// Free reels without scatters: the 4 awarded play and nothing more.
	cfg.Free.Strips = [][]slotmech.Symbol{{A}, {A}}
	g := mustNew(t, cfg)
	out, err := g.NewPlayer().Play(1, games.Standard, rng.NewStream(1, 1), nil)
	require.NoError(t, err)
	require.Equal(t, games.Outcome{Bet: 1, Stake: 1, Win: 4, Triggered: true, FreeSpins: 4}, out)
	_, max, ok := g.(freeParts).FreeGame()
	require.True(t, ok)
	require.Zero(t, max)
}
