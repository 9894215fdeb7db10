// Command cascade30 is Cascade 30, a gallery title: 5 reels × 3 rows, 30
// lines, cascading wins refilled from the strips, and a scatter that pays
// on every screen of the cascade and explodes with the winners, composed
// from games/stripgame in one Config (title.go), with every tool of
// games/cli:
//
//	go run ./examples/gallery/cascade30 parsheet
//
// # Rules
//
//   - C30-1 Screen. 5 reels of 3 rows, each stopped on its strip of 24.
//   - C30-2 Lines. 3, 4 or 5 of a symbol from the leftmost reel along one
//     of 30 lines pay × the line bet; the wild (reels 1 to 4) stands for
//     every paying symbol; a line pays its one run.
//   - C30-3 Stars. 3, 4 or 5 or more stars anywhere pay 2, 10 or 50 × the
//     stake, on every screen of the cascade.
//   - C30-4 Cascade. The winning symbols and the stars that paid explode,
//     the symbols above fall, and each reel refills from its strip above
//     its window, until a screen pays nothing.
//   - C30-5 Bet. The bet is the line bet, 1 to 10; the stake is 30 × it.
//
// # RTP
//
// The round is a function of its stops, so its RTP is exact: the full
// cycle of 24⁵ = 7 962 624 combinations (TestFullCycle, under
// SLOTMECH_FULL=1 against a brute force written in the test).
package main

import (
	"os"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/cli"
	"github.com/slotmech/slotmech/games/stripgame"
)

func main() {
	g, err := stripgame.New(cascade30(0))
	if err != nil {
		panic(err)
	}
	os.Exit(cli.New([]games.Game{g}).Main(os.Args[1:]))
}
