package main

// This file is the game design: the numbers a maths team tunes. Nothing here
// is code that runs a round; round.go does that. Reading this file alone you
// should be able to say what the game looks like and, roughly, what it pays.

import (
	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/multiplier"
)

// name is the game's identifier on the command line and in JSON.
const name = "frost-garden"

// The screen (FG-1). Seven by seven is large enough for clusters to form and
// tumble often, and fits the library's 8×8 limit.
const (
	reels = 7
	rows  = 7
)

// The symbols, numbered from 1 (0 is slotmech.Empty, "no symbol"). The order
// only has to match names below. Four low flowers pay little and land often,
// three high ones pay more and land less; the wild joins clusters (FG-2); the
// multipliers multiply the spin's win (FG-4).
const (
	snowdrop   slotmech.Symbol = iota + 1 // low
	crocus                                // low
	heather                               // low
	hellebore                             // low
	camellia                              // high
	witchHazel                            // high
	winterRose                            // high, the top symbol
	frost                                 // wild
	x2                                    // multiplier ×2
	x3                                    // multiplier ×3
	x5                                    // multiplier ×5
	x10                                   // multiplier ×10
	x25                                   // multiplier ×25
)

// names are the symbols' names, in symbol order, for the slotmech.Alphabet
// that prints and parses screens (tests and itemised rounds use it). Short
// names keep a 7-wide screen readable.
var names = []string{
	"snow", "croc", "heat", "hell", "came", "witc", "rose",
	"WILD", "x2", "x3", "x5", "x10", "x25",
}

// classes are the cluster sizes that pay (FG-2): 5 or 6 connected symbols,
// 7 or 8, 9 to 11, 12 to 15, and 16 or more. Wider classes at the top keep the
// pay table short where clusters are rare.
var classes = []cluster.Range{
	{Min: 5, Max: 6},
	{Min: 7, Max: 8},
	{Min: 9, Max: 11},
	{Min: 12, Max: 15},
	{Min: 16, Max: slotmech.MaxPositions},
}

// pays is the pay table, in multiples of the bet, one entry per class above.
// Factors are written as decimal strings and parsed exactly (no float): 0.1
// is exactly one tenth of the bet. A five-cluster of a low flower pays back
// a fraction of the bet; the big wins come from long tumbles and multipliers.
var pays = map[slotmech.Symbol][5]string{
	snowdrop:   {"0.15", "0.5", "1.5", "5", "25"},
	crocus:     {"0.15", "0.5", "1.5", "5", "25"},
	heather:    {"0.25", "0.7", "2", "6", "30"},
	hellebore:  {"0.25", "0.7", "2", "6", "30"},
	camellia:   {"0.6", "1.5", "4", "12", "60"},
	witchHazel: {"0.8", "2", "5", "20", "100"},
	winterRose: {"1", "3", "8", "30", "150"},
}

// weights are the chances of the ordinary symbols on every position (FG-1):
// a position shows symbol s with probability weights[s] / (Σ weights +
// multiplierWeight). The same table serves every reel and every refill, which
// keeps the game easy to reason about: a screen is 49 independent draws.
//
// Fewer kinds of symbol means more clusters: with seven flowers each covers
// roughly a seventh of the screen, enough for a five-cluster in about four
// rounds out of ten. The wild, at 25 of 1265, shows about once a screen.
var weights = []struct {
	sym    slotmech.Symbol
	weight int64
}{
	{snowdrop, 220},
	{crocus, 220},
	{heather, 200},
	{hellebore, 200},
	{camellia, 150},
	{witchHazel, 130},
	{winterRose, 100},
	{frost, 25},
}

// multiplierWeight is the weight, in the same table as weights, of "this
// position shows a multiplier". Which multiplier is then decided by
// multipliers below. Splitting the two questions lets the maths team tune
// "how often" and "how big" separately. At 20 of 1265 (weights sum to 1245)
// a landed screen shows 49 × 20/1265 ≈ 0.8 multipliers on average.
const multiplierWeight = 20

// multipliers are the multiplier symbols, their values and the relative
// chances of each when a multiplier lands (FG-4). The mean value is
// (2·50 + 3·25 + 5·15 + 10·8 + 25·2) / 100 = 3.8.
var multipliers = []multiplier.Entry{
	{Symbol: x2, Value: 2, Weight: 50},
	{Symbol: x3, Value: 3, Weight: 25},
	{Symbol: x5, Value: 5, Weight: 15},
	{Symbol: x10, Value: 10, Weight: 8},
	{Symbol: x25, Value: 25, Weight: 2},
}

// capX is the round cap in multiples of the bet (FG-5): no round pays more
// than 2000 × the bet. A cap bounds the operator's risk and the game's
// volatility; it is also what the "max win" on the game's info screen says.
const capX = 2000

// maxSteps bounds a tumble sequence (FG-3). Every step removes at least five
// symbols and draws them again, so a sequence that still wins after 200 steps
// is astronomically improbable; but a bound turns "improbable" into "never
// hangs": Play then returns an error instead of looping.
const maxSteps = 200

// Bets (FG-7), in minor units (cents): any whole number of cents from 1 to
// maxBet; the stake is the bet. maxBet keeps 2000 × the bet, and every win on
// the way to the cap, far inside Money.
const (
	defaultBet slotmech.Money = 100
	maxBet     slotmech.Money = 1_000_000
)

// The gamble (FG-6). gambleMode is the mode in which the simulated player
// takes the gamble once on every win below gambleBelowX × the bet. A real
// terminal asks the player; a simulation needs a fixed strategy, and this one
// is simple enough to check by hand.
//
// The gamble is double or nothing on the colour of a card, fair to the cent:
// each gamble returns exactly what it risks on average, so the gamble mode
// has the same RTP as the standard one and only a different spread of wins.
// Running both side by side is how this program shows that.
const (
	gambleMode   = "gamble"
	gambleBelowX = 10
)

// gambleConfig configures the gamble: counted in single cents (Unit 1, which
// only matters for HALF, not used here), no card history (a simulated round
// must not depend on the rounds before it), and one doubling at most, so a
// won pick ends the gamble with twice the win credited.
var gambleConfig = gamble.Config{Unit: 1, MaxDoublings: 1}
