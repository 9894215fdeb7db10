package gamestest_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/gamestest"
	"github.com/slotmech/slotmech/internal/toygame"
	"github.com/slotmech/slotmech/rng"
)

// coin is a one-symbol game: a draw decides whether it pays the bet. With
// leak set it also pays from state outside its draws, which a replay must
// catch.
type coin struct {
	leak  bool
	plays *int
}

var coinNames, _ = slotmech.NewAlphabet("coin")

func (coin) Name() string { return "coin" }
func (coin) Modes() []games.Mode {
	return []games.Mode{{Name: games.Standard, Cost: slotmech.Whole(1)}}
}
func (coin) DefaultBet() slotmech.Money   { return 1 }
func (coin) Alphabet() *slotmech.Alphabet { return coinNames }
func (coin) ConfigData() []byte           { return []byte("coin") }
func (coin) Facts() []games.FactDef       { return nil }
func (c coin) NewPlayer() games.Player    { return coinPlayer{c} }

func (coin) Stake(bet slotmech.Money, _ string) (slotmech.Money, error) {
	if bet <= 0 {
		return 0, games.ErrBet
	}
	return bet, nil
}

type coinPlayer struct{ c coin }

func (p coinPlayer) Play(bet slotmech.Money, mode string, src rng.Source, d *games.Detail) (games.Outcome, error) {
	if _, err := p.c.Stake(bet, mode); err != nil {
		return games.Outcome{}, err
	}
	out := games.Outcome{Bet: bet, Stake: bet}
	if rng.IntN(src, 2) == 1 {
		out.Win = bet
	}
	if p.c.leak {
		*p.c.plays++
		out.Win += slotmech.Money(*p.c.plays % 2) // not a function of the draws
	}
	if d != nil {
		d.Reset()
		sp := d.AddSpin()
		sp.Screen, sp.Win = slotmech.NewScreen(1, 1), out.Win
	}
	return out, nil
}

func (coinPlayer) PlayForced(*games.Forced, rng.Source, *games.Detail) (games.Outcome, error) {
	return games.Outcome{}, games.ErrForced
}

func TestCheckReplayPassesAFairGame(t *testing.T) {
	for seed := range uint64(20) {
		rec, err := gamestest.CheckReplay(coin{}, 5, games.Standard, rng.NewStream(seed, 0))
		require.NoError(t, err)
		require.Len(t, rec.Draws, 1)
	}
}

func TestCheckReplayCatchesHiddenState(t *testing.T) {
	var plays int
	_, err := gamestest.CheckReplay(coin{leak: true, plays: &plays}, 5, games.Standard, rng.NewStream(1, 0))
	require.ErrorContains(t, err, "gamestest: replaying an unchanged record")
}

func TestCheckContract(t *testing.T) {
	require.NoError(t, gamestest.CheckContract(coin{}, 1, 50))
	require.NoError(t, gamestest.CheckContract(toygame.Game{Bonus: 2}, 1, 200))

	var plays int
	err := gamestest.CheckContract(coin{leak: true, plays: &plays}, 1, 50)
	require.ErrorContains(t, err, "fresh one", "a player whose rounds depend on earlier ones")

	err = gamestest.CheckContract(badModes{}, 1, 1)
	require.ErrorContains(t, err, "not its cost")
}

// badModes declares an ante at 1.5 but charges 1.25.
type badModes struct{ toygame.Game }

func (badModes) Modes() []games.Mode {
	return []games.Mode{{Name: games.Standard, Cost: slotmech.Whole(1)}, {Name: toygame.AnteMode, Cost: slotmech.MustParseFactor("1.5")}}
}

func TestCheckForced(t *testing.T) {
	g := toygame.Game{}
	scr := slotmech.NewScreen(3, 1)
	scr.Set(0, 0, 2)
	scr.Set(1, 0, 2)
	f := &games.Forced{Bet: 100, Mode: games.Standard, Screen: scr, State: games.Facts{{Name: "boost", Value: 3}}}
	require.NoError(t, gamestest.CheckForced(g, f, nil))
	out, err := g.NewPlayer().PlayForced(f, nil, nil)
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(600), out.Win, "a pair pays 2 × bet, boosted 3 times")
}

// A title's test checks its records, here Crystal Spin's.
func ExampleCheckReplay() {
	g := crystalspin.New()
	src := rng.NewStream(1, 0)
	checked := 0
	for range 100 {
		if _, err := gamestest.CheckReplay(g, 100, games.Standard, src); err != nil {
			fmt.Println(err)
			return
		}
		checked++
	}
	fmt.Println(checked, "rounds replay bit for bit")
	// Output: 100 rounds replay bit for bit
}
