package terminal_test

import (
	"context"
	"testing"

	"github.com/slotmech/slotmech/internal/terminaltest"
	"github.com/slotmech/slotmech/internal/testfix/termfix"

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

// The jackpot pool of the tests: every terminal, 1 % of every stake, seed
// 5 000, and a chance of 1/1 000 000 per unit of stake.
const (
	poolName = "pool"
	poolOdds = 1_000_000
)

// pool is the test pool; noHit and hit are the draws for the scripted
// sources of the known-answer tests that make its draw miss and hit.
var (
	pool       = terminaltest.Pool{Name: poolName, Odds: poolOdds}
	noHit, hit = pool.Miss(), pool.Hit()
)

// red and black are two cards of each colour; at is the time every test
// game is played at (termfix, shared with the other terminal's tests).
var (
	red, black = termfix.Red, termfix.Black
	at         = termfix.At
)

// term is the test machine's place in the jackpot system.
var term = jackpot.Terminal{ID: "T-0001", Venue: "venue-1"}

// steps are the stake steps of the tests.
var steps = []slotmech.Money{5, 10, 25, 100, 500}

// newSystem returns a jackpot system with the test pool drawing from src,
// the terminal's source (see terminaltest.Pool.System).
func newSystem(t testing.TB, src rng.Source) *jackpot.System { return termfix.System(t, pool, src) }

// config returns a valid configuration of the fake game with src.
func config(t testing.TB, src rng.Source) terminal.Config {
	return terminal.Config{
		Game: fakeGame(fakePays), Stakes: steps, Gamble: gamble.Config{Unit: 1, History: 5},
		Jackpot: newSystem(t, src), Terminal: term, Source: src,
	}
}

// scripted returns a machine playing fakeGame from the given draws, with
// stake 100 and credit credit, and its jackpot system.
func scripted(t *testing.T, credit slotmech.Money, draws ...uint64) (*terminal.Machine, jackpot.Central) {
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
