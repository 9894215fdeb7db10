package stripgame_test

import (
	"errors"
	"math"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/lines"
)

// New refuses every bad field with a *Error that names the field and
// the value and wraps ErrConfig (and the mechanics package's error where one
// refused its part).
func TestNewRefuses(t *testing.T) {
	for _, tc := range []struct {
		base   func() stripgame.Config
		change func(*stripgame.Config)
		field  string
		msg    string // a part of the message
		also   error  // a further error the refusal wraps, or nil
	}{
		{twoLines, func(c *stripgame.Config) { c.Name = "" }, "Name", `"": want lowercase`, nil},
		{twoLines, func(c *stripgame.Config) { c.Name = "Two Lines" }, "Name", `"Two Lines"`, nil},
		{twoLines, func(c *stripgame.Config) { c.Symbols = nil }, "Symbols", "alphabet: has 0 names", nil},
		{twoLines, func(c *stripgame.Config) { c.Symbols = []string{"A", "B", "A"} }, "Symbols", `"A" is also name 1`, nil},
		{twoLines, func(c *stripgame.Config) { c.Rows = 0 }, "Rows", "Rows: 0: want 1 to 8", nil},
		{twoLines, func(c *stripgame.Config) { c.Rows = 9 }, "Rows", "Rows: 9", nil},
		{twoLines, func(c *stripgame.Config) { c.Strips = nil }, "Strips", "0 strips: want 1 to 8", nil},
		{twoLines, func(c *stripgame.Config) { c.Strips = make([][]slotmech.Symbol, 9) }, "Strips", "9 strips", nil},
		{twoLines, func(c *stripgame.Config) { c.Strips[1] = []slotmech.Symbol{symA} }, "Strips reel 1", "1 symbols: want at least 2", nil},
		{twoLines, func(c *stripgame.Config) { c.Strips[0] = []slotmech.Symbol{symA, symB, 0} }, "Strips reel 0 position 2", "symbol 0: not one of the Symbols (1 to 3)", nil},
		{twoLines, func(c *stripgame.Config) { c.Strips[2] = []slotmech.Symbol{symA, 200} }, "Strips reel 2 position 1", "symbol 200", nil},
		{twoLines, func(c *stripgame.Config) { c.Lines = nil }, "Lines", "neither Lines, Ways nor Anywhere", nil},
		{twoLines, func(c *stripgame.Config) { c.Anywhere = smallAnywhere().Anywhere }, "Anywhere", "both Lines and Anywhere", nil},
		{twoLines, func(c *stripgame.Config) { c.Lines.Reels = 5 }, "Lines.Reels", "5: the strips make 3 reels", nil},
		{twoLines, func(c *stripgame.Config) { c.Lines.Rows = 3 }, "Lines.Rows", "3: the window has 2 rows", nil},
		{twoLines, func(c *stripgame.Config) { c.Lines.Pays[9] = []slotmech.Factor{0, 0, 0, 1} }, "Lines.Pays", "symbol 9: not one of the Symbols", nil},
		{twoLines, func(c *stripgame.Config) { c.Lines.Wild = 4 }, "Lines.Wild", "symbol 4", nil},
		{twoLines, func(c *stripgame.Config) { c.Lines.WildPaysAs = 4 }, "Lines.WildPaysAs", "symbol 4", nil},
		{twoLines, func(c *stripgame.Config) { c.Lines.Lines = [][]int{{0, 0, 2}} }, "Lines", "Lines: refused: lines: Lines: line 0 reel 2", lines.ErrConfig},
		{twoLines, func(c *stripgame.Config) { c.Lines.Pays[symA] = []slotmech.Factor{0, 0, -1, 0} }, "Lines", "negative", lines.ErrConfig},
		{smallAnywhere, func(c *stripgame.Config) { c.Anywhere.Scatter = symS }, "Anywhere.Scatter", "set the scatter in Config.Scatter", nil},
		{smallAnywhere, func(c *stripgame.Config) { c.Anywhere.Pays[7] = []slotmech.Factor{1} }, "Anywhere.Pays", "symbol 7", nil},
		{smallAnywhere, func(c *stripgame.Config) { c.Anywhere.Classes = nil }, "Anywhere", "cluster: Classes: is empty", cluster.ErrConfig},
		{twoLines, func(c *stripgame.Config) { c.Scatter = 0 }, "ScatterPays", "2 entries: given without a Scatter", nil},
		{twoLines, func(c *stripgame.Config) { c.Scatter = 5 }, "Scatter", "symbol 5", nil},
		{twoLines, func(c *stripgame.Config) {
			c.Lines.Wild, c.Lines.WildPaysAs, c.Scatter, c.ScatterPays = symS, symA, symS, nil
		}, "Scatter", "S: is the wild", nil},
		{twoLines, func(c *stripgame.Config) { c.Scatter = symB }, "Scatter", "B: pays on the lines", nil},
		{smallAnywhere, func(c *stripgame.Config) { c.Scatter = symA }, "Scatter", "A: is in Anywhere.Pays", nil},
		{twoLines, func(c *stripgame.Config) { c.ScatterPays[1].Count = 2 }, "ScatterPays", "does not ascend", cluster.ErrConfig},
		{twoLines, func(c *stripgame.Config) { c.Cascade = true }, "MaxSteps", "MaxSteps: 0: a cascade needs a bound of 1 to 1000", nil},
		{twoLines, func(c *stripgame.Config) { c.Cascade, c.MaxSteps = true, 1001 }, "MaxSteps", "1001", nil},
		{twoLines, func(c *stripgame.Config) { c.MaxSteps = 10 }, "MaxSteps", "set without Cascade", nil},
		{twoLines, func(c *stripgame.Config) { c.BetModel = 7 }, "BetModel", "7: want TotalBet or LineBet", nil},
		{smallAnywhere, func(c *stripgame.Config) { c.BetModel = stripgame.LineBet }, "BetModel", "line bet: a pay-anywhere game has no lines", nil},
		{twoLines, func(c *stripgame.Config) { c.MinBet = 1 }, "Bets", "not both", nil},
		{twoLines, func(c *stripgame.Config) { c.Bets = nil }, "Bets", "no bets given", nil},
		{twoLines, func(c *stripgame.Config) { c.Bets = []slotmech.Money{0, 1} }, "Bets entry 0", "0: a bet is at least 1", nil},
		{twoLines, func(c *stripgame.Config) { c.Bets = []slotmech.Money{1, 5, 5} }, "Bets entry 2", "5: not above the one before (5)", nil},
		{smallAnywhere, func(c *stripgame.Config) { c.MinBet = 0 }, "MinBet", "0: a bet is at least 1", nil},
		{smallAnywhere, func(c *stripgame.Config) { c.MaxBet = 5 }, "MaxBet", "5: below MinBet (10)", nil},
		{smallAnywhere, func(c *stripgame.Config) { c.BetStep = 0 }, "BetStep", "0: want at least 1", nil},
		{smallAnywhere, func(c *stripgame.Config) { c.MaxBet = 1005 }, "MaxBet", "1005: not MinBet (10) plus a whole number of BetSteps (10)", nil},
		{twoLines, func(c *stripgame.Config) { c.DefaultBet = 3 }, "DefaultBet", "3: not one of the allowed bets", nil},
		{twoLines, func(c *stripgame.Config) { c.LineCap = -1 }, "LineCap", "-1: negative", nil},
		{smallAnywhere, func(c *stripgame.Config) { c.LineCap = 100 }, "LineCap", "no lines to cap", nil},
		{twoLines, func(c *stripgame.Config) { c.RoundCapX = -5 }, "RoundCapX", "-5: negative", nil},
		{twoLines, func(c *stripgame.Config) { c.Bets = []slotmech.Money{10, math.MaxInt64/2 + 1} }, "Bets", "too large: the stake at this bet", nil},
		{twoLines, func(c *stripgame.Config) { c.Bets = []slotmech.Money{10, math.MaxInt64 / 20} }, "Bets", "too large: the largest possible win", nil},
		{smallAnywhere, func(c *stripgame.Config) { c.RoundCapX = math.MaxInt64 / 500 }, "RoundCapX", "too large: the round cap at the largest bet (1000)", nil},
	} {
		cfg := tc.base()
		tc.change(&cfg)
		g, err := stripgame.New(cfg)
		require.Nil(t, g, tc.msg)
		require.ErrorIs(t, err, stripgame.ErrConfig, tc.msg)
		var ce *slotmech.Error
		require.True(t, errors.As(err, &ce), "%v", err)
		require.Equal(t, tc.field, ce.Field, "%v", err)
		require.ErrorContains(t, err, "stripgame: "+tc.field)
		require.ErrorContains(t, err, tc.msg)
		if tc.also != nil {
			require.ErrorIs(t, err, tc.also)
		}
	}
}

