// Package starlight is Starlight Christmas, the library's reference
// pay-anywhere tumble game: 6 × 5 symbols, 8 or more of a kind anywhere pay,
// winning symbols tumble away, multiplier symbols multiply the spin's win,
// and 4 scatters start free spins with an accumulating multiplier. It is
// assembled only from the library's mechanics: cluster (pay anywhere and
// scatter pays), tumble (fall and refill), multiplier (values, SC-7 spin
// multiplier, SC-8 accumulator), wincap (round cap) and rng.
//
// [New] returns the certified configuration, a [games.Game] (and a
// [games.PayTableDescriber]), immutable and shared; its type is not
// exported. Rounds are played by a [games.Player] from the game's
// NewPlayer, one per goroutine: its Play plays a round, its PlayForced one
// forced spin (a given screen, what falls in and the round's state) for
// scenarios and audits. The maths is data ([Maths], [DefaultMaths],
// [PayTable]), and so are the symbols (the game's Alphabet, see [New]) and the numbers of the
// rules (see Limits and Configuration data).
//
// # Use
//
//	g := starlight.New()
//	p := g.NewPlayer()                               // one per goroutine
//	out, err := p.Play(100, starlight.Ante, src, nil) // base bet EUR 1.00, ante mode
//
// Pass a [games.Detail] instead of nil to have the round itemised: every
// spin, tumble step and win, for records (games/record) and the tools, every
// spin with the facts [FactTotalMultiplier] and [FactAwarded]. A player's
// PlayForced plays the one spin a [games.Forced] fixes: the screen as it
// landed (6 reels × 5 rows of the game's symbols), what falls in after each
// tumble (one list per reel, left to right; nil for the game's own random
// refill) and the state of the round ([FactFreeSpin], and
// [FactTotalMultiplier] before a free spin, 0 to 7 500 000). A player is
// not safe for concurrent use; with a nil Detail, Play allocates nothing in
// steady state. The game's DescribePays returns the pay table for people
// ([games.PayTableDescriber]): a row per paying symbol, a column per count
// class of SC-3, the scatter's pays of SC-4, and a note with the
// multipliers (SC-7, SC-8) and the cap (SC-12).
//
// # Modes
//
// The game's Modes declares two modes: [games.Standard] (cost 1) and [Ante]
// (cost 1.25 × the base bet; SC-11). Its Stake is the cost applied to the
// base bet, exactly: the bet itself in the standard mode, bet × 1.25 in the
// ante mode; the base bet must be a multiple of 20 cents from 20 to 4000
// (SC-13), and any other bet, or another mode, is refused with an error
// (Field "bet" or "mode") wrapping [games.ErrBet]. Pays are always computed
// on the base bet. DefaultBet is 100 cents (EUR 1.00).
//
// # Facts
//
// What is particular to Starlight Christmas reaches records, views and
// scenarios as facts, declared by the game's Facts:
//
//   - "total_multiplier" ([FactTotalMultiplier], a multiplier): on every
//     itemised spin, the free-spin running total T after the spin (SC-8; 0
//     in the base game); as forced-play input, T before a free spin;
//   - "free_spin" ([FactFreeSpin], a flag, input only): play a forced spin
//     as a free spin;
//   - "awarded" ([FactAwarded], a count): on every itemised spin, the free
//     spins it awarded (SC-9, SC-10);
//   - "cap_cut" ([FactCapCut], money): on the spin that reached the round
//     cap, what the cap cut (SC-12).
//
// Wins are pay-anywhere wins: their Line is 0.
//
// # Rules
//
// Each rule has an ID; the tests that check it carry the ID in their name
// (SC_n) and comment, so
//
//	go test -run SC_8 ./games/starlight ./internal/starlight ./internal/designs/starlight
//
// runs the checks of SC-8 (the game is played by internal/starlight, and
// the estimator's and the optimiser's adapters live in
// internal/designs/starlight).
//
//   - SC-1 Grid. 6 reels × 5 rows, 30 positions.
//   - SC-2 Symbols. Nine paying symbols, lowest to highest: yellow,
//     turquoise, green, blue and red gem, star, moon, heart, sun; plus the
//     scatter and the multiplier symbols (the game's Alphabet: symbols 1 to 9 pay,
//     10 is the scatter, 11 to 25 the multipliers x2 … x500).
//   - SC-3 Pay anywhere. 8 or more of a paying symbol anywhere on the screen
//     win; the symbol's total count picks the class, 8–9, 10–11 or 12–30,
//     and the win is the base bet × the factor of [PayTable] (yellow 0.25 /
//     0.75 / 2 … sun 10 / 25 / 50). Several symbols may win at once; each
//     pays.
//   - SC-4 Scatter pays. 4 scatters pay 3 × the base bet, 5 pay 5 ×, 6 or
//     more 100 ×. Scatters are counted once per spin, on the
//     final screen of the tumble sequence; they are never removed and new
//     ones may fall in. They pay in the base game and in free spins.
//   - SC-5 Tumble. The symbols of every paying combination disappear after
//     they are paid, the rest fall to the bottom of their reel and new
//     symbols fill the screen from above; new combinations pay and tumble
//     again, until none forms. Scatters and multiplier symbols are never
//     removed. A sequence still winning after 100 steps is an error.
//   - SC-6 Multiplier symbols. They land on any reel, on the first screen and
//     in refills, in the base game and in free spins; each shows one value
//     of 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 50, 100, 250, 500 (one symbol
//     per value, X2 … X500), drawn by the weights of [Maths]. Several can be
//     on screen, each with its own value.
//   - SC-7 Base game multiplier. When the sequence ends, the values of all
//     multiplier symbols on screen are added and the sum multiplies the
//     spin's total win: the paytable wins of the whole sequence plus the
//     scatter pay. It applies only if the sequence had at least one
//     paytable win; with no multiplier symbol the win is not multiplied.
//   - SC-8 Free-spin multiplier. In free spins a running total T starts at
//     0. A free spin with at least one paytable win and at least one
//     multiplier symbol adds its multipliers' sum to T and its total win is
//     multiplied by the new T. A winning free spin without multiplier symbols
//     is paid unmultiplied; multipliers of a spin without a paytable win do
//     not add to T. T carries over to every later free spin of the feature.
//   - SC-9 Trigger. 4 or more scatters in a base-game spin award 15 free
//     spins, whatever the count; the scatter pay is paid as well.
//   - SC-10 Retrigger. 3 or more scatters in a free spin award 5 more. Free
//     spins draw from their own weights ([Maths].Free). A round plays at most
//     500 free spins.
//   - SC-11 Ante bet. The ante mode ([Ante]) costs 25 % more; its base
//     game draws more scatters, so free spins trigger twice as often. Pays
//     are unchanged: every win is computed on the base bet.
//   - SC-12 Max win. A round (base spin and all its free spins) pays at most
//     5000 × the base bet. When the running total reaches it,
//     the round ends at once: exactly the cap is paid, every remaining
//     tumble and free spin is forfeited, and a spin that reaches the cap
//     awards no free spins. "At once" is checked after every winning tumble
//     step: multiplier symbols are never removed and more may fall in, so
//     the spin will pay at least (its paytable wins so far) × (the
//     multiplier already on screen); when that reaches the cap, the round
//     ends there. The itemised record of a capped spin is consistent: it
//     shows the steps played, the screen on which the spin ended
//     ([games.Spin].Final) with its scatters and their pay, every pay as computed before the cut, and what
//     the cap cut ([FactCapCut]), so that (Σ step wins + scatter pay) ×
//     multiplier − cut = the spin's win. A round plays at most
//     500 free spins and a spin at most 100
//     tumble steps; neither bound is reached by the reference maths at any
//     measurable rate.
//   - SC-13 Bet range. The base bet is EUR 0.20 to 40.00 in steps of EUR
//     0.20 (20 to 4000 cents, multiples of 20); with the ante the stake is
//     EUR 0.25 to 50.00. Every factor of SC-3 and SC-4 is a multiple of
//     0.05, so every win is a whole number of cents before multipliers and
//     money is exact. Any other bet is refused with an error wrapping
//     [games.ErrBet] (see Errors).
//   - SC-14 RTP. About 95.50 % of the amount wagered in both modes, the ante
//     mode's trigger rate twice the standard mode's, free spins about once in
//     400 standard spins. See Maths.
//
// # Limits
//
// The numbers of the rules, as the game's ConfigData states them ("reels",
// "rows", "classes", "rules", "ante_stake", "bets"):
//
//	screen               6 reels × 5 rows, 30 positions (SC-1)
//	symbols              9 paying, 1 scatter, 15 multipliers: 25 (SC-2, SC-6)
//	count classes        8–9, 10–11, 12–30 of a paying symbol (SC-3)
//	trigger              4 or more scatters in a base spin: 15 free spins (SC-9)
//	retrigger            3 or more scatters in a free spin: 5 more (SC-10)
//	ante stake           5/4 of the base bet (SC-11)
//	round cap            5000 × the base bet (SC-12)
//	tumble steps         at most 100 a spin (SC-5, SC-12)
//	free spins           at most 500 a round (SC-10, SC-12)
//	base bet             20 to 4000 cents in steps of 20; 100 by default (SC-13)
//
// # Money
//
// Money is integer cents. A spin's win is (Σ step factors + scatter factor)
// × multiplier, an exact [slotmech.Factor] multiplied by an integer with
// [slotmech.Factor.Mul], applied once to the base bet with
// [slotmech.Factor.Apply] (which rounds nothing away for the bets of SC-13);
// the round cap is then applied to the running total with [wincap.Round]. A
// factor product too large for int64 is saturated: it is far beyond the cap,
// which then pays exactly its limit.
//
// # Maths
//
// The maths is data, [DefaultMaths] (a [Maths]); the rules above are not.
// Every symbol that lands, on a spin's first screen or in a tumble refill,
// is drawn independently: first its class (a paying symbol, the scatter, or
// "a multiplier") from the part's class weights, then, for a multiplier,
// its value from the part's value weights ([multiplier.Table]). There are
// three parts: the base game in standard mode (Base), the base game in ante
// mode (Ante) and the free spins of either mode (Free); multiplier values use
// BaseValues in the base game and FreeValues in free spins.
//
// How the draws are taken from the source, so that a round can be replayed
// from its recorded raw values without this package: the symbols that land
// together, a spin's first screen (30 cells) or the refill of one tumble
// step (every hole of every reel), are cells in this order: reels left to
// right, in each reel the lowest position first (a first screen: from the
// bottom row up). Their class draws are packed by the library's class
// refill ([tumble.ClassRefill]): the cells are cut into groups of 3 (the
// last group holds the 1 or 2 left over), because 3 is the largest k with
// Tᵏ ≤ 2⁵⁶ for the class total T of every part (119 992 for Base); a group
// of j cells is one u = [rng.Uint64N](src, Tʲ), almost always one raw
// value; its cells' classes are the base-T digits of u, most significant
// first, each the class that owns it in the cumulative class weights (in
// the order yellow … sun, scatter, multiplier); then each multiplier cell
// of the group, in order, draws its value with [rng.Weighted.Draw] of the
// part's value weights, before the next group's value. So a first screen
// takes 10 raw values plus one per multiplier, and a tumble step refilling
// 8 positions 3. Each class is still drawn independently with probability
// weight / T, exactly: the packing changes which raw values give which
// symbols (rounds recorded before it replay differently), not the maths or
// the configuration identity.
//
// A round that is not itemised (games.Player.Play with a nil detail, as the
// simulators and the design tools play) takes exactly these draws but is
// computed on the screen's symbol counts, not its positions: every rule
// above reads counts only (pays anywhere, scatters anywhere, the sum of the
// multipliers), a tumble step removes every winning symbol, and the cells
// of a refill are cut into groups by how many holes there are, not by
// which reels they are on. So it plays the same round, from the same raw
// values, with the same outcome, as an itemised round, which is played on
// the screen (and a forced play, whose refill lists are per reel). The
// test TestCountSpinIsScreenSpin (internal/starlight) holds the two ways
// to each other, outcome and raw values taken, for any maths, mode, bet
// and seed.
//
// Like the pay table ([PayTable]), the maths is read through a function
// that returns a copy: nothing a caller does to it changes the
// reference game or its configuration identity (Configuration data).
//
// Weights, not reel strips: a tumble refills a handful of positions at a
// time, and independent draws from integer weights give exact probabilities
// that can be tuned in small steps, where strips would need thousands of
// stops per reel to express a 1-in-400 trigger and would make refills
// depend on the stop. One table for every reel: pay-anywhere and scatter
// counts do not depend on where symbols are, so per-reel tables would add
// data to audit without adding anything to tune, and identical draws make
// the first screen's scatter count exactly binomial, which the tuning tool
// uses. The chance of each class, in percent:
//
//	part  yellow turq. green blue  red   star moon heart sun  scatter multiplier
//	base  18.33  16.11 14.58 12.50 10.98 8.89 7.23 5.98  3.28 1.635   0.500
//	ante  18.34  16.09 14.56 12.44 10.90 8.83 7.17 5.93  3.25 1.992   0.497
//	free  18.58  16.16 14.54 12.12 10.50 8.48 6.87 5.65  3.07 1.599   2.432
//
// Multiplier values (both parts): weights 400 300 250 200 150 120 100 60 40
// 30 20 8 4 2 1 for ×2 … ×500, out of 1685; mean value 10780/1685 ≈ 6.40.
//
// The ante part draws more scatters (a first screen has 4 or more with
// probability 0.28 % instead of 0.14 %; tumbles bring the trigger rate to
// the figures below) and its paying weights are nudged so that the larger
// stake still returns the same share.
//
// Measured figures (SC-14) of the configuration whose identity is
// [ConfigIdentity] ("8f6bc69bf976daec…", [games.ConfigID] of [New]), base
// bet EUR 1.00:
//
//	mode      RTP (of the stake)   99 % interval     base game   free spins   rounds per cap hit
//	standard  95.5049 %            ± 0.0245 pp       71.9458 %   1 in 400.6   5.28 million
//	ante      95.5042 %            ± 0.0277 pp       57.7703 %   1 in 200.1   2.64 million
//
// The ante/standard trigger ratio is 2.0021 ± 0.0010 (99 %). A feature pays
// 94.384 × bet on average (± 0.047). The cap is reachable: about once in
// 5.28 million standard rounds.
//
// The figures come from
//
//	go run ./examples/tune -seed 1 -base 110000000
//
// that is the stratified estimator (internal/estimate) with seed 1, 110 million base spins per mode and
// the features the pilot chose (17.7 million, shared by the two modes):
// 415 CPU-seconds, 3 minutes 29 seconds on 2 cores, 68 MB. (The figures
// stated before were 95.5131 % ± 0.0297 and 95.5115 % ± 0.0333, from the
// same estimator without the refills' controls and 320 million base
// spins, and before them 95.535 % ± 0.071 and 95.505 % ± 0.077 from the
// tool's former Starlight-only estimator; the new ones lie within both.) It plays base spins stratified by the first screen's scatter count and
// multiplier symbols and whether it pays, and features started from a
// trigger, averages the multiplier values exactly, subtracts controls of
// mean zero that follow every refill (what a refill brought less what it
// was expected to bring: the trigger, the scatter pay, the next step's win,
// the multipliers; in free spins the retrigger too) and combines RTP =
// E[base win + trigger × (feature win, capped with the base win)]: the
// game's adapter for the estimator (internal/designs/starlight) supplies
// the strata and the sampler, and internal/estimate explains the estimator
// and why it is unbiased. "go run
// ./examples/tune -plain N" also plays N plain rounds per mode with
// the players' Play as a cross-check. The test TestSC_14_RTPStratified
// (internal/designs/starlight) checks both modes against these figures, to within
// 0.13 pp (an RTP 0.3 pp off fails), and the trigger ratio to within 2 %;
// TestSC_14_CertifiedMathsPinned fails when the configuration changes
// without [ConfigIdentity], and pins the exact total won by 200 000 rounds
// of seed 1 in each mode.
//
// # Configuration data
//
// The game's ConfigData returns the canonical encoding of its maths and rules:
// symbols, count classes, pay table, scatter pays, multiplier values, the
// weights of every part ([Maths]), the trigger, retrigger, cap and bound
// constants, and the bet range. Its SHA-256 ([games.ConfigID]) identifies
// the configuration in records, simulations and analyses; any change to a
// weight or a pay changes it. The encoding is taken when the game is built,
// from the tables the game was built with.
//
// The encoding is compact JSON as encoding/json writes it: no spaces, no
// final newline. Its keys are not all sorted. The top level has these keys
// in this order:
//
//	game, reels, rows, symbols, classes, pay_table, scatter_pays,
//	multiplier_values, maths, rules, ante_stake, bets
//
// Records keep their fields' order too: each entry of classes is
// {"Min", "Max"}; maths is {"Base", "Ante", "Free", "BaseValues",
// "FreeValues"}, and each of Base, Ante and Free is {"Paying", "Scatter",
// "Multiplier"}. Only the tables keyed by data have sorted keys (bytewise):
// pay_table (symbol names), scatter_pays (scatter counts, as strings) and
// rules (constant names). Arrays keep the game's order (symbols in symbol
// order, Paying from yellow to sun). Factors are decimal strings in their
// shortest form ([slotmech.Factor.String]: "0.8", "10"); every other number
// is an integer: ante_stake is the stake per unit of bet as a fraction in
// lowest terms ([5,4]), and bets is [min, max, step] in cents.
//
// To recompute the identity with standard tools, save this program as
// configdata.go and run it in the module's directory:
//
//	package main
//
//	import (
//		"os"
//
//		"github.com/slotmech/slotmech/games/starlight"
//	)
//
//	func main() { os.Stdout.Write(starlight.New().ConfigData()) }
//
// then
//
//	go run configdata.go | sha256sum
//
// prints the identity. A pretty-printed copy of the encoding gives the
// canonical bytes back with jq -j -c . (jq keeps the keys' order; -j drops
// the final newline); jq -S, which sorts every key, gives another identity.
//
// # Concurrency
//
// The game is immutable and safe for concurrent use. A player is not: each
// goroutine makes its own with the game's NewPlayer and uses its own
// [rng.Source] and [games.Detail]. The player holds the round's working
// memory, so that Play without a Detail allocates nothing in steady state.
//
// # Errors
//
// Every error the package returns for bad input is a *[slotmech.Error],
// naming the operation, the field at fault in the user's words and its
// value, and wrapping a sentinel (test with errors.Is; read the fields with
// errors.As). Places are counted from 0, as everywhere in the module. The
// Field of a round's error starts with the game's name, so that a tool
// serving several titles says which one refused ("starlight-christmas:
// bet"); below it is left out:
//
//   - [games.ErrBet]: a refused bet or mode (Field "bet" or "mode");
//   - [games.ErrForced]: a forced play the game cannot play: a screen of
//     another shape or with a symbol that is not the game's (Field "screen
//     row 2 reel 4"), refill lists that are
//     not one per reel or hold such a symbol ("refill reel 2 symbol 5"), a
//     list that runs out ("refill reel 2", naming the step after which it
//     ran out, step 0 being the first; it wraps
//     [tumble.ErrExhausted] too), a state the game does not accept
//     ("state.total_multiplier");
//   - [ErrConfig]: maths that [NewWithMaths] cannot draw from (Field
//     "maths.Base", …).
//
// A tumble sequence still winning after 100 steps wraps
// tumble.ErrTooManySteps (and games.ErrForced in a forced play).
//
// # What it is not for
//
// It holds no player's credit and drives no terminal, and it is not a
// framework for other pay-anywhere games: those compose cluster, tumble and
// multiplier themselves, as this package does.
package starlight
