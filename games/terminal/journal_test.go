package terminal_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/terminaltest"
	"github.com/slotmech/slotmech/internal/testfix/termfix"
	"testing"

	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// journaled returns a machine of the fake game on a fresh journal, having
// played a few games and a RISK: entries of every kind.
func journaled(t testing.TB) (terminal.Config, *terminaltest.MemoryJournal, *terminal.Machine) {
	t.Helper()
	j := new(terminaltest.MemoryJournal)
	cfg := config(t, rng.NewStream(3, 0))
	cfg.Journal = j
	m, err := terminal.New(ctx, cfg)
	require.NoError(t, err)
	require.NoError(t, m.Insert(ctx, 1000))
	require.NoError(t, m.SetStake(ctx, 25))
	for range 6 {
		_, err := m.Start(ctx, at)
		require.NoError(t, err)
		if m.Meters().Win > 0 && m.State() == terminal.StateReady {
			require.NoError(t, m.Risk(ctx))
			_, err := m.Pick(ctx, gamble.Red)
			require.NoError(t, err)
			if m.State() == terminal.StateRisk {
				_, err := m.Half(ctx)
				require.NoError(t, err)
				if m.State() == terminal.StateRisk {
					_, err = m.Collect(ctx)
					require.NoError(t, err)
				}
			}
		}
	}
	require.NoError(t, m.AutoStart(ctx))
	_, err = m.Step(ctx, at)
	require.NoError(t, err)
	return cfg, j, m
}

// tampered is a journal whose entries a test has changed.
type tampered struct{ entries []terminal.JournalEntry }

func (j *tampered) Append(ctx context.Context, e terminal.JournalEntry) error {
	j.entries = append(j.entries, e)
	return nil
}
func (j *tampered) Entries(ctx context.Context, from uint64) ([]terminal.JournalEntry, error) {
	return j.entries[min(int(from)-1, len(j.entries)):], nil
}

// A machine made again from its journal is the same machine: meters,
// state, RISK history, recall (GLI-19: screens, steps, RISK decisions and
// cards, jackpot draws and hits, meters before and after, terminal,
// number, time, configuration and software identity) and the journal's
// head.
func TestJournalResumes(t *testing.T) {
	cfg, j, m := journaled(t)
	again, err := terminal.New(ctx, cfg)
	require.NoError(t, err)
	require.Equal(t, m.Meters(), again.Meters())
	require.Equal(t, m.State(), again.State())
	require.Equal(t, m.History(), again.History())
	require.Equal(t, m.Recall(), again.Recall())
	require.Equal(t, terminal.HeadOf(m), terminal.HeadOf(again))
	head, err := terminal.VerifyJournal(ctx, j, nil)
	require.NoError(t, err)
	require.Equal(t, terminal.HeadOf(m), head)
	e := again.Recall()[0]
	require.Equal(t, term, e.Terminal)
	require.Equal(t, terminal.Software(), e.Software)
	require.Equal(t, games.ConfigID(cfg.Game), e.Record.Config)
	require.Equal(t, m.Recall()[0].Jackpots, e.Jackpots, "the central system's answer")
	require.NotEmpty(t, outcome(t, &e.Record).Spins[0].Screen)
}

