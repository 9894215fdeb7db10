// Package multiplier provides multiplier symbols: symbols whose values
// multiply a spin's win, drawn by weight, summed over a screen, and
// accumulated across the free spins of a feature.
//
// # Model
//
// A multiplier symbol is an ordinary symbol of a game's alphabet (Starlight
// Christmas names its multiplier symbols x2 … x500) that a [Table] maps to an
// integer value between 1 and 10⁹. Each entry also has an integer
// weight: [Table.Draw] picks a multiplier symbol with probability exactly
// weight / Σ weight (via [rng.Weighted]), which is how a game fills a position
// it has decided shows a multiplier (SC-6). [Table.Mean] gives the exact
// expected value of a draw as a fraction, for the game's maths documents.
//
// When a spin's tumble sequence ends, [Table.Sum] adds the values of all
// multiplier symbols on the screen. What the sum does depends on the game:
//
//   - In a base-game spin (SC-7), a fresh zero [Accumulator]'s
//     [Accumulator.Spin] turns the sum into the spin's multiplier: the sum
//     when the spin had a paytable win and at least one multiplier symbol,
//     1 otherwise. Multipliers 5 and 10 on a screen with
//     a paytable win multiply the spin's win by 15; the same screen without
//     a paytable win, or a winning screen without multipliers, pays ×1.
//   - In free spins, an [Accumulator] keeps a running total T across spins.
//     With the [OnNewWithWin] policy (SC-8; the zero value) a spin with a
//     paytable win and multiplier symbols adds its sum to T and is
//     multiplied by the new T, and every other spin leaves T alone and pays
//     ×1: sums 5, 0, 3 on three winning spins give ×5, ×1, ×8. With the
//     [Always] policy every sum adds to T and every winning spin is
//     multiplied by T: the same spins give ×5, ×5, ×8.
//
// # Money
//
// The package deals in integer multipliers only and never touches money. A
// game multiplies the exact [slotmech.Factor] of the spin's win by the
// multiplier with [slotmech.Factor.Mul] (which reports overflow) and turns
// the product into money once with [slotmech.Factor.Apply], so a multiplied
// win is rounded at most once. Caps (package wincap) are applied after
// multipliers in the reference games.
//
// # Errors
//
// Errors are *[slotmech.Error] values, the module's one error type.
// [NewTable] refuses a bad table with one whose Field names the entry
// ("entry 3 (symbol 7)", counted from 0) and which wraps [ErrConfig]
// and, for a weight problem, the error of package rng as well, so
// errors.Is(err, rng.ErrConfig) holds for those. [Accumulator.SetTotal]
// refuses a negative total with one wrapping [ErrConfig] too. Messages start with
// "multiplier: ".
//
// # Concurrency
//
// A [Table] is immutable and safe for concurrent use; share one per game. An
// [Accumulator] is per-round state and not safe for concurrent use.
//
// # What it is not for
//
// It does not decide where multiplier symbols land or how often (that is the
// game's reel strips or refill weights), and it does not apply multipliers to
// money.
package multiplier
