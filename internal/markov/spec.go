package markov

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/internal/starlight"
)

// ErrSpec is wrapped by the error of a Spec that cannot be evaluated.
var ErrSpec = errors.New("markov: bad spec")

// specError returns the *slotmech.Error of operation op for a Spec that
// cannot be evaluated: field (as Spec names it) and the reason.
func specError(op, field, format string, args ...any) error {
	return &slotmech.Error{Op: op, Field: field, Reason: fmt.Sprintf(format, args...), Err: ErrSpec}
}

// Spec is a pay-anywhere tumble spin as this package models it: Cells
// positions, each landing cell drawn independently from one class table
// (the paying symbols, the scatter, the multiplier class), the same for
// every position, on the first screen and in every refill.
type Spec struct {
	Cells   int     // positions on the screen
	Paying  []int64 // class weight of each paying symbol
	Scatter int64   // class weight of the scatter (never removed)
	Mult    int64   // class weight of the multiplier class (never removed)

	// Pays[j][n] is the factor of n of paying symbol j anywhere, for
	// n = 0 … Cells; a non-zero factor wins and its symbols tumble away.
	Pays [][]slotmech.Factor
	// ScatterPays[n] is the factor of n scatters on the final screen.
	ScatterPays []slotmech.Factor
	Trigger     int // scatters on the final screen that trigger free spins

	// Values and ValueWeights are the multiplier values and their weights
	// (drawn once the class says "multiplier").
	Values, ValueWeights []int64
}

// classes returns the class weights in class order: paying, scatter,
// multiplier.
func (s *Spec) classes() []int64 {
	return append(append([]int64(nil), s.Paying...), s.Scatter, s.Mult)
}

// check validates s for the operation op.
func (s *Spec) check(op string) error {
	if s.Cells < 1 || s.Cells > 255 || len(s.Paying) < 1 || len(s.Paying) > maxPaying {
		return specError(op, "", "%d cells, %d paying symbols: want 1 to 255 cells, 1 to %d symbols", s.Cells, len(s.Paying), maxPaying)
	}
	var t int64
	for _, w := range s.classes() {
		if w < 0 {
			return specError(op, "weights", "weight %d is negative", w)
		}
		t += w
	}
	if t == 0 || len(s.Pays) != len(s.Paying) || len(s.ScatterPays) != s.Cells+1 ||
		len(s.Values) != len(s.ValueWeights) || (s.Mult > 0 && len(s.Values) == 0) {
		return specError(op, "", "no weights, or tables of the wrong size")
	}
	for j, row := range s.Pays {
		if len(row) != s.Cells+1 {
			return specError(op, fmt.Sprintf("Pays[%d]", j), "has %d entries, want %d", len(row), s.Cells+1)
		}
	}
	return nil
}

// meanValue returns the mean multiplier value, exactly (1 without values).
func (s *Spec) meanValue() *big.Rat {
	var num, den int64
	for i, v := range s.Values {
		num += v * s.ValueWeights[i]
		den += s.ValueWeights[i]
	}
	if den == 0 {
		return big.NewRat(1, 1)
	}
	return big.NewRat(num, den)
}

// StarlightBase returns the Spec of Starlight Christmas's base game in
// standard mode (internal/starlight's DefaultMaths, SC-1 … SC-7): 30 cells,
// the nine paying symbols with the pay table of SC-3, the scatter pays of
// SC-4, the trigger of SC-9 and the base game's multiplier values (SC-6).
func StarlightBase() Spec { return starlightSpec(starlight.DefaultMaths().Base) }

// StarlightAnte is [StarlightBase] in the ante mode (SC-11): its own class
// weights, with more scatters; the same pays.
func StarlightAnte() Spec { return starlightSpec(starlight.DefaultMaths().Ante) }

// starlightSpec returns the Spec of Starlight's base game with the class
// weights w.
func starlightSpec(w starlight.Weights) Spec {
	m := starlight.DefaultMaths()
	s := Spec{Cells: starlight.Reels * starlight.Rows, Paying: w.Paying[:],
		Scatter: w.Scatter, Mult: w.Multiplier, Trigger: starlight.TriggerScatters}
	for _, row := range starlight.PayTable() {
		s.Pays = append(s.Pays, ByCount(s.Cells, starlight.Classes(), row[:]))
	}
	s.ScatterPays = make([]slotmech.Factor, s.Cells+1)
	for _, p := range starlight.ScatterPays() {
		for n := p.Count; n <= s.Cells; n++ {
			s.ScatterPays[n] = p.Factor
		}
	}
	v := starlight.MultiplierValues()
	s.Values, s.ValueWeights = v[:], m.BaseValues[:]
	return s
}

// ByCount returns a pay-anywhere row by count, for 0 … cells of a symbol:
// the factor of the class of classes that holds the count, 0 outside them
// (cluster.PayAnywhereConfig's Classes and one symbol's Pays).
func ByCount(cells int, classes []cluster.Range, factors []slotmech.Factor) []slotmech.Factor {
	pays := make([]slotmech.Factor, cells+1)
	for n := range pays {
		for k, c := range classes {
			if c.Contains(n) {
				pays[n] = factors[k]
			}
		}
	}
	return pays
}

// rat returns f as an exact multiple of the bet.
func rat(f slotmech.Factor) *big.Rat { return big.NewRat(int64(f), slotmech.FactorScale) }
