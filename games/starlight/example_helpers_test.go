package starlight_test

import (
	"strings"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games/starlight"
)

// mustScreen is grid for examples.
func mustScreen(rows ...string) slotmech.Screen {
	s := slotmech.NewScreen(6, 5)
	for row, line := range rows {
		for reel, n := range strings.Fields(line) {
			sym, err := starlight.New().Alphabet().Lookup(n)
			if err != nil {
				panic(err)
			}
			s.Set(reel, row, sym)
		}
	}
	return s
}

// mustLists is lists for examples.
func mustLists(reels ...string) [][]slotmech.Symbol {
	ls := make([][]slotmech.Symbol, 6)
	for r := range ls {
		ls[r] = []slotmech.Symbol{}
		if r < len(reels) {
			for _, n := range strings.Fields(reels[r]) {
				sym, err := starlight.New().Alphabet().Lookup(n)
				if err != nil {
					panic(err)
				}
				ls[r] = append(ls[r], sym)
			}
		}
	}
	return ls
}
