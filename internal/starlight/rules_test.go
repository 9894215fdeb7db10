package starlight_test

import (
	"fmt"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/starlight"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
	"github.com/stretchr/testify/require"
)

// SC-1: the screen is 6 reels × 5 rows; every landed screen of a round has
// that size and a forced spin of any other size is refused.
func TestSC_1_Grid(t *testing.T) {
	require.Equal(t, 6, starlight.Reels)
	require.Equal(t, 5, starlight.Rows)
	g := starlight.New()
	p := g.NewPlayer()
	var d games.Detail
	src := rng.NewStream(1, 1)
	for range 200 {
		_, err := p.Play(100, games.Standard, src, &d)
		require.NoError(t, err)
		for _, sp := range d.Spins {
			require.Equal(t, 6, sp.Screen.Reels())
			require.Equal(t, 5, sp.Screen.Rows())
			require.Zero(t, sp.Screen.Count(slotmech.Empty))
		}
	}
	bad := slotmech.NewScreen(5, 5)
	_, err := p.PlayForced(&games.Forced{Bet: 100, Screen: bad}, src, nil)
	require.ErrorIs(t, err, games.ErrForced)
	require.EqualError(t, err, "games: starlight-christmas: screen: forced play refused: want 6 reels × 5 rows")
}

// SC-2: nine paying symbols lowest to highest, the scatter and the
// multipliers x2 … x500, with the scenario names.
func TestSC_2_Symbols(t *testing.T) {
	want := []string{"yellow", "turquoise", "green", "blue", "red", "star", "moon", "heart", "sun", "scatter",
		"x2", "x3", "x4", "x5", "x6", "x8", "x10", "x12", "x15", "x20", "x25", "x50", "x100", "x250", "x500"}
	require.Equal(t, want, starlight.Names())
	require.Equal(t, len(want), starlight.Alphabet().Len())
	for i, n := range want {
		sym, err := starlight.Alphabet().Lookup(n)
		require.NoError(t, err)
		require.Equal(t, slotmech.Symbol(i+1), sym)
	}
	require.Equal(t, starlight.Sun, starlight.Yellow+8)
	// Paying symbols rise in value: each class pays at least as much as the
	// symbol below it.
	for i := 1; i < starlight.Paying; i++ {
		for c := range 3 {
			require.GreaterOrEqual(t, starlight.PayTable()[i][c], starlight.PayTable()[i-1][c])
		}
	}
}

// SC-3: 8 or more of a paying symbol anywhere pay the factor of their count's
// class (8–9, 10–11, 12–30) times the base bet.
func TestSC_3_PayAnywhere(t *testing.T) {
	g := starlight.New()
	const bet = 200
	// Hand-computed: factor × 200 cents.
	want := map[slotmech.Symbol][3]slotmech.Money{
		starlight.Yellow:    {50, 150, 400},
		starlight.Turquoise: {80, 180, 800},
		starlight.Green:     {100, 200, 1000},
		starlight.Blue:      {160, 240, 1600},
		starlight.Red:       {200, 300, 2000},
		starlight.Star:      {300, 400, 2400},
		starlight.Moon:      {400, 1000, 3000},
		starlight.Heart:     {500, 2000, 5000},
		starlight.Sun:       {2000, 5000, 10000},
	}
	for sym, pays := range want {
		for _, n := range []int{7, 8, 9, 10, 11, 12, 20, 30} {
			scr, fill := withCount(t, sym, n)
			out := spin(t, g, games.Forced{Bet: bet, Screen: scr, Refill: fill})
			sp := out.Spins[0]
			var wantWin slotmech.Money
			switch {
			case n >= 12:
				wantWin = pays[2]
			case n >= 10:
				wantWin = pays[1]
			case n >= 8:
				wantWin = pays[0]
			}
			name := starlight.Alphabet().Name(sym)
			require.Equal(t, wantWin, out.Win, "%s × %d", name, n)
			if n < 8 {
				require.Empty(t, sp.Steps, "%s × %d", name, n)
				continue
			}
			require.Len(t, sp.Steps, 1, "%s × %d", name, n)
			require.Len(t, sp.Steps[0].Wins, 1)
			w := sp.Steps[0].Wins[0]
			require.Equal(t, sym, w.Symbol)
			require.Equal(t, n, w.Count)
			require.Zero(t, w.Line, "a pay-anywhere win is not a line win")
			require.Equal(t, scr.Where(sym), w.Positions)
		}
	}
}

