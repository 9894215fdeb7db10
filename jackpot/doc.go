// Package jackpot runs progressive jackpot pools shared by many terminals:
// the pools grow from a share of every stake, are drawn after every game, and
// produce win records for the operator's accounts (Crystal Spin rules CS-18
// to CS-20).
//
// # Model
//
// A [System] is built by [NewSystem] from pool configurations ([PoolConfig]),
// a [Store] that keeps the pools' state and the jackpot RNG. It is the
// central jackpot system of CS-19: it owns the pools, their secret
// triggers and the RNG. A terminal reports every game started with
// [System.Report] — the [Game]: the terminal (an ID and a venue), its
// number of the game, the stake and the time — and is answered the game's
// hits; it never draws the jackpot itself. The terminal reaches the system
// through the [Central] interface: a System in its own process (a venue of
// one terminal), or the client of the service that package jackpot/central
// makes of a System, with the same answers and records.
//
// Scopes (CS-18). A pool's scope is a set of venues, [PoolConfig].Venues:
// nil for every terminal of the network, one venue, or a group of venues.
// A game contributes to every pool whose scope contains its terminal's
// venue; several pools can run at once.
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
// Triggers (CS-19). Only the system's random source (given to [NewSystem];
// crypto in production) decides a hit, and a pool is drawn for every game it
// takes, so only a game played can win. Every game takes the same draws,
// when the store first applies it and before any pool is changed: one per
// chance pool and one per must-hit pool of its terminal's scope; a game
// reported again takes none. A title chooses per pool one or both
// triggers:
//
//   - chance: the game wins with probability min(1, stake × Chance.Num /
//     Chance.Den), drawn exactly as rng.Uint64N(src, Den) < stake × Num;
//   - must hit by (mystery jackpot): at every reset a hidden threshold is
//     drawn uniformly in (Seed, MustHitBy], from a ChaCha8 stream keyed by
//     the game's draw for the pool (so that the update can be repeated
//     with the same thresholds, see below); the game whose contribution
//     brings the pool to the threshold wins exactly the threshold, and the
//     rest of its contribution goes into the restarted pool. The pool never
//     rests at or above its threshold, and no must-hit win exceeds MustHitBy.
//     So that one game cannot sweep through many thresholds, a stake whose
//     share could exceed MustHitBy − Seed is refused.
//
// A chance hit wins the whole pool.
//
// Records and payout (CS-20). Report returns a [Win] for each hit: pool,
// terminal, venue, the terminal's game number, amount, a sequence number
// increasing across the system without gaps, the time the caller gave, the
// trigger and the payout route — up to
// [PayoutRule].VenueLimit (default 50 000, in the pool's unit) at the venue
// within 7 days, above it at the operator's seat within 30 days
// ([PoolConfig].Payout) — and its status: [Announced] until the
// attendant records the payout with [System.Pay], then [Paid] with the
// payout form's number, or [Refused] for good when the [PayoutForm] has a
// required field missing ([Win.Claim] names the missing fields).
// [System.Wins] lists the records. A win is never credited to the player by
// this package.
//
// The store. The state of each pool ([State]), the wins with their status
// and the last game of each terminal live behind the [Store] interface, so an
// operator can keep them in a database (package jackpot/sqlstore, SQLite or
// PostgreSQL); [MemoryStore] keeps them in memory. A game changes all the
// pools of its scope in one atomic [Store.Apply], which also numbers the
// wins and records the game. The update it applies is a pure function of
// the pool's state and the game's draws ([UpdateFunc]), so a database may
// retry its transaction on a conflict; the draws it uses are taken once per
// game and kept for the retries. Exactly once: the terminal's ID and
// game number are the game's idempotency key, and a game reported again
// (after a crash lost its acknowledgement) changes nothing and returns the
// wins of its first report. A terminal that could not learn whether its
// report arrived asks [System.Void] instead, which in the same kind of
// atomic step voids the game (no report of it: a later report is refused
// with [ErrVoid]) or answers with its first report.
//
// # Ledger invariant
//
// For every pool, at every moment (see [System.Audit] for the whole list):
//
//	Seeded + Contributed = Amount + Won
//	Staked × Rate.Num    = Rate.Den × Contributed + Remainder
//
// where Contributed counts whole units taken from stakes and Remainder is the
// carried fraction's numerator. [System.Audit] returns the figures (a
// [State]) and an error wrapping [ErrStore] if they do not balance.
//
// # Errors
//
// Every error the package returns is a *[slotmech.Error], the module's one
// error type, whose Err is one of the sentinels, one per thing a caller
// must tell apart — [ErrConfig] (a pool configuration), [ErrGame] (a game
// report refused: its terminal, number or stake), [ErrVoid] (a game void:
// never played), [ErrUnknownPool],
// [ErrFormIncomplete] (CS-20), [ErrPayout] (a payout not recorded: no such
// win, or one already paid or refused), [ErrStore] (the store failed, the
// central service cannot be reached, or the store holds figures that do
// not balance) — or wraps one of them and the cause behind
// it (a [Store]'s error, slotmech.ErrOverflow), so callers test with
// errors.Is; Reason says what is wrong in words. Field names the place: the pool and its field for a
// refused configuration (`pool 1 ("mini"): Rate`, pools counted from 0),
// the win for an incomplete payout form ("win 12", with the missing fields
// in Value). Messages start with "jackpot: ".
//
// # Concurrency
//
// A System and a MemoryStore are safe for concurrent use by any number of
// terminals, and several Systems in several processes may share one
// database store; a System serialises the draws of its one random source
// (rng sources are not safe for concurrent use). Because the hit decision and the reset
// happen in the same atomic update, a hit is paid exactly once however
// terminals race. A Store implementation must make Apply atomic and
// isolated, keep nothing of a failed update, number the wins without gaps
// and set a win's payout once; it may call the update function again (it
// is pure); see [Store].
//
// # What it is not for
//
// It does not touch player credit: wins are records to be paid by staff. It
// does not display pools (a display reads [System.Amount]) and does not
// decide a game's outcome, only the jackpot's. It does not speak HTTP
// (package jackpot/central does).
package jackpot
