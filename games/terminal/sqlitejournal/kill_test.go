package sqlitejournal_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/slotmech/slotmech/internal/terminaltest"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/games/terminal/sqlitejournal"
	"github.com/slotmech/slotmech/internal/acklog"
	"github.com/slotmech/slotmech/internal/crystalterm"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/jackpot/sqlstore"
	"github.com/slotmech/slotmech/jackpot/sqlstore/sqlite"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// The player process: the test binary runs itself as a player when
// playerVar is set.
const (
	playerVar  = "SLOTMECH_TERMINAL_PLAYER" // "1" in a player
	journalVar = "SLOTMECH_TERMINAL_JOURNAL"
	poolsVar   = "SLOTMECH_TERMINAL_POOLS" // the jackpot store's SQLite file
	ackVar     = "SLOTMECH_TERMINAL_ACK"
	lifeVar    = "SLOTMECH_TERMINAL_LIFE" // how many times the player was started before
)

func TestMain(m *testing.M) {
	if os.Getenv(playerVar) == "1" {
		if err := playForever(); err != nil {
			fmt.Fprintln(os.Stderr, "player:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// pools are the jackpot pools of the terminal: a venue pool that must hit
// by 2 000 Kč and a chance pool of every terminal, hit often enough to be
// seen in a run.
var pools = []jackpot.PoolConfig{
	{Name: "mini", Venues: []string{"brno-1"}, Rate: jackpot.Ratio{Num: 5, Den: 100},
		Seed: 500, MustHitBy: 2_000},
	{Name: "maxi", Rate: jackpot.Ratio{Num: 5, Den: 1000},
		Seed: 10_000, Chance: jackpot.Ratio{Num: 1, Den: 200_000}},
}

var term = jackpot.Terminal{ID: "T-0001", Venue: "brno-1"}

// checkpointEvery is the kill test's checkpoint interval: small, so that
// the players write many checkpoints and prune their journal (Config.Prune)
// many times between kills.
const checkpointEvery = 40

// machineAt opens the terminal over the journal and the jackpot store at
// the given paths, with src; close closes both files.
func machineAt(journalPath, poolsPath string, src rng.Source) (m *terminal.Machine, sys *jackpot.System, close func(), err error) {
	m, sys, _, close, err = trackedAt(journalPath, poolsPath, src)
	return m, sys, close, err
}

// tracked is a journal that knows its head: the last entry written, or the
// file's head when it was opened.
type tracked struct {
	*sqlitejournal.Journal
	head uint64
}

// Append appends e and makes it the head.
func (j *tracked) Append(ctx context.Context, e terminal.JournalEntry) error {
	err := j.Journal.Append(ctx, e)
	if err == nil {
		j.head = e.Seq
	}
	return err
}

// trackedAt is machineAt that also returns the journal, which knows its
// head.
func trackedAt(journalPath, poolsPath string, src rng.Source) (m *terminal.Machine, sys *jackpot.System, tj *tracked, close func(), err error) {
	j, err := sqlitejournal.Open(journalPath)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	tj = &tracked{Journal: j}
	if entries, err := j.Entries(ctx, 1); err == nil && len(entries) > 0 { // else New says what is wrong
		tj.head = entries[len(entries)-1].Seq
	}
	db, err := sqlite.Open(poolsPath, "NORMAL")
	if err != nil {
		j.Close()
		return nil, nil, nil, nil, err
	}
	close = func() { j.Close(); db.Close() }
	store, err := sqlstore.New(ctx, db, sqlstore.SQLite())
	if err == nil {
		sys, err = jackpot.NewSystem(ctx, pools, store, nil)
	}
	if err == nil {
		cfg := crystalterm.Config(src, sys, term)
		cfg.Journal, cfg.Checkpoint, cfg.Prune = tj, checkpointEvery, true
		m, err = terminal.New(ctx, cfg)
	}
	if err != nil {
		close()
		return nil, nil, nil, nil, err
	}
	return m, sys, tj, close, nil
}

// ack is what the player writes after each action it made: the journal's
// head and what the machine shows then. A player that starts writes one
// with Action "resume".
type ack struct {
	Action  string
	Head    uint64
	Meters  terminal.Meters // with the jackpot hits announced
	State   terminal.State
	Risk    *gamble.State // the RISK that followed the last game, if any
	History []gamble.Card
}

// snapshot is the ack of m's state after action, its journal's head being
// head.
func snapshot(m *terminal.Machine, head uint64, action string) ack {
	a := ack{Action: action, Head: head, Meters: m.Meters(), State: m.State(), History: m.History()}
	if rec := m.Recall(); len(rec) > 0 {
		a.Risk = rec[0].Risk
	}
	return a
}

// playForever plays Crystal Spin like a person who likes AUTO START and
// RISK, until killed: it inserts money when CREDIT runs out, turns AUTO
// START on and plays its games, gambles wins (picks, halves, collects),
// changes the stake and sometimes cashes out. After each action the
// machine accepted it appends an ack line. Refused actions (RISK after a
// jackpot hit, say) are part of play; any other error ends the player.
func playForever() error {
	life, _ := strconv.ParseUint(os.Getenv(lifeVar), 10, 64)
	m, _, j, closeAll, err := trackedAt(os.Getenv(journalVar), os.Getenv(poolsVar), rng.NewStream(2026, life))
	if err != nil {
		return err
	}
	defer closeAll()
	f, err := acklog.Open(os.Getenv(ackVar)) // cuts a line torn by the last kill
	if err != nil {
		return err
	}
	write := func(action string) error {
		b, err := json.Marshal(snapshot(m, j.head, action))
		if err != nil {
			return err
		}
		_, err = f.Write(append(b, '\n')) // one write: whole lines, or a torn last one
		return err
	}
	if err := write("resume"); err != nil {
		return err
	}
	choose := rng.NewStream(7, life) // the player's decisions
	at := time.Date(2026, 12, 1, 20, 0, 0, 0, time.UTC).Add(time.Duration(life) * time.Hour)
	for step := 0; ; step++ {
		at = at.Add(3 * time.Second)
		k := rng.IntN(choose, 100)
		var action string
		var err error
		switch m.State() {
		case terminal.StateLocked: // a jackpot hit: the attendant key (CS-20)
			action = "clear"
			_, err = m.ClearLockup(ctx, at, "attendant 7", "", nil)
		case terminal.StateRisk:
			switch {
			case k < 60:
				action = "pick"
				_, err = m.Pick(ctx, gamble.Colour(1+rng.IntN(choose, 2)))
			case k < 75:
				action = "half"
				_, err = m.Half(ctx)
			case k < 90:
				action = "collect"
				_, err = m.Collect(ctx)
			default:
				action = "start (collect)"
				_, err = m.Start(ctx, at)
			}
		case terminal.StateAuto:
			switch {
			case k < 8 && m.Meters().Win > 0:
				action = "risk"
				err = m.Risk(ctx)
			case k < 12:
				action = "stop"
				err = m.Stop(ctx)
			case k < 15:
				action = "insert"
				err = m.Insert(ctx, 500)
			default:
				action = "step"
				_, err = m.Step(ctx, at)
			}
		default:
			switch {
			case m.Meters().Credit+m.Meters().Win < m.Meters().Stake: // Crystal Spin: a game costs its stake
				action = "insert"
				err = m.Insert(ctx, 1000)
			case k < 25 && m.Meters().Win > 0:
				action = "risk"
				err = m.Risk(ctx)
			case k < 55:
				action = "auto"
				err = m.AutoStart(ctx)
			case k < 75:
				action = "start"
				_, err = m.Start(ctx, at)
			case k < 85:
				action = "stake"
				steps := crystalterm.Config(nil, nil, term).Stakes
				err = m.SetStake(ctx, steps[rng.IntN(choose, 6)]) // 5 … 100 Kč
			case k < 87:
				action = "max bet"
				_, err = m.MaxBet(ctx, at)
			case k < 89:
				action = "cash out"
				_, err = m.CashOut(ctx)
			default:
				action = "insert"
				err = m.Insert(ctx, 100)
			}
		}
		switch {
		case err == nil:
		case errors.Is(err, gamble.ErrJackpot), errors.Is(err, terminal.ErrNoCredit),
			errors.Is(err, gamble.ErrOverLimit), action == "cash out" && errors.Is(err, terminal.ErrState):
			continue // refused, changed nothing: not an action to acknowledge
		default:
			return fmt.Errorf("%s: %w", action, err)
		}
		if err := write(action); err != nil {
			return err
		}
	}
}

// readAcks reads the ack file; a torn last line is ignored.
func readAcks(t *testing.T, path string) []ack {
	b, err := acklog.Lines(path)
	require.NoError(t, err)
	var out []ack
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var a ack
		require.NoError(t, json.Unmarshal(sc.Bytes(), &a), "%q", sc.Text())
		out = append(out, a)
	}
	return out
}

// kills is how many times TestKill kills the player: 100 at full size (SLOTMECH_FULL=1, which .ci/run sets)
// or with SLOTMECH_FULL=1, 20 otherwise and under -short or the race
// detector.
//
// The default 20 kills (about 10 s on two cores) prove that a kill at each
// kind of moment is survived — while playing, while restarting and
// recovering, and (most runs) between a game and its jackpot
// acknowledgement — with the journal pruned across several checkpoints:
// the moments are drawn at random, three lives in four while playing. The
// full 100 kills are the count the gaming labs' power-cut tests ask for
// (issue #30 asks for at least 100) and meet the rarer interleavings (a
// kill during New's completion of a pending report, right after a
// checkpoint and before its prune) many times over.
func kills() int {
	if !testing.Short() && !raceEnabled && os.Getenv("SLOTMECH_FULL") == "1" {
		return 100
	}
	return 20
}

// TestKill plays Crystal Spin in a child process with AUTO START and RISK,
// SIGKILLs it at random moments and starts it again, 100 times at full size (three
// kills in four while it plays, from its first action after the restart;
// the others from the start, recovery included).
// After each kill the machine made again from the journal:
//   - has a journal that verifies (hash chain and head);
//   - balances: credit in + game wins + risk won = credit + win + credit
//     out + stakes + risk lost;
//   - is the replay of every acknowledged action: the journal up to the
//     head of the last ack, replayed alone, gives exactly the meters,
//     state, RISK (amount at risk, history) and jackpot hits acknowledged,
//     and the whole journal holds at most the one action in flight beyond
//     it;
//   - reported every game to the jackpot pools exactly once (the pools'
//     games and stakes are the machine's), whose ledgers balance.
func TestKill(t *testing.T) {
	dir := t.TempDir()
	journalPath, poolsPath, ackPath := filepath.Join(dir, "journal.db"), filepath.Join(dir, "pools.db"), filepath.Join(dir, "acks")
	rnd := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 1))
	want := kills()
	actions, resumed := 0, 0
	for life := 0; life < want; life++ {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), playerVar+"=1", journalVar+"="+journalPath, poolsVar+"="+poolsPath,
			ackVar+"="+ackPath, lifeVar+"="+strconv.Itoa(life))
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		before := ackSize(t, ackPath)
		require.NoError(t, cmd.Start())
		if rnd.IntN(4) != 0 {
			// Three lives in four are killed while playing: from the
			// first action the player acknowledges, however long it
			// takes to start (the race detector and a busy machine slow
			// it down). The others are killed at any moment from the
			// start, during the restart and recovery included.
			waitForPlay(t, ackPath, before, 2*time.Minute)
		}
		time.Sleep(time.Duration(30+rnd.IntN(300)) * time.Millisecond)
		require.NoError(t, cmd.Process.Signal(syscall.SIGKILL))
		err := cmd.Wait()
		var ee *exec.ExitError
		require.True(t, errors.As(err, &ee) && ee.Sys().(syscall.WaitStatus).Signaled(),
			"life %d: the player ended by itself: %v\n%s", life, err, stderr.String())
		acks := readAcks(t, ackPath)
		actions = len(acks)
		resumed = checkAfterKill(t, journalPath, poolsPath, acks, life)
	}
	t.Logf("%d kills (%d between a game and its jackpot acknowledgement); %d actions acknowledged; the last restart resumed at journal entry %d",
		want, interrupted, actions, resumed)
	require.Greater(t, actions, 2*want, "the player should get some play done between kills")
}

