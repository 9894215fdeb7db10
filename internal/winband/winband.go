// Package winband classifies round wins into the bands of multiples of the
// bet that games/sim's Stats count (Stats.Bands) and that the reports of
// internal/report chart: 0, (0,1], (1,2], (2,5], (5,10], (10,20], (20,50],
// (50,100], (100,500], (500,1000], (1000,5000], >5000.
//
// # Model
//
// The comparisons are exact integer ones in minor units: win is in band
// i ≥ 1 when edge(i−1)·bet < win ≤ edge(i)·bet, an edge whose product
// overflows an int64 standing for "above every win". [Limits] holds the
// products for one bet, so that the hot loop of a simulation classifies a
// win with a few comparisons.
//
// # Concurrency
//
// Everything here is a pure function or a value; a Limits may be shared.
//
// # What it is not for
//
// Other band edges: the bands are part of games/sim's JSON form and of the
// exactness of its merges, so they are fixed. It is internal because only
// the module's simulation and reports use it.
package winband

import (
	"math"
	"strconv"

	"github.com/slotmech/slotmech"
)

// Count is the number of bands: a round's win is counted in exactly one of
// them. Band 0 holds the rounds that won nothing.
const Count = 12

// edges are the upper edges of bands 1 … Count−2, in multiples of the bet;
// the last band is open.
var edges = [...]int64{1, 2, 5, 10, 20, 50, 100, 500, 1000, 5000}

// There are exactly Count − 2 edges: the index below is a constant out of
// range, so the package does not compile, if there are more or fewer.
var _ = [1]struct{}{}[len(edges)-(Count-2)]

// Of returns the band (0 … Count−1) of a round that won win at base bet
// bet.
//
// It panics if bet is not positive or win is negative.
func Of(win, bet slotmech.Money) int {
	if bet <= 0 || win < 0 {
		panic("winband: Of(" + win.String() + ", " + bet.String() + "): need win >= 0 and bet > 0")
	}
	t := NewLimits(bet)
	return t.Band(win)
}

// Name returns the name of band i as games/sim's JSON writes it, such as
// "0", "(0,1]", "(1000,5000]" or ">5000".
//
// It panics if i is not in [0, Count).
func Name(i int) string {
	switch {
	case i < 0 || i >= Count:
		panic("winband: Name(" + strconv.Itoa(i) + ") out of range")
	case i == 0:
		return "0"
	case i == Count-1:
		return ">" + strconv.FormatInt(edges[Count-3], 10)
	}
	lo := int64(0)
	if i > 1 {
		lo = edges[i-2]
	}
	return "(" + strconv.FormatInt(lo, 10) + "," + strconv.FormatInt(edges[i-1], 10) + "]"
}

// Limits holds the upper edges of the closed bands in minor units for one
// bet, so that classifying a win is a few integer comparisons.
type Limits [len(edges)]slotmech.Money

// NewLimits returns the edges edge·bet for bet > 0. An edge whose product
// overflows is held as MaxInt64: every win is at most that, exactly as it
// is at most the true product.
func NewLimits(bet slotmech.Money) Limits {
	var t Limits
	for i, e := range edges {
		m, err := bet.Mul(e)
		if err != nil {
			m = math.MaxInt64
		}
		t[i] = m
	}
	return t
}

// Band returns the band of win ≥ 0. Most rounds win nothing or little, so
// a linear scan from the bottom is the fastest search.
func (t *Limits) Band(win slotmech.Money) int {
	if win == 0 {
		return 0
	}
	for i, lim := range t {
		if win <= lim {
			return i + 1
		}
	}
	return Count - 1
}
