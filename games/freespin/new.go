package freespin

import (
	"fmt"
	"math"
	"math/big"
	"regexp"
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/lines"
	"github.com/slotmech/slotmech/lines/ways"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

// nameRE is the form of a game's name: lowercase words joined by hyphens.
var nameRE = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// reelSet is a validated Reels.
type reelSet struct {
	strips  *tumble.Strips
	lens    []int
	heights []*rng.Weighted // one per reel (height h−1 drawn), or nil for fixed heights
}

// New validates cfg and returns its game: immutable and safe for
// concurrent use, each goroutine playing with its own player (NewPlayer).
// When the base reels have fixed heights the game is an internal/featurepar
// Game and its players featurepar Players (PlayFrom): the method
//
//	BaseGame() (games.Game, bool)
//
// returns the base game alone, a game named Name + "-base" with the game's
// modes, bets, symbols, facts and configuration data, whose round is the
// base-game spin of a round without the free spins (Outcome.Triggered says
// whether it awarded them) and whose players are exact.StripPlayers; with
// variable base heights it returns false. The package doc says how rounds
// play. New refuses, with a *slotmech.Error wrapping [ErrConfig] and naming
// the field, the value and what is wrong:
//
//   - a Name that is not lowercase words joined by hyphens; Symbols that
//     slotmech.NewAlphabet refuses; Rows outside 1 to slotmech.MaxRows;
//   - reels (Base, Free) without strips or with more than
//     slotmech.MaxReels, free reels of another number of reels, a strip
//     shorter than Rows or showing a symbol that is not one of Symbols, or
//     the Blocked symbol; Heights not one table per reel, longer than Rows,
//     or that rng.NewWeighted refuses;
//   - neither or both of Ways and Lines; a configuration that package
//     ways or lines refuses, or whose size or blocked symbol differs from
//     the game's;
//   - a Scatter that is not one of Symbols, pays on ways or lines, or is a
//     wild; ScatterPays without a Scatter or that package cluster refuses;
//   - MaxSteps outside 1 to 1000 with Cascade, or set without it;
//   - Heights without a Blocked symbol, or a Blocked symbol without
//     Heights, that is not one of Symbols, or that pays, substitutes or
//     scatters;
//   - Trigger or Retrigger entries that are not strictly ascending in
//     Scatters, or award fewer than 1 spin; a trigger without a Scatter;
//     Retrigger, MaxFreeSpins (1 to 10 000, at least the largest award),
//     Free reels or a multiplier without Trigger;
//   - an unknown Multiplier; a FreeMultiplier outside 2 to 1000 under
//     Fixed, or set under another policy;
//   - a negative RoundCapX; no bets, bets that are not positive and
//     ascending, a DefaultBet that is not one of them;
//   - a largest bet whose largest possible round win (every spin of the
//     longest feature paying the most its screens can pay at the largest
//     multiplier) or round cap would overflow slotmech.Money.
//
// It never panics on a configuration, whatever its content.
func New(cfg Config) (games.Game, error) {
	g := &game{name: cfg.Name, rows: cfg.Rows, cascade: cfg.Cascade, maxSteps: max(cfg.MaxSteps, 1),
		scatter: cfg.Scatter, scatterPays: slices.Clone(cfg.ScatterPays), blocked: cfg.Blocked,
		trigger: slices.Clone(cfg.Trigger), retrigger: slices.Clone(cfg.Retrigger), maxFree: cfg.MaxFreeSpins,
		mult: cfg.Multiplier, fixed: cfg.FreeMultiplier, capX: cfg.RoundCapX, maths: cfg.Maths}
	for _, step := range []func(*Config) error{g.checkNames, g.checkReels, g.checkBlocked, g.buildEvaluator,
		g.checkScatter, g.checkCascade, g.checkFeature, g.checkBets, g.checkBounds} {
		if err := step(&cfg); err != nil {
			return nil, err
		}
	}
	g.declareFacts()
	g.config = encodeConfig(&cfg, g)
	return g, nil
}

// checkNames validates Name and Symbols and makes the alphabet.
func (g *game) checkNames(cfg *Config) error {
	if !nameRE.MatchString(cfg.Name) {
		return configErr("Name", fmt.Sprintf("%q", cfg.Name), "want lowercase letters and digits, words joined by single hyphens")
	}
	a, err := slotmech.NewAlphabet(cfg.Symbols...)
	if err != nil {
		return refusedBy("Symbols", "", err)
	}
	g.alpha = a
	return nil
}

// symbolOK reports whether s is one of the game's symbols.
func (g *game) symbolOK(s slotmech.Symbol) bool { return s >= 1 && int(s) <= g.alpha.Len() }

// notSymbol is the reason a symbol is refused.
func (g *game) notSymbol() string {
	return fmt.Sprintf("not one of the Symbols (1 to %d)", g.alpha.Len())
}

// checkReels validates Rows, Base and Free and builds the reel sets.
func (g *game) checkReels(cfg *Config) error {
	if cfg.Rows < 1 || cfg.Rows > slotmech.MaxRows {
		return configErr("Rows", itoa(cfg.Rows), fmt.Sprintf("want 1 to %d", slotmech.MaxRows))
	}
	g.reels = len(cfg.Base.Strips)
	var err error
	if g.base, err = g.reelSet("Base", cfg.Base, cfg); err != nil {
		return err
	}
	g.free = g.base
	if cfg.Free != nil {
		if g.free, err = g.reelSet("Free", *cfg.Free, cfg); err != nil {
			return err
		}
	}
	return nil
}

// reelSet validates one Reels, named field.
func (g *game) reelSet(field string, r Reels, cfg *Config) (reelSet, error) {
	if len(r.Strips) < 1 || len(r.Strips) > slotmech.MaxReels {
		return reelSet{}, configErr(field+".Strips", fmt.Sprintf("%d strips", len(r.Strips)), fmt.Sprintf("want 1 to %d, one per reel", slotmech.MaxReels))
	}
	if len(r.Strips) != g.reels {
		return reelSet{}, configErr(field+".Strips", fmt.Sprintf("%d strips", len(r.Strips)), fmt.Sprintf("the base game has %d reels", g.reels))
	}
	var set reelSet
	for i, strip := range r.Strips {
		if len(strip) < cfg.Rows {
			return reelSet{}, configErr(fmt.Sprintf("%s.Strips reel %d", field, i), fmt.Sprintf("%d symbols", len(strip)),
				fmt.Sprintf("want at least %d, the rows of the window", cfg.Rows))
		}
		for j, s := range strip {
			if !g.symbolOK(s) || (s == cfg.Blocked && s != slotmech.Empty) {
				return reelSet{}, configErr(fmt.Sprintf("%s.Strips reel %d position %d", field, i, j), "symbol "+itoa(s),
					g.notSymbol()+", and not the Blocked symbol")
			}
		}
		set.lens = append(set.lens, len(strip))
	}
	st, err := tumble.NewStrips(r.Strips)
	if err != nil {
		return reelSet{}, refusedBy(field+".Strips", "", err) // not reached: checked above
	}
	set.strips = st
	if r.Heights == nil {
		return set, nil
	}
	if len(r.Heights) != g.reels {
		return reelSet{}, configErr(field+".Heights", fmt.Sprintf("%d tables", len(r.Heights)), fmt.Sprintf("want one per reel, %d", g.reels))
	}
	for i, h := range r.Heights {
		f := fmt.Sprintf("%s.Heights reel %d", field, i)
		if len(h) > cfg.Rows {
			return reelSet{}, configErr(f, fmt.Sprintf("%d weights", len(h)), fmt.Sprintf("heights go from 1 to the Rows, %d", cfg.Rows))
		}
		w, err := rng.NewWeighted(h)
		if err != nil {
			return reelSet{}, refusedBy(f, "", err)
		}
		set.heights = append(set.heights, w)
	}
	return set, nil
}

// heights reports whether either reel set has variable heights.
func (g *game) heights() bool { return g.base.heights != nil || g.free.heights != nil }

// checkBlocked validates Blocked against the heights.
func (g *game) checkBlocked(cfg *Config) error {
	switch b := cfg.Blocked; {
	case g.heights() && b == slotmech.Empty:
		return configErr("Blocked", "", "variable Heights need a Blocked symbol, to close the top of a shorter reel")
	case !g.heights() && b != slotmech.Empty:
		return configErr("Blocked", "symbol "+itoa(b), "set without Heights: every reel shows every row")
	case b != slotmech.Empty && !g.symbolOK(b):
		return configErr("Blocked", "symbol "+itoa(b), g.notSymbol())
	case b != slotmech.Empty && b == cfg.Scatter:
		return configErr("Blocked", g.alpha.Name(b), "is the Scatter")
	}
	return nil
}

// buildEvaluator validates Ways or Lines and builds the evaluator.
func (g *game) buildEvaluator(cfg *Config) error {
	switch {
	case cfg.Ways == nil && cfg.Lines == nil:
		return configErr("Ways", "", "neither Ways nor Lines is given: give one, to say how a screen pays")
	case cfg.Ways != nil && cfg.Lines != nil:
		return configErr("Lines", "", "both Ways and Lines are given: give one")
	case cfg.Ways != nil:
		wc := *cfg.Ways
		if err := g.checkSize("Ways", &wc.Reels, &wc.Rows); err != nil {
			return err
		}
		if wc.Blocked != slotmech.Empty && wc.Blocked != g.blocked {
			return configErr("Ways.Blocked", "symbol "+itoa(wc.Blocked), "differs from Config.Blocked")
		}
		wc.Blocked = g.blocked
		for _, s := range sortedKeys(wc.Pays) {
			if !g.symbolOK(s) {
				return configErr("Ways.Pays", "symbol "+itoa(s), g.notSymbol())
			}
		}
		for i, w := range wc.Wilds {
			if !g.symbolOK(w.Symbol) {
				return configErr(fmt.Sprintf("Ways.Wilds entry %d", i), "symbol "+itoa(w.Symbol), g.notSymbol())
			}
		}
		e, err := ways.New(wc)
		if err != nil {
			return refusedBy("Ways", "", err)
		}
		g.ways, g.waysCfg, g.stepMax = e, wc, e.MaxTotal()
	default:
		lc := *cfg.Lines
		if err := g.checkSize("Lines", &lc.Reels, &lc.Rows); err != nil {
			return err
		}
		for _, s := range sortedKeys(lc.Pays) {
			if !g.symbolOK(s) {
				return configErr("Lines.Pays", "symbol "+itoa(s), g.notSymbol())
			}
		}
		for _, s := range []slotmech.Symbol{lc.Wild, lc.WildPaysAs} {
			if s != slotmech.Empty && !g.symbolOK(s) {
				return configErr("Lines.Wild", "symbol "+itoa(s), g.notSymbol())
			}
		}
		e, err := lines.New(lc)
		if err != nil {
			return refusedBy("Lines", "", err)
		}
		g.lines, g.linesCfg = e, lc
		for _, row := range lc.Pays {
			g.stepMax = max(g.stepMax, slices.Max(append([]slotmech.Factor{0}, row...)))
		}
		g.stepMax *= slotmech.Factor(e.NumLines()) // lines.New bounds this total
	}
	if b := g.blocked; b != slotmech.Empty && g.paysOrWild(b) {
		return configErr("Blocked", g.alpha.Name(b), "pays or is a wild: a closed position matches nothing")
	}
	return nil
}

// checkSize fills in or checks an evaluator's screen size.
func (g *game) checkSize(field string, reels, rows *int) error {
	if *reels != 0 && *reels != g.reels {
		return configErr(field+".Reels", itoa(*reels), fmt.Sprintf("the strips make %d reels", g.reels))
	}
	if *rows != 0 && *rows != g.rows {
		return configErr(field+".Rows", itoa(*rows), fmt.Sprintf("the window has %d rows", g.rows))
	}
	*reels, *rows = g.reels, g.rows
	return nil
}

// paysOrWild reports whether s pays or substitutes in the evaluator.
func (g *game) paysOrWild(s slotmech.Symbol) bool {
	if g.ways != nil {
		for _, w := range g.waysCfg.Wilds {
			if w.Symbol == s {
				return true
			}
		}
		return slices.ContainsFunc(g.waysCfg.Pays[s], func(f slotmech.Factor) bool { return f > 0 })
	}
	lc := g.linesCfg
	return s == lc.Wild || s == lc.WildPaysAs || slices.ContainsFunc(lc.Pays[s], func(f slotmech.Factor) bool { return f > 0 })
}

// checkScatter validates Scatter and ScatterPays.
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
	if g.paysOrWild(s) {
		return configErr("Scatter", g.alpha.Name(s), "pays on the ways or lines, or is a wild: a scatter pays only by its count (ScatterPays)")
	}
	// Package cluster validates scatter tables; only its scatter part is used.
	if _, err := cluster.NewPayAnywhere(cluster.PayAnywhereConfig{Scatter: s, ScatterPays: cfg.ScatterPays}); err != nil {
		return refusedBy("ScatterPays", "", err)
	}
	for _, sp := range cfg.ScatterPays {
		g.scatterMax = max(g.scatterMax, sp.Factor)
	}
	return nil
}

