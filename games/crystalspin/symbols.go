package crystalspin

import "github.com/slotmech/slotmech"

// The symbols of Crystal Spin (CS-2), numbered from 1 in the order of the
// pay table, highest first. Their names, as scenarios and printed screens
// spell them and the game's Alphabet returns them, are "wild", "seven",
// "bell", "melon", "grapes", "plum", "bar", "strawberry", "orange", "lemon"
// and "cherry" for [Wild] … [Cherry]; the alphabet is shared and immutable.
const (
	Wild       slotmech.Symbol = iota + 1 // substitutes for every symbol (CS-7)
	Seven                                 // the highest symbol; a run of wilds only pays as SEVEN
	Bell                                  // BELL
	Melon                                 // MELON
	Grapes                                // GRAPES
	Plum                                  // PLUM
	Bar                                   // BAR
	Strawberry                            // STRAWBERRY, a full-house fruit (CS-9)
	Orange                                // ORANGE, a full-house fruit (CS-9)
	Lemon                                 // LEMON, a full-house fruit (CS-9)
	Cherry                                // CHERRY, a full-house fruit (CS-9)
)

// numSymbols is the number of symbols of the game (CS-2): symbols are 1 to
// numSymbols.
const numSymbols = 11

// symbolNames are the names of symbols 1 … numSymbols.
var symbolNames = [numSymbols]string{
	"wild", "seven", "bell", "melon", "grapes", "plum", "bar",
	"strawberry", "orange", "lemon", "cherry",
}

// alphabet is built once; an Alphabet is immutable.
var alphabet = func() *slotmech.Alphabet {
	a, err := slotmech.NewAlphabet(symbolNames[:]...)
	if err != nil {
		panic(err) // the names above are fixed and distinct; a test checks them
	}
	return a
}()

// fruits are the symbols whose full screen doubles a step's win (CS-9).
var fruits = slotmech.SymbolsOf(Cherry, Strawberry, Lemon, Orange)

// validSymbol reports whether s is a Crystal Spin symbol.
func validSymbol(s slotmech.Symbol) bool { return s >= Wild && s <= Cherry }