// An edited, reordered or truncated journal is refused, naming the first
// entry at fault; VerifyJournal says the same. Nothing is paid from it: New
// returns no machine.
func TestJournalTamperEvident(t *testing.T) {
	_, j, _ := journaled(t)
	orig, err := j.Entries(ctx, 1)
	require.NoError(t, err)
	require.Greater(t, len(orig), 10)
	edit := func(f func([]terminal.JournalEntry) []terminal.JournalEntry) *tampered {
		es := make([]terminal.JournalEntry, len(orig))
		copy(es, orig)
		for i := range es {
			es[i].Data = append([]byte(nil), es[i].Data...)
		}
		return &tampered{entries: f(es)}
	}
	for _, tt := range []struct {
		name string
		j    *tampered
		seq  uint64
		msg  string
	}{
		{"edited", edit(func(es []terminal.JournalEntry) []terminal.JournalEntry {
			es[1].Data = []byte(`{"amount":999999}`)
			return es
		}), 2, "hash does not match its content: edited"},
		{"edited and rehashed", edit(func(es []terminal.JournalEntry) []terminal.JournalEntry {
			es[1].Data = []byte(`{"amount":999999}`)
			es[1].Hash = terminal.Sum(&es[1])
			return es
		}), 3, "does not carry the hash of entry 2"},
		{"reordered", edit(func(es []terminal.JournalEntry) []terminal.JournalEntry {
			es[3], es[4] = es[4], es[3]
			return es
		}), 4, "found entry 5 instead"},
		{"entry removed", edit(func(es []terminal.JournalEntry) []terminal.JournalEntry {
			return append(es[:5], es[6:]...)
		}), 6, "found entry 7 instead"},
		{"truncated at the start", edit(func(es []terminal.JournalEntry) []terminal.JournalEntry {
			return es[3:]
		}), 1, "found entry 4 instead"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := terminal.VerifyJournal(ctx, tt.j, nil)
			require.ErrorIs(t, err, terminal.ErrJournal)
			var je *slotmech.Error
			require.ErrorAs(t, err, &je)
			require.Equal(t, fmt.Sprintf("entry %d", tt.seq), je.Field, "%v", err)
			require.ErrorContains(t, err, tt.msg)

			cfg := config(t, rng.NewStream(3, 0))
			cfg.Journal = tt.j
			m, err := terminal.New(ctx, cfg)
			require.Nil(t, m)
			require.ErrorIs(t, err, terminal.ErrJournal)
			var ge *slotmech.Error
			require.ErrorAs(t, err, &ge)
			require.Equal(t, "open journal", ge.Op)
		})
	}
}

// A journal whose chain is whole but whose content does not replay (the
// whole chain recomputed after an edit: the win of a game changed) is
// refused with the entry and the difference.
func TestJournalContentMustReplay(t *testing.T) {
	_, j, _ := journaled(t)
	es, err := j.Entries(ctx, 1)
	require.NoError(t, err)
	var prev [32]byte
	edited := uint64(0)
	for i := range es {
		if edited == 0 && es[i].Kind == "game" {
			var d map[string]any
			require.NoError(t, json.Unmarshal(es[i].Data, &d))
			d["win"] = d["win"].(float64) + 1000
			es[i].Data, err = json.Marshal(d)
			require.NoError(t, err)
			edited = es[i].Seq
		}
		es[i].Prev = prev
		es[i].Hash = terminal.Sum(&es[i])
		prev = es[i].Hash
	}
	forged := &tampered{entries: es}
	_, err = terminal.VerifyJournal(ctx, forged, nil)
	require.NoError(t, err, "the chain alone cannot see a forger who rehashes everything")
	cfg := config(t, rng.NewStream(3, 0))
	cfg.Journal = forged
	m, err := terminal.New(ctx, cfg)
	require.Nil(t, m)
	var je *slotmech.Error
	require.ErrorAs(t, err, &je)
	require.Equal(t, fmt.Sprintf("entry %d", edited), je.Field)
	require.ErrorContains(t, err, "game entry does not replay: game 1 wins")
}

// A journal of another configuration (other stake steps, another terminal,
// another pay table) is refused, naming what differs.
func TestJournalOfAnotherConfiguration(t *testing.T) {
	cfg, _, _ := journaled(t)
	for _, tt := range []struct {
		change func(*terminal.Config)
		msg    string
	}{
		{func(c *terminal.Config) { c.Stakes = []slotmechMoney{5, 10, 25} }, "stakes: journal [5 10 25 100 500], machine [5 10 25]"},
		{func(c *terminal.Config) { c.Terminal.ID = "T-0002" }, "terminal: journal {T-0001 venue-1}, machine {T-0002 venue-1}"},
		{func(c *terminal.Config) { c.Game = fakeGame([]int64{0, 1, 2, 20}) }, "game configuration: journal "},
	} {
		c := cfg
		tt.change(&c)
		m, err := terminal.New(ctx, c)
		require.Nil(t, m)
		require.ErrorIs(t, err, terminal.ErrJournal)
		require.ErrorContains(t, err, "entry 1: of another configuration")
		require.ErrorContains(t, err, tt.msg)
	}
}

