package stripgame_test

import (
	"context"
	"errors"
	"math"
	"math/big"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/gamestest"
	"github.com/slotmech/slotmech/games/record"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/internal/featurepar"
	"github.com/slotmech/slotmech/lines"
	"github.com/slotmech/slotmech/lines/ways"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

// The scatter rule in a feature game (issue 29): the scatters pay, explode
// and award by Config.ScatterOn and ScatterStrike, in the base spin and in
// the free spins.

// ruledFree is cascadingTwoLines (line bet 10, stake 20; A A A on a line
// pays 100, B B B 2; 2 scatters pay 3, 3 or more 20) with free spins on
// the base reels: 2 scatters award 1 free spin, 3 award 2, 4 or more 5; in
// a free spin every win is × 3, and 2 scatters retrigger 1, 4 or more 3; a
// round plays at most 20.
func ruledFree(on stripgame.ScatterScreen, strike bool) stripgame.Config {
	cfg := cascadingTwoLines(on, strike)
	cfg.Free = &stripgame.FreeSpins{
		Trigger:   []stripgame.Award{{Scatters: 2, Spins: 1}, {Scatters: 3, Spins: 2}, {Scatters: 4, Spins: 5}},
		Retrigger: []stripgame.Award{{Scatters: 2, Spins: 1}, {Scatters: 4, Spins: 3}},
		Max:       20, Multiplier: 3,
	}
	return cfg
}

// featureRound plays scatterRound's forced spin (A A A over S S B, refills
// reel 0 B A B A, reel 1 B A B A, reel 2 S S A A B) in g, as a free spin if
// free.
func featureRound(t *testing.T, g games.Game, free bool) (games.Outcome, games.Spin) {
	t.Helper()
	a, b, s := symA, symB, symS
	f := &games.Forced{Bet: 10, Screen: screen(t, g, "A A A", "S S B"),
		Refill: [][]slotmech.Symbol{{b, a, b, a}, {b, a, b, a}, {s, s, a, a, b}}}
	if free {
		f.State.SetFlag(stripgame.FactFreeSpin, true)
	}
	var d games.Detail
	out, err := g.NewPlayer().PlayForced(f, nil, &d)
	require.NoError(t, err)
	require.Len(t, d.Spins, 1)
	return out, d.Spins[0]
}

// The spin of TestScatterRuleByHand in a feature game, by hand. The base
// spin pays what the strip game pays (120, 103, 123, 105, 208: see there)
// and awards by the scatters the rule counts: the final screen's 3 (2
// spins) under FinalScreen; the first screen's 2 (1 spin) under
// FirstScreen, struck or not; under EveryScreen, staying, the final
// screen's 3 (2 spins); struck, every scatter that landed: the first
// screen's 2, struck at step 1, the one S that fell in at step 1, which
// pays nothing alone and stays, and the S that fell in at step 2, struck
// with it at step 3: 4 (5 spins), while the final screen shows none.
//
// As a free spin every win is × 3 before it is rounded: A A A 300, 2
// scatters 0.15 × 3 × 20 = 9, 3 scatters 60, B B B 0.75 × 10 = 7 (not 3 ×
// 2): FinalScreen 300 + 60 = 360, FirstScreen 300 + 9 = 309, EveryScreen
// 300 + 9 + 60 = 369; struck, FirstScreen 300 + 9 + 7 = 316, EveryScreen
// 300 + 9 + 7 + 9 + 300 = 625; and the retrigger counts as the trigger
// does: 3 scatters 1 spin, 2 scatters 1, 4 scatters 3. The itemised steps
// carry the scatters and their pay before the multiplier, as the step's
// Win is.
func TestFeatureScatterRuleByHand(t *testing.T) {
	for _, tc := range []struct {
		name             string
		on               stripgame.ScatterScreen
		strike           bool
		win, freeWin     slotmech.Money
		steps            [][2]int64 // each step's scatters and their pay, before the multiplier
		scatters         int        // the spin's
		scatterWin       slotmech.Money
		award, retrigger int
	}{
		{"final screen", stripgame.FinalScreen, false, 120, 360, [][2]int64{{0, 0}}, 3, 20, 2, 1},
		{"first screen", stripgame.FirstScreen, false, 103, 309, [][2]int64{{2, 3}}, 2, 3, 1, 1},
		{"every screen", stripgame.EveryScreen, false, 123, 369, [][2]int64{{2, 3}, {3, 20}}, 3, 23, 2, 1},
		{"first screen struck", stripgame.FirstScreen, true, 105, 316, [][2]int64{{2, 3}, {0, 0}}, 2, 3, 1, 1},
		{"every screen struck", stripgame.EveryScreen, true, 208, 625, [][2]int64{{2, 3}, {1, 0}, {2, 3}, {0, 0}}, 0, 6, 5, 3},
	} {
		g := mustNew(t, ruledFree(tc.on, tc.strike))
		for _, free := range []bool{false, true} {
			out, sp := featureRound(t, g, free)
			want := games.Outcome{Bet: 10, Stake: 20, Win: tc.win, Triggered: true}
			award, mult := tc.award, int64(1)
			if free {
				want.Win, want.FreeSpins, award, mult = tc.freeWin, 1, tc.retrigger, 3
			}
			require.Equal(t, want, out, "%s free %v", tc.name, free)
			require.Equal(t, tc.steps, stepScatters(sp), "%s free %v", tc.name, free)
			require.Equal(t, tc.scatters, sp.Scatters, "%s free %v", tc.name, free)
			require.Equal(t, tc.scatterWin, sp.ScatterWin, "%s free %v", tc.name, free)
			require.Equal(t, mult, sp.Multiplier)
			require.Equal(t, out.Win, sp.Win)
			n, _ := sp.Facts.Get(stripgame.FactAwarded)
			require.Equal(t, int64(award), n, "%s free %v", tc.name, free)
			lines := slotmech.Money(0)
			for _, st := range sp.Steps {
				lines += st.Win
			}
			if !free {
				require.Equal(t, out.Win, lines+sp.ScatterWin, "%s: a step's Win leaves its scatter pay to ScatterWin", tc.name)
			}
		}
		// The parts award as the game does: the free game's forced spin
		// (a strip game's) pays the free spin and retriggers as much.
		free, _, ok := g.(freeParts).FreeGame()
		require.True(t, ok)
		out, sp := scatterRound(t, free)
		require.Equal(t, games.Outcome{Bet: 10, Stake: 20, Win: tc.freeWin, Triggered: true, FreeSpins: tc.retrigger}, out, tc.name)
		require.Equal(t, len(tc.steps), len(sp.Steps), tc.name)
	}
	// Step 2 of "every screen" is the scatter pay alone, a step without
	// wins, on B B S over S S B; and the award comes from the scatters
	// whatever the round cap leaves: with RoundCapX 5 (100) the spin
	// reaches the cap at its first win, pays 100 and awards nothing.
	g := mustNew(t, ruledFree(stripgame.EveryScreen, false))
	_, sp := featureRound(t, g, false)
	require.Empty(t, sp.Steps[1].Wins)
	require.Equal(t, screen(t, g, "B B S", "S S B"), sp.Steps[1].Screen)
	require.Zero(t, sp.Steps[1].Win)
	cfg := ruledFree(stripgame.EveryScreen, true)
	cfg.RoundCapX = 5
	out, sp := featureRound(t, mustNew(t, cfg), false)
	require.Equal(t, games.Outcome{Bet: 10, Stake: 20, Win: 100, Capped: true}, out)
	n, _ := sp.Facts.Get(stripgame.FactAwarded)
	require.Zero(t, n)
}

// MaxSteps bounds the steps that cascade, a struck scatter's among them:
// A A A over S S S pays 100 and its 3 scatters 20, and all explode; S B A
// over B S A falls in, which wins no line, and its 2 scatters pay 3 and
// explode too: a second step that cascades, past MaxSteps 1; A B A over
// B B A then ends the spin. With MaxSteps 2 it pays 123, in the feature
// game and in its free game (× 3: 300 + 60 + 9).
func TestFeatureScatterRuleMaxSteps(t *testing.T) {
	a, b, s := symA, symB, symS
	for _, maxSteps := range []int{1, 2} {
		cfg := ruledFree(stripgame.EveryScreen, true)
		cfg.MaxSteps = maxSteps
		g := mustNew(t, cfg)
		free, _, _ := g.(freeParts).FreeGame()
		for _, c := range []struct {
			g   games.Game
			win slotmech.Money
		}{{g, 123}, {free, 369}} {
			f := &games.Forced{Bet: 10, Screen: screen(t, g, "A A A", "S S S"),
				Refill: [][]slotmech.Symbol{{b, s, a}, {s, b, b}, {a, a}}}
			out, err := c.g.NewPlayer().PlayForced(f, nil, nil)
			if maxSteps == 1 {
				require.ErrorIs(t, err, tumble.ErrTooManySteps, c.g.Name())
				continue
			}
			require.NoError(t, err)
			require.Equal(t, c.win, out.Win, c.g.Name())
		}
	}
}

// With an accumulating multiplier, the steps that add to T are those with
// a line win: in the struck spin under EveryScreen, steps 1, 2 and 4 (A A
// A, B B B, A A A), not step 3, whose only win is its scatters. From T = 0
// the spin ends at T = 3 and pays what × 3 pays, 625 (a scatter step
// counted would have made it × 4, 834); a free spin whose only win is a
// scatter pay pays it × 1 whatever T is, as without the rule: B S A over
// S B A, T = 5 before it, pays 3 for its 2 scatters, which explode: A B A
// over B B A wins nothing, and T stays 5.
func TestFeatureScatterRuleAccumulates(t *testing.T) {
	cfg := ruledFree(stripgame.EveryScreen, true)
	cfg.Free.Multiplier, cfg.Free.Accumulate = 0, true
	g := mustNew(t, cfg)
	out, sp := featureRound(t, g, true)
	require.Equal(t, slotmech.Money(625), out.Win)
	total, _ := sp.Facts.Get(stripgame.FactTotalMultiplier)
	require.Equal(t, int64(3), total)
	require.Equal(t, int64(3), sp.Multiplier)

	var state games.Facts
	state.SetFlag(stripgame.FactFreeSpin, true)
	state.Set(stripgame.FactTotalMultiplier, 5)
	f := &games.Forced{Bet: 10, State: state, Screen: screen(t, g, "B S A", "S B A"),
		Refill: [][]slotmech.Symbol{{symA}, {symB}, {}}}
	var d games.Detail
	out, err := g.NewPlayer().PlayForced(f, nil, &d)
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(3), out.Win)
	require.Equal(t, [][2]int64{{2, 3}}, stepScatters(d.Spins[0]))
	total, _ = d.Spins[0].Facts.Get(stripgame.FactTotalMultiplier)
	require.Equal(t, int64(5), total)
}

