package central_test

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"hash/fnv"
	"math/big"
	"math/rand/v2"
	"net"
	"net/http"
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
	"github.com/slotmech/slotmech/internal/terminaltest"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/jackpot/central"
	"github.com/slotmech/slotmech/jackpot/sqlstore"
	"github.com/slotmech/slotmech/jackpot/sqlstore/postgres"
	"github.com/slotmech/slotmech/jackpot/sqlstore/sqlite"
	"github.com/stretchr/testify/require"
)

// The child protocol: the test binary runs itself as a service process
// (roleVar "service": listenVar, dbVar, keysVar) or a terminal process (roleVar
// "terminal": urlsVar, procVar, termsVar, gamesVar, ackVar).
const (
	roleVar   = "SLOTMECH_CENTRAL_ROLE"
	dbVar     = "SLOTMECH_CENTRAL_DB" // "sqlite:PATH" or "postgres:DSN"
	listenVar = "SLOTMECH_CENTRAL_LISTEN"
	urlsVar   = "SLOTMECH_CENTRAL_URLS"
	procVar   = "SLOTMECH_CENTRAL_PROC"
	termsVar  = "SLOTMECH_CENTRAL_TERMS"
	gamesVar  = "SLOTMECH_CENTRAL_GAMES"
	ackVar    = "SLOTMECH_CENTRAL_ACK"
	keysVar   = "SLOTMECH_CENTRAL_KEYS" // the path of the service's keys file
)

func TestMain(m *testing.M) {
	var err error
	switch os.Getenv(roleVar) {
	case "service":
		err = serve()
	case "terminal":
		err = play()
	default:
		os.Exit(m.Run())
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, os.Getenv(roleVar)+":", err)
		os.Exit(1)
	}
	os.Exit(0)
}

func hallPools() []jackpot.PoolConfig {
	return []jackpot.PoolConfig{
		{Name: "grand", Rate: jackpot.Ratio{Num: 7, Den: 1000}, Seed: 5_000, Chance: jackpot.Ratio{Num: 1, Den: 200_000}},
		{Name: "brno", Venues: []string{"brno"}, Rate: jackpot.Ratio{Num: 15, Den: 1000}, Seed: 500, MustHitBy: 2_000},
		{Name: "south", Venues: []string{"brno", "znojmo"}, Rate: jackpot.Ratio{Num: 3, Den: 997},
			Seed: 100, Chance: jackpot.Ratio{Num: 1, Den: 50_000}, MustHitBy: 900},
	}
}

var (
	venues = []string{"brno", "znojmo", "praha"}
	stakes = []slotmech.Money{5, 10, 25, 100, 500}
)

// openSystem opens the system over the database of spec.
func openSystem(spec string) (*jackpot.System, func(), error) {
	kind, addr, _ := strings.Cut(spec, ":")
	d := sqlstore.SQLite()
	var err error
	var sdb interface{ Close() error }
	var store *sqlstore.Store
	if kind == "postgres" {
		d = sqlstore.Postgres()
		p, e := postgres.Open(addr)
		if e != nil {
			return nil, nil, e
		}
		sdb = p
		store, err = sqlstore.New(ctx, p, d)
	} else {
		p, e := sqlite.Open(addr, "NORMAL")
		if e != nil {
			return nil, nil, e
		}
		sdb = p
		store, err = sqlstore.New(ctx, p, d)
	}
	if err != nil {
		sdb.Close()
		return nil, nil, err
	}
	sys, err := jackpot.NewSystem(ctx, hallPools(), store, nil)
	if err != nil {
		sdb.Close()
		return nil, nil, err
	}
	return sys, func() { sdb.Close() }, nil
}

// serve is a service process.
func serve() error {
	sys, closeDB, err := openSystem(os.Getenv(dbVar))
	if err != nil {
		return err
	}
	defer closeDB()
	f, err := os.Open(os.Getenv(keysVar))
	if err != nil {
		return err
	}
	keys, err := central.ParseKeys(f)
	f.Close()
	if err != nil {
		return err
	}
	h, err := central.NewHandler(sys, keys)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", os.Getenv(listenVar))
	if err != nil {
		return err
	}
	return http.Serve(ln, h)
}