// SC-3: two symbols winning on one screen both pay.
func TestSC_3_TwoSymbolsPay(t *testing.T) {
	g := starlight.New()
	scr := grid(t,
		"yellow yellow yellow yellow red   red",
		"yellow yellow yellow yellow red   red",
		"green  star   moon   heart  red   red",
		"green  star   moon   heart  red   sun",
		"green  star   moon   heart  sun   sun",
	)
	fill := lists(t, "blue blue", "turquoise turquoise", "blue blue", "turquoise turquoise", "blue star moon heart", "star moon heart green")
	out := spin(t, g, games.Forced{Bet: 100, Screen: scr, Refill: fill})
	// yellow × 8 = 0.25, red × 7 does not pay.
	require.Equal(t, slotmech.Money(25), out.Win)
	scr.Set(5, 3, starlight.Red) // red × 8 = 1.00 now pays too
	fill = lists(t, "blue blue", "turquoise turquoise", "blue blue", "turquoise turquoise", "blue star moon heart", "star moon heart green")
	out = spin(t, g, games.Forced{Bet: 100, Screen: scr, Refill: fill})
	require.Equal(t, slotmech.Money(125), out.Win)
	require.Len(t, out.Spins[0].Steps[0].Wins, 2)
	require.Equal(t, slotmech.MustParseFactor("1.25"), out.Spins[0].Steps[0].Factor)
}

// SC-4: scatters pay anywhere, 4 → 3×, 5 → 5×, 6 or more → 100× the base
// bet, counted on the final screen, in the base game and in free spins.
func TestSC_4_ScatterPays(t *testing.T) {
	g := starlight.New()
	positions := []slotmech.Pos{slotmech.At(1, 0), slotmech.At(2, 1), slotmech.At(3, 2), slotmech.At(4, 3),
		slotmech.At(5, 4), slotmech.At(5, 0), slotmech.At(2, 4)} // plus the calm screen's scatter at (0,4)
	want := []slotmech.Money{0, 0, 0, 600, 1000, 20000, 20000, 20000} // by scatter count, bet 200
	for k := 1; k <= len(positions)+1; k++ {
		put := map[slotmech.Pos]slotmech.Symbol{}
		for _, p := range positions[:k-1] {
			put[p] = starlight.Scatter
		}
		scr := calmWith(t, put)
		require.Equal(t, k, scr.Count(starlight.Scatter))
		for _, free := range []bool{false, true} {
			out := spin(t, g, games.Forced{Bet: 200, Screen: scr, Refill: noRefill(t), State: freeIf(free)})
			sp := out.Spins[0]
			require.Equal(t, want[k-1], out.Win, "%d scatters, free %v", k, free)
			require.Equal(t, want[k-1], sp.ScatterWin)
			require.Equal(t, k, sp.Scatters)
			require.Empty(t, sp.Steps, "a scatter pay is not a step")
		}
	}
}

// SC-4: scatters are counted on the final screen: one that falls in during
// the tumble counts, and the ones on screen are never removed.
func TestSC_4_ScattersCountedOnFinalScreen(t *testing.T) {
	g := starlight.New()
	scr := grid(t,
		"yellow  yellow yellow yellow red     star",
		"yellow  yellow yellow yellow red     star",
		"scatter star   moon   heart  scatter green",
		"green   star   moon   heart  red     sun",
		"green   scatter moon  heart  sun     sun",
	)
	// Three scatters land; a fourth falls into reel 0 with the refill.
	fill := lists(t, "scatter blue", "blue turquoise", "blue turquoise", "blue turquoise")
	out := spin(t, g, games.Forced{Bet: 100, Screen: scr, Refill: fill})
	sp := out.Spins[0]
	require.Len(t, sp.Steps, 1)
	require.Equal(t, 4, sp.Scatters)
	require.Equal(t, slotmech.Money(300), sp.ScatterWin)
	require.Equal(t, slotmech.Money(25+300), out.Win)
	require.Equal(t, 15, awarded(sp), "SC-9 on the final screen")
}

