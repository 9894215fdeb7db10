// Package crystalspin is Crystal Spin, a 5-reel, 3-row, 5-line cascading
// fruit game with a wild and a full-house doubling, played for Czech crowns.
// It is one of the library's two reference games and a configuration of
// the composer, games/stripgame: lines (paylines, CS-3 … CS-7), the cascade
// refilled from the reel strips (CS-8), the line cap (CS-10) and the stakes
// (CS-11) are the composer's, and the full-house doubling (CS-9) is the
// composer's one hook, its Config.StepMultiplier, given this package's test
// of a full-house screen. The composer plays every round, so the maths the
// project certifies (CS-21) is the composer's.
//
// [New] returns the game's certified configuration, a [games.Game] (and a
// [games.PayTableDescriber]) whose players are the composer's, games/exact's
// StripPlayers: immutable and shared. Its type is not exported: a studio holds it as a
// [games.Game], and its maths is data ([Strips], [Paylines], [PayTable],
// [Stakes]). Each goroutine plays with a player of its own (the game's
// NewPlayer): Play draws
// the stops and plays a game, PlayStops plays the game of given stops, and
// PlayForced plays a game fixed by a
// [games.Forced] screen and refill lists, for QA and audit cases. A game
// returns a plain [games.Outcome]; its itemised story (screens, cascade
// steps, wins) goes into a [games.Detail] when the caller passes one. The
// terminal around the game — meters, stakes, AUTO START, RISK, jackpots and
// recall — is the generic terminal.Machine; the program that runs the title
// at a terminal configures it as Crystal Spin's (rules CS-11 … CS-20, stated
// in internal/crystalterm, whose tests check them).
//
// # Rules of the game round
//
// The rules are those of the Crystal Spin game plan; each has an ID, and the
// test that checks a rule has the ID in its name (TestCS_6_…), so
// `go test -run CS_6 ./games/crystalspin` runs the checks of CS-6.
//
//   - CS-1 Reels. 5 reels of 3 visible rows (15 positions). Each reel is a
//     circular reel strip ([Strips]); a game stops each reel at a position
//     drawn uniformly by the RNG ([rng.IntN]); the window shows that strip
//     position in the top row and the next two below it.
//   - CS-2 Symbols. 11 symbols: WILD, SEVEN, BELL, MELON, GRAPES, PLUM, BAR,
//     STRAWBERRY, ORANGE, LEMON, CHERRY ([Wild] … [Cherry], named by
//     the game's Alphabet).
//   - CS-3 Paylines. 5 static lines ([Paylines]), rows numbered 0 = top:
//     line 1 the middle row, line 2 the top row, line 3 the bottom row, line
//     4 the V (0,1,2,1,0) and line 5 the Λ (2,1,0,1,2). Wins name their
//     line as people do, from 1 ([games.Win].Line, [games.PaidWin].Line).
//   - CS-4 Pay table. A run pays stake × factor ([PayTable]): SEVEN 6/15/100
//     for 3/4/5 in a row, BELL 5/10/50, MELON 4/8/30, GRAPES 4/8/25, PLUM
//     3/6/20, BAR 3/6/15, STRAWBERRY and ORANGE 2/4/12, LEMON and CHERRY
//     1/2/8. The stake is the whole bet of the game. Wins are exact: factor
//     × stake in whole Kč, integers throughout.
//   - CS-5 Both ways and middle. A run is 3, 4 or 5 identical symbols on
//     consecutive reels of one line: from reel 1, from reel 5, or in the
//     middle; the runs that can pay are reels 1–3, 1–4, 1–5, 3–5, 2–5 and
//     2–4 (lines.AnyRun).
//   - CS-6 Highest win per line. Only the highest win of each line is paid;
//     of two runs that pay the same the longer is paid (and explodes), and
//     of two as long the one further left.
//   - CS-7 Wild. WILD substitutes for every symbol. A run of wilds only pays
//     as SEVEN; a run mixing wilds and one other symbol pays as that symbol;
//     the evaluation takes the substitution that pays most.
//   - CS-8 Explode and fall. After a winning evaluation exactly the
//     positions of the paid runs are removed (a position on two winning
//     lines once, the rest of a line stays), the symbols above fall down and
//     the empty top positions are refilled from the reel strip above the
//     window: the symbol just above the window falls in first and lands
//     lowest. The new screen is evaluated again, until no line wins. A game
//     is therefore determined by its 5 stops (PlayStops). A cascade
//     longer than [MaxSteps] steps is an error, never a hang; with the
//     game's strips the deepest cascade of the full cycle has 10 winning
//     evaluations.
//   - CS-9 Full house. When the whole screen of an evaluation shows one of
//     CHERRY, STRAWBERRY, LEMON and ORANGE — wilds counting as that fruit,
//     at least one position showing the fruit itself — the line wins of that
//     evaluation step are doubled. The itemised step and its spin report it
//     as the game's fact "full_house" ([FactFullHouse], declared by
//     the game's Facts), which records, views and scenarios show.
//     With the game's strips a full house happens in play: 8 of the
//     33 554 432 stop combinations of the full cycle are full houses of
//     lemons (see Reel strips).
//   - CS-10 Line cap. One line pays at most [LineCap], 100 000 Kč, in one
//     game: all cascade steps together, the full-house doubling included.
//     Each line's win is doubled first and then counted toward its cap; the
//     excess is cut ([games.Outcome].Capped reports a cut; the game goes on).
//
// # Return to player
//
// CS-21 RTP. The base game (lines, cascades, full house; RISK and jackpots
// excluded) returns between 94.50% and 95.50% of stakes. Computed exactly
// over the full cycle of 32 × 32 × 32 × 32 × 32 = 33 554 432 stop
// combinations ([github.com/slotmech/slotmech/games/exact.FullCycle];
// `go run ./examples/parsheet -game crystal-spin -bet S`), for the
// configuration identity
// 38413f2258ea32ce2dfb1e6d620fcaa9d2d009c0e8277cbfce869d95459f1b31
// ([ConfigIdentity]):
//
//	stakes 5 … 500 Kč   15939597/16777216 = 95.007402%
//	stake 1 000 Kč      15939593/16777216 = 95.007378% (the line cap, CS-10, cuts 8 000 Kč in 4 games)
//
// The hit rate is 8 409 990 / 33 554 432 = 25.064% of games, the largest win
// 110 × the stake, the deepest cascade 10 winning evaluations and the
// standard deviation of a game's win 2.264 × the stake. A full house
// (CS-9) happens in 8 / 33 554 432 = 1 in 4 194 304 games. RISK is fair
// (package gamble) and does not change the RTP; a jackpot pool's
// contribution is reported by the pool. The tests recompute every figure
// of this section from the full cycle and check that it is stated here and
// with [ConfigIdentity].
//
// # Configuration data
//
// The game's ConfigData returns the canonical encoding of its maths: lines, pay
// table, wild rule, run rule, full-house fruits, line cap, cascade bound and
// reel strips. It is Crystal Spin's own encoding (not the composer's
// "stripgame/1", so that the certified identity stays what it was before
// the game was composed), derived from the composer's configuration the
// game is built from: game is its Name, reels and rows its window, lines
// its Lines.Lines, pays its Lines.Pays as whole multiples of the stake,
// wild_pays_as its Lines.WildPaysAs, line_cap its LineCap, max_steps its
// MaxSteps and strips its Strips; runs states its direction (lines.AnyRun)
// and the highest-win rule in words, and full_house the fruits of its
// StepMultiplier (CS-9), which as a function is not data. Its SHA-256 ([games.ConfigID]) identifies the configuration
// in records, simulations and analyses; any change to the strips or pays
// changes it.
//
// The encoding is compact JSON as encoding/json writes it: no spaces, no
// final newline. Its keys are not all sorted. The top level has these keys
// in this order:
//
//	game, reels, rows, lines, pays, wild_pays_as, runs, full_house,
//	line_cap, max_steps, strips
//
// Only pays, keyed by symbol name, has sorted keys (bytewise); each of its
// entries is [PayTable]'s row for runs of 0 to 5 symbols. lines are the
// paylines in order, each the row of every reel (from 0, the top row);
// full_house lists symbol names in the rule's order; line_cap is in cents;
// strips are the reels in order, each its symbol names from stop 0.
//
// To recompute the identity with standard tools, save this program as
// configdata.go and run it in the module's directory:
//
//	package main
//
//	import (
//		"os"
//
//		"github.com/slotmech/slotmech/games/crystalspin"
//	)
//
//	func main() { os.Stdout.Write(crystalspin.New().ConfigData()) }
//
// then
//
//	go run configdata.go | sha256sum
//
// prints the identity. A pretty-printed copy of the encoding gives the
// canonical bytes back with jq -j -c . (jq keeps the keys' order; -j drops
// the final newline); jq -S, which sorts every key, gives another identity.
//
// # Reel strips
//
// Each strip has 32 positions ([Strips]). Reel 1 has no wild, 2 SEVEN,
// 2 BELL, 2 MELON, 3 GRAPES, 3 PLUM, 3 BAR, 4 STRAWBERRY, 4 ORANGE, 4 LEMON
// and 5 CHERRY; reels 2 to 5 have 1 WILD, 1 SEVEN, 2 BELL, 2 MELON,
// 3 GRAPES, 3 PLUM, 3 BAR, 4 STRAWBERRY, 4 ORANGE, 5 LEMON and 4 CHERRY.
// Every symbol but LEMON is spread along its strip, in an order tuned by
// exchanging positions while computing the exact RTP of every candidate.
// LEMON has one run per reel, so that a full house can happen (CS-9):
// three lemons at positions 6–8 of reel 1 (which has no wild), and on
// reels 2 to 5 a run that takes in the wild — L L W L at 7–10, W L L at
// 18–20, W L L L at 27–30 and W L L L at 3–6. Their windows make
// 1 × 2 × 1 × 2 × 2 = 8 first screens all lemon and wild, the 8 full houses
// of the full cycle. The first screen's line pays depend only on how many
// of each symbol a strip has, which the runs did not change; the order
// decides the cascades, and three further exchanges brought their return
// back to the figures above (20 of the 160 positions differ from the
// strips without the runs; strips.go lists them).
//
// # Forced games
//
// PlayForced takes the first screen and, since Crystal Spin
// refills from the strips above its stops and a forced screen has none, one
// refill list per reel: the symbols that fall into that reel in the order
// they enter, the first landing lowest (CS-8). A list that runs out is an
// error naming the reel and the cascade step, never a draw. The game
// accepts no state ([games.Forced].State must be empty).
//
// # Errors
//
// Every error of the package is a *[slotmech.Error], the module's one error
// type. Op names what was being done ("stake", "play", "play stops", "play
// reel", "forced play", "NewWithStrips"); Field is where, in the words the
// module uses (places counted from 0): for a round it starts with the
// game's [Name], so that a tool serving several titles says which one
// refused ("crystal-spin: screen row 1 reel 3", "crystal-spin: bet",
// "crystal-spin: reel 4 stop"); Value is the value at fault, and Err is or
// wraps the sentinel that says why:
//
//   - [games.ErrBet]: a bet or mode Crystal Spin does not take;
//   - [games.ErrStops]: stops outside the strips;
//   - [games.ErrForced]: a forced play it cannot play, with
//     [tumble.ErrExhausted] too for a refill list that runs out;
//   - [tumble.ErrTooManySteps]: a cascade stopped after [MaxSteps] steps
//     (CS-8);
//   - [ErrConfig]: strips [NewWithStrips] refuses (its Field names the reel
//     and strip position, without the game's name).
//
// Test the reason with errors.Is and read the fields with errors.As, e.g.
//
//	games: crystal-spin: screen row 1 reel 3: forced play refused "0": not one of the Symbols (1 to 11)
//
// The terminal that plays the game for credit (internal/crystalterm) has
// its own errors; they are not this package's.
//
// # Concurrency and cost
//
// The game of [New] is immutable and safe for concurrent use, and so are
// the values its functions return (the game's Alphabet is shared and immutable;
// [Stakes], [Strips], [Paylines], [PayTable], the game's Modes, Facts and
// StripLengths return copies). A player holds one goroutine's
// working memory and is not safe for concurrent use. With a nil
// [games.Detail] a game allocates nothing in steady state, and an itemised
// game stops allocating once its Detail has grown. The players are the
// composer's (games/stripgame), with its fast paths, which every composed
// title has: the screen filter of the lines evaluator, computed once for
// every stop of every strip, rejects the combinations that cannot win
// without building their screens; games/exact's odometer moves one reel at
// a time and counts the stops that cannot win without playing them; the
// first screen is evaluated from per-stop line words; and the full-house
// test runs only on screens that won.
//
// # What it is not for
//
// The package does not hold a player's money (package terminal does); it
// does not simulate (package games/sim) or enumerate the full cycle
// (package games/exact) itself, and it keeps no records (games/record).
package crystalspin
