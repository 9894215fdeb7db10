// Package optimize lands a title's maths on its targets: a title declares
// the integers of its maths that may move (a [Tunable]: class weights,
// refill weights, symbol counts of reel strips, multiplier value weights,
// pays, each with its bounds), a [Problem] states the figures each mode
// must land (RTP, hit rate, feature rate, the ratio of two modes' feature
// rates, the max-win rate, each with a tolerance) and the constraints to
// keep (a feature that must stay reachable), and [Optimize] searches the
// integers, seeded and reproducible, and reports the final configuration
// identity (games.ConfigID) with every figure, its 99% interval and the
// path taken.
//
// # Model
//
// Candidates are measured by an [Evaluator]: a function from a game, a
// mode, a seed and a budget to [Figures] with their intervals. Exact ones
// where the game allows: [FullCycle] plays every combination of stops of a
// strip game (games/exact), [Marginals] computes the RTP of a strip game
// without cascades from its reels' symbol counts in milliseconds. Where
// only play can tell, [MonteCarlo] is plain simulation (games/sim),
// [PerRound] plain simulation with a stream per round, built for common
// random numbers, and [Estimated] the variance-reduced estimator of
// internal/estimate, which samples a title that implements
// estimate.Stratified by strata and its features on their own (Starlight
// Christmas: ± 0.04 pp at 99% in about 4 CPU-minutes per mode, where plain
// simulation gives ± 0.5 pp in the same time), and falls back to plain
// simulation for any other title. Any other function with the same
// signature plugs in. A search may measure each level with its own
// evaluator ([Problem.Evaluators]): the cheap levels by plain simulation,
// the last ones by the estimator.
//
// The search is a seeded pattern search over integer steps (see
// [Optimize]): cheap, and it needs no gradient, which a stochastic figure
// does not have. A stochastic search runs in levels of rising budget
// ([Problem.Budgets]): the first, cheap and noisy, brings the maths near;
// the later, costly and precise, finish. Every candidate of a level is
// measured on the same seed: common random numbers. Two candidates whose
// maths draw alike then play alike rounds, so that the difference of their
// figures (which decides the search) is far less noisy than either figure,
// and the search follows the maths rather than the noise. How far that
// holds depends on the evaluator: with games/sim's block streams one round
// that draws differently shifts the draws of every later round of its
// block; with [PerRound] it changes only itself (on Starlight Christmas, 4
// million rounds, before its class draws were packed: the RTP moved
// smoothly with a weight under PerRound and by ± 0.5 pp from one weight
// unit to the next under MonteCarlo). A title's own draws can undo it:
// Starlight now packs three class draws into one value in the mixed radix
// of the class total (rng.DrawDigits), so a move that changes the total
// reads other classes for two cells in three and its rounds no longer run
// alike, while a move between classes at the same total keeps them alike
// (TestPerRoundCommonRandomNumbers); with [Estimated] a move at the same
// total removes about 68% of the variance of a difference, one that
// changes the total about 44% (TestEstimatedCommonRandomNumbers). The
// final figure itself keeps the noise of its budget: a confirming run on
// an independent seed ([Problem.Confirm]) says how far the estimate can be
// trusted, and each target's [Verdict] says whether its 99% interval lies
// within the tolerance (Met) or only its value does (OnTarget).
//
// A stochastic search lands its figures on target in its own sample: the
// true figures of the final configuration are off by that sample's noise,
// so the last level's budget (or a better evaluator) decides the
// precision. On Starlight Christmas with PerRound in the last level (32
// million rounds per mode, ± 0.53 pp at 99%; examples/design now searches
// with [Estimated] instead) the final RTPs, 95.48% and
// 95.50% in the search's sample, measured 95.64% and 95.28% (± 0.15 pp) on
// 400 million independent rounds per mode; the trigger rate and the ante
// ratio, which plain simulation measures to a fraction of a percent,
// landed within their tolerances.
//
// Strip compositions are parameters through [Recompose], which rebuilds a
// strip with other symbol counts, changing it as little as it can and
// always the same way, keeping the positions a rule needs (Crystal Spin's
// full-house runs). [StripTitle] makes any games/stripgame title Tunable
// by its symbol counts and line pays; games/crystalspin (symbol counts)
// and games/starlight (every weight) implement Tunable themselves.
// [Perturb] moves a title's parameters by a seeded random fraction, the
// start of the demonstrations (examples/design).
//
// # Reproducibility
//
// A search's path and result depend on the Problem only: the order of the
// moves is drawn from its seed, and the evaluators give the same figures
// for the same game, mode, seed and budget whatever the number of workers.
//
// # Concurrency
//
// Optimize runs one evaluation at a time, each using the evaluator's
// workers; it is safe to call concurrently. Titles are immutable; a
// [Result] is plain data.
//
// # What it is not for
//
// Proving a game's figures: a search finds maths whose measured figures
// land on target; the figures of the final configuration are as good as
// the evaluator that measured them (exact, or within their interval), and a
// certified configuration is measured again and stated with its identity.
// Nor is it a global optimizer: from a poor start it can stop in a local
// minimum (Result.Reached says so).
//
// It is internal: a design-time tool, not part of the library's API. Its
// [Tunable] interface is exactly the kind of optional interface a title
// should not have to implement to be a title, so the adapters of the
// reference games live beside it (internal/designs) and the tool is run
// through examples/design; nothing here is promised to stay.
package optimize
