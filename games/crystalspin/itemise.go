package crystalspin

import (
	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/lines"
)

// itemiseSpin starts the itemised story of a game in out: one spin whose
// screen is the first screen. It reuses the memory of out.Spins.
func itemiseSpin(out *games.Outcome, first *slotmech.Screen) *games.Spin {
	out.Spins = out.Spins[:0]
	spin := out.AddSpin()
	spin.Screen, spin.Multiplier = *first, 1
	return spin
}

// itemiseStep adds one winning evaluation to spin: the screen evaluated, its
// wins, their total factor (before the full-house doubling) and what the
// step paid.
func itemiseStep(spin *games.Spin, scr *slotmech.Screen, res *lines.Result, full bool, win slotmech.Money, capped bool) {
	st := spin.AddStep()
	st.Screen, st.Factor, st.Win = *scr, res.Total, win
	for _, w := range res.Wins {
		st.Wins = append(st.Wins, games.Win{
			Symbol: w.Symbol, Count: w.Length, Line: w.Line,
			Factor: w.Factor, Positions: w.Positions,
		})
	}
	if full {
		spin.FullHouse = true
	}
	if capped {
		spin.Capped = true
	}
}