// Struck scatters and variable heights: a ways game whose reels show 1 to
// 2 rows, the scatters struck on every screen. Forced: reel 0 shows one
// row (Blocked over S), reels 1 and 2 two: S over A and A over A. No ways
// win (reel 0 shows no A); 2 scatters pay 1 × the bet and explode: reel 0
// takes A (its one row), reel 1 takes A at the top. A A A on every row:
// 1 × 2 × 2 = 4 ways of 1 = 4; all explode, reels take S, X X, X X: one
// scatter, no win. 10 + 40 = 50, awarding by the 3 scatters that landed.
func TestFeatureScatterRuleHeights(t *testing.T) {
	cfg := stripgame.Config{
		Name: "struck-heights", Symbols: names, Rows: 2,
		Strips:  [][]slotmech.Symbol{{A, S, X}, {A, S, X}, {A, X, X}},
		Heights: [][]int64{{1, 1}, {1, 1}, {1, 1}},
		Ways:    &ways.Config{Pays: map[slotmech.Symbol][]slotmech.Factor{A: {0, 0, 0, slotmech.Whole(1)}}, Blocked: B},
		Scatter: S, ScatterPays: []cluster.ScatterPay{{Count: 2, Factor: slotmech.Whole(1)}},
		Cascade: true, MaxSteps: 10, ScatterOn: stripgame.EveryScreen, ScatterStrike: true,
		Free: &stripgame.FreeSpins{Trigger: []stripgame.Award{{Scatters: 2, Spins: 1}, {Scatters: 3, Spins: 4}}, Max: 10},
		Bets: []slotmech.Money{10},
	}
	g := mustNew(t, cfg)
	col := func(syms ...slotmech.Symbol) []slotmech.Symbol { return syms }
	f := &games.Forced{Bet: 10, Screen: columns(col(B, S), col(S, A), col(A, A)),
		Refill: [][]slotmech.Symbol{{A, S}, {A, X, X}, {X, X}}}
	var d games.Detail
	out, err := g.NewPlayer().PlayForced(f, nil, &d)
	require.NoError(t, err)
	require.Equal(t, games.Outcome{Bet: 10, Stake: 10, Win: 50, Triggered: true}, out)
	sp := d.Spins[0]
	require.Equal(t, [][2]int64{{2, 10}, {0, 0}}, stepScatters(sp))
	n, _ := sp.Facts.Get(stripgame.FactAwarded)
	require.Equal(t, int64(4), n, "3 scatters landed")
	require.Equal(t, 1, sp.Scatters, "the final screen's")
	require.NoError(t, gamestest.CheckContract(g, 3, 200))
}

