package main

import (
	"context"
	"math/big"
	"testing"

	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/sim"
	"github.com/slotmech/slotmech/internal/featurepar"
	"github.com/stretchr/testify/require"
)

// TS-1 to TS-4: Thirty Stars' exact RTP (exact.FreeSpinRTP, through the
// title's parts) equals an independent computation: the brute force of
// the base strips (its win and the combinations with 3 stars, which award
// 8 free spins) and of the free strips (a free spin's mean win at × 1,
// and the chance of 3 stars, which award 4 more), and the feature by a
// backward recursion on the expected win of the spins still to play,
// with the bound of 200.
func TestExactRTP(t *testing.T) {
	if raceEnabled || testing.Short() {
		t.Skip("full cycles: checked without the race detector")
	}
	par, err := exact.FreeSpinRTP(context.Background(), featurepar.ExactGame(title(t)), 1, exact.Options{})
	require.NoError(t, err)

	const combos, stake = 3_200_000, 30 // 20⁵ combinations of each set of strips; 30 lines at a line bet of 1
	won, triggers := bruteForce(strips(baseReels))
	freeWon, retriggers := bruteForce(strips(free))
	mu := big.NewRat(freeWon, combos)   // a free spin's mean win, minor units
	p := big.NewRat(retriggers, combos) // the chance of 4 more
	q := new(big.Rat).Sub(big.NewRat(1, 1), p)
	const max = 200
	memo := map[[2]int]*big.Rat{}
	var v func(k, a int) *big.Rat // expected win of the spins after k of a awarded
	v = func(k, a int) *big.Rat {
		if a <= k {
			return new(big.Rat)
		}
		if x, ok := memo[[2]int{k, a}]; ok {
			return x
		}
		x := new(big.Rat).Add(mu, new(big.Rat).Mul(q, v(k+1, a)))
		x.Add(x, new(big.Rat).Mul(p, v(k+1, a+min(4, max-a))))
		memo[[2]int{k, a}] = x
		return x
	}
	feature := new(big.Rat).Mul(big.NewRat(triggers, combos), v(0, 8))
	feature.Quo(feature, big.NewRat(stake, 1))
	want := new(big.Rat).Add(big.NewRat(won, combos*stake), feature)
	require.Equal(t, want.RatString(), par.RTP.RatString())
	require.Equal(t, feature.RatString(), par.FeatureRTP.RatString())
	require.Equal(t, big.NewRat(triggers, combos).RatString(), par.Trigger.RatString())
	// Its digits: a change to the strips, the pays or the awards shows here.
	require.Equal(t, "0.92706240", par.RTP.FloatString(8))
	require.Equal(t, "8.953027", par.SpinsPerTrigger.FloatString(6))
	// And a simulation of whole rounds agrees.
	s, err := sim.Simulate(context.Background(), sim.Config{Game: title(t), Bet: 1, Rounds: 200_000, Seed: 1})
	require.NoError(t, err)
	f, _ := par.RTP.Float64()
	require.InDelta(t, f, s.RTP(), s.RTPCI99())
}
