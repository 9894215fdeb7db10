package stripgame

import (
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/lines"
	"github.com/slotmech/slotmech/lines/ways"
)

// BetModel says what the bet of a round is and what each pay is a factor
// of. The zero value is [TotalBet].
type BetModel uint8

// The bet models.
const (
	// TotalBet: the bet is the stake (the mode's cost is 1). Line pays,
	// pay-anywhere pays and scatter pays are all factors of it. Crystal
	// Spin works so.
	TotalBet BetModel = iota

	// LineBet: the bet is the line bet, and the player stakes it on every
	// line: the stake is lines × bet exactly, which is the mode's cost.
	// Line pays are factors of the line bet; scatter pays and the round
	// cap are factors of the stake. Only a line game ([Config.Lines]) has
	// it, with or without free spins: a ways or pay-anywhere game has no
	// lines to bet on, its bet is the stake.
	LineBet
)

// word returns "total bet" or "line bet", the model's word in the
// configuration data and in messages.
func (m BetModel) word() string {
	switch m {
	case TotalBet:
		return "total bet"
	case LineBet:
		return "line bet"
	}
	return "BetModel(" + itoa(m) + ")"
}

// Config describes a strip game; [New] validates it and builds the
// game. The zero Config is not valid. A Config is plain data: New copies
// what it needs, so changing a Config afterwards changes no game.
//
// Exactly one of Lines, Ways and Anywhere says how a screen pays. Scatter
// pays, the cascade, variable heights, free spins, the caps and the maths
// identity are optional; the bets are required (a list in Bets, or MinBet,
// MaxBet and BetStep). A game with Heights or Free (a "feature game", see
// the package doc), or with Ways, has a list of Bets, for now.
type Config struct {
	// Name is the title's identifier on the command line and in JSON:
	// lowercase letters and digits, words joined by single hyphens, such
	// as "lucky-sevens".
	Name string

	// Symbols names the symbols: symbol 1 is Symbols[0], symbol 2
	// Symbols[1], and so on (0 is slotmech.Empty, no symbol). Names are
	// distinct and not empty; there are at most slotmech.MaxSymbols−1.
	Symbols []string

	// Strips[r] is the circular reel strip of reel r (leftmost first), read
	// downward: a reel stopped at stop s shows Strips[r][s] in the top row,
	// Strips[r][s+1] below it, and so on round the strip. There are 1 to
	// slotmech.MaxReels strips, each of at least Rows symbols of Symbols.
	// Play stops reel r uniformly at 0 to len(Strips[r])−1.
	Strips [][]slotmech.Symbol

	// Heights, if not nil, makes the reel heights variable (Megaways-
	// style; a Ways game only): Heights[r][h−1] is the weight of reel r
	// showing h rows, for h from 1 to len(Heights[r]) ≤ Rows. A spin first
	// draws a height for every reel, left to right (one rng.Weighted draw
	// each), then the stops; reel r then shows Ways.Blocked in its top
	// Rows − h rows and the strip from its stop below them
	// (tumble.Strips.WindowHeights). Nil: every reel shows Rows rows.
	Heights [][]int64

	// Rows is the height of the window, 1 to slotmech.MaxRows.
	Rows int

	// Lines makes a payline game: lines, pay table, direction and wild,
	// as package lines reads them (see lines.Config). Reels and Rows may
	// be left 0; New takes them from Strips and Rows (if set, they must
	// agree). Pays are factors of the bet (see [BetModel]).
	Lines *lines.Config

	// Ways makes a ways game (package ways): a symbol on adjacent reels
	// pays once for every way through its positions. Reels and Rows may be
	// left 0, as for Lines. Blocked is the symbol that closes the top of a
	// shorter reel: required with Heights (one of Symbols, on no strip,
	// paying nothing, not a wild nor the Scatter), 0 without. Pays are
	// factors of the bet, the stake.
	Ways *ways.Config

	// Anywhere makes a pay-anywhere game: N or more of a symbol anywhere
	// on the screen pay (see cluster.PayAnywhereConfig), factors of the
	// bet. Its Scatter and ScatterPays must be left empty: this package's
	// scatter is Config.Scatter.
	Anywhere *cluster.PayAnywhereConfig

	// Scatter is the scatter symbol, or slotmech.Empty for none. It pays
	// by its count anywhere on the final screen of the round (the screen
	// that ends the cascade; without one, the screen that landed), or on
	// the screens ScatterOn says, from ScatterPays, as a factor of the
	// stake. It has no line pay, is not the wild and does not pay
	// anywhere, so it explodes only with ScatterStrike.
	Scatter slotmech.Symbol

	// ScatterPays lists the scatter pays by strictly ascending Count: a
	// count pays the entry with the largest Count not above it, and nothing
	// below the first (see cluster.ScatterPay). Factors are of the stake,
	// the total bet. Empty without a Scatter; may be empty with one (the
	// scatters are then counted in the itemised round and never paid).
	ScatterPays []cluster.ScatterPay

	// Cascade makes the round cascade: after a winning evaluation the
	// winning positions explode, the symbols above fall, and each reel
	// refills from its strip above the window (the symbol just above the
	// window falls first and lands lowest, see tumble.Strips), until a
	// screen wins nothing. Nothing is drawn after the stops.
	Cascade bool

	// MaxSteps bounds a cascade, 1 to 1000: a round whose screen still wins
	// after MaxSteps winning evaluations is an error wrapping
	// tumble.ErrTooManySteps, never an endless loop. Set it well above the
	// deepest cascade of the strips (exact.FullCycle reports the depths).
	// Required with Cascade, 0 without.
	MaxSteps int

	// ScatterOn and ScatterStrike say when the scatter pays in a cascade
	// and what becomes of it (see [ScatterScreen]), and in a game with
	// free spins which scatters award them (see the package doc,
	// Free-spin awards by scatter rule); the zero values are the classic
	// rule, the scatter paying once on the final screen, staying, and
	// awarding by its count there. Both need a Cascade and a Scatter.
	//
	// With ScatterStrike a scatter that pays explodes with the winners of
	// its step (ScatterOn FirstScreen or EveryScreen): its positions join
	// the winning positions and refill, and a screen whose only win is
	// the scatter pay cascades too. Without it the scatters stay where
	// they landed, and only line or pay-anywhere wins cascade.
	ScatterOn     ScatterScreen
	ScatterStrike bool

	// StepMultiplier, if not nil, is a title's rule beyond the pays (as
	// Crystal Spin's full-house doubling, CS-9), in a strip game on Lines
	// only. It is called once for every winning evaluation (every step of
	// the cascade), with the screen evaluated, after the evaluation and
	// before its wins are paid; it returns the whole number, 1 to 1000,
	// that multiplies the factor of each of that step's line wins before
	// the factor is applied to the bet and the win offered to the caps. It
	// must be a pure function of the screen, safe for concurrent use, and
	// must not change the screen (the player's; read it only). A step it
	// multiplies by more than 1 is marked with the flag StepFact, on the
	// itemised step, its spin and the wins reported to a tally; the
	// itemised step's Factor stays the evaluation's. The function is not
	// data: the configuration data names the rule by StepFact.Name only,
	// so a title with one states its rule in Maths (or in an encoding of
	// its own, as Crystal Spin does). Nil: every step pays ×1.
	StepMultiplier func(screen *slotmech.Screen) int64

	// StepFact is the flag fact of StepMultiplier (required with it, its
	// Name a fact name as package games has them and its Kind
	// games.FactFlag): the game's Facts declares it.
	StepFact games.FactDef

	// Free, if not nil, gives the game free spins, triggered by the
	// scatters (see [FreeSpins]). Nil: no free spins.
	Free *FreeSpins

	// BetModel says whether the bet is the total bet or the line bet.
	BetModel BetModel

	// Bets lists the allowed bets (line bets under LineBet), ascending,
	// each at least 1. Leave it empty to give a range instead.
	Bets []slotmech.Money

	// MinBet, MaxBet and BetStep give the allowed bets as a range: MinBet,
	// MinBet+BetStep, …, MaxBet. Leave all three 0 when Bets is given;
	// otherwise 1 <= MinBet <= MaxBet, BetStep >= 1, and MaxBet−MinBet is a
	// multiple of BetStep.
	MinBet, MaxBet, BetStep slotmech.Money

	// DefaultBet is the bet tools use when none is given: one of the
	// allowed bets, or 0 for the smallest.
	DefaultBet slotmech.Money

	// LineCap, if positive, is the most one line may pay in one spin, all
	// cascade steps together (wincap.PerLine), after the free spins'
	// multiplier; the excess is cut. 0 means no line cap. Only a line game
	// has it.
	LineCap slotmech.Money

	// RoundCapX, if positive, caps the round's win at RoundCapX × the
	// stake (wincap.Round): the win that reaches the cap is cut to what is
	// left of it and the round ends there, forfeiting the rest of the
	// cascade and the scatter pay. 0 means no round cap.
	RoundCapX int64

	// Maths is a free-form identity of the maths, such as a PAR sheet's
	// name and version ("PAR-0042 rev 3"). It is part of the configuration
	// data (game.ConfigData) as it is, so it appears in every record and
	// analysis; it changes nothing else.
	Maths string
}

