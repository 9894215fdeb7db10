// Package sqlite opens the SQLite file of a jackpot store (package
// jackpot/sqlstore) with modernc.org/sqlite, a pure-Go SQLite: no cgo, one
// file, WAL mode, durable commits.
//
//	db, err := sqlite.Open("/var/lib/hall/jackpot.db", "")
//	store, err := sqlstore.New(db, sqlstore.SQLite())
//
// It is a package of its own so that only a program that opens a SQLite
// store links the driver.
package sqlite

import (
	"database/sql"

	"github.com/slotmech/slotmech/internal/sqlitedb"
)

// Open opens (creating it if needed) the SQLite file at path for a
// sqlstore.Store: WAL, synchronous (FULL for "": every commit on disk
// before it returns, or NORMAL: safe against a crash of the process, not
// of the machine), a 30 s busy timeout and BEGIN IMMEDIATE transactions, so
// that several processes may share the file. It keeps one connection open:
// SQLite has one writer at a time.
func Open(path, synchronous string) (*sql.DB, error) { return sqlitedb.Open(path, synchronous) }