// strikeFree is the game of the brute force below: 3 reels of 2 rows, 2
// lines (the rows), line bet 10 and stake 20. A A on a line from the left
// pays 0.25 × the line bet, A A A 5 ×; 2 scatters anywhere pay 0.5 × the
// stake, 3 or more 1 ×; the scatters pay on every screen of the cascade
// and explode with the winners. By the scatters that land during a spin,
// 3 award 2 free spins and 4 or more 4; the free spins land on their own
// strips, pay × 2, and 3 scatters retrigger 1, with no bound on a round's
// free spins.
func strikeFree() stripgame.Config {
	return stripgame.Config{
		Name: "strike-free", Symbols: names, Rows: 2,
		Strips: [][]slotmech.Symbol{{A, S, X, A, X}, {A, X, S, A}, {X, A, S, A, X, X}},
		Lines: &lines.Config{Lines: [][]int{{0, 0, 0}, {1, 1, 1}},
			Pays: map[slotmech.Symbol][]slotmech.Factor{A: {0, 0, slotmech.MustParseFactor("0.25"), slotmech.Whole(5)}}},
		Scatter: S, ScatterPays: []cluster.ScatterPay{{Count: 2, Factor: slotmech.MustParseFactor("0.5")}, {Count: 3, Factor: slotmech.Whole(1)}},
		Cascade: true, MaxSteps: 30, ScatterOn: stripgame.EveryScreen, ScatterStrike: true,
		Free: &stripgame.FreeSpins{Strips: [][]slotmech.Symbol{{A, X, S, X}, {A, S, X}, {X, X, A, S, X}},
			Trigger:   []stripgame.Award{{Scatters: 3, Spins: 2}, {Scatters: 4, Spins: 4}},
			Retrigger: []stripgame.Award{{Scatters: 3, Spins: 1}}, Multiplier: 2},
		BetModel: stripgame.LineBet,
		Bets:     []slotmech.Money{10},
	}
}

