// Package exact computes the exact figures of a reel-strip game
// ([games.StripGame]) by playing every combination of stops once: the full
// cycle. RTP is an exact fraction, and so is every contribution by symbol
// and count, the hit rate, the cascade depths and the distribution of round
// wins.
//
// # Model
//
// [FullCycle] hands the stops of the first reel (of the first two, for three
// reels or more) to workers in turn, each with its own [games.StripPlayer],
// and counts the other reels up like an odometer; the chunks are small, so
// that the workers finish together. Every
// sum is an integer (128-bit where it must be), so the result is the same for
// any number of workers.
//
// A player that implements [games.StopSetter] is only told the reels that
// moved (from one combination to the next, usually the last reel alone) and
// plays the current stops without being handed all of them again; one that
// implements [games.StopSkipper] as well tells which stops of the last reel
// certainly lose, and those combinations are counted as losing rounds
// without being played (most of a full cycle, for a game whose screen
// filter knows); one that implements [games.LastReelPlayer] plays all the
// stops of the last reel in one call for each position of the others,
// which spares a call to SetStop, Losing and PlayCurrent per combination;
// and one that implements [games.LastReelGrouper] plays them in groups of
// stops that give the same round, one round per group, which FullCycle
// counts as many times as the group has stops (in a classic line game most
// lines' runs end before the last reel, so for most positions of the other
// reels the last reel's 32 stops, say, give only a handful of rounds).
// The result is the same as with PlayStops on every combination, which a
// player without them gets; the tests check the ways against each other. The per-symbol contributions come from the wins the
// game reports to its [games.Tally]; FullCycle checks, for every combination,
// that they add up to the round's win exactly, so a game that forgets its
// tally, or reports other amounts than it pays, is refused rather than
// mis-analysed.
//
// # Without enumeration
//
// A game whose round pays a sum of independent parts (line wins, each a
// function of the symbols one line shows; pay-anywhere and scatter wins,
// each a function of one symbol's count; no cascade and no cap that
// couples them) can describe itself as a [Model] ([MarginalGame]; the games
// of games/stripgame do). [Marginals] then computes its exact RTP and every
// symbol and count's contribution from the symbol counts of its reels, in
// milliseconds: the figures FullCycle gives, without the hit rate and the
// other figures that depend on how the parts fall together, which only the
// full cycle gives. Tools that print a par sheet (games/cli's parsheet) can
// show those figures first, or alone for a cycle too large to play, and
// tell the games that do not qualify by errors.Is(err, ErrNotMarginal).
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