// checkCascade validates MaxSteps.
func (g *game) checkCascade(cfg *Config) error {
	switch {
	case cfg.Cascade && (cfg.MaxSteps < 1 || cfg.MaxSteps > maxSteps):
		return configErr("MaxSteps", itoa(cfg.MaxSteps), fmt.Sprintf("a cascade needs a bound of 1 to %d winning evaluations", maxSteps))
	case !cfg.Cascade && cfg.MaxSteps != 0:
		return configErr("MaxSteps", itoa(cfg.MaxSteps), "set without Cascade: a spin without a cascade evaluates one screen")
	}
	return nil
}

// checkFeature validates the free spins' trigger, bound and multiplier.
func (g *game) checkFeature(cfg *Config) error {
	if err := checkAwards("Trigger", cfg.Trigger); err != nil {
		return err
	}
	if err := checkAwards("Retrigger", cfg.Retrigger); err != nil {
		return err
	}
	if len(cfg.Trigger) == 0 {
		switch {
		case len(cfg.Retrigger) > 0:
			return configErr("Retrigger", fmt.Sprintf("%d entries", len(cfg.Retrigger)), "given without a Trigger")
		case cfg.MaxFreeSpins != 0:
			return configErr("MaxFreeSpins", itoa(cfg.MaxFreeSpins), "given without a Trigger")
		case cfg.Free != nil:
			return configErr("Free", "", "free reels given without a Trigger")
		case cfg.Multiplier != NoMultiplier:
			return configErr("Multiplier", cfg.Multiplier.String(), "given without a Trigger")
		}
	} else if cfg.Scatter == slotmech.Empty {
		return configErr("Trigger", "", "free spins are triggered by scatters: set a Scatter")
	}
	largest := 0
	for _, a := range append(slices.Clone(cfg.Trigger), cfg.Retrigger...) {
		largest = max(largest, a.Spins)
	}
	if len(cfg.Trigger) > 0 && (cfg.MaxFreeSpins < largest || cfg.MaxFreeSpins > maxFreeSpins) {
		return configErr("MaxFreeSpins", itoa(cfg.MaxFreeSpins), fmt.Sprintf("want %d (the largest award) to %d", largest, maxFreeSpins))
	}
	switch cfg.Multiplier {
	case NoMultiplier, Accumulating:
		if cfg.FreeMultiplier != 0 {
			return configErr("FreeMultiplier", itoa(cfg.FreeMultiplier), "set under "+cfg.Multiplier.String()+": it is the Fixed policy's")
		}
	case Fixed:
		if cfg.FreeMultiplier < 2 || cfg.FreeMultiplier > maxFixed {
			return configErr("FreeMultiplier", itoa(cfg.FreeMultiplier), fmt.Sprintf("want 2 to %d under Fixed", maxFixed))
		}
	default:
		return configErr("Multiplier", itoa(cfg.Multiplier), "want NoMultiplier, Fixed or Accumulating")
	}
	return nil
}

