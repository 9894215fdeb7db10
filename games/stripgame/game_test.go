package stripgame_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/gamestest"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/lines"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

// symC is a third paying symbol of the pay-anywhere games.
const symC = symS + 1

// smallAnywhere is a 3×2 pay-anywhere cascade game small enough to follow
// by hand: 4 or more of a symbol pay, A 1 × the bet, B 2 ×, C 3 ×. The
// strips are r0 = A A B C, r1 = A A C B, r2 = A A B B. See
// TestCascadeRefillsFromTheStrips for a round followed step by step.
func smallAnywhere() stripgame.Config {
	x := slotmech.Whole
	return stripgame.Config{
		Name:    "small-anywhere",
		Symbols: []string{"A", "B", "S", "C"},
		Strips:  [][]slotmech.Symbol{{symA, symA, symB, symC}, {symA, symA, symC, symB}, {symA, symA, symB, symB}},
		Rows:    2,
		Anywhere: &cluster.PayAnywhereConfig{
			Classes: []cluster.Range{{Min: 4, Max: 6}},
			Pays:    map[slotmech.Symbol][]slotmech.Factor{symA: {x(1)}, symB: {x(2)}, symC: {x(3)}},
		},
		Cascade:  true,
		MaxSteps: 20,
		MinBet:   10, MaxBet: 1000, BetStep: 10, DefaultBet: 100,
	}
}

// bigAnywhere is a 5×4 pay-anywhere cascade game with a scatter and a
// round cap, with wins frequent enough for the contract checks to see
// cascades, scatters and the cap.
func bigAnywhere() stripgame.Config {
	x := slotmech.Whole
	a, b, s, c := symA, symB, symS, symC
	return stripgame.Config{
		Name:    "big-anywhere",
		Symbols: []string{"A", "B", "S", "C"},
		Strips: [][]slotmech.Symbol{
			{a, b, a, c, s, a, b, c, a, b}, {b, a, c, a, b, s, c, a, b, a}, {a, c, b, a, s, b, a, c, a, b},
			{c, a, b, a, c, b, s, a, b, a}, {a, b, c, a, b, a, c, s, b, a},
		},
		Rows: 4,
		Anywhere: &cluster.PayAnywhereConfig{
			Classes: []cluster.Range{{Min: 8, Max: 9}, {Min: 10, Max: 12}, {Min: 13, Max: slotmech.MaxPositions}},
			Pays: map[slotmech.Symbol][]slotmech.Factor{
				a: {slotmech.MustParseFactor("0.5"), x(2), x(10)},
				b: {x(1), x(4), x(20)},
				c: {x(2), x(8), x(50)},
			},
		},
		Scatter:     s,
		ScatterPays: []cluster.ScatterPay{{Count: 3, Factor: x(5)}},
		Cascade:     true,
		MaxSteps:    200,
		RoundCapX:   20,
		MinBet:      1, MaxBet: 1000, BetStep: 1, DefaultBet: 10,
		Maths: "big-anywhere test 1",
	}
}

// cappedLines is a 5×3 cascade line game, any run of 3 or more, with a
// wild, a line cap and a round cap.
func cappedLines() stripgame.Config {
	x := slotmech.Whole
	a, b, w, c := symA, symB, symS, symC // S is the wild here
	return stripgame.Config{
		Name:    "capped-lines",
		Symbols: []string{"A", "B", "W", "C"},
		Strips: [][]slotmech.Symbol{
			{a, b, c, a, w, b, c, a, b}, {b, c, a, b, a, c, w, b, a}, {c, a, b, w, c, a, b, a, c},
			{a, c, b, a, b, w, c, a, b}, {b, a, c, b, a, c, a, w, b},
		},
		Rows: 3,
		Lines: &lines.Config{
			Lines:     [][]int{{1, 1, 1, 1, 1}, {0, 0, 0, 0, 0}, {2, 2, 2, 2, 2}, {0, 1, 2, 1, 0}, {2, 1, 0, 1, 2}},
			Pays:      map[slotmech.Symbol][]slotmech.Factor{a: {0, 0, 0, x(1), x(4), x(20)}, b: {0, 0, 0, x(2), x(8), x(40)}, c: {0, 0, 0, x(3), x(12), x(60)}},
			Direction: lines.AnyRun,
			Wild:      w, WildPaysAs: c,
		},
		Cascade: true, MaxSteps: 100,
		LineCap: 2000, RoundCapX: 50,
		Bets: []slotmech.Money{5, 10, 20, 50, 100}, DefaultBet: 20,
	}
}

