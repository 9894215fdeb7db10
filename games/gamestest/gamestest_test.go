package gamestest_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/gamestest"
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

func (coin) Name() string                                                   { return "coin" }
func (coin) Modes() []games.Mode                                            { return []games.Mode{games.Standard} }
func (coin) DefaultBet() slotmech.Money                                     { return 1 }
func (coin) Alphabet() *slotmech.Alphabet                                   { return coinNames }
func (c coin) ConfigData() []byte                                           { return []byte("coin") }
func (coin) Stake(bet slotmech.Money, _ games.Mode) (slotmech.Money, error) { return bet, nil }

func (c coin) Play(bet slotmech.Money, _ games.Mode, src rng.Source, out *games.Outcome) error {
	out.Reset()
	out.Bet, out.Stake = bet, bet
	if rng.IntN(src, 2) == 1 {
		out.Win = bet
	}
	if c.leak {
		*c.plays++
		out.Win += slotmech.Money(*c.plays % 2) // not a function of the draws
	}
	if out.Detail {
		sp := out.AddSpin()
		sp.Screen, sp.Win = slotmech.NewScreen(1, 1), out.Win
	}
	return nil
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
