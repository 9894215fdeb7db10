// Command classic is Classic Fruits, a gallery title: a classic line-bet
// game with a scatter, composed from games/stripgame in one Config
// (title.go), with every tool of games/cli:
//
//	go run ./examples/gallery/classic parsheet
//	go run ./examples/gallery/classic simulate -spins 100000
//
// # Rules
//
//   - CF-1 Screen. 5 reels × 3 rows; each reel stops uniformly on its
//     strip of 22 (title.go).
//   - CF-2 Lines. 9 lines; the bet is the line bet and the stake 9 × the
//     bet. 3, 4 or 5 of a fruit from the leftmost reel pay × the line bet.
//   - CF-3 Scatter. 3, 4 or 5 dollars anywhere pay 5, 20 or 100 × the
//     stake.
//   - CF-4 Cap and bet. A round pays at most 2000 × the stake; line bets
//     1 to 50.
//
// # RTP
//
// Exactly 2384835/2576816 = 92.5497%, at every line bet (every pay is a
// whole multiple of the line bet or the stake, so nothing is rounded): the
// par sheet plays all 22⁵ = 5 153 632 combinations at the default line bet
// of 10:
//
//	go run ./examples/gallery/classic parsheet
package main

import (
	"os"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/cli"
	"github.com/slotmech/slotmech/games/stripgame"
)

func main() {
	g, err := stripgame.New(classicFruits())
	if err != nil {
		panic(err)
	}
	os.Exit(cli.New([]games.Game{g}).Main(os.Args[1:]))
}