// checkAwards validates a trigger or retrigger table, named field.
func checkAwards(field string, as []Award) error {
	for i, a := range as {
		f := fmt.Sprintf("%s entry %d", field, i)
		switch {
		case a.Scatters < 1 || a.Scatters > slotmech.MaxPositions:
			return configErr(f, itoa(a.Scatters)+" scatters", fmt.Sprintf("want 1 to %d", slotmech.MaxPositions))
		case i > 0 && a.Scatters <= as[i-1].Scatters:
			return configErr(f, itoa(a.Scatters)+" scatters", fmt.Sprintf("not above the entry before (%d): entries ascend", as[i-1].Scatters))
		case a.Spins < 1 || a.Spins > maxFreeSpins:
			return configErr(f, itoa(a.Spins)+" spins", fmt.Sprintf("want 1 to %d", maxFreeSpins))
		}
	}
	return nil
}

// checkBets validates the bets and the default bet.
func (g *game) checkBets(cfg *Config) error {
	if len(cfg.Bets) == 0 {
		return configErr("Bets", "", "no bets given")
	}
	for i, b := range cfg.Bets {
		if b < 1 || (i > 0 && b <= cfg.Bets[i-1]) {
			return configErr(fmt.Sprintf("Bets entry %d", i), itoa(b), "bets are at least 1 and ascend")
		}
	}
	g.bets = slices.Clone(cfg.Bets)
	g.defaultBet = cfg.DefaultBet
	if g.defaultBet == 0 {
		g.defaultBet = g.bets[0]
	}
	if _, ok := slices.BinarySearch(g.bets, g.defaultBet); !ok {
		return configErr("DefaultBet", itoa(cfg.DefaultBet), "not one of the Bets")
	}
	if cfg.RoundCapX < 0 {
		return configErr("RoundCapX", itoa(cfg.RoundCapX), "negative: want a positive multiple of the stake, or 0 for no cap")
	}
	return nil
}

