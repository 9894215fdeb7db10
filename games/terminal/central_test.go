package terminal_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/internal/terminaltest"
	"github.com/slotmech/slotmech/internal/testfix/termfix"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/jackpot/central"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// kinds returns the kinds of j's entries, in order.
func kinds(t *testing.T, j terminal.Journal) []string {
	t.Helper()
	es, err := j.Entries(ctx, 1)
	require.NoError(t, err)
	var out []string
	for _, e := range es {
		out = append(out, e.Kind)
	}
	return out
}

// entryGame returns the game number an intent, void or game entry names.
func entryGame(t *testing.T, e terminal.JournalEntry) uint64 {
	t.Helper()
	var d struct {
		Game uint64 `json:"game"`
	}
	require.NoError(t, json.Unmarshal(e.Data, &d))
	return d.Game
}

// poolGames returns how many games the test pool of sys has taken.
func poolGames(t *testing.T, sys *jackpot.System) uint64 {
	t.Helper()
	l, err := sys.Audit(ctx, poolName)
	require.NoError(t, err)
	return l.Games
}

// TestCS_19_MachineNeedsTheCentralSystem: a terminal whose central jackpot
// system cannot be reached starts no game. START writes the game's intent
// and reports it; the report fails, so nothing is drawn, CREDIT and the
// meters stay, and Start says so in an error wrapping jackpot.ErrStore.
// Until the service answers every START (and CASH OUT: the stake may be
// in a pool) is refused, changing nothing. Then the service, which has no
// report of game 1, voids it: the journal (keyed) holds the intent and
// its void, the next game is game 2, a report of game 1 is refused, and
// the machine resumes from the journal as it stands.
func TestCS_19_MachineNeedsTheCentralSystem(t *testing.T) {
	src := rng.NewReplayer([]uint64{noHit, termfix.Pays(2)}) // game 2's report, then its draw
	sys := newSystem(t, src)
	var up atomic.Bool
	h, err := central.NewHandler(sys, terminaltest.Keys(term.ID))
	require.NoError(t, err)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !up.Load() { // the service is down: the connection drops
			panic(http.ErrAbortHandler)
		}
		h.ServeHTTP(w, r)
	}))
	defer srv.Close()
	c, err := central.NewClient(srv.Client(), terminaltest.CentralKey(term.ID, false), srv.URL)
	require.NoError(t, err)
	cfg := config(t, src)
	cfg.Jackpot, cfg.Journal, cfg.Key = c, new(terminaltest.MemoryJournal), terminaltest.Key
	up.Store(true) // the machine is made while the system answers, then it goes down
	m, err := terminal.New(ctx, cfg)
	up.Store(false)
	require.NoError(t, err)
	require.NoError(t, m.Insert(ctx, 1000))
	before := m.Meters()

	r, err := m.Start(ctx, at)
	require.ErrorIs(t, err, jackpot.ErrStore)
	require.ErrorContains(t, err, "terminal: game 1: not started: the central jackpot system did not take its report")
	require.ErrorContains(t, err, "unreachable")
	require.Zero(t, r.Seq, "no game started")
	require.Equal(t, before, m.Meters(), "CREDIT and the meters unchanged")
	require.Empty(t, m.Recall())
	for range 3 {
		termfix.Refused(t, m, jackpot.ErrStore, termfix.Start(m))
	}
	termfix.Refused(t, m, jackpot.ErrStore, func() error { _, err := m.CashOut(ctx); return err })
	termfix.Refused(t, m, jackpot.ErrStore, func() error { return m.AutoStart(ctx) })
	require.NoError(t, m.Insert(ctx, 100), "INSERT is always possible")
	require.Zero(t, poolGames(t, sys), "no game reached the pool")

	up.Store(true)
	r, err = m.Start(ctx, at)
	require.NoError(t, err)
	require.Equal(t, uint64(2), r.Seq, "game 1 is void: the next game is game 2")
	require.False(t, r.Settled)
	require.Equal(t, slotmech.Money(200), r.Outcome.Win)
	require.Equal(t, uint64(1), m.Meters().Games, "one game played")
	require.Equal(t, uint64(1), poolGames(t, sys), "one game in the pool")
	require.True(t, m.Meters().Balanced())
	_, err = sys.Report(ctx, jackpot.Game{Terminal: term, Number: 1, Stake: 100, At: at})
	require.ErrorIs(t, err, jackpot.ErrGame, "game 1 is never played")

	require.Equal(t, []string{"open", "insert", "intent", "insert", "void", "intent", "game"}, kinds(t, cfg.Journal))
	es, err := cfg.Journal.Entries(ctx, 1)
	require.NoError(t, err)
	require.Equal(t, []uint64{1, 1, 2, 2}, []uint64{entryGame(t, es[2]), entryGame(t, es[4]), entryGame(t, es[5]), entryGame(t, es[6])})
	_, err = terminal.VerifyJournal(ctx, cfg.Journal, terminaltest.Key)
	require.NoError(t, err, "the intent and the void are keyed like every entry")
	_, err = terminal.VerifyJournal(ctx, cfg.Journal, []byte("another key of the terminal, 32 b"))
	require.ErrorIs(t, err, terminal.ErrTampered)

	cfg.Source = rng.NewReplayer(nil) // a resumed machine draws nothing
	again, err := terminal.New(ctx, cfg)
	require.NoError(t, err)
	require.Equal(t, m.Meters(), again.Meters())
	require.Equal(t, m.Recall(), again.Recall())
	require.NoError(t, src.Done())
}

