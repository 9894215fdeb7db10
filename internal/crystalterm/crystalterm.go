// Package crystalterm is Crystal Spin's terminal: the configuration of a
// [terminal.Machine] that plays Crystal Spin (package games/crystalspin)
// with the title's stake steps, RISK and jackpot rules (CS-11 to CS-20), for
// the programs that run the title at a terminal (examples/play).
//
// # Model
//
// [Config] returns the [terminal.Config] and [New] the machine; the
// machine itself is package terminal's, and this package's tests check that
// it plays Crystal Spin's rules.
//
// # Concurrency
//
// The functions have no state; a Machine is owned by one goroutine (see
// package terminal).
//
// # What it is not for
//
// It is not the game (package crystalspin is) nor the terminal (package
// terminal): it joins them. It is internal so that the title does not
// import the terminal, and the terminal's configuration of a title is the
// program's business, not the title's.
package crystalterm

import (
	"context"

	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
)

// RISK as Crystal Spin plays it: HALF counts odd amounts in whole Kč
// (CS-16) and the display shows five cards (CS-17).
const (
	riskUnit    = 1
	riskHistory = 5
)

// Config returns the configuration of Crystal Spin's terminal, for
// [terminal.New]: the game ([crystalspin.New]) in its standard mode, the stake steps of
// CS-11, RISK as CS-14 … CS-17 play it, and the terminal's place (t) in the
// jackpot system jp (CS-18 … CS-20), every draw taken from src. The
// terminal itself — meters, buttons, states, recall — is
// [terminal.Machine]; what it does is Crystal Spin's rules:
//
//   - CS-11 Stakes. The stake is one of 5, 10, 15, 25, 50, 100, 200, 300,
//     500 and 1 000 Kč ([crystalspin.Stakes]; Config.Stakes), 100 Kč at first (the
//     game's DefaultBet). It stays from game to game until the player
//     changes it (Machine.SetStake). MAX BET (Machine.MaxBet) sets 1 000 Kč
//     and starts a game. Any other stake is refused with an error wrapping
//     games.ErrBet ("terminal: stake is not one of the stake steps").
//   - CS-12 Meters. CREDIT is the player's money; WIN is what the last game
//     won. Before the next game starts the whole WIN moves to CREDIT; a game
//     starts only when CREDIT covers the stake (else terminal.ErrNoCredit),
//     which is taken from CREDIT when the game starts.
//   - CS-13 Auto start. AUTO START (Machine.AutoStart, then Machine.Step)
//     plays games one after another and stops only when (a) CREDIT does not
//     cover the next stake, (b) RISK starts, or (c) the player presses STOP;
//     and, as the title's decision, when a jackpot hit locks the terminal
//     (CS-20): it does not restart by itself after the lock-up is cleared.
//   - CS-14 Entry. After any win the player may gamble it with RISK, also
//     while AUTO START runs (which then stops). COLLECT (the START or
//     PŘIPSAT button) moves the current win to CREDIT and ends RISK. RISK
//     cannot be played on a jackpot win: a jackpot win never reaches WIN,
//     and, as a decision of this terminal, RISK is refused
//     (gamble.ErrJackpot) after a game that hit a jackpot, while the
//     hit is announced; that game's own win moves to CREDIT with the next
//     START.
//   - CS-15 Red or black. The player picks red or black; a card is drawn
//     uniformly from a full 52-card deck with the terminal's source. A match
//     doubles the risked win and RISK goes on; otherwise the win is lost and
//     RISK ends. The gaming standards' RISK limits (Config.Gamble.MaxAtRisk,
//     MaxDoublings) are off unless the operator sets them.
//   - CS-16 Half. HALF halves the risked amount and credits the other half at
//     once; an odd amount a risks (a − 1)/2 and credits (a − 1)/2 + 1, "odd"
//     in whole Kč (Config.Gamble.Unit 1).
//   - CS-17 History. The last five drawn cards are shown, newest first
//     (Config.Gamble.History 5; Machine.History).
//   - CS-18 Pools. The terminal takes part in the progressive pools of jp
//     whose scope (all terminals, its venue, a group of venues) includes t;
//     every game contributes a share of its stake to each of them.
//   - CS-19 Draw. A jackpot draw, decided only by the RNG (src), follows
//     every game started by START, MAX BET or AUTO START; only a game played
//     can win.
//   - CS-20 Payment. A jackpot win is announced (Round.Jackpots, the
//     recall, Meters.Jackpots counts it) and never added to CREDIT or WIN; staff
//     pay it after the payout form (jackpot.Central.Pay): up to 50 000 Kč at
//     the venue within 7 days, above it at the operator's seat within 30
//     days. Every win is drawn and recorded by the central jackpot system (CS-19).
//     Hand pay (the title's decision): a hit locks the terminal
//     (terminal.StateLocked; Machine.Lockup gives the pool, amount and win
//     record number to announce) — no game, RISK or cash-out — until an
//     attendant clears it with Machine.ClearLockup, recorded in the journal
//     with the time and the attendant, the payout form's payout recorded
//     with the central system (paid with the form's number, or refused for
//     an incomplete form).
//
// The caller may change the returned Config before terminal.New: the
// starting Stake, Recall and the RISK limits.
func Config(src rng.Source, jp jackpot.Central, t jackpot.Terminal) terminal.Config {
	return terminal.Config{
		Game:     crystalspin.New(),
		Mode:     games.Standard,
		Stakes:   crystalspin.Stakes(),
		Gamble:   gamble.Config{Unit: riskUnit, History: riskHistory},
		Jackpot:  jp,
		Terminal: t,
		Source:   src,
	}
}

// New returns Crystal Spin's terminal: terminal.New of
// [Config](src, jp, t). Its errors are those of [terminal.New]: a
// *[slotmech.Error] wrapping terminal.ErrConfig that names the field at fault
// (a nil src or jp, a terminal ID or venue that is not a valid name).
func New(ctx context.Context, src rng.Source, jp jackpot.Central, t jackpot.Terminal) (*terminal.Machine, error) {
	return terminal.New(ctx, Config(src, jp, t))
}

// DemoPools returns the jackpot pools of the examples (examples/play and
// examples/central serve the same ones): a mystery pool of venue "brno-1"
// that must hit by 5 000 Kč and a progressive pool of every terminal, each
// taking 0.5 % of every stake.
func DemoPools() []jackpot.PoolConfig {
	return []jackpot.PoolConfig{
		{Name: "mini", Venues: []string{"brno-1"}, Rate: jackpot.Ratio{Num: 5, Den: 1000},
			Seed: 2_000, MustHitBy: 5_000},
		{Name: "maxi", Rate: jackpot.Ratio{Num: 5, Den: 1000},
			Seed: 100_000, Chance: jackpot.Ratio{Num: 1, Den: 50_000_000}},
	}
}
