// Package postgres opens the PostgreSQL database of a jackpot store
// (package jackpot/sqlstore) with github.com/jackc/pgx/v5 through its
// database/sql driver.
//
//	db, err := postgres.Open("host=db.example user=jackpot dbname=jackpot")
//	store, err := sqlstore.New(db, sqlstore.Postgres())
//
// It is a package of its own so that only a program that opens a PostgreSQL
// store links the driver.
package postgres

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" database/sql driver
)

// Open opens the database named by dsn (a libpq connection string or URL,
// as pgx reads it) and checks that it answers within 10 s. Runtime
// settings go in the string too, e.g. "synchronous_commit=off" for a test
// that does not measure durability.
func Open(dsn string) (*sql.DB, error) {
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("postgres: %w", err)
	}
	return db, nil
}
