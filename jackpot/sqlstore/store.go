package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/jackpotcheck"
	"github.com/slotmech/slotmech/jackpot"
)

// Store is a [jackpot.Store] in a SQL database; see the package
// documentation. Make one with [New]; the zero value is not usable.
type Store struct {
	db *sql.DB
	d  engine

	known sync.Map // pool name → struct{}: rows known to exist
	locks sync.Map // pool name → chan struct{} (capacity 1): the process's games queue here, not in the database

	// The queries, rebound for the dialect once; qPools[k] and qPut[k]
	// handle k pools.
	qTerm, qLast, qWinsOf, qNext, qTermPut, qWinPut, qNewPool, qLoad, qWins string
	qWin, qPayPut                                                           string
	mu                                                                      sync.Mutex
	qPools, qPut                                                            map[int]string
}

// maxAttempts is how many times Apply tries a transaction that the
// database refuses for a conflict before it gives up and returns the
// error.
const maxAttempts = 100

// schema creates the tables; every statement is idempotent.
var schema = []string{
	`CREATE TABLE IF NOT EXISTS jackpot_pools (
		name TEXT PRIMARY KEY,
		open INTEGER NOT NULL,
		amount BIGINT NOT NULL,
		remainder BIGINT NOT NULL,
		threshold BIGINT NOT NULL,
		seeded BIGINT NOT NULL,
		contributed BIGINT NOT NULL,
		won BIGINT NOT NULL,
		staked BIGINT NOT NULL,
		games BIGINT NOT NULL,
		resets BIGINT NOT NULL,
		last_seq BIGINT NOT NULL)`,
	`CREATE TABLE IF NOT EXISTS jackpot_terminals (
		id TEXT PRIMARY KEY,
		game BIGINT NOT NULL,
		stake BIGINT NOT NULL)`,
	`CREATE TABLE IF NOT EXISTS jackpot_wins (
		seq BIGINT PRIMARY KEY,
		pool TEXT NOT NULL,
		terminal TEXT NOT NULL,
		venue TEXT NOT NULL,
		game BIGINT NOT NULL,
		amount BIGINT NOT NULL,
		at TEXT NOT NULL,
		trig INTEGER NOT NULL,
		place INTEGER NOT NULL,
		due TEXT NOT NULL)`,
	`CREATE INDEX IF NOT EXISTS jackpot_wins_game ON jackpot_wins (terminal, game)`,
	`CREATE TABLE IF NOT EXISTS jackpot_payouts (
		seq BIGINT PRIMARY KEY,
		status INTEGER NOT NULL,
		form TEXT NOT NULL)`,
	`CREATE TABLE IF NOT EXISTS jackpot_seq (
		id INTEGER PRIMARY KEY,
		seq BIGINT NOT NULL)`,
	`INSERT INTO jackpot_seq (id, seq) VALUES (1, 0) ON CONFLICT (id) DO NOTHING`,
}

const (
	poolCols = `open, amount, remainder, threshold, seeded, contributed, won, staked, games, resets, last_seq`
	winCols  = `seq, pool, terminal, venue, game, amount, at, trig, place, due`
	// statusCols are a win's columns and its payout's, from jackpot_wins w
	// LEFT JOIN jackpot_payouts p.
	statusCols = `w.seq, w.pool, w.terminal, w.venue, w.game, w.amount, w.at, w.trig, w.place, w.due,
		COALESCE(p.status, 0), COALESCE(p.form, '')`
)

