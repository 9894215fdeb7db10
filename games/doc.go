// Package games holds the contract every slotmech game keeps ([Game]) and
// the tools that work over any game: Monte Carlo simulation with confidence
// intervals (results that merge exactly across shards), exact full-cycle
// analysis of reel-strip games, and forced-outcome scenarios.
//
// The reference games live in games/starlight and games/crystalspin; they are
// assembled only from the library's mechanic packages.
//
// # Model
//
// A game plays a round for a bet and a mode with an injected [rng.Source] and
// reports an [Outcome]: the money (stake, win), the flags a simulation counts
// (feature triggered, cap reached) and, on request, the itemised round (every
// spin, tumble step and paid combination). A round is a pure function of the
// configuration, the bet, the mode and the draws, so a seed reproduces every
// round and a recorded round replays exactly.
//
// # Concurrency
//
// Games are immutable and safe for concurrent use; each goroutine uses its
// own source and Outcome. The simulation runs rounds in fixed blocks, block k
// on stream k of the seed, so its result depends on the seed and the number
// of rounds only, never on the number of workers.
//
// # What it is not for
//
// It does not hold a player's credit or drive a terminal (see
// games/crystalspin's Machine for that), and it does not define any pay rule
// itself: those are the mechanic packages' and the games'.
package games
