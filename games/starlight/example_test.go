package starlight_test

import (
	"fmt"

	"github.com/slotmech/slotmech"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/starlight"
	"github.com/slotmech/slotmech/rng"
)

// A seeded round of EUR 1.00, itemised: the same seed gives this round on
// every machine.
func Example() {
	g := starlight.New()
	src := rng.NewStream(7, 0)
	out := games.Outcome{Detail: true}
	for {
		if err := g.Play(100, games.Standard, src, &out); err != nil {
			panic(err)
		}
		if out.Spins[0].Multiplier > 1 { // the seed's first multiplied win
			break
		}
	}
	sp := out.Spins[0]
	fmt.Print(sp.Screen.Format(starlight.Alphabet))
	for i, st := range sp.Steps {
		for _, w := range st.Wins {
			fmt.Printf("step %d: %d × %s pays %s × bet\n", i+1, w.Count, starlight.Alphabet.Name(w.Symbol), w.Factor)
		}
	}
	fmt.Printf("multiplier ×%d, scatters %d, win %d cents of stake %d\n", sp.Multiplier, sp.Scatters, out.Win, out.Stake)
	// The x12 that landed and multipliers worth 5 more that fell in with
	// the refill make ×17 (SC-7).

	// Output:
	// turquoise moon turquoise star green turquoise
	// turquoise turquoise red green star star
	// star turquoise turquoise heart blue x12
	// green turquoise green yellow red yellow
	// moon green yellow turquoise moon turquoise
	// step 1: 10 × turquoise pays 0.9 × bet
	// multiplier ×17, scatters 0, win 1530 cents of stake 100
}

// A forced spin, as a scenario states it: a screen and what falls in.
func ExampleGame_PlaySpin() {
	g := starlight.New()
	screen := mustScreen(
		"yellow  yellow yellow blue  red  star",
		"yellow  yellow blue   green red  star",
		"yellow  yellow blue   green moon heart",
		"yellow  blue   green  red   moon heart",
		"x5      blue   green  red   moon x10",
	)
	fill := mustLists(
		"blue blue star moon red green",
		"blue heart sun green red star",
		"heart moon star",
		"heart",
	)
	out := games.Outcome{Detail: true}
	err := g.PlaySpin(starlight.SpinInput{Bet: 200, Mode: games.Standard, Screen: screen, Refill: fill}, nil, &out)
	if err != nil {
		panic(err)
	}
	sp := out.Spins[0]
	for i, st := range sp.Steps {
		fmt.Printf("step %d pays %s × bet = %d cents\n", i+1, st.Factor, st.Win)
	}
	fmt.Printf("×%d: %d cents\n", sp.Multiplier, out.Win)
	// Output:
	// step 1 pays 0.25 × bet = 50 cents
	// step 2 pays 0.8 × bet = 160 cents
	// ×15: 3150 cents
}

// Stakes: the ante costs 25 % more; bets off the 20-cent grid are refused.
func ExampleGame_Stake() {
	g := starlight.New()
	for _, bet := range []int64{20, 100, 4000, 30} {
		std, err1 := g.Stake(slotmech.Money(bet), games.Standard)
		ante, _ := g.Stake(slotmech.Money(bet), games.Ante)
		if err1 != nil {
			fmt.Println(err1)
			continue
		}
		fmt.Println(bet, std, ante)
	}
	// Output:
	// 20 20 25
	// 100 100 125
	// 4000 4000 5000
	// starlight: bet 30 (standard): not a multiple of 20 cents
}
