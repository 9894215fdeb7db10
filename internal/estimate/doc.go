// Package estimate estimates a title's maths — the RTP of each mode, its
// hit rate, feature frequency and cap rate, and the ratio of the modes'
// feature frequencies — with honest 99% intervals, for any [games.Game],
// and with far fewer rounds than plain Monte Carlo for a title that lets
// it sample its rounds by parts ([Stratified]).
//
// # Model
//
// A title that implements [Stratified] declares, per mode, strata of its
// base part with exact probabilities P_k (Starlight Christmas: the first
// screen's scatters and multipliers, multinomial), a round cap and a
// feature that does not depend on the base part once triggered. A round
// pays min(W₀ + X, cap), W₀ the base part's win and X the feature's, so
//
//	E[round] = Σ_k P_k E[ W₀ᶜ + trig · h(W₀) | k ],   h(w) = E[min(X, cap − w)]
//
// with W₀ᶜ = min(W₀, cap) and trig the trigger (off when the base part
// reaches the cap). [Estimate] plays, per mode:
//
//  1. a pilot (features, then every stratum alike), to learn each
//     stratum's spread σ_k and what its samples cost, c_k (in the title's
//     units, Sampler's Cost); it is then discarded, so the allocation it
//     sets is independent of the samples kept;
//  2. M features on their own (Sampler.SampleFeature): h(w) is estimated
//     for every w at once by ĥ(w) = mean_j [Mean_j − mean_i (X_ji − (cap − w))⁺],
//     the features' draws kept as counts on the title's grid below the cap
//     (memory fixed by the cap, not by M);
//  3. base parts in every stratum (Sampler.SampleBase), n_k ∝ P_k σ_k/√c_k
//     (Neyman allocation for costs, at least 100 each; a Fixed stratum,
//     whose outcome the stratum decides, once), each sample giving
//     Y = W₀ᶜ + trig · Σ_atoms P(w) ĥ(w) over the title's conditional
//     distribution of W₀.
//
// The RTP is Σ_k P_k Ȳ_k over the stake. With Features = 0 in [Config] the
// number of features is the one that minimises the variance for the cost
// the title reports, given the base parts (M/N = √(V_f c_b / (V_b c_f))).
// Modes whose designs name the same FeatureKey share one sample of
// features, sized for all of them: every mode's pilot runs first.
//
// The title supplies the exact pieces: the strata's probabilities, the
// conditional expectations of its samples (what it can average exactly)
// and a feature's exact mean given its play. A title whose base game is
// computable exactly by full cycle is better served by games/exact with
// internal/featurepar (Analyse), which this package does not replace.
//
// # Why it is unbiased
//
// Each piece is an unbiased estimate of its term, and the pieces are
// independent: P_k are exact; samples within stratum k are drawn exactly
// from the round conditioned on k; the title's Y is a conditional
// expectation given what was played (values averaged exactly, E[E[·|shape]]
// = E[·], Rao–Blackwell: less variance, same mean); ĥ(w) is an average of
// independent features, unbiased for every w, and independent of the base
// samples, so E[ĥ(W₀)] = E[h(W₀)]; Mean_j − (draws' mean) has mean zero
// given the shape (a control variate of known mean: the title's exact
// conditional mean). A title may also subtract statistics of mean zero
// from its samples — a win less its exact expectation, draw by draw (a
// martingale: each term has mean zero given what came before, so their sum
// over however many draws the play makes has mean zero too), with
// coefficients fixed before each draw — and report one for the trigger
// (BaseSample.TriggerControl), whose coefficient is the pilot's mean
// feature. Allocations come from the discarded pilot only. The
// variance is Σ_k P_k² s_k²/n_k plus the features' own, p̄² s_ψ²/M (delta
// method; ψ is a feature's contribution after a base win of 0, which
// differs only for base wins near the cap), and the interval is ± z₀.₉₉₅
// standard errors: a normal approximation that the coverage tests check
// (over many seeds the interval covers the truth in 99% of runs).
//
// A title without [Stratified] is estimated by plain Monte Carlo
// ([sim.Simulate]) with the same Config and Report, as is any title with
// Config.Plain.
//
// # Determinism and memory
//
// Mode i, phase p, job j (4096 samples) is drawn from
// rng.NewStream(seed, i·2⁴⁸ + p·2⁴⁰ + j) (with Config.CommonStreams, job
// j of stratum k of a base phase from i·2⁴⁸ + p·2⁴⁰ + k·2²⁸ + j, so that
// two configurations compared on one seed draw each stratum's samples
// alike however the pilot allocates them); jobs run in waves whose results
// are merged in job order, and the features' counts are integers, so a
// Config gives the same Report whatever the number of workers. Memory
// holds a wave of job results, a Sampler and the features' counts per
// worker: it does not grow with Rounds or Features.
//
// # Figures
//
// Starlight Christmas (games/starlight implements Stratified, with the
// refills' controls), seed 1, base bet EUR 1.00, on a quiet 2-core machine
// (process CPU time; maximum resident set):
//
//	go run ./examples/tune -seed 1 -base 110000000     415 s, 68 MB
//	  standard RTP 95.5049% ± 0.0245 pp   ante RTP 95.5042% ± 0.0277 pp
//
// The same estimator without the controls needed 320 million base spins
// and 1006 s for ± 0.0297 / 0.0333 pp: the controls give 3.6 (standard)
// and 3.5 (ante) times less variance per CPU-second. The features, shared by
// the modes, now hold about a third of the standard mode's variance and
// over half of the ante mode's (its trigger rate is twice as high); the cap
// enters only through what it cuts from the features (about 0.03 × bet on
// average) and the base spins' values, which are averaged exactly. Plain
// Monte Carlo of the same game needs about 200 million rounds for
// ± 0.21 pp.
//
// # Concurrency
//
// [Estimate] runs Config.Workers goroutines, each with its own Sampler (or
// games.Player); it is safe to call concurrently. A Report is plain data.
//
// # What it is not for
//
// Exact figures (games/exact: full cycles, per-line marginals), proving a
// game's rules, or the distribution of wins (games/sim's bands): it
// estimates means and rates, and says how well.
//
// It is internal: a design-time tool, not part of the library's API. Its
// interfaces ([Stratified], [Sampler]) are exactly the kind of optional
// interface a title should not have to implement to be a title, so the
// adapters of the reference games live beside it (internal/designs) and the
// tool is run through examples/tune; nothing here is promised to stay.
package estimate
