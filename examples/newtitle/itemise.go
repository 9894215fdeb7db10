package main

// This file writes the story of a round into games.Outcome when the caller
// asks for it (out.Detail): what landed, what each tumble step paid. Tools
// that show or check rounds (scenarios, recall, tests) read it; the
// simulation does not ask for it and pays nothing for it.

import (
	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
)

// newSpin starts the itemised spin for the screen that has just landed, or
// returns nil without out.Detail. It reuses the memory of earlier rounds.
func newSpin(out *games.Outcome, landed *slotmech.Screen) *games.Spin {
	if !out.Detail {
		return nil
	}
	if cap(out.Spins) == 0 {
		out.Spins = make([]games.Spin, 1)
	}
	out.Spins = out.Spins[:1]
	d := &out.Spins[0]
	*d = games.Spin{Screen: *landed, Steps: d.Steps[:0], Multiplier: 1}
	return d
}

// addStep itemises the winning step just evaluated in st: the screen, each
// cluster and the step's pay before the multiplier. It does nothing when d
// is nil.
func addStep(d *games.Spin, st *scratch, bet slotmech.Money) {
	if d == nil {
		return
	}
	// One screen pays at most a few thousand times the bet, and the bet is
	// at most maxBet: this cannot overflow.
	win, _ := st.res.Total.Apply(bet)
	d.Steps = append(d.Steps, games.Step{Screen: st.screen, Factor: st.res.Total, Win: win})
	s := &d.Steps[len(d.Steps)-1]
	for _, w := range st.res.Wins {
		s.Wins = append(s.Wins, games.Win{Symbol: w.Symbol, Count: w.Count, Line: -1, Factor: w.Factor, Positions: w.Positions})
	}
}
