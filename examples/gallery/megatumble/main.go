// Command megatumble is Mega Tumble, a gallery title: six reels whose
// heights are drawn on every spin (2 to 7 rows, up to 117 649 ways),
// tumbling wins, and free spins with a growing multiplier, composed from
// games/stripgame in one Config (title.go), with every tool of games/cli:
//
//	go run ./examples/gallery/megatumble simulate -spins 100000
//
// # Rules
//
//   - MT-1 Screen. 6 reels of 2 to 7 rows: each spin draws every reel's
//     height by weight (2 rows most often, 7 rarely), then its stop on a
//     strip of 44; "#" closes the top of a shorter reel. The ways of a spin
//     are the product of its heights, up to 7⁶ = 117 649 (the fact "ways").
//   - MT-2 Ways. 3 to 6 adjacent reels of a symbol from the leftmost pay,
//     per way, × the bet; the wild (reels 2 to 5) stands for every paying
//     symbol.
//   - MT-3 Tumble. Winning symbols explode, the symbols above fall within
//     their reel's height, and each reel refills from its strip above its
//     window, until nothing wins.
//   - MT-4 Orbs. 4, 5 or 6 or more orbs on the final screen pay 1, 5 or 20
//     × the bet and award 6, 8 or 10 free spins.
//   - MT-5 Free spins. On reels of 2 or 3 rows; a running multiplier
//     grows by 1 with every winning tumble and multiplies each winning free
//     spin; 3 orbs award 2 more, up to 20 free spins in a round.
//   - MT-6 Cap and bet. A round pays at most 10 000 × the stake; bets 20
//     to 500 (the bet is the stake).
//
// # RTP
//
// Its heights are drawn, so it can only be simulated: 90.09% ± 2.39% (99%)
// over 10 million rounds from seed 1, a very volatile game (σ 29 × the
// bet, 1 round in 47 triggers the free spins):
//
//	go run ./examples/gallery/megatumble simulate -spins 10000000
package main

import (
	"os"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/cli"
	"github.com/slotmech/slotmech/games/stripgame"
)

func main() {
	g, err := stripgame.New(megaTumble())
	if err != nil {
		panic(err)
	}
	os.Exit(cli.New([]games.Game{g}).Main(os.Args[1:]))
}
