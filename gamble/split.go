package gamble

import "github.com/slotmech/slotmech"

// Split applies the odd-split rule of HALF to amount, counted in units of
// unit minor units. With n = amount / unit whole units, the part that stays at
// risk is ⌊n/2⌋ units:
//
//	n even: risked = n/2 × unit
//	n odd:  risked = (n−1)/2 × unit
//	credited = amount − risked
//
// So an odd number of units credits (n−1)/2 + 1 units, and a remainder of
// less than one unit always goes to credit. risked + credited == amount,
// risked is a whole number of units and risked <= credited. Examples: in Kč
// with unit 1, 5 splits into 2 risked and 3 credited; in cents counting whole
// euros (unit 100), 350 splits into 100 risked and 250 credited.
//
// It panics if unit < 1 or amount < 0.
func Split(amount, unit slotmech.Money) (risked, credited slotmech.Money) {
	if unit < 1 || amount < 0 {
		panic("gamble: Split(" + amount.String() + ", " + unit.String() + "): needs amount >= 0 and unit >= 1")
	}
	n := amount / unit
	risked = n / 2 * unit // ⌊n/2⌋ × unit <= amount/2: cannot overflow
	return risked, amount - risked
}
