package sqlstore_test

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/jackpot/sqlstore"
	"github.com/slotmech/slotmech/jackpot/sqlstore/postgres"
	"github.com/slotmech/slotmech/jackpot/sqlstore/sqlite"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// prompt is how long a call whose context ends may take to return after
// it ended: far less than a hung database would hold it (for ever) or the
// retry loop would take to give up (about a second).
const prompt = 2 * time.Second

// proxy is a loopback TCP proxy in front of a PostgreSQL server that can
// be frozen: while frozen it keeps every connection open, accepts new
// ones, and forwards nothing in either direction, as a server that stops
// answering (or a network that drops everything) does.
type proxy struct {
	ln            net.Listener
	network, addr string // the server's address

	mu     sync.Mutex
	cond   *sync.Cond
	frozen bool
	closed bool
	conns  []net.Conn
	wg     sync.WaitGroup
}

// newProxy listens on 127.0.0.1:0 and forwards every connection to the
// server at network, addr; t's cleanup closes it.
func newProxy(t *testing.T, network, addr string) *proxy {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	p := &proxy{ln: ln, network: network, addr: addr}
	p.cond = sync.NewCond(&p.mu)
	p.wg.Add(1)
	go p.serve()
	t.Cleanup(p.close)
	return p
}

// port is the proxy's TCP port.
func (p *proxy) port() int { return p.ln.Addr().(*net.TCPAddr).Port }

func (p *proxy) serve() {
	defer p.wg.Done()
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		up, err := net.Dial(p.network, p.addr)
		if err != nil {
			c.Close()
			continue
		}
		p.mu.Lock()
		if p.closed {
			p.mu.Unlock()
			c.Close()
			up.Close()
			return
		}
		p.conns = append(p.conns, c, up)
		p.wg.Add(2)
		p.mu.Unlock()
		go p.pipe(up, c)
		go p.pipe(c, up)
	}
}

// pipe copies src to dst, holding every chunk while the proxy is frozen
// (an end of src too: the other side sees nothing until it thaws).
func (p *proxy) pipe(dst, src net.Conn) {
	defer p.wg.Done()
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		p.mu.Lock()
		for p.frozen && !p.closed {
			p.cond.Wait()
		}
		p.mu.Unlock()
		if n > 0 {
			if _, werr := dst.Write(buf[:n]); werr != nil {
				break
			}
		}
		if err != nil {
			break
		}
	}
	dst.Close()
	src.Close()
}

// freeze stops forwarding; thaw forwards again, what was held first.
func (p *proxy) freeze() { p.set(true) }
func (p *proxy) thaw()   { p.set(false) }

func (p *proxy) set(frozen bool) {
	p.mu.Lock()
	p.frozen = frozen
	p.cond.Broadcast()
	p.mu.Unlock()
}

func (p *proxy) close() {
	p.ln.Close()
	p.mu.Lock()
	p.closed = true
	p.cond.Broadcast()
	for _, c := range p.conns {
		c.Close()
	}
	p.mu.Unlock()
	p.wg.Wait()
}

// tcpDSN returns dsn, a key=value DSN whose host is a unix socket
// directory (as scripts/postgres.sh prints it), with the server's socket
// and a DSN that reaches the same server and database through TCP on
// 127.0.0.1 port.
func tcpDSN(t *testing.T, dsn string) (socket string, tcp func(port int) string) {
	host, port := "", "5432"
	var rest []string
	for _, kv := range strings.Fields(dsn) {
		k, v, _ := strings.Cut(kv, "=")
		switch k {
		case "host":
			host = v
		case "port":
			port = v
		default:
			rest = append(rest, kv)
		}
	}
	if !strings.HasPrefix(host, "/") {
		t.Fatalf("%s: host %q is not a unix socket directory", DSNVar, host)
	}
	return filepath.Join(host, ".s.PGSQL."+port), func(p int) string {
		return fmt.Sprintf("host=127.0.0.1 port=%d %s", p, strings.Join(rest, " "))
	}
}

// reported is a game, to report it again.
type reported struct {
	g jackpot.Game
}

