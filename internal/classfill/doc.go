// Package classfill is the implementation of tumble.ClassRefill: the
// compiled class tables of the reels and the packed draw of their cells,
// several class draws from one raw value in the mixed radix of the
// reels' class totals (internal/weighted's Digits).
//
// # Model
//
// tumble.ClassRefill is defined as [Refill], so a *tumble.ClassRefill
// converts to a *Refill at no cost; the module's titles that land a whole
// screen at once (Starlight Christmas) call [Refill.FillScreen] directly.
// The mapping from raw values to symbols is the one tumble.ClassRefill
// documents, pinned by the golden tests of tumble and of the titles.
// FillScreen with one table on every reel (Starlight's refills) reads the
// cells of a group independently: cell k's digit has the fraction of the
// group's value times totalᵏ mod 2⁶⁴ (internal/weighted's
// Digits.Fraction), looked up by its top bits (weighted.TopGuide); the
// digits, and so the symbols, are those of the one-by-one reading.
// [Refill.CountFill] takes the same draws for a fill of n cells and returns
// sums of its symbols' [Tally] rather than writing them to a screen, for a
// title whose rules read only how many of each symbol a screen shows.
//
// # Concurrency
//
// A [Refill] is immutable after [New] and safe for concurrent use, each
// goroutine passing its own source.
//
// # What it is not for
//
// It is internal: studios and titles refill through package tumble. Its
// names carry no compatibility promise, and it validates nothing
// (tumble.NewClassRefill does).
package classfill