// failingJournal is a journal that fails the appends of one kind.
type failingJournal struct {
	terminaltest.MemoryJournal
	kind string
}

var errDisk = errors.New("disk full")

func (j *failingJournal) Append(ctx context.Context, e terminal.JournalEntry) error {
	if e.Kind == j.kind {
		return errDisk
	}
	return j.MemoryJournal.Append(ctx, e)
}

// An action whose entry cannot be written is refused and changes nothing.
func TestJournalWriteFailureRefuses(t *testing.T) {
	j := &failingJournal{kind: "insert"}
	cfg := config(t, rng.NewStream(1, 0))
	cfg.Journal = j
	m, err := terminal.New(ctx, cfg)
	require.NoError(t, err)
	err = m.Insert(ctx, 100)
	require.ErrorIs(t, err, errDisk)
	require.ErrorIs(t, err, terminal.ErrJournal)
	require.Zero(t, m.Meters().Credit)
	require.Equal(t, uint64(1), terminal.HeadOf(m).Seq, "only the opening entry")
}

// TestCS_19_JournalSettlesAnInterruptedGame: a crash after the game's
// intent was written and its report answered (a hit) but before the game
// was written (here: the disk fails it): nothing was shown. The machine
// made again from the journal asks the jackpot system to void the game,
// which answers with the first report's wins instead, and plays the game
// out then: drawn from the resumed machine's source, written, with the
// hit announced once; the pools took the game once.
func TestCS_19_JournalSettlesAnInterruptedGame(t *testing.T) {
	j := &failingJournal{kind: "game"}
	src := rng.NewReplayer([]uint64{hit, termfix.Pays(0)}) // the report; a draw never shown
	cfg := config(t, src)
	cfg.Journal = j
	m, err := terminal.New(ctx, cfg)
	require.NoError(t, err)
	require.NoError(t, m.Insert(ctx, 100))
	r, err := m.Start(ctx, at) // the intent is written and reported; the game is not
	require.ErrorIs(t, err, errDisk)
	require.Zero(t, r.Seq, "nothing shown")
	l, err := cfg.Jackpot.(*jackpot.System).Audit(ctx, poolName)
	require.NoError(t, err)
	require.Equal(t, uint64(1), l.Games)
	require.Equal(t, uint64(1), l.Resets, "the report hit the pool")

	j.kind = ""                                             // the machine restarts; the disk works again
	cfg.Source = rng.NewReplayer([]uint64{termfix.Pays(2)}) // the game is drawn now, once
	again, err := terminal.New(ctx, cfg)
	require.NoError(t, err)
	require.Equal(t, slotmechMoney(200), again.Meters().Win, "the game's win, drawn after the answer")
	require.True(t, again.Last().Settled)
	require.NoError(t, cfg.Source.(*rng.Replayer).Done())
	require.Len(t, terminal.JackpotsOf(again), 1, "the hit, announced once")
	require.Equal(t, uint64(1), terminal.JackpotsOf(again)[0].Seq)
	require.Equal(t, uint64(1), again.Meters().Jackpots)
	l, err = cfg.Jackpot.(*jackpot.System).Audit(ctx, poolName)
	require.NoError(t, err)
	require.Equal(t, uint64(1), l.Games, "the game reached the pool once")
	require.Equal(t, uint64(1), l.Resets)
	require.ErrorIs(t, again.Risk(ctx), terminal.ErrState, "resumed locked for hand pay (CS-20)")
	require.Equal(t, terminal.StateLocked, again.State())
	_, err = again.ClearLockup(ctx, at, "attendant 7", "", nil)
	require.NoError(t, err)
	require.ErrorIs(t, again.Risk(ctx), gamble.ErrJackpot)
	_, err = terminal.VerifyJournal(ctx, j, nil)
	require.NoError(t, err)
	require.True(t, again.Meters().Balanced())
	require.Equal(t, []jackpot.Win{terminal.JackpotsOf(again)[0]}, again.Recall()[0].Jackpots)
}