// maxMultiplier is the largest multiplier a free spin can have.
func (g *game) maxMultiplier() int64 {
	switch g.mult {
	case Fixed:
		return g.fixed
	case Accumulating:
		// T is at most maxFree × maxSteps before a spin (forcedState
		// accepts no more), and a spin adds at most maxSteps.
		return int64(g.maxFree+1) * int64(g.maxSteps)
	}
	return 1
}

// checkBounds checks that nothing a round at the largest bet computes can
// overflow: a spin's factor times its multiplier, the round's win and the
// cap.
func (g *game) checkBounds(cfg *Config) error {
	spin := new(big.Int).Mul(big.NewInt(int64(g.stepMax)), big.NewInt(int64(g.maxSteps)))
	spin.Add(spin, big.NewInt(int64(g.scatterMax)))
	spin.Mul(spin, big.NewInt(g.maxMultiplier()))
	bet := big.NewInt(int64(g.bets[len(g.bets)-1]))
	win := new(big.Int).Div(new(big.Int).Mul(spin, bet), big.NewInt(slotmech.FactorScale))
	win.Mul(win, big.NewInt(int64(1+g.maxFree)))
	capX := new(big.Int).Mul(bet, big.NewInt(cfg.RoundCapX))
	limit := big.NewInt(math.MaxInt64)
	switch {
	case spin.Cmp(limit) > 0:
		return configErr("Bets", itoa(g.bets[len(g.bets)-1]), "the most a spin can pay, multiplied, would overflow a Factor")
	case win.Cmp(limit) > 0:
		return configErr("Bets", itoa(g.bets[len(g.bets)-1]), "too large: the largest possible round win at this bet would overflow Money")
	case capX.Cmp(limit) > 0:
		return configErr("RoundCapX", itoa(cfg.RoundCapX), "too large: the cap at the largest bet would overflow Money")
	}
	return nil
}

// declareFacts builds the game's fact declarations.
func (g *game) declareFacts() {
	g.facts = []games.FactDef{
		{Name: FactAwarded, Kind: games.FactCount, Doc: "free spins this spin awarded (after the bound on a round's free spins)"},
		{Name: FactFreeSpin, Kind: games.FactFlag, Input: true, Doc: "forced-play input: play the spin as a free spin"},
	}
	if g.mult == Accumulating {
		g.facts = append(g.facts, games.FactDef{Name: FactTotalMultiplier, Kind: games.FactMultiplier, Input: true,
			Doc: "the free spins' running multiplier T: on a spin, T after it (0 in the base game); as forced-play input, T before a free spin"})
	}
	if g.heights() {
		g.facts = append(g.facts, games.FactDef{Name: FactWays, Kind: games.FactCount,
			Doc: "the ways of the spin: the product of its reels' heights"})
	}
}

// sortedKeys returns the symbols of a pay table in ascending order.
func sortedKeys(m map[slotmech.Symbol][]slotmech.Factor) []slotmech.Symbol {
	keys := make([]slotmech.Symbol, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