// SC-5: the winning symbols disappear, the rest fall, new symbols fill from
// above (the first taken lands lowest), and a new combination pays again.
func TestSC_5_TumbleFormsSecondWin(t *testing.T) {
	g := starlight.New()
	scr := grid(t,
		"yellow  yellow yellow blue  red  star",
		"yellow  yellow blue   green red  star",
		"yellow  yellow blue   green moon heart",
		"yellow  blue   green  red   moon heart",
		"scatter blue   green  red   moon sun",
	)
	fill := lists(t,
		"blue blue star moon red green",
		"blue heart sun green red star",
		"heart moon star",
		"heart",
	)
	out := spin(t, g, games.Forced{Bet: 200, Screen: scr, Refill: fill})
	sp := out.Spins[0]
	require.Len(t, sp.Steps, 2)
	require.Equal(t, starlight.Yellow, sp.Steps[0].Wins[0].Symbol)
	require.Equal(t, 8, sp.Steps[0].Wins[0].Count)
	require.Equal(t, slotmech.Money(50), sp.Steps[0].Win)
	// Hand-computed screen after the first tumble: the scatter stays at the
	// bottom of reel 0, blues fall in and make 8.
	require.Equal(t, grid(t,
		"moon    sun   heart blue  red  star",
		"star    heart blue  green red  star",
		"blue    blue  blue  green moon heart",
		"blue    blue  green red   moon heart",
		"scatter blue  green red   moon sun",
	), sp.Steps[1].Screen)
	require.Equal(t, starlight.Blue, sp.Steps[1].Wins[0].Symbol)
	require.Equal(t, 8, sp.Steps[1].Wins[0].Count)
	require.Equal(t, slotmech.Money(160), sp.Steps[1].Win)
	require.Equal(t, slotmech.Money(210), out.Win) // (0.25 + 0.80) × 200
	require.Equal(t, int64(1), sp.Multiplier)
	// Each of reels 0…3 took its whole list: one symbol less runs out, and
	// the error names the reel (counted from 0) and the step.
	for r := range 4 {
		short := lists(t, "blue blue star moon red green", "blue heart sun green red star", "heart moon star", "heart")
		short[r] = short[r][:len(short[r])-1]
		_, err := g.NewPlayer().PlayForced(&games.Forced{Bet: 200, Screen: scr, Refill: short}, nil, nil)
		require.ErrorIs(t, err, tumble.ErrExhausted, "reel %d took its whole list", r)
		require.ErrorIs(t, err, games.ErrForced)
		var e *slotmech.Error
		require.ErrorAs(t, err, &e)
		require.Equal(t, fmt.Sprintf("starlight-christmas: refill reel %d", r), e.Field)
		require.ErrorContains(t, err, "after step ")
	}
}

// Forced play refuses what it cannot play with a *slotmech.Error naming the
// field at fault (rows and reels counted from 0) and wrapping
// games.ErrForced; nothing is drawn.
func TestForcedRefusals(t *testing.T) {
	p := starlight.New().NewPlayer()
	calm := grid(t, calmRows...)
	badScreen := calm
	badScreen.Set(3, 1, 0) // row 1, reel 3: Empty
	tooBig := calm
	tooBig.Set(0, 4, starlight.X500+1)
	badList := lists(t, "blue", "blue blue")
	badList[1][1] = 0
	for _, c := range []struct {
		f     games.Forced
		field string
		msg   string
	}{
		{games.Forced{Bet: 100, Screen: badScreen}, "screen row 1 reel 3", "games: starlight-christmas: screen row 1 reel 3: forced play refused: not a symbol of the game (want 1 to 25)"},
		{games.Forced{Bet: 100, Screen: tooBig}, "screen row 4 reel 0", ""},
		{games.Forced{Bet: 100}, "screen", "games: starlight-christmas: screen: forced play refused: want 6 reels × 5 rows"},
		{games.Forced{Bet: 100, Screen: calm, Refill: lists(t)[:5]}, "refill", ""},
		{games.Forced{Bet: 100, Screen: calm, Refill: badList}, "refill reel 1 symbol 1", ""},
		{games.Forced{Bet: 100, Screen: calm, State: games.Facts{{Name: starlight.FactAwarded, Value: 1}}}, "state", ""},
		{games.Forced{Bet: 100, Screen: calm, State: games.Facts{{Name: starlight.FactFreeSpin, Value: 2}}}, "state.free_spin", ""},
		{games.Forced{Bet: 100, Screen: calm, State: freeSpin(-3)}, "state.total_multiplier", ""},
		{games.Forced{Bet: 100, Screen: calm, State: append(freeSpin(3), games.Fact{Name: starlight.FactFreeSpin, Value: 1})}, "state.free_spin", ""},
	} {
		src := &countSource{src: rng.NewStream(1, 2)}
		_, err := p.PlayForced(&c.f, src, nil)
		require.ErrorIs(t, err, games.ErrForced, c.field)
		var e *slotmech.Error
		require.ErrorAs(t, err, &e)
		require.Equal(t, starlight.Name+": "+c.field, e.Field)
		require.Equal(t, "forced play", e.Op)
		require.NotContains(t, err.Error(), "slotmech.", "no Go type names")
		if c.msg != "" {
			require.EqualError(t, err, c.msg)
		}
		require.Zero(t, src.n, "a refused forced play draws nothing")
	}
	// Without lists the game refills from src, which must then be given.
	_, err := p.PlayForced(&games.Forced{Bet: 100, Screen: calm}, nil, nil)
	require.ErrorIs(t, err, games.ErrForced)
	_, err = p.PlayForced(nil, nil, nil)
	require.ErrorIs(t, err, games.ErrForced)
	// An unknown mode is a refused bet.
	_, err = p.PlayForced(&games.Forced{Bet: 100, Mode: "turbo", Screen: calm}, nil, nil)
	require.ErrorIs(t, err, games.ErrBet)
}

