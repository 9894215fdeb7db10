package games

import "math/big"

// Certified is implemented by a [Game] that declares the return to player
// each of its modes was certified at, so that tools can compare what they
// measure with it: games/cli's simulate states it beside the simulated RTP,
// with the distance in half-widths of the 99% interval. A title declares it
// for its certified configuration only (a title built from other maths
// should not implement Certified, or return nil).
type Certified interface {
	// CertifiedRTP returns the certified RTP of the mode named mode at
	// the title's DefaultBet, as a share of the stake (e.g. 191/200 for
	// 95.50%), a new value at each call; nil if the title declares none
	// for that mode.
	CertifiedRTP(mode string) *big.Rat
}

// CertifiedRTP returns g's certified RTP for mode (see [Certified]), or nil
// if g declares none.
func CertifiedRTP(g Game, mode string) *big.Rat {
	if c, ok := g.(Certified); ok {
		return c.CertifiedRTP(mode)
	}
	return nil
}
