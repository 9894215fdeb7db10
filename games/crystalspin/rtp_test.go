package crystalspin_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
)

// CS-21: the exact RTP over the full cycle of stops, as the package
// documentation states it, lies between 94.50% and 95.50%; the line cap
// (CS-10) cuts a little at the largest stake only.
func TestCS_21_ExactRTP(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("the full cycle (33.5 million games) is for a full, non-race run")
	}
	g := crystalspin.New()
	for _, c := range []struct {
		stake    int64
		num, den int64
	}{
		{100, 7969489, 8388608},
		{1000, 498093, 524288},
	} {
		cy, err := games.FullCycle(context.Background(), g, slotmech.Money(c.stake), 0)
		require.NoError(t, err)
		require.Equal(t, int64(33_554_432), cy.Combinations)
		require.Equal(t, big.NewRat(c.num, c.den), cy.RTP, "stake %d", c.stake)
		require.Equal(t, int64(8_829_173), cy.Hits)
		lo, hi := big.NewRat(9450, 10000), big.NewRat(9550, 10000)
		require.True(t, cy.RTP.Cmp(lo) >= 0 && cy.RTP.Cmp(hi) <= 0, "RTP %s outside 94.50%%…95.50%%", cy.RTP.FloatString(6))
		require.Len(t, cy.Depths, 14, "the deepest cascade has 13 winning steps")
	}
}
