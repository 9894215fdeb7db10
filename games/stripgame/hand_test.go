package stripgame_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/lines"
)

// Symbols of the small games of these tests.
const (
	symA slotmech.Symbol = iota + 1
	symB
	symS // the scatter
)

// twoLines is a line-bet game small enough to solve by hand: 3 reels of 2
// rows, every strip A B S, lines 1 (top row) and 2 (bottom row), left to
// right. Three A pay 10 × the line bet, three B 0.25 × the line bet; two
// scatters anywhere pay 0.15 × the stake, three pay 1 × the stake. At a
// line bet of 10 the stake is 2 × 10 = 20.
//
// A reel stopped at 0 shows A over B, at 1 B over S, at 2 S over A. So a
// reel shows one scatter unless it stops at 0, and a line wins only when
// all three reels stop alike. The 27 combinations:
//
//	(0,0,0)          top A A A: 10 × 10 = 100; bottom B B B: 0.25 × 10 = 2.5,
//	                 rounded down to 2 (Factor.Apply); no scatter      102
//	(1,1,1)          top B B B: 2; bottom S S S pays no line;
//	                 3 scatters: 1 × 20 = 20                            22
//	(2,2,2)          top S S S; bottom A A A: 100; 3 scatters: 20      120
//	6 others with no reel at 0 (2×2×2 − 2): 3 scatters, 20 each        120
//	12 with one reel at 0 (3 × 2 × 2): 2 scatters, 0.15 × 20 = 3 each   36
//	6 with two reels at 0, not three (3 × 2): 1 scatter, nothing         0
//
// The cycle pays 400 on 27 × 20 = 540 staked: RTP 20/27. Hits: 3 + 6 + 12
// = 21 of 27, 7/9. By symbol and count: A×3 2 wins, 200; B×3 2 wins, 4;
// scatter×2 12 wins, 36; scatter×3 8 wins, 160. Depths: 6 no win, 21 at
// step 1 (no cascade).
//
// Had the scatter paid on the line bet, or had line pays been factors of
// the stake, or the B pay been rounded after adding, the figures would
// differ: the test pins the line-bet model exactly.
func twoLines() stripgame.Config {
	x := slotmech.Whole
	strip := []slotmech.Symbol{symA, symB, symS}
	return stripgame.Config{
		Name:    "two-lines",
		Symbols: []string{"A", "B", "S"},
		Strips:  [][]slotmech.Symbol{strip, strip, strip},
		Rows:    2,
		Lines: &lines.Config{
			Lines: [][]int{{0, 0, 0}, {1, 1, 1}},
			Pays: map[slotmech.Symbol][]slotmech.Factor{
				symA: {0, 0, 0, x(10)},
				symB: {0, 0, 0, slotmech.MustParseFactor("0.25")},
			},
		},
		Scatter:     symS,
		ScatterPays: []cluster.ScatterPay{{Count: 2, Factor: slotmech.MustParseFactor("0.15")}, {Count: 3, Factor: x(1)}},
		BetModel:    stripgame.LineBet,
		Bets:        []slotmech.Money{1, 2, 5, 10},
		DefaultBet:  10,
	}
}

// toyCascade is the strip toy of package exact's tests built with this
// package: 3 reels of one row, strips r0 = A B A, r1 = A B, r2 = A A B, one
// line; three A pay 2 × the bet, three B 5 × the bet, total bet. After a
// win the three symbols explode and each reel shows the strip position above
// it, until the three differ.
//
// Going up the strips from stop i, the reels show
//
//	r0: i=0 A A B …, i=1 B A A …, i=2 A B A … (period 3)
//	r1: j=0 A B …,   j=1 B A …               (period 2)
//	r2: k=0 A B A …, k=1 A A B …, k=2 B A A … (period 3)
//
// A combination wins only if all three show the same symbol; reel 1 at 1
// shows B, which reel 0 shows only at 1, and reel 1 at 0 shows A, which
// reel 0 shows at 0 and 2. Of the 18 combinations exactly five win:
//
//	(0,0,0) A, then A B B                2
//	(0,0,1) A, then A B A                2
//	(1,1,2) B, A, then A B A             5 + 2 = 7
//	(2,0,0) A, B, A, then A B A          2 + 5 + 2 = 9
//	(2,0,1) A, then B B A                2
//
// (the other 13 differ at once: (0,0,2), (2,0,2) show A A B; (0,1,k),
// (2,1,k) A B ·; (1,0,k) B A ·; (1,1,0), (1,1,1) B B A). At a bet of 10
// the cycle pays 220 on 180: RTP 11/9, hit rate 5/18, depths 0:13, 1:3,
// 2:1, 3:1; A×3 6 wins, 120; B×3 2 wins, 100.
func toyCascade() stripgame.Config {
	x := slotmech.Whole
	return stripgame.Config{
		Name:    "toy-cascade",
		Symbols: []string{"A", "B"},
		Strips:  [][]slotmech.Symbol{{symA, symB, symA}, {symA, symB}, {symA, symA, symB}},
		Rows:    1,
		Lines: &lines.Config{
			Lines: [][]int{{0, 0, 0}},
			Pays:  map[slotmech.Symbol][]slotmech.Factor{symA: {0, 0, 0, x(2)}, symB: {0, 0, 0, x(5)}},
		},
		Cascade:  true,
		MaxSteps: 10,
		Bets:     []slotmech.Money{10},
	}
}

