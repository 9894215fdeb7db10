// Package stripgame is the composer of reel-strip titles: it builds a
// complete game ([games.Game]) from the mechanics packages, so that a title
// is a [Config] and a call to [New]. A Config gives reel strips and a
// window; how a screen pays (paylines, package lines; ways, package
// lines/ways; or pay-anywhere, package cluster); optionally variable reel
// heights, a cascade refilled from the strips (package tumble), a scatter,
// free spins ([FreeSpins]: triggers, retriggers with or without a bound,
// their own reels, a fixed or accumulating multiplier), line and round
// caps (package wincap); and the bets, on the total bet or the line bet. Simulation (games/sim), exact analysis
// (games/exact), records and replay (games/record), scenarios and the
// checks of games/gamestest all work with the game it returns unchanged.
//
// It is for titles whose rounds are made of spins on strips. It is not for
// rounds that draw more than stops, heights and free spins (see What it is
// not for).
//
// # Two kinds of game
//
// New builds one of two kinds, chosen by the Config, and says which in the
// configuration data:
//
//   - a strip game: Lines, Ways or Anywhere, without Heights and without
//     Free. A round is one spin, a function of its stops; its players are
//     strip players (games/exact's StripPlayer, which stripgame implements
//     without importing games/exact) with the exact fast paths described
//     under Concurrency and cost, and the game has the method Config() Config.
//   - a feature game: Heights or Free. A round is a base-game spin and the
//     free spins it triggers. It pays on Lines, Ways or Anywhere, on the
//     total bet or (Lines) the line bet, with line and round caps, as a
//     strip game does; for now it has a list of Bets. With fixed base
//     heights, or Ways on variable base heights (a cycle that can be
//     enumerated), the game has BaseGame, and its players PlayFrom: its base game alone is
//     a strip game whose full cycle is exact (a strip game of this
//     package, with the fast paths below and, with Ways, the ways fast
//     path; on variable heights, on virtual stops, see Heights). With
//     free spins at a fixed multiplier or none (on reels of fixed
//     heights, or of variable ones on virtual stops) it also has FreeGame, one free spin alone as a
//     strip game: the two full cycles an exact analysis of the feature
//     needs (see New).
//
// A Ways game of either kind has, for now, what a feature game has: a
// list of Bets, the total-bet model and no line cap; and it keeps a
// feature game's configuration data (see Configuration identity), so that
// making ways a strip game (v1.0.0) changed no title's identity.
//
// # Model
//
// Stops. Reel r has the circular strip Config.Strips[r], read downward: a
// reel stopped at s shows strip[s] in the top row and strip[s+1], strip[s+2]
// … below it, round the strip. A spin draws the stops left to right,
// each uniformly with [rng.IntN] over its strip's length; a strip game's
// Play draws nothing else, and PlayStops plays given stops. A strip game's
// round (a feature game's base-game spin, with fixed heights) is therefore
// a function of its stops, which is what lets exact.FullCycle play every
// combination.
//
// Evaluation. A screen pays on paylines (Config.Lines: runs of a symbol
// along fixed lines, wilds, direction, highest win per line), on ways
// (Config.Ways: a symbol on adjacent reels, once per way through its
// positions) or anywhere (Config.Anywhere: N or more of a symbol
// anywhere). The
// evaluators are the mechanics packages' own, filters included; this
// package adds no pay rule of its own.
//
// Cascade. With Config.Cascade, the positions of a winning evaluation
// explode, the symbols above fall, and each reel refills from its strip
// above the window: the symbol just above the window falls first and lands
// lowest (tumble.StripRefill). The new screen is evaluated again, until
// one wins nothing; every winning evaluation is a step, counted from 1
// (the screen that landed). A screen that still wins after Config.MaxSteps
// steps is an error wrapping tumble.ErrTooManySteps.
//
// Heights (feature games). With Config.Heights a spin first draws a height
// for every reel, then its stops; a shorter reel shows Ways.Blocked in its
// top rows (package ways), and a cascade refills within each reel's height
// (tumble.Step with the blocked symbol). For exact analysis, a reel of
// height weights w_1 … w_H (divided by their greatest common divisor) and
// a strip of L symbols is a reel of Σ_h w_h·L virtual stops, each a pair
// of a height and a strip position (w_h stops per pair): a uniform virtual
// stop has the law of the spin's draw, so the base game of such a title
// is a strip game on virtual stops (BaseGame, whose doc orders them),
// whose full cycle of Π_r Σ_h w_h·L_r combinations is exact: without a
// cascade on the ways fast path, with one on the first-screen skip, each
// stop whose first screen wins played with its cascade (falling past the
// blocked rows, refilling from the strip within the reel's height, as
// Play does). Play and the records keep the real heights and stops. A
// reel of more than 16 384 virtual stops, or a cycle of more than 2⁴⁰
// combinations (a Megaways title's six reels of thousands of virtual
// stops each), is out of reach of enumeration: the base game is then
// simulated.
//
// Scatter. By default the scatter pays once per spin (a strip game's round
// is one spin), by its count anywhere on the final screen (the one that
// ends the cascade; without a cascade, the one that landed), from
// Config.ScatterPays. It is reported after the line, ways or anywhere wins,
// with the step of that final screen (so a cascade of k winning steps
// reports it at step k+1), and in a [games.Spin] as Scatters and
// ScatterWin, not as a step. It never explodes. In a feature game the same
// count awards the free spins.
//
// The scatter rule of a cascade (either kind of game). [Config.ScatterOn]
// moves the pay to the first screen ([FirstScreen]: once, at step 1) or to every
// screen ([EveryScreen]: each evaluation of the cascade, the final one
// included); on such a screen the scatter pays after that screen's line or
// anywhere wins, with its step. [Config.ScatterStrike] makes a scatter that
// pays explode with the winners of its step (its positions join the
// winning positions and refill), and a screen whose only win is the
// scatter pay then cascades too; without it the scatters stay and only
// line or anywhere wins cascade. A winning evaluation is a step: one that
// paid lines, anywhere or the scatter; MaxSteps bounds the steps that
// cascade. A step that paid only the scatter is a [games.Step] without
// Wins. Striking needs FirstScreen or EveryScreen (the final screen is by
// definition one that ends the cascade), and either needs a Cascade and a
// Scatter. The zero values are the default rule above, which leaves the
// configuration identity, the rounds and the records of every title as
// they were.
//
// A feature game plays the rule in every spin, base-game and free, on
// lines, ways or anywhere, with fixed or variable heights (a struck
// scatter's position refills within its reel's height): each scatter pay
// is a factor of the stake and, in a free spin, is multiplied by the
// spin's multiplier like every other win of the spin, rounded down once.
// Such a game pays a spin once it has ended (see Caps), and offers its
// wins to the caps in the order a strip game pays them: each step's line,
// ways or anywhere wins, then that step's scatter pay. With
// FreeSpins.Accumulate the steps that add to the running multiplier are
// those with a line, ways or anywhere win: a step that paid only the
// scatter adds nothing, and a free spin whose only wins are scatter pays
// pays them × 1, as a free spin without a paytable win always does.
//
// Free-spin awards by scatter rule. The scatters that award free spins (by
// FreeSpins.Trigger in the base-game spin, by FreeSpins.Retrigger in a
// free spin) are, under FinalScreen, those of the final screen, as above;
// under FirstScreen, those of the first screen, the one that landed,
// whether or not they were struck; under EveryScreen, every scatter that
// landed during the spin: without ScatterStrike they stay, so these are
// the final screen's; with it, those struck on every screen of the cascade
// and those left on the final screen (a scatter that pays nothing on its
// screen stays, and is counted once, where it is struck or on the final
// screen). A spin that reaches the round cap awards nothing, whatever the
// rule. The parts of a feature game (BaseGame, FreeGame) award exactly as
// the feature game does, so that an exact analysis of the feature
// (games/exact's FreeSpinRTP) stays exact under every rule.
//
// Free spins (feature games). The scatters of a base-game spin award free
// spins by FreeSpins.Trigger, those of a free spin award more by
// FreeSpins.Retrigger; a round plays at most FreeSpins.Max free spins, an
// award beyond that bound cut to what is left. With Max 0 there is no
// bound: a round plays every spin awarded, and one whose awards pass the
// safety bound [MaxRoundFreeSpins] fails with an error wrapping
// [ErrTooManyFreeSpins]. Free spins land on their own
// reels (FreeSpins.Strips and Heights) or on the base reels. Base-game
// spins pay ×1; every win of a free spin, its scatter pay included, is
// multiplied by FreeSpins.Multiplier or, with FreeSpins.Accumulate, by the
// running multiplier (package multiplier), each win rounded down once.
//
// Step multiplier. A strip game on lines may have one rule beyond the pays,
// Config.StepMultiplier: a function of the screen of each winning
// evaluation that multiplies the factors of that step's line wins (Crystal
// Spin doubles the wins of a full-house screen). A step it multiplies is
// marked with the flag fact Config.StepFact.
//
// Caps. Every win is its factor applied to the bet (or the stake, for the
// scatter; in a free spin, the factor × the multiplier), then offered to
// its line's cap (Config.LineCap, all steps of the spin together: in a
// strip game the round, in a feature game each spin) and then to the
// round cap (Config.RoundCapX × the stake, the whole round). A win that reaches the round cap is cut to what is left of it and
// the round ends at once: in a strip game the rest of the cascade and the
// scatter are forfeited (a struck scatter that reaches the cap explodes
// nothing, and the round ends at its step); in a feature game, which plays a spin to its end
// before it pays it, the later wins of that spin pay nothing, the spin
// awards nothing and the remaining free spins are forfeited. An outcome is
// Capped when any cap cut a win.
//
// # Itemised rounds and facts
//
// A round played with a games.Detail has one games.Spin per spin (a feature
// game's free spins marked Free) with the stops it landed on, which
// records keep so that a lab can recompute every screen from the strips
// (none for a forced screen), each winning evaluation a games.Step
// whose wins come from package itemise, and the spin's Final screen is the
// one the cascade ended on. The scatter is itemised by the
// spin's Scatters and ScatterWin: under FinalScreen the final screen's
// count and pay; under FirstScreen and EveryScreen each step whose screen
// the rule counts also has its own Scatters and ScatterWin (which the
// step's Win leaves out), the spin's ScatterWin is their sum and its
// Scatters the count of the last screen counted (under EveryScreen the
// final screen, under FirstScreen the first), which under EveryScreen
// with ScatterStrike is not the count that awarded (the spin's
// [FactAwarded] says what it awarded). In a feature game a step's Win and
// ScatterWin, and a spin's ScatterWin, are what its wins pay before the
// spin's multiplier and the caps; the spin's Win is what it paid after
// both. Records and the round view
// carry each step's as "scatters" and "scatter_win". A strip game declares
// no facts but Config.StepFact, with a StepMultiplier. A
// feature game's spins report [FactAwarded]; with Accumulate,
// [FactTotalMultiplier]; with variable heights, [FactWays]; a forced play
// (PlayForced) accepts [FactFreeSpin] and, with Accumulate,
// [FactTotalMultiplier] as its state.
//
// # Line bet and total bet
//
// Under [TotalBet] (the zero BetModel) the bet passed to Play is the stake:
// the mode's cost is 1, and every pay (line, anywhere, scatter) is a factor
// of it.
//
// Under [LineBet] (a line game, with or without free spins) the bet
// passed to Play is the line bet, and the player stakes it on each of the
// n lines: the game's one mode, [games.Standard], costs n, and Stake
// returns n × bet exactly; so does a free spin's scatter pay and the round
// cap. A 30-line game with free spins is exact on a line bet: its pays
// are never divided by 30. A ways game has no line bet (New refuses it):
// its bet is the stake, and a "bet multiplier" of such a title is its
// list of Bets. Line pays are factors
// of the line bet (the bet); scatter pays are factors of the stake, the
// total bet. So a classic "3 scatters pay 2 × total bet" at 5 lines of 10
// cents pays 2 × 50 = 100 cents, and "5 sevens pay 500 × line bet" pays
// 500 × 10. This model is exact: the stake is an integer multiple of the
// bet, and no pay is ever divided by the number of lines. (The other way,
// the bet being the total stake and line pays divided by n, would round
// every line win a second time.)
//
// Rounding. A win is its factor applied once with [slotmech.Factor.Apply],
// rounded down to the minor unit: a line win of 0.25 × a line bet of 10
// pays 2, not 2.5. Wins are rounded one by one, before they are added; the
// caps then work on whole minor units and round nothing.
//
// # Configuration identity
//
// ConfigData is the canonical encoding of everything that decides
// the outcomes, and its SHA-256 (games.ConfigID) identifies the maths in
// records and analyses. A lab can recompute it from the Config. A strip
// game's is the JSON encoding (Go's encoding/json: no spaces, fields in the order below,
// object keys of maps sorted, strings with <, > and & escaped as \u003c,
// \u003e and \u0026) of an object with, in this order,
//
//	format        "stripgame/1"
//	name          Config.Name
//	symbols       Config.Symbols
//	rows          Config.Rows
//	strips        the strips, each a list of symbol names
//	lines         (line games only) {"lines": Lines.Lines, "direction":
//	              e.g. "LeftToRight", "pays": {symbol name: [factor per
//	              run length 0 … reels, as decimal strings such as "0.25"]},
//	              "wild": name (left out without one), "wild_runs": e.g.
//	              "PayAsSymbol", "wild_pays_as": name (left out if none)}
//	anywhere      (pay-anywhere games only) {"classes": ["8-9", "12", …],
//	              "pays": {symbol name: [factor per class]}}
//	scatter       the scatter's name (left out without one)
//	scatter_pays  [{"count": n, "factor": "2"}, …] (left out if none)
//	cascade       true or false
//	max_steps     Config.MaxSteps
//	step_rule     Config.StepFact.Name (left out without a StepMultiplier)
//	bet_model     "total bet" or "line bet"
//	bets          Config.Bets (left out for a range)
//	bet_range     [MinBet, MaxBet, BetStep] (left out for a list)
//	line_cap      Config.LineCap
//	round_cap_x   Config.RoundCapX
//	maths         Config.Maths
//	scatter_on    "first screen" or "every screen" (left out for
//	              FinalScreen, so that a title without the scatter rule
//	              keeps its identity)
//	scatter_strike  true (left out without ScatterStrike)
//
// The example of New shows one.
//
// A feature game, and a Ways strip game, keep the encoding of the package
// they were folded from (games/freespin, before v1.0.0), so that their
// configuration identity is unchanged: the same JSON rules, an object
// with, in this order,
//
//	format          "freespin/1"
//	name, symbols, rows
//	base            {"strips": the strips by name, "heights": Config.Heights
//	                (left out if nil)}
//	free            the same of FreeSpins.Strips and Heights (left out
//	                without free reels of their own)
//	ways            (ways games only) {"pays": {symbol name: [factors]},
//	                "direction": e.g. "LeftToRight", "wilds": [{"symbol":
//	                name, "multiplier": n}] (left out if none)}
//	lines           (line games only) as for a strip game
//	anywhere        (pay-anywhere games only) as for a strip game
//	scatter, scatter_pays, cascade, max_steps   as for a strip game
//	blocked         Ways.Blocked's name (left out without one)
//	trigger         [{"scatters": n, "spins": n}, …] (left out if none)
//	retrigger       likewise
//	max_free_spins  FreeSpins.Max (0 without free spins, or without a bound)
//	multiplier      "NoMultiplier", "Fixed" (FreeSpins.Multiplier) or
//	                "Accumulating" (FreeSpins.Accumulate)
//	free_multiplier FreeSpins.Multiplier
//	round_cap_x     Config.RoundCapX
//	bet_model       "line bet" (left out under the total bet)
//	line_cap        Config.LineCap (left out if 0)
//	bets            Config.Bets (null for a range)
//	bet_range       [MinBet, MaxBet, BetStep] (left out for a list)
//	default_bet     the default bet (the smallest if DefaultBet is 0)
//	maths           Config.Maths
//	scatter_on, scatter_strike   as for a strip game (left out for
//	                FinalScreen and without ScatterStrike)
//
// # Concurrency and cost
//
// A game is immutable and safe for concurrent use. Each goroutine plays with
// its own player (NewPlayer), which holds
// the screen, the evaluation result, the strip refill and the line caps and
// reuses them: a round played without a Detail, or by PlayStops with a
// tally that does not allocate, allocates nothing (a feature game's, once
// its memory has grown). A player is not safe for concurrent use.
//
// The rest of this section is a strip game's. New computes, for every stop of every reel, the window's word for the
// pay evaluator's screen filter (package lines' or cluster's) and its
// number of scatters, so that a round that cannot win anything is known
// from its stops, without building its screen. For exact analysis
// PlayReel sets only the reels that moved and skips the stops that
// cannot win without playing them: the last reel's stops that may win are
// found once for each position of the other reels; in a line game without
// cascade or caps it plays one round for each group of the last reel's
// stops that show the same symbols to the lines whose runs reach that reel
// (linewords.Evaluator.LineReaches) and the same number of scatters; and it
// evaluates a line game's
// first screen from per-stop line words (linewords.Evaluator.ReelLineWords,
// the other reels' part ORed once for all the stops of the last) and its
// scatters from per-stop counts; a line game without a cascade and without
// caps then never builds the screen, and neither do its Play and PlayStops
// without a Detail (the OR of every reel's part). In a line game with a
// cascade, after a step only the reels that moved get new filter words and
// a screen the filter rejects is not evaluated (unless the scatter rule
// counts its scatters: FirstScreen's first, EveryScreen's every screen);
// with at most 4 rows, New
// also tabulates every stop's window after every set of removed rows (its
// reel word, filter word, line words and strip top), so that the first
// step of a round played from its stops falls, refills and evaluates the
// next screen from the tables instead of tumbling the screen. Under every
// scatter rule (Config.ScatterOn, ScatterStrike) the skipping of stops
// holds as it is: a first screen that the filter rejects and that shows
// too few scatters to pay pays nothing, so nothing explodes and it is the
// final screen (in a part of a feature game, too few scatters to pay or
// to award: the part never skips a stop whose scatters may award, and the
// spin of a skipped stop counts its award on that screen); the other paths are for games without a cascade, which the
// rule needs, and the scatters of a later screen are counted on it. Config returns
// the game's maths as data: the module's tools read it (a game without a
// cascade, and without a round cap that could bite, is a sum of
// independent parts whose exact RTP follows from the strips' symbol
// counts), so stripgame imports none of them.
//
// A ways game (left to right or both ways, without cascade) has a fast
// path of its own: ways pay factorises over the reels (a run's weight and
// ways are products of per-reel figures, see package ways), so PlayReel
// keeps, for the reels before the last, the products of every symbol's
// run so far, the wins of the runs that ended before the last reel and the
// scatters, updated only for the reels that moved; under BothWays it also
// keeps, for every symbol, the products of its run that ends at each of
// those reels going left, which the last reel's stops extend into the run
// from the right (not paid again when the run from the left covers every
// reel). It then plays one round for each group of the last reel's stops
// that show the same symbols still in a run (and, both ways, the same
// symbols whose run from the right may pay), the same wilds and as many
// scatters, computed from those products without a screen or an
// evaluation, and skips the groups that report nothing; the wins are
// reported in play's order (by symbol, the run from the left first, the
// scatter last) and a round cap is applied to them as play applies it. A
// ways game with a cascade (left to right or both ways) keeps the same
// products, and from them skips the last reel's stops whose first screen
// wins nothing and shows too few scatters to pay or award: nothing
// explodes there, so the round is that one losing screen. It plays each
// other stop as PlayStops does, cascade included (the refill above the
// window differs from stop to stop, so the rounds are not grouped).
//
// # Errors
//
// New refuses a bad Config with a *slotmech.Error that names the field, the
// value and what is wrong, and unwraps to [ErrConfig] (and to the mechanics
// package's error, where one refused its part). It never panics on a
// Config, whatever its content. Rounds return a *[slotmech.Error] wrapping
// [games.ErrBet] for a refused bet or mode, [games.ErrStops] for stops that
// do not fit the strips, [games.ErrForced] for a forced play the game
// cannot play, and [ErrTooManyFreeSpins] for a round of unbounded
// retriggers past the safety bound.
//
// # What it is not for
//
// Games whose rounds draw more than their stops, heights and free spins:
// random refills (a weighted tumble, as Starlight Christmas has), features
// that draw otherwise (picks, random multipliers), or rules beyond the pays
// above other than a multiplier of a step's line wins read from its screen
// (Config.StepMultiplier, which gives Crystal Spin its full-house doubling:
// games/crystalspin is a Config of this package). Write those as a
// games.Game by hand, as examples/newtitle does.
package stripgame