// spinStruck plays one spin of strikeFree at stops on strips by hand,
// independently of the package: the window, each line's run of A from the
// left paid × m and rounded down once, the scatters × the stake × m; the
// winning A and the paying scatters explode, the survivors fall and each
// reel refills from its strip above the window (the symbol just above
// falls first and lands lowest); until a screen pays nothing. It returns
// the win, the scatters that landed (struck on every screen and left on
// the last), those left on the last and the winning steps.
func spinStruck(t *testing.T, strips [][]slotmech.Symbol, stops []int, m int64) (win slotmech.Money, landed, final, steps int) {
	const bet, stake, rows = 10, 20, 2
	cols := make([][]slotmech.Symbol, len(strips))
	top := make([]int, len(strips))
	for r, strip := range strips {
		top[r] = stops[r]
		for row := range rows {
			cols[r] = append(cols[r], strip[(stops[r]+row)%len(strip)])
		}
	}
	for step := 1; ; step++ {
		var gone [3][rows]bool
		paid := false
		for row := range rows {
			run := 0
			for run < 3 && cols[run][row] == A {
				run++
			}
			switch run {
			case 2:
				win += slotmech.Money(bet*m) / 4
			case 3:
				win += slotmech.Money(5 * bet * m)
			}
			for r := range run {
				gone[r][row] = run >= 2
			}
			paid = paid || run >= 2
		}
		n := 0
		for r := range cols {
			for _, s := range cols[r] {
				if s == S {
					n++
				}
			}
		}
		switch {
		case n == 2:
			win += slotmech.Money(stake*m) / 2
		case n >= 3:
			win += slotmech.Money(stake * m)
		}
		if !paid && n < 2 {
			return win, landed + n, n, step - 1
		}
		require.LessOrEqual(t, step, 30, "stops %v cascade past MaxSteps", stops)
		if n >= 2 {
			landed += n
			for r := range cols {
				for row, s := range cols[r] {
					gone[r][row] = gone[r][row] || s == S
				}
			}
		}
		for r, strip := range strips {
			var kept []slotmech.Symbol
			for row, s := range cols[r] {
				if !gone[r][row] {
					kept = append(kept, s)
				}
			}
			k := rows - len(kept)
			var fresh []slotmech.Symbol
			for i := k; i >= 1; i-- { // strip[top−k] lands highest, strip[top−1] lowest
				fresh = append(fresh, strip[((top[r]-i)%len(strip)+len(strip))%len(strip)])
			}
			top[r] -= k
			cols[r] = append(fresh, kept...)
		}
	}
}

