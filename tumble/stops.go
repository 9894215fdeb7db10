package tumble

import (
	"strconv"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
)

// DrawStops draws a stop position for every strip, in one call: stops[r] =
// rng.IntN(src, n) for strip r of n positions, reels from left to right, one
// exactly uniform draw each. It is the draw of a strip game's spin (games/stripgame's Play
// draws the same values in the same order), so a round recorded with it
// replays with it. It does not allocate.
//
// It panics if len(stops) is not the number of strips.
func (s *Strips) DrawStops(src rng.Source, stops []int) {
	if len(stops) != len(s.strips) {
		panic("tumble: DrawStops: " + strconv.Itoa(len(stops)) + " stops for " + strconv.Itoa(len(s.strips)) + " strips")
	}
	for r := range stops {
		stops[r] = rng.IntN(src, len(s.strips[r]))
	}
}

// WindowHeights fills scr with the window of the strips stopped at stops
// when reel r shows only heights[r] rows (variable reel heights): its top
// Rows()−heights[r] positions show blocked, and rows Rows()−heights[r]
// to Rows()−1 show positions stops[r], stops[r]+1, … of strip r (modulo
// its length). With every height Rows() it is [Strips.Window].
//
// The strip continues upward above the shortened window exactly as above a
// whole one: a [StripRefill] reset to the same stops ([StripRefill.Reset])
// refills such a reel from strip[stops[r]−1] upward, through [Step] with the blocked symbol.
//
// It returns an error wrapping [ErrConfig], leaving scr unchanged, for stops
// that [Strips.Window] refuses, heights not one per reel or a height outside
// 1 to scr.Rows(). It does not allocate.
func (s *Strips) WindowHeights(scr *slotmech.Screen, stops, heights []int, blocked slotmech.Symbol) error {
	if len(heights) != scr.Reels() {
		return inputFailure("WindowHeights", "", strconv.Itoa(len(heights)), badStops, strconv.Itoa(len(heights))+" heights for a screen of "+strconv.Itoa(scr.Reels())+" reels")
	}
	for reel, h := range heights {
		if h < 1 || h > scr.Rows() {
			return inputFailure("WindowHeights", "reel "+strconv.Itoa(reel), strconv.Itoa(h), badStops, "height "+strconv.Itoa(h)+" is outside 1.."+strconv.Itoa(scr.Rows()))
		}
	}
	if err := s.Window(scr, stops); err != nil {
		return err
	}
	rows := scr.Rows()
	for reel, h := range heights {
		col := scr.Reel(reel)
		copy(col[rows-h:], col[:h])
		for row := range rows - h {
			col[row] = blocked
		}
	}
	return nil
}