// New returns a store over db in dialect d, creating its tables if they
// are missing (in one transaction, so that processes starting together do
// not race). It does not take ownership of db.
func New(ctx context.Context, db *sql.DB, d Dialect) (*Store, error) {
	if db == nil || d.e == nil {
		return nil, &slotmech.Error{Op: "New", Reason: "nil database or dialect", Err: jackpot.ErrConfig}
	}
	s := &Store{db: db, d: d.e}
	r := d.e.Rebind
	s.qPools, s.qPut = map[int]string{}, map[int]string{}
	s.qLoad = r(`SELECT ` + poolCols + ` FROM jackpot_pools WHERE name = ?`)
	s.qTerm = r(`SELECT game, stake FROM jackpot_terminals WHERE id = ?` + d.e.Lock())
	s.qLast = r(`SELECT game FROM jackpot_terminals WHERE id = ?`)
	s.qWinsOf = r(`SELECT ` + winCols + ` FROM jackpot_wins WHERE terminal = ? AND game = ? ORDER BY seq`)
	s.qWins = r(`SELECT ` + statusCols + ` FROM jackpot_wins w LEFT JOIN jackpot_payouts p ON p.seq = w.seq
		WHERE w.seq > ? ORDER BY w.seq LIMIT ?`)
	s.qWin = r(`SELECT ` + statusCols + ` FROM jackpot_wins w LEFT JOIN jackpot_payouts p ON p.seq = w.seq
		WHERE w.seq = ?`)
	s.qPayPut = r(`INSERT INTO jackpot_payouts (seq, status, form) VALUES (?, ?, ?) ON CONFLICT (seq) DO NOTHING`)
	s.qNext = r(`UPDATE jackpot_seq SET seq = seq + ? WHERE id = 1 RETURNING seq`)
	// A terminal's row moves to a later game only: a transaction that
	// found no row, racing with one that inserted it, updates nothing and
	// is tried again, when it finds the row (see apply).
	s.qTermPut = r(`INSERT INTO jackpot_terminals (id, game, stake) VALUES (?, ?, ?)
		ON CONFLICT (id) DO UPDATE SET game = excluded.game, stake = excluded.stake
		WHERE jackpot_terminals.game < excluded.game`)
	s.qWinPut = r(`INSERT INTO jackpot_wins (` + winCols + `) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
	s.qNewPool = r(`INSERT INTO jackpot_pools (name, ` + poolCols + `) VALUES (?, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
		ON CONFLICT (name) DO NOTHING`)

	err := s.retry(ctx, func(ctx context.Context) error {
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		defer tx.Rollback() //nolint:errcheck // a no-op after Commit
		if q := d.e.SchemaLock(); q != "" {
			if _, err := tx.ExecContext(ctx, q); err != nil {
				return err
			}
		}
		for _, q := range schema {
			if _, err := tx.ExecContext(ctx, q); err != nil {
				return err
			}
		}
		return tx.Commit()
	})
	if err != nil {
		return nil, &slotmech.Error{Op: "New", Field: d.e.Name() + ": creating the tables", Err: fmt.Errorf("%w: %w", jackpot.ErrStore, err)}
	}
	return s, nil
}

// queries returns the SELECT that locks and reads k pools, in the order
// of their names, and the upsert that writes them, for k pools.
func (s *Store) queries(k int) (sel, put string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if q, ok := s.qPools[k]; ok {
		return q, s.qPut[k]
	}
	marks := strings.TrimSuffix(strings.Repeat("?, ", k), ", ")
	sel = s.d.Rebind(`SELECT name, ` + poolCols + ` FROM jackpot_pools WHERE name IN (` + marks + `) ORDER BY name` + s.d.Lock())
	row := "(" + strings.TrimSuffix(strings.Repeat("?, ", 12), ", ") + ")"
	put = s.d.Rebind(`INSERT INTO jackpot_pools (name, ` + poolCols + `) VALUES ` +
		strings.TrimSuffix(strings.Repeat(row+", ", k), ", ") + ` ON CONFLICT (name) DO UPDATE SET
		open = excluded.open, amount = excluded.amount, remainder = excluded.remainder,
		threshold = excluded.threshold, seeded = excluded.seeded, contributed = excluded.contributed,
		won = excluded.won, staked = excluded.staked, games = excluded.games, resets = excluded.resets,
		last_seq = excluded.last_seq`)
	s.qPools[k], s.qPut[k] = sel, put
	return sel, put
}

// retry runs fn until it succeeds, fails with an error the dialect does not
// call retryable, or maxAttempts have failed; between attempts it waits a
// short random time, growing with the attempts. When ctx is done it stops
// at once, between attempts or during one (the database call returns), and
// returns an error wrapping ctx.Err(): the attempt under way is rolled back
// by database/sql, so nothing of it is stored.
func (s *Store) retry(ctx context.Context, fn func(context.Context) error) error {
	var timer *time.Timer
	defer func() {
		if timer != nil {
			timer.Stop()
		}
	}()
	for attempt := 1; ; attempt++ {
		if err := ctx.Err(); err != nil {
			return stopped(err, attempt-1, nil)
		}
		err := fn(ctx)
		if err == nil {
			return nil
		}
		if cerr := ctx.Err(); cerr != nil {
			return stopped(cerr, attempt, err)
		}
		if !(s.d.Retryable(err) || errors.Is(err, errRaced)) || attempt == maxAttempts {
			return err
		}
		wait := time.Duration(rand.Int64N(int64(min(attempt, 20)) * int64(time.Millisecond)))
		if timer == nil {
			timer = time.NewTimer(wait)
		} else {
			timer.Reset(wait)
		}
		select {
		case <-ctx.Done():
			return stopped(ctx.Err(), attempt, err)
		case <-timer.C:
		}
	}
}

// errRaced is the error of a transaction that found no row for its
// terminal, then could not insert it because a concurrent transaction
// (another process's report or void of the same game) did: it is tried
// again, and then sees the other's game.
var errRaced = errors.New("sqlstore: the terminal's row was written by a concurrent transaction")

// stopped is the error of a retry loop ended by its context after attempts
// attempts, the last of which failed with last (or nil): it wraps cause,
// ctx.Err(), and last.
func stopped(cause error, attempts int, last error) error {
	if last == nil || errors.Is(last, cause) {
		return fmt.Errorf("sqlstore: stopped after %d attempts: %w", attempts, cause)
	}
	return fmt.Errorf("sqlstore: stopped after %d attempts: %w (the last: %w)", attempts, cause, last)
}

// lock takes the process's lock of pool, waiting until ctx is done at most;
// it returns the function that releases it.
func (s *Store) lock(ctx context.Context, pool string) (func(), error) {
	l, _ := s.locks.LoadOrStore(pool, make(chan struct{}, 1))
	ch := l.(chan struct{})
	select {
	case ch <- struct{}{}:
		return func() { <-ch }, nil
	default:
	}
	select {
	case ch <- struct{}{}:
		return func() { <-ch }, nil
	case <-ctx.Done():
		return nil, stopped(ctx.Err(), 0, nil)
	}
}

// Apply applies game g to pools in one transaction, as [jackpot.Store]
// requires; the transaction is retried, calling fn again, when the
// database refuses it for a conflict.
func (s *Store) Apply(ctx context.Context, g jackpot.Game, pools []string, fn jackpot.UpdateFunc) ([]jackpot.Win, error) {
	if g.Number > math.MaxInt64 {
		return nil, &slotmech.Error{Op: "Apply", Field: "terminal " + strconv.Quote(g.Terminal.ID) + ": game",
			Value: strconv.FormatUint(g.Number, 10), Reason: "above the largest game number a database keeps", Err: jackpot.ErrGame}
	}
	for _, p := range pools {
		if _, ok := s.known.Load(p); ok {
			continue
		}
		if err := s.retry(ctx, func(ctx context.Context) error {
			_, err := s.db.ExecContext(ctx, s.qNewPool, p)
			return err
		}); err != nil {
			return nil, &slotmech.Error{Op: "Apply", Field: "pool " + strconv.Quote(p) + ": adding the pool", Err: fmt.Errorf("%w: %w", jackpot.ErrStore, err)}
		}
		s.known.Store(p, struct{}{})
	}
	// The process's own games into a pool queue on a mutex, in the order
	// of the pools' names, so that the database sees at most one
	// transaction per process waiting for a pool's row: a row lock handed
	// from one of many waiting connections to the next is slow, a mutex is
	// not.
	names := slices.Clone(pools)
	slices.Sort(names)
	names = slices.Compact(names)
	for _, p := range names {
		unlock, err := s.lock(ctx, p)
		if err != nil {
			return nil, &slotmech.Error{Op: "Apply", Field: "pool " + strconv.Quote(p) + ": waiting for the process's earlier games",
				Err: fmt.Errorf("%w: %w", jackpot.ErrStore, err)}
		}
		defer unlock()
	}
	var wins []jackpot.Win
	err := s.retry(ctx, func(ctx context.Context) error {
		var err error
		wins, err = s.apply(ctx, g, pools, fn)
		return err
	})
	if err != nil {
		return nil, err
	}
	return wins, nil
}

// apply is one attempt of Apply's transaction. It locks the terminal's row
// first (a game reported again needs no pool, a void none at all), then
// the pools, in the
// order of their names, so that games into overlapping sets of pools queue
// instead of deadlocking; a pool's lock is held for two statements and the
// commit.
func (s *Store) apply(ctx context.Context, g jackpot.Game, pools []string, fn jackpot.UpdateFunc) ([]jackpot.Win, error) {
	tx, err := s.db.BeginTx(ctx, s.d.TxOptions())
	if err != nil {
		return nil, err
	}
	defer tx.Rollback() //nolint:errcheck // a no-op after Commit

	var last, stake int64
	switch err := tx.QueryRowContext(ctx, s.qTerm, g.Terminal.ID).Scan(&last, &stake); {
	case errors.Is(err, sql.ErrNoRows):
	case err != nil:
		return nil, err
	case g.Number <= uint64(last):
		if err := jackpotcheck.Repeat(g.Terminal.ID, g.Number, g.Stake, uint64(last), slotmech.Money(stake)); err != nil {
			return nil, err
		}
		return s.winsOf(ctx, tx, g.Terminal.ID, g.Number)
	}
	switch res, err := tx.ExecContext(ctx, s.qTermPut, g.Terminal.ID, int64(g.Number), int64(g.Stake)); {
	case err != nil:
		return nil, err
	default:
		if n, err := res.RowsAffected(); err != nil {
			return nil, err
		} else if n != 1 {
			return nil, errRaced
		}
	}
	if len(pools) == 0 { // a void (stake 0, see jackpot.Store): the terminal's row is all
		if err := tx.Commit(); err != nil {
			return nil, err
		}
		if g.Stake == 0 {
			return nil, jackpotcheck.Voided(g.Terminal.ID, g.Number)
		}
		return nil, nil
	}

	sel, put := s.queries(len(pools))
	args := make([]any, len(pools))
	for i, p := range pools {
		args[i] = p
	}
	states := make([]jackpot.State, len(pools))
	rows, err := tx.QueryContext(ctx, sel, args...)
	if err != nil {
		return nil, err
	}
	found := 0
	for rows.Next() {
		var name string
		st, err := scanState(rows, &name)
		if err != nil {
			rows.Close()
			return nil, err
		}
		for i, p := range pools {
			if p == name {
				states[i] = st
				found++
			}
		}
	}
	if err := errors.Join(rows.Err(), rows.Close()); err != nil {
		return nil, err
	}
	if found != len(pools) {
		return nil, fmt.Errorf("sqlstore: %d of the game's %d pools are in jackpot_pools", found, len(pools))
	}

	var wins []jackpot.Win
	for i := range pools {
		w, err := fn(i, &states[i])
		if err != nil {
			return nil, err
		}
		wins = append(wins, w...)
	}
	if len(wins) > 0 {
		var top int64
		if err := tx.QueryRowContext(ctx, s.qNext, len(wins)).Scan(&top); err != nil {
			return nil, err
		}
		for k := range wins {
			w := &wins[k]
			w.Seq = uint64(top) - uint64(len(wins)-1-k)
			for i, p := range pools {
				if p == w.Pool {
					states[i].LastSeq = w.Seq
				}
			}
			if _, err := tx.ExecContext(ctx, s.qWinPut, int64(w.Seq), w.Pool, w.Terminal, w.Venue, int64(w.Game),
				int64(w.Amount), w.At.UTC().Format(time.RFC3339Nano), int(w.Trigger), int(w.Payout.Place),
				w.Payout.Due.UTC().Format(time.RFC3339Nano)); err != nil {
				return nil, err
			}
		}
	}
	vals := make([]any, 0, 12*len(pools))
	for i, p := range pools {
		st := &states[i]
		open := 0
		if st.Open {
			open = 1
		}
		vals = append(vals, p, open, int64(st.Amount), st.Remainder, int64(st.Threshold), int64(st.Seeded),
			int64(st.Contributed), int64(st.Won), int64(st.Staked), int64(st.Games), int64(st.Resets), int64(st.LastSeq))
	}
	if _, err := tx.ExecContext(ctx, put, vals...); err != nil {
		return nil, err
	}
	if err := tx.Commit(); err != nil {
		return nil, err
	}
	return wins, nil
}

// scanner is a *sql.Row or *sql.Rows.
type scanner interface{ Scan(dest ...any) error }

// scanState reads a pool row, after the columns before it (such as the
// name); no row is the zero State.
func scanState(row scanner, before ...any) (jackpot.State, error) {
	var st jackpot.State
	var open int
	var amount, threshold, seeded, contributed, won, staked, games, resets, lastSeq int64
	err := row.Scan(append(before, &open, &amount, &st.Remainder, &threshold, &seeded, &contributed, &won, &staked,
		&games, &resets, &lastSeq)...)
	if errors.Is(err, sql.ErrNoRows) {
		return jackpot.State{}, nil
	}
	if err != nil {
		return st, err
	}
	st.Open = open != 0
	st.Amount, st.Threshold, st.Seeded = slotmech.Money(amount), slotmech.Money(threshold), slotmech.Money(seeded)
	st.Contributed, st.Won, st.Staked = slotmech.Money(contributed), slotmech.Money(won), slotmech.Money(staked)
	st.Games, st.Resets, st.LastSeq = uint64(games), uint64(resets), uint64(lastSeq)
	return st, nil
}

// queryer is a *sql.DB or a *sql.Tx.
type queryer interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

// winsOf returns the wins of a terminal's game, by Seq.
func (s *Store) winsOf(ctx context.Context, q queryer, terminal string, game uint64) ([]jackpot.Win, error) {
	rows, err := q.QueryContext(ctx, s.qWinsOf, terminal, int64(game))
	if err != nil {
		return nil, err
	}
	return scanWins(rows, false)
}

// scanWins reads win rows and closes them; with status, each row has the
// payout's columns too (statusCols).
func scanWins(rows *sql.Rows, status bool) ([]jackpot.Win, error) {
	defer rows.Close()
	var wins []jackpot.Win
	for rows.Next() {
		w, err := scanWin(rows, status)
		if err != nil {
			return nil, err
		}
		wins = append(wins, w)
	}
	return wins, rows.Err()
}

// scanWin reads one win row (see scanWins).
func scanWin(row scanner, status bool) (jackpot.Win, error) {
	var w jackpot.Win
	var seq, game, amount int64
	var trig, place, st int
	var at, due string
	dest := []any{&seq, &w.Pool, &w.Terminal, &w.Venue, &game, &amount, &at, &trig, &place, &due}
	if status {
		dest = append(dest, &st, &w.Form)
	}
	if err := row.Scan(dest...); err != nil {
		return w, err
	}
	w.Seq, w.Game, w.Amount = uint64(seq), uint64(game), slotmech.Money(amount)
	w.Trigger, w.Payout.Place, w.Status = jackpot.Trigger(trig), jackpot.Place(place), jackpot.Status(st)
	var err error
	if w.At, err = time.Parse(time.RFC3339Nano, at); err != nil {
		return w, err
	}
	if w.Payout.Due, err = time.Parse(time.RFC3339Nano, due); err != nil {
		return w, err
	}
	return w, nil
}

// Load returns the state of pool as last committed; the zero State for a
// pool that has taken no game.
func (s *Store) Load(ctx context.Context, pool string) (jackpot.State, error) {
	st, err := scanState(s.db.QueryRowContext(ctx, s.qLoad, pool))
	if err != nil {
		return jackpot.State{}, &slotmech.Error{Op: "Load", Field: "pool " + strconv.Quote(pool), Err: fmt.Errorf("%w: %w", jackpot.ErrStore, err)}
	}
	return st, nil
}

// LastGame returns the number of the last game recorded for terminal (0 if
// none): where a terminal that lost its own record stands in the store.
func (s *Store) LastGame(ctx context.Context, terminal string) (uint64, error) {
	var n int64
	err := s.db.QueryRowContext(ctx, s.qLast, terminal).Scan(&n)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	if err != nil {
		return 0, &slotmech.Error{Op: "LastGame", Field: "terminal " + strconv.Quote(terminal), Err: fmt.Errorf("%w: %w", jackpot.ErrStore, err)}
	}
	return uint64(n), nil
}

// Wins returns at most limit wins with a Seq above after, in Seq order, each
// with its status and payout form number: the records of the operator's
// accounts (CS-20). Times are in UTC.
func (s *Store) Wins(ctx context.Context, after uint64, limit int) ([]jackpot.Win, error) {
	rows, err := s.db.QueryContext(ctx, s.qWins, int64(min(after, math.MaxInt64)), limit)
	if err == nil {
		var wins []jackpot.Win
		if wins, err = scanWins(rows, true); err == nil {
			return wins, nil
		}
	}
	return nil, &slotmech.Error{Op: "Wins", Field: "wins after " + strconv.FormatUint(after, 10), Err: fmt.Errorf("%w: %w", jackpot.ErrStore, err)}
}

// Settle records the payout of win seq, as [jackpot.Store] requires: in
// one transaction it checks that the win exists and inserts its row in
// jackpot_payouts, which a later payout, in any process, cannot change.
func (s *Store) Settle(ctx context.Context, seq uint64, status jackpot.Status, form string) (jackpot.Win, error) {
	field := "win " + strconv.FormatUint(seq, 10)
	key := int64(min(seq, math.MaxInt64))
	var w jackpot.Win
	var found bool
	err := s.retry(ctx, func(ctx context.Context) error {
		tx, err := s.db.BeginTx(ctx, s.d.TxOptions())
		if err != nil {
			return err
		}
		defer tx.Rollback() //nolint:errcheck // a no-op after Commit
		if w, err = scanWin(tx.QueryRowContext(ctx, s.qWin, key), true); errors.Is(err, sql.ErrNoRows) {
			found = false
			return nil
		} else if err != nil {
			return err
		}
		found = true
		if w.Status == jackpot.Announced && w.Form == "" {
			if _, err := tx.ExecContext(ctx, s.qPayPut, key, int(status), form); err != nil {
				return err
			}
			if w, err = scanWin(tx.QueryRowContext(ctx, s.qWin, key), true); err != nil {
				return err
			}
		}
		return tx.Commit()
	})
	switch {
	case err != nil:
		return jackpot.Win{}, &slotmech.Error{Op: "Settle", Field: field, Err: fmt.Errorf("%w: %w", jackpot.ErrStore, err)}
	case !found:
		return jackpot.Win{}, &slotmech.Error{Op: "Settle", Field: field,
			Reason: "no win has number " + strconv.FormatUint(seq, 10), Err: jackpot.ErrPayout}
	case w.Status != status || w.Form != form:
		return w, &slotmech.Error{Op: "Settle", Field: field, Value: w.Form,
			Reason: "already " + w.Status.String() + " with form " + strconv.Quote(w.Form), Err: jackpot.ErrPayout}
	}
	return w, nil
}
