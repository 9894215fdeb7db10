package stripgame

import (
	"fmt"
	"math"
	"math/big"
	"regexp"
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/lanecount"
	"github.com/slotmech/slotmech/lines"
	"github.com/slotmech/slotmech/tumble"
	"github.com/slotmech/slotmech/wincap"
)

// nameRE is the form of a game's name: lowercase words joined by hyphens.
var nameRE = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// New validates cfg and returns its game: immutable and safe for
// concurrent use, each goroutine playing with its own player (NewPlayer).
// The package doc says how its rounds play.
//
// For a strip game (Lines, Ways or Anywhere, no Heights, no Free) its
// players are strip players (games/exact's StripPlayer: StripLengths,
// PlayStops, PlayReel), and the game has the method
//
//	Config() Config
//
// which returns cfg as New accepted it (a deep copy, the caller's), the
// game's maths as data for the tools that read it.
//
// For a feature game (Heights or Free) with fixed base heights, or with
// Ways on variable base heights whose cycle can be enumerated, the game
// has the method
//
//	BaseGame() (games.Game, bool)
//
// which returns the base game alone, named Name + "-base", with the game's
// modes, bets, symbols, facts and configuration data, whose round is the
// base-game spin without the free spins (Outcome.FreeSpins is what it
// awarded, Outcome.Triggered whether it awarded any) and whose players are
// strip players, with the fast paths (with Ways, the ways strip game's);
// its own players have PlayFrom (games/exact's FeaturePlayer). On
// variable base heights its stops are virtual stops, a height and a strip
// position each (see fsGame.BaseGame in fs_game.go, and Heights in the
// package doc); with reels of more than 16 384 virtual stops, or a cycle
// of more than 2⁴⁰ combinations, BaseGame returns false. With free spins
// at a fixed multiplier or none (on reels of fixed heights, or of
// variable ones on virtual stops within the same bounds), the game also
// has
//
//	FreeGame() (free games.Game, max int, ok bool)
//
// which returns one free spin alone as a strip game, its pays multiplied,
// its Outcome.FreeSpins what it retriggers, and FreeSpins.Max: with
// BaseGame, what an exact analysis of the feature reads (fs_exact.go).
//
// New refuses, with a *slotmech.Error wrapping [ErrConfig] and naming the
// field, the value and what is wrong:
//
//   - a Name that is not lowercase words joined by hyphens; Symbols that
//     slotmech.NewAlphabet refuses;
//   - Rows outside 1 to slotmech.MaxRows; no strips or more than
//     slotmech.MaxReels (Free.Strips: another number than the base
//     game's); a strip shorter than the window or showing a symbol that is
//     not one of Symbols, or Ways.Blocked; Heights (or Free.Heights) not
//     one table per reel, longer than Rows, or that rng.NewWeighted
//     refuses; Free.Heights without Free.Strips;
//   - not exactly one of Lines, Ways and Anywhere; a configuration that
//     package lines, ways or cluster refuses (Err is its error); a
//     pay-table or wild symbol that is not one of Symbols; Reels or Rows
//     other than the strips' window; a scatter inside Anywhere;
//   - variable heights without Ways, or without a Ways.Blocked; a
//     Ways.Blocked without them, that is not one of Symbols, that pays, is
//     a wild or is the Scatter;
//   - a Scatter that is not one of Symbols, is the wild or pays on lines,
//     ways or anywhere; ScatterPays without a Scatter or that package
//     cluster refuses;
//   - MaxSteps outside 1 to 1000 with Cascade, or set without it;
//   - a ScatterOn that is not FinalScreen, FirstScreen or EveryScreen;
//     ScatterOn or ScatterStrike set without a Scatter or without Cascade;
//     ScatterStrike with FinalScreen (in either kind of game: a feature
//     game, Ways included, plays every rule a strip game plays);
//   - a StepMultiplier without Lines or in a feature game, without a named
//     flag StepFact, or a StepFact without a StepMultiplier;
//   - Free without a Trigger or without a Scatter; Trigger or Retrigger
//     entries that are not strictly ascending in Scatters (1 to
//     slotmech.MaxPositions) or award fewer than 1 or more than 10 000
//     spins; Free.Max other than 0 (no bound) and outside the largest
//     award to MaxRoundFreeSpins; a Free.Multiplier outside 2 to 1000 (0
//     for none), or set with Free.Accumulate;
//   - an unknown BetModel, or LineBet without Lines (a ways or
//     pay-anywhere game has no lines to bet on); a LineCap without Lines;
//   - no bets, both a list and a range, bets that are not positive or not
//     ascending, a range that does not end on a step; a DefaultBet that is
//     not allowed;
//   - a negative LineCap or RoundCapX, or a LineCap without Lines;
//   - a largest bet whose stake, round cap or largest possible win (every
//     step of the longest cascade paying the most a screen can pay, the
//     largest scatter pay, on every screen of it under EveryScreen, in a
//     feature game every spin of the longest
//     feature at the largest multiplier) would overflow slotmech.Money; so
//     no round can overflow.
//
// It never panics on a configuration, whatever its content.
func New(cfg Config) (games.Game, error) {
	if cfg.Ways != nil || cfg.Heights != nil || cfg.Free != nil {
		if cfg.StepMultiplier != nil || cfg.StepFact != (games.FactDef{}) {
			return nil, configErr("StepMultiplier", "", "a game with Ways, Heights or Free has none (not yet composed)")
		}
		g, err := newFeature(&cfg)
		if err != nil || cfg.Ways == nil || cfg.Heights != nil {
			return g, err
		}
		// Ways on fixed heights: a strip game, or a feature game whose
		// base game is one (see ways.go).
		fg := g.(*fsGame)
		sg, err := newWaysStrip(&cfg, fg)
		switch {
		case err != nil:
			return nil, err
		case cfg.Free == nil:
			return sg, nil
		}
		fg.stripBase = sg
		return fg, nil
	}
	g := &game{name: cfg.Name, rows: cfg.Rows, reels: len(cfg.Strips), cascade: cfg.Cascade,
		maxSteps: cfg.MaxSteps, model: cfg.BetModel, cost: 1,
		lineCap: cfg.LineCap, roundCapX: cfg.RoundCapX, scatterSym: cfg.Scatter}
	if !cfg.Cascade {
		g.maxSteps = 1
	}
	steps := []func(*Config) error{g.checkNames, g.checkStrips, g.buildEvaluator, g.checkScatter,
		g.checkCascade, g.checkScatterRule, g.checkStepMultiplier, g.checkBetModel, g.checkBets, g.checkCaps, g.checkBounds}
	for _, step := range steps {
		if err := step(&cfg); err != nil {
			return nil, err
		}
	}
	g.config = encodeConfig(&cfg, g)
	g.cfg = cloneConfig(&cfg)
	g.buildStopData(scatterPaysOf(cfg.ScatterPays))
	g.buildAfter()
	return g, nil
}

