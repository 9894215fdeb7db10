package terminal_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/internal/terminaltest"
	"github.com/slotmech/slotmech/internal/testfix/termfix"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
)

// lockedMachine returns a machine with a journal whose second game, played
// by AUTO START, hits the test pool, and the config to resume it from the
// journal; the scripted draws go on with one game that misses.
func lockedMachine(t *testing.T) (terminal.Config, *terminaltest.MemoryJournal, *terminal.Machine) {
	t.Helper()
	src := rng.NewReplayer([]uint64{noHit, termfix.Pays(0), hit, termfix.Pays(1), noHit, termfix.Pays(2)})
	cfg := config(t, src)
	j := new(terminaltest.MemoryJournal)
	cfg.Journal = j
	m, err := terminal.New(ctx, cfg)
	require.NoError(t, err)
	require.NoError(t, m.Insert(ctx, 1_000))
	require.NoError(t, m.AutoStart(ctx))
	r, err := m.Step(ctx, at)
	require.NoError(t, err)
	require.Empty(t, r.Jackpots)
	require.Equal(t, terminal.StateAuto, m.State())
	r, err = m.Step(ctx, at.Add(2e9))
	require.NoError(t, err)
	require.Len(t, r.Jackpots, 1, "the forced hit")
	return cfg, j, m
}

// CS-13's decision: a jackpot hit locks the terminal, which stops AUTO
// START; clearing the lock-up does not restart it.
func TestCS_13_JackpotLockupStopsAutoStart(t *testing.T) {
	_, _, m := lockedMachine(t)
	require.Equal(t, terminal.StateLocked, m.State())
	require.Equal(t, terminal.StopLockup, terminal.StopOf(m))
	_, err := m.Step(ctx, at)
	require.ErrorIs(t, err, terminal.ErrState, "no next game of AUTO START")

	_, err = m.ClearLockup(ctx, at.Add(60e9), "attendant 7", "", nil)
	require.NoError(t, err)
	require.Equal(t, terminal.StateReady, m.State(), "AUTO START does not restart by itself")
	require.Equal(t, terminal.StopLockup, terminal.StopOf(m))
	_, err = m.Step(ctx, at)
	require.ErrorIs(t, err, terminal.ErrState)
	require.ErrorContains(t, err, "AUTO START is off")
}

// CS-20's decision (hand pay): the hit locks the terminal with the
// announcement kept; no game, RISK or cash-out until the attendant key;
// the lock-up and its clearing survive a crash; the clearing is journalled
// with the caller's time and the attendant.
func TestCS_20_LockupRefusesPlayUntilCleared(t *testing.T) {
	cfg, j, m := lockedMachine(t)
	lock := m.Lockup()
	require.Len(t, lock, 1)
	require.Equal(t, poolName, lock[0].Pool)
	require.Equal(t, uint64(1), lock[0].Seq, "the win record's number")
	require.Positive(t, lock[0].Amount)
	require.Equal(t, terminal.JackpotsOf(m), lock)

	before := m.Meters()
	head := terminal.HeadOf(m)
	refused := map[string]func() error{
		"start":       func() error { _, err := m.Start(ctx, at); return err },
		"max bet":     func() error { _, err := m.MaxBet(ctx, at); return err },
		"risk":        func() error { return m.Risk(ctx) },
		"cash out":    func() error { _, err := m.CashOut(ctx); return err },
		"auto start":  func() error { return m.AutoStart(ctx) },
		"step":        func() error { _, err := m.Step(ctx, at); return err },
		"stop":        func() error { return m.Stop(ctx) },
		"set stake":   func() error { return m.SetStake(ctx, steps[0]) },
		"pick":        func() error { _, err := m.Pick(ctx, gamble.Red); return err },
		"clear blank": func() error { _, err := m.ClearLockup(ctx, at, " ", "", nil); return err },
	}
	for name, action := range refused {
		err := action()
		require.ErrorIs(t, err, terminal.ErrState, name)
		if name != "pick" { // Pick outside RISK: "RISK is not in progress"
			require.ErrorContains(t, err, "lock-up", name)
		}
		require.Equal(t, before, m.Meters(), name)
		require.Equal(t, terminal.StateLocked, m.State(), name)
		require.Equal(t, head, terminal.HeadOf(m), "%s: a refused action writes nothing", name)
	}

	// Killed while locked: the machine made from the journal is locked.
	again, err := terminal.New(ctx, cfg)
	require.NoError(t, err)
	require.Equal(t, terminal.StateLocked, again.State())
	require.Equal(t, terminal.StopLockup, terminal.StopOf(again))
	require.Equal(t, lock, again.Lockup())
	_, err = again.Start(ctx, at)
	require.ErrorIs(t, err, terminal.ErrState)

	cleared := at.Add(5 * 60e9)
	wins, err := again.ClearLockup(ctx, cleared, "attendant 7", "", nil)
	require.NoError(t, err)
	require.Equal(t, jackpot.Announced, wins[0].Status, "no form: the win stays announced")
	require.Nil(t, again.Lockup())
	entries, err := j.Entries(ctx, 1)
	require.NoError(t, err)
	last := entries[len(entries)-1]
	require.Equal(t, "clear", last.Kind)
	require.Contains(t, string(last.Data), `"attendant":"attendant 7"`)
	require.Contains(t, string(last.Data), `"at":"`+cleared.UTC().Format("2006-01-02T15:04:05Z07:00")+`"`)

	// Killed after clearing: the machine made from the journal is not locked.
	third, err := terminal.New(ctx, cfg)
	require.NoError(t, err)
	require.Equal(t, terminal.StateReady, third.State())
	require.Nil(t, third.Lockup())
	r, err := third.Start(ctx, at.Add(10*60e9))
	require.NoError(t, err)
	require.Equal(t, uint64(3), r.Seq)
	_, err = terminal.VerifyJournal(ctx, j, nil)
	require.NoError(t, err)
}

