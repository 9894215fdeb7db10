package sqlstore

import (
	"database/sql"
	"errors"
	"strconv"
	"strings"
)

// Dialect is a database engine a [Store] runs on: [SQLite] or [Postgres],
// the engines the package is tested on. The zero Dialect is none; New
// refuses it.
type Dialect struct{ e engine }

// engine is what a Store needs to know of a database engine: the few
// places where SQL engines differ. The queries themselves are common SQL
// (INSERT … ON CONFLICT, UPDATE … RETURNING), written with "?"
// placeholders.
type engine interface {
	// Name names the engine, for messages: "sqlite", "postgres".
	Name() string
	// Rebind rewrites a query's "?" placeholders into the engine's.
	Rebind(query string) string
	// Lock is what follows a SELECT of the rows a transaction will update
	// to lock them until it ends: " FOR UPDATE", or "" for an engine whose
	// transactions hold the whole database (SQLite).
	Lock() string
	// TxOptions are the options of the store's transactions.
	TxOptions() *sql.TxOptions
	// SchemaLock is a statement that makes concurrent schema creation safe
	// in the engine (run first in the transaction that creates the
	// tables), or "".
	SchemaLock() string
	// Retryable reports whether err means that the transaction conflicted
	// with another and should be tried again.
	Retryable(err error) bool
}

// SQLite returns the dialect of SQLite (modernc.org/sqlite or any other
// driver whose errors have a Code() int method giving the SQLite result
// code). The database should be opened with BEGIN IMMEDIATE transactions
// (package jackpot/sqlstore/sqlite does), so that a transaction takes the
// write lock when it begins and waits for it, rather than failing when it
// first writes.
func SQLite() Dialect { return Dialect{sqliteDialect{}} }

type sqliteDialect struct{}

func (sqliteDialect) Name() string              { return "sqlite" }
func (sqliteDialect) Rebind(q string) string    { return q }
func (sqliteDialect) Lock() string              { return "" }
func (sqliteDialect) TxOptions() *sql.TxOptions { return nil }
func (sqliteDialect) SchemaLock() string        { return "" }
func (sqliteDialect) Retryable(err error) bool {
	var c interface{ Code() int }
	if !errors.As(err, &c) {
		return false
	}
	switch c.Code() & 0xff { // the primary result code
	case 5, 6: // SQLITE_BUSY, SQLITE_LOCKED
		return true
	}
	return false
}

// Postgres returns the dialect of PostgreSQL (github.com/jackc/pgx/v5's
// stdlib driver, or any driver whose errors have a SQLState() string
// method). Transactions run at READ COMMITTED and lock the rows they update
// with SELECT … FOR UPDATE; a serialization failure (40001) or a deadlock
// (40P01) is retried.
func Postgres() Dialect { return Dialect{postgresDialect{}} }

type postgresDialect struct{}

func (postgresDialect) Name() string { return "postgres" }

// Rebind numbers the placeholders: $1, $2, …
func (postgresDialect) Rebind(q string) string {
	var b strings.Builder
	n := 0
	for i := 0; i < len(q); i++ {
		if q[i] == '?' {
			n++
			b.WriteByte('$')
			b.WriteString(strconv.Itoa(n))
			continue
		}
		b.WriteByte(q[i])
	}
	return b.String()
}

func (postgresDialect) Lock() string { return " FOR UPDATE" }
func (postgresDialect) TxOptions() *sql.TxOptions {
	return &sql.TxOptions{Isolation: sql.LevelReadCommitted}
}

// SchemaLock takes a transaction-scoped advisory lock, so that processes
// starting together do not race to create the same tables.
func (postgresDialect) SchemaLock() string { return "SELECT pg_advisory_xact_lock(7306101)" }

func (postgresDialect) Retryable(err error) bool {
	var s interface{ SQLState() string }
	if !errors.As(err, &s) {
		return false
	}
	switch s.SQLState() {
	case "40001", "40P01": // serialization_failure, deadlock_detected
		return true
	}
	return false
}
