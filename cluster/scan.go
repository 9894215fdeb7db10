package cluster

import "github.com/slotmech/slotmech"

// symbolPositions holds, for every symbol value below MaxSymbols, the set of
// positions that show it.
type symbolPositions [slotmech.MaxSymbols]slotmech.PosSet

// scan adds the positions of s to where, sorted by symbol, in one pass over
// the screen (where starts out zero) and reports whether every symbol was
// below MaxSymbols. This is the hot loop of the adjacent evaluator
// (pay-anywhere only needs counts; see laneCounter).
//
// A Screen may hold any byte as a Symbol, but game symbols are below
// MaxSymbols, so the loop indexes by sym mod MaxSymbols (no bounds check,
// no table lookup) and remembers whether any symbol was out of range. In
// that rare case, the sets of the symbols the caller needs are recomputed
// exactly (see exact), so an out-of-range symbol can never pay as another.
func (where *symbolPositions) scan(s *slotmech.Screen) (clean bool) {
	var seen slotmech.Symbol // the OR of every symbol: tells whether any is >= MaxSymbols
	for reel := range s.Reels() {
		bit := slotmech.PosSet(1) << (reel * slotmech.MaxRows)
		for _, sym := range s.Reel(reel) {
			where[sym%slotmech.MaxSymbols] |= bit
			seen |= sym
			bit <<= 1
		}
	}
	return seen < slotmech.MaxSymbols
}