// checkpointed returns a machine of the fake game on a fresh journal with
// a checkpoint every `every` entries, drawing from stream (seed, 0), with
// 5 000 of credit inserted and then games games played.
func checkpointed(t testing.TB, seed uint64, every, games int) (terminal.Config, *terminaltest.MemoryJournal, *terminal.Machine) {
	t.Helper()
	j := new(terminaltest.MemoryJournal)
	cfg := config(t, rng.NewStream(seed, 0))
	cfg.Journal, cfg.Checkpoint = j, every
	m, err := terminal.New(ctx, cfg)
	require.NoError(t, err)
	require.NoError(t, m.Insert(ctx, 5000))
	for range games {
		_, err := m.Start(ctx, at)
		require.NoError(t, err)
	}
	return cfg, j, m
}

// A machine resumes from its last checkpoint; one whose checkpoint was
// forged (the chain recomputed after giving the player credit) resumes
// with the forged credit only if nothing replays over it: the audit mode
// (Config.Checkpoint < 0) replays the whole journal and refuses it, and a
// checkpoint that does not balance is refused in any mode.
func TestJournalCheckpoints(t *testing.T) {
	cfg, j, m := checkpointed(t, 8, 5, 30)
	es, err := j.Entries(ctx, 1)
	require.NoError(t, err)
	var cps []uint64
	for _, e := range es {
		if e.Kind == "checkpoint" {
			cps = append(cps, e.Seq)
		}
	}
	require.Greater(t, len(cps), 5, "a checkpoint every 5 entries")
	again, err := terminal.New(ctx, cfg)
	require.NoError(t, err)
	require.Equal(t, m.Meters(), again.Meters())
	require.Equal(t, m.Recall(), again.Recall())

	forge := func(edit func(map[string]any)) *tampered {
		out := make([]terminal.JournalEntry, len(es))
		copy(out, es)
		var prev [32]byte
		for i := range out {
			if out[i].Seq == cps[len(cps)-1] {
				var d map[string]any
				require.NoError(t, json.Unmarshal(out[i].Data, &d))
				edit(d)
				out[i].Data, err = json.Marshal(d)
				require.NoError(t, err)
			}
			out[i].Prev = prev
			out[i].Hash = terminal.Sum(&out[i])
			prev = out[i].Hash
		}
		return &tampered{entries: out}
	}
	credit := forge(func(d map[string]any) {
		mt := d["meters"].(map[string]any)
		mt["Credit"] = mt["Credit"].(float64) + 1_000_000
		mt["CreditIn"] = mt["CreditIn"].(float64) + 1_000_000
	})
	audit := cfg
	audit.Journal, audit.Checkpoint = credit, -1
	_, err = terminal.New(ctx, audit)
	require.ErrorIs(t, err, terminal.ErrJournal)
	require.ErrorContains(t, err, "checkpoint: the replay of the entries before it is not the state it records")

	unbalanced := cfg
	unbalanced.Journal = forge(func(d map[string]any) {
		mt := d["meters"].(map[string]any)
		mt["Credit"] = mt["Credit"].(float64) + 1
	})
	_, err = terminal.New(ctx, unbalanced)
	require.ErrorIs(t, err, terminal.ErrJournal)
	require.ErrorContains(t, err, "checkpoint cannot be resumed: meters do not balance")

	// A checkpoint whose stake step or state is outside the machine's is
	// refused with the reason, never a panic (the steps are 0…4).
	for _, c := range []struct {
		field string
		value any
		want  string
	}{
		{"step", len(steps), "is not a stake step"},
		{"step", -1, "is not a stake step"},
		{"state", int(terminal.StateRisk) + 1, "state"},
		{"state", int(terminal.StateLocked) + 1, "state"},
		{"stop", int(terminal.StopLockup) + 1, "stop reason"},
	} {
		bad := cfg
		bad.Journal = forge(func(d map[string]any) { d[c.field] = c.value })
		_, err = terminal.New(ctx, bad)
		require.ErrorIs(t, err, terminal.ErrJournal, "%s %v", c.field, c.value)
		require.ErrorContains(t, err, "checkpoint cannot be resumed: ", "%s %v", c.field, c.value)
		require.ErrorContains(t, err, c.want, "%s %v", c.field, c.value)
	}
}

