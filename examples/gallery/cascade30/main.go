// Command cascade30 is Cascade 30, a gallery title: 5 reels × 3 rows, 30
// lines, cascading wins refilled from the strips, and a scatter that pays
// on every screen of the cascade and explodes with the winners, composed
// from games/stripgame in one Config (title.go), with every tool of
// games/cli:
//
//	go run ./examples/gallery/cascade30 simulate -spins 100000
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
// The round is a function of its stops, so its RTP is exact, from the
// full cycle of 24⁵ = 7 962 624 combinations: 231154237/238878720 =
// 96.7664%, of which the stars 48.43%; hit rate 36.44%, σ 3.03 × the
// stake, cascades of up to 5 winning steps. TestFullCycle checks it, and
// the same figure from a brute force written in the test (on strips cut
// to 10 symbols; the whole title under SLOTMECH_FULL=1):
//
//	go run ./examples/gallery/cascade30 parsheet
//
// Paid once on the final screen, staying (the scatter rule before issue
// 29), the same data would give 104.55%.
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