// SC-5: scatters and multiplier symbols are never removed by a tumble,
// whatever the evaluation.
func TestSC_5_KeepsScattersAndMultipliers(t *testing.T) {
	g := starlight.New()
	scr := grid(t,
		"yellow  yellow yellow yellow red   star",
		"yellow  x5     yellow yellow red   star",
		"scatter yellow moon   heart  green green",
		"green   star   moon   heart  red   sun",
		"green   star   moon   heart  sun   sun",
	)
	fill := lists(t, "blue blue", "blue turquoise", "blue turquoise", "blue turquoise")
	out := spin(t, g, games.Forced{Bet: 100, Screen: scr, Refill: fill})
	sp := out.Spins[0]
	require.Len(t, sp.Steps, 1)
	// After the tumble the x5 has fallen to the bottom of reel 1 and the
	// scatter to the bottom of reel 0.
	require.Equal(t, 1, sp.Scatters)
	require.Equal(t, int64(5), sp.Multiplier)
	require.Equal(t, slotmech.Money(125), out.Win) // 0.25 × 5 × 100
}

// SC-5: a tumble sequence that never ends is an error, not a hang.
func TestSC_5_StepBound(t *testing.T) {
	g := starlight.New()
	scr, _ := withCount(t, starlight.Yellow, 30)
	yellows := make([][]slotmech.Symbol, starlight.Reels)
	for r := range yellows {
		for range 5 * (starlight.MaxSteps + 1) {
			yellows[r] = append(yellows[r], starlight.Yellow)
		}
	}
	_, err := g.NewPlayer().PlayForced(&games.Forced{Bet: 20, Screen: scr, Refill: yellows}, nil, nil)
	require.ErrorIs(t, err, tumble.ErrTooManySteps)
	require.ErrorIs(t, err, games.ErrForced, "the lists made it so")
	// Played rounds never meet the bound with the reference maths: the
	// rounds of the other tests all end.
}

// SC-6: multiplier symbols carry the fixed values 2 … 500, every value has a
// positive weight in the base game and in free spins, and both symbol
// parts draw them (first screens and refills).
func TestSC_6_MultiplierValues(t *testing.T) {
	require.Equal(t, [starlight.Multipliers]int64{2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 50, 100, 250, 500}, starlight.MultiplierValues())
	m := starlight.DefaultMaths()
	for i := range starlight.Multipliers {
		require.Positive(t, m.BaseValues[i], "base weight of x%d", starlight.MultiplierValues()[i])
		require.Positive(t, m.FreeValues[i], "free weight of x%d", starlight.MultiplierValues()[i])
	}
	require.Positive(t, m.Base.Multiplier)
	require.Positive(t, m.Ante.Multiplier)
	require.Positive(t, m.Free.Multiplier)
	for i, v := range starlight.MultiplierValues() {
		name := "x" + slotmech.Money(v).String()
		sym, err := starlight.Alphabet().Lookup(name)
		require.NoError(t, err)
		require.Equal(t, starlight.X2+slotmech.Symbol(i), sym)
		require.True(t, starlight.IsMultiplier(sym))
	}
	require.False(t, starlight.IsMultiplier(starlight.Scatter))
	// Each value is drawn: play rounds until every multiplier symbol has
	// been seen on a landed screen, in the base game.
	g := starlight.New()
	seen := map[slotmech.Symbol]bool{}
	p := g.NewPlayer()
	var d games.Detail
	src := rng.NewStream(6, 0)
	for i := 0; len(seen) < 12 && i < 200_000; i++ {
		_, err := p.Play(100, games.Standard, src, &d)
		require.NoError(t, err)
		for _, sp := range d.Spins {
			for r := range starlight.Reels {
				for _, s := range sp.Screen.Reel(r) {
					if starlight.IsMultiplier(s) {
						seen[s] = true
					}
				}
			}
		}
	}
	require.GreaterOrEqual(t, len(seen), 12, "the common multiplier values all land")
}

// SC-6: several multipliers on screen each keep their own value; their sum
// multiplies (SC-7).
func TestSC_6_SeveralMultipliers(t *testing.T) {
	g := starlight.New()
	scr := calmWith(t, map[slotmech.Pos]slotmech.Symbol{})
	// 8 greens: the calm screen has 6; make two more, and add x2, x8, x500.
	scr.Set(1, 0, starlight.Green)
	scr.Set(5, 0, starlight.Green)
	scr.Set(2, 0, starlight.X2)
	scr.Set(3, 0, starlight.X8)
	scr.Set(5, 1, starlight.X500)
	fill := lists(t, "blue", "blue blue", "turquoise turquoise", "turquoise turquoise", "", "turquoise")
	out := spin(t, g, games.Forced{Bet: 20, Screen: scr, Refill: fill})
	require.Equal(t, int64(510), out.Spins[0].Multiplier)
	require.Equal(t, slotmech.Money(10*510), out.Win) // 0.50 × 510 × 20
}

