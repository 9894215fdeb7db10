package crystalspin

import (
	"math/big"

	"github.com/slotmech/slotmech/games"
)

// CertifiedRTP returns the exact RTP of the certified configuration at
// the default bet (100 Kč), 15939597/16777216 (95.0074%, CS-21: the full cycle), for
// mode [games.Standard], and nil for a game built by [NewWithStrips] with
// other strips or for another mode. It implements [games.Certified].
func (g *game) CertifiedRTP(mode string) *big.Rat {
	if games.ConfigID(g) != ConfigIdentity || mode != games.Standard {
		return nil
	}
	return big.NewRat(15939597, 16777216)
}
