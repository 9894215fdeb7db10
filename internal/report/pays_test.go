package report_test

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/internal/report"
)

// The pays of games/exact's hand-solved toy (A A A six times for 120, B B B
// twice for 100, on 180 wagered) sum by count and by symbol, and share the
// RTP by what they paid. (These checks were games/exact's, with
// Cycle.ByCount, BySymbol and Share.)
func TestPaysAggregate(t *testing.T) {
	pays := []exact.Pay{
		{Symbol: 1, Count: 3, Wins: 6, Paid: big.NewInt(120)},
		{Symbol: 2, Count: 3, Wins: 2, Paid: big.NewInt(100)},
	}
	require.Equal(t, []exact.Pay{{Count: 3, Wins: 8, Paid: big.NewInt(220)}}, report.ByCount(pays))
	require.Equal(t, []exact.Pay{
		{Symbol: 1, Wins: 6, Paid: big.NewInt(120)},
		{Symbol: 2, Wins: 2, Paid: big.NewInt(100)},
	}, report.BySymbol(pays))
	require.Equal(t, big.NewRat(2, 3), report.Share(big.NewInt(120), big.NewInt(180)), "A's wins return 120/180")
	require.Equal(t, new(big.Rat), report.Share(big.NewInt(120), nil), "nothing wagered")

	// Two counts of one symbol and one count of two symbols, out of order.
	pays = []exact.Pay{
		{Symbol: 2, Count: 4, Wins: 1, Paid: big.NewInt(7)},
		{Symbol: 1, Count: 4, Wins: 2, Paid: big.NewInt(5)},
		{Symbol: 1, Count: 3, Wins: 3, Paid: big.NewInt(2)},
	}
	require.Equal(t, []exact.Pay{
		{Count: 3, Wins: 3, Paid: big.NewInt(2)},
		{Count: 4, Wins: 3, Paid: big.NewInt(12)},
	}, report.ByCount(pays))
	require.Equal(t, []exact.Pay{
		{Symbol: 1, Wins: 5, Paid: big.NewInt(7)},
		{Symbol: 2, Wins: 1, Paid: big.NewInt(7)},
	}, report.BySymbol(pays))
}
