package crystalterm_test

import (
	"context"
	"testing"
	"time"

	"github.com/slotmech/slotmech/internal/terminaltest"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
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
	return terminaltest.Game{Pays: pays, Symbols: crystalspin.Alphabet()}
}

// fakePays is the fake game of most tests: four outcomes drawn with
// IntN(src, 4), paying 0, 1, 2 and 10 times the stake.
var fakePays = terminaltest.FourPays()

// draw returns a source value for which rng.IntN(src, n) is k.
func draw(k, n int) uint64 { return terminaltest.IntNValue(k, n) }

// The jackpot pool of the tests: every terminal, 1 % of every stake, seed
// 5 000 Kč, and a chance of 1/1 000 000 per Kč of stake.
const (
	poolName = "crystal"
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
var term = jackpot.Terminal{ID: "T-0001", Venue: "brno-1"}

// newSystem returns a jackpot system with the test pool.
func newSystem(t testing.TB) *jackpot.System {
	t.Helper()
	sys, err := terminaltest.Pool{Name: poolName, Odds: poolOdds}.System()
	if err != nil {
		t.Fatal(err)
	}
	return sys
}

// scripted returns Crystal Spin's terminal (MachineConfig) playing fakeGame
// from the given draws, with stake 100 and credit credit, and its jackpot
// system and source.
func scripted(t *testing.T, credit slotmech.Money, draws ...uint64) (*terminal.Machine, *jackpot.System, *rng.Replayer) {
	t.Helper()
	src := rng.NewReplayer(draws)
	sys := newSystem(t)
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
