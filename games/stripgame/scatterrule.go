package stripgame

import (
	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/lanecount"
)

// The scatter rule of a cascade, Config.ScatterOn and ScatterStrike: when
// the scatter is counted and paid, and whether a paying scatter explodes.
// The validation here serves both kinds of game; round.go plays the rule
// in a strip game (and in the parts of a feature game), fs_round.go in a
// feature game.

// checkScatterRule validates ScatterOn and ScatterStrike, which
// checkScatter and checkCascade have seen, and keeps them in g.
func (g *game) checkScatterRule(cfg *Config) error {
	if err := checkScatterRule(cfg); err != nil {
		return err
	}
	g.scatterOn, g.strike = cfg.ScatterOn, cfg.ScatterStrike
	return nil
}

// checkScatterRule returns the error refusing cfg's ScatterOn and
// ScatterStrike, or nil; for either kind of game.
func checkScatterRule(cfg *Config) error {
	on, strike := cfg.ScatterOn, cfg.ScatterStrike
	field, value := "ScatterOn", on.word()
	if on == FinalScreen {
		field, value = "ScatterStrike", "true"
	}
	switch {
	case on > EveryScreen:
		return configErr("ScatterOn", itoa(on), "want FinalScreen, FirstScreen or EveryScreen")
	case on == FinalScreen && !strike:
		return nil // the classic rule
	case cfg.Scatter == slotmech.Empty:
		return configErr(field, value, "given without a Scatter symbol")
	case !cfg.Cascade:
		return configErr(field, value, "set without Cascade: a round without a cascade has one screen, on which the scatter pays and stays")
	case on == FinalScreen:
		return configErr("ScatterStrike", "true",
			"with ScatterOn FinalScreen: the final screen is the one that ends the cascade, which a struck scatter would not; choose FirstScreen or EveryScreen")
	}
	return nil
}

// counted reports whether the scatter rule on counts the scatters on the
// screen of step step (from 1) while the cascade goes on: FirstScreen's
// first screen, EveryScreen's every screen. FinalScreen counts them once
// the cascade has ended, on the final screen. For either kind of game.
func counted(on ScatterScreen, step int) bool {
	return on == EveryScreen || on == FirstScreen && step == 1
}

// scatterScreens returns how many screens of a round may pay the scatter:
// one, or under EveryScreen every screen of the longest cascade (its
// MaxSteps winning steps and the screen that ends it).
func (g *game) scatterScreens() int64 {
	if g.scatterOn == EveryScreen {
		return int64(g.maxSteps) + 1
	}
	return 1
}

// scattersHere reports whether the scatter is counted on the screen of
// step step under g's rule before the cascade has ended (FinalScreen
// counts it after the loop of play, on the final screen).
func (g *game) scattersHere(step int) bool {
	return g.scatter != nil && counted(g.scatterOn, step)
}

// scatters counts the scatters of p.scr and returns their number and pay
// factor: from p.knownScatters on a round's first screen when PlayCurrent
// knew it, else from the screen.
func (p *player) scatters() (int, slotmech.Factor) {
	if p.knownScatters >= 0 {
		return p.knownScatters, p.g.scatter.ScatterPay(p.knownScatters)
	}
	return lanecount.Scatters(p.g.scatter, &p.scr)
}
