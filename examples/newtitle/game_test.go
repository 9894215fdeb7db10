package main

import (
	"context"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/gamestest"
	"github.com/slotmech/slotmech/games/sim"
	"github.com/slotmech/slotmech/internal/roundview"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// Frost Garden keeps the contract of the games packages: its declarations,
// both modes played with and without a Detail by used and fresh players,
// and refused bets (gamestest.CheckContract); records that replay exactly
// from their draws, in both modes (gamestest.CheckReplay).
func TestContract(t *testing.T) {
	g := mustGame(t)
	require.NoError(t, gamestest.CheckContract(g, 11, 400))
	for _, mode := range g.Modes() {
		for seed := range uint64(30) {
			_, err := gamestest.CheckReplay(g, 100, mode.Name, rng.NewStream(seed, 2))
			require.NoError(t, err, "mode %s seed %d", mode.Name, seed)
		}
	}
}

// A round is a pure function of its draws: the same seed plays the same
// rounds, spin by spin and step by step; another seed plays other rounds.
// The simulation's figures do not depend on the number of workers.
func TestDeterministicForASeed(t *testing.T) {
	g := mustGame(t)
	play := func(seed uint64) (wins []slotmech.Money, views []roundview.Round) {
		src := rng.NewStream(seed, 0)
		p := g.NewPlayer()
		var d games.Detail
		for range 500 {
			out, err := p.Play(100, gambleMode, src, &d)
			require.NoError(t, err)
			wins = append(wins, out.Win)
			views = append(views, roundview.Of(g, out, &d))
		}
		return wins, views
	}
	w1, v1 := play(42)
	w2, v2 := play(42)
	require.Equal(t, w1, w2)
	require.Equal(t, v1, v2)
	w3, _ := play(43)
	require.NotEqual(t, w1, w3)

	simulate := func(workers int) *sim.Stats {
		st, err := sim.Simulate(context.Background(), sim.Config{Game: g, Rounds: 40_000, Seed: 9, Workers: workers})
		require.NoError(t, err)
		return st
	}
	require.Equal(t, simulate(1), simulate(2))
}

// FG-7: the stake is the bet, in both modes; bets outside 1 to maxBet and
// unknown modes are refused with a *slotmech.Error wrapping games.ErrBet, and
// Play then pays nothing and draws nothing.
func TestFG7_Stake(t *testing.T) {
	g := mustGame(t)
	for _, mode := range g.Modes() {
		require.Equal(t, slotmech.Whole(1), mode.Cost)
		for _, bet := range []slotmech.Money{1, 100, maxBet} {
			stake, err := g.Stake(bet, mode.Name)
			require.NoError(t, err)
			require.Equal(t, bet, stake)
		}
	}
	for _, tc := range []struct {
		bet  slotmech.Money
		mode string
		msg  string
	}{
		{0, games.Standard, `games: frost-garden: bet: bet refused "0": outside 1 to 1000000 cents`},
		{-100, games.Standard, `bet: bet refused "-100"`},
		{maxBet + 1, gambleMode, `bet: bet refused "1000001"`},
		{100, "ante", `mode: bet refused "ante"`},
		{100, "", `mode: bet refused "": the modes are`},
	} {
		_, err := g.Stake(tc.bet, tc.mode)
		require.ErrorIs(t, err, games.ErrBet, "%d %q", tc.bet, tc.mode)
		require.ErrorContains(t, err, tc.msg)
		var ge *slotmech.Error
		require.ErrorAs(t, err, &ge)
		src := rng.NewRecorder(rng.NewStream(1, 0))
		out, err := g.NewPlayer().Play(tc.bet, tc.mode, src, nil)
		require.ErrorIs(t, err, games.ErrBet)
		require.Zero(t, out.Win)
		require.Empty(t, src.Draws())
	}
}

// Play allocates nothing once its player is warm, in both modes.
func TestPlayDoesNotAllocate(t *testing.T) {
	g := mustGame(t)
	for _, mode := range g.Modes() {
		src := rng.NewStream(5, 0)
		p := g.NewPlayer()
		for range 1000 { // grow the cluster result to its working size
			_, err := p.Play(100, mode.Name, src, nil)
			require.NoError(t, err)
		}
		allocs := testing.AllocsPerRun(2000, func() {
			if _, err := p.Play(100, mode.Name, src, nil); err != nil {
				t.Fatal(err)
			}
		})
		require.Zero(t, allocs, "mode %s", mode.Name)
	}
}

// The configuration data is the design, canonical: two games built from it
// agree, and it names the game.
func TestConfigData(t *testing.T) {
	a, b := mustGame(t), mustGame(t)
	require.Equal(t, a.ConfigData(), b.ConfigData())
	require.Equal(t, games.ConfigID(a), games.ConfigID(b))
	require.Contains(t, string(a.ConfigData()), `"game":"frost-garden"`)
}

// BenchmarkPlay measures one round of Frost Garden in each of its modes
// (Play without a detail: everything the mode's round draws and plays).
func BenchmarkPlay(b *testing.B) {
	g := mustGame(b)
	for _, mode := range g.Modes() {
		b.Run(mode.Name, func(b *testing.B) {
			src := rng.NewStream(1, 0)
			p := g.NewPlayer()
			b.ReportAllocs()
			for b.Loop() {
				if _, err := p.Play(100, mode.Name, src, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
