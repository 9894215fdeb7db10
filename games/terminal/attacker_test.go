package terminal_test

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/internal/anchorfile"
	"github.com/slotmech/slotmech/internal/terminaltest"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
)

// The tests below play the attacker of issue #30: someone who can write
// the terminal's state (its journal, its jackpot store) but does not hold
// its key. Each attack is made for real — sealed with the key and without
// the anchor, the same edit resumes as the attacker wants (the control) —
// and each is refused with terminal.ErrTampered when the machine has its
// key and anchor.

// attackerKey is the attacker's guess at the key.
var attackerKey = []byte("not the terminal's key, 32 bytes")

// keyedSite is a keyed terminal's state: its journal, its anchor and its
// jackpot store, which the attacker may write, and its configuration.
type keyedSite struct {
	cfg    terminal.Config
	j      *terminaltest.MemoryJournal
	store  *jackpot.MemoryStore
	anchor string // the anchor file's path
}

// keyedPools are a must-hit pool of the venue (a hidden trigger) and a
// network pool.
var keyedPools = []jackpot.PoolConfig{
	{Name: "mini", Venues: []string{term.Venue}, Rate: jackpot.Ratio{Num: 5, Den: 1000}, Seed: 2_000, MustHitBy: 5_000},
	{Name: "maxi", Rate: jackpot.Ratio{Num: 5, Den: 1000}, Seed: 100_000, Chance: jackpot.Ratio{Num: 1, Den: 50_000_000}},
}

// Rolled back, journal and anchor together: the attacker kept copies of
// both after game 2 and puts them back after game 4. The pair is
// authentic and consistent, so the chain and the anchor pass; the central
// jackpot system, which the attacker cannot write, has game 4.
func TestAttackerRolledBackJournalAndAnchor(t *testing.T) {
	s := keyedTerminal(t, term.ID, 2)
	oldEntries := s.entries(t)
	oldAnchor, err := os.ReadFile(s.anchor)
	require.NoError(t, err)
	m, err := s.resume(nil, terminaltest.Key, true)
	require.NoError(t, err)
	for range 2 {
		_, err := m.Start(ctx, at)
		require.NoError(t, err)
	}
	require.NoError(t, os.WriteFile(s.anchor, oldAnchor, 0o600))
	old := new(terminaltest.MemoryJournal)
	for _, e := range oldEntries {
		_ = old.Append(ctx, e)
	}
	_, err = offline(t, s).resume(old, terminaltest.Key, true)
	require.NoError(t, err, "the control: the old journal and its old anchor agree")
	_, err = s.resume(old, terminaltest.Key, true)
	requireTampered(t, err, "ends at game 2 of terminal T-0001, but the central jackpot system has game 4")
}

// offline returns s with a central system over the same store that cannot
// tell a terminal's last game (its database does not answer that query).
func offline(t *testing.T, s *keyedSite) *keyedSite {
	t.Helper()
	sys, err := jackpot.NewSystem(ctx, keyedPools, forgetful{s.store}, rng.NewStream(7, 1))
	require.NoError(t, err)
	c := *s
	c.cfg.Jackpot = sys
	return &c
}

// forgetful is a store whose LastGame fails.
type forgetful struct{ *jackpot.MemoryStore }

func (forgetful) LastGame(context.Context, string) (uint64, error) { return 0, errLost }

// keyedTerminal returns terminal id's site with a keyed journal and an
// anchor file, after inserting 1 000 and playing games games at stake 25.
func keyedTerminal(t *testing.T, id string, games int) *keyedSite {
	t.Helper()
	s := &keyedSite{j: new(terminaltest.MemoryJournal), store: new(jackpot.MemoryStore),
		anchor: filepath.Join(t.TempDir(), id+".anchor")}
	sys, err := jackpot.NewSystem(ctx, keyedPools, s.store, rng.NewStream(7, 1))
	require.NoError(t, err)
	s.cfg = terminal.Config{Game: fakeGame(fakePays), Stakes: steps, Stake: 25, Gamble: gamble.Config{Unit: 1, History: 5},
		Jackpot: sys, Terminal: jackpot.Terminal{ID: id, Venue: term.Venue}, Source: rng.NewStream(7, 0),
		Journal: s.j, Key: terminaltest.Key, Anchor: anchorfile.New(s.anchor, terminaltest.Key)}
	m, err := terminal.New(ctx, s.cfg)
	require.NoError(t, err)
	require.NoError(t, m.Insert(ctx, 1000))
	for range games {
		_, err := m.Start(ctx, at)
		require.NoError(t, err)
	}
	return s
}

