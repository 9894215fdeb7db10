package freespin

import (
	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/lines"
	"github.com/slotmech/slotmech/lines/ways"
)

// Reels says how the screen of a spin lands: from reel strips, on fixed or
// variable reel heights.
type Reels struct {
	// Strips[r] is the circular reel strip of reel r (leftmost first), read
	// downward: a reel stopped at s shows Strips[r][s] at the top of its
	// window and Strips[r][s+1] … below it. There is one strip per reel,
	// each of at least Config.Rows symbols of Config.Symbols (not the
	// Blocked symbol). A spin draws every stop uniformly, reels left to
	// right (tumble.Strips.DrawStops).
	Strips [][]slotmech.Symbol

	// Heights, if not nil, makes the reel heights variable (Megaways-
	// style): Heights[r][h−1] is the weight of reel r showing h rows, for h
	// from 1 to len(Heights[r]) ≤ Config.Rows. A spin first draws a height
	// for every reel, left to right (one rng.Weighted draw each), then the
	// stops; reel r then shows Config.Blocked in its top Rows − h rows and
	// the strip from its stop below them (tumble.Strips.WindowHeights).
	// Nil: every reel shows Config.Rows rows.
	Heights [][]int64
}

// Award is one entry of a trigger or retrigger table: Scatters or more
// scatter symbols on the final screen of a spin award Spins free spins,
// unless an entry with more Scatters also applies.
type Award struct {
	Scatters int `json:"scatters"` // the fewest scatters this entry awards for, at least 1
	Spins    int `json:"spins"`    // free spins awarded, at least 1
}

// Multiplier is the multiplier policy of the free spins: what a free
// spin's wins are multiplied by. The zero value is NoMultiplier. Base-game
// spins are never multiplied.
type Multiplier uint8

// The multiplier policies.
const (
	// NoMultiplier: free spins pay ×1.
	NoMultiplier Multiplier = iota

	// Fixed: every win of a free spin is multiplied by
	// Config.FreeMultiplier.
	Fixed

	// Accumulating: a running multiplier T starts at 0 with each feature
	// (package multiplier's Accumulator, policy Always); every winning
	// evaluation of a free spin (each step of its cascade) adds 1 to T,
	// and the wins of a free spin with a paytable win are multiplied by T
	// after its steps are added (by 1 while T is 0). A free spin with one
	// winning step and then one with three pay ×1 and ×4.
	Accumulating
)

// String returns the policy's name, such as "Fixed".
func (m Multiplier) String() string {
	switch m {
	case NoMultiplier:
		return "NoMultiplier"
	case Fixed:
		return "Fixed"
	case Accumulating:
		return "Accumulating"
	}
	return "Multiplier(" + itoa(m) + ")"
}

// Config describes a game with free spins; [New] validates it and builds
// the game. The zero Config is not valid. A Config is plain data: New
// copies what it needs, so changing a Config afterwards changes no game.
//
// Exactly one of Ways and Lines says how a screen pays. The feature
// (Trigger and what follows), the cascade, variable heights and the cap
// are optional; the bets are required.
type Config struct {
	// Name is the title's identifier: lowercase letters and digits, words
	// joined by single hyphens, such as "golden-ways".
	Name string

	// Symbols names the symbols: symbol 1 is Symbols[0], and so on.
	Symbols []string

	// Rows is the height of the window, 1 to slotmech.MaxRows: the most
	// rows a reel shows.
	Rows int

	// Base are the reels of the base game; Free those of the free spins,
	// or nil to spin the free spins on the base reels. Both have the same
	// number of reels, 1 to slotmech.MaxReels.
	Base Reels
	Free *Reels

	// Ways makes a ways game (package ways); Reels, Rows and Blocked may
	// be left 0 (New takes them from the strips, Rows and Blocked).
	// Factors are of the bet.
	Ways *ways.Config

	// Lines makes a payline game (package lines); Reels and Rows may be
	// left 0. Factors are of the bet.
	Lines *lines.Config

	// Scatter is the scatter symbol, or slotmech.Empty for none. Its count
	// anywhere on the final screen of a spin (after the cascade) pays from
	// ScatterPays, a factor of the bet, and triggers and retriggers the
	// free spins. It does not pay on lines or ways.
	Scatter     slotmech.Symbol
	ScatterPays []cluster.ScatterPay

	// Cascade makes spins cascade: after a winning evaluation the winning
	// positions explode, the symbols above fall (within each reel's
	// height) and each reel refills from its strip above its window, until
	// a screen wins nothing. MaxSteps (1 to 1000) bounds the winning
	// evaluations of a spin: one more is an error wrapping
	// tumble.ErrTooManySteps. MaxSteps is 0 without Cascade.
	Cascade  bool
	MaxSteps int

	// Blocked is the symbol that closes the top positions of a shorter
	// reel: required with Heights (on the base or free reels), Empty
	// without. It is one of Symbols, on no strip, and neither pays, nor
	// substitutes, nor scatters.
	Blocked slotmech.Symbol

	// Trigger awards free spins by the scatters of a base-game spin,
	// entries by strictly ascending Scatters (see [Award]); empty for a
	// game without free spins. Retrigger awards more during the free
	// spins, likewise; empty for none.
	Trigger   []Award
	Retrigger []Award

	// MaxFreeSpins bounds the free spins of a round (awards beyond it are
	// cut to what is left), at least the largest award; 0 without
	// Trigger.
	MaxFreeSpins int

	// Multiplier is the free spins' multiplier policy; FreeMultiplier is
	// the Fixed policy's multiplier (2 to 1000), 0 under the others.
	Multiplier     Multiplier
	FreeMultiplier int64

	// RoundCapX, if positive, caps a round's win at RoundCapX × the
	// stake: the win that reaches it is cut to what is left, the round
	// ends there, and that spin awards nothing. 0 means no cap.
	RoundCapX int64

	// Bets lists the allowed bets, ascending, each at least 1; the bet is
	// the stake (one mode, games.Standard, of cost 1). DefaultBet is one of
	// them, or 0 for the smallest.
	Bets       []slotmech.Money
	DefaultBet slotmech.Money

	// Maths is a free-form identity of the maths, such as a PAR sheet's
	// name and version; it is part of the configuration data.
	Maths string
}

// maxSteps is the largest Config.MaxSteps, and maxFixed the largest
// Config.FreeMultiplier, New accepts.
const (
	maxSteps     = 1000
	maxFixed     = 1000
	maxFreeSpins = 10_000
)
