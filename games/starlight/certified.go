package starlight

import (
	"math/big"

	"github.com/slotmech/slotmech/games"
)

// CertifiedRTP returns 191/200 (95.50%) for both modes of the certified
// configuration (SC-14: the target, met within ± 0.10 pp, see the package
// doc's figures), and nil for a game built by [NewWithMaths] with other
// maths or for a mode the game does not have. It implements
// [games.Certified].
func (g *game) CertifiedRTP(mode string) *big.Rat {
	if games.ConfigID(g) != ConfigIdentity || (mode != games.Standard && mode != Ante) {
		return nil
	}
	return big.NewRat(191, 200)
}
