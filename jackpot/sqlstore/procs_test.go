package sqlstore_test

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"hash/fnv"
	"math/big"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/acklog"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/jackpot/sqlstore"
	"github.com/stretchr/testify/require"
)

// The worker protocol: the test binary runs itself as a worker process
// when workerVar is set; the worker reads its task from the environment.
const (
	workerVar = "SLOTMECH_SQLSTORE_WORKER" // "1" in a worker
	engineVar = "SLOTMECH_SQLSTORE_ENGINE" // the engine's name
	addrVar   = "SLOTMECH_SQLSTORE_ADDR"   // the database's address
	procVar   = "SLOTMECH_SQLSTORE_PROC"   // the worker's number, naming its terminals
	termsVar  = "SLOTMECH_SQLSTORE_TERMS"  // terminals per worker
	gamesVar  = "SLOTMECH_SQLSTORE_GAMES"  // games per terminal
	ackVar    = "SLOTMECH_SQLSTORE_ACK"    // the worker's acknowledgement file
)

func TestMain(m *testing.M) {
	if os.Getenv(workerVar) == "1" {
		if err := work(); err != nil {
			fmt.Fprintln(os.Stderr, "worker:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// stakeOf is the stake of game n of terminal id: fixed, so that a game
// sent again after a crash has the same stake, and known to the checks.
func stakeOf(id string, n uint64) slotmech.Money {
	h := fnv.New64a()
	fmt.Fprintf(h, "%s/%d", id, n)
	return stakes[h.Sum64()%uint64(len(stakes))]
}

// termOf returns terminal k of worker p.
func termOf(p, k int) jackpot.Terminal {
	return jackpot.Terminal{ID: fmt.Sprintf("P%d-T%02d", p, k), Venue: venues[k%len(venues)]}
}

// work is a worker process: its terminals, each on a goroutine, play their
// games 1 … games into the database; after each game is reported the
// worker appends "ID NUMBER SEQ,SEQ…" to its acknowledgement file. A
// worker that is started again reads the file and goes on from each
// terminal's last acknowledged game: the first game it sends may already
// be in the database (its acknowledgement was lost with the process), and
// the store must recognise it.
func work() error {
	e := engineByName(os.Getenv(engineVar))
	p, _ := strconv.Atoi(os.Getenv(procVar))
	terms, _ := strconv.Atoi(os.Getenv(termsVar))
	games, _ := strconv.ParseUint(os.Getenv(gamesVar), 10, 64)
	acked, err := readAcks(os.Getenv(ackVar))
	if err != nil {
		return err
	}
	db, err := e.open(os.Getenv(addrVar))
	if err != nil {
		return err
	}
	store, err := sqlstore.New(ctx, db, e.dialect)
	if err != nil {
		return err
	}
	sys, err := jackpot.NewSystem(ctx, hallPools(), store, nil)
	if err != nil {
		return err
	}
	ack, err := acklog.Open(os.Getenv(ackVar)) // cuts a line torn by the last kill
	if err != nil {
		return err
	}
	var mu sync.Mutex
	var wg sync.WaitGroup
	errs := make([]error, terms)
	for k := range terms {
		wg.Go(func() {
			t := termOf(p, k)
			var from uint64 // the last game acknowledged
			if a := acked[t.ID]; a != nil {
				from = a.last
			}
			if n, err := store.LastGame(ctx, t.ID); err != nil {
				errs[k] = err
				return
			} else if n > from { // in the store, its acknowledgement lost with the last process
				mu.Lock()
				_, err = fmt.Fprintf(ack, "# %s %d lost\n", t.ID, n)
				mu.Unlock()
				if err != nil {
					errs[k] = err
					return
				}
			}
			for n := from + 1; n <= games; n++ {
				g := jackpot.Game{Terminal: t, Number: n, Stake: stakeOf(t.ID, n), At: at0.Add(time.Duration(n) * time.Second)}
				wins, err := sys.Report(ctx, g)
				if err != nil {
					errs[k] = err
					return
				}
				line := fmt.Appendf(nil, "%s %d %s\n", t.ID, n, seqList(wins))
				mu.Lock()
				_, err = ack.Write(line) // one write: a kill leaves whole lines or a torn last one
				mu.Unlock()
				if err != nil {
					errs[k] = err
					return
				}
			}
		})
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return ack.Close()
}

// seqList is the Seqs of wins, "-" for none.
func seqList(wins []jackpot.Win) string {
	if len(wins) == 0 {
		return "-"
	}
	s := make([]string, len(wins))
	for i, w := range wins {
		s[i] = strconv.FormatUint(w.Seq, 10)
	}
	return strings.Join(s, ",")
}

// lostAcks counts, over the acknowledgement files read, the games a
// restarted worker found in the store but not acknowledged: sent again, they
// must not count twice.
var lostAcks int

// termAcks is what a terminal's acknowledgements say.
type termAcks struct {
	last uint64            // the last game acknowledged
	seqs map[uint64]string // game → its wins' Seqs, as acknowledged
}

// readAcks reads acknowledgement files; a torn last line (no newline) is
// ignored ([acklog.Lines]). A game acknowledged twice must have the same wins.
func readAcks(paths ...string) (map[string]*termAcks, error) {
	out := map[string]*termAcks{}
	for _, path := range paths {
		b, err := acklog.Lines(path)
		if err != nil {
			return nil, err
		}
		sc := bufio.NewScanner(bytes.NewReader(b))
		for sc.Scan() {
			if strings.HasPrefix(sc.Text(), "# ") {
				lostAcks++
				continue
			}
			f := strings.Fields(sc.Text())
			if len(f) != 3 {
				return nil, fmt.Errorf("%s: bad line %q", path, sc.Text())
			}
			n, err := strconv.ParseUint(f[1], 10, 64)
			if err != nil {
				return nil, fmt.Errorf("%s: bad line %q", path, sc.Text())
			}
			a := out[f[0]]
			if a == nil {
				a = &termAcks{seqs: map[uint64]string{}}
				out[f[0]] = a
			}
			if old, ok := a.seqs[n]; ok && old != f[2] {
				return nil, fmt.Errorf("%s game %d acknowledged with wins %s, then %s", f[0], n, old, f[2])
			}
			a.seqs[n] = f[2]
			a.last = max(a.last, n)
		}
	}
	return out, nil
}

// run is a run of worker processes against one database.
type run struct {
	e            engine
	addr         string
	dir          string
	procs, terms int
	games        uint64
	kills        int // SIGKILLs to send, at random moments
}

// start starts worker p.
func (r *run) start(t *testing.T, p int) (*exec.Cmd, *bytes.Buffer) {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), workerVar+"=1", engineVar+"="+r.e.name, addrVar+"="+r.addr,
		procVar+"="+strconv.Itoa(p), termsVar+"="+strconv.Itoa(r.terms),
		gamesVar+"="+strconv.FormatUint(r.games, 10), ackVar+"="+r.ack(p))
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	require.NoError(t, cmd.Start())
	return cmd, &stderr
}

func (r *run) ack(p int) string { return filepath.Join(r.dir, fmt.Sprintf("ack-%d", p)) }

// exec runs the workers to the end, SIGKILLing a random running worker
// r.kills times at random moments and starting it again, and returns the
// number of kills.
func (r *run) exec(t *testing.T) int {
	type proc struct {
		cmd    *exec.Cmd
		stderr *bytes.Buffer
		done   chan error
	}
	procs := make([]*proc, r.procs)
	launch := func(p int) {
		cmd, stderr := r.start(t, p)
		pr := &proc{cmd: cmd, stderr: stderr, done: make(chan error, 1)}
		go func() { pr.done <- cmd.Wait() }()
		procs[p] = pr
	}
	for p := range procs {
		launch(p)
	}
	t.Cleanup(func() { // a failed test leaves no worker behind
		for _, pr := range procs {
			pr.cmd.Process.Kill() //nolint:errcheck // most have ended
		}
	})
	rnd := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 7))
	kills := 0
	finished := make([]bool, r.procs)
	check := func(p int, err error) {
		if err != nil {
			t.Fatalf("worker %d: %v\n%s", p, err, procs[p].stderr.String())
		}
		finished[p] = true
	}
	for kills < r.kills {
		time.Sleep(time.Duration(5+rnd.IntN(120)) * time.Millisecond)
		var live []int
		for p, pr := range procs {
			if finished[p] {
				continue
			}
			select {
			case err := <-pr.done:
				check(p, err)
			default:
				live = append(live, p)
			}
		}
		if len(live) == 0 {
			t.Fatalf("the workers finished after %d of %d kills: give them more games", kills, r.kills)
		}
		p := live[rnd.IntN(len(live))]
		if err := procs[p].cmd.Process.Signal(syscall.SIGKILL); err != nil {
			t.Fatal(err)
		}
		if err := <-procs[p].done; err == nil {
			finished[p] = true // it finished before the signal
			continue
		}
		kills++
		launch(p)
	}
	for p, pr := range procs {
		if !finished[p] {
			check(p, <-pr.done)
		}
	}
	return kills
}

// verify checks the database after a run against the acknowledgements:
// every game of every terminal acknowledged; each pool's ledger balances
// and took exactly the games and stakes of its terminals, once each; the
// wins are numbered 1 … N without gaps, each acknowledged to the terminal
// that won it, and each pool paid exactly its wins.
func (r *run) verify(t *testing.T, store interface {
	Wins(context.Context, uint64, int) ([]jackpot.Win, error)
}, sys *jackpot.System) {
	paths := make([]string, r.procs)
	for p := range paths {
		paths[p] = r.ack(p)
	}
	acks, err := readAcks(paths...)
	require.NoError(t, err)
	wins, err := store.Wins(ctx, 0, 1<<30)
	require.NoError(t, err)
	winsOf := map[string][]string{} // "ID n" → Seqs
	for i, w := range wins {
		require.Equal(t, uint64(i+1), w.Seq, "wins are numbered without gaps")
		key := w.Terminal + " " + strconv.FormatUint(w.Game, 10)
		winsOf[key] = append(winsOf[key], strconv.FormatUint(w.Seq, 10))
	}
	staked := map[string]*big.Int{}
	games := map[string]uint64{}
	for _, c := range hallPools() {
		staked[c.Name] = new(big.Int)
	}
	for p := range r.procs {
		for k := range r.terms {
			term := termOf(p, k)
			a := acks[term.ID]
			require.NotNil(t, a, "%s acknowledged nothing", term.ID)
			require.Equal(t, r.games, a.last, "%s", term.ID)
			for n := uint64(1); n <= r.games; n++ {
				got, ok := a.seqs[n]
				require.True(t, ok, "%s game %d was never acknowledged", term.ID, n)
				want := "-"
				if s := winsOf[term.ID+" "+strconv.FormatUint(n, 10)]; s != nil {
					want = strings.Join(s, ",")
				}
				require.Equal(t, want, got, "%s game %d: wins acknowledged", term.ID, n)
				for _, c := range hallPools() {
					if inScope(c, term.Venue) {
						staked[c.Name].Add(staked[c.Name], big.NewInt(int64(stakeOf(term.ID, n))))
						games[c.Name]++
					}
				}
			}
		}
	}
	for _, c := range hallPools() {
		l, err := sys.Audit(ctx, c.Name)
		require.NoError(t, err, "the ledger balances")
		require.Equal(t, games[c.Name], l.Games, "%s: every game counted once", c.Name)
		require.Equal(t, staked[c.Name].Int64(), int64(l.Staked), "%s: staked", c.Name)
		total := new(big.Int).Mul(staked[c.Name], big.NewInt(c.Rate.Num))
		q, rem := new(big.Int).QuoRem(total, big.NewInt(c.Rate.Den), new(big.Int))
		require.Equal(t, q.Int64(), int64(l.Contributed), "%s: contributed to the unit", c.Name)
		require.Equal(t, rem.Int64(), l.Remainder, "%s: remainder", c.Name)
		var won slotmech.Money
		var n uint64
		for _, w := range wins {
			if w.Pool == c.Name {
				won += w.Amount
				n++
			}
		}
		require.Equal(t, n, l.Resets, "%s: every hit paid once", c.Name)
		require.Equal(t, won, l.Won, "%s: won", c.Name)
		t.Logf("%s: %d games, staked %d, %d wins", c.Name, l.Games, l.Staked, n)
	}
}

// inScope reports whether a terminal of venue v plays into pool c.
func inScope(c jackpot.PoolConfig, v string) bool {
	return c.Venues == nil || slices.Contains(c.Venues, v)
}

// full reports whether the tests run at full size: with SLOTMECH_FULL=1
// (the module's convention; .ci/run sets it), never with -short or under
// the race detector. CI=true alone no longer selects it, so that `go test
// ./...` on a fresh clone in a CI environment stays within its budget.
func full() bool {
	return !testing.Short() && !raceEnabled && os.Getenv("SLOTMECH_FULL") == "1"
}

// TestProcesses plays worker processes into one database of each engine
// at once and checks the ledger to the unit, every hit paid once and the
// wins numbered without gaps.
//
// By default 4 processes × 4 terminals × 300 games (4 800 games per
// engine, a few seconds): it proves that separate processes sharing one
// database serialise their games correctly — the row locks, the
// per-process pool queue and the retried conflicts lose and double
// nothing — on every code path, including hits of all three pools.
// At full size (SLOTMECH_FULL=1, see full) 4 × 16 × 1 500 (96 000 games
// per engine): the same under sustained contention of 64 terminals, long
// enough for rare interleavings and retries to occur, and it logs the
// throughput. (It was 5 000 games a terminal; 1 500 keep the contention
// and the retries and let .ci/run stay within its 15 minutes.)
func TestProcesses(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		r := &run{e: e, addr: e.fresh(t), dir: t.TempDir(), procs: 4, terms: 4, games: 300}
		switch {
		case full():
			r.terms, r.games = 16, 1500
		case raceEnabled: // the race detector looks for races, not for rare interleavings: 2 × 2 × 100
			r.procs, r.terms, r.games = 2, 2, 100
		}
		store := openStore(t, e, r.addr) // makes the tables before the workers race to
		sys, err := jackpot.NewSystem(ctx, hallPools(), store, nil)
		require.NoError(t, err)
		start := time.Now()
		r.exec(t)
		d := time.Since(start)
		t.Logf("%s: %d processes × %d terminals × %d games in %v: %.0f games/s", e.name, r.procs, r.terms, r.games,
			d.Round(time.Millisecond), float64(r.procs*r.terms)*float64(r.games)/d.Seconds())
		r.verify(t, store, sys)
	})
}

