package jackpot

import (
	"context"
	"time"

	"github.com/slotmech/slotmech"
)

// State is the persistent state of one pool: its current amount, the
// fraction of a money unit it carries, its hidden must-hit-by threshold and
// the running totals of its ledger. A [Store] keeps one State per pool name.
//
// The zero State is a pool that has not taken a game yet; the first game
// opens it (puts in the seed and draws the first threshold).
type State struct {
	// Open reports whether the pool has been seeded.
	Open bool
	// Amount is what the pool would pay now.
	Amount slotmech.Money
	// Remainder is the numerator, over Rate.Den, of the fraction of a money
	// unit contributed but not yet in Amount: 0 ≤ Remainder < Rate.Den.
	Remainder int64
	// Threshold is the hidden must-hit-by level, in (Seed, MustHitBy]; 0 for
	// a pool without that trigger. Amount < Threshold at rest.
	Threshold slotmech.Money

	// Ledger totals since the pool opened.
	Seeded      slotmech.Money // Σ seeds put in by the operator
	Contributed slotmech.Money // Σ whole units taken from stakes
	Won         slotmech.Money // Σ wins taken out of the pool
	Staked      slotmech.Money // Σ stakes of the games that contributed
	Games       uint64         // games that contributed
	Resets      uint64         // hits, each followed by a reset to the seed
	LastSeq     uint64         // Seq of the pool's latest win, 0 if none
}

// Game is one game reported to a [System]: the terminal it was played on,
// the terminal's number of the game, its stake and its time.
//
// The terminal's ID and the game's Number are the game's idempotency key: a
// terminal numbers its games 1, 2, 3 … and reports each until the report is
// acknowledged, so a report that is sent again after a crash (the same
// terminal and number) is recognised by the store and never contributes or
// wins twice; it returns the wins of the first report.
type Game struct {
	Terminal Terminal
	Number   uint64         // the terminal's number of the game, from 1; increasing
	Stake    slotmech.Money // what the game cost, in the pools' money unit
	At       time.Time      // the time of the game, the caller's clock
}

// UpdateFunc is the change one game makes to one pool, as a [System] hands
// it to [Store.Apply]: given the pool's current state st (pool i of Apply's
// list), it changes st in place and returns the pool's hits, unnumbered
// (Seq 0), or nil.
//
// It is pure: it reads nothing but st and the game's values and draws that
// were taken before the update, so calling it again on the same state gives
// the same result. A store may therefore call it any number of times — a
// database retrying a transaction after a conflict — and keeps only the
// result of the call whose transaction committed.
type UpdateFunc func(i int, st *State) ([]Win, error)

// Store keeps the state of the pools, the wins with their status and the
// last game of every terminal: for example in memory ([MemoryStore]) or in an operator's
// database (package jackpot/sqlstore).
//
// Apply applies one game g to the pools named in pools, in one atomic and
// isolated step:
//
//   - If g's number is the last one recorded for its terminal (a report
//     sent again), it changes nothing and returns the wins recorded for that
//     game, numbered as they were; if the stake differs, or the number is
//     below the last one recorded, it returns an error wrapping
//     [ErrGame] and changes nothing.
//   - If g's Stake is 0, g is the void of game g.Number ([System.Void]),
//     given with no pools: if that number is the last one recorded for
//     its terminal and was reported, it changes nothing and returns the
//     game's wins, as for a report sent again; if it is above the last one
//     (or the terminal has none), it stores g as its terminal's last game,
//     void, and returns an error wrapping [ErrVoid]; if the last game is
//     g's number and void, it changes nothing and returns that error
//     again. A report (Stake > 0) of a game recorded void is refused with
//     an error wrapping ErrVoid and [ErrGame], changing nothing. The void
//     is decided inside the same atomic step as a report of the game, so
//     that a report and a void of one game, racing from two processes,
//     give one of the two outcomes, never both.
//   - Otherwise it calls fn(i, &st) for each pool i with a copy of that
//     pool's current state (the zero State for a pool never updated),
//     numbers the wins fn returned, in order, with the system's next
//     sequence numbers (1, 2, 3 … across all pools, without gaps), sets
//     each pool's LastSeq to its latest win, and stores the states, the wins
//     and g as its terminal's last game, all or nothing. If fn returns an
//     error nothing is stored and Apply returns that error.
//
// fn is pure (see [UpdateFunc]): a store may call it again, for instance
// when a database transaction must be retried, and keeps only the result
// it commits. Load returns the state of the latest committed Apply (the
// zero State for a pool never updated), never a half-written one.
//
// Both methods take a context first, as database/sql does: a store that
// waits (for a database, for a lock held by another process, between the
// attempts of a transaction that conflicted) stops waiting when ctx is
// done and returns an error wrapping ctx.Err(), having stored nothing of
// the game. A store in memory, which never waits for long, may ignore it.
//
// Wins returns at most limit wins with a Seq above after, in Seq order,
// each with its status and form number. Settle records the payout of win
// seq, atomically: a win announced takes status (Paid or Refused) and form
// (the payout form's number) and Settle returns it; a win that already has
// that status and form is returned unchanged (a payout recorded again);
// any other win, and a Seq no win has, is an error wrapping [ErrPayout],
// with the win as it stands.
//
// LastGame returns the number of terminal's last game the store recorded
// (reported or void), 0 for a terminal it has none of: where a terminal
// whose own record was lost (a new journal) goes on numbering.
//
// Applies to disjoint sets of pools may run in parallel; a store must not
// deadlock on overlapping sets given in any order. The methods must be safe
// for concurrent use.
type Store interface {
	Apply(ctx context.Context, g Game, pools []string, fn UpdateFunc) ([]Win, error)
	Load(ctx context.Context, pool string) (State, error)
	Wins(ctx context.Context, after uint64, limit int) ([]Win, error)
	Settle(ctx context.Context, seq uint64, status Status, form string) (Win, error)
	LastGame(ctx context.Context, terminal string) (uint64, error)
}