// awardByHand returns what n scatters award by table.
func awardByHand(table []stripgame.Award, n int) int {
	spins := 0
	for _, a := range table {
		if n >= a.Scatters {
			spins = a.Spins
		}
	}
	return spins
}

// cycleByHand plays every combination of strips by hand (spinStruck) and
// returns the number of combinations, the sum of their wins, of their
// awards by table, the combinations that award, the deepest cascade and
// the combinations whose award the final screen's scatters alone would
// have got wrong, checking each against
// the part p at the same stops (its win and award) and, through the game's
// forced play of the same screen with the strips above it as refills
// (state as given), against the feature game's own spin.
func cycleByHand(t *testing.T, g games.Game, p exact.StripPlayer, strips [][]slotmech.Symbol, m int64, table []stripgame.Award, state games.Facts) (combos int64, won, awarded *big.Int, awarding int64, deepest, struck int) {
	won, awarded = new(big.Int), new(big.Int)
	gp := g.NewPlayer()
	for s0 := range len(strips[0]) {
		for s1 := range len(strips[1]) {
			for s2 := range len(strips[2]) {
				stops := []int{s0, s1, s2}
				win, n, final, steps := spinStruck(t, strips, stops, m)
				a := awardByHand(table, n)
				if a != awardByHand(table, final) {
					struck++
				}
				out, err := p.PlayStops(stops, 10, nil)
				require.NoError(t, err)
				require.Equal(t, win, out.Win, "stops %v", stops)
				require.Equal(t, a, out.FreeSpins, "stops %v: %d scatters landed", stops, n)
				require.Equal(t, a > 0, out.Triggered, "stops %v", stops)
				// The feature game's spin of that screen, refilled as the
				// strips would (what lies above each stop, nearest first).
				refill := make([][]slotmech.Symbol, len(strips))
				for r, strip := range strips {
					for i := 1; i <= 2*31; i++ {
						refill[r] = append(refill[r], strip[((stops[r]-i)%len(strip)+len(strip))%len(strip)])
					}
				}
				var d games.Detail
				fo, err := gp.PlayForced(&games.Forced{Bet: 10, Screen: window(strips, stops, 2), Refill: refill, State: state}, nil, &d)
				require.NoError(t, err)
				require.Equal(t, win, fo.Win, "stops %v", stops)
				got, _ := d.Spins[0].Facts.Get(stripgame.FactAwarded)
				require.Equal(t, int64(a), got, "stops %v", stops)
				combos++
				won.Add(won, big.NewInt(int64(win)))
				awarded.Add(awarded, big.NewInt(int64(a)))
				if a > 0 {
					awarding++
				}
				deepest = max(deepest, steps)
			}
		}
	}
	return combos, won, awarded, awarding, deepest, struck
}

