package stripgame

import (
	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/lanecount"
)

// The scatter rule of a cascade, Config.ScatterOn and ScatterStrike: when
// the scatter is counted and paid, and whether a paying scatter explodes.
// The validation here serves both kinds of game; round.go plays the rule.

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

// checkFeatureScatterRule refuses, in a game with Ways, Heights or Free
// (fs_new.go), any scatter rule but the classic one, which is all that
// kind of game plays for now.
func checkFeatureScatterRule(cfg *Config) error {
	if err := checkScatterRule(cfg); err != nil {
		return err
	}
	if cfg.ScatterOn != FinalScreen {
		return configErr("ScatterOn", cfg.ScatterOn.word(),
			"not yet composed with Ways, Heights or Free: there the scatter pays on the final screen, whose count awards the free spins")
	}
	if cfg.ScatterStrike {
		return configErr("ScatterStrike", "true", "not yet composed with Ways, Heights or Free: there the scatter stays")
	}
	return nil
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
	return g.scatter != nil && (g.scatterOn == EveryScreen || g.scatterOn == FirstScreen && step == 1)
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