// allGames returns every game of the tests, by name.
func allGames(t testing.TB) map[string]games.Game {
	out := map[string]games.Game{}
	for _, cfg := range []stripgame.Config{twoLines(), toyCascade(), smallAnywhere(), bigAnywhere(), cappedLines(), luckyFive()} {
		out[cfg.Name] = mustNew(t, cfg)
	}
	return out
}

// screen builds a screen of g from rows of names, top row first.
func screen(t testing.TB, g games.Game, rows ...string) slotmech.Screen {
	t.Helper()
	s := slotmech.NewScreen(len(strings.Fields(rows[0])), len(rows))
	for row, line := range rows {
		for reel, n := range strings.Fields(line) {
			sym, err := g.Alphabet().Lookup(n)
			require.NoError(t, err)
			s.Set(reel, row, sym)
		}
	}
	return s
}

// The contract checks of games/gamestest pass for every game.
func TestContract(t *testing.T) {
	for name, g := range allGames(t) {
		require.NoError(t, gamestest.CheckContract(g, 7, 300), name)
		for seed := range uint64(20) {
			_, err := gamestest.CheckReplay(g, g.DefaultBet(), games.Standard, rng.NewStream(seed, 1))
			require.NoError(t, err, "%s seed %d", name, seed)
		}
	}
}

// Forced plays pass the checks of games/gamestest, with and without a
// cascade.
func TestCheckForced(t *testing.T) {
	gs := allGames(t)
	noLists := [][]slotmech.Symbol{{}, {}, {}}
	for _, tc := range []struct {
		game string
		f    games.Forced
	}{
		{"two-lines", games.Forced{Bet: 10, Screen: screen(t, gs["two-lines"], "A A A", "S B S")}},
		{"two-lines", games.Forced{Bet: 5, Mode: games.Standard, Screen: screen(t, gs["two-lines"], "A A A", "S B S"), Refill: noLists}},
		{"toy-cascade", games.Forced{Bet: 10, Screen: screen(t, gs["toy-cascade"], "A A A"), Refill: [][]slotmech.Symbol{{symB, symA}, {symB, symB}, {symB, symA}}}},
		{"small-anywhere", games.Forced{Bet: 100, Screen: screen(t, gs["small-anywhere"], "C C C", "C C C"), Refill: [][]slotmech.Symbol{{symA, symB}, {symA, symB}, {symB, symA}}}},
	} {
		g := gs[tc.game]
		require.NoError(t, gamestest.CheckForced(g, &tc.f, nil), tc.game)
	}
}

// A forced cascade plays the screen and then the lists, the first symbol
// of a list landing lowest; the itemised round shows every step.
func TestForcedCascade(t *testing.T) {
	g := mustNew(t, toyCascade())
	f := &games.Forced{Bet: 10, Screen: screen(t, g, "A A A"), Refill: [][]slotmech.Symbol{{symB, symA}, {symB, symB}, {symB, symA}}}
	var d games.Detail
	out, err := g.NewPlayer().PlayForced(f, nil, &d)
	require.NoError(t, err)
	// A A A pays 2 × 10; B B B falls in and pays 5 × 10; then A B A.
	require.Equal(t, games.Outcome{Bet: 10, Stake: 10, Win: 70}, out)
	require.Len(t, d.Spins, 1)
	sp := d.Spins[0]
	require.Len(t, sp.Steps, 2)
	require.Equal(t, screen(t, g, "B B B"), sp.Steps[1].Screen)
	require.Equal(t, []games.Win{{Symbol: symB, Count: 3, Line: 1, Factor: slotmech.Whole(5),
		Positions: slotmech.PosSet(0).With(slotmech.At(0, 0)).With(slotmech.At(1, 0)).With(slotmech.At(2, 0))}}, sp.Steps[1].Wins)
	require.Equal(t, slotmech.Money(50), sp.Steps[1].Win)
	require.Equal(t, slotmech.Money(70), sp.Win)
	require.Equal(t, int64(1), sp.Multiplier)

	// Two holes in a reel: the first symbol of its list lands lowest. In
	// twoLines with a cascade, A A A over A A A pays both lines (200); each
	// reel takes B (lowest), then A; A A A over B B B pays 100 + 2; each
	// reel takes S, S: six scatters and no line win end the round, and the
	// scatters pay 1 × the stake of 20.
	cfg := twoLines()
	cfg.Cascade, cfg.MaxSteps = true, 10
	g = mustNew(t, cfg)
	list := []slotmech.Symbol{symB, symA, symS, symS}
	f = &games.Forced{Bet: 10, Screen: screen(t, g, "A A A", "A A A"), Refill: [][]slotmech.Symbol{list, list, list}}
	out, err = g.NewPlayer().PlayForced(f, nil, &d)
	require.NoError(t, err)
	require.Equal(t, games.Outcome{Bet: 10, Stake: 20, Win: 200 + 102 + 20}, out)
	sp = d.Spins[0]
	require.Len(t, sp.Steps, 2)
	require.Equal(t, screen(t, g, "A A A", "B B B"), sp.Steps[1].Screen)
	require.Equal(t, 6, sp.Scatters)
	require.Equal(t, slotmech.Money(20), sp.ScatterWin)
}

