// Package games is the contract every slotmech title keeps: [Game], the
// title's immutable, certified configuration, hands each goroutine a
// [Player]; a round returns a plain [Outcome], and its itemised story is a
// [Detail] the caller asks for. Everything else is built on this contract,
// in packages of their own:
//
//   - [github.com/slotmech/slotmech/games/sim]: Monte Carlo simulation with
//     99% confidence intervals and results that merge exactly across shards;
//   - [github.com/slotmech/slotmech/games/exact]: exact full-cycle analysis
//     of reel-strip games (its StripPlayer);
//   - [github.com/slotmech/slotmech/games/record]: records of rounds (the
//     itemised outcome as JSON, its schema documented for auditors) and
//     their bit-for-bit replay;
//   - [github.com/slotmech/slotmech/games/gamestest]: checks any title's
//     tests can run;
//   - [github.com/slotmech/slotmech/games/cli]: the tools (simulate,
//     parsheet, scenario, replay, record, recall) as a library, for a
//     studio's own titles;
//   - [github.com/slotmech/slotmech/games/terminal]: a terminal (meters,
//     stakes, AUTO START, RISK, jackpot, recall) over any title;
//   - [github.com/slotmech/slotmech/games/stripgame]: the composer, a
//     reel-strip game from a configuration in a few lines of title code
//     (lines, ways or pay-anywhere, variable heights, cascades, scatters,
//     free spins with triggers, retriggers, their own reels and a
//     multiplier, the caps);
//   - [github.com/slotmech/slotmech/games/itemise]: evaluator results
//     (lines, clusters, ways) appended to a round's record;
//   - [github.com/slotmech/slotmech/games/starlight] and
//     [github.com/slotmech/slotmech/games/crystalspin]: the reference
//     titles.
//
// # Model
//
// A title declares its modes ([Mode]: a name and a cost, such as an ante at
// 1.25 × the bet), its symbols ([Game.Alphabet]), the identity of its maths
// ([ConfigID]) and its own facts ([FactDef]): what its spins and steps
// report beyond the generic fields, and what a forced play accepts as input.
// Nothing in this package is named after one title: Crystal Spin's full
// house and Starlight Christmas's running multiplier reach records and
// scenarios as facts.
//
// A round is a pure function of the configuration, the bet, the mode and the
// draws from an injected [rng.Source], so a seed reproduces every round and a
// recorded round replays exactly. [Player.PlayForced] plays a spin fixed by
// a [Forced] input instead (a screen, what falls in, the round's state): the
// one forced-play interface every title implements.
//
// Modes. [Game.Stake] and [Player.Play] take a mode's name and refuse any
// other, "" included, with [ErrBet]; wherever a mode is optional input
// ([Forced].Mode, [FindMode], the options of the tools), "" means the
// title's first mode (Modes()[0], usually [Standard]). This is the one rule.
// Stake is the one check of a bet, and it costs exactly its mode's
// [Mode].Cost × the bet (games/gamestest checks both): Cost states the
// maths, Stake validates and prices a bet, so a title keeps both.
//
// # Concurrency
//
// Games are immutable and safe for concurrent use. Players and Details are
// not: each goroutine makes its own Player with [Game.NewPlayer] and uses its
// own Detail.
//
// # Errors
//
// Every error a title or this package returns for a refused input is a
// *[slotmech.Error], the module's one error type, whose Err is or wraps one
// of three sentinels, each for a different input:
//
//   - [ErrBet]: a bet or mode the title refuses (wrong amount, wrong step,
//     unknown mode), from Stake, Play and the like;
//   - [ErrForced]: a forced play the title cannot play (see [Forced]): a
//     screen of the wrong shape or with symbols it does not have, a refill
//     that runs out, a state it does not accept;
//   - [ErrStops]: reel stops that do not fit a strip game's strips.
//
// The error's Field starts with the game's name ([Game.Name]), then the part
// of the input at fault in the user's words ("crystal-spin: bet",
// "toy: screen row 2 reel 4", places counted from 0), so that a tool serving
// several titles says which one refused: `games: crystal-spin: bet: bet
// refused "7": not one of 5, 10, …`. Callers test the sentinel with
// errors.Is and read the fields with errors.As.
//
// # What it is not for
//
// It is the contract between titles and the tools, and what a studio or a
// composer of titles calls from Go; it has nothing else. It does not hold a
// player's credit or drive a terminal (that is games/terminal), and it
// defines no pay rule itself: those are the mechanic packages' and the
// titles'. It does not render a round for people or JSON: a round's JSON
// form is a record's outcome, documented field by field in games/record,
// which the tools (scenario, replay, recall, the Stake Engine books) all
// write the same way.
package games