// SC-7: in the base game the sum of the multipliers multiplies the whole
// spin's win (all steps and the scatter pay) once, at the end; without a
// paytable win nothing is multiplied; without multipliers the win is ×1.
func TestSC_7_BaseMultiplier(t *testing.T) {
	g := starlight.New()
	two := func() (slotmech.Screen, [][]slotmech.Symbol) { // the two-step screen of SC-5, with x5 and x10
		scr := grid(t,
			"yellow  yellow yellow blue  red  star",
			"yellow  yellow blue   green red  star",
			"yellow  yellow blue   green moon heart",
			"yellow  blue   green  red   moon heart",
			"x5      blue   green  red   moon x10",
		)
		return scr, lists(t, "blue blue star moon red green", "blue heart sun green red star", "heart moon star", "heart")
	}
	scr, fill := two()
	out := spin(t, g, games.Forced{Bet: 200, Screen: scr, Refill: fill})
	require.Equal(t, int64(15), out.Spins[0].Multiplier)
	require.Equal(t, slotmech.Money(3150), out.Win, "(0.25 + 0.80) × 15 × 200")
	require.Zero(t, total(out.Spins[0]), "no running total in the base game")

	// Scatter pay with a paytable win: multiplied too. 4 scatters, yellow ×8, x5.
	scr = grid(t,
		"yellow  yellow yellow yellow red     star",
		"yellow  yellow yellow yellow red     star",
		"scatter star   moon   heart  scatter green",
		"green   star   moon   heart  scatter sun",
		"green   scatter moon  heart  x5      sun",
	)
	fill = lists(t, "blue blue", "blue turquoise", "blue turquoise", "blue turquoise")
	out = spin(t, g, games.Forced{Bet: 100, Screen: scr, Refill: fill})
	require.Equal(t, slotmech.Money(1625), out.Win, "(0.25 + 3) × 5 × 100")
	require.Equal(t, slotmech.Money(300), out.Spins[0].ScatterWin, "scatter pay before the multiplier")

	// No paytable win: the scatter pay is not multiplied.
	scr = calmWith(t, map[slotmech.Pos]slotmech.Symbol{
		slotmech.At(1, 0): starlight.Scatter, slotmech.At(2, 0): starlight.Scatter,
		slotmech.At(3, 0): starlight.Scatter, slotmech.At(4, 0): starlight.X100,
	})
	out = spin(t, g, games.Forced{Bet: 100, Screen: scr, Refill: noRefill(t)})
	require.Equal(t, slotmech.Money(300), out.Win)
	require.Equal(t, int64(1), out.Spins[0].Multiplier)
}

// SC-8: in free spins the running total T grows by the multipliers of every
// spin with a paytable win and multipliers, and such a spin is multiplied
// by the new T; a winning spin without multipliers pays ×1 and a spin
// without a paytable win adds nothing to T.
func TestSC_8_Accumulation(t *testing.T) {
	g := starlight.New()
	winning := func(mults map[slotmech.Pos]slotmech.Symbol) (slotmech.Screen, [][]slotmech.Symbol) {
		// 8 greens (0.50) and the given multipliers.
		scr := calmWith(t, mults)
		scr.Set(1, 0, starlight.Green)
		scr.Set(5, 0, starlight.Green)
		return scr, lists(t, "blue", "blue blue", "turquoise turquoise", "turquoise turquoise", "", "turquoise")
	}
	type step struct {
		screen  slotmech.Screen
		fill    [][]slotmech.Symbol
		win     slotmech.Money
		mult, T int64
	}
	s1, f1 := winning(map[slotmech.Pos]slotmech.Symbol{slotmech.At(2, 0): starlight.X5})
	s2, f2 := winning(nil)
	s3 := calmWith(t, map[slotmech.Pos]slotmech.Symbol{slotmech.At(2, 0): starlight.X10})
	s4, f4 := winning(map[slotmech.Pos]slotmech.Symbol{slotmech.At(2, 0): starlight.X3})
	spins := []step{
		{s1, f1, 500, 5, 5},        // 0.50 × 5 × 200; T 0 → 5
		{s2, f2, 100, 1, 5},        // no multiplier: ×1, T stays 5
		{s3, noRefill(t), 0, 1, 5}, // x10 without a paytable win: T stays 5
		{s4, f4, 800, 8, 8},        // x3: T 5 → 8, × 8
	}
	var T int64
	for i, s := range spins {
		out := spin(t, g, games.Forced{Bet: 200, Screen: s.screen, Refill: s.fill, State: freeSpin(T)})
		sp := out.Spins[0]
		require.True(t, sp.Free)
		require.Equal(t, s.win, out.Win, "spin %d", i)
		require.Equal(t, s.mult, sp.Multiplier, "spin %d", i)
		require.Equal(t, s.T, total(sp), "spin %d", i)
		T = total(sp)
	}
	// A negative or unreachable T, and a T outside free spins, are refused,
	// naming the fact.
	p := g.NewPlayer()
	for _, state := range []games.Facts{
		freeSpin(-1),
		freeSpin(7_500_001),
		{{Name: starlight.FactTotalMultiplier, Value: 3}},
		{{Name: starlight.FactFreeSpin, Value: 0}, {Name: starlight.FactTotalMultiplier, Value: 3}},
	} {
		_, err := p.PlayForced(&games.Forced{Bet: 200, Screen: s1, Refill: f1, State: state}, nil, nil)
		require.ErrorIs(t, err, games.ErrForced, "%v", state)
		var e *slotmech.Error
		require.ErrorAs(t, err, &e)
		require.Equal(t, "starlight-christmas: state.total_multiplier", e.Field)
	}
	// The largest T a forced play accepts plays without overflow, with
	// x500s on screen.
	big := games.Forced{Bet: 200, Screen: s1, Refill: f1, State: freeSpin(7_500_000)}
	big.Screen.Set(5, 1, starlight.X500)
	out, err := p.PlayForced(&big, nil, nil)
	require.NoError(t, err)
	require.True(t, out.Capped)
}

