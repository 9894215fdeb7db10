// Package exact computes the exact figures of a reel-strip game
// ([games.StripGame]) by playing every combination of stops once: the full
// cycle. RTP is an exact fraction, and so is every contribution by symbol
// and count, the hit rate, the cascade depths and the distribution of round
// wins.
//
// # Model
//
// [FullCycle] hands the first reel's stops to workers, each with its own
// [games.StripPlayer], and counts the other reels up like an odometer. Every
// sum is an integer (128-bit where it must be), so the result is the same for
// any number of workers.
//
// A player that implements [games.StopSetter] is only told the reels that
// moved (from one combination to the next, usually the last reel alone) and
// plays the current stops without being handed all of them again; one that
// implements [games.StopSkipper] as well tells which stops of the last reel
// certainly lose, and those combinations are counted as losing rounds
// without being played (most of a full cycle, for a game whose screen
// filter knows). The result is the same as with PlayStops on every
// combination, which a player without them gets; the tests check both ways
// against each other. The per-symbol contributions come from the wins the
// game reports to its [games.Tally]; FullCycle checks, for every combination,
// that they add up to the round's win exactly, so a game that forgets its
// tally, or reports other amounts than it pays, is refused rather than
// mis-analysed.
//
// # Concurrency
//
// FullCycle is safe to call concurrently; it runs its own goroutines and
// honours cancellation of its context. A [Cycle] is plain data.
//
// # What it is not for
//
// Games whose rounds draw more than their stops (random refills, free-spin
// features with their own draws): simulate those with games/sim.
package exact
