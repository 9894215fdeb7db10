// Package exact computes the exact figures of a reel-strip game (a game
// whose players implement [StripPlayer]) by playing every combination of
// stops once: the full cycle. RTP is an exact fraction, and so is every
// contribution by symbol and count, the hit rate, the cascade depths and
// the distribution of round wins. It is for studios, composers of titles
// and auditors who need a title's exact maths from Go, and for the tools
// that print a par sheet; a title only implements StripPlayer, which uses
// games and slotmech types alone, so titles need not import this package.
//
// # Model
//
// [FullCycle] hands the stops of the first reel (of the first two, for three
// reels or more) to workers in turn, each with its own player, and counts
// the reels between them and the last up like an odometer; for each
// position of those, one call of [StripPlayer.PlayReel] plays every stop of
// the last reel, in groups of stops that give the same round (one round
// per group, counted as many times as the group has stops; in a classic
// line game most lines' runs end before the last reel, so the last reel's
// 32 stops, say, give only a handful of rounds) and skipping the stops that
// certainly lose (most of a full cycle, for a game whose screen filter
// knows). The chunks are small, so that the workers finish together. Every
// sum is an integer (128-bit where it must be), so the result is the same
// for any number of workers, and with [Options] a cycle is computed in
// shards (on several machines) that merge exactly ([Cycle.Merge]). The
// per-symbol contributions come from the wins the game reports to its
// [games.Tally]; FullCycle checks, for every combination, that they add up
// to the round's win exactly, and that PlayReel's groups are in order and
// fit the reel, so a game that forgets its tally, or reports other amounts
// than it pays, is refused rather than mis-analysed.
//
// A game with a feature that draws more than its stops (free spins) whose
// base game is a strip game is no strip game itself, but its base game is:
// the module's tools (parsheet) play the base game exactly with FullCycle,
// trigger probability included ([Cycle].Triggers). A base game on reels
// of variable height is one too, on virtual stops (a height and a strip
// position each, as many stops per pair as its height's weight; see
// [StripPlayer]): games/stripgame's ways titles on variable heights, with
// or without a cascade, whose cycle is small enough to enumerate.
// Free spins that land on fixed strips are exact too: a [FreeSpinGame] gives its base spin and its
// free spin as strip games, and [FreeSpinRTP] combines their two full
// cycles into the exact RTP (Wald's identity over the exact chain of the
// spins awarded; its godoc states the model and the derivation), with the
// trigger chance, the free spins per trigger and their law. What that
// model does not cover (accumulating multipliers, free spins on heights
// drawn per spin from more virtual stops than can be enumerated, a round
// cap some round can reach, …) it refuses with
// ErrNotStrip, and the tools simulate the feature.
//
// # Errors
//
// Each sentinel names one thing a caller tells apart: [ErrNotStrip], a game
// this package cannot enumerate (simulate it instead); [ErrTally], a game
// whose reports do not account for its rounds (a bug in the title, never
// mis-analysed); [ErrShard], cycles that do not merge or JSON that is no
// consistent Cycle (data of another analysis, or damaged). A refused bet
// wraps games.ErrBet.
//
// # Concurrency
//
// FullCycle and FreeSpinRTP are safe to call concurrently; they run their
// own goroutines and honour cancellation of their context. A [Cycle] and a
// [FreeSpinPar] are plain data.
//
// # What it is not for
//
// Games whose rounds draw more than their stops (random refills; features
// other than free spins on fixed strips, or free spins beyond
// FreeSpinRTP's model): simulate those with games/sim. Nor
// does it lay out a par sheet (the contributions by symbol or by run
// length, shares of the RTP): Cycle holds the exact sums, and the tools
// (games/cli's parsheet, internal/report) print them. Nor is it a title's dependency: titles implement its
// interfaces structurally.
package exact
