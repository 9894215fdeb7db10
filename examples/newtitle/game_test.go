package main

import (
	"context"
	"errors"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// A round is a pure function of its draws: the same seed plays the same
// rounds, spin by spin and step by step; another seed plays other rounds.
// The simulation's figures do not depend on the number of workers.
func TestDeterministicForASeed(t *testing.T) {
	g := mustGame(t)
	play := func(seed uint64) (wins []slotmech.Money, spins [][]games.Spin) {
		src := rng.NewStream(seed, 0)
		out := &games.Outcome{Detail: true}
		for range 500 {
			require.NoError(t, g.Play(100, gambleMode, src, out))
			wins = append(wins, out.Win)
			spins = append(spins, append([]games.Spin(nil), out.Spins...))
		}
		return wins, spins
	}
	w1, s1 := play(42)
	w2, s2 := play(42)
	require.Equal(t, w1, w2)
	require.Equal(t, s1, s2)
	w3, _ := play(43)
	require.NotEqual(t, w1, w3)

	sim := func(workers int) *games.Stats {
		st, err := games.Simulate(context.Background(), games.SimConfig{Game: g, Rounds: 40_000, Seed: 9, Workers: workers})
		require.NoError(t, err)
		return st
	}
	require.Equal(t, sim(1), sim(2))
}

// FG-7: the stake is the bet, in both modes; bets outside 1 to maxBet and
// unknown modes are refused with games.ErrBet, and Play then pays nothing.
func TestFG7_Stake(t *testing.T) {
	g := mustGame(t)
	for _, mode := range g.Modes() {
		for _, bet := range []slotmech.Money{1, 100, maxBet} {
			stake, err := g.Stake(bet, mode)
			require.NoError(t, err)
			require.Equal(t, bet, stake)
		}
	}
	for _, tc := range []struct {
		bet  slotmech.Money
		mode games.Mode
	}{{0, games.Standard}, {-100, games.Standard}, {maxBet + 1, gambleMode}, {100, games.Ante}, {100, ""}} {
		_, err := g.Stake(tc.bet, tc.mode)
		require.ErrorIs(t, err, games.ErrBet, "%d %q", tc.bet, tc.mode)
		out := games.Outcome{Win: 5}
		err = g.Play(tc.bet, tc.mode, rng.NewStream(1, 0), &out)
		require.True(t, errors.Is(err, games.ErrBet))
		require.Zero(t, out.Win)
	}
}

// Play allocates nothing once its Outcome is warm, in both modes.
func TestPlayDoesNotAllocate(t *testing.T) {
	g := mustGame(t)
	for _, mode := range g.Modes() {
		src := rng.NewStream(5, 0)
		var out games.Outcome
		for range 1000 { // grow the cluster result to its working size
			require.NoError(t, g.Play(100, mode, src, &out))
		}
		allocs := testing.AllocsPerRun(2000, func() {
			if err := g.Play(100, mode, src, &out); err != nil {
				t.Fatal(err)
			}
		})
		require.Zero(t, allocs, "mode %s", mode)
	}
}

func BenchmarkPlay(b *testing.B) {
	g := mustGame(b)
	for _, mode := range g.Modes() {
		b.Run(string(mode), func(b *testing.B) {
			src := rng.NewStream(1, 0)
			var out games.Outcome
			b.ReportAllocs()
			for b.Loop() {
				if err := g.Play(100, mode, src, &out); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
