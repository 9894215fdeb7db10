// Command lines10free is Lucky Tens, a gallery title: 10 lines on a line
// bet with free spins, composed from games/stripgame in one Config
// (title.go), with every tool of games/cli:
//
//	go run ./examples/gallery/lines10free simulate -spins 100000
//	go run ./examples/gallery/lines10free parsheet -game lucky-tens-base
//	go run ./examples/gallery/lines10free parsheet -game lucky-tens
//
// # Rules
//
//   - LT-1 Screen. 5 reels × 3 rows; each reel stops uniformly on its
//     strip of 20 (title.go).
//   - LT-2 Lines. 10 lines, paid left to right, the highest win per line,
//     × the line bet; the stake is 10 × the line bet. The wild (reels 2 to
//     4) stands for every symbol but the bell.
//   - LT-3 Bells. 3, 4 or 5 bells anywhere pay 2, 10 or 50 × the stake
//     and award 6 free spins.
//   - LT-4 Free spins. On the same reels; every win × 2, bells included;
//     3 bells award 6 more, with no bound but the library's safety bound
//     (stripgame.MaxRoundFreeSpins).
//   - LT-5 Bet. Line bets 1 to 50; no cap on a round's win.
//
// # RTP
//
// Exactly 19906452809/21512416000 = 92.534715% at any line bet: the base
// game 21457/32000 = 67.053125% over its full cycle of 3 200 000
// combinations, which trigger the free spins with probability
// p = 42579/1600000 (1 in 37.6); a free spin on the same reels pays twice
// a base spin's mean and retriggers with the same p, so a feature plays
// 6/(1 − 6p) = 7.14 spins on average and the RTP is base · (1 + 2p ·
// 6/(1 − 6p)). exact_test.go computes it from a brute force written there
// and checks exact.FreeSpinRTP's fraction and a simulation against it, and
//
//	go run ./examples/gallery/lines10free parsheet -game lucky-tens
//
// prints the same fraction, base game and feature both exact. (The
// library's safety bound on the spins of one round, which a round of this
// title reaches with a probability far below any printed digit, is outside
// the closed form: such a round is an error, never a payout.)
package main

import (
	"os"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/cli"
	"github.com/slotmech/slotmech/games/stripgame"
)

func main() {
	g, err := stripgame.New(luckyTens())
	if err != nil {
		panic(err)
	}
	base, _ := g.(interface{ BaseGame() (games.Game, bool) }).BaseGame()
	os.Exit(cli.New([]games.Game{g, base}).Main(os.Args[1:]))
}
