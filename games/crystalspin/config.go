package crystalspin

import (
	"encoding/json"

	"github.com/slotmech/slotmech"
)

// configData is everything that decides Crystal Spin's outcomes, in the
// canonical form that [Game.ConfigData] encodes.
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

// Alphabet returns the names of the game's symbols (see the package function
// [Alphabet]), for screens in records, views and scenarios.
func (g *Game) Alphabet() *slotmech.Alphabet { return alphabet }

// ConfigData returns the canonical encoding of the game's maths: lines, pay
// table, wild rule, run rule, full-house fruits, line cap, cascade bound and
// reel strips. Its SHA-256 ([games.ConfigID]) identifies the configuration
// in records, simulations and analyses; any change to the strips or pays
// changes it.
//
// The encoding is compact JSON as encoding/json writes it: no spaces, no
// final newline. Its keys are not all sorted. The top level has these keys
// in this order:
//
//	game, reels, rows, lines, pays, wild_pays_as, runs, full_house,
//	line_cap, max_steps, strips
//
// Only pays, keyed by symbol name, has sorted keys (bytewise); each of its
// entries is [PayTable]'s row for runs of 0 to 5 symbols. lines are the
// paylines in order, each the row of every reel (from 0, the top row);
// full_house lists symbol names in the rule's order; line_cap is in cents;
// strips are the reels in order, each its symbol names from stop 0.
//
// To recompute the identity with standard tools, save this program as
// configdata.go and run it in the module's directory:
//
//	package main
//
//	import (
//		"os"
//
//		"github.com/slotmech/slotmech/games/crystalspin"
//	)
//
//	func main() { os.Stdout.Write(crystalspin.New().ConfigData()) }
//
// then
//
//	go run configdata.go | sha256sum
//
// prints the identity. A pretty-printed copy of the encoding gives the
// canonical bytes back with jq -j -c . (jq keeps the keys' order; -j drops
// the final newline); jq -S, which sorts every key, gives another identity.
func (g *Game) ConfigData() []byte {
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
	for r := range g.strips.Reels() {
		strip := make([]string, g.strips.Len(r))
		for i := range strip {
			strip[i] = alphabet.Name(g.strips.Symbol(r, i))
		}
		c.Strips = append(c.Strips, strip)
	}
	b, err := json.Marshal(c) // maps encode with sorted keys: canonical
	if err != nil {
		panic(err) // plain data always encodes
	}
	return b
}