// The brute force of strikeFree, independent of the package: every base
// spin and every free spin by hand agree with the parts (BaseGame,
// FreeGame) at the same stops and with the game's own spin of the same
// screen; exact.FreeSpinRTP's figures are the hand's: BaseRTP = E[B] /
// stake, the trigger chance, and without a bound the feature's E[T] · μ /
// (1 − r) / stake (μ and r a free spin's mean win and retrigger); and a
// simulation of the whole game lands in its 99% interval around that RTP.
func TestFeatureScatterRuleBruteForce(t *testing.T) {
	cfg := strikeFree()
	g := mustNew(t, cfg)
	base, ok := g.(freeParts).BaseGame()
	require.True(t, ok)
	free, max, ok := g.(freeParts).FreeGame()
	require.True(t, ok)
	require.Zero(t, max)
	freeState := games.Facts{{Name: stripgame.FactFreeSpin, Value: 1}}
	bn, bWon, bAwards, bAwarding, bDeep, bStruck := cycleByHand(t, g, base.NewPlayer().(exact.StripPlayer), cfg.Strips, 1, cfg.Free.Trigger, nil)
	fn, fWon, fAwards, _, fDeep, fStruck := cycleByHand(t, g, free.NewPlayer().(exact.StripPlayer), cfg.Free.Strips, 2, cfg.Free.Retrigger, freeState)
	require.Greater(t, bDeep, 2, "some base spin cascades more than twice")
	require.Greater(t, fDeep, 2, "some free spin cascades more than twice")
	require.Positive(t, bAwarding)
	require.Positive(t, bStruck, "some base spin awards by scatters struck before the final screen")
	require.Positive(t, fStruck, "some free spin retriggers by scatters struck before the final screen")

	const stake = 20
	par, err := exact.FreeSpinRTP(context.Background(), featurepar.ExactGame(g), 10, exact.Options{Workers: 2})
	require.NoError(t, err)
	baseRTP := new(big.Rat).SetFrac(bWon, big.NewInt(bn*stake))
	require.Equal(t, baseRTP.RatString(), par.BaseRTP.RatString())
	require.Equal(t, big.NewRat(bAwarding, bn).RatString(), par.Trigger.RatString())
	meanT := new(big.Rat).SetFrac(bAwards, big.NewInt(bn))
	mu := new(big.Rat).SetFrac(fWon, big.NewInt(fn))
	r := new(big.Rat).SetFrac(fAwards, big.NewInt(fn))
	require.Equal(t, -1, r.Cmp(big.NewRat(1, 1)), "the feature ends")
	feature := new(big.Rat).Mul(meanT, mu)
	feature.Quo(feature, new(big.Rat).Sub(big.NewRat(1, 1), r))
	feature.Quo(feature, big.NewRat(stake, 1))
	require.Equal(t, feature.RatString(), par.FeatureRTP.RatString())
	rtp := new(big.Rat).Add(baseRTP, feature)
	require.Equal(t, rtp.RatString(), par.RTP.RatString())

	// The whole game, simulated: 99% of such runs land within 2.576
	// standard errors of the exact RTP.
	const rounds = 200_000
	p := g.NewPlayer()
	src := rng.NewStream(29, 1)
	var sum, sq float64
	for range rounds {
		out, err := p.Play(10, games.Standard, src, nil)
		require.NoError(t, err)
		x := float64(out.Win) / stake
		sum, sq = sum+x, sq+x*x
	}
	mean := sum / rounds
	se := math.Sqrt((sq/rounds - mean*mean) / rounds)
	want, _ := rtp.Float64()
	require.InDelta(t, want, mean, 2.576*se, "simulated RTP %.5f, exact %.5f", mean, want)
}