// A checkpoint written while RISK is open (the machine writes one before
// any entry once Config.Checkpoint entries have passed, here before the
// pick) resumes with RISK open, the WIN at risk and the card history.
func TestJournalResumesRiskFromACheckpoint(t *testing.T) {
	cfg, j, m := checkpointed(t, 21, 1, 0)
	for m.Meters().Win == 0 {
		_, err := m.Start(ctx, at)
		require.NoError(t, err)
	}
	require.NoError(t, m.Risk(ctx))
	_, err := m.Pick(ctx, gamble.Red)
	require.NoError(t, err)

	es, err := j.Entries(ctx, 1)
	require.NoError(t, err)
	var last map[string]json.RawMessage
	for _, e := range es {
		if e.Kind == "checkpoint" {
			last = nil
			require.NoError(t, json.Unmarshal(e.Data, &last))
		}
	}
	risk, err := json.Marshal(terminal.StateRisk)
	require.NoError(t, err)
	require.JSONEq(t, string(risk), string(last["state"]), "the last checkpoint has RISK open")

	again, err := terminal.New(ctx, cfg)
	require.NoError(t, err)
	require.Equal(t, m.Meters(), again.Meters())
	require.Equal(t, m.State(), again.State())
	require.Equal(t, terminal.RiskOf(m), terminal.RiskOf(again))
	require.Equal(t, m.History(), again.History())
	require.Equal(t, m.Recall(), again.Recall())
}

// With Config.Prune the journal stays bounded (the opening entry, the last
// checkpoint but one and what follows), the machine resumes from it to the
// same state as a twin that keeps everything, and the chain is checked
// from the first checkpoint kept. A gap in a journal opened without
// pruning, or a pruned journal that does not continue at a checkpoint, is
// refused.
func TestJournalPrunes(t *testing.T) {
	play := func(m *terminal.Machine, games int) {
		for range games {
			if m.Meters().Credit < terminal.CostOf(m) {
				require.NoError(t, m.Insert(ctx, 5000))
			}
			_, err := m.Start(ctx, at)
			require.NoError(t, err)
		}
	}
	twin := func(prune bool) (terminal.Config, *terminaltest.MemoryJournal, *terminal.Machine) {
		j := new(terminaltest.MemoryJournal)
		cfg := config(t, rng.NewStream(11, 0))
		cfg.Journal, cfg.Checkpoint, cfg.Prune = j, 5, prune
		m, err := terminal.New(ctx, cfg)
		require.NoError(t, err)
		play(m, 200)
		return cfg, j, m
	}
	pcfg, pj, pm := twin(true)
	_, fj, fm := twin(false)
	kept, err := pj.Entries(ctx, 1)
	require.NoError(t, err)
	all, err := fj.Entries(ctx, 1)
	require.NoError(t, err)
	require.Greater(t, len(all), 200)
	require.LessOrEqual(t, len(kept), 1+2*(5+2), "the opening entry and two checkpoints with what follows each (a game may add one entry past the interval)")
	require.Equal(t, "checkpoint", kept[1].Kind)
	require.Greater(t, kept[1].Seq, uint64(2))
	require.NotEqual(t, terminal.HeadOf(fm), terminal.HeadOf(pm), "the opening entries differ (one records pruning)")
	require.Equal(t, terminal.HeadOf(fm).Seq, terminal.HeadOf(pm).Seq)
	require.Equal(t, fm.Meters(), pm.Meters())
	require.Equal(t, fm.Recall(), pm.Recall())

	head, err := terminal.VerifyJournal(ctx, pj, nil)
	require.NoError(t, err)
	require.Equal(t, terminal.HeadOf(pm), head)
	again, err := terminal.New(ctx, pcfg)
	require.NoError(t, err)
	require.Equal(t, pm.Meters(), again.Meters())
	require.Equal(t, pm.Recall(), again.Recall())
	require.Equal(t, terminal.HeadOf(pm), terminal.HeadOf(again))
	play(again, 50) // on pm's source and jackpot system, where pm stopped
	play(fm, 50)
	require.Equal(t, fm.Meters(), again.Meters(), "the resumed machine plays on as its twin")
	require.Equal(t, fm.Recall(), again.Recall())

	// Without Prune the same gap is an error, and so is, with it, a gap
	// that ends anywhere but at a checkpoint.
	gap := func(es []terminal.JournalEntry, to uint64) *tampered {
		out := []terminal.JournalEntry{es[0]}
		for _, e := range es {
			if e.Seq >= to {
				out = append(out, e)
			}
		}
		return &tampered{entries: out}
	}
	var cp uint64
	for _, e := range all[10:] {
		if e.Kind == "checkpoint" && cp == 0 {
			cp = e.Seq
		}
	}
	_, err = terminal.VerifyJournal(ctx, gap(all, cp), nil)
	require.ErrorIs(t, err, terminal.ErrJournal)
	require.ErrorContains(t, err, "entry 2: found entry")
	noCheckpoint := &tampered{entries: append([]terminal.JournalEntry{kept[0]}, kept[2:]...)}
	_, err = terminal.VerifyJournal(ctx, noCheckpoint, nil)
	require.ErrorContains(t, err, "a pruned journal continues at a checkpoint")

	// Prune needs checkpoints (the default interval will do) and a journal
	// that can drop entries; a journal is resumed only with the Prune it
	// was opened with.
	ok := pcfg
	ok.Checkpoint, ok.Journal = 0, new(terminaltest.MemoryJournal)
	_, err = terminal.New(ctx, ok)
	require.NoError(t, err, "Prune with the default checkpoint interval")
	bad := pcfg
	bad.Checkpoint = -1
	_, err = terminal.New(ctx, bad)
	require.ErrorIs(t, err, terminal.ErrConfig)
	require.ErrorContains(t, err, "Prune")
	bad = pcfg
	bad.Journal = &tampered{}
	_, err = terminal.New(ctx, bad)
	require.ErrorIs(t, err, terminal.ErrConfig)
	require.ErrorContains(t, err, "no Pruner")
	bad = pcfg
	bad.Prune = false
	_, err = terminal.New(ctx, bad)
	require.ErrorIs(t, err, terminal.ErrJournal)
	require.ErrorContains(t, err, "another configuration")
}