// ScatterScreen says on which screens of a cascade the scatter is
// counted and paid, from [Config.ScatterPays] as a factor of the stake.
// The zero value is [FinalScreen].
type ScatterScreen uint8

// The scatter screens.
const (
	// FinalScreen: once, on the screen that ends the cascade.
	FinalScreen ScatterScreen = iota

	// FirstScreen: once, on the screen that landed (step 1).
	FirstScreen

	// EveryScreen: on every screen of the cascade, each evaluation, the
	// one that ends it included.
	EveryScreen
)

// word returns the rule's words in the configuration data and in
// messages: "final screen", "first screen" or "every screen".
func (s ScatterScreen) word() string {
	switch s {
	case FinalScreen:
		return "final screen"
	case FirstScreen:
		return "first screen"
	case EveryScreen:
		return "every screen"
	}
	return "ScatterScreen(" + itoa(s) + ")"
}

// FreeSpins describes a game's free spins: their trigger, their reels,
// their multiplier and how many a round may play.
//
// The scatters of a base-game spin award free spins by Trigger, those of
// a free spin award more by Retrigger: the entry with the most Scatters
// not above the count. The count is that of the spin's final screen, or
// under Config.ScatterOn that of its first screen (FirstScreen) or of
// every scatter that landed during the spin (EveryScreen; see the package
// doc). A round plays at most Max free
// spins, and an award beyond that bound is cut to what is left (the spin's
// "awarded" fact says what it awarded after the cut).
type FreeSpins struct {
	// Strips and Heights are the free spins' own reels, read as
	// Config.Strips and Config.Heights are (the same number of reels);
	// leave both nil to spin the free spins on the base reels.
	Strips  [][]slotmech.Symbol
	Heights [][]int64

	// Trigger awards free spins by the scatters of a base-game spin,
	// entries by strictly ascending Scatters (see [Award]), at least one;
	// Retrigger awards more during the free spins, likewise, or is empty.
	Trigger   []Award
	Retrigger []Award

	// Max bounds the free spins of a round, from the largest award to
	// MaxRoundFreeSpins: an award beyond it is cut to what is left. 0
	// means no bound: retriggers go on while they are awarded, and a round
	// that would play more than MaxRoundFreeSpins free spins fails with an
	// error wrapping ErrTooManyFreeSpins (never a silent cut).
	Max int

	// Multiplier multiplies every win of a free spin, scatter pay
	// included: 2 to 1000, or 0 for ×1. Base-game spins pay ×1.
	Multiplier int64

	// Accumulate gives the free spins a running multiplier T instead
	// (Multiplier 0): T starts at 0 with each feature (package
	// multiplier's Accumulator, policy Always), every winning evaluation
	// of a free spin (each step of its cascade with a line, ways or
	// anywhere win; not a step that paid only the scatter, under
	// Config.ScatterOn) adds 1, and the wins of a free spin with such a
	// win are multiplied by T after its steps are added (by 1 while T is
	// 0). A free spin with one winning step and then one with three pay ×1
	// and ×4.
	Accumulate bool
}

