package sim

import (
	"math"
	"strconv"

	"github.com/slotmech/slotmech"
)

// NumBands is the number of bands of the win distribution in [Stats]: a
// round's win is counted in exactly one of
//
//	0, (0,1], (1,2], (2,5], (5,10], (10,20], (20,50], (50,100],
//	(100,500], (500,1000], (1000,5000], >5000
//
// multiples of the base bet. Band 0 holds the rounds that won nothing.
const NumBands = 12

// bandEdges are the upper edges of bands 1 … NumBands−2, in multiples of the
// bet; the last band is open.
var bandEdges = [...]int64{1, 2, 5, 10, 20, 50, 100, 500, 1000, 5000}

// There are exactly NumBands − 2 edges: the index below is a constant out
// of range, so the package does not compile, if there are more or fewer.
var _ = [1]struct{}{}[len(bandEdges)-(NumBands-2)]

// BandOf returns the band (0 … NumBands−1) of a round that won win at base
// bet bet. The comparisons are exact integer ones: win is in band i ≥ 1 when
// edge(i−1)·bet < win ≤ edge(i)·bet.
//
// It panics if bet is not positive or win is negative.
func BandOf(win, bet slotmech.Money) int {
	if bet <= 0 || win < 0 {
		panic("games: BandOf(" + win.String() + ", " + bet.String() + "): need win >= 0 and bet > 0")
	}
	t := newBandLimits(bet)
	return t.band(win)
}

// BandName returns the name of band i as used in JSON, such as "0",
// "(0,1]", "(1000,5000]" or ">5000".
//
// It panics if i is not in [0, NumBands).
func BandName(i int) string {
	switch {
	case i < 0 || i >= NumBands:
		panic("games: BandName(" + strconv.Itoa(i) + ") out of range")
	case i == 0:
		return "0"
	case i == NumBands-1:
		return ">" + strconv.FormatInt(bandEdges[NumBands-3], 10)
	}
	lo := int64(0)
	if i > 1 {
		lo = bandEdges[i-2]
	}
	return "(" + strconv.FormatInt(lo, 10) + "," + strconv.FormatInt(bandEdges[i-1], 10) + "]"
}

// bandLimits holds the upper edges of the closed bands in minor units for
// one bet, so that classifying a win is a few integer comparisons.
type bandLimits [len(bandEdges)]slotmech.Money

// newBandLimits returns the edges edge·bet for bet > 0. An edge whose product
// overflows is held as MaxInt64: every win is at most that, exactly as it is
// at most the true product.
func newBandLimits(bet slotmech.Money) bandLimits {
	var t bandLimits
	for i, e := range bandEdges {
		m, err := bet.Mul(e)
		if err != nil {
			m = math.MaxInt64
		}
		t[i] = m
	}
	return t
}

// band returns the band of win ≥ 0. Most rounds win nothing or little, so a
// linear scan from the bottom is the fastest search.
func (t *bandLimits) band(win slotmech.Money) int {
	if win == 0 {
		return 0
	}
	for i, lim := range t {
		if win <= lim {
			return i + 1
		}
	}
	return NumBands - 1
}
