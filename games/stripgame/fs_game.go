package stripgame

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/gameerr"
	"github.com/slotmech/slotmech/lines"
	"github.com/slotmech/slotmech/lines/ways"
)

// fsGame is a feature game built by [New] from a [Config]: a [games.Game] whose
// round is a base-game spin and the free spins it triggers. When the base
// reels have fixed heights, or variable heights of a cycle that can be
// enumerated (heights.go), it is also a featurepar.Game (internal/featurepar): its base game alone
// (fsGame.BaseGame) is a strip game whose full cycle is exact (on virtual
// stops for variable heights, heights.go), and only the feature needs
// simulating, if that.
//
// A game is immutable and safe for concurrent use; each goroutine plays
// with its own player. The zero game is not usable; use New.
type fsGame struct {
	name        string
	alpha       *slotmech.Alphabet
	reels, rows int
	base, free  reelSet

	ways     *ways.Evaluator // the ways evaluator, or nil
	waysCfg  ways.Config
	lines    *lines.Evaluator // the line evaluator, or nil
	linesCfg lines.Config

	anywhere    *cluster.PayAnywhere // the pay-anywhere evaluator, or nil
	anywhereCfg cluster.PayAnywhereConfig

	scatter     slotmech.Symbol
	scatterPays []cluster.ScatterPay
	scatterOn   ScatterScreen // Config.ScatterOn
	strike      bool          // Config.ScatterStrike

	cascade  bool
	maxSteps int // winning evaluations a spin may have: Config.MaxSteps, or 1
	blocked  slotmech.Symbol

	trigger, retrigger []Award
	maxFree            int
	mult               multPolicy
	fixed              int64
	capX               int64

	model   BetModel
	cost    int64 // stake ÷ bet: the number of lines under LineBet, else 1
	lineCap slotmech.Money
	betRule
	maths string

	stepMax    slotmech.Factor // the most one screen pays, a factor of the bet
	scatterMax slotmech.Factor // the largest scatter pay

	facts  []games.FactDef
	config []byte

	// The parts of the game as strip games (fs_exact.go), or nil.
	baseStrip, freeStrip *stripPart

	// baseVirt, with variable base heights and a base game that is a
	// strip game (baseStrip), is its virtual reels (heights.go): the
	// stops of PlayFrom; nil otherwise.
	baseVirt []virtualReel

	// stripBase is the base game as a strip game (newWaysStrip), for a
	// Ways game on fixed base heights; nil otherwise. BaseGame prefers
	// baseStrip, which reports the spins awarded; stripBase serves where
	// no part could be built (Ways.Blocked for the free reels' heights).
	stripBase *game
}

// The compiler checks that a game keeps the contracts.
var (
	_ games.Game = (*fsGame)(nil)
	_ games.Game = fsBaseGame{}
)

// Name returns the game's identifier, [Config.Name].
func (g *fsGame) Name() string { return g.name }

// Modes returns the game's one mode, [games.Standard], whose cost is the
// number of lines under [LineBet] and 1 under [TotalBet] (the bet is the
// stake).
func (g *fsGame) Modes() []games.Mode {
	return []games.Mode{{Name: games.Standard, Cost: slotmech.Whole(g.cost)}}
}

// DefaultBet returns [Config.DefaultBet], or the smallest bet if it was 0.
func (g *fsGame) DefaultBet() slotmech.Money { return g.defaultBet }

// Stake returns the stake of a round at bet, for an allowed bet in
// [games.Standard]: bet × the number of lines under [LineBet], bet itself
// under [TotalBet], exactly; anything else is refused with a
// *[slotmech.Error] wrapping [games.ErrBet].
func (g *fsGame) Stake(bet slotmech.Money, mode string) (slotmech.Money, error) {
	if err := g.checkBet("stake", bet, mode); err != nil {
		return 0, err
	}
	return bet * slotmech.Money(g.cost), nil // New checked that the largest stake fits
}

// Alphabet returns the names of the symbols, [Config.Symbols].
func (g *fsGame) Alphabet() *slotmech.Alphabet { return g.alpha }

// ConfigData returns the canonical encoding of the configuration, a
// feature game's form "freespin/1" described in the package documentation
// (Configuration identity). The slice is the caller's.
func (g *fsGame) ConfigData() []byte { return bytes.Clone(g.config) }

// Facts declares [FactAwarded] and [FactFreeSpin], and
// [FactTotalMultiplier] with FreeSpins.Accumulate and [FactWays] with
// variable heights. The slice is the caller's.
func (g *fsGame) Facts() []games.FactDef { return slices.Clone(g.facts) }

// NewPlayer returns a new player of g for one goroutine.
func (g *fsGame) NewPlayer() games.Player { return g.newPlayer() }