// Award is one entry of a trigger or retrigger table: Scatters or more
// scatter symbols on the final screen of a spin (or as Config.ScatterOn
// counts them, see [FreeSpins]) award Spins free spins, unless an entry
// with more Scatters also applies.
type Award struct {
	Scatters int `json:"scatters"` // the fewest scatters this entry awards for, at least 1
	Spins    int `json:"spins"`    // free spins awarded, 1 to 10 000
}

// The names of the facts a game with Ways, Heights or Free reports on its
// spins (see its Facts method); a game with none of them reports none.
const (
	// FactAwarded is the number of free spins a spin awarded, after the
	// bound FreeSpins.Max; reported on every spin.
	FactAwarded = "awarded"

	// FactFreeSpin, a flag and a forced-play input only, plays a forced
	// spin as a free spin.
	FactFreeSpin = "free_spin"

	// FactTotalMultiplier is the running multiplier T of
	// FreeSpins.Accumulate: on a spin, T after it (0 in the base game); as
	// forced-play input, T before a free spin. Declared only with
	// Accumulate.
	FactTotalMultiplier = "total_multiplier"

	// FactWays is the number of ways of a spin, the product of its reels'
	// heights. Declared only for variable heights.
	FactWays = "ways"
)

// multPolicy is the free spins' multiplier policy, as FreeSpins sets it.
type multPolicy uint8

