package cluster

import (
	"strconv"

	"github.com/slotmech/slotmech"
)

// Range is an inclusive range of counts, Min to Max: {8, 9} is "8 or 9 of a
// symbol". A pay table's classes are a list of ranges; the class of a count is
// the range that contains it. A count can never exceed
// [slotmech.MaxPositions], so {12, slotmech.MaxPositions} reads "12 or more".
//
// The zero Range contains nothing useful (Min 0 is refused by the
// constructors). Range is a plain value.
type Range struct {
	Min, Max int
}

// Contains reports whether Min <= n <= Max.
func (r Range) Contains(n int) bool { return r.Min <= n && n <= r.Max }

// String returns the range as "8-9", or "8" when Min == Max.
func (r Range) String() string {
	if r.Min == r.Max {
		return strconv.Itoa(r.Min)
	}
	return strconv.Itoa(r.Min) + "-" + strconv.Itoa(r.Max)
}

// noClass marks a count that falls in no class.
const noClass = -1

// classIndex maps a count to the index of its class, or noClass. It has 256
// entries so that indexing it with a uint8 count needs no bounds check.
type classIndex [256]int8

// newClassIndex validates classes (non-empty, each 1 <= Min <= Max, Min
// reachable on a screen, ascending and non-overlapping; gaps are allowed) and
// returns the count-to-class table.
func newClassIndex(classes []Range) (*classIndex, error) {
	if len(classes) == 0 {
		return nil, configErr("Classes", "", "is empty")
	}
	if len(classes) > 127 {
		return nil, configErr("Classes", strconv.Itoa(len(classes)), "has "+strconv.Itoa(len(classes))+" ranges, want at most 127")
	}
	var idx classIndex
	for i := range idx {
		idx[i] = noClass
	}
	for i, c := range classes {
		field := "Classes[" + strconv.Itoa(i) + "]"
		switch {
		case c.Min < 1:
			return nil, configErr(field, strconv.Itoa(c.Min), "Min is "+strconv.Itoa(c.Min)+", want at least 1")
		case c.Max < c.Min:
			return nil, configErr(field, strconv.Itoa(c.Max), "Max "+strconv.Itoa(c.Max)+" is below Min "+strconv.Itoa(c.Min))
		case c.Min > slotmech.MaxPositions:
			return nil, configErr(field, strconv.Itoa(c.Min), "Min "+strconv.Itoa(c.Min)+" exceeds the largest screen ("+
				strconv.Itoa(slotmech.MaxPositions)+" positions)")
		case i > 0 && c.Min <= classes[i-1].Max:
			return nil, configErr(field, c.String(), "range "+c.String()+" does not start after "+classes[i-1].String())
		}
		for n := c.Min; n <= min(c.Max, slotmech.MaxPositions); n++ {
			idx[n] = int8(i)
		}
	}
	return &idx, nil
}