// Bad forced plays are refused with errors wrapping games.ErrForced (or
// games.ErrBet) that name what is wrong; a list that runs out names the
// reel and the step, and is never replaced by a draw.
func TestForcedRefused(t *testing.T) {
	gs := allGames(t)
	toy, two := gs["toy-cascade"], gs["two-lines"]
	lists := [][]slotmech.Symbol{{symB}, {symB}, {symB}}
	for _, tc := range []struct {
		g        games.Game
		f        *games.Forced
		sentinel error
		msg      string
	}{
		{toy, nil, games.ErrForced, "no forced play"},
		{toy, &games.Forced{Bet: 7, Screen: screen(t, toy, "A A A"), Refill: lists}, games.ErrBet, `bet: bet refused "7"`},
		{toy, &games.Forced{Bet: 10, Mode: "ante", Screen: screen(t, toy, "A A A"), Refill: lists}, games.ErrBet, `mode: bet refused "ante"`},
		{toy, &games.Forced{Bet: 10, Screen: screen(t, toy, "A A A")}, games.ErrForced, "refill: forced play refused: none given"},
		{toy, &games.Forced{Bet: 10, Screen: screen(t, toy, "A A A"), Refill: lists[:2]}, games.ErrForced, `refill: forced play refused "2 lists"`},
		{toy, &games.Forced{Bet: 10, Screen: screen(t, toy, "A A A"), Refill: [][]slotmech.Symbol{{symB}, {9}, {symB}}}, games.ErrForced, `refill reel 1 entry 0: forced play refused "9"`},
		{toy, &games.Forced{Bet: 10, Screen: slotmech.NewScreen(3, 1), Refill: lists}, games.ErrForced, `screen row 0 reel 0: forced play refused "0"`},
		{toy, &games.Forced{Bet: 10, Screen: slotmech.NewScreen(3, 2), Refill: lists}, games.ErrForced, `screen: forced play refused "3 reels × 2 rows"`},
		{toy, &games.Forced{Bet: 10, Screen: screen(t, toy, "A A A"), Refill: lists, State: games.Facts{{Name: "free_spin", Value: 1}}}, games.ErrForced, `state: forced play refused "free_spin": not an input of this game`},
		{toy, &games.Forced{Bet: 10, Screen: screen(t, toy, "A A A"), Refill: [][]slotmech.Symbol{{symA}, {symA}, {symA}}}, tumble.ErrExhausted,
			"refill after cascade step 2: forced play refused: tumble: reel 0: refill list exhausted"},
		{two, &games.Forced{Bet: 10, Screen: screen(t, two, "A A A", "B B B"), Refill: [][]slotmech.Symbol{{}, {symA}, {}}}, games.ErrForced, `refill reel 1: forced play refused "1 symbols"`},
	} {
		_, err := tc.g.NewPlayer().PlayForced(tc.f, nil, nil)
		require.ErrorIs(t, err, tc.sentinel, tc.msg)
		require.ErrorContains(t, err, tc.msg)
		var ge *slotmech.Error
		require.True(t, errors.As(err, &ge), "%v", err)
		if tc.sentinel == tumble.ErrExhausted {
			require.ErrorIs(t, err, games.ErrForced)
		}
		require.True(t, strings.HasPrefix(err.Error(), "games: "+tc.g.Name()+": "), err.Error())
	}
}