// checkNames validates Name and Symbols and makes the alphabet.
func (g *game) checkNames(cfg *Config) error {
	a, err := checkNames(cfg)
	g.alpha = a
	return err
}

// checkNames validates Name and Symbols, for either kind of game, and
// returns the alphabet.
func checkNames(cfg *Config) (*slotmech.Alphabet, error) {
	if !nameRE.MatchString(cfg.Name) {
		return nil, configErr("Name", fmt.Sprintf("%q", cfg.Name), "want lowercase letters and digits, words joined by single hyphens")
	}
	a, err := slotmech.NewAlphabet(cfg.Symbols...)
	if err != nil {
		return nil, refusedBy("Symbols", err)
	}
	return a, nil
}

// symbolOK reports whether s is one of the game's symbols.
func (g *game) symbolOK(s slotmech.Symbol) bool { return s >= 1 && int(s) <= g.alpha.Len() }

// notSymbol is the reason a symbol is refused.
func (g *game) notSymbol() string {
	return fmt.Sprintf("not one of the Symbols (1 to %d)", g.alpha.Len())
}

// checkStrips validates Rows and Strips and builds the strips.
func (g *game) checkStrips(cfg *Config) error {
	if cfg.Rows < 1 || cfg.Rows > slotmech.MaxRows {
		return configErr("Rows", itoa(cfg.Rows), fmt.Sprintf("want 1 to %d", slotmech.MaxRows))
	}
	if len(cfg.Strips) < 1 || len(cfg.Strips) > slotmech.MaxReels {
		return configErr("Strips", fmt.Sprintf("%d strips", len(cfg.Strips)), fmt.Sprintf("want 1 to %d, one per reel", slotmech.MaxReels))
	}
	for r, strip := range cfg.Strips {
		if len(strip) < cfg.Rows {
			return configErr(fmt.Sprintf("Strips reel %d", r), fmt.Sprintf("%d symbols", len(strip)),
				fmt.Sprintf("want at least %d, the rows of the window", cfg.Rows))
		}
		for i, s := range strip {
			if !g.symbolOK(s) {
				return configErr(fmt.Sprintf("Strips reel %d position %d", r, i), "symbol "+itoa(s), g.notSymbol())
			}
		}
		g.lens = append(g.lens, len(strip))
	}
	st, err := tumble.NewStrips(cfg.Strips)
	if err != nil {
		return refusedBy("Strips", err) // not reached: checked above
	}
	g.strips = st
	return nil
}

