// Package sqlstore keeps the pools of a jackpot system in a SQL database
// through database/sql: a [jackpot.Store] that survives a restart and that
// many processes — the terminals of a network of venues — share.
//
// # Model
//
// [New] makes a [Store] over a *sql.DB and a [Dialect], the few things in
// which the engines differ (placeholders, row locks, transaction isolation,
// which errors mean "try again"). Two dialects come with the package, each
// tested by the same test suite against a real server:
//
//   - [SQLite]: the embedded default, one file, for a single venue or a
//     terminal hall. Open the file with package jackpot/sqlstore/sqlite
//     (modernc.org/sqlite, pure Go, no cgo), which sets WAL, durable
//     commits (synchronous=FULL) and a busy timeout; writers take the
//     database lock when their transaction begins (BEGIN IMMEDIATE), so
//     several processes may share the file.
//   - [Postgres]: PostgreSQL, for a network of venues. Open the database
//     with package jackpot/sqlstore/postgres (github.com/jackc/pgx/v5
//     through its database/sql driver). Each game locks its terminal's row,
//     then the rows of its pools, in the order of their names, with SELECT
//     … FOR UPDATE at READ COMMITTED, so that games into disjoint pools run
//     in parallel and overlapping ones queue without deadlock. A pool's row
//     stays locked for two statements (read, write all pools at once) and
//     the commit: a pool every terminal plays into serialises the games, and
//     its commit latency bounds the network's games per second. Within a
//     process, games into the same pool first queue on a lock of the process, so that
//     the database sees one waiting transaction per process rather than one
//     per terminal (with 4 processes × 16 terminals this triples the
//     throughput on the project's 2-core machine).
//
// A store keeps five tables, made by New if they are missing (so a
// database made before a table was added gets it):
// jackpot_pools (one row per pool: its [jackpot.State]), jackpot_wins (every
// win, by Seq, for the operator's accounts), jackpot_payouts (a win's
// payout once recorded: its status and form number, inserted once by
// [Store.Settle] and never changed), jackpot_terminals (each terminal's
// last game, the idempotency key; stake 0 marks a game void, see
// jackpot.System.Void) and jackpot_seq (the last Seq given).
//
// # Exactly once
//
// [Store.Apply] runs one game in one transaction: it locks its terminal's
// row and recognises a game reported again (the same terminal and number:
// it returns the recorded wins and changes nothing), records the game as
// the terminal's last (the row moves to a later game only: a transaction
// that raced another to insert a terminal's first row is retried, and then
// sees the other's game), locks and reads the game's pools, runs the system's
// pure update function on each, numbers the wins from jackpot_seq, and
// writes the wins and the pools. A transaction the engine refuses for a conflict (SQLite busy,
// PostgreSQL serialization failure or deadlock) is retried from the start,
// calling the update function again, which is why [jackpot.Store] requires
// it to be pure. A process killed in the middle of a game leaves the
// transaction uncommitted: the game is not in the store, and the terminal
// voids it or, if it committed, learns its answer (jackpot.System.Void: a
// void is the terminal's row alone, written in the same kind of
// transaction, so a report and a void of one game never both stand).
//
// # Contexts
//
// Every method takes a context first and passes it to every database call.
// When it is done (a terminal gives up on a database that stopped
// answering) the call returns at once with an error wrapping ctx.Err():
// from a statement under way (the driver stops waiting and database/sql
// rolls the transaction back), from the pause between two attempts of a
// conflicting transaction (the retry loop waits on a timer and ctx.Done()
// together, so a cancelled context never waits for the attempts left), or
// from the queue of the process's games into the same pool. A game whose
// call ended so is not half-written: either its transaction committed
// whole (its COMMIT was already on its way) or nothing of it is stored,
// and the terminal, which cannot tell which, asks for its void, which
// answers with the report if it committed: the game counts once or not at
// all, and the terminal plays it exactly when it counts.
//
// # Why a subpackage and not a module of its own
//
// The SQL store lives in the slotmech module rather than in a nested module
// with its own go.mod. The drivers are imported only by the two small
// opener packages (jackpot/sqlstore/sqlite and jackpot/sqlstore/postgres),
// and this package imports database/sql alone, so a program that imports
// jackpot, games/terminal or a game compiles nothing of them; Go's pruned
// module graph keeps them out of such a program's build. In exchange the
// examples (examples/play keeps its state in SQLite) and one `go test ./...`
// cover the stores, the terminal's journal and the crash tests together,
// with one version of the module to release, and no replace directive that
// would work in this repository but not for its users.
//
// # Concurrency
//
// A Store is safe for concurrent use by any number of goroutines and, through
// the database, of processes.
//
// # Errors
//
// Errors of the database are returned in a *[slotmech.Error] that wraps
// [jackpot.ErrStore] and the database's error (context.Canceled or
// context.DeadlineExceeded for a call whose context ended), with Op "Apply",
// "Load", "Wins", "Settle", "LastGame" or "New" naming what was being done (Apply's
// transaction errors are wrapped so by the jackpot.System that called it); a game reported again with another stake, or an older game,
// is refused with an error wrapping [jackpot.ErrGame], a payout of a win
// that does not exist or is settled otherwise with one wrapping
// [jackpot.ErrPayout].
package sqlstore
