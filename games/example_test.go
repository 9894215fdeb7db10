package games_test

import (
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/rng"
)

// wheel is a whole title in a few lines: one of 20 equally likely slots pays
// 19 × bet, so its exact RTP is 19/20 = 95%.
type wheel struct{}

var wheelSymbols, _ = slotmech.NewAlphabet("blank", "jackpot")

func (wheel) Name() string { return "wheel" }
func (wheel) Modes() []games.Mode {
	return []games.Mode{{Name: games.Standard, Cost: slotmech.Whole(1)}}
}
func (wheel) DefaultBet() slotmech.Money   { return 100 }
func (wheel) Alphabet() *slotmech.Alphabet { return wheelSymbols }
func (wheel) ConfigData() []byte           { return []byte(`{"slots":20,"pays":19}`) }
func (wheel) Facts() []games.FactDef       { return nil }
func (wheel) NewPlayer() games.Player      { return wheelPlayer{} }

func (wheel) Stake(bet slotmech.Money, mode string) (slotmech.Money, error) {
	if bet <= 0 || mode != games.Standard {
		return 0, &slotmech.Error{Op: "stake", Field: "wheel: bet", Value: fmt.Sprint(bet), Err: games.ErrBet}
	}
	return bet, nil
}

// wheelPlayer needs no working memory.
type wheelPlayer struct{}

func (wheelPlayer) Play(bet slotmech.Money, mode string, src rng.Source, d *games.Detail) (games.Outcome, error) {
	if _, err := (wheel{}).Stake(bet, mode); err != nil {
		return games.Outcome{}, err
	}
	slot := slotmech.Symbol(1) // blank
	if rng.IntN(src, 20) == 0 {
		slot = 2 // jackpot
	}
	return wheelPlayer{}.play(bet, slot, d), nil
}

func (wheelPlayer) PlayForced(f *games.Forced, _ rng.Source, d *games.Detail) (games.Outcome, error) {
	if _, err := (wheel{}).Stake(f.Bet, f.Mode); err != nil {
		return games.Outcome{}, err
	}
	if f.Screen.Reels() != 1 || f.Screen.Rows() != 1 || len(f.State) > 0 {
		return games.Outcome{}, &slotmech.Error{Op: "forced play", Field: "wheel: screen", Err: games.ErrForced}
	}
	return wheelPlayer{}.play(f.Bet, f.Screen.At(0, 0), d), nil
}

func (wheelPlayer) play(bet slotmech.Money, slot slotmech.Symbol, d *games.Detail) games.Outcome {
	out := games.Outcome{Bet: bet, Stake: bet}
	if slot == 2 {
		out.Win = 19 * bet
	}
	if d != nil {
		d.Reset()
		sp := d.AddSpin()
		sp.Screen, sp.Win, sp.Multiplier = slotmech.NewScreen(1, 1), out.Win, 1
		sp.Screen.Set(0, 0, slot)
	}
	return out
}

// A title hands each goroutine its own Player; a round returns plain data,
// and the itemised story only when asked for.
func ExampleGame() {
	var g games.Game = wheel{}
	p := g.NewPlayer()
	src := rng.NewStream(2026, 0)
	var won slotmech.Money
	for range 1000 {
		out, err := p.Play(100, games.Standard, src, nil)
		if err != nil {
			fmt.Println(err)
			return
		}
		won += out.Win
	}
	fmt.Println("1000 rounds at 100 won", won)

	var d games.Detail
	out, _ := p.Play(100, games.Standard, src, &d)
	fmt.Println("itemised:", g.Alphabet().FormatScreen(&d.Spins[0].Screen), "win", out.Win)
	fmt.Println(games.ConfigID(g)[:12])
	// Output:
	// 1000 rounds at 100 won 98800
	// itemised: [[blank]] win 0
	// 0806a676366d
}

// A forced play fixes the screen, for QA and audit cases.
func ExamplePlayer_forced() {
	g := wheel{}
	scr := slotmech.NewScreen(1, 1)
	scr.Set(0, 0, 2)
	out, err := g.NewPlayer().PlayForced(&games.Forced{Bet: 100, Mode: games.Standard, Screen: scr}, nil, nil)
	fmt.Println(out.Win, err)

	_, err = g.NewPlayer().PlayForced(&games.Forced{Bet: 7, Mode: "turbo", Screen: scr}, nil, nil)
	fmt.Println(err)
	// Output:
	// 1900 <nil>
	// games: wheel: bet: bet refused "7"
}
