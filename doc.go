// Package slotmech is a library of slot-machine mechanics: small packages, one
// mechanic each, that a studio composes into a game, plus the shared vocabulary
// they all speak (symbols, screens, positions, money and exact pay factors).
//
// # Packages
//
//   - [github.com/slotmech/slotmech/rng]: random sources. Seeded, independent
//     streams for simulation; a cryptographic source for production play;
//     exactly unbiased bounded and weighted draws; recording and replay of the
//     draws of a round.
//   - [github.com/slotmech/slotmech/cluster]: count-based pays, pay-anywhere
//     (N or more of a symbol anywhere) and adjacent clusters (connected
//     groups).
//   - [github.com/slotmech/slotmech/lines]: paylines read left to right,
//     right to left, both ways or as any contiguous run; wilds; highest win
//     per line. [github.com/slotmech/slotmech/lines/ways]: ways pays (243
//     ways, variable reel heights).
//   - [github.com/slotmech/slotmech/tumble]: remove winning positions, let the
//     rest fall, refill from a reel strip or from a weighted source; repeat
//     until no win.
//   - [github.com/slotmech/slotmech/multiplier]: multiplier symbols with
//     weighted values, the per-spin sum and accumulating totals across free
//     spins.
//   - [github.com/slotmech/slotmech/wincap]: round caps (a multiple of the
//     bet) and per-line caps.
//   - [github.com/slotmech/slotmech/gamble]: double or nothing with collect,
//     half (odd-split rule), history and limits.
//   - [github.com/slotmech/slotmech/jackpot]: progressive pools shared by many
//     terminals.
//   - [github.com/slotmech/slotmech/games]: the game contract every title
//     keeps (a Player per goroutine, plain outcomes, declared modes and
//     facts, one forced-play interface), and the packages over it:
//     [github.com/slotmech/slotmech/games/sim] (Monte Carlo simulation),
//     [github.com/slotmech/slotmech/games/exact] (exact full-cycle analysis),
//     [github.com/slotmech/slotmech/games/record] (records, replay, recall),
//     [github.com/slotmech/slotmech/games/cli] (the tools for any title),
//     [github.com/slotmech/slotmech/games/terminal] (a terminal over any
//     title), [github.com/slotmech/slotmech/games/stripgame] (the composer:
//     a strip game, with or without free spins, from a configuration) and
//     [github.com/slotmech/slotmech/games/itemise] (evaluator results into a
//     round's record).
//   - [github.com/slotmech/slotmech/games/starlight] (Starlight Christmas) and
//     [github.com/slotmech/slotmech/games/crystalspin] (Crystal Spin): the two
//     reference games, built only from the packages above.
//   - [github.com/slotmech/slotmech/games/gamestest]: checks that any title's
//     tests can run against the games contract, such as the record and replay
//     check; [github.com/slotmech/slotmech/internal/terminaltest]: a
//     stand-in game and scripted draws for tests of a terminal.
//
// # How the parts compose
//
// A game owns its configuration (pay tables, strips, weights) and its flow. For
// one spin it draws a [Screen] from an [rng.Source], asks an evaluator (cluster,
// lines or ways) for the wins of that screen, a [Result] of [Win]s (one shape
// for every evaluator) with the set of positions that won ([PosSet]) and an
// exact [Factor] of the bet, hands the positions to tumble to refill, and
// repeats; multipliers and caps are applied to the total. Every mechanic takes
// its randomness from a source passed in by the caller, so a round is a pure
// function of (configuration, bet, draws).
//
// # Money
//
// Money is an integer count of the game's smallest unit ([Money], int64):
// cents for a euro game, whole crowns for a Kč game. No floating point touches
// money. Pay-table entries are exact fixed-point factors ([Factor], with
// [FactorScale] = 10 000 parts per unit of bet). The one rounding rule of the
// library is in [Factor.Apply]: factor × bet is rounded down (toward zero) to
// the minor unit. Mechanics add factors and multiply them by integer
// multipliers exactly, and apply the total to the bet once, at the end, so a
// win is rounded at most once. Arithmetic on money and factors reports
// overflow as [ErrOverflow]; it never wraps silently.
//
// # Errors
//
// Every package of the library reports errors the same way, in the manner of
// [os.PathError]: each has one error type, named Error (this package's is
// [Error]), carrying the operation (Op), the place in the caller's words
// (Field: "row 2 reel 4", "Pays[3][2]", "Lines: line 3 reel 2"), the value
// at fault as text (Value), what is wrong where the sentinel does not say it
// all (Reason) and the underlying error (Err), which Unwrap returns. Err is one of the package's sentinel errors, whose
// text starts with the package name ("slotmech: invalid input"), so callers
// test with errors.Is(err, slotmech.ErrConfig) and read the details
// with errors.As(err, &e); they never compare messages or assert types. In
// this package, [ParseFactor], [Alphabet.Lookup], [NewAlphabet] and
// [Alphabet.ParseScreen] return an *Error wrapping [ErrConfig] (its Reason
// says what is wrong: "unknown symbol", "invalid factor syntax", …) or, for
// a factor too large, [ErrOverflow]; money and factor arithmetic returns
// [ErrOverflow] and [ErrNegative] themselves.
//
// # Determinism
//
// Nothing in the library reads a global generator or the clock. The same seed
// gives the same rounds on every machine and with any number of workers,
// because a simulation gives every worker its own independent stream
// (rng.NewStream(seed, i)) and assigns rounds to streams independently of how
// many workers there are.
//
// # Screens
//
// A [Screen] is a value type of at most [MaxReels] × [MaxRows] positions, so
// evaluating a screen allocates nothing. Reels are columns numbered from 0 on
// the left; rows are numbered from 0 at the top; gravity pulls symbols toward
// the bottom (the highest row number). A [Pos] names one position and a
// [PosSet] is a set of positions (a 64-bit mask), the currency in which
// evaluators and tumble talk about "which positions took part". Both are
// ranged over with All, in ascending order of position. An [Alphabet] names a
// game's symbols; [Alphabet.ParseScreen] reads a screen written as rows of
// names, top to bottom, and [Alphabet.FormatScreen] writes one.
//
// # For auditors
//
// Each reference game states its rules in its package documentation, each with
// an ID (SC-n for Starlight Christmas, CS-n for Crystal Spin). The test that
// checks a rule names the ID in its name or comment, so
//
//	go test -run SC_8 ./...
//
// runs the checks of rule SC-8, and grepping the ID finds the code. Every RTP
// and benchmark figure in the README is printed by a command given next to it.
//
// # Concurrency
//
// The values of this package ([Screen], [Pos], [PosSet], [SymbolSet],
// [Factor], [Money]) are plain values: copy them freely, and do not change
// one Screen from two goroutines at once. An [Alphabet] is immutable after
// [NewAlphabet] and safe for concurrent use.
//
// # What it is not for
//
// This package holds the shared vocabulary of the mechanics, not a game: it
// draws nothing (package rng does), evaluates no pays (lines, lines/ways,
// cluster) and moves no symbols (tumble). It has no floating point: money
// and factors are integers, so no rounding can creep into a pay.
package slotmech
