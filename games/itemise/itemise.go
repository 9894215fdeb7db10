// Package itemise turns the result of any of the library's evaluators
// (package lines, package lines/ways, package cluster) into the wins of a
// round's record, [games.Win], without hand conversion: a title that
// evaluates a screen appends the result's wins to its [games.Step] in one
// call.
//
//	st := spin.AddStep()
//	st.Screen, st.Factor = scr, res.Total
//	st.Wins = itemise.Wins(st.Wins, &res)
//
// It lives in a package of its own so that package games, the contract
// every title and tool shares, says nothing of evaluation, and the
// evaluators know nothing of rounds: a record numbers paylines from 1, an
// evaluator from 0, and this is the one place that converts.
//
// # Mapping
//
// [Wins] appends one games.Win per [slotmech.Win] of the result, in the
// result's order, with the win's symbol, Count, Ways, exact factor and
// positions; only Line changes: a line win's Line is the payline counted
// from 1 (slotmech.Win.Line + 1), as people and records number lines, and
// every other win (ways, pay-anywhere, clusters; slotmech.Win.Line −1) has
// Line 0.
//
// Wins appends to dst and returns it, as append does, so that a title that
// reuses its games.Detail allocates nothing once the slices have grown.
package itemise

import (
	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
)

// Wins appends the wins of res to dst and returns it: a line win's Line
// counted from 1, 0 for any other win; Count, Ways, Factor and Positions
// as the evaluator reported them.
func Wins(dst []games.Win, res *slotmech.Result) []games.Win {
	for i := range res.Wins {
		w := &res.Wins[i]
		dst = append(dst, games.Win{Symbol: w.Symbol, Count: w.Count, Line: w.Line + 1, Factor: w.Factor, Positions: w.Positions, Ways: w.Ways})
	}
	return dst
}