// buildEvaluator validates Lines or Anywhere and builds the evaluator.
func (g *game) buildEvaluator(cfg *Config) error {
	switch {
	case cfg.Lines == nil && cfg.Anywhere == nil:
		return configErr("Lines", "", "neither Lines, Ways nor Anywhere is given: give one, to say how a screen pays")
	case cfg.Lines != nil && cfg.Anywhere != nil:
		return configErr("Anywhere", "", "both Lines and Anywhere are given: give one")
	case cfg.Lines != nil:
		lc := *cfg.Lines
		if lc.Reels != 0 && lc.Reels != g.reels {
			return configErr("Lines.Reels", itoa(lc.Reels), fmt.Sprintf("the strips make %d reels", g.reels))
		}
		if lc.Rows != 0 && lc.Rows != g.rows {
			return configErr("Lines.Rows", itoa(lc.Rows), fmt.Sprintf("the window has %d rows", g.rows))
		}
		lc.Reels, lc.Rows = g.reels, g.rows
		for _, sym := range sortedKeys(lc.Pays) {
			if !g.symbolOK(sym) {
				return configErr("Lines.Pays", "symbol "+itoa(sym), g.notSymbol())
			}
		}
		if lc.Wild != slotmech.Empty && !g.symbolOK(lc.Wild) {
			return configErr("Lines.Wild", "symbol "+itoa(lc.Wild), g.notSymbol())
		}
		if lc.WildPaysAs != slotmech.Empty && !g.symbolOK(lc.WildPaysAs) {
			return configErr("Lines.WildPaysAs", "symbol "+itoa(lc.WildPaysAs), g.notSymbol())
		}
		ev, err := lines.New(lc)
		if err != nil {
			return refusedBy("Lines", err)
		}
		g.lines = ev
		for _, row := range lc.Pays {
			g.stepMax = max(g.stepMax, slices.Max(append([]slotmech.Factor{0}, row...)))
		}
		g.stepMax *= slotmech.Factor(ev.NumLines()) // lines.New bounds this total
	default:
		ac := *cfg.Anywhere
		if ac.Scatter != slotmech.Empty || len(ac.ScatterPays) > 0 {
			return configErr("Anywhere.Scatter", "symbol "+itoa(ac.Scatter),
				"set the scatter in Config.Scatter and Config.ScatterPays, which pay on the stake")
		}
		for _, sym := range sortedKeys(ac.Pays) {
			if !g.symbolOK(sym) {
				return configErr("Anywhere.Pays", "symbol "+itoa(sym), g.notSymbol())
			}
		}
		ev, err := cluster.NewPayAnywhere(ac)
		if err != nil {
			return refusedBy("Anywhere", err)
		}
		g.anywhere = ev
		g.anyFilter = lanecount.Filter(ev)
		for _, row := range ac.Pays {
			g.stepMax += slices.Max(append([]slotmech.Factor{0}, row...)) // NewPayAnywhere bounds this sum
		}
	}
	return nil
}

