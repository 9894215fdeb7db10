// Package sqlitedb opens SQLite files the way the module's durable stores
// use them (the jackpot store of jackpot/sqlstore/sqlite and the terminal
// journal of games/terminal/sqlitejournal): modernc.org/sqlite, pure Go,
// in WAL mode, with transactions that take the write lock when they begin.
package sqlitedb

import (
	"database/sql"
	"fmt"
	"strings"

	_ "modernc.org/sqlite" // the "sqlite" database/sql driver
)

// Open opens (creating it if needed) the SQLite file at path with:
//
//   - journal_mode=WAL: readers do not block the writer, and a commit is one
//     append to the write-ahead log;
//   - synchronous=sync ("FULL", the default for "", or "NORMAL"): with FULL
//     every commit is on disk (fsync) before it returns, so it survives a
//     power cut; NORMAL survives a crash of the process but not of the
//     machine;
//   - busy_timeout=30 s: a writer waits for another process's transaction
//     instead of failing at once;
//   - BEGIN IMMEDIATE transactions (_txlock=immediate): a transaction takes
//     the write lock when it begins, so two transactions never deadlock on
//     upgrading a read lock.
//
// At most one connection is open per *sql.DB: SQLite has one writer at a
// time, and the process's goroutines queue for it in database/sql rather
// than polling the file lock.
func Open(path, sync string) (*sql.DB, error) {
	if path == "" || strings.ContainsAny(path, "?#") {
		return nil, fmt.Errorf("sqlite: path %q: empty or containing ? or #", path)
	}
	switch sync {
	case "":
		sync = "FULL"
	case "FULL", "NORMAL":
	default:
		return nil, fmt.Errorf("sqlite: synchronous %q: want FULL or NORMAL", sync)
	}
	dsn := "file:" + path + "?_pragma=busy_timeout(30000)&_pragma=journal_mode(WAL)&_pragma=synchronous(" + sync +
		")&_txlock=immediate"
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(1)
	if err := db.Ping(); err != nil {
		db.Close()
		return nil, fmt.Errorf("sqlite: %s: %w", path, err)
	}
	return db, nil
}