// resume makes the site's machine again from its state, with journal j
// (the site's if nil), key and anchor as given.
func (s *keyedSite) resume(j terminal.Journal, key []byte, anchored bool) (*terminal.Machine, error) {
	cfg := s.cfg
	if j != nil {
		cfg.Journal = j
	}
	cfg.Key, cfg.Anchor = key, nil
	if anchored {
		cfg.Anchor = anchorfile.New(s.anchor, key)
	}
	return terminal.New(ctx, cfg)
}

// entries returns the site's journal's entries.
func (s *keyedSite) entries(t *testing.T) []terminal.JournalEntry {
	t.Helper()
	es, err := s.j.Entries(ctx, 1)
	require.NoError(t, err)
	return es
}

// rechain returns a journal of entries, their chain recomputed from the
// first with seal, as an attacker who rewrites the file does.
func rechain(entries []terminal.JournalEntry, seal func(*terminal.JournalEntry)) *terminaltest.MemoryJournal {
	j := new(terminaltest.MemoryJournal)
	var prev [32]byte
	for _, e := range entries {
		e.Prev = prev
		seal(&e)
		prev = e.Hash
		_ = j.Append(ctx, e)
	}
	return j
}

// The attacker's seals: the unkeyed SHA-256 anyone can compute, a guessed
// key, and (for the controls only) the terminal's own key.
var (
	sealNoKey     = terminaltest.Seal
	sealGuess     = func(e *terminal.JournalEntry) { terminaltest.SealKeyed(e, attackerKey, term.ID) }
	sealWithKeyOf = func(id string) func(*terminal.JournalEntry) {
		return func(e *terminal.JournalEntry) { terminaltest.SealKeyed(e, terminaltest.Key, id) }
	}
)

// requireTampered checks that err is a refusal for an attendant: it wraps
// ErrTampered and ErrJournal and says so, naming what contains want.
func requireTampered(t *testing.T, err error, want string) {
	t.Helper()
	require.Error(t, err)
	require.ErrorIs(t, err, terminal.ErrTampered)
	require.ErrorIs(t, err, terminal.ErrJournal)
	var se *slotmech.Error
	require.True(t, errors.As(err, &se), "%T", err)
	require.Contains(t, err.Error(), "call an attendant")
	require.Contains(t, err.Error(), want)
}

// Forged credit: the 1 000 insert becomes 9 000 and the chain is computed
// again without the key. The terminal refuses to resume; the same edit
// sealed with the key (and no anchor) would resume with CREDIT 9 000.
func TestAttackerForgedCredit(t *testing.T) {
	s := keyedTerminal(t, term.ID, 3)
	good, err := s.resume(nil, terminaltest.Key, true)
	require.NoError(t, err)
	credit := good.Meters().Credit
	es := s.entries(t)
	require.Equal(t, "insert", es[1].Kind)
	es[1].Data = []byte(`{"amount":9000}`)

	control, err := s.resume(rechain(es, sealWithKeyOf(term.ID)), terminaltest.Key, false)
	require.NoError(t, err, "the control: the edit is a working forgery once sealed with the key")
	require.Equal(t, credit+8000, control.Meters().Credit)

	for name, seal := range map[string]func(*terminal.JournalEntry){"no key": sealNoKey, "guessed key": sealGuess} {
		_, err := s.resume(rechain(es, seal), terminaltest.Key, false)
		requireTampered(t, err, "entry 1: ")
		_, err = s.resume(rechain(es, seal), terminaltest.Key, true)
		requireTampered(t, err, "entry 1: ")
		t.Log(name, err)
	}
	_, err = s.resume(rechain(es, sealNoKey), terminaltest.Key, false)
	require.ErrorContains(t, err, "carries an unkeyed SHA-256")

	// Only the edited entry resealed without the key: its own MAC fails.
	only := s.entries(t)
	only[1].Data = []byte(`{"amount":9000}`)
	terminaltest.Seal(&only[1])
	j := new(terminaltest.MemoryJournal)
	for _, e := range only {
		_ = j.Append(ctx, e)
	}
	_, err = s.resume(j, terminaltest.Key, true)
	requireTampered(t, err, "entry 2: hash does not match its content")
}

