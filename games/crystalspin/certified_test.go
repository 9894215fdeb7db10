package crystalspin_test

import (
	"math/big"
	"testing"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/stretchr/testify/require"
)

// Only the certified strips declare a certified RTP: a game with one strip
// changed is another game (CS-21's figure is not its figure).
func TestCertifiedRTPOnlyForTheCertifiedStrips(t *testing.T) {
	require.Equal(t, big.NewRat(15939597, 16777216), games.CertifiedRTP(crystalspin.New(), games.Standard))
	require.Nil(t, games.CertifiedRTP(crystalspin.New(), "ante"))
	strips := crystalspin.Strips()
	strips[0][0], strips[0][1] = strips[0][1], strips[0][0]
	if strips[0][0] == strips[0][1] {
		strips[0][0], strips[0][2] = strips[0][2], strips[0][0]
	}
	other, err := crystalspin.NewWithStrips(strips)
	require.NoError(t, err)
	require.NotEqual(t, crystalspin.ConfigIdentity, games.ConfigID(other))
	require.Nil(t, games.CertifiedRTP(other, games.Standard))
}
