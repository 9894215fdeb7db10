// Command central runs the central jackpot system of a network of
// terminals (CS-19) as a service of its own: the pools of the examples
// (internal/crystalterm.DemoPools), their secret triggers and the jackpot
// RNG (the OS's secure generator), served over HTTP with JSON (package
// jackpot/central) and kept in a database.
//
//	central -listen :8080 -keys keys.txt -db 'host=/tmp/pg port=5432 user=postgres dbname=slotmech sslmode=disable'
//	central -listen 127.0.0.1:8080 -keys keys.txt -db venue.db
//
// With -tls-cert CERTFILE and -tls-key KEYFILE (PEM: the certificate chain
// and its private key) it serves HTTPS only, TLS 1.2 or later; the
// terminals then reach it at https://HOST:PORT (play -central-ca trusts a
// private certificate authority). Without them it serves plain HTTP, for a
// network the operator protects otherwise.
//
// -keys is the file of the keys of the terminals and attendants it
// serves, one a line ("terminal T-0001 SECRET", "attendant A-01 SECRET",
// SECRET 64 or more hex digits; jackpot/central.ParseKeys): every request
// is signed with one of them, and a terminal's key reports only its own
// games (package jackpot/central, Authentication). Keep the file readable
// by the service's user alone; a new key needs a restart.
//
// -db is a PostgreSQL connection string (a URL postgres://… or key=value
// pairs) for a network — several central processes over one database serve
// it together, each listening on its own address — or the path of a SQLite
// file for a single venue. Terminals report to it with
// `play -central http://HOST:PORT -central-key FILE` (several URLs,
// comma-separated, to fail over between the processes; FILE the
// terminal's own line of the keys).
//
// The endpoints: POST /v1/games (a game started, answered with its hits),
// POST /v1/games/void (a game its terminal could not report: voided, or
// answered with its report if one arrived; see jackpot.System.Void),
// GET /v1/terminals/{id}/last (the terminal's last game number, where a
// terminal with a new journal goes on numbering),
// GET /v1/wins?after=N&limit=M (the win records with their status) and
// POST /v1/wins/{seq}/payout (the attendant's payout with the form's
// number). It prints "listening on ADDR" once it accepts connections and
// stops on SIGINT or SIGTERM.
package main

import (
	"context"
	"crypto/tls"
	"database/sql"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/slotmech/slotmech/internal/crystalterm"
	"github.com/slotmech/slotmech/internal/version"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/jackpot/central"
	"github.com/slotmech/slotmech/jackpot/sqlstore"
	"github.com/slotmech/slotmech/jackpot/sqlstore/postgres"
	"github.com/slotmech/slotmech/jackpot/sqlstore/sqlite"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdout, os.Stderr))
}

// run runs the service until ctx ends; it returns the exit status: 0 after
// a signal, 2 for bad flags, 1 if the service cannot start.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("central", flag.ContinueOnError)
	fs.SetOutput(stderr)
	shown := version.Flag(fs, "central", stdout)
	listen := fs.String("listen", "127.0.0.1:8080", "listen on `ADDR` (host:port; port 0 picks one)")
	dbArg := fs.String("db", "", "the pools' database: a PostgreSQL `DSN` (postgres://… or key=value …) or a SQLite file")
	certArg := fs.String("tls-cert", "", "serve HTTPS with the certificate chain in `CERTFILE` (PEM), with -tls-key")
	keyArg := fs.String("tls-key", "", "the private key of -tls-cert, in `KEYFILE` (PEM)")
	keysArg := fs.String("keys", "", "the terminals' and attendants' keys, a `FILE` of lines \"terminal|attendant ID HEX\"")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if shown() {
		return 0
	}
	if *dbArg == "" || *keysArg == "" || fs.NArg() > 0 {
		fmt.Fprintln(stderr, "central: -db and -keys are required and no argument is taken")
		return 2
	}
	if (*certArg == "") != (*keyArg == "") {
		fmt.Fprintln(stderr, "central: -tls-cert and -tls-key go together")
		return 2
	}
	var tlsCfg *tls.Config
	if *certArg != "" {
		cert, err := tls.LoadX509KeyPair(*certArg, *keyArg)
		if err != nil {
			fmt.Fprintln(stderr, "central: -tls-cert, -tls-key:", err)
			return 2
		}
		tlsCfg = &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12}
	}
	keys, err := readKeys(*keysArg)
	if err != nil {
		fmt.Fprintln(stderr, "central: -keys:", err)
		return 2
	}
	sys, closeDB, err := open(ctx, *dbArg)
	if err != nil {
		fmt.Fprintln(stderr, "central:", err)
		return 1
	}
	defer closeDB()
	ln, err := net.Listen("tcp", *listen)
	if err != nil {
		fmt.Fprintln(stderr, "central:", err)
		return 1
	}
	h, err := central.NewHandler(sys, keys)
	if err != nil {
		fmt.Fprintln(stderr, "central: -keys:", err)
		return 1
	}
	if tlsCfg != nil {
		ln = tls.NewListener(ln, tlsCfg)
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second, ErrorLog: log.New(stderr, "central: ", 0)}
	fmt.Fprintln(stdout, "listening on", ln.Addr())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err = <-done:
	case <-ctx.Done():
		shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		err = srv.Shutdown(shut)
	}
	if err != nil && !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintln(stderr, "central:", err)
		return 1
	}
	return 0
}

// readKeys reads the keys file at path.
func readKeys(path string) ([]central.Key, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	keys, err := central.ParseKeys(f)
	if err == nil && len(keys) == 0 {
		err = fmt.Errorf("%s has no key", path)
	}
	return keys, err
}

// open opens the database named by arg and the jackpot system over it.
func open(ctx context.Context, arg string) (*jackpot.System, func(), error) {
	var db *sql.DB
	var d sqlstore.Dialect
	var err error
	if strings.HasPrefix(arg, "postgres://") || strings.HasPrefix(arg, "postgresql://") || strings.Contains(arg, "=") {
		db, err = postgres.Open(arg)
		d = sqlstore.Postgres()
	} else {
		db, err = sqlite.Open(arg, "")
		d = sqlstore.SQLite()
	}
	if err != nil {
		return nil, nil, err
	}
	store, err := sqlstore.New(ctx, db, d)
	if err != nil {
		db.Close()
		return nil, nil, err
	}
	sys, err := jackpot.NewSystem(ctx, crystalterm.DemoPools(), store, nil) // nil: the crypto source
	if err != nil {
		db.Close()
		return nil, nil, err
	}
	return sys, func() { db.Close() }, nil
}