// checkScatter validates Scatter and ScatterPays and builds their
// evaluator.
func (g *game) checkScatter(cfg *Config) error {
	s := cfg.Scatter
	if s == slotmech.Empty {
		if len(cfg.ScatterPays) > 0 {
			return configErr("ScatterPays", fmt.Sprintf("%d entries", len(cfg.ScatterPays)), "given without a Scatter symbol")
		}
		return nil
	}
	if !g.symbolOK(s) {
		return configErr("Scatter", "symbol "+itoa(s), g.notSymbol())
	}
	name := g.alpha.Name(s)
	switch {
	case cfg.Lines != nil && cfg.Lines.Wild == s:
		return configErr("Scatter", name, "is the wild")
	case cfg.Lines != nil && (cfg.Lines.WildPaysAs == s || paysSomething(cfg.Lines.Pays[s])):
		return configErr("Scatter", name, "pays on the lines: a scatter pays only by its count (ScatterPays)")
	case cfg.Anywhere != nil && cfg.Anywhere.Pays[s] != nil:
		return configErr("Scatter", name, "is in Anywhere.Pays: a scatter pays only by its count (ScatterPays)")
	}
	// Package cluster counts and pays scatters; its pay-anywhere table is
	// given one class and no pays, so only its scatter part is used.
	sc, err := cluster.NewPayAnywhere(cluster.PayAnywhereConfig{
		Classes: []cluster.Range{{Min: 1, Max: slotmech.MaxPositions}}, Scatter: s, ScatterPays: cfg.ScatterPays})
	if err != nil {
		return refusedBy("ScatterPays", err)
	}
	g.scatter = sc
	for _, sp := range cfg.ScatterPays {
		g.scatterMax = max(g.scatterMax, sp.Factor)
	}
	return nil
}

// paysSomething reports whether a pay row has a factor above 0.
func paysSomething(row []slotmech.Factor) bool {
	return slices.ContainsFunc(row, func(f slotmech.Factor) bool { return f > 0 })
}

// checkCascade validates MaxSteps.
func (g *game) checkCascade(cfg *Config) error {
	switch {
	case cfg.Cascade && (cfg.MaxSteps < 1 || cfg.MaxSteps > maxSteps):
		return configErr("MaxSteps", itoa(cfg.MaxSteps), fmt.Sprintf("a cascade needs a bound of 1 to %d winning evaluations", maxSteps))
	case !cfg.Cascade && cfg.MaxSteps != 0:
		return configErr("MaxSteps", itoa(cfg.MaxSteps), "set without Cascade: a round without a cascade evaluates one screen")
	}
	return nil
}

// checkStepMultiplier validates StepMultiplier and StepFact.
func (g *game) checkStepMultiplier(cfg *Config) error {
	switch {
	case cfg.StepMultiplier == nil && cfg.StepFact != (games.FactDef{}):
		return configErr("StepFact", cfg.StepFact.Name, "given without a StepMultiplier")
	case cfg.StepMultiplier == nil:
		return nil
	case g.lines == nil:
		return configErr("StepMultiplier", "", "a pay-anywhere game has none: it multiplies line wins")
	case cfg.StepFact.Name == "" || cfg.StepFact.Kind != games.FactFlag:
		return configErr("StepFact", cfg.StepFact.Name, "want a named flag fact (Kind games.FactFlag), to mark the steps StepMultiplier multiplies")
	}
	g.stepMult, g.stepFact = cfg.StepMultiplier, cfg.StepFact
	g.stepFacts = games.Facts{{Name: cfg.StepFact.Name, Value: 1}}
	g.stepMax *= maxStepMult // the most a step can pay, for checkBounds
	return nil
}

