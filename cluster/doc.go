// Package cluster evaluates count-based pays: "N or more of a symbol anywhere
// on the screen" ([PayAnywhere]) and "a connected group of N or more
// identical symbols" ([Adjacent]). It knows no particular game: any screen
// size, any symbols, any pay table.
//
// # Model
//
// Both evaluators pay by class. A configuration lists classes, ascending
// inclusive ranges of counts such as 8–9, 10–11, 12–30 ([Range]), and for each
// paying symbol one exact [slotmech.Factor] (a multiple of the bet) per class.
// The count of a combination picks its class, and the class picks the factor.
// A count below the first class, in a gap between classes or above the last
// class pays nothing.
//
//   - Pay-anywhere counts every position of a symbol on the screen, wherever it
//     is. All of them take part in the win. Scatters are counted and paid
//     separately ([PayAnywhere.ScatterPay] of the count), from their own table; a table
//     with no classes and no pays is scatter-only.
//   - Adjacent finds clusters: positions of the same symbol connected
//     horizontally or vertically. Each cluster is a separate win. An optional
//     wild joins the clusters of every paying symbol it touches; a group of
//     wilds alone does not pay.
//
// Evaluation fills a [slotmech.Result], the library's one win shape: one
// [slotmech.Win] per paying combination, with Line −1, the symbol, the
// count that took part and the exact positions, the exact Total of the
// factors and the union of the positions. That union is what a tumble removes. The
// Total is a factor, not money: the caller multiplies it and applies it to
// the bet with [slotmech.Factor.Apply], so a win is rounded only once.
//
// Configurations are checked when an evaluator is built. A bad one gets an
// *[slotmech.Error] naming the field, and so does a table whose largest possible
// total could overflow. Evaluation then trusts the tables and cannot fail.
//
// # Errors
//
// Errors are *[slotmech.Error] values, the module's one error type, and
// only the constructors return errors: Op is
// "NewPayAnywhere" or "NewAdjacent", Field names the part of the
// configuration at fault in Go syntax ("Pays[3][2]"), Value holds the value
// there, and Err is [ErrConfig], so errors.Is(err, cluster.ErrConfig)
// holds for every one of them. Messages start with "cluster: ".
//
// # Concurrency
//
// Evaluators are immutable after construction and safe for concurrent use. A
// Result is not: each goroutine keeps its own and reuses it, and evaluation
// then allocates nothing.
//
// # What it is not for
//
// Wins along paylines are in package lines. Removing winning positions,
// gravity and refills are in package tumble. Multipliers and caps are applied
// by the game to the Total. This package only says what one screen pays.
package cluster
