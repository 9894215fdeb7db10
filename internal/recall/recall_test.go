package recall

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games/record"
)

// TestRecallKeepsLastN: the recall holds the last N records, newest first
// (GLI-19: the last game and the nine before it).
func TestRecallKeepsLastN(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(0, 12).Draw(t, "n")
		adds := rapid.IntRange(0, 40).Draw(t, "adds")
		c := New(n)
		if n <= 0 {
			n = Default
		}
		for i := range adds {
			c.Add(&record.Record{Bet: slotmech.Money(i)})
		}
		last := c.Last()
		require.Len(t, last, min(adds, n))
		for i, r := range last {
			require.Equal(t, slotmech.Money(adds-1-i), r.Bet)
		}
	})
	var zero Recall
	zero.Add(&record.Record{})
	require.Equal(t, 1, zero.Len())
}