// errLost is the error of a call whose answer was lost on the way back,
// as the central client returns it.
var errLost = &slotmech.Error{Op: "Report", Reason: "central jackpot system unreachable: connection reset",
	Err: fmt.Errorf("%w: connection reset", jackpot.ErrStore)}

// lossy is a central system whose reports are recorded but, while lose
// is set, their answers lost: the terminal cannot tell them from a report
// that never arrived.
type lossy struct {
	jackpot.Central
	lose atomic.Bool
}

func (l *lossy) Report(ctx context.Context, g jackpot.Game) ([]jackpot.Win, error) {
	w, err := l.Central.Report(ctx, g)
	if err == nil && l.lose.Load() {
		return nil, errLost
	}
	return w, err
}

// TestCS_19_CS_20_ReplyLostAfterCommit: the central system records game
// 1's report, which hits, and the answer is lost. The game is not started
// then: nothing drawn, meters unchanged. At the next START the void finds
// the report and answers it: game 1 is drawn then, once, played out and
// shown (Settled) by that START, which starts no other game; the pool
// took it once; its hit locks the terminal for hand pay (CS-20). A
// machine resumed from the journal says the same.
func TestCS_19_CS_20_ReplyLostAfterCommit(t *testing.T) {
	src := rng.NewReplayer([]uint64{hit, termfix.Pays(1)}) // game 1's report, then its draw after the answer
	sys := newSystem(t, src)
	c := &lossy{Central: sys}
	c.lose.Store(true)
	cfg := config(t, src)
	cfg.Jackpot, cfg.Journal, cfg.Key = c, new(terminaltest.MemoryJournal), terminaltest.Key
	m, err := terminal.New(ctx, cfg)
	require.NoError(t, err)
	require.NoError(t, m.Insert(ctx, 500))
	before := m.Meters()
	r, err := m.Start(ctx, at)
	require.ErrorIs(t, err, jackpot.ErrStore)
	require.Zero(t, r.Seq)
	require.Equal(t, before, m.Meters())
	require.Equal(t, uint64(1), poolGames(t, sys), "the report reached the pool")

	c.lose.Store(false)
	r, err = m.Start(ctx, at)
	require.NoError(t, err)
	require.Equal(t, uint64(1), r.Seq, "game 1, settled")
	require.True(t, r.Settled)
	require.True(t, m.Last().Settled)
	require.Equal(t, slotmech.Money(100), r.Outcome.Win)
	require.Len(t, r.Jackpots, 1, "its hit, from the first report")
	require.Equal(t, uint64(1), r.Jackpots[0].Seq)
	require.Equal(t, terminal.StateLocked, m.State(), "hand pay (CS-20)")
	require.Equal(t, uint64(1), m.Meters().Games)
	require.Equal(t, uint64(1), poolGames(t, sys), "the pool took game 1 once")
	require.Equal(t, slotmech.Money(400), m.Meters().Credit, "the stake taken once")
	require.NoError(t, src.Done(), "game 1 drawn once")
	require.Equal(t, []string{"open", "insert", "intent", "game"}, kinds(t, cfg.Journal))

	cfg.Source = rng.NewReplayer(nil)
	again, err := terminal.New(ctx, cfg)
	require.NoError(t, err)
	require.False(t, again.Last().Settled, "settled before: a later resume does not say it again")
	require.Equal(t, m.Last().Seq, again.Last().Seq)
	require.Equal(t, m.Meters(), again.Meters())
	require.Equal(t, terminal.StateLocked, again.State())
	require.Equal(t, m.Lockup(), again.Lockup())
	_, err = again.ClearLockup(ctx, at, "attendant 7", "", nil)
	require.NoError(t, err)
	require.Equal(t, uint64(1), poolGames(t, sys))
}

