package games

import (
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
)

// toyGame is a three-reel game small enough to solve by hand. Each reel
// shows one of 8 equally likely symbols, 0 … 7, symbol 7 being the scatter
// (rng.IntN(src, 8) per reel: 512 equally likely screens).
//
//   - Three of a kind of symbol s pays toyTriple[s] × bet; the scatter
//     triple's 300 × bet is cut to the cap of 150 × bet (Capped).
//   - Otherwise, the same symbol on reels 0 and 1 pays 2 × bet (56 screens).
//   - Two or more scatters trigger the feature (22 screens), which pays
//     nothing more.
//
// So per 512 screens: win in bets Σ = 56·2 + (5+10+15+20+25+50+100) + 150
// = 487, hits 64, triggers 22, capped 1, Σ win² = 56·4 + 25+100+225+400+625
// +2500+10000 + 150² = 36 599 (in bets²).
//
// Mode Ante costs 5/4 of the bet (the bet must be a multiple of 4) and pays
// the same, so its RTP is 487/640.
type toyGame struct{}

var toyTriple = [8]int64{5, 10, 15, 20, 25, 50, 100, 300}

const (
	toyScatter = 7
	toyCap     = 150
)

// The toy's exact figures per round (see toyGame).
const (
	toyRTP       = 487.0 / 512
	toyHitRate   = 64.0 / 512
	toyFSRate    = 22.0 / 512
	toyCapRate   = 1.0 / 512
	toyMeanSqX   = 36599.0 / 512
	toyAnteRTP   = 487.0 / 640
	toyDefaultBt = 100
)

func (toyGame) Name() string               { return "toy" }
func (toyGame) Modes() []Mode              { return []Mode{Standard, Ante} }
func (toyGame) DefaultBet() slotmech.Money { return toyDefaultBt }

func (toyGame) Stake(bet slotmech.Money, mode Mode) (slotmech.Money, error) {
	switch {
	case bet <= 0:
		return 0, fmt.Errorf("%w: toy: bet %d", ErrBet, bet)
	case mode == Standard:
		return bet, nil
	case mode == Ante && bet%4 == 0:
		return bet / 4 * 5, nil
	}
	return 0, fmt.Errorf("%w: toy: bet %d in mode %q", ErrBet, bet, mode)
}

func (g toyGame) Play(bet slotmech.Money, mode Mode, src rng.Source, out *Outcome) error {
	out.Reset()
	stake, err := g.Stake(bet, mode)
	if err != nil {
		return err
	}
	a, b, c := rng.IntN(src, 8), rng.IntN(src, 8), rng.IntN(src, 8)
	var x int64
	switch {
	case a == b && b == c:
		x = toyTriple[a]
	case a == b:
		x = 2
	}
	if x > toyCap {
		x, out.Capped = toyCap, true
	}
	scatters := 0
	for _, s := range [3]int{a, b, c} {
		if s == toyScatter {
			scatters++
		}
	}
	out.Triggered = scatters >= 2
	out.Bet, out.Stake = bet, stake
	out.Win, err = bet.Mul(x)
	return err
}
