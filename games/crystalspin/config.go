package crystalspin

import (
	"encoding/json"

	"github.com/slotmech/slotmech"
)

// configData is everything that decides Crystal Spin's outcomes, in the
// canonical form that the game's ConfigData encodes.
type configData struct {
	Game      string             `json:"game"`
	Reels     int                `json:"reels"`
	Rows      int                `json:"rows"`
	Lines     [][Reels]int       `json:"lines"`
	Pays      map[string][]int64 `json:"pays"` // multiples of the stake for runs of 0…5
	WildPays  string             `json:"wild_pays_as"`
	Runs      string             `json:"runs"`
	FullHouse []string           `json:"full_house"`
	LineCap   slotmech.Money     `json:"line_cap"`
	MaxSteps  int                `json:"max_steps"`
	Strips    [][]string         `json:"strips"`
}

// Alphabet returns the names of the game's symbols (see the symbols' names at
// [Wild]), for screens in records, views and scenarios.
func (g *game) Alphabet() *slotmech.Alphabet { return alphabet }

// ConfigData returns the canonical encoding of the game's maths, described
// in the package documentation ("Configuration data").
func (g *game) ConfigData() []byte {
	c := configData{
		Game: Name, Reels: Reels, Rows: Rows, WildPays: alphabet.Name(Seven),
		Runs:      "any contiguous run of 3 or more, highest win per line, ties to the longer then the leftmost",
		FullHouse: []string{alphabet.Name(Cherry), alphabet.Name(Strawberry), alphabet.Name(Lemon), alphabet.Name(Orange)},
		LineCap:   LineCap, MaxSteps: MaxSteps, Pays: map[string][]int64{},
	}
	for _, l := range paylines {
		c.Lines = append(c.Lines, l)
	}
	for sym, row := range payTable {
		if sym != int(slotmech.Empty) && sym != int(Wild) {
			c.Pays[alphabet.Name(slotmech.Symbol(sym))] = row[:]
		}
	}
	c.Strips = g.names
	b, err := json.Marshal(c) // maps encode with sorted keys: canonical
	if err != nil {
		panic(err) // plain data always encodes
	}
	return b
}