// Play itemises the round: the screen that landed, each winning step with
// its wins (lines from 1), and the scatters of the final screen. The stops
// are forced by replaying draws: with strips of 3, IntN(3) maps a draw d
// to ⌊3d / 2⁶⁴⌋, so 1<<63 gives stop 1.
func TestPlayItemises(t *testing.T) {
	g := mustNew(t, twoLines())
	src := rng.NewReplayer([]uint64{1 << 63, 1 << 63, 1 << 63}) // stops (1,1,1)
	var d games.Detail
	out, err := g.NewPlayer().Play(10, games.Standard, src, &d)
	require.NoError(t, err)
	require.NoError(t, src.Done())
	require.Equal(t, games.Outcome{Bet: 10, Stake: 20, Win: 22}, out)
	sp := d.Spins[0]
	require.Equal(t, screen(t, g, "B B B", "S S S"), sp.Screen)
	require.Len(t, sp.Steps, 1)
	require.Equal(t, []games.Win{{Symbol: symB, Count: 3, Line: 1, Factor: slotmech.MustParseFactor("0.25"),
		Positions: slotmech.PosSet(0).With(slotmech.At(0, 0)).With(slotmech.At(1, 0)).With(slotmech.At(2, 0))}}, sp.Steps[0].Wins)
	require.Equal(t, slotmech.Money(2), sp.Steps[0].Win, "0.25 × 10 rounds down to 2")
	require.Equal(t, 3, sp.Scatters)
	require.Equal(t, slotmech.Money(20), sp.ScatterWin, "1 × the stake of 20")
	require.Equal(t, slotmech.Money(22), sp.Win)
}

// The cascade refills from the strips above the window: the symbol just
// above falls first and lands lowest. smallAnywhere at stops (0,0,0), bet
// 100 (strips r0 = A A B C, r1 = A A C B, r2 = A A B B):
//
//	step 1  A A A   six A pay 100; every reel refills two from above its
//	        A A A   stop 0: strip[3] lands in row 1, strip[2] in row 0
//	step 2  B C B   four B pay 200; reels 0 and 1 lose one B, reel 2 two;
//	        C B B   reels 0, 1 take strip[1] = A, reel 2 strip[1], strip[0]
//	step 3  A A A   four A pay 100; reels 0, 1 take strip[0] = A, reel 2
//	        C C A   strip[0] = A (lowest), then strip[3] = B
//	end     A A B   three A: nothing
//	        C C A
//
// Stops are forced as in TestPlayItemises: with strips of 4, draw 0 gives
// stop 0.
func TestCascadeRefillsFromTheStrips(t *testing.T) {
	g := mustNew(t, smallAnywhere())
	var d games.Detail
	src := rng.NewReplayer([]uint64{0, 0, 0})
	out, err := g.NewPlayer().Play(100, games.Standard, src, &d)
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(400), out.Win)
	require.Equal(t, screen(t, g, "A A A", "A A A"), d.Spins[0].Screen)
	steps := d.Spins[0].Steps
	require.Len(t, steps, 3)
	require.Equal(t, screen(t, g, "B C B", "C B B"), steps[1].Screen)
	require.Equal(t, screen(t, g, "A A A", "C C A"), steps[2].Screen)
	require.Equal(t, []slotmech.Money{100, 200, 100}, []slotmech.Money{steps[0].Win, steps[1].Win, steps[2].Win})
	var tallied []games.PaidWin
	_, err = g.NewPlayer().(exact.StripPlayer).PlayStops([]int{0, 0, 0}, 100, func(w games.PaidWin) { tallied = append(tallied, w) })
	require.NoError(t, err)
	require.Equal(t, []games.PaidWin{{Step: 1, Symbol: symA, Count: 6, Paid: 100}, {Step: 2, Symbol: symB, Count: 4, Paid: 200},
		{Step: 3, Symbol: symA, Count: 4, Paid: 100}}, tallied)

	// Stops (1,1,1) show A over B on reel 0, A over C on reel 1, A over B
	// on reel 2: nothing pays.
	out, err = g.NewPlayer().(exact.StripPlayer).PlayStops([]int{1, 1, 1}, 100, nil)
	require.NoError(t, err)
	require.Zero(t, out.Win)
}

