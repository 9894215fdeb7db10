// Package itemise turns the results of the library's evaluators into the
// wins of a round's record, [games.Win], without hand conversion: a title
// that evaluates a screen with package lines, cluster or ways appends the
// result's wins to its [games.Step] in one call.
//
//	st := spin.AddStep()
//	st.Screen, st.Factor = scr, res.Total
//	st.Wins = itemise.Ways(st.Wins, &res)
//
// It lives in a package of its own because package games must not import
// the evaluators (it is the contract every title and tool shares), and the
// evaluators must not import games (they know nothing of rounds).
//
// # Mapping
//
// Every function appends one games.Win per win of the result, in the
// result's order, with the win's symbol, its exact factor and its
// positions; Count and Line are:
//
//   - lines: Count is the run's length and Line the payline counted from 1
//     (lines.Win.Line + 1), as people and records number lines;
//   - cluster (pay-anywhere and adjacent): Count is the number of positions
//     that took part and Line is 0;
//   - ways: Count is the run's length in reels (the "N" of N of a kind) and
//     Line is 0; the number of ways is in the positions, and the factor is
//     the pay of one way times the ways weighted by their wild multipliers.
//
// The functions append to dst and return it, as append does, so that a
// title that reuses its games.Detail allocates nothing once the slices have
// grown.
package itemise

import (
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/lines"
	"github.com/slotmech/slotmech/lines/ways"
)

// Lines appends the wins of a payline evaluation to dst: Count is the
// run's length and Line the payline counted from 1.
func Lines(dst []games.Win, res *lines.Result) []games.Win {
	for i := range res.Wins {
		w := &res.Wins[i]
		dst = append(dst, games.Win{Symbol: w.Symbol, Count: w.Length, Line: w.Line + 1, Factor: w.Factor, Positions: w.Positions})
	}
	return dst
}

// Clusters appends the wins of a pay-anywhere or adjacent-cluster
// evaluation to dst: Count is the number of positions that took part, Line
// is 0.
func Clusters(dst []games.Win, res *cluster.Result) []games.Win {
	for i := range res.Wins {
		w := &res.Wins[i]
		dst = append(dst, games.Win{Symbol: w.Symbol, Count: w.Count, Factor: w.Factor, Positions: w.Positions})
	}
	return dst
}

// Ways appends the wins of a ways evaluation to dst: Count is the run's
// length in reels, Line is 0, Ways the run's number of ways, and the
// factor is the win's whole factor (the pay of one way × its weighted
// ways).
func Ways(dst []games.Win, res *ways.Result) []games.Win {
	for i := range res.Wins {
		w := &res.Wins[i]
		dst = append(dst, games.Win{Symbol: w.Symbol, Count: w.Length, Factor: w.Factor, Positions: w.Positions, Ways: w.Ways})
	}
	return dst
}
