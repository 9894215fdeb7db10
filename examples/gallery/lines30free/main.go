// Command lines30free is Thirty Stars, a gallery title: 30 lines on a line
// bet with free spins, composed from games/stripgame in one Config
// (title.go), with every tool of games/cli:
//
//	go run ./examples/gallery/lines30free simulate -spins 100000
//	go run ./examples/gallery/lines30free parsheet -game thirty-stars-base
//	go run ./examples/gallery/lines30free parsheet -game thirty-stars
//
// # Rules
//
//   - TS-1 Screen. 5 reels × 3 rows; each reel stops uniformly on its
//     strip of 20 (title.go).
//   - TS-2 Lines. 30 lines, paid left to right, the highest win per line,
//     × the line bet; the stake is 30 × the line bet exactly, so every pay
//     is exact (no pay is divided by 30). The wild (reels 2 to 4) stands
//     for every symbol but the star; wilds alone pay as sevens.
//   - TS-3 Stars. 3, 4 or 5 stars anywhere pay 2, 10 or 50 × the stake
//     and award 8 free spins.
//   - TS-4 Free spins. On their own strips, richer in wilds; 3 stars award
//     4 more, up to 200 free spins in a round.
//   - TS-5 Bet. Line bets 1 to 10.
//
// # RTP
//
// 92.706240% at a line bet of 1, exactly (exact.FreeSpinRTP's fraction,
// rounded here): the base game 21457/32000 = 67.053125% over its
// full cycle of 3 200 000 combinations (main_test.go checks it against a
// brute force written there), which trigger the free spins with
// probability exactly 42579/1600000 (1 in 37.6), and the free spins over
// the full cycle of their strips, 8.953027 of them per trigger up to the
// bound of 200 (exact_test.go checks the fraction against an independent
// computation, and a simulation agrees):
//
//	go run ./examples/gallery/lines30free parsheet -game thirty-stars
//
// Every line of a game whose reels stop uniformly and independently pays
// alike, so the base game's RTP is that of Lucky Tens (lines10free), whose
// strips and pays it shares: what 30 lines change is the stake, 30 line
// bets, and the spread of a round's win.
package main

import (
	"os"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/cli"
	"github.com/slotmech/slotmech/games/stripgame"
)

func main() {
	g, err := stripgame.New(thirtyStars())
	if err != nil {
		panic(err)
	}
	base, _ := g.(interface{ BaseGame() (games.Game, bool) }).BaseGame()
	os.Exit(cli.New([]games.Game{g, base}).Main(os.Args[1:]))
}
