package exact_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/internal/cputime"
	"github.com/slotmech/slotmech/lines"
	"github.com/slotmech/slotmech/rng"
)

// classicFive is a classic 5×3 title composed with games/stripgame: 5
// lines paying left to right from 3 of a kind, a wild that pays as SEVEN, a
// scatter paying 2, 10 and 50 × the total bet for 3, 4 and 5 anywhere, a
// line bet, and strips of 32 stops (9 cherries, 7 lemons, 6 plums, 4 bells,
// 2 sevens, 2 wilds and 2 stars each, shuffled with a fixed seed): 32⁵ =
// 33 554 432 combinations, no cascade, an RTP of 96.07% (exact.Marginals
// and FullCycle agree on it: TestMarginalsClassicFive).
func classicFive(tb testing.TB) games.Game {
	return classicGame(tb, classicStrips([]int{9, 7, 6, 4, 2, 2, 2}))
}

// classicStrips returns the 5 strips of a classic game: counts[i] stops of
// symbol i+1 on each, shuffled with a fixed seed (the strips of classicFive
// for its counts).
func classicStrips(counts []int) [][]slotmech.Symbol {
	src := rng.NewStream(5, 5)
	var strips [][]slotmech.Symbol
	for range 5 {
		var strip []slotmech.Symbol
		for i, n := range counts {
			for range n {
				strip = append(strip, slotmech.Symbol(i+1))
			}
		}
		for i := len(strip) - 1; i > 0; i-- { // Fisher–Yates
			j := rng.IntN(src, i+1)
			strip[i], strip[j] = strip[j], strip[i]
		}
		strips = append(strips, strip)
	}
	return strips
}

// classicGame returns the game of classicFive on other strips (symbols 1 to
// 7: cherry, lemon, plum, bell, seven, wild, star).
func classicGame(tb testing.TB, strips [][]slotmech.Symbol) games.Game {
	const (
		cherry slotmech.Symbol = iota + 1
		lemon
		plum
		bell
		seven
		wild
		star
	)
	x := slotmech.Whole
	g, err := stripgame.New(stripgame.Config{
		Name:    "classic-five",
		Symbols: []string{"cherry", "lemon", "plum", "bell", "seven", "wild", "star"},
		Rows:    3,
		Strips:  strips,
		Lines: &lines.Config{
			Lines: [][]int{{1, 1, 1, 1, 1}, {0, 0, 0, 0, 0}, {2, 2, 2, 2, 2}, {0, 1, 2, 1, 0}, {2, 1, 0, 1, 2}},
			Pays: map[slotmech.Symbol][]slotmech.Factor{
				cherry: {0, 0, 0, x(2), x(8), x(25)},
				lemon:  {0, 0, 0, x(4), x(10), x(40)},
				plum:   {0, 0, 0, x(5), x(15), x(60)},
				bell:   {0, 0, 0, x(10), x(40), x(150)},
				seven:  {0, 0, 0, x(25), x(150), x(1000)},
			},
			Wild: wild, WildPaysAs: seven,
		},
		Scatter:     star,
		ScatterPays: []cluster.ScatterPay{{Count: 3, Factor: x(2)}, {Count: 4, Factor: x(10)}, {Count: 5, Factor: x(50)}},
		BetModel:    stripgame.LineBet, Bets: []slotmech.Money{1, 2, 5, 10}, DefaultBet: 1,
	})
	require.NoError(tb, err)
	return g
}

// BenchmarkFullCycleClassic measures exact.FullCycle of the classic 5×3
// game above (33.5 million combinations, lines and a scatter, no cascade)
// at a line bet of 1. cpu-ns/op is the CPU time of the whole process per
// cycle (see internal/cputime) and combinations/cpu-s the combinations per
// CPU-second: per core, whatever the number of workers; combinations/s is
// per second of wall-clock time (which other processes on a shared machine
// lower).
func BenchmarkFullCycleClassic(b *testing.B) {
	g := classicFive(b)
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("workers=%d", workers), func(b *testing.B) {
			var combos int64
			stop := cputime.StartProcess(b)
			for b.Loop() {
				c, err := exact.FullCycle(context.Background(), g, 1, exact.Options{Workers: workers})
				if err != nil {
					b.Fatal(err)
				}
				combos = c.Combinations
			}
			if ns := stop(); ns > 0 {
				b.ReportMetric(float64(combos)*1e9/ns, "combinations/cpu-s")
			}
			b.ReportMetric(float64(combos)*float64(b.N)/b.Elapsed().Seconds(), "combinations/s")
		})
	}
}