// A call whose context is cancelled, or times out, while PostgreSQL stops
// answering returns promptly with an error wrapping context.Canceled or
// context.DeadlineExceeded: a report, a report waiting behind it for the
// process's lock of its pools, a pool's amount, the list of wins. Once
// the server answers again the store works; every game reported again
// (the idempotent report of a terminal that got no answer) counts once,
// whether or not its cancelled transaction had reached the server: the
// pools are exactly those of a MemoryStore fed every game once, their
// ledgers balance, and no connection is left in use.
func TestCancelWhileServerHangs(t *testing.T) {
	socket, tcp := tcpDSN(t, freshSchema(t, false))
	px := newProxy(t, "unix", socket)
	db, err := postgres.Open(tcp(px.port()))
	require.NoError(t, err)
	t.Cleanup(func() { db.Close() })
	store, err := sqlstore.New(ctx, db, sqlstore.Postgres())
	require.NoError(t, err)
	sys, err := jackpot.NewSystem(ctx, hallPools(), store, nil)
	require.NoError(t, err)
	mem, err := jackpot.NewSystem(ctx, hallPools(), new(jackpot.MemoryStore), nil)
	require.NoError(t, err)

	src := rng.NewStream(7, 0)
	numbers := map[string]uint64{}
	next := func(i int) reported {
		term := jackpot.Terminal{ID: fmt.Sprintf("T-%d", i%4), Venue: venues[i%len(venues)]}
		numbers[term.ID]++
		g := jackpot.Game{Terminal: term, Number: numbers[term.ID], Stake: stakes[rng.IntN(src, len(stakes))],
			At: at0.Add(time.Duration(i) * time.Second)}
		return reported{g}
	}
	var played []reported
	play := func(i int) {
		r := next(i)
		_, err := sys.Report(ctx, r.g)
		require.NoError(t, err)
		played = append(played, r)
	}
	for i := range 20 {
		play(i)
	}

	// returnsPromptly runs call, whose context ends at most after wait,
	// and checks that it returns wrapping want soon after.
	returnsPromptly := func(name string, wait time.Duration, want error, call func() error) {
		t.Helper()
		start := time.Now()
		err := call()
		took := time.Since(start)
		require.ErrorIs(t, err, want, "%s: %v", name, err)
		require.Less(t, took, wait+prompt, "%s took %v", name, took)
	}
	timeout := func(d time.Duration) (context.Context, context.CancelFunc) {
		return context.WithTimeout(context.Background(), d)
	}
	cancelAfter := func(d time.Duration) context.Context {
		c, cancel := context.WithCancel(context.Background())
		time.AfterFunc(d, cancel)
		t.Cleanup(cancel)
		return c
	}

	px.freeze()
	var pending []reported
	for k, tc := range []struct {
		name string
		want error
		ctx  func() (context.Context, context.CancelFunc)
	}{
		{"timeout", context.DeadlineExceeded, func() (context.Context, context.CancelFunc) { return timeout(300 * time.Millisecond) }},
		{"cancel", context.Canceled, func() (context.Context, context.CancelFunc) {
			return cancelAfter(300 * time.Millisecond), func() {}
		}},
	} {
		// Two reports into the same pools: the second waits for the
		// first behind the process's lock of the pools, not in the
		// database, and must give up as promptly.
		r1, r2 := next(2*k), next(2*k+1)
		pending = append(pending, r1, r2)
		c, cancel := tc.ctx()
		done := make(chan error, 1)
		go func() {
			_, err := sys.Report(c, r1.g)
			done <- err
		}()
		time.Sleep(50 * time.Millisecond)
		returnsPromptly(tc.name+": report behind it", 300*time.Millisecond, tc.want, func() error {
			_, err := sys.Report(c, r2.g)
			return err
		})
		returnsPromptly(tc.name+": report", prompt, tc.want, func() error { return <-done })
		cancel()

		c, cancel = tc.ctx()
		returnsPromptly(tc.name+": amount", 300*time.Millisecond, tc.want, func() error {
			_, err := sys.Amount(c, "grand")
			return err
		})
		cancel()
		c, cancel = tc.ctx()
		returnsPromptly(tc.name+": wins", 300*time.Millisecond, tc.want, func() error {
			_, err := store.Wins(c, 0, 10)
			return err
		})
		cancel()
	}
	px.thaw()

	// The terminals report their unanswered games again, in order, then
	// play on.
	for _, r := range pending {
		_, err := sys.Report(ctx, r.g)
		require.NoError(t, err)
		played = append(played, r)
	}
	for i := range 20 {
		play(100 + i)
	}
	for _, r := range played {
		_, err := mem.Report(ctx, r.g)
		require.NoError(t, err)
	}
	// The jackpot draws of an attempt cut off are not the ones a later
	// report takes, so the hits differ from mem's; the contributions do not.
	want, got := ledgers(t, mem), ledgers(t, sys)
	for name, w := range want {
		g := got[name]
		require.Equal(t, []any{w.Games, w.Staked, w.Contributed, w.Remainder}, []any{g.Games, g.Staked, g.Contributed, g.Remainder},
			"%s: every game counted once", name)
	}
	for id, n := range numbers {
		last, err := store.LastGame(ctx, id)
		require.NoError(t, err)
		require.Equal(t, n, last, id)
	}
	require.Eventually(t, func() bool { return db.Stats().InUse == 0 }, 5*time.Second, 10*time.Millisecond,
		"connections in use: %+v", db.Stats())
}

