package classfill

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
)

// New shares one table among the reels whose classes are equal
// (the first such reel's), and marks a refill whose reels all share one
// table, which FillScreen fills with its single-table loop (fillSame). The
// draws are the same either way (TestStepClassRefillMatchesDefinition), so
// only this test sees the sharing; mutation testing found it untested.
func TestNewSharesEqualTables(t *testing.T) {
	a := []Class{{Weight: 3, Symbols: []slotmech.Symbol{1}}, {Weight: 5, Symbols: []slotmech.Symbol{2}}}
	b := []Class{{Weight: 4, Symbols: []slotmech.Symbol{1}}, {Weight: 5, Symbols: []slotmech.Symbol{2}}}
	c := New([][]Class{a, a, a})
	require.Same(t, c.tables[0], c.tables[1])
	require.Same(t, c.tables[0], c.tables[2])
	require.True(t, c.same)

	c = New([][]Class{a, b, a, b})
	require.Same(t, c.tables[0], c.tables[2])
	require.Same(t, c.tables[1], c.tables[3])
	require.NotSame(t, c.tables[0], c.tables[1])
	require.False(t, c.same)
}
