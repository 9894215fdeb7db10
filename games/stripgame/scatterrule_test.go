package stripgame_test

import (
	"encoding/json"
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/internal/roundview"
	"github.com/slotmech/slotmech/lines/ways"
	"github.com/slotmech/slotmech/rng"
)

// cascadingTwoLines is twoLines with a cascade and the scatter rule given:
// line bet 10, stake 20; A A A on a line pays 100, B B B 2 (0.25 × 10,
// rounded down); 2 scatters anywhere pay 3 (0.15 × 20), 3 or more 20.
func cascadingTwoLines(on stripgame.ScatterScreen, strike bool) stripgame.Config {
	cfg := twoLines()
	cfg.Cascade, cfg.MaxSteps = true, 10
	cfg.ScatterOn, cfg.ScatterStrike = on, strike
	return cfg
}

// scatterRound plays the forced round of the known-answer tests in g:
// the screen
//
//	A A A
//	S S B
//
// and refill lists reel 0 B A B A, reel 1 B A B A, reel 2 S S A A B (the
// first taken lands lowest).
func scatterRound(t *testing.T, g games.Game) (games.Outcome, games.Spin) {
	t.Helper()
	a, b, s := symA, symB, symS
	f := &games.Forced{Bet: 10, Screen: screen(t, g, "A A A", "S S B"),
		Refill: [][]slotmech.Symbol{{b, a, b, a}, {b, a, b, a}, {s, s, a, a, b}}}
	var d games.Detail
	out, err := g.NewPlayer().PlayForced(f, nil, &d)
	require.NoError(t, err)
	require.Len(t, d.Spins, 1)
	return out, d.Spins[0]
}

// stepScatters returns each step's scatters and scatter pay.
func stepScatters(sp games.Spin) [][2]int64 {
	var out [][2]int64
	for _, st := range sp.Steps {
		out = append(out, [2]int64{int64(st.Scatters), int64(st.ScatterWin)})
	}
	return out
}

// One round by hand under each scatter rule. Step 1 is the screen that
// landed: A A A on line 1 pays 100 and its 2 scatters 3.
//
// Scatters that stay: the top row explodes and B, B, S fall in, giving
// B B S over S S B, which wins no line and shows 3 scatters. FinalScreen
// (today's rule) pays them, 20, at step 2, after the one winning step:
// 120. FirstScreen paid the first screen's 2 and nothing after: 103.
// EveryScreen pays both screens, the second as a step of its own with no
// line win: 123.
//
// Scatters struck with the winners (FirstScreen, EveryScreen): step 1's top
// row and the scatters at reels 0 and 1 explode; reels 0 and 1 take B then
// A, reel 2 takes S: A A S over B B B, whose line 2 pays 2 (one scatter
// pays nothing and stays). The bottom row explodes, the top falls, and B,
// B, S fall in: B B S over A A S. FirstScreen ends there, winning no line:
// 105. EveryScreen pays its 2 scatters, 3, and strikes them: reel 2 takes
// A, A: B B A over A A A, line 2 pays 100; the bottom row explodes, A, A, B
// fall in: A A B over B B A, which wins nothing: 100 + 3 + 2 + 3 + 100 = 208
// in four steps.
func TestScatterRuleByHand(t *testing.T) {
	for _, tc := range []struct {
		name       string
		on         stripgame.ScatterScreen
		strike     bool
		win        slotmech.Money
		steps      [][2]int64 // each step's scatters and their pay
		scatters   int        // the spin's: the last screen the rule counts
		scatterWin slotmech.Money
	}{
		{"final screen", stripgame.FinalScreen, false, 120, [][2]int64{{0, 0}}, 3, 20},
		{"first screen", stripgame.FirstScreen, false, 103, [][2]int64{{2, 3}}, 2, 3},
		{"every screen", stripgame.EveryScreen, false, 123, [][2]int64{{2, 3}, {3, 20}}, 3, 23},
		{"first screen struck", stripgame.FirstScreen, true, 105, [][2]int64{{2, 3}, {0, 0}}, 2, 3},
		{"every screen struck", stripgame.EveryScreen, true, 208, [][2]int64{{2, 3}, {1, 0}, {2, 3}, {0, 0}}, 0, 6},
	} {
		g := mustNew(t, cascadingTwoLines(tc.on, tc.strike))
		out, sp := scatterRound(t, g)
		require.Equal(t, games.Outcome{Bet: 10, Stake: 20, Win: tc.win}, out, tc.name)
		require.Equal(t, tc.steps, stepScatters(sp), tc.name)
		require.Equal(t, tc.scatters, sp.Scatters, tc.name)
		require.Equal(t, tc.scatterWin, sp.ScatterWin, tc.name)
		lines := slotmech.Money(0)
		for _, st := range sp.Steps {
			lines += st.Win
		}
		require.Equal(t, out.Win, lines+sp.ScatterWin, "%s: a step's Win leaves its scatter pay to ScatterWin", tc.name)
	}
	// Step 2 of "every screen" is the scatter pay alone: a step without
	// line wins, on the screen B B S over S S B.
	g := mustNew(t, cascadingTwoLines(stripgame.EveryScreen, false))
	_, sp := scatterRound(t, g)
	require.Empty(t, sp.Steps[1].Wins)
	require.Equal(t, screen(t, g, "B B S", "S S B"), sp.Steps[1].Screen)
	require.Zero(t, sp.Steps[1].Win)
}