// BaseGame returns the base game alone, a game whose players are strip
// players (games/exact's StripPlayer, for featurepar.Analyse), and true,
// when its round is a function of its stops: a round of it is the
// base-game spin of a round of g, without the free spins; its
// Outcome.FreeSpins is the number of free spins the spin awarded (it
// plays none) and Outcome.Triggered says whether it awarded any. It is a
// strip game of this package with its exact fast paths (fs_exact.go; with
// Ways, the ways strip game of the base reels, ways.go). It is named g's
// name + "-base" and has g's modes, bets, symbols, facts and
// configuration data; its Play and PlayForced are g's base-game spin, as
// g plays it and records it.
//
// With variable base heights (a Ways game) the base game is a strip game
// too, on virtual stops: reel r, its height weights
// Heights[r] divided by their greatest common divisor (w_1 … w_H) and its
// strip of length L, has Σ_h w_h·L stops (StripLengths), each standing for
// one pair of a height h and a strip position p, w_h stops per pair,
// ordered by height and then position (the first w_1·L are height 1,
// position p at w_1·p to w_1·p + w_1 − 1, then height 2, …). A uniform
// virtual stop has the law of the spin's draw (the height by its weight,
// then the position uniformly), so its full cycle is exact, and PlayStops
// of a virtual stop plays the spin Play plays when it draws that height
// and position; with a cascade the round falls past the blocked rows and
// each reel refills from its strip above p, within its height. Its full
// cycle has Π_r Σ_h w_h·L_r combinations; without a cascade the ways fast
// path plays one round per group of the last reel's stops that show the
// same (stops of equal windows share a group) for each position of the
// other reels, with one it plays each stop whose first screen wins, with
// its cascade. A reel of more than 16 384 virtual stops, or a cycle of
// more than 2⁴⁰ combinations (a Megaways title's six reels of thousands
// of virtual stops each), leaves the base game to simulation: BaseGame
// then returns false.
func (g *fsGame) BaseGame() (games.Game, bool) {
	switch {
	case g.baseStrip != nil:
		return g.baseStrip, true
	case g.base.heights != nil:
		return nil, false
	}
	if g.stripBase != nil {
		return g.stripBase, true
	}
	return fsBaseGame{g}, true
}

// checkBet returns nil for an allowed bet in the standard mode and the
// error refusing anything else, for op.
func (g *fsGame) checkBet(op string, bet slotmech.Money, mode string) error {
	if mode != games.Standard {
		// The mode is quoted even when empty, which gameerr.Failf leaves out.
		return &slotmech.Error{Op: op, Field: gameerr.Where(g.name, "mode"), Value: mode, Err: games.ErrBet,
			Reason: fmt.Sprintf("bet refused %q: the game has one mode, %q", mode, games.Standard)}
	}
	if !g.betOK(bet) {
		return gameerr.Failf(g.name, op, "bet", itoa(bet), games.ErrBet, "%s", g.betsText())
	}
	return nil
}

// fsBaseGame is the base game of a game, a strip game.
type fsBaseGame struct{ g *fsGame }

// Name returns the game's name + "-base".
func (b fsBaseGame) Name() string { return b.g.name + "-base" }

// Modes returns the game's modes.
func (b fsBaseGame) Modes() []games.Mode { return b.g.Modes() }

// DefaultBet returns the game's default bet.
func (b fsBaseGame) DefaultBet() slotmech.Money { return b.g.defaultBet }

// Alphabet returns the game's symbols.
func (b fsBaseGame) Alphabet() *slotmech.Alphabet { return b.g.alpha }

// ConfigData returns the game's configuration data: the base game is
// identified by the maths of the whole game.
func (b fsBaseGame) ConfigData() []byte { return b.g.ConfigData() }

// Facts returns the game's facts.
func (b fsBaseGame) Facts() []games.FactDef { return b.g.Facts() }

// NewPlayer returns a player of the base game.
func (b fsBaseGame) NewPlayer() games.Player { return fsBasePlayer{b.g.newPlayer()} }

// Stake returns the game's stake.
func (b fsBaseGame) Stake(bet slotmech.Money, mode string) (slotmech.Money, error) {
	return b.g.Stake(bet, mode)
}

// fsConfigData is the canonical form of a feature game's Config.
type fsConfigData struct {
	Format         string        `json:"format"`
	Name           string        `json:"name"`
	Symbols        []string      `json:"symbols"`
	Rows           int           `json:"rows"`
	Base           fsReelsData   `json:"base"`
	Free           *fsReelsData  `json:"free,omitempty"`
	Ways           *fsWaysData   `json:"ways,omitempty"`
	Lines          *linesData    `json:"lines,omitempty"`
	Anywhere       *anywhereData `json:"anywhere,omitempty"`
	Scatter        string        `json:"scatter,omitempty"`
	ScatterPays    []scatterData `json:"scatter_pays,omitempty"`
	Cascade        bool          `json:"cascade"`
	MaxSteps       int           `json:"max_steps"`
	Blocked        string        `json:"blocked,omitempty"`
	Trigger        []Award       `json:"trigger,omitempty"`
	Retrigger      []Award       `json:"retrigger,omitempty"`
	MaxFreeSpins   int           `json:"max_free_spins"`
	Multiplier     string        `json:"multiplier"`
	FreeMultiplier int64         `json:"free_multiplier"`
	RoundCapX      int64         `json:"round_cap_x"`
	BetModel       string        `json:"bet_model,omitempty"`
	LineCap        int64         `json:"line_cap,omitempty"`
	Bets           []int64       `json:"bets"`
	BetRange       []int64       `json:"bet_range,omitempty"` // [MinBet, MaxBet, BetStep], for a range
	DefaultBet     int64         `json:"default_bet"`
	Maths          string        `json:"maths"`

	// The scatter rule (Config.ScatterOn, ScatterStrike), left out for the
	// zero values so that the identity of every title without it is what
	// it was.
	ScatterOn     string `json:"scatter_on,omitempty"`
	ScatterStrike bool   `json:"scatter_strike,omitempty"`
}

