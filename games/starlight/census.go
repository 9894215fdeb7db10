package starlight

import "github.com/slotmech/slotmech"

// census counts the symbols of a 6 × 5 screen in one word, in fields of
// censusBits bits: field i (i = 0…8) counts the paying symbol Yellow+i,
// field 9 the scatters and field 10 the multiplier symbols of every value.
// A screen has 30 positions and a field holds up to 31, so no count carries
// into the next field. Other symbols are not counted.
//
// A spin evaluates its screen after every tumble and most screens pay
// nothing; the census tells that, the scatter count and whether any
// multiplier shows, with one table lookup and one addition per position, so
// that the pay evaluation, the scatter count and the multiplier sum are
// done only when they can find something.
type census uint64

// censusBits is the width of a census field.
const censusBits = 5

// Census fields of the scatter and of the multiplier symbols.
const (
	scatterField    = Paying
	multiplierField = Paying + 1
)

// censusOne[sym] is the census of a screen showing sym once. It has an entry
// for every byte, so any symbol a screen holds can index it.
var censusOne = func() (t [256]census) {
	for i := range Paying {
		t[Yellow+slotmech.Symbol(i)] = 1 << (censusBits * i)
	}
	t[Scatter] = 1 << (censusBits * scatterField)
	for i := range Multipliers {
		t[multiplierSymbol(i)] = 1 << (censusBits * multiplierField)
	}
	return t
}()

// eightOrMore has, in each paying symbol's field, the bits worth 8 and 16:
// a field (at most 31) is 8 or more exactly when one of them is set.
var eightOrMore = func() (m census) {
	for i := range Paying {
		m |= 0b11000 << (censusBits * i)
	}
	return m
}()

// takeCensus counts the symbols of s, a 6 × 5 screen: the sum of the
// census of every position. Each reel word holds the reel's Rows = 5 symbols
// in its low five bytes, written out so that the additions do not wait on a
// loop.
func takeCensus(s *slotmech.Screen) census {
	var c census
	for reel := range Reels {
		w := s.ReelWord(reel)
		c += censusOne[uint8(w)] + censusOne[uint8(w>>8)] + censusOne[uint8(w>>16)] +
			censusOne[uint8(w>>24)] + censusOne[uint8(w>>32)]
	}
	return c
}

// takeCensus reads five rows a reel.
var _ [Rows - 5]struct{} // a compile error if Rows is below 5
var _ [5 - Rows]struct{} // or above

// field returns field i of c.
func (c census) field(i int) int { return int(c>>(censusBits*i)) & (1<<censusBits - 1) }

// eightOfAKind reports whether some paying symbol shows 8 or more times.
func (c census) eightOfAKind() bool { return c&eightOrMore != 0 }

// scatters returns the number of scatters.
func (c census) scatters() int { return c.field(scatterField) }

// multipliers returns the number of multiplier symbols.
func (c census) multipliers() int { return c.field(multiplierField) }