// The tally of PlayStops reports each scatter pay at its step, after
// that step's line wins, and the amounts add up to the outcome; on the
// strips of twoLines (every strip A B S) at stops 2, 2, 0: S S A over
// A A B. Line 2 is A A B, no win; 2 scatters pay 3 on step 1 under
// FirstScreen and EveryScreen; struck, they explode and refill from above
// their stops (B, B): B B A over A A B, no win.
func TestScatterRuleTally(t *testing.T) {
	for _, tc := range []struct {
		on     stripgame.ScatterScreen
		strike bool
		want   []games.PaidWin
	}{
		// Final: the screen stays S S A over A A B, 2 scatters at step 1.
		{stripgame.FinalScreen, false, []games.PaidWin{{Step: 1, Symbol: symS, Count: 2, Paid: 3}}},
		{stripgame.FirstScreen, false, []games.PaidWin{{Step: 1, Symbol: symS, Count: 2, Paid: 3}}},
		{stripgame.EveryScreen, false, []games.PaidWin{{Step: 1, Symbol: symS, Count: 2, Paid: 3}}},
		{stripgame.EveryScreen, true, []games.PaidWin{{Step: 1, Symbol: symS, Count: 2, Paid: 3}}},
	} {
		g := mustNew(t, cascadingTwoLines(tc.on, tc.strike))
		var got []games.PaidWin
		out, err := g.NewPlayer().(exact.StripPlayer).PlayStops([]int{2, 2, 0}, 10, func(w games.PaidWin) { got = append(got, w) })
		require.NoError(t, err)
		require.Equal(t, tc.want, got, "%v %v", tc.on, tc.strike)
		sum := slotmech.Money(0)
		for _, w := range got {
			sum += w.Paid
		}
		require.Equal(t, out.Win, sum)
	}
}

