package stripgame_test

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/lines"
)

// Lucky Five is a classic 5×3 line-bet title: 5 lines, a wild, a scatter
// paying on the total bet, and reel strips of 16 stops (16^5 = 1 048 576
// combinations, a fraction of a second for exact.FullCycle). Its title code
// is the 39 lines from "const (" to the end of luckyFive, blank line
// included; TestLuckyFiveFitsInFortyLines counts them.
const (
	cherry slotmech.Symbol = iota + 1
	lemon
	plum
	bell
	seven
	wild
	star
)

func luckyFive() stripgame.Config {
	x := slotmech.Whole
	return stripgame.Config{
		Name:    "lucky-five",
		Symbols: []string{"cherry", "lemon", "plum", "bell", "seven", "wild", "star"},
		Rows:    3,
		Strips: [][]slotmech.Symbol{
			{cherry, lemon, plum, cherry, bell, lemon, seven, cherry, plum, wild, lemon, star, cherry, plum, bell, lemon},
			{lemon, cherry, plum, bell, cherry, lemon, wild, plum, cherry, seven, lemon, plum, star, cherry, bell, lemon},
			{plum, cherry, lemon, bell, star, cherry, plum, lemon, seven, cherry, wild, lemon, plum, bell, cherry, lemon},
			{cherry, plum, lemon, bell, cherry, seven, lemon, plum, cherry, star, bell, lemon, cherry, wild, plum, lemon},
			{lemon, plum, cherry, bell, lemon, cherry, star, plum, seven, lemon, cherry, bell, plum, wild, cherry, lemon},
		},
		Lines: &lines.Config{
			Lines: [][]int{{1, 1, 1, 1, 1}, {0, 0, 0, 0, 0}, {2, 2, 2, 2, 2}, {0, 1, 2, 1, 0}, {2, 1, 0, 1, 2}},
			Pays: map[slotmech.Symbol][]slotmech.Factor{
				cherry: {0, 0, 0, x(3), x(5), x(25)},
				lemon:  {0, 0, 0, x(3), x(8), x(40)},
				plum:   {0, 0, 0, x(3), x(12), x(60)},
				bell:   {0, 0, 0, x(8), x(40), x(150)},
				seven:  {0, 0, 0, x(25), x(150), x(1000)},
			},
			Wild: wild, WildPaysAs: seven,
		},
		Scatter:     star,
		ScatterPays: []cluster.ScatterPay{{Count: 3, Factor: x(3)}, {Count: 4, Factor: x(10)}, {Count: 5, Factor: x(100)}},
		BetModel:    stripgame.LineBet, Bets: []slotmech.Money{1, 2, 5, 10, 20}, DefaultBet: 10,
	}
}

// Lucky Five is built from its Config and analysed exactly: every one of
// its 1 048 576 combinations of stops is played once.
func ExampleNew() {
	g, err := stripgame.New(luckyFive())
	if err != nil {
		fmt.Println(err)
		return
	}
	c, err := exact.FullCycle(context.Background(), g, 10, exact.Options{Workers: 0})
	if err != nil {
		fmt.Println(err)
		return
	}
	rtp, _ := c.RTP.Float64()
	fmt.Printf("%s: stake %d at a line bet of %d\n", c.Game, c.Stake, c.Bet)
	fmt.Printf("RTP %s = %.4f%%, hit rate %s\n", c.RTP.RatString(), 100*rtp, c.HitRate().RatString())
	// Output:
	// lucky-five: stake 50 at a line bet of 10
	// RTP 62449/65536 = 95.2896%, hit rate 412491/1048576
}

// Lucky Five's title code, from "const (" to the end of luckyFive, is at
// most 40 lines: a classic game in a few lines, as issue 10 asks.
func TestLuckyFiveFitsInFortyLines(t *testing.T) {
	src, err := os.ReadFile("example_classic_test.go")
	if err != nil {
		t.Fatal(err)
	}
	text := string(src)
	start := strings.Index(text, "\nconst (\n")
	end := strings.Index(text, "\nfunc luckyFive()")
	end += strings.Index(text[end:], "\n}\n") + 2
	if n := strings.Count(text[start+1:end], "\n") + 1; start < 0 || n > 40 {
		t.Fatalf("the title code is %d lines", n)
	} else {
		t.Logf("the title code is %d lines", n)
	}
}
