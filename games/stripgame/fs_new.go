package stripgame

import (
	"fmt"
	"math"
	"math/big"
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/lines"
	"github.com/slotmech/slotmech/lines/ways"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

// reelSet is a validated set of reels: strips and, for variable heights,
// a height table per reel.
type reelSet struct {
	strips  *tumble.Strips
	lens    []int
	heights []*rng.Weighted // one per reel (height h−1 drawn), or nil for fixed heights
}

// newFeature validates cfg, a configuration with Ways, Heights or Free, and
// returns its game: New's choice for the configurations that need the
// engine of this file (fs_*.go), which plays a round as a base-game spin
// and the free spins it triggers. Its refusals are listed in New's doc.
func newFeature(cfg *Config) (games.Game, error) {
	g := &fsGame{name: cfg.Name, rows: cfg.Rows, cascade: cfg.Cascade, maxSteps: max(cfg.MaxSteps, 1),
		scatter: cfg.Scatter, scatterPays: slices.Clone(cfg.ScatterPays), capX: cfg.RoundCapX, maths: cfg.Maths,
		model: cfg.BetModel, cost: 1, lineCap: cfg.LineCap}
	if cfg.Ways != nil {
		g.blocked = cfg.Ways.Blocked
	}
	if f := cfg.Free; f != nil {
		g.trigger, g.retrigger, g.maxFree = slices.Clone(f.Trigger), slices.Clone(f.Retrigger), f.Max
		switch {
		case f.Accumulate:
			g.mult = accumulating
		case f.Multiplier != 0:
			g.mult, g.fixed = fixedMultiplier, f.Multiplier
		}
	}
	for _, step := range []func(*Config) error{g.checkNames, g.checkUnsupported, g.checkReels, g.checkBlocked, g.buildEvaluator,
		g.checkLines, g.checkScatter, g.checkCascade, g.checkFeature, g.checkBets, g.checkBounds} {
		if err := step(cfg); err != nil {
			return nil, err
		}
	}
	g.declareFacts()
	g.config = encodeFeatureConfig(cfg, g)
	g.newParts(cfg)
	return g, nil
}

// checkNames validates Name and Symbols and makes the alphabet.
func (g *fsGame) checkNames(cfg *Config) error {
	a, err := checkNames(cfg)
	g.alpha = a
	return err
}

// symbolOK reports whether s is one of the game's symbols.
func (g *fsGame) symbolOK(s slotmech.Symbol) bool { return s >= 1 && int(s) <= g.alpha.Len() }

// notSymbol is the reason a symbol is refused.
func (g *fsGame) notSymbol() string {
	return fmt.Sprintf("not one of the Symbols (1 to %d)", g.alpha.Len())
}

// checkReels validates Rows, the base reels (Strips, Heights) and the
// free spins' own (Free.Strips, Free.Heights) and builds the reel sets.
func (g *fsGame) checkReels(cfg *Config) error {
	if cfg.Rows < 1 || cfg.Rows > slotmech.MaxRows {
		return configErr("Rows", itoa(cfg.Rows), fmt.Sprintf("want 1 to %d", slotmech.MaxRows))
	}
	g.reels = len(cfg.Strips)
	var err error
	if g.base, err = g.reelSet("", cfg.Strips, cfg.Heights, cfg); err != nil {
		return err
	}
	g.free = g.base
	switch f := cfg.Free; {
	case f != nil && f.Strips != nil:
		if g.free, err = g.reelSet("Free.", f.Strips, f.Heights, cfg); err != nil {
			return err
		}
	case f != nil && f.Heights != nil:
		return configErr("Free.Heights", fmt.Sprintf("%d tables", len(f.Heights)),
			"given without Free.Strips: give the free reels' strips too, or neither to spin the free spins on the base reels")
	}
	return nil
}

// reelSet validates one set of reels, its fields named prefix + "Strips"
// and prefix + "Heights".
func (g *fsGame) reelSet(prefix string, strips [][]slotmech.Symbol, heights [][]int64, cfg *Config) (reelSet, error) {
	field := prefix + "Strips"
	if len(strips) < 1 || len(strips) > slotmech.MaxReels {
		return reelSet{}, configErr(field, fmt.Sprintf("%d strips", len(strips)), fmt.Sprintf("want 1 to %d, one per reel", slotmech.MaxReels))
	}
	if len(strips) != g.reels {
		return reelSet{}, configErr(field, fmt.Sprintf("%d strips", len(strips)), fmt.Sprintf("the base game has %d reels", g.reels))
	}
	var set reelSet
	for i, strip := range strips {
		if len(strip) < cfg.Rows {
			return reelSet{}, configErr(fmt.Sprintf("%s reel %d", field, i), fmt.Sprintf("%d symbols", len(strip)),
				fmt.Sprintf("want at least %d, the rows of the window", cfg.Rows))
		}
		for j, s := range strip {
			if !g.symbolOK(s) || (s == g.blocked && s != slotmech.Empty) {
				return reelSet{}, configErr(fmt.Sprintf("%s reel %d position %d", field, i, j), "symbol "+itoa(s),
					g.notSymbol()+", and not the Blocked symbol")
			}
		}
		set.lens = append(set.lens, len(strip))
	}
	st, err := tumble.NewStrips(strips)
	if err != nil {
		return reelSet{}, refusedBy(field, err) // not reached: checked above
	}
	set.strips = st
	if heights == nil {
		return set, nil
	}
	if len(heights) != g.reels {
		return reelSet{}, configErr(prefix+"Heights", fmt.Sprintf("%d tables", len(heights)), fmt.Sprintf("want one per reel, %d", g.reels))
	}
	for i, h := range heights {
		f := fmt.Sprintf("%sHeights reel %d", prefix, i)
		if len(h) > cfg.Rows {
			return reelSet{}, configErr(f, fmt.Sprintf("%d weights", len(h)), fmt.Sprintf("heights go from 1 to the Rows, %d", cfg.Rows))
		}
		w, err := rng.NewWeighted(h)
		if err != nil {
			return reelSet{}, refusedBy(f, err)
		}
		set.heights = append(set.heights, w)
	}
	return set, nil
}

// heights reports whether either reel set has variable heights.
func (g *fsGame) heights() bool { return g.base.heights != nil || g.free.heights != nil }

// checkBlocked validates Ways.Blocked against the heights.
func (g *fsGame) checkBlocked(cfg *Config) error {
	switch b := g.blocked; {
	case g.heights() && cfg.Ways == nil:
		field := "Heights"
		if cfg.Heights == nil {
			field = "Free.Heights"
		}
		return configErr(field, "", "variable heights need Ways, whose Blocked symbol closes the top of a shorter reel")
	case g.heights() && b == slotmech.Empty:
		return configErr("Ways.Blocked", "", "variable Heights need a Blocked symbol, to close the top of a shorter reel")
	case !g.heights() && b != slotmech.Empty:
		return configErr("Ways.Blocked", "symbol "+itoa(b), "set without Heights: every reel shows every row")
	case b != slotmech.Empty && !g.symbolOK(b):
		return configErr("Ways.Blocked", "symbol "+itoa(b), g.notSymbol())
	case b != slotmech.Empty && b == cfg.Scatter:
		return configErr("Ways.Blocked", g.alpha.Name(b), "is the Scatter")
	}
	return nil
}

// buildEvaluator validates Ways, Lines or Anywhere and builds the
// evaluator.
func (g *fsGame) buildEvaluator(cfg *Config) error {
	switch {
	case cfg.Ways == nil && cfg.Lines == nil && cfg.Anywhere == nil:
		return configErr("Ways", "", "neither Lines, Ways nor Anywhere is given: give one, to say how a screen pays")
	case cfg.Ways != nil && cfg.Lines != nil:
		return configErr("Lines", "", "both Ways and Lines are given: give one")
	case cfg.Lines != nil && cfg.Anywhere != nil:
		return configErr("Anywhere", "", "both Lines and Anywhere are given: give one")
	case cfg.Anywhere != nil:
		ac := *cfg.Anywhere
		if ac.Scatter != slotmech.Empty || len(ac.ScatterPays) > 0 {
			return configErr("Anywhere.Scatter", "symbol "+itoa(ac.Scatter),
				"set the scatter in Config.Scatter and Config.ScatterPays, which pay on the stake")
		}
		for _, s := range sortedKeys(ac.Pays) {
			if !g.symbolOK(s) {
				return configErr("Anywhere.Pays", "symbol "+itoa(s), g.notSymbol())
			}
		}
		e, err := cluster.NewPayAnywhere(ac)
		if err != nil {
			return refusedBy("Anywhere", err)
		}
		g.anywhere, g.anywhereCfg = e, ac
		for _, row := range ac.Pays {
			g.stepMax += slices.Max(append([]slotmech.Factor{0}, row...)) // NewPayAnywhere bounds this sum
		}
	case cfg.Ways != nil:
		wc := *cfg.Ways
		if err := g.checkSize("Ways", &wc.Reels, &wc.Rows); err != nil {
			return err
		}
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
			return refusedBy("Ways", err)
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
			return refusedBy("Lines", err)
		}
		g.lines, g.linesCfg = e, lc
		for _, row := range lc.Pays {
			g.stepMax = max(g.stepMax, slices.Max(append([]slotmech.Factor{0}, row...)))
		}
		g.stepMax *= slotmech.Factor(e.NumLines()) // lines.New bounds this total
	}
	if b := g.blocked; b != slotmech.Empty && g.paysOrWild(b) {
		return configErr("Ways.Blocked", g.alpha.Name(b), "pays or is a wild: a closed position matches nothing")
	}
	return nil
}

