package starlight_test

import (
	"errors"
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/starlight"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

// A seeded round of EUR 1.00, itemised: the same seed gives this round on
// every machine.
func Example() {
	g := starlight.New()
	p := g.NewPlayer() // one per goroutine
	src := rng.NewStream(7, 0)
	var d games.Detail
	var out games.Outcome
	for {
		var err error
		if out, err = p.Play(100, games.Standard, src, &d); err != nil {
			panic(err)
		}
		if d.Spins[0].Multiplier > 1 { // the seed's first multiplied win
			break
		}
	}
	sp := d.Spins[0]
	fmt.Print(sp.Screen.Format(g.Alphabet()))
	for i, st := range sp.Steps {
		for _, w := range st.Wins {
			fmt.Printf("step %d: %d × %s pays %s × bet\n", i+1, w.Count, g.Alphabet().Name(w.Symbol), w.Factor)
		}
	}
	fmt.Printf("multiplier ×%d, scatters %d, win %d cents of stake %d\n", sp.Multiplier, sp.Scatters, out.Win, out.Stake)
	// The x5 that landed multiplies the win (SC-7).

	// Output:
	// green yellow x5 blue turquoise red
	// red yellow red blue turquoise yellow
	// red moon yellow yellow turquoise sun
	// yellow yellow turquoise green blue moon
	// blue moon turquoise yellow green star
	// step 1: 8 × yellow pays 0.25 × bet
	// multiplier ×5, scatters 0, win 125 cents of stake 100
}

// A forced spin, as a scenario states it: a screen and what falls in.
func ExampleGame_NewPlayer_forced() {
	p := starlight.New().NewPlayer()
	f := &games.Forced{
		Bet: 200,
		Screen: mustScreen(
			"yellow  yellow yellow blue  red  star",
			"yellow  yellow blue   green red  star",
			"yellow  yellow blue   green moon heart",
			"yellow  blue   green  red   moon heart",
			"x5      blue   green  red   moon x10",
		),
		Refill: mustLists(
			"blue blue star moon red green",
			"blue heart sun green red star",
			"heart moon star",
			"heart",
		),
	}
	var d games.Detail
	out, err := p.PlayForced(f, nil, &d)
	if err != nil {
		panic(err)
	}
	sp := d.Spins[0]
	for i, st := range sp.Steps {
		fmt.Printf("step %d pays %s × bet = %d cents\n", i+1, st.Factor, st.Win)
	}
	fmt.Printf("×%d: %d cents\n", sp.Multiplier, out.Win)
	// Output:
	// step 1 pays 0.25 × bet = 50 cents
	// step 2 pays 0.8 × bet = 160 cents
	// ×15: 3150 cents
}

// A forced free spin with a running total T = 4 before it (SC-8): 8 greens
// win 0.50 × bet, and the x5 on screen raises T to 9, which multiplies the
// spin's win. The facts report T after the spin and the free spins it
// awarded.
func ExampleGame_NewPlayer_forcedFreeSpin() {
	p := starlight.New().NewPlayer()
	f := &games.Forced{
		Bet: 200,
		Screen: mustScreen(
			"green   green x5    heart red  green",
			"red     red   moon  green red  star",
			"moon    green heart green moon heart",
			"star    sun   green red   moon heart",
			"scatter heart green red   moon sun",
		),
		Refill: mustLists("blue", "blue blue", "turquoise turquoise", "turquoise turquoise", "", "turquoise"),
		State: games.Facts{
			{Name: starlight.FactFreeSpin, Value: 1},
			{Name: starlight.FactTotalMultiplier, Value: 4},
		},
	}
	var d games.Detail
	out, err := p.PlayForced(f, nil, &d)
	if err != nil {
		panic(err)
	}
	sp := d.Spins[0]
	T, _ := sp.Facts.Get(starlight.FactTotalMultiplier)
	awarded, _ := sp.Facts.Get(starlight.FactAwarded)
	fmt.Printf("win %d, ×%d, T %d, free spins awarded %d\n", out.Win, sp.Multiplier, T, awarded)
	// Output:
	// win 900, ×9, T 9, free spins awarded 0
}

// A refill list that runs out is refused: the error names the reel and the
// step (both counted from 0: the first reel, the first tumble), and wraps both games.ErrForced and tumble.ErrExhausted.
func ExampleGame_NewPlayer_forcedExhausted() {
	p := starlight.New().NewPlayer()
	f := &games.Forced{
		Bet: 200,
		Screen: mustScreen(
			"yellow  yellow yellow blue  red  star",
			"yellow  yellow blue   green red  star",
			"yellow  yellow blue   green moon heart",
			"yellow  blue   green  red   moon heart",
			"x5      blue   green  red   moon x10",
		),
		Refill: mustLists("blue blue star", "blue heart sun green red star"),
	}
	_, err := p.PlayForced(f, nil, nil)
	fmt.Println(err)
	fmt.Println(errors.Is(err, games.ErrForced), errors.Is(err, tumble.ErrExhausted))
	var e *slotmech.Error
	if errors.As(err, &e) {
		fmt.Printf("field %q\n", e.Field)
	}
	// Output:
	// games: starlight-christmas: refill reel 0: forced play refused: refill list exhausted: the tumble after step 0 needs 4 more symbols, 3 left
	// true true
	// field "starlight-christmas: refill reel 0"
}

// Stakes: the ante costs 25 % more; bets off the 20-cent grid are refused.
func ExampleGame_Stake() {
	g := starlight.New()
	for _, bet := range []slotmech.Money{20, 100, 4000, 30} {
		std, err := g.Stake(bet, games.Standard)
		if err != nil {
			fmt.Println(err)
			continue
		}
		ante, _ := g.Stake(bet, starlight.Ante)
		fmt.Println(bet, std, ante)
	}
	// Output:
	// 20 20 25
	// 100 100 125
	// 4000 4000 5000
	// games: starlight-christmas: bet: bet refused: 30 cents is not a multiple of 20 cents
}

// The modes and their costs, as tools read them (SC-11).
func ExampleGame_Modes() {
	for _, m := range starlight.New().Modes() {
		fmt.Println(m.Name, m.Cost)
	}
	// Output:
	// standard 1
	// ante 1.25
}
