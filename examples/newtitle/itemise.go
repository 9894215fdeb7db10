package main

// This file writes the story of a round into a games.Detail when the caller
// asks for one: what landed, what each tumble step paid. Tools that show or
// check rounds (scenarios, records, tests) read it; the simulation does not
// ask for it and pays nothing for it.

import (
	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
)

// addStep itemises in sp the winning step just evaluated: the screen, each
// cluster (not a line win: Line 0) and the step's pay before the
// multiplier. It reuses the memory of earlier rounds.
func addStep(sp *games.Spin, screen *slotmech.Screen, res *slotmech.Result, bet slotmech.Money) {
	// One screen pays at most a few thousand times the bet, and the bet is
	// at most maxBet: this cannot overflow.
	win, _ := res.Total.Apply(bet)
	st := sp.AddStep()
	st.Screen, st.Factor, st.Win = *screen, res.Total, win
	for _, w := range res.Wins {
		st.Wins = append(st.Wins, games.Win{Symbol: w.Symbol, Count: w.Count, Factor: w.Factor, Positions: w.Positions})
	}
}