// The contract's checks on a feature game under the rule, its parts'
// strip players, forced plays, the split analysis, and records: recorded
// rounds replay bit for bit, and the scatter rule is part of the
// configuration identity.
func TestFeatureScatterRuleContract(t *testing.T) {
	cfg := strikeFree()
	g := mustNew(t, cfg)
	require.NoError(t, gamestest.CheckContract(g, 1, 300))
	base, _ := g.(freeParts).BaseGame()
	free, _, _ := g.(freeParts).FreeGame()
	for _, part := range []games.Game{base, free} {
		require.NoError(t, gamestest.CheckContract(part, 2, 100))
		require.NoError(t, gamestest.CheckStripPlayer(part, 10, rng.NewStream(3, 3), 40))
	}
	f := &games.Forced{Bet: 10, Screen: window(cfg.Strips, []int{0, 0, 0}, 2), Refill: [][]slotmech.Symbol{{A, S, X, X}, {A, X, X, X}, {S, X, X, X}}}
	require.NoError(t, gamestest.CheckForced(g, f, nil))
	triggered := false
	for seed := range uint64(60) {
		rec, err := gamestest.CheckReplay(g, 10, games.Standard, rng.NewStream(seed, 4))
		require.NoError(t, err)
		triggered = triggered || strings.Contains(string(rec.Outcome), `"triggered":true`)
	}
	require.True(t, triggered, "some recorded round played free spins")
	// The split analysis checks every feature's base win against the base
	// game's at the same stops.
	r, err := featurepar.Analyse(context.Background(), g, featurepar.Config{Features: 2000, Seed: 1})
	require.NoError(t, err)
	require.True(t, r.Terms[0].Exact && r.Terms[1].Exact && r.Terms[2].Exact, "the feature exact too")
	p := g.NewPlayer()
	src := rng.NewStream(8, 8)
	for range 200 {
		rec, err := record.Play(g, p, 10, games.Standard, src)
		require.NoError(t, err)
		require.NoError(t, record.Replay(g, rec))
	}

	// The identity: the classic rule's data end as before; the rule adds
	// "scatter_on" and "scatter_strike" at the end, in both kinds of game.
	classic := cfg
	classic.ScatterOn, classic.ScatterStrike = stripgame.FinalScreen, false
	data := mustNew(t, classic).ConfigData()
	require.NotContains(t, string(data), "scatter_on")
	require.Equal(t, string(data[:len(data)-1])+`,"scatter_on":"every screen","scatter_strike":true}`, string(g.ConfigData()))
	first := cfg
	first.ScatterStrike = false
	first.ScatterOn = stripgame.FirstScreen
	require.Equal(t, string(data[:len(data)-1])+`,"scatter_on":"first screen"}`, string(mustNew(t, first).ConfigData()))
	require.NotEqual(t, games.ConfigID(mustNew(t, classic)), games.ConfigID(g))
}

// Random feature games (randomConfig's strip games, the scatter rule
// among what it draws, with free spins added): New builds them or refuses
// with ErrConfig; the games keep the contract; their parts' odometers play
// PlayStops's rounds; and at random stops each part pays and awards what
// the feature game's own spin of that screen does (a forced play refilled
// from the strips above the stops), a free spin included when no round
// cap can cut it.
func TestRandomFeatureGames_Rapid(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		for range 5 { // a few games a check: most random configurations have no scatter
			randomFeatureGame(t)
		}
	})
}

