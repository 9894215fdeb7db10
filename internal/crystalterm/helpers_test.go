package crystalterm_test

import (
	"context"
	"testing"

	"github.com/slotmech/slotmech/internal/terminaltest"
	"github.com/slotmech/slotmech/internal/testfix/termfix"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/internal/crystalterm"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
)

// ctx is the context of the tests' calls.
var ctx = context.Background()

// fakeGame is a stand-in for Crystal Spin in the terminal's rule tests
// (terminaltest.Game), so that a test script decides every game's win: a
// round takes one draw, i = rng.IntN(src, len(pays)), and pays pays[i] × bet.
func fakeGame(pays []int64) terminaltest.Game {
	return terminaltest.Game{Pays: pays, Symbols: crystalspin.New().Alphabet()}
}

// fakePays is the fake game of most tests: four outcomes drawn with
// IntN(src, 4), paying 0, 1, 2 and 10 times the stake.
var fakePays = terminaltest.FourPays()

// The jackpot pool of the tests: every terminal, 1 % of every stake, seed
// 5 000 Kč, and a chance of 1/1 000 000 per Kč of stake.
const (
	poolName = "crystal"
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
var term = jackpot.Terminal{ID: "T-0001", Venue: "brno-1"}

// newSystem returns a jackpot system with the test pool drawing from src,
// the terminal's source (see terminaltest.Pool.System).
func newSystem(t testing.TB, src rng.Source) *jackpot.System { return termfix.System(t, pool, src) }

// scripted returns Crystal Spin's terminal (MachineConfig) playing fakeGame
// from the given draws, with stake 100 and credit credit, and its jackpot
// system and source.
func scripted(t *testing.T, credit slotmech.Money, draws ...uint64) (*terminal.Machine, *jackpot.System, *rng.Replayer) {
	t.Helper()
	src := rng.NewReplayer(draws)
	sys := newSystem(t, src)
	m := fakeMachine(t, crystalterm.Config(src, sys, term))
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
	return m, sys, src
}

// fakeMachine returns the terminal of cfg playing fakeGame instead of
// Crystal Spin.
func fakeMachine(t *testing.T, cfg terminal.Config) *terminal.Machine {
	t.Helper()
	cfg.Game = fakeGame(fakePays)
	m, err := terminal.New(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return m
}
