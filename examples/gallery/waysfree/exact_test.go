package main

import (
	"context"
	"math/big"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/internal/featurepar"
	"github.com/stretchr/testify/require"
)

// GW-5: Golden Ways' cap of 5000 × the stake can be reached (100 free
// spins of up to 180.8 × the stake each, after a base spin of up to 52),
// so its exact RTP is not the
// two-cycle value: the exact analysis refuses it, in those words, and
// parsheet simulates the feature.
func TestExactAnalysisRefusesTheCap(t *testing.T) {
	if raceEnabled || testing.Short() {
		t.Skip("full cycles: checked without the race detector")
	}
	g, err := featurepar.StripFreeSpins(goldenWays())
	require.NoError(t, err)
	_, err = exact.FreeSpinRTP(context.Background(), g, 100, exact.Options{})
	require.ErrorIs(t, err, exact.ErrNotStrip)
	require.ErrorContains(t, err, "a round cap of 5000 × the stake (500000) that a round can reach: a triggering base spin pays up to 5200 and 100 free spins up to 1808000 in all")
}

// GW-1 to GW-4 without the cap: the exact RTP of Golden Ways' maths with
// no round cap, from exact.FreeSpinRTP, equals an independent computation:
// the base game's full cycle (baseRTP), the law of the coins counted reel
// by reel from the strips, the mean free spin from a full cycle of a game
// of the free strips played at twice the bet (× 2 before rounding is the
// bet × 2), and the feature by a backward recursion on the expected win
// of the spins still to play, with the bound of 100.
func TestExactRTPWithoutTheCap(t *testing.T) {
	if raceEnabled || testing.Short() {
		t.Skip("full cycles: checked without the race detector")
	}
	cfg := goldenWays()
	cfg.RoundCapX = 0
	g, err := featurepar.StripFreeSpins(cfg)
	require.NoError(t, err)
	const bet = 100
	par, err := exact.FreeSpinRTP(context.Background(), g, bet, exact.Options{})
	require.NoError(t, err)
	require.Equal(t, baseRTP, par.BaseRTP.RatString())

	// The mean free spin: a full cycle of the free strips at bet 200.
	fc := cfg
	fc.Strips, fc.Free, fc.Bets, fc.DefaultBet = cfg.Free.Strips, nil, []slotmech.Money{2 * bet}, 0
	fg, err := stripgame.New(fc)
	require.NoError(t, err)
	free, err := exact.FullCycle(context.Background(), fg, 2*bet, exact.Options{}) // ways on fixed heights: a strip game
	require.NoError(t, err)
	mu := new(big.Rat).SetFrac(free.Won, big.NewInt(free.Combinations)) // minor units

	trigger := awardLaw(cfg.Strips, cfg.Free.Trigger)
	retrigger := awardLaw(cfg.Free.Strips, cfg.Free.Retrigger)

	// v(k, a) is the expected win of the free spins still to play after k
	// of a awarded: μ + Σ P(r) v(k+1, a + min(r, Max − a)) while a > k.
	max := cfg.Free.Max
	memo := map[[2]int]*big.Rat{}
	var v func(k, a int) *big.Rat
	v = func(k, a int) *big.Rat {
		if a <= k {
			return new(big.Rat)
		}
		if x, ok := memo[[2]int{k, a}]; ok {
			return x
		}
		x := new(big.Rat).Set(mu)
		for r, p := range retrigger {
			x.Add(x, new(big.Rat).Mul(p, v(k+1, a+min(r, max-a))))
		}
		memo[[2]int{k, a}] = x
		return x
	}
	feature := new(big.Rat)
	for t, p := range trigger {
		feature.Add(feature, new(big.Rat).Mul(p, v(0, min(t, max))))
	}
	feature.Quo(feature, big.NewRat(bet, 1))
	want := new(big.Rat).Add(par.BaseRTP, feature)
	require.Equal(t, want.RatString(), par.RTP.RatString())
	require.Equal(t, feature.RatString(), par.FeatureRTP.RatString())
	// Its digits (the fraction has some 2 000 of them): a change to the
	// strips, the pays or the awards shows here.
	require.Equal(t, "0.96390440", par.RTP.FloatString(8))
	require.Equal(t, "8.913916", par.SpinsPerTrigger.FloatString(6))
	f, _ := par.RTP.Float64()
	require.InDelta(t, 0.9634, f, 0.0013*2, "the simulated analysis of the title (96.34% ± 0.13%): the cap hardly ever bites")
}

// awardLaw returns the law of the spins a spin on strips awards by table:
// the coins in each reel's window of 3, counted stop by stop, convolved
// reel by reel.
func awardLaw(strips [][]slotmech.Symbol, table []stripgame.Award) map[int]*big.Rat {
	const coin = 11
	law := map[int]*big.Rat{0: big.NewRat(1, 1)} // coins so far
	for _, strip := range strips {
		next := map[int]*big.Rat{}
		for s := range strip {
			n := 0
			for i := range 3 {
				if strip[(s+i)%len(strip)] == coin {
					n++
				}
			}
			for c, p := range law {
				if next[c+n] == nil {
					next[c+n] = new(big.Rat)
				}
				next[c+n].Add(next[c+n], new(big.Rat).Mul(p, big.NewRat(1, int64(len(strip)))))
			}
		}
		law = next
	}
	out := map[int]*big.Rat{}
	for c, p := range law {
		a := 0
		for _, e := range table {
			if e.Scatters <= c {
				a = e.Spins
			}
		}
		if out[a] == nil {
			out[a] = new(big.Rat)
		}
		out[a].Add(out[a], p)
	}
	return out
}