// SC-8: T carries over within a played feature: it never decreases, starts
// at 0 in every feature, and every free spin's multiplier is 1 or T.
func TestSC_8_FeatureCarriesTotal(t *testing.T) {
	p := starlight.NewPlayer(starlight.New())
	var d games.Detail
	src := rng.NewStream(8, 0)
	grew := false
	for range 100 {
		_, err := p.PlayFeature(100, src, &d)
		require.NoError(t, err)
		var T int64
		for _, sp := range d.Spins {
			require.True(t, sp.Free)
			require.GreaterOrEqual(t, total(sp), T)
			grew = grew || total(sp) > T
			if sp.Multiplier != 1 {
				require.Equal(t, total(sp), sp.Multiplier)
			}
			T = total(sp)
		}
	}
	require.True(t, grew)
}

// SC-9: 4 or more scatters in a base spin award 15 free spins, whatever the
// count, and the scatter pay is paid as well; 3 award nothing.
func TestSC_9_Trigger(t *testing.T) {
	g := starlight.New()
	more := []slotmech.Pos{slotmech.At(1, 0), slotmech.At(2, 1), slotmech.At(3, 2), slotmech.At(4, 3), slotmech.At(5, 4)}
	for k := 3; k <= 6; k++ {
		put := map[slotmech.Pos]slotmech.Symbol{}
		for _, p := range more[:k-1] {
			put[p] = starlight.Scatter
		}
		out := spin(t, g, games.Forced{Bet: 100, Screen: calmWith(t, put), Refill: noRefill(t)})
		want := 0
		if k >= 4 {
			want = 15
		}
		require.Equal(t, want, awarded(out.Spins[0]), "%d scatters", k)
		require.Equal(t, k >= 4, out.Triggered)
		require.Equal(t, out.Spins[0].ScatterWin, out.Win)
	}
	// In played rounds a trigger is followed by at least 15 free spins.
	src := rng.NewStream(9, 0)
	p := g.NewPlayer()
	var d games.Detail
	found := 0
	for i := 0; found < 3 && i < 100_000; i++ {
		out, err := p.Play(100, games.Standard, src, &d)
		require.NoError(t, err)
		if !out.Triggered {
			require.Len(t, d.Spins, 1)
			continue
		}
		found++
		require.GreaterOrEqual(t, d.Spins[0].Scatters, 4)
		require.Equal(t, 15, awarded(d.Spins[0]))
		require.GreaterOrEqual(t, out.FreeSpins, 15)
		require.Len(t, d.Spins, 1+out.FreeSpins)
		sum := 0
		for _, sp := range d.Spins {
			sum += awarded(sp)
		}
		require.Equal(t, sum, out.FreeSpins)
	}
	require.Equal(t, 3, found)
}

