// Package wincap caps wins: the total a round may pay ([Round]) and what
// each line may pay in one game ([PerLine]).
//
// # Model
//
// A cap is an allowance in minor units ([slotmech.Money]). Each win is
// offered to the cap with Pay, which returns what is actually paid: the
// whole win while the allowance lasts, what is left of it for the win that
// exhausts it, and nothing after that. The sum of what is paid is therefore
// exactly min(sum of the wins, limit), and everything is integer arithmetic
// that cannot overflow.
//
//   - [Round] caps a round: the base spin and all its free spins together
//     (Starlight Christmas SC-12: 5000 × the base bet, from [RoundLimit]).
//     When the total reaches the limit, Pay reports it; the game ends the
//     round at once, pays exactly the limit and forfeits every remaining
//     tumble and free spin.
//   - [PerLine] caps each line of a line game separately over all the
//     evaluations of one game (Crystal Spin CS-10: 100 000 Kč per line,
//     cascade steps and full-house doubling included). The excess on a line
//     is cut; other lines are unaffected.
//
// # How a game uses them
//
// A game computes a win exactly, with its multipliers and doublings already
// applied (a [slotmech.Factor] multiplied and then applied to the bet once),
// and then offers the money to the cap. Applying multipliers first and the
// cap last is the game's decision, and it is the order of both reference
// games: Starlight Christmas multiplies a spin's win (SC-7, SC-8) and then
// counts it toward the round cap; Crystal Spin doubles a full-house step
// (CS-9) and then counts each line's win toward that line's cap. The caps
// neither know nor care where a win came from.
//
// # Why a package of its own
//
// Caps serve both kinds of game: per-line caps belong to line games (package
// lines, Crystal Spin) and round caps to cluster and tumble games (packages
// cluster and tumble, Starlight Christmas). Neither evaluator is the place
// for them, since an evaluator pays one screen while a cap counts over a
// whole game or round, and neither kind of game should import the other's
// evaluator to get its cap. So wincap stands beside them: it knows only
// money, and any title, whatever evaluates its screens, offers its wins to
// it.
//
// # Errors
//
// Errors are *[slotmech.Error] values, the module's one error type. Only
// the constructors return errors: [RoundLimit] and [NewPerLine] refuse
// their arguments with one naming the argument and its value and wrapping
// [ErrConfig] (and [slotmech.ErrNegative] or [slotmech.ErrOverflow] for an
// amount that is negative or overflows). Paying never fails. Messages start with "wincap: ".
//
// # Concurrency
//
// [Round] and [PerLine] are small values holding one round's or one game's
// state; they are not safe for concurrent use. Give each round its own.
//
// # What it is not for
//
// It does not cap a single spin or a gamble step (a gamble's per-step limit
// belongs to package gamble), and it does not decide when a round ends: it
// reports that the limit has been reached and the game stops.
package wincap
