package stripgame

import (
	"fmt"
	"slices"

	"github.com/slotmech/slotmech"
)

// betRule is the allowed bets of either kind of game (Config.Bets, or
// MinBet, MaxBet and BetStep) and its default bet: one rule, validated
// and told in one place.
type betRule struct {
	bets       []slotmech.Money // the allowed bets, or nil for a range
	minBet     slotmech.Money
	maxBet     slotmech.Money
	betStep    slotmech.Money // 0 for a list
	defaultBet slotmech.Money
}

// checkBets validates the bets and the default bet.
func (g *betRule) checkBets(cfg *Config) error {
	ranged := cfg.MinBet != 0 || cfg.MaxBet != 0 || cfg.BetStep != 0
	switch {
	case len(cfg.Bets) > 0 && ranged:
		return configErr("Bets", fmt.Sprint(cfg.Bets), "given with MinBet, MaxBet or BetStep: give a list or a range, not both")
	case len(cfg.Bets) > 0:
		for i, b := range cfg.Bets {
			if b < 1 {
				return configErr(fmt.Sprintf("Bets entry %d", i), itoa(b), "a bet is at least 1")
			}
			if i > 0 && b <= cfg.Bets[i-1] {
				return configErr(fmt.Sprintf("Bets entry %d", i), itoa(b),
					fmt.Sprintf("not above the one before (%d): bets are listed in ascending order", cfg.Bets[i-1]))
			}
		}
		g.bets = slices.Clone(cfg.Bets)
		g.minBet, g.maxBet = cfg.Bets[0], cfg.Bets[len(cfg.Bets)-1]
	case !ranged:
		return configErr("Bets", "", "no bets given: give a list in Bets, or MinBet, MaxBet and BetStep")
	case cfg.MinBet < 1:
		return configErr("MinBet", itoa(cfg.MinBet), "a bet is at least 1")
	case cfg.MaxBet < cfg.MinBet:
		return configErr("MaxBet", itoa(cfg.MaxBet), fmt.Sprintf("below MinBet (%d)", cfg.MinBet))
	case cfg.BetStep < 1:
		return configErr("BetStep", itoa(cfg.BetStep), "want at least 1")
	case (cfg.MaxBet-cfg.MinBet)%cfg.BetStep != 0:
		return configErr("MaxBet", itoa(cfg.MaxBet), fmt.Sprintf("not MinBet (%d) plus a whole number of BetSteps (%d)", cfg.MinBet, cfg.BetStep))
	default:
		g.minBet, g.maxBet, g.betStep = cfg.MinBet, cfg.MaxBet, cfg.BetStep
	}
	g.defaultBet = cfg.DefaultBet
	if g.defaultBet == 0 {
		g.defaultBet = g.minBet
	}
	if !g.betOK(g.defaultBet) {
		return configErr("DefaultBet", itoa(cfg.DefaultBet), "not one of the allowed bets")
	}
	return nil
}

// betOK reports whether bet is allowed, without allocating.
func (g *betRule) betOK(bet slotmech.Money) bool {
	if g.bets != nil {
		_, ok := slices.BinarySearch(g.bets, bet)
		return ok
	}
	return bet >= g.minBet && bet <= g.maxBet && (bet-g.minBet)%g.betStep == 0
}

// betsText says which bets are allowed, for an error.
func (g *betRule) betsText() string {
	if g.bets != nil {
		return fmt.Sprintf("not one of %v", g.bets)
	}
	return fmt.Sprintf("not one of %d to %d in steps of %d", g.minBet, g.maxBet, g.betStep)
}