// SC-10: 3 or more scatters in a free spin award 5 more free spins.
func TestSC_10_Retrigger(t *testing.T) {
	g := starlight.New()
	more := []slotmech.Pos{slotmech.At(1, 0), slotmech.At(2, 1), slotmech.At(3, 2)}
	for k := 2; k <= 4; k++ {
		put := map[slotmech.Pos]slotmech.Symbol{}
		for _, p := range more[:k-1] {
			put[p] = starlight.Scatter
		}
		out := spin(t, g, games.Forced{Bet: 100, Screen: calmWith(t, put), Refill: noRefill(t), State: freeSpin(0)})
		want := 0
		if k >= 3 {
			want = 5
		}
		require.Equal(t, want, awarded(out.Spins[0]), "%d scatters", k)
	}
	// Played features do retrigger: find one with more than 15 free spins.
	src := rng.NewStream(10, 0)
	p := starlight.NewPlayer(g)
	for i := 0; ; i++ {
		require.Less(t, i, 10_000)
		out, err := p.PlayFeature(100, src, nil)
		require.NoError(t, err)
		if out.FreeSpins > 15 {
			require.Equal(t, 0, (out.FreeSpins-15)%5)
			break
		}
	}
}

// SC-11: the ante costs 25 % more, pays the same on the same screen and
// refill, and uses more scatters in the base game (trigger rate: SC-14).
func TestSC_11_Ante(t *testing.T) {
	g := starlight.New()
	for bet, want := range map[slotmech.Money]slotmech.Money{20: 25, 100: 125, 4000: 5000} {
		stake, err := g.Stake(bet, starlight.Ante)
		require.NoError(t, err)
		require.Equal(t, want, stake)
	}
	m := starlight.DefaultMaths()
	q := func(w starlight.Weights) float64 { return float64(w.Scatter) / float64(w.Total()) }
	require.Greater(t, q(m.Ante), q(m.Base))
	scr := grid(t,
		"yellow  yellow yellow blue  red  star",
		"yellow  yellow blue   green red  star",
		"yellow  yellow blue   green moon heart",
		"yellow  blue   green  red   moon heart",
		"x5      blue   green  red   moon scatter",
	)
	var wins []slotmech.Money
	for _, mode := range []string{games.Standard, starlight.Ante} {
		fill := lists(t, "blue blue star moon red green", "blue heart sun green red star", "heart moon star", "heart")
		out := spin(t, g, games.Forced{Bet: 200, Mode: mode, Screen: scr, Refill: fill})
		wins = append(wins, out.Win)
	}
	require.Equal(t, wins[0], wins[1])
	require.Equal(t, slotmech.Money(1050), wins[0]) // (0.25 + 0.80) × 5 × 200
}

// SC-12: a spin reaching 5000 × bet pays exactly the cap and ends at once:
// the remaining tumbles are forfeited and no free spins are awarded.
func TestSC_12_Cap(t *testing.T) {
	g := starlight.New()
	// 12 suns (50×) with x500 and 4 scatters: 25 000 × bet before the cap.
	scr, _ := withCount(t, starlight.Sun, 12)
	scr.Set(4, 0, starlight.X500)
	for _, p := range []slotmech.Pos{slotmech.At(3, 0), slotmech.At(3, 1), slotmech.At(4, 1), slotmech.At(5, 1)} {
		scr.Set(p.Reel(), p.Row(), starlight.Scatter)
	}
	// The refill is empty: a tumble after the capping step would fail.
	out := spin(t, g, games.Forced{Bet: 20, Screen: scr, Refill: noRefill(t)})
	sp := out.Spins[0]
	require.True(t, out.Capped)
	require.True(t, sp.Capped)
	require.Equal(t, slotmech.Money(100_000), out.Win, "exactly 5000 × 20 cents")
	require.Len(t, sp.Steps, 1, "no tumble after the capping step")
	require.Zero(t, awarded(sp), "a capped spin awards no free spins")
	require.False(t, out.Triggered)

	// Exactly at the cap: 10 suns (25×) × 200 = 5000 × bet is the cap, paid
	// in full with nothing cut (TestSC_12_CapReachedExactlyStopsTumbling
	// checks that the sequence stops there); just below it, 25 × 150, is
	// paid in full and not capped.
	scr, fill := withCount(t, starlight.Sun, 10)
	scr.Set(5, 4, starlight.X100)
	scr.Set(5, 3, starlight.X100)
	out = spin(t, g, games.Forced{Bet: 20, Screen: scr, Refill: fill})
	require.Equal(t, slotmech.Money(25*200*20), out.Win)
	require.True(t, out.Capped, "25 × 200 = 5000 × bet reaches the cap exactly")
	scr.Set(5, 3, starlight.X50)
	_, fill = withCount(t, starlight.Sun, 10)
	out = spin(t, g, games.Forced{Bet: 20, Screen: scr, Refill: fill})
	require.Equal(t, slotmech.Money(25*150*20), out.Win)
	require.False(t, out.Capped)

	// The cap is reached at the end of the sequence by the scatter pay:
	// (2 + 100) × 50 = 5100 × bet → exactly 5000 × bet, no free spins.
	scr, fill = withCount(t, starlight.Yellow, 12)
	for i, p := range []slotmech.Pos{slotmech.At(3, 0), slotmech.At(3, 1), slotmech.At(4, 1), slotmech.At(5, 1), slotmech.At(5, 2), slotmech.At(5, 3)} {
		_ = i
		scr.Set(p.Reel(), p.Row(), starlight.Scatter)
	}
	scr.Set(4, 0, starlight.X50)
	out = spin(t, g, games.Forced{Bet: 20, Screen: scr, Refill: fill})
	require.Equal(t, slotmech.Money(100_000), out.Win)
	require.True(t, out.Capped)
	require.Zero(t, awarded(out.Spins[0]))
}