// mustNew builds cfg or fails the test.
func mustNew(t testing.TB, cfg stripgame.Config) games.Game {
	t.Helper()
	g, err := stripgame.New(cfg)
	require.NoError(t, err)
	return g
}

// fullCycle runs the full cycle of g at bet.
func fullCycle(t testing.TB, g games.Game, bet slotmech.Money) *exact.Cycle {
	t.Helper()
	c, err := exact.FullCycle(context.Background(), g, bet, exact.Options{Workers: 2})
	require.NoError(t, err)
	return c
}

// pay is a row of Cycle.Pays.
func pay(sym slotmech.Symbol, count int, wins, paid int64) exact.Pay {
	return exact.Pay{Symbol: sym, Count: count, Wins: wins, Paid: big.NewInt(paid)}
}

// The line-bet model, the scatter on the stake and the rounding, against
// the cycle counted by hand (see twoLines).
func TestFullCycleLineBetByHand(t *testing.T) {
	g := mustNew(t, twoLines())
	stake, err := g.Stake(10, games.Standard)
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(20), stake)
	require.Equal(t, []games.Mode{{Name: games.Standard, Cost: slotmech.Whole(2)}}, g.Modes())

	c := fullCycle(t, g, 10)
	require.Equal(t, int64(27), c.Combinations)
	require.Equal(t, slotmech.Money(20), c.Stake)
	require.Equal(t, big.NewInt(540), c.Wagered)
	require.Equal(t, big.NewInt(400), c.Won)
	require.Zero(t, c.RTP.Cmp(big.NewRat(20, 27)), "RTP %s", c.RTP)
	require.Equal(t, int64(21), c.Hits)
	require.Zero(t, c.HitRate().Cmp(big.NewRat(7, 9)))
	require.Equal(t, []exact.Pay{pay(symA, 3, 2, 200), pay(symB, 3, 2, 4), pay(symS, 2, 12, 36), pay(symS, 3, 8, 160)}, c.Pays)
	require.Equal(t, []int64{6, 21}, c.Depths)
	require.Equal(t, slotmech.Money(120), c.MaxWin)
	require.Equal(t, []exact.WinCount{{Win: 3, Rounds: 12}, {Win: 20, Rounds: 6}, {Win: 22, Rounds: 1}, {Win: 102, Rounds: 1}, {Win: 120, Rounds: 1}}, c.Wins)
	require.Zero(t, c.Capped)
}

// The cascade from the strips, against the cycle counted by hand (see
// toyCascade).
func TestFullCycleCascadeByHand(t *testing.T) {
	c := fullCycle(t, mustNew(t, toyCascade()), 10)
	require.Equal(t, int64(18), c.Combinations)
	require.Equal(t, big.NewInt(220), c.Won)
	require.Zero(t, c.RTP.Cmp(big.NewRat(11, 9)), "RTP %s", c.RTP)
	require.Equal(t, int64(5), c.Hits)
	require.Equal(t, []int64{13, 3, 1, 1}, c.Depths)
	require.Equal(t, []exact.Pay{pay(symA, 3, 6, 120), pay(symB, 3, 2, 100)}, c.Pays)
	require.Equal(t, []exact.WinCount{{Win: 20, Rounds: 3}, {Win: 70, Rounds: 1}, {Win: 90, Rounds: 1}}, c.Wins)
}