// TestCS_19_SettledInNew: a terminal killed after its report was recorded
// and before it learned the answer (here: the answer lost, then the
// process gone) settles the game in New, when it resumes: drawn then,
// once, with the hits of the first report; the pool took it once. While
// the service is unreachable New still resumes, with the intent open, and
// the first action settles it.
func TestCS_19_SettledInNew(t *testing.T) {
	for _, reachable := range []bool{true, false} {
		src := rng.NewReplayer([]uint64{noHit})
		sys := newSystem(t, src)
		c := &lossy{Central: sys}
		c.lose.Store(true)
		cfg := config(t, src)
		cfg.Jackpot, cfg.Journal = c, new(terminaltest.MemoryJournal)
		m, err := terminal.New(ctx, cfg)
		require.NoError(t, err)
		require.NoError(t, m.Insert(ctx, 500))
		_, err = m.Start(ctx, at)
		require.ErrorIs(t, err, jackpot.ErrStore)

		c.lose.Store(false)
		cfg.Source = rng.NewReplayer([]uint64{termfix.Pays(3)}) // the resumed process's source
		if !reachable {
			cfg.Jackpot = downCentral{}
		}
		again, err := terminal.New(ctx, cfg)
		require.NoError(t, err)
		if !reachable {
			require.Zero(t, again.Meters().Games, "waiting")
			_, err := again.Start(ctx, at)
			require.ErrorIs(t, err, jackpot.ErrStore)
			cfg.Jackpot = c
			again, err = terminal.New(ctx, cfg)
			require.NoError(t, err)
		}
		require.True(t, again.Last().Settled)
		require.Equal(t, uint64(1), again.Last().Seq)
		require.Equal(t, slotmech.Money(1000), again.Meters().Win)
		require.Equal(t, uint64(1), poolGames(t, sys))
		require.NoError(t, cfg.Source.(*rng.Replayer).Done(), "drawn once, after the answer")
		require.NoError(t, src.Done())
		require.Equal(t, []string{"open", "insert", "intent", "game"}, kinds(t, cfg.Journal), "reachable %v", reachable)
	}
}

// downCentral is a central system that cannot be reached.
type downCentral struct{ jackpot.Central }

func (downCentral) Report(context.Context, jackpot.Game) ([]jackpot.Win, error) { return nil, errLost }
func (downCentral) LastGame(context.Context, jackpot.Terminal) (uint64, error)  { return 0, errLost }
func (downCentral) Void(context.Context, jackpot.Terminal, uint64) ([]jackpot.Win, bool, error) {
	return nil, false, errLost
}
