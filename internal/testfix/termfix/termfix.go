// Package termfix holds the checks and fixed values that the tests of
// games/terminal and internal/crystalterm share on top of
// internal/terminaltest: the time every test game is played at, a red and a
// black RISK card, the draws of the four-outcome stand-in game, an action
// that presses START, and the check that a refused action names itself and
// changes nothing visible.
//
// Model: a test scripts a machine with an rng.Replayer of terminaltest's raw
// values and presses its buttons with [Start] and the machine's methods;
// [Refused] compares every visible part of the machine (meters, state, stop
// reason, history, RISK and recall) before and after a refused action.
//
// Concurrency: the functions keep no state; a machine under test is not
// safe for concurrent use, as games/terminal documents.
//
// It is NOT for production code: only _test.go files import it, and it is not
// part of the public API. The stand-in game, pool and journal are
// internal/terminaltest's.
package termfix

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/internal/terminaltest"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
)

// At is the time every test game is played at.
var At = time.Date(2026, 11, 29, 20, 0, 0, 0, time.UTC)

// Red and Black are the draws that make RISK deal a red card (the queen of
// hearts) and a black one (the seven of spades).
var (
	Red   = terminaltest.Card(12, gamble.Hearts)
	Black = terminaltest.Card(7, gamble.Spades)
)

// Pays is the draw that makes the stand-in game of terminaltest.FourPays
// pay its outcome i (0, 1, 2 and 10 times the stake for i = 0 to 3).
func Pays(i int) uint64 { return terminaltest.IntNValue(i, len(terminaltest.FourPays())) }

// Refused checks that action fails with want, as a *slotmech.Error naming
// the action, and changes nothing visible: meters, state, the last game,
// history and recall (with the RISK that followed each game).
func Refused(t *testing.T, m *terminal.Machine, want error, action func() error) {
	t.Helper()
	meters, state, last, hist, rec := m.Meters(), m.State(), m.Last(), m.History(), m.Recall()
	err := action()
	require.ErrorIs(t, err, want)
	var e *slotmech.Error // the package's one error type, naming the action
	require.ErrorAs(t, err, &e)
	require.NotEmpty(t, e.Op)
	require.Equal(t, meters, m.Meters(), "meters")
	require.Equal(t, state, m.State(), "state")
	require.Equal(t, last, m.Last(), "last game")
	require.Equal(t, hist, m.History(), "history")
	require.Equal(t, rec, m.Recall(), "recall")
}

// Start is an action that presses START at At and drops the round.
func Start(m *terminal.Machine) func() error {
	return func() error { _, err := m.Start(context.Background(), At); return err }
}

// System returns the jackpot system of p drawing from src (see
// terminaltest.Pool.System), failing tb if it cannot be made.
func System(tb testing.TB, p terminaltest.Pool, src rng.Source) *jackpot.System {
	tb.Helper()
	sys, err := p.System(src)
	if err != nil {
		tb.Fatal(err)
	}
	return sys
}