// A struck scatter that reaches the round cap ends the round: S B A over
// A S S shows 3 scatters and no line win; they pay 20, one stake, which is
// the cap of RoundCapX 1, so nothing explodes and the round ends at step 1,
// capped. Without the cap they explode and A, A, A fall in: A A A over
// A B A pays 100 on line 1; then B B B falls in, 2; then S S S, 20, struck
// again; then A B A over A B A ends it: 142 in four steps.
func TestScatterRuleStruckScatterReachesTheRoundCap(t *testing.T) {
	a, b, s := symA, symB, symS
	refill := [][]slotmech.Symbol{{a, b, s, a}, {a, b, s, b}, {a, b, s, a}}
	for _, tc := range []struct {
		capX  int64
		out   games.Outcome
		steps int
	}{
		{1, games.Outcome{Bet: 10, Stake: 20, Win: 20, Capped: true}, 1},
		{0, games.Outcome{Bet: 10, Stake: 20, Win: 142}, 4},
	} {
		cfg := cascadingTwoLines(stripgame.EveryScreen, true)
		cfg.RoundCapX = tc.capX
		g := mustNew(t, cfg)
		f := &games.Forced{Bet: 10, Screen: screen(t, g, "S B A", "A S S"), Refill: refill}
		var d games.Detail
		out, err := g.NewPlayer().PlayForced(f, nil, &d)
		require.NoError(t, err, "cap %d", tc.capX)
		require.Equal(t, tc.out, out, "cap %d", tc.capX)
		require.Len(t, d.Spins[0].Steps, tc.steps, "cap %d", tc.capX)
		require.Equal(t, slotmech.Money(20), d.Spins[0].Steps[0].ScatterWin)
		require.Equal(t, tc.out.Capped, d.Spins[0].Capped)
	}
}

// The rule is part of the configuration identity only when it is not the
// classic one: the classic rule leaves ConfigData as it was; the others
// add "scatter_on" and "scatter_strike" at the end.
func TestScatterRuleConfigData(t *testing.T) {
	classic := mustNew(t, cascadingTwoLines(stripgame.FinalScreen, false)).ConfigData()
	require.NotContains(t, string(classic), "scatter_on")
	require.NotContains(t, string(classic), "scatter_strike")
	every := mustNew(t, cascadingTwoLines(stripgame.EveryScreen, true)).ConfigData()
	require.Equal(t, string(classic[:len(classic)-1])+`,"scatter_on":"every screen","scatter_strike":true}`, string(every))
	first := mustNew(t, cascadingTwoLines(stripgame.FirstScreen, false)).ConfigData()
	require.Equal(t, string(classic[:len(classic)-1])+`,"scatter_on":"first screen"}`, string(first))
}

