package crystalspin

import (
	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
)

// itemiseSpin starts the itemised story of a game in d: one spin whose
// screen is the first screen. It reuses the memory of d.
func itemiseSpin(d *games.Detail, first *slotmech.Screen) *games.Spin {
	d.Reset()
	spin := d.AddSpin()
	spin.Screen, spin.Multiplier = *first, 1
	return spin
}

// itemiseStep adds one winning evaluation to spin: the screen evaluated, its
// wins (paylines counted from 1), their total factor (before the full-house
// doubling), what the step paid, and the fact [FactFullHouse] on the step
// and the spin if the screen was a full house (CS-9).
func itemiseStep(spin *games.Spin, scr *slotmech.Screen, res *slotmech.Result, full bool, win slotmech.Money, capped bool) {
	st := spin.AddStep()
	st.Screen, st.Factor, st.Win = *scr, res.Total, win
	for _, w := range res.Wins {
		st.Wins = append(st.Wins, games.Win{
			Symbol: w.Symbol, Count: w.Count, Line: w.Line + 1,
			Factor: w.Factor, Positions: w.Positions,
		})
	}
	if full {
		st.Facts.SetFlag(FactFullHouse, true)
		spin.Facts.SetFlag(FactFullHouse, true)
	}
	if capped {
		spin.Capped = true
	}
}
