package stripgame

import (
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/lines"
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
	// Line pays are factors of the line bet; scatter pays are factors of
	// the stake. Only a line game ([Config.Lines]) has it.
	LineBet
)

// String returns "total bet" or "line bet".
func (m BetModel) String() string {
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
// Exactly one of Lines and Anywhere says how a screen pays. Scatter pays,
// the cascade, the caps and the maths identity are optional; the bets are
// required (a list in Bets, or MinBet, MaxBet and BetStep).
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

	// Rows is the height of the window, 1 to slotmech.MaxRows.
	Rows int

	// Lines makes a payline game: lines, pay table, direction and wild,
	// as package lines reads them (see lines.Config). Reels and Rows may
	// be left 0; New takes them from Strips and Rows (if set, they must
	// agree). Pays are factors of the bet (see [BetModel]).
	Lines *lines.Config

	// Anywhere makes a pay-anywhere game: N or more of a symbol anywhere
	// on the screen pay (see cluster.PayAnywhereConfig), factors of the
	// bet. Its Scatter and ScatterPays must be left empty: this package's
	// scatter is Config.Scatter.
	Anywhere *cluster.PayAnywhereConfig

	// Scatter is the scatter symbol, or slotmech.Empty for none. It pays
	// by its count anywhere on the final screen of the round (the screen
	// that ends the cascade; without one, the screen that landed), from
	// ScatterPays, as a factor of the stake. It has no line pay, is not the
	// wild and does not pay anywhere, so it never explodes.
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

	// LineCap, if positive, is the most one line may pay in one round, all
	// cascade steps together (wincap.PerLine); the excess is cut. 0 means
	// no line cap. Only a line game has it.
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

// maxSteps is the largest Config.MaxSteps New accepts.
const maxSteps = 1000

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