// stakeOf is the stake of game n of terminal id: fixed, so that a game
// sent again after a kill has the same stake.
func stakeOf(id string, n uint64) slotmech.Money {
	h := fnv.New64a()
	fmt.Fprintf(h, "%s/%d", id, n)
	return stakes[h.Sum64()%uint64(len(stakes))]
}

func termOf(p, k int) jackpot.Terminal {
	return jackpot.Terminal{ID: fmt.Sprintf("P%d-T%02d", p, k), Venue: venues[k%len(venues)]}
}

// play is a terminal process: its terminals report games 1 … games to the
// service processes, each game until it is answered (a service killed
// meanwhile: the client fails over, or the terminal waits and tries again),
// and append "ID NUMBER SEQS" to the acknowledgement file once answered. A
// process started again goes on from each terminal's last acknowledged
// game: the first game it reports may already be at the central system
// (its answer lost with the killed process), which answers it as before.
func play() error {
	p, _ := strconv.Atoi(os.Getenv(procVar))
	terms, _ := strconv.Atoi(os.Getenv(termsVar))
	games, _ := strconv.ParseUint(os.Getenv(gamesVar), 10, 64)
	acked, err := readAcks(os.Getenv(ackVar))
	if err != nil {
		return err
	}
	c := terminaltest.Clients(&http.Client{Timeout: 5 * time.Second}, strings.Split(os.Getenv(urlsVar), ",")...) // each terminal its own key
	ack, err := acklog.Open(os.Getenv(ackVar))
	if err != nil {
		return err
	}
	var mu sync.Mutex
	var wg sync.WaitGroup
	errs := make([]error, terms)
	for k := range terms {
		wg.Go(func() {
			t := termOf(p, k)
			var from uint64
			if a := acked[t.ID]; a != nil {
				from = a.last
			}
			for n := from + 1; n <= games; n++ {
				g := jackpot.Game{Terminal: t, Number: n, Stake: stakeOf(t.ID, n), At: at0.Add(time.Duration(n) * time.Second)}
				var wins []jackpot.Win
				var err error // this goroutine's own: the outer err is shared
				for try := 0; ; try++ {
					if wins, err = c.Report(ctx, g); !errors.Is(err, jackpot.ErrStore) || try == 2000 {
						break
					}
					time.Sleep(5 * time.Millisecond) // both services down: wait for one
				}
				if err != nil {
					errs[k] = err
					return
				}
				line := fmt.Appendf(nil, "%s %d %s\n", t.ID, n, seqList(wins))
				mu.Lock()
				_, err = ack.Write(line)
				mu.Unlock()
				if err != nil {
					errs[k] = err
					return
				}
			}
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return err
	}
	return ack.Close()
}

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

type termAcks struct {
	last uint64
	seqs map[uint64]string
}

// readAcks reads acknowledgement files (a torn last line is ignored); a
// game acknowledged twice must have the same wins.
func readAcks(paths ...string) (map[string]*termAcks, error) {
	out := map[string]*termAcks{}
	for _, path := range paths {
		b, err := acklog.Lines(path)
		if err != nil {
			return nil, err
		}
		sc := bufio.NewScanner(bytes.NewReader(b))
		for sc.Scan() {
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

// freePort returns a local address no one listens on now.
func freePort(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := ln.Addr().String()
	ln.Close()
	return addr
}

// child is a running child process.
type child struct {
	cmd    *exec.Cmd
	stderr *bytes.Buffer
	done   chan error
}

func startChild(t *testing.T, env ...string) *child {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	require.NoError(t, cmd.Start())
	c := &child{cmd: cmd, stderr: &stderr, done: make(chan error, 1)}
	go func() { c.done <- cmd.Wait() }()
	return c
}

// networkRun runs 2 service processes over the database db and procs
// terminal processes of terms terminals × games games, SIGKILLing a random
// service or terminal process kills times (each started again), and checks
// afterwards that nothing was lost or doubled.
func networkRun(t *testing.T, db string, procs, terms int, games uint64, kills int) {
	dir := t.TempDir()
	sys, closeDB, err := openSystem(db) // makes the tables before the children race to
	require.NoError(t, err)
	defer closeDB()

	var ids []string
	for p := range procs {
		for k := range terms {
			ids = append(ids, termOf(p, k).ID)
		}
	}
	var lines strings.Builder
	for _, k := range terminaltest.Keys(ids...) {
		lines.WriteString(terminaltest.KeyLine(k) + "\n")
	}
	keys := filepath.Join(dir, "keys.txt")
	require.NoError(t, os.WriteFile(keys, []byte(lines.String()), 0o600))

	addrs := []string{freePort(t), freePort(t)}
	urls := "http://" + addrs[0] + ",http://" + addrs[1]
	services := make([]*child, 2)
	startService := func(i int) {
		services[i] = startChild(t, roleVar+"=service", dbVar+"="+db, listenVar+"="+addrs[i], keysVar+"="+keys)
	}
	for i := range services {
		startService(i)
	}
	ackOf := func(p int) string { return filepath.Join(dir, fmt.Sprintf("ack-%d", p)) }
	terminals := make([]*child, procs)
	startTerminal := func(p int) {
		terminals[p] = startChild(t, roleVar+"=terminal", urlsVar+"="+urls, procVar+"="+strconv.Itoa(p),
			termsVar+"="+strconv.Itoa(terms), gamesVar+"="+strconv.FormatUint(games, 10), ackVar+"="+ackOf(p))
	}
	for p := range terminals {
		startTerminal(p)
	}
	t.Cleanup(func() {
		for _, c := range append(slices.Clone(services), terminals...) {
			c.cmd.Process.Kill() //nolint:errcheck // most have ended
		}
	})
	finished := make([]bool, procs)
	check := func(p int, err error) {
		if err != nil {
			t.Fatalf("terminal process %d: %v\n%s", p, err, terminals[p].stderr.String())
		}
		finished[p] = true
	}
	rnd := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 9))
	done, serviceKills := 0, 0
	for done < kills {
		time.Sleep(time.Duration(5+rnd.IntN(40)) * time.Millisecond)
		var live []int
		for p, c := range terminals {
			if finished[p] {
				continue
			}
			select {
			case err := <-c.done:
				check(p, err)
			default:
				live = append(live, p)
			}
		}
		if len(live) == 0 {
			t.Fatalf("the terminals finished after %d of %d kills: give them more games", done, kills)
		}
		if rnd.IntN(2) == 0 { // a service process, mid-report
			i := rnd.IntN(2)
			require.NoError(t, services[i].cmd.Process.Signal(syscall.SIGKILL))
			<-services[i].done
			startService(i)
			serviceKills++
			done++
			continue
		}
		p := live[rnd.IntN(len(live))]
		require.NoError(t, terminals[p].cmd.Process.Signal(syscall.SIGKILL))
		if err := <-terminals[p].done; err == nil {
			finished[p] = true
			continue
		}
		done++
		startTerminal(p)
	}
	for p, c := range terminals {
		if !finished[p] {
			check(p, <-c.done)
		}
	}

	// Nothing lost, nothing doubled.
	paths := make([]string, procs)
	for p := range paths {
		paths[p] = ackOf(p)
	}
	acks, err := readAcks(paths...)
	require.NoError(t, err)
	wins, err := sys.Wins(ctx, 0, 1<<30)
	require.NoError(t, err)
	winsOf := map[string][]string{}
	for i, w := range wins {
		require.Equal(t, uint64(i+1), w.Seq, "wins are numbered without gaps")
		key := w.Terminal + " " + strconv.FormatUint(w.Game, 10)
		winsOf[key] = append(winsOf[key], strconv.FormatUint(w.Seq, 10))
	}
	staked, count := map[string]*big.Int{}, map[string]uint64{}
	for _, c := range hallPools() {
		staked[c.Name] = new(big.Int)
	}
	for p := range procs {
		for k := range terms {
			term := termOf(p, k)
			a := acks[term.ID]
			require.NotNil(t, a, "%s acknowledged nothing", term.ID)
			require.Equal(t, games, a.last, "%s", term.ID)
			for n := uint64(1); n <= games; n++ {
				got, ok := a.seqs[n]
				require.True(t, ok, "%s game %d was never acknowledged", term.ID, n)
				want := "-"
				if s := winsOf[term.ID+" "+strconv.FormatUint(n, 10)]; s != nil {
					want = strings.Join(s, ",")
				}
				require.Equal(t, want, got, "%s game %d: the answer the terminal got is the record", term.ID, n)
				for _, c := range hallPools() {
					if c.Venues == nil || slices.Contains(c.Venues, term.Venue) {
						staked[c.Name].Add(staked[c.Name], big.NewInt(int64(stakeOf(term.ID, n))))
						count[c.Name]++
					}
				}
			}
		}
	}
	for _, c := range hallPools() {
		l, err := sys.Audit(ctx, c.Name)
		require.NoError(t, err, "the ledger balances")
		require.Equal(t, count[c.Name], l.Games, "%s: every contribution in exactly one pool state", c.Name)
		require.Equal(t, staked[c.Name].Int64(), int64(l.Staked), "%s: staked", c.Name)
		var won slotmech.Money
		var n uint64
		for _, w := range wins {
			if w.Pool == c.Name {
				won += w.Amount
				n++
			}
		}
		require.Equal(t, n, l.Resets, "%s: every hit once", c.Name)
		require.Equal(t, won, l.Won, "%s: won", c.Name)
	}
	t.Logf("%d kills (%d of service processes), %d terminals × %d games, %d wins", done, serviceKills, procs*terms, games, len(wins))
}

// full reports whether the tests run at full size (SLOTMECH_FULL=1).
func full() bool { return !testing.Short() && os.Getenv("SLOTMECH_FULL") == "1" }

// TestCS19_NetworkSurvivesKills: N terminals × M games against 2 service
// processes over one database (PostgreSQL with SLOTMECH_POSTGRES_DSN, and
// SQLite for one venue), SIGKILLing service processes and terminal
// processes mid-report, each started again: every game answered once,
// the answers the terminals got are the records, the wins numbered
// without gaps, and every contribution in exactly one pool state. By
// default 6 kills per engine (a few seconds); with SLOTMECH_FULL=1, 120.
func TestCS19_NetworkSurvivesKills(t *testing.T) {
	procs, terms, games, kills := 3, 3, uint64(150), 6
	if full() {
		terms, games, kills = 4, 2500, 120
	}
	t.Run("sqlite", func(t *testing.T) {
		networkRun(t, "sqlite:"+filepath.Join(t.TempDir(), "central.db"), procs, terms, games, kills)
	})
	t.Run("postgres", func(t *testing.T) {
		dsn := strings.TrimSpace(os.Getenv("SLOTMECH_POSTGRES_DSN"))
		if dsn == "" {
			t.Skip("no PostgreSQL: set SLOTMECH_POSTGRES_DSN (bash scripts/postgres.sh start DIR prints it)")
		}
		db, err := postgres.Open(dsn)
		require.NoError(t, err)
		name := fmt.Sprintf("central_%d", time.Now().UnixNano())
		_, err = db.Exec("CREATE SCHEMA " + name)
		require.NoError(t, err)
		t.Cleanup(func() { db.Exec("DROP SCHEMA " + name + " CASCADE"); db.Close() }) //nolint:errcheck // best effort
		networkRun(t, "postgres:"+dsn+" search_path="+name+" synchronous_commit=off", procs, terms, games, kills)
	})
}
