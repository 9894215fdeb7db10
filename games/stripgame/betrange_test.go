package stripgame_test

import (
	"context"
	"strings"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/gamestest"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/internal/featurepar"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// A feature game takes its bets as a range, MinBet to MaxBet in steps of
// BetStep, as a strip game does (one rule for both kinds): every bet of
// the range plays, one off it is refused in those words, its parts play
// the same bets, its identity carries the range while a game with a list
// keeps the bytes it had, and the exact analysis scales with the bet.
func TestFeatureGameOnABetRange(t *testing.T) {
	cfg := lineFree(stripgame.LineBet)
	cfg.Bets, cfg.MinBet, cfg.MaxBet, cfg.BetStep, cfg.DefaultBet = nil, 2, 20, 2, 4
	g, err := stripgame.New(cfg)
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(4), g.DefaultBet())
	require.Contains(t, string(g.ConfigData()), `"bet_range":[2,20,2]`)
	listed, err := stripgame.New(lineFree(stripgame.LineBet))
	require.NoError(t, err)
	require.NotContains(t, string(listed.ConfigData()), "bet_range", "a list's identity is as it was")

	p := g.NewPlayer()
	src := rng.NewStream(4, 0)
	for bet := slotmech.Money(2); bet <= 20; bet += 2 {
		out, err := p.Play(bet, games.Standard, src, nil)
		require.NoError(t, err, "bet %d", bet)
		require.Equal(t, 2*bet, out.Stake, "two lines at the line bet")
	}
	for _, bad := range []slotmech.Money{1, 3, 22} {
		_, err := p.Play(bad, games.Standard, src, nil)
		require.ErrorIs(t, err, games.ErrBet)
		require.ErrorContains(t, err, "not one of 2 to 20 in steps of 2")
	}
	require.NoError(t, gamestest.CheckContract(g, 5, 2000))

	parts := g.(freeParts)
	base, ok := parts.BaseGame()
	require.True(t, ok)
	free, _, ok := parts.FreeGame()
	require.True(t, ok)
	for _, part := range []games.Game{base, free} {
		_, err := part.NewPlayer().Play(6, games.Standard, src, nil)
		require.NoError(t, err, "%s plays a bet of the range", part.Name())
		require.NoError(t, gamestest.CheckStripPlayer(part, 6, rng.NewStream(6, 0), 200))
	}

	// The exact RTP is a ratio: the same at every bet of the range that
	// pays exactly (the line pays are a quarter of the line bet at the
	// least, so bets that are multiples of 4).
	at4, err := exact.FreeSpinRTP(context.Background(), featurepar.ExactGame(g), 4, exact.Options{})
	require.NoError(t, err)
	at20, err := exact.FreeSpinRTP(context.Background(), featurepar.ExactGame(g), 20, exact.Options{})
	require.NoError(t, err)
	require.Zero(t, at4.RTP.Cmp(at20.RTP), "%s vs %s", at4.RTP.RatString(), at20.RTP.RatString())

	// Ways, as a feature game and as a strip game of its own.
	for _, c := range []stripgame.Config{tiny(), luckyWays()} {
		c.Bets, c.MinBet, c.MaxBet, c.BetStep, c.DefaultBet = nil, 100, 500, 100, 0
		wg, err := stripgame.New(c)
		require.NoError(t, err, c.Name)
		require.Equal(t, slotmech.Money(100), wg.DefaultBet(), "the range's first bet by default")
		_, err = wg.NewPlayer().Play(300, games.Standard, src, nil)
		require.NoError(t, err, c.Name)
		_, err = wg.NewPlayer().Play(250, games.Standard, src, nil)
		require.ErrorContains(t, err, "not one of 100 to 500 in steps of 100", c.Name)
	}

	cfg.DefaultBet = 5
	_, err = stripgame.New(cfg)
	require.ErrorIs(t, err, stripgame.ErrConfig)
	require.True(t, strings.Contains(err.Error(), "DefaultBet: 5: not one of the allowed bets"), err.Error())
}