// New refuses a scatter rule it cannot play, in the words of the Config.
func TestScatterRuleRefused(t *testing.T) {
	for _, tc := range []struct {
		change func(*stripgame.Config)
		field  string
		msg    string
	}{
		{func(c *stripgame.Config) { c.ScatterOn = 3 }, "ScatterOn", "3: want FinalScreen, FirstScreen or EveryScreen"},
		{func(c *stripgame.Config) { c.ScatterOn = stripgame.FinalScreen }, "ScatterStrike",
			"true: with ScatterOn FinalScreen: the final screen is the one that ends the cascade"},
		{func(c *stripgame.Config) { c.Cascade, c.MaxSteps = false, 0 }, "ScatterOn", "every screen: set without Cascade"},
		{func(c *stripgame.Config) { c.Scatter, c.ScatterPays = 0, nil }, "ScatterOn", "every screen: given without a Scatter symbol"},
		{func(c *stripgame.Config) { c.ScatterOn, c.Scatter, c.ScatterPays = 0, 0, nil }, "ScatterStrike", "true: given without a Scatter symbol"},
		// A feature game refuses what a strip game refuses, in the same
		// words.
		{func(c *stripgame.Config) {
			c.ScatterOn, c.Free = 0, &stripgame.FreeSpins{Trigger: []stripgame.Award{{Scatters: 3, Spins: 5}}, Max: 10}
		}, "ScatterStrike", "true: with ScatterOn FinalScreen: the final screen is the one that ends the cascade"},
		{func(c *stripgame.Config) {
			c.Cascade, c.MaxSteps, c.Free = false, 0, &stripgame.FreeSpins{Trigger: []stripgame.Award{{Scatters: 3, Spins: 5}}, Max: 10}
		}, "ScatterOn", "every screen: set without Cascade"},
		{func(c *stripgame.Config) {
			c.ScatterOn, c.Free = 4, &stripgame.FreeSpins{Trigger: []stripgame.Award{{Scatters: 3, Spins: 5}}, Max: 10}
		}, "ScatterOn", "4: want FinalScreen, FirstScreen or EveryScreen"},
		{func(c *stripgame.Config) {
			c.Scatter, c.ScatterPays = 0, nil
			c.Lines, c.Ways = nil, &ways.Config{Pays: map[slotmech.Symbol][]slotmech.Factor{symA: {0, 0, 0, slotmech.Whole(1)}}}
			c.BetModel = stripgame.TotalBet
		}, "ScatterOn", "every screen: given without a Scatter symbol"},
	} {
		cfg := cascadingTwoLines(stripgame.EveryScreen, true)
		tc.change(&cfg)
		g, err := stripgame.New(cfg)
		require.Nil(t, g, tc.msg)
		require.ErrorIs(t, err, stripgame.ErrConfig, tc.msg)
		var ce *slotmech.Error
		require.True(t, errors.As(err, &ce), "%v", err)
		require.Equal(t, tc.field, ce.Field, "%v", err)
		require.ErrorContains(t, err, tc.msg)
	}
	// The largest possible win counts the scatter on every screen of the
	// longest cascade: at a line bet b, 10 steps of 20 × b and 11 scatter
	// pays of 2 × b (one stake) are 222 × b, over Money at b = MaxInt64/210,
	// where the classic rule's 202 × b fits.
	big := cascadingTwoLines(stripgame.EveryScreen, false)
	big.Bets, big.DefaultBet = []slotmech.Money{1, math.MaxInt64 / 210}, 1
	_, err := stripgame.New(big)
	require.ErrorContains(t, err, "too large: the largest possible win")
	big.ScatterOn = stripgame.FinalScreen
	_, err = stripgame.New(big)
	require.NoError(t, err)

	// In a feature game every rule is accepted, on lines, ways, pay
	// anywhere and variable heights, with or without free spins; and its
	// bounds too count the scatter on every screen: a spin of at most 10
	// steps of 20 × b and 11 scatter pays of 2 × b under EveryScreen (202
	// × b under the classic rule), in a round of the base spin and 10
	// free spins, passes Money at b = MaxInt64/2300 only under the classic
	// rule (2222 × b, against 2442 × b).
	for _, on := range []stripgame.ScatterScreen{stripgame.FinalScreen, stripgame.FirstScreen, stripgame.EveryScreen} {
		for _, strike := range []bool{false, true} {
			if on == stripgame.FinalScreen && strike {
				continue
			}
			cfg := cascadingTwoLines(on, strike)
			cfg.Free = &stripgame.FreeSpins{Trigger: []stripgame.Award{{Scatters: 3, Spins: 5}}, Max: 10}
			_, err = stripgame.New(cfg)
			require.NoError(t, err, "%v %v", on, strike)
			cfg.Lines, cfg.BetModel = nil, stripgame.TotalBet
			cfg.Ways = &ways.Config{Pays: map[slotmech.Symbol][]slotmech.Factor{symA: {0, 0, 0, slotmech.Whole(1)}}}
			_, err = stripgame.New(cfg)
			require.NoError(t, err, "ways %v %v", on, strike)
			cfg.Free = nil
			_, err = stripgame.New(cfg)
			require.NoError(t, err, "ways strip game %v %v", on, strike)
			cfg.Ways, cfg.Anywhere = nil, &cluster.PayAnywhereConfig{Classes: []cluster.Range{{Min: 4, Max: 6}},
				Pays: map[slotmech.Symbol][]slotmech.Factor{symA: {slotmech.Whole(1)}}}
			cfg.Free = &stripgame.FreeSpins{Trigger: []stripgame.Award{{Scatters: 3, Spins: 5}}, Max: 10}
			_, err = stripgame.New(cfg)
			require.NoError(t, err, "anywhere %v %v", on, strike)
			cfg.Symbols = append(cfg.Symbols, "blocked")
			cfg.Anywhere, cfg.Heights = nil, [][]int64{{1, 1}, {1, 1}, {1, 1}}
			cfg.Ways = &ways.Config{Pays: map[slotmech.Symbol][]slotmech.Factor{symA: {0, 0, 0, slotmech.Whole(1)}}, Blocked: 4}
			_, err = stripgame.New(cfg)
			require.NoError(t, err, "heights %v %v", on, strike)
		}
	}
	big = cascadingTwoLines(stripgame.EveryScreen, false)
	big.Free = &stripgame.FreeSpins{Trigger: []stripgame.Award{{Scatters: 3, Spins: 5}}, Max: 10}
	big.Bets, big.DefaultBet = []slotmech.Money{1, math.MaxInt64 / 2300}, 1
	_, err = stripgame.New(big)
	require.EqualError(t, err, "stripgame: Bets: 4010161755154250: too large: the largest possible round win at this bet would overflow Money")
	big.ScatterOn = stripgame.FinalScreen
	_, err = stripgame.New(big)
	require.NoError(t, err)
}

