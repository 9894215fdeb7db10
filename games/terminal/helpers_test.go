package terminal_test

import (
	"context"
	"testing"
	"time"

	"github.com/slotmech/slotmech/internal/terminaltest"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
)

// ctx is the context of the tests' calls.
var ctx = context.Background()

// fakeGame is the game of the machine's tests (terminaltest.Game): a round
// takes one draw, i = rng.IntN(src, len(pays)), and pays pays[i] × bet.
func fakeGame(pays []int64) terminaltest.Game { return terminaltest.Game{Pays: pays} }

// fakePays is the fake game of most tests: four outcomes drawn with
// IntN(src, 4), paying 0, 1, 2 and 10 times the stake.
var fakePays = terminaltest.FourPays()

// draw returns a source value for which rng.IntN(src, n) is k.
func draw(k, n int) uint64 { return terminaltest.IntNValue(k, n) }

// The jackpot pool of the tests: every terminal, 1 % of every stake, seed
// 5 000, and a chance of 1/1 000 000 per unit of stake.
const (
	poolName = "pool"
	poolOdds = 1_000_000
)

// Draws for the scripted sources of the known-answer tests.
var (
	noHit = terminaltest.Pool{Name: poolName, Odds: poolOdds}.Miss() // the pool's draw misses
	hit   = terminaltest.Pool{Name: poolName, Odds: poolOdds}.Hit()  // the pool's draw hits
)

// pays is the draw that makes fakeGame pay fakePays[i].
func pays(i int) uint64 { return draw(i, len(fakePays)) }

// card is the draw that makes RISK deal the card of rank r and suit s.
func card(r gamble.Rank, s gamble.Suit) uint64 { return terminaltest.Card(r, s) }

// red and black are two cards of each colour.
var (
	red   = card(gamble.Queen, gamble.Hearts)
	black = card(7, gamble.Spades)
)

// at is the time every test game is played at.
var at = time.Date(2026, 11, 29, 20, 0, 0, 0, time.UTC)

// term is the test machine's place in the jackpot system.
var term = jackpot.Terminal{ID: "T-0001", Venue: "venue-1"}

// steps are the stake steps of the tests.
var steps = []slotmech.Money{5, 10, 25, 100, 500}

// newSystem returns a jackpot system with the test pool.
func newSystem(t testing.TB) *jackpot.System {
	t.Helper()
	sys, err := terminaltest.Pool{Name: poolName, Odds: poolOdds}.System()
	if err != nil {
		t.Fatal(err)
	}
	return sys
}

// config returns a valid configuration of the fake game with src.
func config(t testing.TB, src rng.Source) terminal.Config {
	return terminal.Config{
		Game: fakeGame(fakePays), Stakes: steps, Gamble: gamble.Config{Unit: 1, History: 5},
		Jackpot: newSystem(t), Terminal: term, Source: src,
	}
}

// scripted returns a machine playing fakeGame from the given draws, with
// stake 100 and credit credit, and its jackpot system.
func scripted(t *testing.T, credit slotmech.Money, draws ...uint64) (*terminal.Machine, *jackpot.System) {
	t.Helper()
	src := rng.NewReplayer(draws)
	cfg := config(t, src)
	m, err := terminal.New(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if credit > 0 {
		if err := m.Insert(ctx, credit); err != nil {
			t.Fatal(err)
		}
	}
	t.Cleanup(func() {
		if err := src.Done(); err != nil {
			t.Errorf("draws: %v", err)
		}
	})
	return m, cfg.Jackpot
}

// slotmechMoney is slotmech.Money, short.
type slotmechMoney = slotmech.Money