// SC-13: the base bet is a multiple of 20 cents from 20 to 4000; anything
// else (and an unknown mode) is refused with a *slotmech.Error naming the bet
// (or the mode) and wrapping games.ErrBet; a refused round draws nothing
// and pays nothing, and a refused forced play is refused the same way.
func TestSC_13_BetRange(t *testing.T) {
	g := starlight.New()
	p := g.NewPlayer()
	for _, c := range []struct {
		bet slotmech.Money
		ok  bool
	}{{19, false}, {20, true}, {30, false}, {40, true}, {100, true}, {4000, true}, {4020, false}, {0, false}, {-20, false}, {5000, false}} {
		for _, mode := range []string{games.Standard, starlight.Ante} {
			stake, err := g.Stake(c.bet, mode)
			src := &countSource{src: rng.NewStream(13, 0)}
			out, perr := p.Play(c.bet, mode, src, nil)
			_, ferr := p.PlayForced(&games.Forced{Bet: c.bet, Mode: mode, Screen: grid(t, calmRows...)}, src, nil)
			if c.ok {
				require.NoError(t, err, "bet %d", c.bet)
				require.NoError(t, perr)
				require.NoError(t, ferr)
				require.Equal(t, stake, out.Stake)
				continue
			}
			for _, err := range []error{err, perr, ferr} {
				require.ErrorIs(t, err, games.ErrBet, "bet %d", c.bet)
				var e *slotmech.Error
				require.ErrorAs(t, err, &e)
				require.Equal(t, "starlight-christmas: bet", e.Field)
				require.Equal(t, c.bet.String(), e.Value)
			}
			require.Zero(t, out)
			require.Zero(t, src.n, "a refused round draws nothing")
		}
	}
	_, err := g.Stake(100, "turbo")
	require.ErrorIs(t, err, games.ErrBet)
	require.EqualError(t, err, `games: starlight-christmas: mode: bet refused: mode "turbo": want "standard" or "ante"`)
	_, err = g.Stake(30, games.Standard)
	require.EqualError(t, err, "games: starlight-christmas: bet: bet refused: 30 cents is not a multiple of 20 cents")
	_, err = p.Play(30, games.Standard, rng.NewStream(13, 0), nil)
	require.EqualError(t, err, "games: starlight-christmas: bet: bet refused: 30 cents is not a multiple of 20 cents")
}

// SC-11, SC-13: every mode's stake is its cost applied to the bet, exactly,
// for every bet of the range.
func TestSC_11_StakeIsCostTimesBet(t *testing.T) {
	g := starlight.New()
	modes := g.Modes()
	require.Equal(t, []games.Mode{{Name: games.Standard, Cost: slotmech.Whole(1)}, {Name: starlight.Ante, Cost: slotmech.MustParseFactor("1.25")}}, modes)
	for bet := starlight.MinBet; bet <= starlight.MaxBet; bet += starlight.BetStep {
		for _, m := range modes {
			stake, err := g.Stake(bet, m.Name)
			require.NoError(t, err)
			want, err := m.Cost.Apply(bet)
			require.NoError(t, err)
			require.True(t, m.Cost.Exact(bet), "%s × %d is not whole cents", m.Cost, bet)
			require.Equal(t, want, stake)
		}
	}
}

// SC-10: a round plays at most MaxFreeSpins free spins, however often the
// feature retriggers; the last awards are cut to what is left.
func TestSC_10_FreeSpinBound(t *testing.T) {
	m := starlight.DefaultMaths()
	// About 2.4 scatters a spin and no multipliers: retriggers outrun the
	// spins played, while the wins stay far below the cap.
	m.Free.Scatter, m.Free.Multiplier = 10_000, 0
	g, err := starlight.NewWithMaths(m)
	require.NoError(t, err)
	var d games.Detail
	out, err := starlight.NewPlayer(g).PlayFeature(100, rng.NewStream(10, 1), &d)
	require.NoError(t, err)
	require.False(t, out.Capped)
	require.Equal(t, starlight.MaxFreeSpins, out.FreeSpins)
	require.Len(t, d.Spins, starlight.MaxFreeSpins)
	sum := starlight.TriggerSpins
	for _, sp := range d.Spins {
		sum += awarded(sp)
	}
	require.Equal(t, starlight.MaxFreeSpins, sum)
}
