// Package tumble implements the tumble (cascade) mechanic: after a win the
// winning symbols disappear, the symbols above them fall down, new symbols
// fall in from above, and the new screen is evaluated again, until a screen
// does not win.
//
// # Model
//
// A tumble step works on a [slotmech.Screen] in three parts:
//
//   - Remove. The caller names the positions to remove (the winning
//     positions, as a [slotmech.PosSet]). Positions showing a symbol of the
//     keep set are never removed: Starlight Christmas keeps its scatters and
//     multiplier symbols (SC-5); Crystal Spin keeps nothing (CS-8).
//   - Fall. On each reel the remaining symbols fall to the bottom (row
//     Rows()−1), keeping their order; the positions left at the top are
//     [slotmech.Empty]. Kept symbols fall like any other. See [Fall].
//   - Refill. Each reel's empty positions are filled by a [Refiller], reels
//     from left to right. The refiller fills the new positions from the
//     lowest up: the first symbol lands just above the survivors, the last in
//     the top row, as if the symbols fell in one after the other. See [Step].
//
// Four refillers are provided:
//
//   - [StripRefill] over [Strips]: each reel is a circular reel strip that
//     continues upward above the window, so the symbol just above the window
//     falls in first and lands lowest (Crystal Spin, CS-8). It uses no
//     randomness: a strip game is determined by its stop positions, which is
//     what makes a full-cycle enumeration of stops exact.
//   - [WeightedRefill]: every new symbol is drawn independently from its
//     reel's weight table.
//   - [ClassRefill]: every new symbol is drawn in two stages, class then
//     value: a class from the reel's class weights, and for a class of
//     several symbols (the multiplier symbols) one of them from the class's
//     own weights (Starlight Christmas, SC-5 and SC-6). The class draws of
//     a step are packed, several cells to one raw value of the source
//     (in the mixed radix of the class totals), exactly.
//   - [ListRefill]: fixed lists of the symbols that fall into each reel, in
//     the order they enter, for forced outcomes (scenarios, QA, audit). A
//     list that runs out is an error ([ErrExhausted]), never a fresh draw.
//
// A refiller may also implement [reelFiller], which [Step] discovers as
// io.Copy discovers an io.WriterTo: it then fills a whole reel at once in
// the reel's word, with the same symbols and draws as Refill. The provided
// strip, weighted and class refills do, which is their fast path. A
// refiller may instead implement [screenFiller], which Step discovers first:
// it then fills the holes of every reel of the step in one call, so that
// its draws may span reels; [ClassRefill] does, packing the class draws of
// the whole step (its documentation gives the exact mapping).
//
// [Run] repeats evaluate → remove → fall → refill until the caller's
// [Evaluate] reports no win. Games that itemise every step drive the same
// loop themselves with [Step].
//
// # Termination
//
// A cascade need not end: with a reel strip of a single symbol, every refill
// brings that symbol back and a screen of one symbol wins for ever; with
// random refills a long cascade is merely improbable. [Run] therefore takes a
// bound, maxSteps, and returns an error wrapping [ErrTooManySteps] when the
// screen still wins after that many steps. A win that would remove nothing
// (only kept symbols) ends the sequence, since the screen could not change.
//
// # Errors
//
// Errors are *[slotmech.Error] values, the module's one error type. The
// constructors refuse bad refill data with one wrapping [ErrConfig] whose
// Field names the table, reel and entry, counted from 0 ("strips: reel 2
// entry 5"); when package rng refused a weight table, the error also
// unwraps to rng's error, so errors.Is(err, rng.ErrConfig) holds too. A
// reel without data and stops or heights that do not fit the strips or the
// screen are bad input too and wrap [ErrConfig] (their Reason starts "reel
// out of range" or "bad stop positions"); a refill that runs out and an
// endless cascade give one wrapping [ErrExhausted] and [ErrTooManySteps].
// Messages start with "tumble: ".
//
// # Concurrency
//
// [Strips], [WeightedRefill] and [ClassRefill] are immutable after
// construction and may be shared by any number of goroutines.
// [StripRefill] and [ListRefill] hold the state of one round (where each
// reel has got to): give each goroutine its own and reset it per round. Screens are values; sources are not safe for
// concurrent use.
//
// # Performance
//
// [Fall], [Step] and the provided refillers do not allocate; a step on a 6×5
// screen takes tens of nanoseconds plus the refiller's draws. The screen
// given to Step escapes to the heap (its reels go to the Refiller
// interface), so keep a round's screen in long-lived state rather than a new
// local variable per round.
//
// # What it is not for
//
// It does not evaluate wins: finding pay-anywhere counts or clusters is the
// cluster package's job, paylines the lines package's, and paying them the
// game's. It does not choose the first screen either, although [Step] on an
// all-Empty screen fills it from any refiller, and [Strips.Window] shows the
// window at given stop positions.
package tumble
