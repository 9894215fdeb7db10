// Package ways evaluates ways pays ("243 ways", "117 649 ways"): a symbol
// pays when it shows on adjacent reels from the leftmost (or, as an option,
// from the rightmost too), wherever it is on each reel, and it pays once
// for every way, a choice of one matching position on each reel of the run.
//
// # Model
//
// For a paying symbol s, a reel matches when it shows s or a wild anywhere.
// The run of s is the number n of adjacent matching reels counted from the
// leftmost reel (from the rightmost, for the right-to-left run of
// BothWays). A run of n reels pays when Config.Pays[s][n] is above 0; only
// the whole run is paid, never a shorter part of it.
//
// The ways of the run are the choices of one matching position on each of
// its n reels that show s at least once: their number is the product, over
// the run's reels, of the matching positions per reel (c_r + w_r, where c_r
// counts s and w_r the wilds on reel r), less the ways made only of wilds
// (the product of the w_r), which pay nothing. On a 5 × 3 screen the most
// ways a symbol can have is 3⁵ = 243.
//
// A wild may carry a multiplier (Wild.Multiplier, 1 for none). A way pays
// the product of the multipliers of the wilds on it, so the run of s pays
//
//	Pays[s][n] × Weight, Weight = Π (c_r + m_r) − Π m_r
//
// where m_r is the sum of the multipliers of the wilds on reel r (a plain
// wild counts 1). Weight is the sum over the ways of the product of their
// wild multipliers; without multiplying wilds it equals the number of ways.
// Everything is exact Factor and integer arithmetic; New bounds the pay
// table so that no total can overflow, and evaluation cannot fail.
//
// With BothWays, each symbol's run from the right pays as well, by the same
// rule. When the run from the left covers every reel, the two runs are the
// same ways, and they are paid once. Otherwise a reel between the two runs
// matches nothing, so they never share a reel: they are different ways, and
// both pay.
//
// Evaluator.Evaluate fills a [slotmech.Result], the library's one win
// shape, with one [slotmech.Win] per paid run, in ascending order of
// symbol and, for a symbol, the run from the left first: Symbol is s
// (never a wild), Line is −1, Count the run's n reels, Ways its ways, and
// Factor the win, Pays[s][n] × Weight (the Weight itself, and the pay of
// one way, are not reported). A win's positions are every position showing
// s or a wild on the reels of its run: the positions a tumble removes.
//
// # Variable reel heights
//
// A screen is a fixed Reels × Rows value; a game whose reels show a
// different number of rows on each spin (Megaways-style) closes the top
// positions of a shorter reel with a symbol of its own, Config.Blocked:
// a reel of height h shows Blocked in its top Rows − h rows. Blocked never
// pays and never substitutes, so it simply matches nothing, and
// Evaluator.Ways counts the open positions: the number of ways of a screen
// is the product of its reels' heights. tumble.Step with a blocked symbol lets the symbols
// of such a screen fall within each reel's height and refills only its open
// positions.
//
// # Errors
//
// Errors are *[slotmech.Error] values, the module's one error type, and
// only New returns errors: it refuses a configuration with one naming the
// field ("Pays: symbol 4 run of 3", "Wilds: wild
// 2"), the value at fault, and wrapping ErrConfig. Messages start with
// "ways: ".
//
// # Concurrency and cost
//
// An Evaluator is immutable and safe for concurrent use. A Result belongs
// to one goroutine; Evaluate overwrites it and reuses its memory, so
// evaluating into a kept Result allocates nothing. Evaluate reads each
// position of the screen once, then looks only at the symbols that show on
// every reel a run needs before it can pay.
//
// # What it is not for
//
// Paylines are package lines; pay-anywhere and adjacent clusters are
// package cluster. Scatters, spin multipliers and caps are the game's, or
// packages multiplier and wincap.
package ways
