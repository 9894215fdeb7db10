package exact_test

import (
	"context"
	"fmt"
	"math/big"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/lines"
)

// The exact figures of a tiny strip game, built with games/stripgame: three
// reels of one row, one line, strips of 3, 3 and 4 stops (36
// combinations), and a scatter that pays anywhere. FullCycle plays every
// combination once; every figure is an exact fraction.
//
// By hand, at a bet of 10: apple apple apple shows on 1 × 1 × 2 stops and
// pays 50, bell bell bell on 1 × 1 × 1 and pays 100; two or more stars show
// on 3 + 2 + 2 + 1 = 8 combinations (7 of them with two, 1 with three) and
// pay 10. So the cycle pays 100 + 100 + 80 = 280 on 360 staked: RTP 7/9, in
// 11 winning combinations. Pays lists each symbol and count; a pay's share
// of the RTP is its Paid over Wagered.
func ExampleFullCycle() {
	const apple, bell, star = 1, 2, 3
	g, err := stripgame.New(stripgame.Config{
		Name:    "tiny",
		Symbols: []string{"apple", "bell", "star"},
		Strips:  [][]slotmech.Symbol{{apple, bell, star}, {apple, star, bell}, {bell, apple, star, apple}},
		Rows:    1,
		Lines: &lines.Config{
			Lines: [][]int{{0, 0, 0}},
			Pays: map[slotmech.Symbol][]slotmech.Factor{
				apple: {0, 0, 0, slotmech.Whole(5)},
				bell:  {0, 0, 0, slotmech.Whole(10)},
			},
		},
		Scatter:     star,
		ScatterPays: []cluster.ScatterPay{{Count: 2, Factor: slotmech.Whole(1)}},
		Bets:        []slotmech.Money{10},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	c, err := exact.FullCycle(context.Background(), g, 10, exact.Options{Workers: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%d combinations, RTP %s, hit rate %s\n", c.Combinations, c.RTP.RatString(), c.HitRate().RatString())
	for _, p := range c.Pays {
		share := new(big.Rat).SetFrac(p.Paid, c.Wagered)
		fmt.Printf("%-5s × %d wins: %d, paid %s, RTP share %s\n", g.Alphabet().Name(p.Symbol), p.Count, p.Wins, p.Paid, share.RatString())
	}
	// Output:
	// 36 combinations, RTP 7/9, hit rate 11/36
	// apple × 3 wins: 2, paid 100, RTP share 5/18
	// bell  × 3 wins: 1, paid 100, RTP share 5/18
	// star  × 2 wins: 7, paid 70, RTP share 7/36
	// star  × 3 wins: 1, paid 10, RTP share 1/36
}
