// Package stakeengine publishes any [games.Game] as the math files of the
// Stake Engine remote game server (RGS), in the format its public math-sdk
// documents, and checks a directory of such files against every rule of that
// format.
//
// # Files
//
// [Write] samples a number of rounds of every mode of a title, weights them
// so that each mode's lookup table is at the mode's target RTP (see Target
// and Weights below) and writes, in one directory:
//
//   - index.json: {"modes": [{"name": …, "cost": …, "events": …,
//     "weights": …}, …]}, one object per mode in the title's order: the
//     mode's name, its cost in multiples of the base bet (a JSON number, e.g.
//     1.25 for a mode that costs a quarter more), and the names of its books file and lookup table.
//   - lookUpTable_<mode>_0.csv ([LookupTableFile]): one row per round,
//     "id,weight,payoutMultiplier", unsigned decimal integers, no header,
//     "\n" line ends. The weights are set as Weights below says; the rows
//     are the sampled rounds, then the forced books of rare outcomes.
//   - books_<mode>.jsonl.zst ([BooksFile]): one zstandard frame holding one
//     JSON object per line and per round, in the same order as the lookup
//     table: {"id": …, "events": […], "payoutMultiplier": …}, with the id
//     and multiplier of the round's row.
//   - slotmech.json ([MetaFile]): what the RGS does not read: the title,
//     its configuration identity ([games.ConfigID]), the software
//     identity of the program that wrote the files, the bet, seed and
//     number of rounds, and per mode the target RTP and where it comes
//     from, the RTP of the lookup table and the game's on the sampled
//     rounds as exact fractions, how the weights were set and the rare
//     outcomes' books (see [Summary]; [Targets] reads the targets back).
//
// # Ids and rounds
//
// Round i of a mode (from 0) is round i of the simulation of that mode that
// games/sim would play with the same seed: it lies in block i / BlockRounds,
// played on stream (seed, block) of rng.NewStream. Its id is i + 1: ids
// count rounds from 1, as people (and the math-sdk's books) do. So the
// sampled rounds are exactly those of "simulate -seed S -spins N" for the
// mode. The forced books follow, with greater ids: rounds of the blocks
// after the sample's (id: their index in that longer run + 1), or for the
// exact method rounds of given stops (ids N + 1, N + 2, …).
//
// # Target
//
// Each mode's table is weighted to a target RTP, in this order: the exact
// RTP of the title's full cycle (games/exact.FullCycle, for the first mode
// of a strip game, whose players are exact.StripPlayers, at the bet
// published, when the cycle has at most 2³⁰ combinations); else the RTP the title certifies for the mode
// (a CertifiedRTP(mode) *big.Rat method, games.Certified), at its
// DefaultBet only; else the one Config.RTP gives (publish -rtp). A mode
// with none is refused (ErrConfig), and so is a Config.RTP that differs
// from the title's own.
//
// # Weights
//
// The books of one class of rounds that won one amount form a stratum;
// the weights give each stratum a probability, shared evenly by its books.
//
// Exact method (a target from the full cycle): the strata are the amounts
// the cycle pays (and 0), each of total weight its number of combinations ×
// K, with K = bet × the largest stratum's books; the table's distribution is
// then the cycle's exactly, in integers, and its RTP the exact RTP. An
// amount with fewer than MinBooks sampled books gets books of combinations
// found by walking the cycle (exact.StripPlayer.PlayReel), up to its number
// of combinations; they are played by Play with a source that makes it draw
// those stops (rng.IntN's values), and a title whose Play draws otherwise is
// refused.
//
// Tilt method (a certified or given target): the sample's rounds are of
// three classes: those that reached the cap (capped), those that triggered
// the feature (feature), and the others (plain). A rare class that the
// sample holds with fewer than MinBooks rounds is searched for in the
// blocks after the sample, block by block in order, until it has MinBooks
// or as many rounds as the sample's were searched; every rare round found
// becomes a book. Of a total weight R × K (R the rounds played, sample and
// search, K = ⌊2⁶⁰ / R⌋), each rare class weighs its rounds found × K: its
// probability is the one measured over every round played, exactly, and the
// forced books do not change it. The plain losing rounds keep their share
// of the sample (the hit rate is kept), and the plain winning rounds share
// the rest: the sample's weights times one factor for those paying at least
// the stake and another for those paying less (if every win is on one side,
// the limit is the least win instead), the second set by the first so that
// the hit rate holds, the first solved for (the pay is linear in it) so
// that the table is at the target. Every band of wins above the stake
// changes its probability by the same factor, so the shape of the
// distribution is kept; [ModeSummary] reports the factors, the largest
// relative change of a band's probability and the Kullback–Leibler
// divergence from the sample. When the factors cannot both be positive the
// sample cannot reach the target: Write refuses it (ErrConfig), naming the
// range it can reach and saying to play more rounds.
//
// # Payout multipliers and rounding
//
// payoutMultiplier is the round's win in hundredths of the base bet (the bet
// of a cost-1 round): 100 means the round paid once the base bet, whatever
// the mode's cost. The format takes steps of 0.1 × the base bet: a win of
// lo + f steps (lo = ⌊10 × win / bet⌋, 0 ≤ f < 1, exact in integers) is
// published as lo × 10 or (lo + 1) × 10, and the weights absorb the
// difference, with no systematic loss: in a stratum of n ≥ 2 books,
// round(n × f) of them (at least one, at most n − 1, spread evenly) publish
// the step above and carry the fraction f of the stratum's weight, the
// others the step below and the rest, so that the stratum pays its win
// exactly on average (exactly in integers for the exact method, to a unit
// of weight in 2⁶⁰ for the tilt). A stratum of one book publishes the
// nearest step, and the tilt's factors absorb what is left. A non-zero
// multiplier is at least 10; a win below a tenth of the bet publishes 0 or
// 10 (Zeroed counts the books of a win that publish 0).
//
// The RTP of a lookup table is Σ weight × payoutMultiplier ÷ (Σ weight ×
// cost × 100): what the rounds pay over what they cost; Write checks it is
// within 0.005 points of the target (it is exactly the target for the
// exact method). The RGS compares the modes: their RTPs may differ by at
// most [MaxSpread] (5 percentage points). Write refuses to publish modes
// that do not (their targets differ so), and writes nothing then.
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
// written block by block in order. The rounds are played twice: once
// without books to set the weights, once to write the files. Files are
// streamed: memory is bounded by a few blocks per worker and the strata
// (one per amount won), whatever the number of rounds.
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
