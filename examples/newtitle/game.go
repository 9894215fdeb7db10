package main

// This file turns the design (design.go) into the library's objects, once,
// and implements the games.Game contract that the simulation and every other
// tool of the games package work with.

import (
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/multiplier"
	"github.com/slotmech/slotmech/tumble"
)

// game is Frost Garden. Everything in it is built and validated by newGame
// and never changes afterwards, so one game serves any number of goroutines;
// the state of a round lives in the caller's games.Outcome (see round.go).
type game struct {
	alphabet *slotmech.Alphabet     // symbol names, for printing screens
	pays     *cluster.Adjacent      // FG-2: which clusters pay what
	mults    *multiplier.Table      // FG-4: the multiplier symbols' values
	refill   *tumble.WeightedRefill // FG-1, FG-3: how symbols are drawn
	keep     slotmech.SymbolSet     // FG-3: symbols a tumble never removes
}

// The compiler checks that game keeps the contract of the games package.
var _ games.Game = (*game)(nil)

// newGame builds Frost Garden from its design. Each library constructor
// validates its part and says what is wrong and where, so a typo in a table
// (a negative factor, a weight that sums to zero) is an error here, at start
// up, and never a surprise in the middle of a round.
func newGame() (*game, error) {
	g := new(game)
	var err error
	if g.alphabet, err = slotmech.NewAlphabet(names...); err != nil {
		return nil, err
	}

	// FG-2: the pay table, parsed exactly from its decimal strings.
	table := make(map[slotmech.Symbol][]slotmech.Factor, len(pays))
	for sym, row := range pays {
		for class, s := range row {
			f, err := slotmech.ParseFactor(s)
			if err != nil {
				return nil, fmt.Errorf("frost garden: pay of %s, class %v: %w", g.alphabet.Name(sym), classes[class], err)
			}
			table[sym] = append(table[sym], f)
		}
	}
	if g.pays, err = cluster.NewAdjacent(cluster.AdjacentConfig{Classes: classes, Pays: table, Wild: frost}); err != nil {
		return nil, err
	}

	// FG-4: the multiplier symbols. They are kept on the screen through the
	// tumble (FG-3), so that every multiplier that lands counts at the end.
	// A cluster never contains a multiplier, so today the keep set changes
	// nothing; it states the rule, and keeps it true if a later feature
	// (a bomb clearing a row, say) removes positions that are not clusters.
	if g.mults, err = multiplier.NewTable(multipliers); err != nil {
		return nil, err
	}
	g.keep = g.mults.Symbols()

	// FG-1: one weight table for every reel. "A multiplier" has weight
	// multiplierWeight and is split between the multiplier symbols by their
	// own weights. To keep every chance an exact ratio of integers, ordinary
	// weights are scaled by the multiplier table's total T and multiplier m
	// gets multiplierWeight × its weight: m then lands with probability
	// multiplierWeight/(Σ weights + multiplierWeight) × weight(m)/T, exactly.
	var total int64
	for _, e := range multipliers {
		total += e.Weight
	}
	var syms []slotmech.Symbol
	var ws []int64
	for _, w := range weights {
		syms, ws = append(syms, w.sym), append(ws, w.weight*total)
	}
	for _, e := range multipliers {
		syms, ws = append(syms, e.Symbol), append(ws, multiplierWeight*e.Weight)
	}
	reelSyms, reelWeights := make([][]slotmech.Symbol, reels), make([][]int64, reels)
	for r := range reels {
		reelSyms[r], reelWeights[r] = syms, ws
	}
	if g.refill, err = tumble.NewWeightedRefill(reelSyms, reelWeights); err != nil {
		return nil, err
	}

	// FG-6: check the gamble's configuration now; each round keeps its own
	// gamble state (round.go) made from the same, now known good, config.
	if _, err := gamble.New(gambleConfig); err != nil {
		return nil, err
	}
	return g, nil
}

// Name returns the game's identifier, "frost-garden".
func (g *game) Name() string { return name }

// Modes returns the two ways to play: Standard, and gambleMode, in which the
// simulated player gambles every win below 10 × the bet once (FG-6).
func (g *game) Modes() []games.Mode { return []games.Mode{games.Standard, gambleMode} }

// DefaultBet returns the bet tools use when none is given: 100 cents.
func (g *game) DefaultBet() slotmech.Money { return defaultBet }

// Stake returns what a round costs: the bet itself, in either mode (FG-7).
// A bet outside 1 to maxBet, or an unknown mode, is refused with an error
// wrapping games.ErrBet.
func (g *game) Stake(bet slotmech.Money, mode games.Mode) (slotmech.Money, error) {
	if mode != games.Standard && mode != gambleMode {
		return 0, fmt.Errorf("%w: frost garden has no mode %q", games.ErrBet, mode)
	}
	if bet < 1 || bet > maxBet {
		return 0, fmt.Errorf("%w: frost garden bet %d is outside 1 to %d", games.ErrBet, bet, maxBet)
	}
	return bet, nil
}