// A journal written before the central jackpot system, whose game entries
// record the terminal's own jackpot draws ("jackpot"), still resumes: the
// draws are read and ignored (the jackpot entry after each game holds its
// hits), and a game it left unanswered is reported to the central system,
// which answers it as the first time.
func TestJournalOfTerminalDrawsResumes(t *testing.T) {
	cfg, j, m := journaled(t)
	entries, err := j.Entries(ctx, 1)
	require.NoError(t, err)
	old := new(terminaltest.MemoryJournal)
	var prev terminal.JournalEntry
	games := 0
	for i, e := range entries {
		if e.Kind == "game" {
			games++
			require.True(t, bytes.HasSuffix(e.Data, []byte("}")))
			e.Data = append(bytes.TrimSuffix(e.Data, []byte("}")), []byte(`,"jackpot":["00000000075bcd15"]}`)...)
		}
		if i > 0 {
			e.Prev = prev.Hash
		}
		terminaltest.Seal(&e)
		require.NoError(t, old.Append(ctx, e))
		prev = e
	}
	require.Positive(t, games)
	cfg.Journal = old
	again, err := terminal.New(ctx, cfg)
	require.NoError(t, err)
	require.Equal(t, m.Meters(), again.Meters())
	require.Equal(t, m.Recall(), again.Recall())

	// The same journal cut after its last game entry: the game's report
	// was not answered before the outage.
	last := 0
	for i, e := range entries {
		if e.Kind == "game" {
			last = i
		}
	}
	cut := new(terminaltest.MemoryJournal)
	all, err := old.Entries(ctx, 1)
	require.NoError(t, err)
	for _, e := range all[:last+1] {
		require.NoError(t, cut.Append(ctx, e))
	}
	cfg.Journal = cut
	resumed, err := terminal.New(ctx, cfg)
	require.NoError(t, err)
	require.Equal(t, m.Recall()[0].Jackpots, resumed.Recall()[0].Jackpots, "answered as the first time")
	require.Equal(t, m.Meters().Games, resumed.Meters().Games)
}
