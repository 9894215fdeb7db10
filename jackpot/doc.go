// Package jackpot runs progressive jackpot pools shared by many terminals:
// the pools grow from a share of every stake, are drawn after every game, and
// produce win records for the operator's accounts (Crystal Spin rules CS-18
// to CS-20).
//
// # Model
//
// A [System] is built by [NewSystem] from pool configurations ([PoolConfig])
// and a [Store] that keeps the pools' state. A terminal reports every game
// with [System.Play]: the terminal ([Terminal]: an ID and a venue), the
// stake, its random source and the time of the game.
//
// Scopes (CS-18). A pool's [Scope] is every terminal of the system
// ([AllTerminals]), the terminals of one venue ([OneVenue]) or of a group of
// venues ([VenueGroup]). A game contributes to every pool whose scope
// contains its terminal's venue; several pools can run at once.
//
// Contributions. A pool takes the exact fraction [PoolConfig].Rate of every
// stake, e.g. 15/1000. Whole money units go into the pool; the fraction of a
// unit left over is carried by the pool as a numerator over Rate.Den and
// joins the next game's share, so nothing is ever rounded away.
//
// Seeds. A pool opens at its seed on its first game and restarts at its seed
// after every hit. Seed money comes from the operator and is booked in the
// ledger as "seeded".
//
// Triggers (CS-19). Only the random source passed to Play decides a hit, and
// a pool is drawn after every game it takes, so only a game played can win.
// A title chooses per pool one or both triggers:
//
//   - chance: the game wins with probability min(1, stake × Chance.Num /
//     Chance.Den), drawn exactly as rng.Uint64N(src, Den) < stake × Num;
//     every game takes exactly one draw per chance pool;
//   - must hit by (mystery jackpot): at every reset a hidden threshold is
//     drawn uniformly in (Seed, MustHitBy]; the game whose contribution
//     brings the pool to the threshold wins exactly the threshold, and the
//     rest of its contribution goes into the restarted pool. The pool never
//     rests at or above its threshold, and no must-hit win exceeds MustHitBy.
//     So that one game cannot sweep through many thresholds, a stake whose
//     share could exceed MustHitBy − Seed is refused.
//
// A chance hit wins the whole pool.
//
// Records and payout (CS-20). Play returns a [Win] for each hit: pool,
// terminal, venue, amount, a sequence number increasing across the system,
// the time the caller gave, the trigger and the payout route — up to
// [PayoutRule].VenueLimit (default 50 000, in the pool's unit) at the venue
// within 7 days, above it at the operator's seat within 30 days
// ([DefaultPayout]). [Win.Claim] refuses a [PayoutForm] with a required
// field missing and names the missing fields. A win is never credited to the
// player by this package.
//
// The store. The state of each pool ([State]) lives behind the two-method
// [Store] interface, so an operator can keep it in a central database;
// [MemoryStore] keeps it in memory. Every change of a pool — contribution,
// hit decision, reset — happens inside one atomic Store.Update of that pool.
//
// # Ledger invariant
//
// For every pool, at every moment (see [Ledger]):
//
//	Seeded + Contributed = Amount + Won
//	Staked × Rate.Num    = Rate.Den × Contributed + Remainder
//
// where Contributed counts whole units taken from stakes and Remainder is the
// carried fraction's numerator. [System.Audit] returns the figures and an
// error wrapping [ErrLedger] if they do not balance.
//
// # Errors
//
// The package's one error type is [Error] (Op, Field, Value, Reason, Err,
// like os.PathError); every error the package returns is an *Error. Err is
// one of the sentinels ([ErrConfig], [ErrStake], [ErrTerminal],
// [ErrUnknownPool], [ErrLedger], [ErrFormIncomplete]) or the error behind a
// failure that is not the package's own (a [Store]'s error,
// slotmech.ErrOverflow), so callers test with errors.Is. Field names the
// place: the pool and its field for a refused configuration (`pool 1
// ("mini"): Rate`), the win for an incomplete payout form ("win 12", with the
// missing fields in Value). Messages start with "jackpot: ".
//
// # Concurrency
//
// A System and a MemoryStore are safe for concurrent use by any number of
// terminals; each terminal brings its own random source (rng sources are not
// safe for concurrent use). Because the hit decision and the reset happen in
// the same atomic update, a hit is paid exactly once however terminals race.
// A Store implementation must make Update atomic and isolated per pool, call
// its function exactly once (it draws random numbers), and keep nothing of a
// failed update; see [Store].
//
// # What it is not for
//
// It does not touch player credit: wins are records to be paid by staff. It
// does not display pools (a display reads [System.Amount]) and does not
// decide a game's outcome, only the jackpot's.
package jackpot
