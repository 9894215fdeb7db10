// Package lines evaluates paylines: the wins of a screen read along fixed
// lines, as runs of one symbol on consecutive reels.
//
// A game describes its lines, pay table, direction and wild in a [Config];
// [New] validates it once and returns an [Evaluator]; [Evaluator.Evaluate]
// then turns each screen into a [slotmech.Result], the library's one win
// shape: the win of every line that pays,
// their total as an exact [slotmech.Factor] of the bet, and the set of
// positions that took part (what a cascade removes).
//
// # Model
//
// A line visits one position on every reel: Config.Lines[i][reel] is its row
// there. A run is a stretch of consecutive reels [Start, Start+Length) of one
// line on which every position shows the same symbol or the wild (Start
// and Length are words of this doc, not fields: a [slotmech.Win] of a line
// has Count = Length and the run's positions). The
// [Direction] says which runs can pay:
//
//   - [LeftToRight]: runs starting on the first reel;
//   - [RightToLeft]: runs ending on the last reel;
//   - [BothWays]: both of these;
//   - [AnyRun]: any stretch of consecutive reels, also one in the middle. With
//     5 reels and runs of 3 to 5 these are reels 0–2, 0–3, 0–4, 1–3, 1–4 and
//     2–4.
//
// A run of n symbols s pays Config.Pays[s][n] times the bet; a zero entry
// does not pay, and a longer run of a symbol never pays less than a shorter
// one (New refuses such a table).
//
// # Wilds
//
// The wild stands for every symbol. A run mixing wilds with one other symbol
// pays as that symbol. A run made only of wilds pays by the [WildRuns]
// policy: as a run of Config.WildPaysAs ([PayAsSymbol]), or from the wild's
// own pay row ([PayOwn]). The third policy, [NoWildStart], pays nothing for
// a run that starts with the wild where it is read from, so a line that
// starts with a wild pays nothing and a run of only wilds never pays; the
// wild substitutes only after a run's first symbol. Where the same reels can
// be read in more than one way, the evaluation takes the reading that pays
// most: W W W A A pays as five A if that pays more than W W W paid as three
// WildPaysAs, and as the three wilds otherwise.
//
// A consequence worth knowing: a wild in place of a symbol never lowers the
// win of a line as long as a run of only wilds pays at least as much as a
// run of any symbol of the same length (the usual case, and the case of
// PayAsSymbol with the highest symbol as WildPaysAs). With a smaller wild
// pay it can: under LeftToRight, A W W B C pays three A, but W W W B C pays
// the larger of four B and three wilds. Under NoWildStart a wild can lower a
// line's win whatever the pays: one on the first reel of a left-to-right
// line stops it paying.
//
// # Highest win per line
//
// Each line pays at most once: its highest paying run. When two runs of a
// line pay the same, the longer one is paid; if they are as long, the one
// further left (smaller Start). The [slotmech.Win] records the line (from
// 0), the symbol paid (for a run of only wilds, WildPaysAs under PayAsSymbol
// or the wild under PayOwn), the run's length as Count, its factor
// (Config.Pays[Symbol][Count]) and its positions, exactly the Length
// positions of that run; its Ways is 0. [slotmech.Result] Total is the sum
// of the wins; Positions their union, a position on two winning lines
// counted once.
//
// A cap on what one line may pay over a whole game (for example across the
// steps of a cascade) is not applied here: a game keeps the wins of each line
// per step and caps them with package wincap.
//
// # Errors
//
// Errors are *[slotmech.Error] values, the module's one error type, and
// only [New] returns errors: it refuses a configuration it cannot evaluate
// with one whose Field names the part
// at fault in the user's words ("Lines: line 3 reel 2", "Pays: symbol 4 run
// of 3"), whose Value holds the value there and which wraps [ErrConfig].
// Evaluation cannot fail. Messages start with "lines: ".
//
// # Concurrency and cost
//
// An Evaluator is immutable and safe for concurrent use. A [slotmech.Result] belongs
// to one goroutine; Evaluate overwrites it and reuses its memory, so
// evaluating into a kept Result allocates nothing. New bounds the pay table
// so that the total of a screen cannot overflow. Evaluate reads each reel as
// one word and skips, with a few word operations per line, the lines on
// which no run is long enough to pay; only the others are searched.
// [Evaluator.MayPay] answers "can this screen pay at all?" with fewer still:
// one filter word per reel and a few ANDs. The module's strip games and
// exact analysis use the same filter and line words a stop at a time
// (internal/linewords); they give exactly what Evaluate gives.
//
// # What it is not for
//
// Pays that do not follow lines: ways pays (N of a kind on adjacent reels,
// the ways multiplied) are [github.com/slotmech/slotmech/lines/ways]; pay
// anywhere and clusters of adjacent symbols are package cluster. Scatter pays, multipliers and caps are the
// game's or other packages' business.
package lines
