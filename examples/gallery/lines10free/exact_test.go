package main

import (
	"context"
	"math/big"
	"testing"

	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/sim"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/internal/featurepar"
	"github.com/stretchr/testify/require"
)

// LT-1 to LT-5: Lucky Tens' exact RTP (exact.FreeSpinRTP, through the
// title's parts) equals an independent computation: the brute force of
// the base strips (its win, and the chance p of 3 bells, which award 6 free
// spins at the trigger and again in the free spins, which land on the same
// strips at × 2, every pay a whole factor), and the closed form
// E[spins | trigger] = 6 / (1 − 6p). A cap that a round of unbounded
// retriggers can reach is refused by the analysis, in those words.
func TestExactRTP(t *testing.T) {
	if raceEnabled || testing.Short() {
		t.Skip("full cycles: checked without the race detector")
	}
	capped := luckyTens()
	capped.RoundCapX = 10_000
	cg, err := stripgame.New(capped)
	require.NoError(t, err)
	_, err = exact.FreeSpinRTP(context.Background(), featurepar.ExactGame(cg), 1, exact.Options{})
	require.ErrorIs(t, err, exact.ErrNotStrip)
	require.ErrorContains(t, err, "lucky-tens: a round cap of 10000 × the stake with no bound on the free spins: a round can reach it")

	par, err := exact.FreeSpinRTP(context.Background(), featurepar.ExactGame(title(t)), 1, exact.Options{})
	require.NoError(t, err)

	const combos, stake = 3_200_000, 10 // 20⁵ combinations; 10 lines at a line bet of 1
	won, triggers := bruteForce(strips(baseReels))
	p := big.NewRat(triggers, combos)
	spins := new(big.Rat).Quo(big.NewRat(6, 1), new(big.Rat).Sub(big.NewRat(1, 1), new(big.Rat).Mul(big.NewRat(6, 1), p)))
	mu := big.NewRat(2*won, combos) // a free spin: × 2
	feature := new(big.Rat).Mul(p, spins)
	feature.Mul(feature, mu).Quo(feature, big.NewRat(stake, 1))
	want := new(big.Rat).Add(big.NewRat(won, combos*stake), feature)
	require.Equal(t, spins.RatString(), par.SpinsPerTrigger.RatString())
	require.Equal(t, want.RatString(), par.RTP.RatString())
	require.Nil(t, par.SpinsLaw, "no bound, no law")
	// Its digits: a change to the strips, the pays or the awards shows here.
	require.Equal(t, "0.92534715", par.RTP.FloatString(8))
	// The title's own RTP is at most that; a simulation agrees (the cap
	// hardly ever bites).
	s, err := sim.Simulate(context.Background(), sim.Config{Game: title(t), Bet: 1, Rounds: 200_000, Seed: 1})
	require.NoError(t, err)
	f, _ := par.RTP.Float64()
	require.InDelta(t, f, s.RTP(), s.RTPCI99())
}