// The multiplier policies.
const (
	noMultiplier    multPolicy = iota // ×1
	fixedMultiplier                   // × FreeSpins.Multiplier
	accumulating                      // × the running total (FreeSpins.Accumulate)
)

// String returns the policy's name in a feature game's configuration
// data: "NoMultiplier", "Fixed" or "Accumulating".
func (m multPolicy) String() string {
	switch m {
	case fixedMultiplier:
		return "Fixed"
	case accumulating:
		return "Accumulating"
	}
	return "NoMultiplier"
}

// maxSteps is the largest Config.MaxSteps New accepts; maxStepMult the
// largest multiplier Config.StepMultiplier may return; maxFixed the
// largest FreeSpins.Multiplier and maxFreeSpins the largest award.
const (
	maxSteps     = 1000
	maxStepMult  = 1000
	maxFixed     = 1000
	maxFreeSpins = 10_000
)

// MaxRoundFreeSpins is the safety bound on the free spins of one round:
// the largest FreeSpins.Max, and without one (Max 0) the most a round may
// play before it fails with an error wrapping [ErrTooManyFreeSpins]. With
// a retrigger chance r per spin and a mean award a, a round of unbounded
// retriggers plays a·(1/(1−r)) spins on average; the bound is meant never
// to be reached by a title whose feature ends.
const MaxRoundFreeSpins = 1_000_000

// Config returns the configuration g was built from, as New accepted it:
// the game's maths as data, for the tools that read it (exact analysis
// without enumeration, design tools). It is a deep copy, the caller's to
// change; a game built from it with New is the same game.
func (g *game) Config() Config { return cloneConfig(&g.cfg) }

// cloneConfig returns a deep copy of c.
func cloneConfig(c *Config) Config {
	out := *c
	out.Symbols = slices.Clone(c.Symbols)
	out.Strips = cloneRows(c.Strips)
	if c.Lines != nil {
		lc := *c.Lines
		lc.Lines = cloneRows(c.Lines.Lines)
		lc.Pays = clonePays(c.Lines.Pays)
		out.Lines = &lc
	}
	if c.Ways != nil {
		wc := *c.Ways
		wc.Pays = clonePays(c.Ways.Pays)
		wc.Wilds = slices.Clone(c.Ways.Wilds)
		out.Ways = &wc
	}
	if c.Anywhere != nil {
		ac := *c.Anywhere
		ac.Classes = slices.Clone(c.Anywhere.Classes)
		ac.Pays = clonePays(c.Anywhere.Pays)
		ac.ScatterPays = slices.Clone(c.Anywhere.ScatterPays)
		out.Anywhere = &ac
	}
	out.ScatterPays = slices.Clone(c.ScatterPays)
	out.Bets = slices.Clone(c.Bets)
	return out
}

// cloneRows returns a deep copy of rows.
func cloneRows[T any](rows [][]T) [][]T {
	if rows == nil {
		return nil
	}
	out := make([][]T, len(rows))
	for i, r := range rows {
		out[i] = slices.Clone(r)
	}
	return out
}

// clonePays returns a deep copy of a pay table.
func clonePays(pays map[slotmech.Symbol][]slotmech.Factor) map[slotmech.Symbol][]slotmech.Factor {
	if pays == nil {
		return nil
	}
	out := make(map[slotmech.Symbol][]slotmech.Factor, len(pays))
	for s, row := range pays {
		out[s] = slices.Clone(row)
	}
	return out
}