// New accepts the limits themselves: a cascade bounded at 1 and at 1000
// winning evaluations, ranged bets from 1 up to a whole number of steps,
// and a range of one bet (mutation testing found each boundary untested).
func TestNewAcceptsTheLimits(t *testing.T) {
	for _, steps := range []int{1, 1000} {
		cfg := twoLines()
		cfg.Cascade, cfg.MaxSteps = true, steps
		_, err := stripgame.New(cfg)
		require.NoError(t, err, "MaxSteps %d", steps)
	}
	cfg := smallAnywhere()
	cfg.MinBet, cfg.MaxBet, cfg.BetStep, cfg.DefaultBet = 1, 10, 3, 4 // 1, 4, 7, 10
	g, err := stripgame.New(cfg)
	require.NoError(t, err)
	for _, bet := range []slotmech.Money{1, 4, 7, 10} {
		_, err := g.Stake(bet, games.Standard)
		require.NoError(t, err, "bet %d", bet)
	}
	for _, bet := range []slotmech.Money{0, 2, 11} {
		_, err := g.Stake(bet, games.Standard)
		require.ErrorIs(t, err, games.ErrBet, "bet %d", bet)
	}
	cfg.MinBet, cfg.MaxBet, cfg.BetStep, cfg.DefaultBet = 5, 5, 1, 5 // one bet
	g, err = stripgame.New(cfg)
	require.NoError(t, err)
	_, err = g.Stake(5, games.Standard)
	require.NoError(t, err)
}

// A Config is copied: changing it after New changes nothing.
func TestNewCopies(t *testing.T) {
	cfg := twoLines()
	g := mustNew(t, cfg)
	id, c := g.ConfigData(), fullCycle(t, g, 10)
	cfg.Strips[0][0] = symB
	cfg.Lines.Pays[symA][3] = slotmech.Whole(1000)
	cfg.Bets[0] = 3
	require.Equal(t, id, g.ConfigData())
	require.Equal(t, c, fullCycle(t, g, 10))
}
