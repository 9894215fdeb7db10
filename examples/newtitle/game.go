package main

// This file turns the design (design.go) into the library's objects, once,
// and implements games.Game, the contract that the simulation and every
// other tool of the games packages work with. The game is the certified
// configuration and nothing else: the working memory of rounds lives in a
// Player (player.go), one per goroutine.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/multiplier"
	"github.com/slotmech/slotmech/tumble"
)

// game is Frost Garden. Everything in it is built and validated by newGame
// and never changes afterwards, so one game serves any number of
// goroutines.
type game struct {
	alphabet *slotmech.Alphabet     // symbol names, for printing and parsing screens
	pays     *cluster.Adjacent      // FG-2: which clusters pay what
	mults    *multiplier.Table      // FG-4: the multiplier symbols' values
	refill   *tumble.WeightedRefill // FG-1, FG-3: how symbols are drawn
	keep     slotmech.SymbolSet     // FG-3: symbols a tumble never removes
	config   []byte                 // ConfigData, encoded once

	// redDraw and blackDraw are values of a source that make the gamble's
	// card red and black, for forced plays (see cardDraws).
	redDraw, blackDraw uint64
}

// The compiler checks that game keeps the contract of the games package.
var _ games.Game = (*game)(nil)

// The facts of Frost Garden (see Facts): what a round reports beyond the
// generic fields of games.Spin, and what a forced play accepts.
const (
	factGambled   = "gambled"
	factSpinWin   = "spin_win"
	factGambleRed = "gamble_red"
)

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

	// FG-6: check the gamble's configuration now; each Player keeps its
	// own gamble state (player.go) made from the same, now known good,
	// config.
	if _, err := gamble.New(gambleConfig); err != nil {
		return nil, err
	}
	if g.redDraw, g.blackDraw, err = cardDraws(); err != nil {
		return nil, err
	}
	g.config = encodeConfig(g.alphabet)
	return g, nil
}

// Name returns the game's identifier, "frost-garden".
func (g *game) Name() string { return name }

// Modes returns the two ways to play, both costing the bet (FG-7):
// games.Standard, and gambleMode, in which the simulated player gambles
// every win below 10 × the bet once (FG-6).
func (g *game) Modes() []games.Mode {
	return []games.Mode{{Name: games.Standard, Cost: slotmech.Whole(1)}, {Name: gambleMode, Cost: slotmech.Whole(1)}}
}

// DefaultBet returns the bet tools use when none is given: 100 cents.
func (g *game) DefaultBet() slotmech.Money { return defaultBet }

// Stake returns what a round costs: the bet itself, in either mode (FG-7).
// A bet outside 1 to maxBet, or an unknown mode, is refused with a
// *slotmech.Error wrapping games.ErrBet.
func (g *game) Stake(bet slotmech.Money, mode string) (slotmech.Money, error) {
	if err := checkBet("stake", bet, mode); err != nil {
		return 0, err
	}
	return bet, nil
}

// checkBet returns nil for a bet of FG-7 in a mode of the game, and the
// error refusing anything else, for op. It allocates only for the error.
func checkBet(op string, bet slotmech.Money, mode string) error {
	if mode != games.Standard && mode != gambleMode {
		// The mode is quoted even when empty, which refuse leaves out.
		return &slotmech.Error{Op: op, Field: where("mode"), Value: mode, Err: games.ErrBet,
			Reason: fmt.Sprintf("bet refused %q: the modes are %q and %q", mode, games.Standard, gambleMode)}
	}
	if bet < 1 || bet > maxBet {
		return refuse(op, "bet", fmt.Sprint(bet), games.ErrBet, fmt.Sprintf("outside 1 to %d cents", maxBet))
	}
	return nil
}

// Alphabet returns the symbols' names (design.go).
func (g *game) Alphabet() *slotmech.Alphabet { return g.alphabet }

// Facts declares what Frost Garden reports beyond the generic fields of a
// spin, all about the gamble (FG-6), and the one fact a forced play accepts.
// The multiplier of FG-4 needs no fact: it is games.Spin.Multiplier.
func (g *game) Facts() []games.FactDef { return slices.Clone(factDefs) }

// factDefs are the declarations Facts returns copies of.
var factDefs = []games.FactDef{
	{Name: factGambled, Kind: games.FactFlag, Doc: "the simulated player gambled the spin's win (FG-6)"},
	{Name: factSpinWin, Kind: games.FactMoney, Doc: "what the spin won before the gamble, after the multiplier and the cap (FG-4, FG-5)"},
	{Name: factGambleRed, Kind: games.FactFlag, Input: true,
		Doc: "the gamble's card was red, so the pick (red) won (FG-6); as input, forces the card's colour"},
}

// configData is everything that decides Frost Garden's outcomes, in the
// canonical form that ConfigData encodes.
type configData struct {
	Game        string              `json:"game"`
	Reels       int                 `json:"reels"`
	Rows        int                 `json:"rows"`
	Symbols     []string            `json:"symbols"`
	Classes     []string            `json:"classes"`
	Pays        map[string][]string `json:"pays"`
	Wild        string              `json:"wild"`
	Weights     map[string]int64    `json:"weights"`
	MultWeight  int64               `json:"multiplier_weight"`
	Multipliers []multiplier.Entry  `json:"multipliers"`
	CapX        int64               `json:"cap_x"`
	MaxSteps    int                 `json:"max_steps"`
	Bets        [2]slotmech.Money   `json:"bets"` // 1 to maxBet
	Gamble      gamble.Config       `json:"gamble"`
	GambleBelow int64               `json:"gamble_below_x"`
}

// ConfigData returns the canonical encoding (JSON, keys sorted) of the
// design: symbols, count classes, pay table, wild, weights, multipliers,
// cap, tumble bound, bets and the gamble with the simulated player's
// strategy. Its SHA-256 (games.ConfigID) identifies the maths in records
// and simulations.
func (g *game) ConfigData() []byte { return bytes.Clone(g.config) }

// encodeConfig encodes the design for ConfigData.
func encodeConfig(a *slotmech.Alphabet) []byte {
	c := configData{
		Game: name, Reels: reels, Rows: rows, Symbols: names, Pays: map[string][]string{}, Wild: a.Name(frost),
		Weights: map[string]int64{}, MultWeight: multiplierWeight, Multipliers: multipliers, CapX: capX,
		MaxSteps: maxSteps, Bets: [2]slotmech.Money{1, maxBet}, Gamble: gambleConfig, GambleBelow: gambleBelowX,
	}
	for _, r := range classes {
		c.Classes = append(c.Classes, r.String())
	}
	for sym, row := range pays {
		c.Pays[a.Name(sym)] = row[:]
	}
	for _, w := range weights {
		c.Weights[a.Name(w.sym)] = w.weight
	}
	b, err := json.Marshal(c) // maps encode with sorted keys: canonical
	if err != nil {
		panic(err) // plain data always encodes
	}
	return b
}

// NewPlayer returns a Player of Frost Garden for one goroutine.
func (g *game) NewPlayer() games.Player { return g.newPlayer() }
