package starlight_test

import (
	"testing"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/starlight"
	"github.com/stretchr/testify/require"
)

// Only the certified maths declares a certified RTP: with one weight moved
// the game is another one.
func TestCertifiedRTPOnlyForTheCertifiedMaths(t *testing.T) {
	m := starlight.DefaultMaths()
	m.Base.Scatter++
	other, err := starlight.NewWithMaths(m)
	require.NoError(t, err)
	require.Nil(t, games.CertifiedRTP(other, games.Standard))
	require.Nil(t, games.CertifiedRTP(other, starlight.Ante))
}
