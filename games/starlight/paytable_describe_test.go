package starlight_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/starlight"
)

// SC-3, SC-4: the pay table people read in a PAR sheet is the one the game
// pays: a row per paying symbol for the classes 8–9, 10–11 and 12+, and the
// scatter's row for 4, 5 and 6+ scatters.
func TestSC_3_DescribePays(t *testing.T) {
	var g games.Game = starlight.New()
	d, ok := g.(games.PayTableDescriber)
	require.True(t, ok)
	pt := d.DescribePays()
	require.Equal(t, []string{"8–9", "10–11", "12+"}, pt.Columns)
	require.Len(t, pt.Rows, 9+1)
	require.Equal(t, games.PayRow{Symbol: "yellow", Pays: []string{"0.25", "0.75", "2"}}, pt.Rows[0])
	require.Equal(t, games.PayRow{Symbol: "sun", Pays: []string{"10", "25", "50"}}, pt.Rows[9-1])
	require.Equal(t, games.PayRow{Symbol: "scatter", Pays: []string{"3", "5", "100"}}, pt.Rows[9])
	for i, pays := range starlight.PayTable() {
		for j, f := range pays {
			require.Equal(t, f.String(), pt.Rows[i].Pays[j])
		}
	}
}