// randomFeatureGame is one game of TestRandomFeatureGames_Rapid.
func randomFeatureGame(t *rapid.T) {
	cfg := randomConfig(t)
	if cfg.Scatter == slotmech.Empty {
		return // free spins need a scatter
	}
	cfg.Free = &stripgame.FreeSpins{
		Trigger: []stripgame.Award{{Scatters: rapid.IntRange(1, 4).Draw(t, "trigger scatters"), Spins: rapid.IntRange(1, 5).Draw(t, "trigger spins")}},
		Max:     20, Multiplier: rapid.SampledFrom([]int64{0, 2, 3}).Draw(t, "multiplier"),
	}
	if rapid.Bool().Draw(t, "retrigger") {
		cfg.Free.Retrigger = []stripgame.Award{{Scatters: rapid.IntRange(2, 5).Draw(t, "retrigger scatters"), Spins: 1}}
	}
	g, err := stripgame.New(cfg)
	if err != nil {
		var ce *slotmech.Error
		if !errors.As(err, &ce) || !errors.Is(err, stripgame.ErrConfig) {
			t.Fatalf("New refused with %T %v", err, err)
		}
		return
	}
	seed := rapid.Uint64().Draw(t, "seed")
	if err := gamestest.CheckContract(g, seed, 3); err != nil && !tooManySteps(err) {
		t.Fatal(err)
	}
	base, ok := g.(freeParts).BaseGame()
	if !ok {
		t.Fatal("no base game on fixed heights")
	}
	parts := []struct {
		part   games.Game
		strips [][]slotmech.Symbol
		state  games.Facts
	}{{base, cfg.Strips, nil}}
	if free, _, ok := g.(freeParts).FreeGame(); ok && cfg.RoundCapX == 0 {
		parts = append(parts, struct {
			part   games.Game
			strips [][]slotmech.Symbol
			state  games.Facts
		}{free, cfg.Strips, games.Facts{{Name: stripgame.FactFreeSpin, Value: 1}}})
	}
	src := rng.NewStream(seed, 6)
	bet := g.DefaultBet()
	for _, c := range parts {
		if err := gamestest.CheckStripPlayer(c.part, bet, rng.NewStream(seed, 5), 20); err != nil && !tooManySteps(err) {
			t.Fatal(err)
		}
		sp := c.part.NewPlayer().(exact.StripPlayer)
		gp := g.NewPlayer()
		for range 20 {
			stops := make([]int, len(c.strips))
			for r, strip := range c.strips {
				stops[r] = rng.IntN(src, len(strip))
			}
			want, errPart := sp.PlayStops(stops, bet, nil)
			f := &games.Forced{Bet: bet, Screen: window(c.strips, stops, cfg.Rows), State: c.state}
			if cfg.Cascade {
				f.Refill = make([][]slotmech.Symbol, len(c.strips))
				for r, strip := range c.strips {
					for i := 1; i <= cfg.Rows*(cfg.MaxSteps+1); i++ {
						f.Refill[r] = append(f.Refill[r], strip[((stops[r]-i)%len(strip)+len(strip))%len(strip)])
					}
				}
			}
			var d games.Detail
			got, errGame := gp.PlayForced(f, nil, &d)
			switch {
			case errPart != nil && errGame == nil:
				t.Fatalf("%s at %v: the part fails (%v), the game's spin does not", c.part.Name(), stops, errPart)
			case errPart != nil:
				continue // an endless cascade, which random strips may have
			case errGame != nil && !want.Capped:
				t.Fatalf("%s at %v: the game's spin fails (%v), the part's does not", c.part.Name(), stops, errGame)
			case errGame != nil:
				continue // the part ended at the cap; the game plays its spin to the end
			}
			awarded, _ := d.Spins[0].Facts.Get(stripgame.FactAwarded)
			if got.Win != want.Win || awarded != int64(want.FreeSpins) {
				t.Fatalf("%s at %v: the part pays %d and awards %d, the game's spin %d and %d (%+v)",
					c.part.Name(), stops, want.Win, want.FreeSpins, got.Win, awarded, d.Spins[0])
			}
		}
	}
}