// TestCrash SIGKILLs worker processes at random moments, starting each
// again; a restarted worker sends again the games whose acknowledgement it
// lost. Afterwards the ledger balances to the unit, no acknowledged game is
// lost, none is counted twice, and every win is the one acknowledged.
//
// By default 4 processes × 4 terminals × 1 200 games and 25 kills per
// engine (about ten seconds per engine): it proves that a kill at a random
// moment leaves each game committed whole or not at all and that a game
// sent again after a lost acknowledgement counts once. At full size
// (SLOTMECH_FULL=1, see full) 4 × 16 × 1 500 games and 100 kills per
// engine: kills land in many more distinct places (mid-transaction,
// between commit and acknowledgement, during a retry), the ≥ 100 kills
// per engine that the crash tests of issue #30 ask for.
func TestCrash(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		r := &run{e: e, addr: e.fresh(t), dir: t.TempDir(), procs: 4, terms: 4, games: 1200, kills: 25}
		switch {
		case full():
			r.terms, r.games, r.kills = 16, 1500, 100
		case raceEnabled: // under the race detector the workers' code is raced, the kills are the plain run's
			r.procs, r.terms, r.games, r.kills = 2, 2, 300, 5
		}
		store := openStore(t, e, r.addr)
		sys, err := jackpot.NewSystem(ctx, hallPools(), store, nil)
		require.NoError(t, err)
		start := time.Now()
		kills := r.exec(t)
		d := time.Since(start).Round(time.Millisecond)
		require.GreaterOrEqual(t, kills, r.kills)
		lostAcks = 0
		r.verify(t, store, sys)
		t.Logf("%s: %d kills, %d processes × %d terminals × %d games in %v; %d games sent again after their acknowledgement was lost",
			e.name, kills, r.procs, r.terms, r.games, d, lostAcks)
	})
}
