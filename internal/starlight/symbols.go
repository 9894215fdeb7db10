package starlight

import (
	"slices"
	"strconv"

	"github.com/slotmech/slotmech"
)

// The symbols of Starlight Christmas (SC-2, SC-6), numbered from 1 in the
// order of [Names]: the nine paying symbols from lowest to highest, the
// scatter, then one symbol per multiplier value (X2 shows ×2, …, X500 ×500).
const (
	Yellow slotmech.Symbol = iota + 1
	Turquoise
	Green
	Blue
	Red
	Star
	Moon
	Heart
	Sun
	Scatter
	X2
	X3
	X4
	X5
	X6
	X8
	X10
	X12
	X15
	X20
	X25
	X50
	X100
	X250
	X500
)

// Screen size (SC-1): 6 reels of 5 rows.
const (
	Reels = 6
	Rows  = 5
)

// Paying is the number of paying symbols (Yellow … Sun); Multipliers the
// number of multiplier symbols (X2 … X500).
const (
	Paying      = 9
	Multipliers = 15
)

// multiplierValues are the values of the multiplier symbols X2 … X500, in
// symbol order (SC-6). Certified data: never changed after start-up.
var multiplierValues = [Multipliers]int64{2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 50, 100, 250, 500}

// MultiplierValues returns the values of the multiplier symbols X2 … X500, in
// symbol order (SC-6): 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 50, 100, 250,
// 500. The array is a copy.
func MultiplierValues() [Multipliers]int64 { return multiplierValues }

// names are the symbol names, symbol i is names[i-1]; never changed after
// start-up.
var names = func() []string {
	n := []string{"yellow", "turquoise", "green", "blue", "red", "star", "moon", "heart", "sun", "scatter"}
	for _, v := range multiplierValues {
		n = append(n, "x"+strconv.FormatInt(v, 10))
	}
	return n
}()

// Names returns the symbol names used in scenarios, records and printed
// screens: symbol i is Names()[i-1], "yellow" … "sun", "scatter", "x2" …
// "x500" (SC-2, SC-6). The slice is the caller's.
func Names() []string { return slices.Clone(names) }

// alphabet names the game's symbols.
var alphabet = func() *slotmech.Alphabet {
	a, err := slotmech.NewAlphabet(names...)
	if err != nil {
		panic(err) // the names above are fixed and distinct
	}
	return a
}()

// Alphabet returns the alphabet that names the game's symbols (see
// [Names]); [Game.Alphabet] returns the same. A [slotmech.Alphabet] is
// immutable, so the one value is shared.
func Alphabet() *slotmech.Alphabet { return alphabet }

// multiplierSymbol returns the multiplier symbol of entry i of
// multiplierValues.
func multiplierSymbol(i int) slotmech.Symbol { return X2 + slotmech.Symbol(i) }

// IsMultiplier reports whether sym is a multiplier symbol (X2 … X500).
func IsMultiplier(sym slotmech.Symbol) bool { return sym >= X2 && sym <= X500 }

// keep is the set of symbols a tumble never removes (SC-5): the scatter and
// every multiplier symbol.
var keep = func() slotmech.SymbolSet {
	s := slotmech.SymbolsOf(Scatter)
	for i := range Multipliers {
		s = s.With(multiplierSymbol(i))
	}
	return s
}()