// checkBetModel validates BetModel and sets the mode's cost.
func (g *game) checkBetModel(cfg *Config) error {
	switch cfg.BetModel {
	case TotalBet:
	case LineBet:
		if g.lines == nil {
			return configErr("BetModel", cfg.BetModel.word(), "a pay-anywhere game has no lines to bet on")
		}
		g.cost = int64(g.lines.NumLines())
	default:
		return configErr("BetModel", itoa(cfg.BetModel), "want TotalBet or LineBet")
	}
	return nil
}

// checkCaps validates LineCap and RoundCapX.
func (g *game) checkCaps(cfg *Config) error {
	switch {
	case cfg.LineCap < 0:
		return configErr("LineCap", itoa(cfg.LineCap), "negative: want a positive amount, or 0 for no line cap")
	case cfg.LineCap > 0 && g.lines == nil:
		return configErr("LineCap", itoa(cfg.LineCap), "a pay-anywhere game has no lines to cap")
	case cfg.RoundCapX < 0:
		return configErr("RoundCapX", itoa(cfg.RoundCapX), "negative: want a positive multiple of the stake, or 0 for no round cap")
	}
	return nil
}

// checkBounds checks that nothing a round at the largest bet computes can
// overflow Money: the stake, the round cap and the largest possible win.
func (g *game) checkBounds(cfg *Config) error {
	bet := big.NewInt(int64(g.maxBet))
	stake := new(big.Int).Mul(bet, big.NewInt(g.cost))
	scale := big.NewInt(slotmech.FactorScale)
	// MaxSteps steps each paying at most stepMax × bet, and the scatter at
	// most scatterMax × stake on each screen that may pay it, each rounded
	// down.
	win := new(big.Int).Div(new(big.Int).Mul(big.NewInt(int64(g.stepMax)), bet), scale)
	win.Mul(win, big.NewInt(int64(g.maxSteps)))
	scatter := new(big.Int).Div(new(big.Int).Mul(big.NewInt(int64(g.scatterMax)), stake), scale)
	win.Add(win, scatter.Mul(scatter, big.NewInt(g.scatterScreens())))
	capX := new(big.Int).Mul(stake, big.NewInt(cfg.RoundCapX))
	limit := big.NewInt(math.MaxInt64)
	field := "MaxBet"
	if len(g.bets) > 0 {
		field = "Bets"
	}
	if stake.Cmp(limit) > 0 {
		return configErr(field, itoa(g.maxBet), "too large: the stake at this bet would overflow Money")
	}
	if win.Cmp(limit) > 0 {
		return configErr(field, itoa(g.maxBet), "too large: the largest possible win at this bet would overflow Money")
	}
	if capX.Cmp(limit) > 0 {
		return configErr("RoundCapX", itoa(cfg.RoundCapX), fmt.Sprintf("too large: the round cap at the largest bet (%d) would overflow Money", g.maxBet))
	}
	if g.roundCapX > 0 {
		if _, err := wincap.RoundLimit(slotmech.Money(stake.Int64()), g.roundCapX); err != nil {
			return refusedBy("RoundCapX", fmt.Errorf("%d: %w", g.roundCapX, err)) // not reached: checked above
		}
	}
	if g.lineCap > 0 {
		if _, err := wincap.NewPerLine(g.lines.NumLines(), g.lineCap); err != nil {
			return refusedBy("LineCap", fmt.Errorf("%d: %w", g.lineCap, err)) // not reached: lines.New allows at most 64 lines
		}
	}
	return nil
}

// sortedKeys returns the symbols of a pay table in ascending order, so that
// the first bad one reported is always the same.
func sortedKeys(m map[slotmech.Symbol][]slotmech.Factor) []slotmech.Symbol {
	keys := make([]slotmech.Symbol, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