// CS-20: the attendant's payout form, recorded with the central system
// when the lock-up is cleared: a complete form marks the win paid with the
// form's number, an incomplete one refused; a payout the central system
// does not record leaves the terminal locked.
func TestCS_20_PayoutFormSetsWinRecord(t *testing.T) {
	complete := jackpot.PayoutForm{WinnerName: "Jan Novák", BirthDate: at, Address: "Brno 1",
		DocumentType: "ID card", DocumentNumber: "123456", CheckedBy: "attendant 7", Signed: true}
	incomplete := complete
	incomplete.Signed = false
	for _, c := range []struct {
		name string
		form jackpot.PayoutForm
		want jackpot.Status
	}{{"complete", complete, jackpot.Paid}, {"incomplete", incomplete, jackpot.Refused}} {
		t.Run(c.name, func(t *testing.T) {
			cfg, _, m := lockedMachine(t)
			head := terminal.HeadOf(m)
			_, err := m.ClearLockup(ctx, at, "attendant 7", " ", &c.form)
			require.ErrorIs(t, err, jackpot.ErrPayout, "a blank form number")
			require.Equal(t, terminal.StateLocked, m.State(), "the refused payout leaves it locked")
			require.Equal(t, head, terminal.HeadOf(m))

			wins, err := m.ClearLockup(ctx, at, "attendant 7", "PF-0042", &c.form)
			require.NoError(t, err)
			require.Len(t, wins, 1)
			require.Equal(t, c.want, wins[0].Status)
			require.Equal(t, "PF-0042", wins[0].Form)
			recs, err := cfg.Jackpot.Wins(ctx, 0, 10)
			require.NoError(t, err)
			require.Len(t, recs, 1)
			require.Equal(t, c.want, recs[0].Status, "the central system's record")
			require.Equal(t, "PF-0042", recs[0].Form)
			require.Equal(t, terminal.StateReady, m.State())

			_, err = m.ClearLockup(ctx, at, "attendant 7", "PF-0042", &c.form)
			require.ErrorIs(t, err, terminal.ErrState, "nothing left to clear")
			require.True(t, strings.Contains(err.Error(), "no jackpot hand-pay lock-up"), err.Error())
		})
	}
}

// CS-13: the last game AUTO START can pay for hits: the lock-up, not the
// want of credit, is why AUTO START stopped, and a machine resumed from the
// journal (where the game's jackpot entry follows it) agrees.
func TestCS_13_LockupOnTheLastAffordableGame(t *testing.T) {
	src := rng.NewReplayer([]uint64{hit, termfix.Pays(0)})
	cfg := config(t, src)
	cfg.Journal = new(terminaltest.MemoryJournal)
	m, err := terminal.New(ctx, cfg)
	require.NoError(t, err)
	require.NoError(t, m.Insert(ctx, terminal.CostOf(m)))
	require.NoError(t, m.AutoStart(ctx))
	r, err := m.Step(ctx, at)
	require.NoError(t, err)
	require.Len(t, r.Jackpots, 1)
	require.Equal(t, terminal.StateLocked, m.State())
	require.Equal(t, terminal.StopLockup, terminal.StopOf(m))
	again, err := terminal.New(ctx, cfg)
	require.NoError(t, err)
	require.Equal(t, terminal.StateLocked, again.State())
	require.Equal(t, terminal.StopLockup, terminal.StopOf(again))
}
