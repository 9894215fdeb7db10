package gamble_test

import (
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// Critical values of the chi-square distribution at p = 0.001.
const (
	chi2Crit1df  = 10.828 // 1 degree of freedom
	chi2Crit51df = 87.968 // 51 degrees of freedom
)

// CS-15: cards drawn by picks, through the public API, on a fixed seed: red
// comes with probability 1/2 and every card with probability 1/52 (chi-square
// at p = 0.001; the seed is fixed, so the test is deterministic), and a pick
// wins exactly when the card has the colour picked.
func TestCS15_DrawsUniform(t *testing.T) {
	const n = 52 * 2000
	g := mustNew(t, crystalSpin)
	src := rng.NewStream(2026, 15)
	var perCard [gamble.DeckSize]int
	red := 0
	for i := range n {
		require.NoError(t, startAfresh(g, 1))
		pick := gamble.Red
		if i%2 == 1 {
			pick = gamble.Black
		}
		out, err := g.Pick(pick, src)
		require.NoError(t, err)
		require.Equal(t, out.Card.Colour() == pick, out.Won)
		perCard[out.Card]++
		if out.Card.Colour() == gamble.Red {
			red++
		}
	}

	e := float64(n) / 2
	chi2 := sq(float64(red)-e)/e + sq(float64(n-red)-e)/e
	t.Logf("red %d of %d, chi-square %.3f (1 df)", red, n, chi2)
	require.Less(t, chi2, chi2Crit1df, "red is not drawn with probability 1/2")

	e = float64(n) / gamble.DeckSize
	chi2 = 0
	for _, k := range perCard {
		chi2 += sq(float64(k)-e) / e
	}
	t.Logf("cards: chi-square %.3f (51 df)", chi2)
	require.Less(t, chi2, chi2Crit51df, "cards are not uniform")
}

func sq(x float64) float64 { return x * x }

// CS-15, CS-21 (fairness): the expected value of every decision equals the
// amount at risk, exactly. Over the 52 equally likely cards, the value after
// a pick of either colour (what stays at risk plus what the pick credited)
// sums to 52 × the amount risked; HALF and COLLECT keep the value by
// construction (risk + credit = amount).
func TestCS15_PickExpectedValueIsExact(t *testing.T) {
	configs := []gamble.Config{
		crystalSpin,
		{Unit: 100, MaxDoublings: 1},
		{Unit: 1, MaxAtRisk: 2000},
	}
	for _, cfg := range configs {
		for _, amount := range []slotmech.Money{1, 7, 100, 999, 1000} {
			for _, c := range []gamble.Colour{gamble.Red, gamble.Black} {
				var total slotmech.Money
				for card := gamble.Card(0); card < gamble.DeckSize; card++ {
					g := mustNew(t, cfg)
					require.NoError(t, g.Start(amount, false))
					out, err := g.Pick(c, deal(t, card))
					require.NoError(t, err)
					total += g.State().AtRisk + out.Credited
				}
				require.Equal(t, gamble.DeckSize*amount, total, "%+v, %d on %v", cfg, amount, c)
			}
		}
	}
}
