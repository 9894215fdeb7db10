package starlight

import (
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
)

// countClasses are the count classes of the pay table (SC-3); payTable the
// factors of each paying symbol per class; scatterPays the scatter pays
// (SC-4). Certified data: never changed after start-up; the exported
// functions below return copies.
var (
	countClasses = []cluster.Range{{Min: 8, Max: 9}, {Min: 10, Max: 11}, {Min: 12, Max: slotmech.MaxPositions}}

	payTable = [Paying][3]slotmech.Factor{
		{f("0.25"), f("0.75"), f("2")}, // yellow
		{f("0.40"), f("0.90"), f("4")}, // turquoise
		{f("0.50"), f("1"), f("5")},    // green
		{f("0.80"), f("1.20"), f("8")}, // blue
		{f("1"), f("1.50"), f("10")},   // red
		{f("1.50"), f("2"), f("12")},   // star
		{f("2"), f("5"), f("15")},      // moon
		{f("2.50"), f("10"), f("25")},  // heart
		{f("10"), f("25"), f("50")},    // sun
	}

	scatterPays = []cluster.ScatterPay{
		{Count: 4, Factor: slotmech.Whole(3)},
		{Count: 5, Factor: slotmech.Whole(5)},
		{Count: 6, Factor: slotmech.Whole(100)},
	}
)

// Classes returns the count classes of the pay table (SC-3): 8–9, 10–11 and
// 12 or more of a symbol anywhere on the screen. The slice is the caller's.
func Classes() []cluster.Range { return slices.Clone(countClasses) }

// PayTable returns each paying symbol's factor (a multiple of the base bet)
// for each class of [Classes], Yellow first (SC-3). The array is a copy.
func PayTable() [Paying][3]slotmech.Factor { return payTable }

// ScatterPays returns the scatter pays (SC-4): 4 scatters pay 3 × the base
// bet, 5 pay 5 × and 6 or more pay 100 ×. The slice is the caller's.
func ScatterPays() []cluster.ScatterPay { return slices.Clone(scatterPays) }

func f(s string) slotmech.Factor { return slotmech.MustParseFactor(s) }

// payConfig returns the cluster configuration of the pay table.
func payConfig() cluster.PayAnywhereConfig {
	pays := make(map[slotmech.Symbol][]slotmech.Factor, Paying)
	for i, row := range payTable {
		pays[Yellow+slotmech.Symbol(i)] = slices.Clone(row[:])
	}
	return cluster.PayAnywhereConfig{Classes: slices.Clone(countClasses), Pays: pays, Scatter: Scatter, ScatterPays: slices.Clone(scatterPays)}
}

// DescribePays returns the pay table for people, as PAR sheets print it: a
// row per paying symbol, Yellow first, a column per count class of SC-3
// (8–9, 10–11, 12+), each cell the multiple of the base bet it pays, the
// scatter's pays of SC-4 in a row of their own (4, 5, 6+), and a note with
// the multipliers (SC-7, SC-8) and the cap (SC-12). It is a
// [games.PayTableDescriber]; a new table each call.
func (g *Game) DescribePays() *games.PayTable {
	t := &games.PayTable{Columns: []string{"8–9", "10–11", "12+"},
		Note: "× the base bet, anywhere on the screen (SC-3); scatter: 4, 5, 6+ scatters (SC-4); multiplier symbols multiply a winning spin (SC-7), free spins keep a running total (SC-8); a round pays at most 5000 × the bet (SC-12)"}
	a := g.Alphabet()
	for i, pays := range payTable {
		row := games.PayRow{Symbol: a.Name(Yellow + slotmech.Symbol(i))}
		for _, f := range pays {
			row.Pays = append(row.Pays, f.String())
		}
		t.Rows = append(t.Rows, row)
	}
	sc := games.PayRow{Symbol: a.Name(Scatter)}
	for _, p := range scatterPays {
		sc.Pays = append(sc.Pays, p.Factor.String())
	}
	t.Rows = append(t.Rows, sc)
	return t
}
