// Package sim is Monte Carlo simulation of any [games.Game]: it plays a
// number of rounds from a seed and returns exact [Stats] (integer sums,
// counts, the largest win, a win distribution by bands of the stake), from
// which its methods derive what a studio reads: RTP with its 99%
// confidence interval, hit rate and σ. Other rates are ratios of its
// counts (Triggers / Rounds is the feature rate); the JSON form writes
// them too. It is for studios, composers of titles and auditors who
// measure a game from Go, and for the tools (games/cli's simulate).
//
// # Model
//
// A run of N rounds is cut into blocks of [BlockRounds]; block k is played
// on rng.NewStream(seed, k). Workers take blocks in any order and every sum
// is an integer, so a run's Stats depend on the seed and N only, never on
// the number of workers. Shard i of n plays the blocks k ≡ i (mod n); the
// Stats of all shards merge ([Stats.Merge]) into exactly those of the whole
// run, and refuse to merge results of another run or shards counted twice.
// Stats encode to JSON and decode back exactly, so shards can run on other
// machines.
//
// # Concurrency
//
// [Simulate] uses one [games.Player] per worker goroutine; it is safe to
// call concurrently. A Stats is not safe for concurrent use.
//
// # Errors
//
// A bad [Config] wraps [ErrConfig] (a refused bet wraps the game's
// games.ErrBet); a failed round wraps [ErrRound] and names its block and
// round; a refused merge wraps [ErrMerge], and JSON that is no consistent
// Stats wraps [ErrStatsData]. Each names one thing a caller tells apart:
// its own configuration, the game, results of another run, bad data.
//
// # What it is not for
//
// Exact figures of strip games (see games/exact), or proving a game's rules:
// a simulation estimates; its 99% interval says how well. Nor does it lay
// out reports (internal/report and games/cli do) or classify wins for
// other uses (the bands are internal/winband's).
package sim
