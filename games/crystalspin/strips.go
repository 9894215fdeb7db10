package crystalspin

import "github.com/slotmech/slotmech"

// Strips returns the reel strips of the game, one per reel, left to right,
// as a fresh copy. See the package documentation for their design.
func Strips() [][]slotmech.Symbol {
	out := make([][]slotmech.Symbol, Reels)
	for r, strip := range reelStrips {
		out[r] = make([]slotmech.Symbol, len(strip))
		for i := range len(strip) {
			out[r][i] = stripLetter(strip[i])
		}
	}
	return out
}

// stripLetters names the symbols in reelStrips, one letter each:
// W wild, 7 seven, B bell, M melon, G grapes, P plum, X bar, S strawberry,
// O orange, L lemon, C cherry.
const stripLetters = "W7BMGPXSOLC"

// stripLetter returns the symbol of a letter of stripLetters.
// It panics for any other byte: reelStrips is fixed data that a test reads.
func stripLetter(c byte) slotmech.Symbol {
	for i := range len(stripLetters) {
		if stripLetters[i] == c {
			return Wild + slotmech.Symbol(i)
		}
	}
	panic("crystalspin: bad strip letter " + string(rune(c)))
}

// reelStrips are the circular strips, read downward: a reel stopped at stop
// shows reelStrips[r][stop] in the top row and the next two below it; the
// symbols above the window (lower indices, wrapping round) fall in during a
// cascade.
var reelStrips = [Reels]string{
	"OPCSBGLOCX7SPLOCGOXSBCLPM7GSCLXM",
	"LXMOPCSLBWGOXLCSPMOLGCSXBLPO7CSG",
	"SGLXO7CMPSLGOBLXCSWPLOGCMSXLOBPC",
	"PBCSLG7OCLSPMXGOMBCXSPLOGCSWLXLO",
	"MOPWCSLBGOGCLSPMGOLCSXB7PLOCXSLX",
}
