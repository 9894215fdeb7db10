package crystalspin_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
)

// CS-4: the pay table people read in a PAR sheet is the one the game pays:
// a row per paying symbol, Seven first, for runs of 3, 4 and 5.
func TestCS_4_DescribePays(t *testing.T) {
	var g games.Game = crystalspin.New()
	d, ok := g.(games.PayTableDescriber)
	require.True(t, ok)
	pt := d.DescribePays()
	require.Equal(t, []string{"3", "4", "5"}, pt.Columns)
	require.Len(t, pt.Rows, 10)
	require.Equal(t, games.PayRow{Symbol: "seven", Pays: []string{"6", "15", "100"}}, pt.Rows[0])
	require.Equal(t, games.PayRow{Symbol: "cherry", Pays: []string{"1", "2", "8"}}, pt.Rows[9])
	table := crystalspin.PayTable()
	for i, row := range pt.Rows {
		sym, err := g.Alphabet().Lookup(row.Symbol)
		require.NoError(t, err)
		for j, cell := range row.Pays {
			require.Equal(t, table[sym][j+3], mustInt(t, cell), "row %d", i)
		}
	}
	pt.Rows[0].Pays[0] = "edited"
	require.Equal(t, "6", d.DescribePays().Rows[0].Pays[0], "a new table each call")
}

func mustInt(t *testing.T, s string) int64 {
	t.Helper()
	var n int64
	for _, c := range s {
		require.True(t, c >= '0' && c <= '9', s)
		n = n*10 + int64(c-'0')
	}
	return n
}