// The recorded round carries each step's scatter pay (issue 29 item 7):
// the round view of a round under EveryScreen has "scatters" and
// "scatter_win" on each step that counted them, and the spin's
// "scatter_win" is their sum; a round of the classic rule has no such keys
// on its steps.
func TestScatterRuleRecorded(t *testing.T) {
	g := mustNew(t, cascadingTwoLines(stripgame.EveryScreen, true))
	out, sp := scatterRound(t, g)
	b := roundview.JSON(g, out, &games.Detail{Spins: []games.Spin{sp}})
	var v struct {
		Spins []struct {
			ScatterWin int64 `json:"scatter_win"`
			Steps      []map[string]json.RawMessage
		}
	}
	require.NoError(t, json.Unmarshal(b, &v))
	require.Equal(t, int64(6), v.Spins[0].ScatterWin)
	require.Equal(t, "3", string(v.Spins[0].Steps[0]["scatter_win"]))
	require.Equal(t, "2", string(v.Spins[0].Steps[0]["scatters"]))
	require.Equal(t, "1", string(v.Spins[0].Steps[1]["scatters"]))
	require.NotContains(t, v.Spins[0].Steps[1], "scatter_win")
	require.Equal(t, "3", string(v.Spins[0].Steps[2]["scatter_win"]))
	var text strings.Builder
	view := roundview.Of(g, out, &games.Detail{Spins: []games.Spin{sp}})
	require.NoError(t, view.Fprint(&text))
	require.Contains(t, text.String(), "  step 1: factor 10, win 100\n    3 × A line 1 pays 10\n    scatters 2 pay 3\n")
	require.Equal(t, 2, strings.Count(text.String(), "    scatters 2 pay 3\n"), "steps 1 and 3")

	g = mustNew(t, cascadingTwoLines(stripgame.FinalScreen, false))
	out, sp = scatterRound(t, g)
	b = roundview.JSON(g, out, &games.Detail{Spins: []games.Spin{sp}})
	require.NotContains(t, string(b), `"scatters":0`)
	require.Contains(t, string(b), `"scatters":3,"scatter_win":20`)
	require.NotRegexp(t, `"steps":\[[^\]]*"scatter_win"`, string(b))
}

