// Package record keeps rounds as auditors need them: a [Record] holds
// everything to replay a round exactly (the game, its configuration
// identity, the bet, the mode and every value the round drew) and what it
// paid, itemised, as JSON. [Play] plays and records a round; [Replay] plays
// a record again from its draws alone and names the first difference.
//
// # Model
//
// A record is produced by playing a round through an [rng.Recorder]; a
// replay feeds the recorded values back through an [rng.Replayer], which
// never draws a fresh value: running out, or leaving values unused, is an
// error. Auditors read records as JSON, one object per round (the replay
// and record tools write one per line); this section is their manual.
//
// # The record
//
//   - "game": the title's name (games.Game's Name), such as "crystal-spin".
//   - "config": the identity of the configuration that played the round
//     (games.ConfigID: the SHA-256 of the title's configuration data, in
//     lowercase hex); a replay with another configuration is refused.
//   - "bet": the base bet, an integer in the game's smallest money unit
//     (slotmech.Money: cents for a euro game, whole crowns for a Kč game).
//   - "mode": the mode's name, such as "standard" or "ante".
//   - "draws": every value the round drew from its random source, in
//     order, each a string of 16 hexadecimal digits (a 64-bit value), so
//     that no reader loses precision ([Draws]).
//   - "outcome": what the round paid, itemised: the object below.
//
// # The outcome
//
// Amounts are integers in the same unit as "bet"; symbols are the title's names for
// them; a screen is a list of rows, top to bottom, each a list of symbol
// names from the leftmost reel; positions are [reel, row] pairs counted
// from 0; steps and paylines count from 1, as people count them; factors
// are exact decimals as text ("1.25"). Members are always present unless
// said otherwise.
//
//   - "stake": what the player paid for the round (the bet × the mode's
//     cost).
//   - "win": everything the round paid, after multipliers and the cap.
//   - "triggered": true if the round triggered a feature (free spins).
//   - "free_spins": the number of free spins played in the round.
//   - "capped": true if the round reached its win cap and ended there.
//   - "spins": the spins of the round, the base spin first.
//
// A spin is an object:
//
//   - "free": true for a free spin.
//   - "screen": the screen as it landed, before any tumble.
//   - "stops": the reel stops the screen landed on, one per reel from the
//     leftmost, each the strip position in the top row, from 0, on the
//     strips of the spin (a feature game's free strips for a free spin) —
//     for every spin of a strip game's round (games/stripgame's titles,
//     Crystal Spin among them; games.Spin.Stops); left out for a spin that
//     did not land from stops (a forced screen) and in other titles. A
//     strip game draws the stops first, reel by reel, with rng.IntN over
//     each strip's length (heights first where they vary), so a lab can
//     check them against "draws" and recompute the screen from the strips.
//     Spins recorded before their stops were have none and replay as
//     before; Replay checks the stops of each spin that has them.
//   - "steps": the evaluations of the spin that had a win (a tumble or
//     cascade has one per screen that paid; [] for a spin that paid
//     nothing), each an object: "step" (its number, from 1), "screen" (the
//     screen evaluated), "wins" (below), "factor" (the step's total pay
//     factor, before multipliers), "win" (what it paid before the spin's
//     multiplier, after doubling and line caps) and, if the title reports
//     any, "facts".
//   - "final": the screen the spin ended on: after its last tumble or
//     cascade, or where the cap stopped it; left out by titles that do not
//     report it.
//   - "scatters" and "scatter_win": the scatter symbols on the final screen
//     and what they paid, before the multiplier.
//   - "multiplier": what the spin's win was multiplied by (1 for nothing).
//   - "win": what the spin paid, after its multiplier and the cap.
//   - "capped": true if the cap was reached during the spin.
//   - "facts": the title's own facts about the spin, left out if none.
//
// A win is an object: "symbol" (the symbol paid), "count" (the symbols that
// took part: run length or cluster size), "line" (the payline, from 1; left
// out for wins that are not line wins), "ways" (the number of ways, for
// ways wins only; left out otherwise), "factor" (the pay factor of the
// combination) and "positions" (the positions that took part).
//
// "facts" is an object from each fact's name (as the title declares it,
// games.Game's Facts, which also documents each) to its value: true or
// false for a flag, an integer for every other kind (a count, an amount of
// money, a multiplier).
//
// Replay compares the recorded outcome with the replayed one member by
// member, in name order, and names the first that differs by its path
// ("outcome.spins[0].steps[1].wins[0].symbol"). Members it does not know
// are ignored, as when decoding into a struct.
//
// # Concurrency
//
// Records are plain data. [Play] and [Replay] are safe for concurrent use
// with their own arguments.
//
// # Errors
//
// A failed replay is a *slotmech.Error naming the part of the record at
// fault (Field) with what the record says against what the replay found
// (Reason); it wraps [ErrReplay].
//
// # What it is not for
//
// It does not store records durably (that is the terminal's journal), keep
// the last rounds for game recall (the terminal's Machine.Recall, the
// recall tool), or give the outcome as Go values: a program reads the
// outcome as the JSON above, as auditors do, and a replay says whether it
// is the round the draws play.
package record