// ackSize returns the size of the ack file, 0 if there is none.
func ackSize(t *testing.T, path string) int64 {
	fi, err := os.Stat(path)
	if os.IsNotExist(err) {
		return 0
	}
	require.NoError(t, err)
	return fi.Size()
}

// waitForPlay waits until the ack file has grown past before (the player
// acknowledged an action), for at most limit.
func waitForPlay(t *testing.T, path string, before int64, limit time.Duration) {
	for start := time.Now(); ackSize(t, path) <= before; time.Sleep(5 * time.Millisecond) {
		if time.Since(start) > limit {
			t.Fatalf("the player acknowledged nothing in %v after a restart", limit)
		}
	}
}

// interrupted counts the kills that left a game without its jackpot
// acknowledgement.
var interrupted int

// checkAfterKill makes the machine again from the journal, as the next
// life will, and checks it against the acknowledgements; it returns the
// journal's head.
func checkAfterKill(t *testing.T, journalPath, poolsPath string, acks []ack, life int) int {
	t.Helper()
	if _, err := os.Stat(journalPath); os.IsNotExist(err) {
		require.Empty(t, acks, "life %d: acknowledged actions but no journal", life)
		return 0
	}
	head, err := verify(t, journalPath)
	require.NoError(t, err, "life %d", life)
	j, err := sqlitejournal.Open(journalPath)
	require.NoError(t, err)
	entries, err := j.Entries(ctx, 1)
	j.Close()
	require.NoError(t, err)
	if len(entries) == 0 { // killed before the machine wrote its opening entry
		require.Empty(t, acks, "life %d: acknowledged actions but an empty journal", life)
		return 0
	}
	if entries[len(entries)-1].Kind == "game" {
		interrupted++ // killed between a game and its jackpot acknowledgement
	}
	m, sys, closeAll, err := machineAt(journalPath, poolsPath, rng.NewReplayer(nil)) // resuming draws nothing
	require.NoError(t, err, "life %d", life)
	defer closeAll()
	mt := m.Meters()
	require.True(t, mt.Balanced(), "life %d: meters %+v", life, mt)
	for _, p := range pools {
		l, err := sys.Audit(ctx, p.Name)
		require.NoError(t, err, "life %d", life)
		require.Equal(t, mt.Games, l.Games, "life %d: pool %s took every game once", life, p.Name)
		require.Equal(t, mt.Staked, l.Staked, "life %d: pool %s staked", life, p.Name)
	}
	if len(acks) == 0 {
		return int(head.Seq)
	}
	last := acks[len(acks)-1]
	require.GreaterOrEqual(t, head.Seq, last.Head, "life %d: acknowledged entries lost", life)

	// The journal up to the last acknowledged head, replayed alone, is the
	// state acknowledged.
	// The journal is pruned: it holds the opening entry and the entries
	// from the checkpoint before the last one on, two intervals (a game may
	// run two entries past one), or three when the player was killed after
	// writing a checkpoint and before pruning (the next checkpoint prunes).
	require.LessOrEqual(t, len(entries), 1+3*(checkpointEvery+2), "life %d: the pruned journal is bounded", life)
	prefix := new(terminaltest.MemoryJournal)
	for _, e := range entries {
		if e.Seq <= last.Head {
			require.NoError(t, prefix.Append(ctx, e))
		}
	}
	// The prefix may end a game before the central system's last (the
	// action in flight): the system it is replayed with does not tell
	// the terminal's last game, as if it could not be reached for that.
	db, err := sqlite.Open(poolsPath, "NORMAL")
	require.NoError(t, err)
	defer db.Close()
	store, err := sqlstore.New(ctx, db, sqlstore.SQLite())
	require.NoError(t, err)
	past, err := jackpot.NewSystem(ctx, pools, forgetful{store}, nil)
	require.NoError(t, err)
	cfg := crystalterm.Config(rng.NewReplayer(nil), past, term)
	cfg.Journal, cfg.Checkpoint, cfg.Prune = prefix, checkpointEvery, true
	pm, err := terminal.New(ctx, cfg)
	require.NoError(t, err, "life %d", life)
	got := snapshot(pm, last.Head, last.Action) // New may have written a pending game's acknowledgement
	require.Equal(t, last, got, "life %d: the replay of the acknowledged actions", life)

	// Beyond it: at most the action in flight (a game is two entries) and
	// the acknowledgement of a pending jackpot report written by New.
	require.LessOrEqual(t, head.Seq-last.Head, uint64(3), "life %d: entries beyond the last acknowledged action", life)
	if head.Seq == last.Head {
		now := snapshot(m, last.Head, last.Action)
		require.Equal(t, last, now, "life %d: nothing in flight: the machine is as acknowledged", life)
	}
	return int(head.Seq)
}

// forgetful is a store that cannot tell a terminal's last game.
type forgetful struct{ *sqlstore.Store }

func (forgetful) LastGame(context.Context, string) (uint64, error) {
	return 0, errors.New("the last game is not asked here")
}
