package main

import (
	"strings"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/gamestest"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
	"github.com/stretchr/testify/require"
)

// winningScreen is the screen of TestFG2_FG3_FG4_ClusterWithWildAndMultiplier,
// which pays 1.6 × 5 × the bet, with what falls into it.
func winningScreen(t testing.TB, g *game) (slotmech.Screen, [][]slotmech.Symbol) {
	s := screenOf(t, g.alphabet,
		"snow croc heat hell snow croc x5",
		"heat hell snow croc heat hell snow",
		"snow croc rose hell snow croc heat",
		"rose rose rose WILD came came came",
		"snow croc heat hell came croc heat",
		"heat hell snow croc heat hell snow",
		"snow croc heat hell snow croc heat",
	)
	return s, [][]slotmech.Symbol{
		{witchHazel}, {camellia}, {winterRose, witchHazel}, {camellia},
		{witchHazel, winterRose}, {camellia}, {winterRose},
	}
}

// Forced plays pass gamestest.CheckForced: with refill lists, with the
// game's own refill drawn from a source, and in the gamble mode with the
// card's colour fixed by the state gamble_red.
func TestCheckForced(t *testing.T) {
	g := mustGame(t)
	s, refill := winningScreen(t, g)
	src := func() rng.Source { return rng.NewStream(4, 0) }
	for _, f := range []games.Forced{
		{Bet: 100, Screen: s, Refill: refill},
		{Bet: 100, Mode: gambleMode, Screen: s, Refill: refill, State: games.Facts{{Name: factGambleRed, Value: 1}}},
	} {
		require.NoError(t, gamestest.CheckForced(g, &f, nil))
	}
	require.NoError(t, gamestest.CheckForced(g, &games.Forced{Bet: 100, Screen: s}, src))
	require.NoError(t, gamestest.CheckForced(g, &games.Forced{Bet: 100, Mode: gambleMode, Screen: s, Refill: refill}, src))
}

// FG-6 forced: the state gamble_red fixes the card. The spin pays 800 at a
// bet of 100, below 10 × the bet, so the simulated player gambles it: a red
// card doubles it, a black one loses it. The itemised spin says so.
func TestFG6_ForcedGamble(t *testing.T) {
	g := mustGame(t)
	s, refill := winningScreen(t, g)
	for red, want := range map[int64]slotmech.Money{1: 1600, 0: 0} {
		var d games.Detail
		f := &games.Forced{Bet: 100, Mode: gambleMode, Screen: s, Refill: refill, State: games.Facts{{Name: factGambleRed, Value: red}}}
		out, err := g.NewPlayer().PlayForced(f, nil, &d)
		require.NoError(t, err)
		require.Equal(t, want, out.Win)
		sp := d.Spins[0]
		require.Equal(t, want, sp.Win)
		require.True(t, sp.Facts.Flag(factGambled))
		require.Equal(t, red == 1, sp.Facts.Flag(factGambleRed))
		v, _ := sp.Facts.Get(factSpinWin)
		require.Equal(t, int64(800), v)
	}
}

// Bad forced plays are refused with errors wrapping games.ErrForced (or
// games.ErrBet) that say what is wrong; a list that runs out, or a draw
// needed from no source, is an error, never a silent draw.
func TestForcedRefused(t *testing.T) {
	g := mustGame(t)
	s, refill := winningScreen(t, g)
	bad := s
	bad.Set(2, 4, 0)
	short := [][]slotmech.Symbol{{}, {}, {}, {}, {}, {}, {}}
	for _, tc := range []struct {
		f        *games.Forced
		sentinel error
		msg      string
	}{
		{nil, games.ErrForced, "no forced play given"},
		{&games.Forced{Bet: 0, Screen: s, Refill: refill}, games.ErrBet, `bet: bet refused "0"`},
		{&games.Forced{Bet: 100, Mode: "ante", Screen: s, Refill: refill}, games.ErrBet, `mode: bet refused "ante"`},
		{&games.Forced{Bet: 100, Screen: slotmech.NewScreen(5, 3), Refill: refill}, games.ErrForced, `screen: forced play refused "5 reels × 3 rows"`},
		{&games.Forced{Bet: 100, Screen: bad, Refill: refill}, games.ErrForced, `screen row 4 reel 2: forced play refused "0"`},
		{&games.Forced{Bet: 100, Screen: s, Refill: refill[:3]}, games.ErrForced, `refill: forced play refused "3 lists"`},
		{&games.Forced{Bet: 100, Screen: s, Refill: [][]slotmech.Symbol{{99}, {}, {}, {}, {}, {}, {}}}, games.ErrForced, `refill reel 0 entry 0: forced play refused "99"`},
		{&games.Forced{Bet: 100, Screen: s, Refill: short}, tumble.ErrExhausted, "the list of reel 0 runs out"},
		{&games.Forced{Bet: 100, Screen: s, Refill: refill, State: games.Facts{{Name: factGambleRed, Value: 1}}}, games.ErrForced, "only the gamble mode gambles"},
		{&games.Forced{Bet: 100, Screen: s, Refill: refill, State: games.Facts{{Name: factSpinWin, Value: 1}}}, games.ErrForced, "not an input"},
		{&games.Forced{Bet: 100, Screen: s}, games.ErrForced, `source: forced play refused "nil"`},
		{&games.Forced{Bet: 100, Mode: gambleMode, Screen: s, Refill: refill}, games.ErrForced, "the gamble's card"},
	} {
		var d games.Detail
		out, err := g.NewPlayer().PlayForced(tc.f, nil, &d)
		require.ErrorIs(t, err, tc.sentinel, tc.msg)
		require.ErrorContains(t, err, tc.msg)
		require.Zero(t, out)
		require.Empty(t, d.Spins)
		if tc.sentinel == tumble.ErrExhausted {
			require.ErrorIs(t, err, games.ErrForced)
		}
		require.True(t, strings.HasPrefix(err.Error(), "games: frost-garden: "), err.Error())
	}
}
