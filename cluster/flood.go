package cluster

import "github.com/slotmech/slotmech"

// Bit boards. Position p = reel×8 + row is bit p of a PosSet, so each reel is
// one byte: shifting a set by 8 moves it one reel right or left (bits shifted
// past reel 0 or 7 fall off the word), and shifting by 1 moves it one row down
// or up, except that row 7 of one reel would spill into row 0 of the next;
// these masks cut that spill.
const (
	firstRows slotmech.PosSet = 0x0101_0101_0101_0101 // row 0 of every reel
	lastRows  slotmech.PosSet = 0x8080_8080_8080_8080 // row 7 of every reel
)

// touching returns every position horizontally or vertically adjacent to a
// position of c (positions of c included only if they touch another one).
func touching(c slotmech.PosSet) slotmech.PosSet {
	return c<<8 | c>>8 | (c<<1)&^firstRows | (c>>1)&^lastRows
}

// spread returns c together with every position adjacent to it.
func spread(c slotmech.PosSet) slotmech.PosSet { return c | touching(c) }

// component returns the set of positions of within connected to seed by
// horizontal and vertical steps inside within (a flood fill over the whole
// frontier at once). seed must be a subset of within.
func component(seed, within slotmech.PosSet) slotmech.PosSet {
	c := seed
	for {
		next := spread(c) & within
		if next == c {
			return c
		}
		c = next
	}
}
