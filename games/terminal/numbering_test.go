package terminal_test

import (
	"context"
	"sync/atomic"
	"testing"

	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/internal/terminaltest"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// unreachable is sys behind a link that can go down: while down, nothing
// reaches it.
type unreachable struct {
	*jackpot.System
	down atomic.Bool
}

func (u *unreachable) LastGame(ctx context.Context, t jackpot.Terminal) (uint64, error) {
	if u.down.Load() {
		return 0, errLost
	}
	return u.System.LastGame(ctx, t)
}

func (u *unreachable) Report(ctx context.Context, g jackpot.Game) ([]jackpot.Win, error) {
	if u.down.Load() {
		return nil, errLost
	}
	return u.System.Report(ctx, g)
}

// TestCS_19_NewJournalNumbersAfterTheCentralSystem: a machine whose
// critical memory was cleared (a new journal for the terminal), or that
// keeps none, numbers its first game after the central system's last game
// of the terminal. Its first report is then a new game, never taken for a
// game the system has, sent again (which the system would answer with that
// game's hits and no contribution, or refuse as below its last). The
// journal keeps the numbering (the first intent's number, and every
// checkpoint), so a machine resumed from it goes on. With the system down
// before that first game, START is refused and nothing is at risk: CASH
// OUT pays.
func TestCS_19_NewJournalNumbersAfterTheCentralSystem(t *testing.T) {
	src := rng.NewStream(11, 0)
	sys := newSystem(t, src)
	link := &unreachable{System: sys}
	cfg := config(t, src)
	cfg.Jackpot = link
	play := func(m *terminal.Machine, want ...uint64) {
		t.Helper()
		for _, n := range want {
			r, err := m.Start(ctx, at)
			require.NoError(t, err)
			require.Equal(t, n, r.Seq)
			require.Equal(t, n, poolGames(t, sys), "every game in the pool once")
		}
	}
	newMachine := func(j terminal.Journal) *terminal.Machine {
		t.Helper()
		cfg.Journal = j
		m, err := terminal.New(ctx, cfg)
		require.NoError(t, err)
		return m
	}

	first := newMachine(new(terminaltest.MemoryJournal))
	require.NoError(t, first.Insert(ctx, 1000))
	play(first, 1, 2, 3)

	cleared := new(terminaltest.MemoryJournal) // the critical memory cleared
	m := newMachine(cleared)
	require.NoError(t, m.Insert(ctx, 1000))
	play(m, 4, 5)
	play(newMachine(cleared), 6) // resumed: the numbering is in the journal

	m = newMachine(nil) // no journal
	require.NoError(t, m.Insert(ctx, 1000))
	play(m, 7)
	cfg.Checkpoint, cfg.Prune = 2, true
	pruned := new(terminaltest.MemoryJournal)
	m = newMachine(pruned)
	require.NoError(t, m.Insert(ctx, 1000))
	play(m, 8, 9, 10, 11, 12)
	link.down.Store(true) // resumed from a checkpoint, the system unreachable: nothing to ask it
	m = newMachine(pruned)
	link.down.Store(false)
	play(m, 13)
	cfg.Checkpoint, cfg.Prune = 0, false

	link.down.Store(true)
	m = newMachine(new(terminaltest.MemoryJournal))
	require.NoError(t, m.Insert(ctx, 500))
	_, err := m.Start(ctx, at)
	require.ErrorIs(t, err, jackpot.ErrStore)
	require.ErrorContains(t, err, "not started")
	require.Equal(t, uint64(13), poolGames(t, sys))
	paid, err := m.CashOut(ctx)
	require.NoError(t, err, "nothing was reported: the credit is the player's")
	require.EqualValues(t, 500, paid)
	require.NoError(t, m.Insert(ctx, 500))
	link.down.Store(false)
	play(m, 14)
}