// Caps: a line cap cuts each line over all the steps of a round; a round
// cap ends the round at once, cutting the win that reaches it and
// forfeiting the rest, the scatter included. Every cut win is still
// reported to the tally.
func TestCaps(t *testing.T) {
	tallyOf := func(g games.Game, stops []int, bet slotmech.Money) (games.Outcome, []slotmech.Money) {
		var paid []slotmech.Money
		out, err := g.NewPlayer().(exact.StripPlayer).PlayStops(stops, bet, func(w games.PaidWin) { paid = append(paid, w.Paid) })
		require.NoError(t, err)
		return out, paid
	}
	// toyCascade at (2,0,0) pays A, B, A: 20, 50, 20 on line 1.
	cfg := toyCascade()
	out, paid := tallyOf(mustNew(t, cfg), []int{2, 0, 0}, 10)
	require.Equal(t, []slotmech.Money{20, 50, 20}, paid)
	require.False(t, out.Capped)

	cfg.LineCap = 25
	out, paid = tallyOf(mustNew(t, cfg), []int{2, 0, 0}, 10)
	require.Equal(t, []slotmech.Money{20, 5, 0}, paid, "the line pays 25 in all")
	require.Equal(t, games.Outcome{Bet: 10, Stake: 10, Win: 25, Capped: true}, out)

	cfg = toyCascade()
	cfg.RoundCapX = 3 // 30 at a bet of 10
	out, paid = tallyOf(mustNew(t, cfg), []int{2, 0, 0}, 10)
	require.Equal(t, []slotmech.Money{20, 10}, paid, "the round ends when the cap is reached")
	require.Equal(t, games.Outcome{Bet: 10, Stake: 10, Win: 30, Capped: true}, out)

	// twoLines at (2,2,2): A A A on line 2 pays 100, the cap (5 × the
	// stake of 20); the scatter pay of 20 is forfeited. At (0,0,0) the
	// cap is reached on line 1 and line 2's B B B is cut to nothing.
	two := twoLines()
	two.RoundCapX = 5
	g := mustNew(t, two)
	out, paid = tallyOf(g, []int{2, 2, 2}, 10)
	require.Equal(t, []slotmech.Money{100}, paid)
	require.Equal(t, games.Outcome{Bet: 10, Stake: 20, Win: 100, Capped: true}, out)
	out, paid = tallyOf(g, []int{0, 0, 0}, 10)
	require.Equal(t, []slotmech.Money{100, 0}, paid)
	require.Equal(t, slotmech.Money(100), out.Win)
}

// A cascade that never ends (every strip one symbol) is an error wrapping
// tumble.ErrTooManySteps after MaxSteps winning steps, never a hang.
func TestMaxSteps(t *testing.T) {
	cfg := toyCascade()
	cfg.Strips = [][]slotmech.Symbol{{symA}, {symA}, {symA}}
	cfg.MaxSteps = 5
	g := mustNew(t, cfg)
	_, err := g.NewPlayer().(exact.StripPlayer).PlayStops([]int{0, 0, 0}, 10, nil)
	require.ErrorIs(t, err, tumble.ErrTooManySteps)
	require.ErrorContains(t, err, "after 5 steps")
	_, err = g.NewPlayer().Play(10, games.Standard, rng.NewStream(1, 1), nil)
	require.ErrorIs(t, err, tumble.ErrTooManySteps)
	_, err = exact.FullCycle(context.Background(), g, 10, exact.Options{Workers: 1})
	require.ErrorIs(t, err, tumble.ErrTooManySteps)
	require.ErrorContains(t, err, "after 5 steps")

	// The bound is exact, on the odometer of exact analysis too:
	// toyCascade's longest cascade has 3 winning steps.
	cfg = toyCascade()
	cfg.MaxSteps = 3
	require.Equal(t, []int64{13, 3, 1, 1}, fullCycle(t, mustNew(t, cfg), 10).Depths)
	cfg.MaxSteps = 2
	_, err = exact.FullCycle(context.Background(), mustNew(t, cfg), 10, exact.Options{Workers: 1})
	require.ErrorIs(t, err, tumble.ErrTooManySteps)
	require.ErrorContains(t, err, "after 2 steps")

	long := make([]slotmech.Symbol, 10)
	for i := range long {
		long[i] = symA
	}
	f := &games.Forced{Bet: 10, Screen: screen(t, g, "A A A"), Refill: [][]slotmech.Symbol{long, long, long}}
	_, err = g.NewPlayer().PlayForced(f, nil, nil)
	require.ErrorIs(t, err, tumble.ErrTooManySteps)
	require.ErrorIs(t, err, games.ErrForced)
}