// Scatters that never pay (a Scatter without ScatterPays) make every rule
// the classic one: the same outcome and the same line wins as under
// FinalScreen, round by round, on random games with a cascade; and under
// ScatterStrike every step but the last explodes exactly its winners and,
// where its scatters paid, its scatters (checked on forced rounds whose
// refills are a symbol that pays nothing, counted on the next step's
// screen).
func TestScatterRuleProperties_Rapid(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := randomConfig(t)
		cfg.ScatterOn, cfg.ScatterStrike = 0, false
		if !cfg.Cascade || cfg.Scatter == slotmech.Empty {
			return
		}
		if _, err := stripgame.New(cfg); err != nil {
			return
		}
		on := stripgame.ScatterScreen(rapid.IntRange(1, 2).Draw(t, "on"))
		strike := rapid.Bool().Draw(t, "strike")
		silent := cfg
		silent.ScatterPays = nil
		base, err := stripgame.New(silent)
		if err != nil {
			t.Fatal(err)
		}
		silent.ScatterOn, silent.ScatterStrike = on, strike
		ruled, err := stripgame.New(silent)
		if err != nil {
			t.Fatal(err)
		}
		seed := rapid.Uint64().Draw(t, "seed")
		pa, pb := base.NewPlayer(), ruled.NewPlayer()
		sa, sb := rng.NewStream(seed, 1), rng.NewStream(seed, 1)
		var da, db games.Detail
		for range 50 {
			oa, erra := pa.Play(base.DefaultBet(), games.Standard, sa, &da)
			ob, errb := pb.Play(ruled.DefaultBet(), games.Standard, sb, &db)
			if erra != nil || errb != nil {
				if (erra == nil) != (errb == nil) {
					t.Fatalf("errors %v and %v", erra, errb)
				}
				return
			}
			if oa != ob || len(da.Spins[0].Steps) != len(db.Spins[0].Steps) {
				t.Fatalf("without scatter pays %v: %+v, classic %+v", on, ob, oa)
			}
		}
		struckExplodes(t, cfg, on, seed)
	})
}

// struckExplodes checks on forced rounds of cfg under on, struck, that each
// step explodes its winners and its paying scatters: the refills are of
// one symbol that pays nothing and is not the scatter, added for the test,
// so the next step's screen shows, on each reel, as many of it more as
// the step exploded there.
func struckExplodes(t *rapid.T, cfg stripgame.Config, on stripgame.ScatterScreen, seed uint64) {
	cfg.ScatterOn, cfg.ScatterStrike = on, true
	cfg.Symbols = append(cfg.Symbols, "filler")
	filler := slotmech.Symbol(len(cfg.Symbols))
	g, err := stripgame.New(cfg)
	if err != nil {
		return // a configuration refused before: not this test's
	}
	src := rng.NewStream(seed, 2)
	reels, rows := len(cfg.Strips), cfg.Rows
	for range 20 {
		scr := slotmech.NewScreen(reels, rows)
		for r := range reels {
			for row := range rows {
				strip := cfg.Strips[r]
				scr.Set(r, row, strip[rng.IntN(src, len(strip))])
			}
		}
		refill := make([][]slotmech.Symbol, reels)
		for r := range refill {
			for range rows * (cfg.MaxSteps + 1) {
				refill[r] = append(refill[r], filler)
			}
		}
		var d games.Detail
		_, err := g.NewPlayer().PlayForced(&games.Forced{Bet: g.DefaultBet(), Screen: scr, Refill: refill}, nil, &d)
		if err != nil {
			continue // an endless cascade
		}
		steps := d.Spins[0].Steps
		for k := 0; k+1 < len(steps); k++ {
			var exploded slotmech.PosSet
			for _, w := range steps[k].Wins {
				exploded |= w.Positions
			}
			if scatterPays(cfg, steps[k].Scatters) { // a paying scatter, even one that rounds to 0
				exploded |= steps[k].Screen.Where(cfg.Scatter)
			}
			for r := range reels {
				before, after := 0, 0
				for row := range rows {
					if steps[k].Screen.At(r, row) == filler {
						before++
					}
					if steps[k+1].Screen.At(r, row) == filler {
						after++
					}
				}
				if after-before != popcount(exploded.Reel(r)) {
					t.Fatalf("step %d reel %d: %d fillers fell in, the step exploded %v", k+1, r, after-before, exploded)
				}
			}
		}
	}
}

// scatterPays reports whether n scatters pay something in cfg.
func scatterPays(cfg stripgame.Config, n int) bool {
	f := slotmech.Factor(0)
	for _, sp := range cfg.ScatterPays {
		if sp.Count <= n {
			f = sp.Factor
		}
	}
	return f > 0
}

// popcount counts the bits of b.
func popcount(b uint8) int {
	n := 0
	for ; b != 0; b &= b - 1 {
		n++
	}
	return n
}
