package cli

import (
	"fmt"

	"github.com/slotmech/slotmech"
)

// parseScreen returns the screen whose rows, top to bottom, are rows: each
// a list of symbol names of a, from the leftmost reel. Every row has the
// same number of reels; the screen fits the library's limits
// (slotmech.MaxReels × slotmech.MaxRows). Errors name the place in the
// user's words, counting rows (from the top) and reels (from the left) from
// 1, as the titles do: `row 2 reel 4: unknown symbol "sunn"`.
func parseScreen(a *slotmech.Alphabet, rows [][]string) (slotmech.Screen, error) {
	switch {
	case len(rows) == 0:
		return slotmech.Screen{}, fmt.Errorf("no rows (want rows top to bottom, each a list of symbol names)")
	case len(rows) > slotmech.MaxRows:
		return slotmech.Screen{}, fmt.Errorf("%d rows, at most %d", len(rows), slotmech.MaxRows)
	case len(rows[0]) == 0:
		return slotmech.Screen{}, fmt.Errorf("row 1 has no symbols")
	case len(rows[0]) > slotmech.MaxReels:
		return slotmech.Screen{}, fmt.Errorf("row 1 has %d symbols, at most %d", len(rows[0]), slotmech.MaxReels)
	}
	s := slotmech.NewScreen(len(rows[0]), len(rows))
	for row, names := range rows {
		if len(names) != s.Reels() {
			return slotmech.Screen{}, fmt.Errorf("row %d has %d symbols, row 1 has %d (one per reel)", row+1, len(names), s.Reels())
		}
		for reel, name := range names {
			sym, err := a.Lookup(name)
			if err != nil {
				return slotmech.Screen{}, fmt.Errorf("row %d reel %d: unknown symbol %q", row+1, reel+1, name)
			}
			s.Set(reel, row, sym)
		}
	}
	return s, nil
}
