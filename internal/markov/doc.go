// Package markov computes exactly, in rational arithmetic, what a
// pay-anywhere tumble spin pays on average, where the maths allows it,
// instead of estimating it by simulation (issue #32, item 3). It is an
// analysis tool for the design and audit of titles like Starlight Christmas
// (internal/starlight, rules SC-n); no game plays through it.
//
// # Model: when a tumble spin is a Markov chain on counts
//
// A pay-anywhere tumble spin ([Spec]) is a Markov chain whose state is the
// count of each symbol on the screen, positions forgotten, when all of
// these hold — and they do for Starlight's base game:
//
//  1. Every cell that lands, on the first screen and in every refill, is
//     drawn independently from one class table, the same for every
//     position and reel, whatever is on the screen (Starlight: one
//     tumble.ClassRefill table on all 6 reels; the packing of three class
//     draws into one raw value keeps them independent and exact).
//  2. What pays depends only on counts (SC-3: 8 or more anywhere; SC-4:
//     scatters by count), and a win removes every cell of the winning
//     symbol (SC-5). The fall only moves cells, and where they fall
//     does not matter to what lands next: the refill of r holes is r fresh
//     independent draws, a multinomial law on counts.
//  3. The cells that never tumble (scatters, multiplier symbols) stay and
//     add: their counts only grow.
//  4. A multiplier's value is drawn after its class and independently of
//     everything else, and nothing but the final payment reads it. So,
//     without a cap, given M multiplier symbols on the final screen the
//     expected sum of their values is M·μ (μ the mean value, 10780/1685
//     for Starlight), and SC-7's win (Σ steps + scatter pay) × sum, × 1 with
//     no multiplier or no paytable win, has an exact expectation with
//     only the count M in the state: the values need not be.
//
// After a winning step's cells are removed the state is: each paying
// symbol's count, below its first paying count (0–7 for Starlight: the
// winners are back to 0), the scatters, the multiplier symbols. What is not
// needed: positions, multiplier values, the order of draws, the reel.
//
// What breaks the chain or the reduction: per-reel tables or reel strips (the
// state then needs each reel's contents or stop), pays by position or
// adjacency (clusters), removal of only some cells of a symbol, and a cap
// on the win: SC-12's cap compares (Σ steps) × (the actual sum of values)
// with 5000 × the bet after every step, which needs the values' sum in the
// state and makes the win non-linear in it. The free spins' running total
// T (SC-8) carries over between spins: a feature is a chain on (T, spins
// left, …) around this one, not attempted here.
//
// # What is exact, what is not, and why
//
// [Exact] walks the chain of a [Spec] from the empty screen, every refill's
// multinomial outcomes with their exact probabilities (integer weights
// over Tʳ), the tumble sequence cut after a given number of winning steps
// (the game itself stops at 100, SC-5). It gives the exact expected
// paytable win, the expected spin win of SC-7 (scatter pay and multiplier
// included, no cap) and the trigger chance (SC-9). It is checked against
// the enumeration of every cell of real screens tumbled by the library
// (cluster.PayAnywhere, tumble.Fall) on 3×2 and 2×2 games: the same
// rationals. The chain is not acyclic (a winning symbol can come back to
// the count it had), so Exact's value is a sweep per step allowed; [Solve]
// gives the value without the cut, the solution of the chain's linear
// system over its reachable states, in rationals (checked as the limit of
// Exact's values). Both are for small games only.
//
// Starlight's base game is far beyond it. The states ([StateCount]) are
// 153 865 656 (counts 0–7 of 9 symbols, scatters and multipliers, at most
// 22 cells kept after a win), 47 149 224 for the paytable win alone
// (scatters and multipliers as one class of cells that stay). From each, a
// refill of r ≥ 8 holes has C(r+10, 10) outcomes: 1.0 × 10¹⁴ transitions a
// sweep (1.6 × 10¹³ for the paytable win alone), each in rationals whose
// denominators grow by T^r = 119 992^r a step. Exact rational evaluation is
// out of reach by many orders of magnitude; a float64 value iteration
// factored symbol by symbol might be feasible but would not be exact, and is
// not attempted here.
//
// What is exact for Starlight, in under a second ([First]): the expected
// paytable win of the first screen and of the second step, the first
// screen's win chance and its chance of 4 or more scatters. Each is a sum
// over one symbol at a time (linearity of expectation): symbol j's count on
// the first screen is binomial; at the second step it is (its count if it
// did not win, else 0) + binomial(r, wⱼ/T), r the cells removed, and the
// joint law of that count and r is a convolution over the other symbols
// (31 × 31 integer weights). The third step would need the joint law of
// every count again, i.e. the chain above. The trigger chance from the
// first screen is a lower bound only: scatters fall in during the tumble.
// Measured (TestStarlightFirstStepsInsideSimulation, 400 000 rounds):
// steps 1 and 2 pay exactly 0.279371 × bet of the about 0.327 the paytable
// pays a base spin; the base spin pays about 0.73 × bet with its
// multipliers and scatter pay; the first screen's trigger chance is
// 0.001394 of the about 0.0026 actual. Used as controls in a simulation
// (the estimate is the exact part plus the simulated rest), the exact
// figures narrow the 99 % interval of the base spin's paytable win 2.3
// times and that of its whole win 1.3 times for the same rounds.
//
// # Concurrency
//
// Exact, First and StateCount are pure functions of their Spec; they may
// run concurrently. A Spec is a plain value whose slices they do not
// change.
//
// # What it is not for
//
// Playing rounds, or anything on the money path; certifying an RTP with a
// cap or free spins (internal/estimate estimates those); games whose cells
// are not drawn independently of their position (see the Model).
package markov
