package terminal_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/internal/terminaltest"
	"github.com/slotmech/slotmech/internal/testfix/termfix"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// legacy rewrites a journal of intents into the form of the journals of
// before them, as such a terminal wrote it: no intent entries, each game
// entry without its report's answer and followed by a jackpot entry with
// it (the last one dropped when open is set: a report not acknowledged),
// the chain sealed again, unkeyed.
func legacy(t *testing.T, es []terminal.JournalEntry, open bool) *terminaltest.MemoryJournal {
	t.Helper()
	var out []terminal.JournalEntry
	for _, e := range es {
		switch e.Kind {
		case "intent":
			continue
		case "void":
			t.Fatal("no void before the intents")
		case "game":
			var g map[string]json.RawMessage
			require.NoError(t, json.Unmarshal(e.Data, &g))
			wins, pools := g["wins"], g["pools"]
			for _, k := range []string{"reported", "settled", "wins", "pools"} {
				delete(g, k)
			}
			var err error
			e.Data, err = json.Marshal(g)
			require.NoError(t, err)
			out = append(out, e)
			ack := map[string]json.RawMessage{"game": g["game"], "wins": json.RawMessage("null")}
			if wins != nil {
				ack["wins"] = wins
			}
			if pools != nil {
				ack["pools"] = pools
			}
			data, err := json.Marshal(ack)
			require.NoError(t, err)
			out = append(out, terminal.JournalEntry{Kind: "jackpot", Data: data})
			continue
		}
		out = append(out, e)
	}
	if open {
		require.Equal(t, "jackpot", out[len(out)-1].Kind)
		out = out[:len(out)-1]
	}
	for i := range out {
		out[i].Seq = uint64(i + 1)
	}
	return rechain(out, sealNoKey)
}

// TestOldJournalsResume: a journal written before the intents (each game
// drawn and written first, then its jackpot entry) resumes to the machine
// that played it — meters, recall, hits, the hand-pay lock-up; one whose
// last game's report was not acknowledged resumes, reports it again (the
// system answers it as the first time, the pool takes it once) and plays
// on with intents.
func TestOldJournalsResume(t *testing.T) {
	src := rng.NewReplayer([]uint64{noHit, termfix.Pays(2), noHit, termfix.Pays(0), hit, termfix.Pays(1)})
	cfg := config(t, src)
	cfg.Journal, cfg.Checkpoint = new(terminaltest.MemoryJournal), -1
	m, err := terminal.New(ctx, cfg)
	require.NoError(t, err)
	require.NoError(t, m.Insert(ctx, 1000))
	for range 3 {
		_, err := m.Start(ctx, at)
		require.NoError(t, err)
	}
	require.Equal(t, terminal.StateLocked, m.State())
	es, err := cfg.Journal.Entries(ctx, 1)
	require.NoError(t, err)

	for _, open := range []bool{false, true} {
		c := cfg
		c.Journal, c.Source = legacy(t, es, open), rng.NewReplayer(nil)
		_, err := terminal.VerifyJournal(ctx, c.Journal, nil)
		require.NoError(t, err)
		old, err := terminal.New(ctx, c)
		require.NoError(t, err, "open %v", open)
		require.Equal(t, m.Meters(), old.Meters(), "open %v", open)
		require.Equal(t, m.Recall(), old.Recall(), "open %v", open)
		require.Equal(t, terminal.JackpotsOf(m), terminal.JackpotsOf(old), "open %v", open)
		require.Equal(t, m.Lockup(), old.Lockup(), "open %v", open)
		require.Equal(t, uint64(3), poolGames(t, cfg.Jackpot.(*jackpot.System)), "each game in the pool once")
		if open {
			require.Equal(t, "jackpot", kinds(t, c.Journal)[len(kinds(t, c.Journal))-1], "the report acknowledged on resume")
		}
	}
	require.NoError(t, src.Done())
}

// TestCS_13_AutoStartWaitsForTheCentralSystem: a game of AUTO START whose
// report fails is not started, and AUTO START stays on but plays nothing:
// Step, STOP and RISK wait for the central system. When it answers, the
// next Step settles the game (its report had reached the system) and
// AUTO START goes on, or stops as the game asks (CS-13): here the credit
// does not cover the next stake.
func TestCS_13_AutoStartWaitsForTheCentralSystem(t *testing.T) {
	src := rng.NewReplayer([]uint64{noHit, termfix.Pays(1), noHit, termfix.Pays(0)})
	sys := newSystem(t, src)
	c := &lossy{Central: sys}
	cfg := config(t, src)
	cfg.Jackpot, cfg.Journal = c, new(terminaltest.MemoryJournal)
	m, err := terminal.New(ctx, cfg)
	require.NoError(t, err)
	require.NoError(t, m.Insert(ctx, 150))
	require.NoError(t, m.AutoStart(ctx))
	r, err := m.Step(ctx, at)
	require.NoError(t, err)
	require.Equal(t, uint64(1), r.Seq) // CREDIT 50, WIN 100

	c.lose.Store(true)
	r, err = m.Step(ctx, at)
	require.ErrorIs(t, err, jackpot.ErrStore)
	require.Zero(t, r.Seq)
	require.Equal(t, terminal.StateAuto, m.State())
	c.Central = downCentral{} // and now the system cannot be reached at all
	termfix.Refused(t, m, jackpot.ErrStore, func() error { _, err := m.Step(ctx, at); return err })
	termfix.Refused(t, m, jackpot.ErrStore, func() error { return m.Stop(ctx) })
	termfix.Refused(t, m, jackpot.ErrStore, func() error { return m.Risk(ctx) })

	c.Central = sys
	c.lose.Store(false)
	r, err = m.Step(ctx, at)
	require.NoError(t, err)
	require.Equal(t, uint64(2), r.Seq)
	require.True(t, r.Settled)
	require.Equal(t, terminal.StateReady, m.State(), "CREDIT 50 does not cover the next stake")
	require.Equal(t, terminal.StopNoCredit, terminal.StopOf(m))
	require.Equal(t, uint64(2), poolGames(t, sys))
	require.NoError(t, src.Done())

	cfg.Source = rng.NewReplayer(nil)
	again, err := terminal.New(ctx, cfg)
	require.NoError(t, err)
	require.Equal(t, m.Meters(), again.Meters())
	require.Equal(t, terminal.StateReady, again.State())
	require.Equal(t, terminal.StopNoCredit, terminal.StopOf(again))
}