// Deleted tail: the last entries are cut off, which leaves an authentic
// shorter journal (a win lost in RISK comes back, a cash-out is undone).
// The anchor, outside the journal, still records the cut entries, and the
// central system has the games cut off.
func TestAttackerDeletedTail(t *testing.T) {
	s := keyedTerminal(t, term.ID, 4)
	es := s.entries(t)
	cut := new(terminaltest.MemoryJournal)
	for _, e := range es[:len(es)-3] { // game 4's intent and game entries, and one more
		_ = cut.Append(ctx, e)
	}
	_, err := offline(t, s).resume(cut, terminaltest.Key, false)
	require.NoError(t, err, "the control: without the anchor and the central system the shorter journal is authentic")
	_, err = s.resume(cut, terminaltest.Key, false)
	requireTampered(t, err, "ends at game 3 of terminal T-0001, but the central jackpot system has game 4")
	_, err = s.resume(cut, terminaltest.Key, true)
	requireTampered(t, err, "rolled back or its tail deleted")

	// The whole journal deleted: a new one would start from nothing.
	_, err = s.resume(new(terminaltest.MemoryJournal), terminaltest.Key, true)
	requireTampered(t, err, "rolled back or its tail deleted")
}

// Rollback: an older copy of the journal put back after more play (the
// cash-out undone). The anchor has moved on.
func TestAttackerRollbackToOlderCopy(t *testing.T) {
	s := keyedTerminal(t, term.ID, 2)
	old := s.entries(t)
	m, err := s.resume(nil, terminaltest.Key, true)
	require.NoError(t, err)
	_, err = m.CashOut(ctx)
	require.NoError(t, err)
	copyBack := new(terminaltest.MemoryJournal)
	for _, e := range old {
		_ = copyBack.Append(ctx, e)
	}
	_, err = s.resume(copyBack, terminaltest.Key, false)
	require.NoError(t, err, "the control: the older copy is authentic")
	_, err = s.resume(copyBack, terminaltest.Key, true)
	requireTampered(t, err, "rolled back or its tail deleted")

	// Nor can the anchor be set back to match without the key.
	require.NoError(t, os.WriteFile(s.anchor, []byte(`{"seq":1,"hash":"`+strings.Repeat("00", 32)+`","mac":"`+strings.Repeat("00", 32)+`"}`), 0o600))
	_, err = s.resume(copyBack, terminaltest.Key, true)
	requireTampered(t, err, "anchor its MAC is not the key's")
}

// Swapped file: another terminal's journal (same game, same key, or
// another key) put in this terminal's place.
func TestAttackerSwappedFromAnotherTerminal(t *testing.T) {
	s := keyedTerminal(t, term.ID, 2)
	other := keyedTerminal(t, "T-0002", 5)
	_, err := s.resume(other.j, terminaltest.Key, false)
	requireTampered(t, err, "a file of another terminal")
	_, err = s.resume(other.j, terminaltest.Key, true)
	requireTampered(t, err, "")

	// The opening entry's terminal rewritten to this one: its MAC fails,
	// and so does every entry sealed for the other terminal.
	es := other.entries(t)
	es[0].Data = []byte(strings.Replace(string(es[0].Data), `"T-0002"`, `"`+term.ID+`"`, 1))
	es[0].Hash = [32]byte{}
	j := new(terminaltest.MemoryJournal)
	for _, e := range es {
		_ = j.Append(ctx, e)
	}
	_, err = s.resume(j, terminaltest.Key, false)
	requireTampered(t, err, "entry 1: hash does not match its content")

	// Another terminal's journal under another key.
	_, err = s.resume(other.j, attackerKey, false)
	requireTampered(t, err, "entry 1: hash does not match its content")
}