// conflicting is a dialect whose transactions conflict whenever a row they
// lock is held by another transaction, and which counts the conflicts:
// Lock asks PostgreSQL not to wait (NOWAIT, retryable here as
// lock_not_available); SQLite is opened without a busy timeout.
type conflicting struct {
	sqlstore.Engine
	conflicts atomic.Int64
}

func (d *conflicting) Lock() string {
	if d.Name() == "postgres" {
		return " FOR UPDATE NOWAIT"
	}
	return d.Engine.Lock()
}

func (d *conflicting) Retryable(err error) bool {
	var s interface{ SQLState() string }
	ok := d.Engine.Retryable(err) || (errors.As(err, &s) && s.SQLState() == "55P03")
	if ok {
		d.conflicts.Add(1)
	}
	return ok
}

// A cancelled context ends the retry loop of a transaction that keeps
// conflicting at once: Report returns promptly, long before MaxAttempts,
// with an error wrapping context.Canceled, and tries no more; nothing of
// the game is stored, and it is reported normally once the conflict ends.
func TestCancelEndsRetries(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		d := &conflicting{Engine: sqlstore.EngineOf(e.dialect)}
		addr := e.fresh(t)
		var db, blocker *sql.DB
		var err error
		if e.name == "sqlite" {
			db, err = sql.Open("sqlite", "file:"+addr+"?_pragma=busy_timeout(0)&_pragma=journal_mode(WAL)&_txlock=immediate")
			require.NoError(t, err)
			db.SetMaxOpenConns(1)
			blocker, err = sqlite.Open(addr, "NORMAL")
		} else {
			db, err = postgres.Open(addr)
			require.NoError(t, err)
			blocker, err = postgres.Open(addr)
		}
		require.NoError(t, err)
		t.Cleanup(func() { db.Close(); blocker.Close() })
		store, err := sqlstore.New(ctx, db, sqlstore.DialectOf(d))
		require.NoError(t, err)
		sys, err := jackpot.NewSystem(ctx, hallPools(), store, nil)
		require.NoError(t, err)
		term := jackpot.Terminal{ID: "T-1", Venue: "brno"}
		game := func(n uint64) reported {
			return reported{jackpot.Game{Terminal: term, Number: n, Stake: 100, At: at0}}
		}
		first := game(1)
		_, err = sys.Report(ctx, first.g)
		require.NoError(t, err)
		before := ledgers(t, sys)

		// Another transaction holds the terminal's row (PostgreSQL) or the
		// database's write lock (SQLite).
		tx, err := blocker.BeginTx(ctx, nil)
		require.NoError(t, err)
		t.Cleanup(func() { tx.Rollback() }) //nolint:errcheck // released before the schema is dropped, even on a failure
		if e.name == "sqlite" {
			_, err = tx.ExecContext(ctx, `UPDATE jackpot_seq SET seq = seq WHERE id = 1`)
		} else {
			_, err = tx.ExecContext(ctx, `SELECT id FROM jackpot_terminals WHERE id = $1 FOR UPDATE`, term.ID)
		}
		require.NoError(t, err)

		second := game(2)
		c, cancel := context.WithCancel(context.Background())
		defer cancel()
		const after = 150 * time.Millisecond
		time.AfterFunc(after, cancel)
		start := time.Now()
		_, err = sys.Report(c, second.g)
		took := time.Since(start)
		require.ErrorIs(t, err, context.Canceled, "%v", err)
		require.Less(t, took, after+200*time.Millisecond, "returned %v after the start, the context ended at %v", took, after)
		n := d.conflicts.Load()
		require.Greater(t, n, int64(1), "the transaction was retried while it conflicted")
		require.Less(t, n, int64(sqlstore.MaxAttempts), "the loop ended before it gave up")
		time.Sleep(100 * time.Millisecond)
		require.Equal(t, n, d.conflicts.Load(), "no attempt after Report returned")

		require.NoError(t, tx.Rollback())
		require.Equal(t, before, ledgers(t, sys), "nothing of the cancelled game stored")
		last, err := store.LastGame(ctx, term.ID)
		require.NoError(t, err)
		require.Equal(t, uint64(1), last)
		_, err = sys.Report(ctx, second.g)
		require.NoError(t, err)
		after2 := ledgers(t, sys)
		require.Equal(t, before["grand"].Games+1, after2["grand"].Games)
	})
}
