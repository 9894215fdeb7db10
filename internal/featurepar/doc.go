// Package featurepar analyses a game with a feature whose base game is a
// strip game: the base game exactly, by games/exact's full cycle (its RTP
// and the probability that it triggers the feature), and the feature
// exactly when it is free spins that exact.FreeSpinRTP covers (the game is
// an exact.FreeSpinGame), else by simulation, combined into one RTP, exact
// or with a 99% interval ([Analyse], [Report]). It is the analysis
// parsheet prints for such a game (games/cli) and the one
// examples/gallery/waysfree shows.
//
// # Model
//
// A game opts in by implementing [Game] (a BaseGame method) and its
// players [Player] (PlayFrom), structurally: titles use only games,
// slotmech and rng types and never import this package. Feature i is drawn
// from rng.NewStream(seed, i) by drawing stops until they trigger the
// feature, so the features are drawn with exactly their probabilities among
// the triggering combinations; every sum is an integer, so a report does
// not depend on the number of workers. A feature that is exact is not
// simulated: the report says so for each term, and why a simulated one
// is not exact.
//
// [StripFreeSpins] builds a games/stripgame feature game and hands it over
// as an exact.FreeSpinGame through stripgame's own parts (its base spin and
// free spin as strip games, with their fast paths).
//
// # Concurrency
//
// [Analyse] is safe to call concurrently; it runs its own goroutines and
// honours cancellation of its context. A [Report] is plain data.
//
// # What it is not for
//
// Games whose base game draws more than its stops: simulate those with
// games/sim. It is internal because only the module's tools
// call it; a studio reads its figures from parsheet.
package featurepar
