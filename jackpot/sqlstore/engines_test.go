package sqlstore_test

import (
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/slotmech/slotmech/jackpot/sqlstore"
	"github.com/slotmech/slotmech/jackpot/sqlstore/postgres"
	"github.com/slotmech/slotmech/jackpot/sqlstore/sqlite"
)

// DSNVar is the environment variable that gives the tests a PostgreSQL
// server (scripts/postgres.sh start prints it). Outside CI the PostgreSQL
// tests are skipped without it; in CI (CI=true) they fail.
const DSNVar = "SLOTMECH_POSTGRES_DSN"

// engine is one database the suite runs against: how to open a fresh,
// empty database for a test, in a form a worker process can open too.
type engine struct {
	name    string
	dialect sqlstore.Dialect
	// fresh returns the address of a new empty database for t: a file
	// path for SQLite, a DSN with its own schema for PostgreSQL.
	fresh func(t testing.TB) string
}

// open opens the database at addr.
func (e engine) open(addr string) (*sql.DB, error) {
	if e.name == "sqlite" {
		// NORMAL: the tests kill processes, not the machine; the
		// benchmarks measure FULL.
		return sqlite.Open(addr, "NORMAL")
	}
	return postgres.Open(addr)
}

// engineByName returns the engine named, for a worker process.
func engineByName(name string) engine {
	for _, e := range allEngines() {
		if e.name == name {
			return e
		}
	}
	panic("no engine " + name)
}

var schemas atomic.Uint64

func allEngines() []engine {
	return []engine{
		{name: "sqlite", dialect: sqlstore.SQLite(), fresh: func(t testing.TB) string {
			return filepath.Join(t.TempDir(), "jackpot.db")
		}},
		{name: "postgres", dialect: sqlstore.Postgres(), fresh: func(t testing.TB) string {
			return freshSchema(t, false)
		}},
	}
}

// freshSchema creates a schema of its own for t in the PostgreSQL server of
// DSNVar and returns a DSN whose tables go there, with durable commits as
// asked (synchronous_commit off makes a test that kills clients, not the
// server, faster and changes nothing it checks). It skips or fails t
// without a server (see DSNVar).
func freshSchema(t testing.TB, durable bool) string {
	dsn := postgresDSN(t)
	db, err := postgres.Open(dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	name := fmt.Sprintf("t%d_%d", time.Now().UnixNano(), schemas.Add(1))
	if _, err := db.Exec("CREATE SCHEMA " + name); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if db, err := postgres.Open(dsn); err == nil {
			db.Exec("DROP SCHEMA " + name + " CASCADE") //nolint:errcheck // best effort
			db.Close()
		}
	})
	dsn += " search_path=" + name
	if !durable {
		dsn += " synchronous_commit=off"
	}
	return dsn
}

// postgresDSN returns the DSN of DSNVar, or skips t outside CI, or fails it
// in CI.
func postgresDSN(t testing.TB) string {
	dsn := os.Getenv(DSNVar)
	if dsn == "" {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s is not set: CI must start PostgreSQL (scripts/postgres.sh start) for the PostgreSQL tests", DSNVar)
		}
		t.Skipf("no PostgreSQL: set %s (bash scripts/postgres.sh start DIR prints it) to run the PostgreSQL tests", DSNVar)
	}
	return strings.TrimSpace(dsn)
}

// forEachEngine runs test once per engine, as a subtest named after it.
func forEachEngine(t *testing.T, test func(t *testing.T, e engine)) {
	for _, e := range allEngines() {
		t.Run(e.name, func(t *testing.T) { test(t, e) })
	}
}

// newStore opens a fresh database of e and a store over it.
func newStore(t testing.TB, e engine) (*sqlstore.Store, string) {
	t.Helper()
	addr := e.fresh(t)
	return openStore(t, e, addr), addr
}

// openStore opens a store over the database at addr.
func openStore(t testing.TB, e engine, addr string) *sqlstore.Store {
	t.Helper()
	db, err := e.open(addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	s, err := sqlstore.New(ctx, db, e.dialect)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