// checkSize fills in or checks an evaluator's screen size.
func (g *fsGame) checkSize(field string, reels, rows *int) error {
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
func (g *fsGame) paysOrWild(s slotmech.Symbol) bool {
	if g.anywhere != nil {
		return g.anywhereCfg.Pays[s] != nil
	}
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
func (g *fsGame) checkScatter(cfg *Config) error {
	if err := checkScatterRule(cfg); err != nil { // the scatter rule of a cascade (scatterrule.go)
		return err
	}
	g.scatterOn, g.strike = cfg.ScatterOn, cfg.ScatterStrike
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
		return refusedBy("ScatterPays", err)
	}
	for _, sp := range cfg.ScatterPays {
		g.scatterMax = max(g.scatterMax, sp.Factor)
	}
	return nil
}

// checkCascade validates MaxSteps.
func (g *fsGame) checkCascade(cfg *Config) error {
	switch {
	case cfg.Cascade && (cfg.MaxSteps < 1 || cfg.MaxSteps > maxSteps):
		return configErr("MaxSteps", itoa(cfg.MaxSteps), fmt.Sprintf("a cascade needs a bound of 1 to %d winning evaluations", maxSteps))
	case !cfg.Cascade && cfg.MaxSteps != 0:
		return configErr("MaxSteps", itoa(cfg.MaxSteps), "set without Cascade: a spin without a cascade evaluates one screen")
	}
	return nil
}

// checkFeature validates the free spins (Free): trigger, retrigger, bound
// and multiplier.
func (g *fsGame) checkFeature(cfg *Config) error {
	f := cfg.Free
	if f == nil {
		return nil
	}
	if err := checkAwards("Free.Trigger", f.Trigger); err != nil {
		return err
	}
	if err := checkAwards("Free.Retrigger", f.Retrigger); err != nil {
		return err
	}
	switch {
	case len(f.Trigger) == 0:
		return configErr("Free.Trigger", "", "no entries: free spins need a trigger (leave Free nil for a game without them)")
	case cfg.Scatter == slotmech.Empty:
		return configErr("Free.Trigger", "", "free spins are triggered by scatters: set a Scatter")
	}
	largest := 0
	for _, a := range append(slices.Clone(f.Trigger), f.Retrigger...) {
		largest = max(largest, a.Spins)
	}
	if f.Max != 0 && (f.Max < largest || f.Max > MaxRoundFreeSpins) {
		return configErr("Free.Max", itoa(f.Max), fmt.Sprintf("want %d (the largest award) to %d, or 0 for no bound", largest, MaxRoundFreeSpins))
	}
	switch {
	case f.Accumulate && f.Multiplier != 0:
		return configErr("Free.Multiplier", itoa(f.Multiplier), "set with Free.Accumulate: an accumulating multiplier is the running total's")
	case f.Multiplier != 0 && (f.Multiplier < 2 || f.Multiplier > maxFixed):
		return configErr("Free.Multiplier", itoa(f.Multiplier), fmt.Sprintf("want 2 to %d, or 0 for none", maxFixed))
	}
	return nil
}

// checkUnsupported refuses what a game with Ways, Heights or Free spins
// cannot have: the line bet or a line cap without lines. The line-bet model and the line cap of a line game
// are checked once the evaluator is built (checkLines).
func (g *fsGame) checkUnsupported(cfg *Config) error {
	switch {
	case cfg.Anywhere != nil && cfg.Ways != nil:
		return configErr("Anywhere", "", "both Ways and Anywhere are given: give one")
	}
	return nil
}

// checkLines validates BetModel and LineCap, which need lines, and sets
// the mode's cost: the number of lines under LineBet.
func (g *fsGame) checkLines(cfg *Config) error {
	switch cfg.BetModel {
	case TotalBet:
	case LineBet:
		switch {
		case g.ways != nil:
			return configErr("BetModel", cfg.BetModel.word(),
				"a ways game has no lines to bet on: its pays are factors of the stake (TotalBet); give its stake as the bet")
		case g.lines == nil:
			return configErr("BetModel", cfg.BetModel.word(), "a pay-anywhere game has no lines to bet on")
		}
		g.cost = int64(g.lines.NumLines())
	default:
		return configErr("BetModel", itoa(cfg.BetModel), "want TotalBet or LineBet")
	}
	switch {
	case cfg.LineCap < 0:
		return configErr("LineCap", itoa(cfg.LineCap), "negative: want a positive amount, or 0 for no line cap")
	case cfg.LineCap > 0 && g.lines == nil:
		return configErr("LineCap", itoa(cfg.LineCap), "a ways or pay-anywhere game has no lines to cap")
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
func (g *fsGame) checkBets(cfg *Config) error {
	if err := g.betRule.checkBets(cfg); err != nil {
		return err
	}
	if cfg.RoundCapX < 0 {
		return configErr("RoundCapX", itoa(cfg.RoundCapX), "negative: want a positive multiple of the stake, or 0 for no cap")
	}
	return nil
}

// maxMultiplier is the largest multiplier a free spin can have.
func (g *fsGame) maxMultiplier() int64 {
	switch g.mult {
	case fixedMultiplier:
		return g.fixed
	case accumulating:
		// T is at most room × maxSteps before a spin (forcedState
		// accepts no more), and a spin adds at most maxSteps.
		return int64(g.room()+1) * int64(g.maxSteps)
	}
	return 1
}

// room is the most free spins a round may play: FreeSpins.Max, or the
// safety bound MaxRoundFreeSpins without one.
func (g *fsGame) room() int {
	if g.maxFree > 0 {
		return g.maxFree
	}
	return MaxRoundFreeSpins
}

// checkBounds checks that nothing a round at the largest bet computes can
// overflow: the stake, a spin's factor times its multiplier, the round's
// win and the cap.
func (g *fsGame) checkBounds(cfg *Config) error {
	// A spin pays at most stepMax × the bet on each step and scatterMax ×
	// the stake, which is cost × the bet, on each screen that may pay it:
	// as factors of the bet, and multiplied.
	// Under EveryScreen the scatter may pay on every screen of the longest
	// cascade: its MaxSteps winning steps and the screen that ends it.
	screens := int64(1)
	if g.scatterOn == EveryScreen {
		screens = int64(g.maxSteps) + 1
	}
	spin := new(big.Int).Mul(big.NewInt(int64(g.stepMax)), big.NewInt(int64(g.maxSteps)))
	spin.Add(spin, new(big.Int).Mul(big.NewInt(int64(g.scatterMax)), big.NewInt(g.cost*screens)))
	spin.Mul(spin, big.NewInt(g.maxMultiplier()))
	bet := big.NewInt(int64(g.maxBet))
	stake := new(big.Int).Mul(bet, big.NewInt(g.cost))
	win := new(big.Int).Div(new(big.Int).Mul(spin, bet), big.NewInt(slotmech.FactorScale))
	win.Mul(win, big.NewInt(int64(1+g.room())))
	capX := new(big.Int).Mul(stake, big.NewInt(cfg.RoundCapX))
	limit := big.NewInt(math.MaxInt64)
	switch {
	case stake.Cmp(limit) > 0:
		return configErr("Bets", itoa(g.maxBet), "too large: the stake at this bet would overflow Money")
	case spin.Cmp(limit) > 0:
		return configErr("Bets", itoa(g.maxBet), "the most a spin can pay, multiplied, would overflow a Factor")
	case win.Cmp(limit) > 0:
		return configErr("Bets", itoa(g.maxBet), "too large: the largest possible round win at this bet would overflow Money")
	case capX.Cmp(limit) > 0:
		return configErr("RoundCapX", itoa(cfg.RoundCapX), "too large: the cap at the largest bet would overflow Money")
	}
	return nil
}

// declareFacts builds the game's fact declarations.
func (g *fsGame) declareFacts() {
	g.facts = []games.FactDef{
		{Name: FactAwarded, Kind: games.FactCount, Doc: "free spins this spin awarded (after the bound on a round's free spins)"},
		{Name: FactFreeSpin, Kind: games.FactFlag, Input: true, Doc: "forced-play input: play the spin as a free spin"},
	}
	if g.mult == accumulating {
		g.facts = append(g.facts, games.FactDef{Name: FactTotalMultiplier, Kind: games.FactMultiplier, Input: true,
			Doc: "the free spins' running multiplier T: on a spin, T after it (0 in the base game); as forced-play input, T before a free spin"})
	}
	if g.heights() {
		g.facts = append(g.facts, games.FactDef{Name: FactWays, Kind: games.FactCount,
			Doc: "the ways of the spin: the product of its reels' heights"})
	}
}