// Edited jackpot: the terminal's recorded view of its pools edited in the
// journal (its MAC fails), and the hidden MINI trigger set to the pool's
// amount in the jackpot store, behind the terminal's back (the pool is not
// as the terminal last saw it). A pool another terminal played since is
// accepted as it is.
func TestAttackerEditedJackpot(t *testing.T) {
	s := keyedTerminal(t, term.ID, 3)
	es := s.entries(t)
	last := len(es) - 1
	require.Equal(t, "game", es[last].Kind, "the game, with its report's answer")
	var d map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(es[last].Data, &d))
	require.Contains(t, string(d["pools"]), `"pool":"mini"`, "the view of the pools is journaled")
	es[last].Data = []byte(strings.Replace(string(es[last].Data), `"pool":"mini","games":3`, `"pool":"mini","games":2`, 1))
	require.NotEqual(t, s.entries(t)[last].Data, es[last].Data)
	_, err := s.resume(rechain(es, sealWithKeyOf(term.ID)), terminaltest.Key, false)
	require.NoError(t, err, "the control: a view of fewer games is consistent with the pools")
	_, err = s.resume(rechain(es, sealGuess), terminaltest.Key, false)
	requireTampered(t, err, "hash does not match its content")

	_, err = s.resume(nil, terminaltest.Key, true)
	require.NoError(t, err, "the pools as the terminal saw them")
	sys := s.cfg.Jackpot.(*jackpot.System) // embedded: its store is the attacker's to write
	st, err := sys.Audit(ctx, "mini")
	require.NoError(t, err)
	n := uint64(0)
	edit := func(fn func(st *jackpot.State)) { // the attacker writes the store
		n++
		_, err := s.store.Apply(ctx, jackpot.Game{Terminal: jackpot.Terminal{ID: "X", Venue: term.Venue}, Number: n, Stake: 1, At: at},
			[]string{"mini"}, func(_ int, st *jackpot.State) ([]jackpot.Win, error) { fn(st); return nil, nil })
		require.NoError(t, err)
	}
	edit(func(x *jackpot.State) { x.Threshold = st.Amount + 1 }) // the next game hits
	_, err = s.resume(nil, terminaltest.Key, true)
	requireTampered(t, err, `jackpot pool "mini" is not as the terminal last saw it`)
	edit(func(x *jackpot.State) { *x = st; x.Threshold = x.Amount }) // a trigger the pool has reached
	_, err = s.resume(nil, terminaltest.Key, true)
	requireTampered(t, err, "ledger does not balance")

	// Put back, then another terminal plays into the pools: accepted.
	edit(func(x *jackpot.State) { *x = st })
	_, err = sys.Report(ctx, jackpot.Game{Terminal: jackpot.Terminal{ID: "T-0009", Venue: term.Venue}, Number: 1, Stake: 100, At: at})
	require.NoError(t, err)
	m, err := s.resume(nil, terminaltest.Key, true)
	require.NoError(t, err, "pools played by other terminals since")
	_, err = m.Start(ctx, at)
	require.NoError(t, err)
}

// A machine's key is at least 32 bytes; an anchor needs a journal.
func TestKeyedConfig(t *testing.T) {
	cfg := config(t, rng.NewStream(1, 0))
	cfg.Journal, cfg.Key = new(terminaltest.MemoryJournal), []byte("short")
	_, err := terminal.New(ctx, cfg)
	require.ErrorIs(t, err, terminal.ErrConfig)
	require.ErrorContains(t, err, "Key: bad configuration: 5 bytes, want at least 32")
	cfg = config(t, rng.NewStream(1, 0))
	cfg.Anchor = anchorfile.New(filepath.Join(t.TempDir(), "a"), terminaltest.Key)
	_, err = terminal.New(ctx, cfg)
	require.ErrorIs(t, err, terminal.ErrConfig)
}