// An action other than a game that settles a game first is refused after
// it, so that the game is shown first; a void lets it go on.
func TestCS_19_OtherActionsSettleFirst(t *testing.T) {
	src := rng.NewReplayer([]uint64{noHit, termfix.Pays(1)})
	sys := newSystem(t, src)
	c := &lossy{Central: sys}
	cfg := config(t, src)
	cfg.Jackpot = c
	m, err := terminal.New(ctx, cfg)
	require.NoError(t, err)
	require.NoError(t, m.Insert(ctx, 100))
	c.lose.Store(true)
	_, err = m.Start(ctx, at)
	require.ErrorIs(t, err, jackpot.ErrStore)
	c.lose.Store(false)
	_, err = m.CashOut(ctx)
	require.ErrorIs(t, err, terminal.ErrState)
	require.ErrorContains(t, err, "game 1 was settled after the central jackpot system's outage: it is shown first")
	require.Equal(t, uint64(1), m.Last().Seq)
	require.True(t, m.Last().Settled)
	paid, err := m.CashOut(ctx)
	require.NoError(t, err)
	require.Equal(t, slotmechMoney(100), paid, "game 1's win")
	require.NoError(t, src.Done())
}

// flipping is a central system that, by the schedule of its caller, is
// down (reaches nothing), loses its answers, or works.
type flipping struct {
	jackpot.Central
	mode int // 0 works, 1 down, 2 loses the answers of reports it records
}

func (f *flipping) Report(ctx context.Context, g jackpot.Game) ([]jackpot.Win, error) {
	switch f.mode {
	case 1:
		return nil, errLost
	case 2:
		if _, err := f.Central.Report(ctx, g); err != nil {
			return nil, err
		}
		return nil, errLost
	}
	return f.Central.Report(ctx, g)
}

func (f *flipping) Void(ctx context.Context, t jackpot.Terminal, n uint64) ([]jackpot.Win, bool, error) {
	if f.mode == 1 {
		return nil, false, errLost
	}
	return f.Central.Void(ctx, t, n)
}

// TestCS_19_OutagesCheckpointsAndPruning: games played through outages of
// every kind (down, answers lost) and restarts, with checkpoints every few
// entries and the journal pruned: the machine resumes to the same state
// (meters, recall), the audit mode (a full replay, which checks every
// checkpoint, void counts included) agrees, some games were void and some
// settled after an outage, and the pool took exactly the games the
// terminals played.
func TestCS_19_OutagesCheckpointsAndPruning(t *testing.T) {
	src := rng.NewStream(11, 0)
	sys := newSystem(t, src)
	c := &flipping{Central: sys}
	var played uint64
	for _, prune := range []bool{false, true} {
		j := new(terminaltest.MemoryJournal)
		cfg := config(t, src)
		cfg.Jackpot, cfg.Journal, cfg.Checkpoint, cfg.Prune = c, j, 4, prune
		cfg.Terminal.ID = fmt.Sprintf("T-prune-%v", prune)
		m, err := terminal.New(ctx, cfg)
		require.NoError(t, err)
		require.NoError(t, m.Insert(ctx, 1_000_000))
		schedule := rng.NewStream(12, 0)
		settled := 0
		for k := range 150 {
			c.mode = 0
			if rng.IntN(schedule, 2) == 0 {
				c.mode = 1 + rng.IntN(schedule, 2)
			}
			r, err := m.Start(ctx, at)
			switch {
			case c.mode == 0:
				require.NoError(t, err, "game %d", k)
			case err == nil:
				require.True(t, r.Settled, "game %d: only a settled game plays during an outage", k)
			default:
				require.ErrorIs(t, err, jackpot.ErrStore, "game %d", k)
			}
			if r.Settled {
				settled++
			}
			if k%17 == 0 { // a restart, wherever it falls
				m, err = terminal.New(ctx, cfg)
				require.NoError(t, err)
			}
		}
		c.mode = 0
		r, err := m.Start(ctx, at) // resolves what is open, and plays or shows it
		require.NoError(t, err)
		require.NotZero(t, r.Seq)
		require.Positive(t, settled, "some games settled after an outage")
		require.Greater(t, m.Last().Seq, m.Meters().Games, "some numbers void")
		again, err := terminal.New(ctx, cfg)
		require.NoError(t, err)
		require.Equal(t, m.Meters(), again.Meters(), "prune %v", prune)
		require.Equal(t, m.Recall(), again.Recall(), "prune %v", prune)
		if !prune {
			audit := cfg
			audit.Checkpoint = -1
			full, err := terminal.New(ctx, audit)
			require.NoError(t, err)
			require.Equal(t, m.Meters(), full.Meters())
		}
		played += m.Meters().Games
	}
	require.Equal(t, played, poolGames(t, sys), "every game played in the pool once, and no other")
}