// Bets: a list or a range, the stake exact under both models; anything
// else is refused with games.ErrBet by Stake, Play and PlayStops alike,
// having drawn nothing; bad stops with games.ErrStops.
func TestBetsAndStops(t *testing.T) {
	gs := allGames(t)
	two, small := gs["two-lines"], gs["small-anywhere"]
	for _, tc := range []struct {
		g     games.Game
		bet   slotmech.Money
		stake slotmech.Money
	}{{two, 1, 2}, {two, 5, 10}, {small, 10, 10}, {small, 990, 990}, {small, 1000, 1000}} {
		stake, err := tc.g.Stake(tc.bet, games.Standard)
		require.NoError(t, err)
		require.Equal(t, tc.stake, stake)
	}
	for _, tc := range []struct {
		g    games.Game
		bet  slotmech.Money
		mode string
		msg  string
	}{
		{two, 3, games.Standard, `games: two-lines: bet: bet refused "3": not one of [1 2 5 10]`},
		{two, 0, games.Standard, `bet: bet refused "0"`},
		{two, 10, "", `mode: bet refused "": the game has one mode, "standard"`},
		{small, 15, games.Standard, `bet: bet refused "15": not one of 10 to 1000 in steps of 10`},
		{small, 1010, games.Standard, `bet: bet refused "1010"`},
		{small, 100, "ante", `mode: bet refused "ante"`},
	} {
		_, err := tc.g.Stake(tc.bet, tc.mode)
		require.ErrorIs(t, err, games.ErrBet)
		require.ErrorContains(t, err, tc.msg)
		src := rng.NewRecorder(rng.NewStream(1, 0))
		_, err = tc.g.NewPlayer().Play(tc.bet, tc.mode, src, nil)
		require.ErrorIs(t, err, games.ErrBet)
		require.Empty(t, src.Draws(), "a refused bet draws nothing")
		if tc.mode == games.Standard {
			_, err = tc.g.NewPlayer().(exact.StripPlayer).PlayStops([]int{0, 0, 0}, tc.bet, nil)
			require.ErrorIs(t, err, games.ErrBet)
		}
	}
	p := two.NewPlayer().(exact.StripPlayer)
	for stops, msg := range map[string]string{"0 0": "2 stops, want 3", "0 3 0": `reel 1 stop: stops outside the strips "3"`, "-1 0 0": `reel 0 stop: stops outside the strips "-1"`} {
		var s []int
		for _, f := range strings.Fields(stops) {
			s = append(s, map[string]int{"0": 0, "3": 3, "-1": -1}[f])
		}
		_, err := p.PlayStops(s, 10, nil)
		require.ErrorIs(t, err, games.ErrStops, stops)
		require.ErrorContains(t, err, msg)
	}
}

// The configuration data identifies the maths: the same Config gives the
// same data, and a change to a strip, a pay, the bet model or the maths
// identity changes it.
func TestConfigData(t *testing.T) {
	id := func(cfg stripgame.Config) string { return games.ConfigID(mustNew(t, cfg)) }
	base := id(luckyFive())
	require.Equal(t, base, id(luckyFive()))
	for name, change := range map[string]func(*stripgame.Config){
		"strip": func(c *stripgame.Config) { c.Strips[0][0] = lemon },
		"pay":   func(c *stripgame.Config) { c.Lines.Pays[cherry][3] = slotmech.Whole(4) },
		"model": func(c *stripgame.Config) { c.BetModel = stripgame.TotalBet },
		"maths": func(c *stripgame.Config) { c.Maths = "rev 2" },
		"cap":   func(c *stripgame.Config) { c.RoundCapX = 1000 },
		"bets":  func(c *stripgame.Config) { c.Bets = []slotmech.Money{1, 2, 5, 10, 25} },
	} {
		cfg := luckyFive()
		change(&cfg)
		require.NotEqual(t, base, id(cfg), name)
	}
	g := mustNew(t, luckyFive())
	data := g.ConfigData()
	data[0] = 'x'
	require.NotEqual(t, data, g.ConfigData(), "the slice is the caller's")
}

// Config returns the game's configuration as data, a deep copy: a game
// built from it is the same game (the same ConfigData), and changing it
// changes nothing of the game.
func TestConfigIsTheGamesMaths(t *testing.T) {
	configOf := func(g games.Game) stripgame.Config {
		return g.(interface{ Config() stripgame.Config }).Config()
	}
	for name, g := range allGames(t) {
		cfg := configOf(g)
		again, err := stripgame.New(cfg)
		require.NoError(t, err, name)
		require.Equal(t, g.ConfigData(), again.ConfigData(), name)
		cfg.Strips[0][0]++
		if cfg.Lines != nil {
			cfg.Lines.Lines[0][0]++
		}
		require.Equal(t, again.ConfigData(), g.ConfigData(), "%s: the copy is the caller's", name)
		require.Equal(t, configOf(again), configOf(g), name)
	}
}