// A stop between the journal's write and the anchor's leaves the anchor
// one entry behind: the machine resumes and moves the anchor on. Two
// entries behind is not a stop but a journal that is not the anchor's.
func TestAnchorOneBehind(t *testing.T) {
	s := keyedTerminal(t, term.ID, 1)
	before, err := os.ReadFile(s.anchor)
	require.NoError(t, err)
	m, err := s.resume(nil, terminaltest.Key, true)
	require.NoError(t, err)
	require.NoError(t, m.Insert(ctx, 5))
	require.NoError(t, os.WriteFile(s.anchor, before, 0o600)) // the anchor's write lost
	_, err = s.resume(nil, terminaltest.Key, true)
	require.NoError(t, err)
	head, err := anchorfile.New(s.anchor, terminaltest.Key).Load(ctx)
	require.NoError(t, err)
	require.Equal(t, terminal.HeadOf(m), head, "the anchor moved to the head")

	require.NoError(t, os.WriteFile(s.anchor, before, 0o600))
	m, err = s.resume(nil, terminaltest.Key, false)
	require.NoError(t, err)
	require.NoError(t, m.Insert(ctx, 5))
	_, err = s.resume(nil, terminaltest.Key, true)
	requireTampered(t, err, "is not the entry the anchor records")
}

// The view of the pools survives checkpoints and pruning: a resume from a
// checkpoint still finds the edited trigger.
func TestAttackerEditedJackpotAfterCheckpoint(t *testing.T) {
	s := &keyedSite{j: new(terminaltest.MemoryJournal), store: new(jackpot.MemoryStore),
		anchor: filepath.Join(t.TempDir(), "a")}
	sys, err := jackpot.NewSystem(ctx, keyedPools, s.store, rng.NewStream(8, 1))
	require.NoError(t, err)
	s.cfg = terminal.Config{Game: fakeGame(fakePays), Stakes: steps, Stake: 25, Gamble: gamble.Config{Unit: 1, History: 5},
		Jackpot: sys, Terminal: term, Source: rng.NewStream(8, 0), Journal: s.j, Key: terminaltest.Key,
		Anchor: anchorfile.New(s.anchor, terminaltest.Key), Checkpoint: 3, Prune: true}
	m, err := terminal.New(ctx, s.cfg)
	require.NoError(t, err)
	require.NoError(t, m.Insert(ctx, 1000))
	for range 6 {
		_, err := m.Start(ctx, at)
		require.NoError(t, err)
	}
	require.NoError(t, m.Insert(ctx, 5)) // a checkpoint, then an insert: no jackpot entry after it
	require.NoError(t, m.Insert(ctx, 5))
	require.NoError(t, m.Insert(ctx, 5))
	es := s.entries(t)
	require.Equal(t, "insert", es[len(es)-1].Kind)
	kinds := ""
	for _, e := range es[len(es)-3:] {
		kinds += e.Kind + " "
	}
	require.Contains(t, kinds, "checkpoint", "the last jackpot entry is before the last checkpoint")
	_, err = s.resume(nil, terminaltest.Key, true)
	require.NoError(t, err)
	_, err = s.store.Apply(ctx, jackpot.Game{Terminal: jackpot.Terminal{ID: "X", Venue: term.Venue}, Number: 1, Stake: 1, At: at},
		[]string{"mini"}, func(_ int, st *jackpot.State) ([]jackpot.Win, error) { st.Threshold = st.Amount + 1; return nil, nil })
	require.NoError(t, err)
	_, err = s.resume(nil, terminaltest.Key, true)
	requireTampered(t, err, `jackpot pool "mini" is not as the terminal last saw it`)
}
