// Package stakeengine publishes any [games.Game] as the math files of the
// Stake Engine remote game server (RGS), in the format its public math-sdk
// documents, and checks a directory of such files against every rule of that
// format.
//
// # Files
//
// [Write] simulates a number of rounds of every mode of a title and writes,
// in one directory:
//
//   - index.json: {"modes": [{"name": …, "cost": …, "events": …,
//     "weights": …}, …]}, one object per mode in the title's order: the
//     mode's name, its cost in multiples of the base bet (a JSON number, e.g.
//     1.25 for a mode that costs a quarter more), and the names of its books file and lookup table.
//   - lookUpTable_<mode>_0.csv ([LookupTableFile]): one row per round,
//     "id,weight,payoutMultiplier", unsigned decimal integers, no header,
//     "\n" line ends. Every round has weight 1.
//   - books_<mode>.jsonl.zst ([BooksFile]): one zstandard frame holding one
//     JSON object per line and per round, in the same order as the lookup
//     table: {"id": …, "events": […], "payoutMultiplier": …}, with the id
//     and multiplier of the round's row.
//   - slotmech.json ([MetaFile]): what the RGS does not read: the title,
//     its configuration identity ([games.ConfigID]), the bet, seed and
//     number of rounds, and per mode the game's RTP measured on the rounds
//     and the RTP of the lookup table, as exact fractions (see [Summary]).
//
// # Ids and rounds
//
// Round i of a mode (from 0) is round i of the simulation of that mode that
// games/sim would play with the same seed: it lies in block i / BlockRounds,
// played on stream (seed, block) of rng.NewStream. Its id is i + 1: ids
// count rounds from 1, as people (and the math-sdk's books) do. So the
// figures of the published rounds are exactly those of "simulate -seed S
// -spins N" for the mode.
//
// # Payout multipliers and rounding
//
// payoutMultiplier is the round's win in hundredths of the base bet (the bet
// of a cost-1 round): 100 means the round paid once the base bet, whatever
// the mode's cost. The format takes steps of 0.1 × the base bet, so the
// multiplier is rounded down, never up, to a multiple of 10:
//
//	payoutMultiplier = ⌊10 × win / bet⌋ × 10
//
// computed exactly in integers. A non-zero multiplier is therefore at least
// 10, and a round that won less than a tenth of the base bet publishes 0.
// The rounding is the only difference between the game and its files; its
// cost is reported, per mode, as the RTP of the lookup table next to the
// game's RTP on the same rounds, both exact fractions ([ModeSummary]).
//
// The RTP of a lookup table is Σ weight × payoutMultiplier ÷ (Σ weight ×
// cost × 100): what the rounds pay over what they cost. The RGS compares the
// modes: their RTPs may differ by at most [MaxSpread] (5 percentage points).
// Write refuses to publish modes that do not, and writes nothing then.
//
// # Events
//
// The events of a book are the round's itemised outcome, from the
// [games.Detail] the title fills, in play order. Every event has "index" (its
// position in the list, from 0) and "type". Screens are rows top to bottom,
// each a list of symbol names from the leftmost reel; positions are [reel,
// row] pairs from 0; spins count from 0 (the base spin) and steps from 1, as
// in a record's outcome (games/record). Amounts ("win") are in minor units at the bet
// recorded in finalWin and slotmech.json, exact (not rounded):
//
//   - reveal: {"spin", "free", "screen"}: a spin lands; free is true for a
//     free spin.
//   - tumble: {"spin", "step", "screen"}: the screen after the tumble or
//     cascade that follows a winning step, evaluated as step "step" (≥ 2).
//   - winInfo: {"spin", "step", "wins", "factor", "win"}: what step "step"
//     paid: wins lists {"symbol", "count", "line" (from 1; absent for wins
//     that are not line wins), "factor" (a decimal string, × bet),
//     "positions"}; factor is the step's total and win what it paid before
//     the spin's multiplier.
//   - scatter: {"spin", "scatters", "win"}: the scatters on the spin's final
//     screen and what they paid before the multiplier (only when there are
//     some).
//   - spinWin: {"spin", "multiplier", "win", "facts"}: the end of a spin:
//     the multiplier applied, what the spin paid after multipliers and caps,
//     and the title's facts about the spin by name (absent when none; see
//     [games.Game.Facts]: a running multiplier, free spins awarded, a full
//     house).
//   - winCap: {"spin", "win"}: the spin reached the title's win cap and the
//     round ended there.
//   - freeSpinTrigger: {"spin", "freeSpins"}: after the base spin, when the
//     round triggered its feature: the number of free spins the round
//     played (retriggers included).
//   - finalWin: {"bet", "win", "payoutMultiplier"}: last event: the base
//     bet, the round's whole win, and its multiplier as in the lookup table.
//
// # Reproducibility and memory
//
// The same title, bet, seed and number of rounds give the same files, byte
// for byte, whatever the number of workers (with the same version of the
// zstandard encoder): workers simulate whole blocks and the files are
// written block by block in order. Files are streamed: memory is bounded by a
// few blocks per worker, whatever the number of rounds.
//
// # Checking
//
// [Check] reads a directory of such files, wherever they came from, and
// verifies every rule: index.json's keys, file names, CSV columns, unsigned
// 64-bit values, increasing ids, books matching the lookup table row by row,
// weights that add up within 64 bits, non-zero multipliers of at least 10 in
// steps of 10, and the spread of the modes' RTPs. A broken rule is an
// *slotmech.Error naming the file, the line and the [Rule]. It returns the figures
// the RGS shows per mode ([ModeStats]).
//
// # Errors
//
// Every error of a refused configuration wraps [ErrConfig]; every broken
// rule of the format is a *slotmech.Error, which wraps [ErrFormat] and the [Rule].
package stakeengine