type fsReelsData struct {
	Strips  [][]string `json:"strips"`
	Heights [][]int64  `json:"heights,omitempty"`
}

type fsWaysData struct {
	Pays      map[string][]string `json:"pays"`
	Direction string              `json:"direction"`
	Wilds     []fsWildData        `json:"wilds,omitempty"`
}

type fsWildData struct {
	Symbol     string `json:"symbol"`
	Multiplier int64  `json:"multiplier"`
}

// encodeFeatureConfig returns the canonical encoding of cfg, which New has
// validated, for g: the form "freespin/1" of games/freespin's games, so
// that their configuration identities are kept.
func encodeFeatureConfig(cfg *Config, g *fsGame) []byte {
	name := func(s slotmech.Symbol) string {
		if s == slotmech.Empty {
			return ""
		}
		return g.alpha.Name(s)
	}
	pays := func(m map[slotmech.Symbol][]slotmech.Factor) map[string][]string {
		out := make(map[string][]string, len(m))
		for sym, row := range m {
			for _, f := range row {
				out[name(sym)] = append(out[name(sym)], f.String())
			}
		}
		return out
	}
	reels := func(strips [][]slotmech.Symbol, heights [][]int64) fsReelsData {
		d := fsReelsData{Heights: heights}
		for _, strip := range strips {
			names := make([]string, len(strip))
			for i, s := range strip {
				names[i] = name(s)
			}
			d.Strips = append(d.Strips, names)
		}
		return d
	}
	c := fsConfigData{Format: "freespin/1", Name: cfg.Name, Symbols: cfg.Symbols, Rows: cfg.Rows, Base: reels(cfg.Strips, cfg.Heights),
		Scatter: name(cfg.Scatter), Cascade: cfg.Cascade, MaxSteps: cfg.MaxSteps, Blocked: name(g.blocked),
		Trigger: g.trigger, Retrigger: g.retrigger, MaxFreeSpins: g.maxFree, Multiplier: g.mult.String(),
		FreeMultiplier: g.fixed, RoundCapX: cfg.RoundCapX, LineCap: int64(cfg.LineCap), DefaultBet: int64(g.defaultBet), Maths: cfg.Maths}
	if cfg.ScatterOn != FinalScreen {
		c.ScatterOn = cfg.ScatterOn.word()
	}
	c.ScatterStrike = cfg.ScatterStrike
	if cfg.BetModel != TotalBet {
		c.BetModel = cfg.BetModel.word() // left out under the total bet: the identities from before it stay
	}
	if a := cfg.Anywhere; a != nil {
		c.Anywhere = &anywhereData{Pays: pays(a.Pays)}
		for _, r := range a.Classes {
			c.Anywhere.Classes = append(c.Anywhere.Classes, r.String())
		}
	}
	if f := cfg.Free; f != nil && f.Strips != nil {
		r := reels(f.Strips, f.Heights)
		c.Free = &r
	}
	for _, b := range cfg.Bets {
		c.Bets = append(c.Bets, int64(b))
	}
	if len(cfg.Bets) == 0 {
		c.BetRange = []int64{int64(cfg.MinBet), int64(cfg.MaxBet), int64(cfg.BetStep)}
	}
	if w := cfg.Ways; w != nil {
		c.Ways = &fsWaysData{Pays: pays(w.Pays), Direction: w.Direction.String()}
		for _, wild := range w.Wilds {
			c.Ways.Wilds = append(c.Ways.Wilds, fsWildData{Symbol: name(wild.Symbol), Multiplier: max(wild.Multiplier, 1)})
		}
	}
	if l := cfg.Lines; l != nil {
		c.Lines = &linesData{Lines: l.Lines, Direction: l.Direction.String(), Pays: pays(l.Pays),
			Wild: name(l.Wild), WildRuns: l.WildRuns.String(), WildPaysAs: name(l.WildPaysAs)}
	}
	for _, sp := range cfg.ScatterPays {
		c.ScatterPays = append(c.ScatterPays, scatterData{Count: sp.Count, Factor: sp.Factor.String()})
	}
	b, err := json.Marshal(c) // fields in order, map keys sorted, no spaces: canonical
	if err != nil {
		panic(err) // plain data always encodes
	}
	return b
}
