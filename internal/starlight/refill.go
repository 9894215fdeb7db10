package starlight

import (
	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

// newRefill validates the class weights w of the part named field and
// returns the part's refill: the library's class-then-value refill
// (tumble.ClassRefill), the same table on every reel, with a class for each
// paying symbol and the scatter and one multiplier class whose second draw
// picks the multiplier symbol by the value weights values (SC-5, SC-6; see
// [Weights]).
//
// Every symbol is therefore a class draw of the class weights, packed three
// cells to a raw value across the screen or step (tumble.ClassRefill's
// FillScreen; see the package documentation, "Maths"), and for the
// multiplier class one rng.Weighted draw of the value weights, in the order
// tumble.Step fills the holes (reels left to right, the lowest hole first).
// The class weights are checked with rng.NewWeighted first, so that a bad
// table is refused with rng's own words ("maths.Base: … weight 3 is
// negative").
func newRefill(field string, w Weights, values [Multipliers]int64) (*tumble.ClassRefill, error) {
	if _, err := rng.NewWeighted(w.classes()); err != nil {
		return nil, mathsError(field, err)
	}
	classes := make([]tumble.Class, 0, Paying+2)
	for i, x := range w.Paying {
		classes = append(classes, tumble.Class{Weight: x, Symbols: []slotmech.Symbol{Yellow + slotmech.Symbol(i)}})
	}
	classes = append(classes, tumble.Class{Weight: w.Scatter, Symbols: []slotmech.Symbol{Scatter}})
	mult := tumble.Class{Weight: w.Multiplier}
	for i, x := range values { // the order of newValues' entries
		mult.Symbols = append(mult.Symbols, multiplierSymbol(i))
		mult.Weights = append(mult.Weights, x)
	}
	classes = append(classes, mult)
	reels := make([][]tumble.Class, Reels)
	for i := range reels {
		reels[i] = classes
	}
	r, err := tumble.NewClassRefill(reels)
	if err != nil {
		return nil, mathsError(field, err) // not reached: the weights and values were checked
	}
	return r, nil
}
