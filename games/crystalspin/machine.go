package crystalspin

import (
	"fmt"
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
)

// Machine is the terminal a person plays Crystal Spin on (CS-11 … CS-20):
// the CREDIT and WIN meters, the stake, START and MAX BET, AUTO START, RISK
// and the terminal's place in a shared jackpot system. It plays the rounds of
// a [games.Game] (Crystal Spin's [New] in production) with Play(stake,
// games.Standard, …), so it works with any game of that shape.
//
// # Meters and stake
//
// CREDIT is the player's money; WIN is what the last game won and, during
// RISK, the amount at risk (CS-12, CS-14). The stake is one of the steps of
// CS-11 (5, 10, 15, 25, 50, 100, 200, 300, 500 and 1 000 Kč, see
// [Machine.Stakes]) and stays from game to game until SetStake or MAX BET
// changes it. Before a game starts the whole WIN moves to CREDIT, and the
// game starts only if CREDIT then covers the stake, which is taken from it.
// "CREDIT covers the stake" below always means CREDIT + WIN ≥ stake.
//
// # States and actions
//
// The machine is in one of three states ([MachineState]): [StateReady] (no
// game running; WIN holds the last game's win), [StateAuto] (AUTO START is
// on) or [StateRisk] (a RISK gamble is open). A game is played inside one
// call, so there is no "game in progress" state. Each action either makes
// one of these transitions or is refused with an error and changes nothing:
//
//	state  action          condition                         next   effect
//	any    Insert(a)       a > 0                             same   CREDIT += a (credit in)
//	Ready  CashOut()       CREDIT + WIN > 0                  Ready  WIN and CREDIT paid out (credit out)
//	Ready  SetStake(s)     s is a CS-11 step                 Ready  stake = s
//	Ready  Start(at)       CREDIT covers the stake           Ready  WIN → CREDIT, stake taken, game played,
//	                                                                jackpot draw, WIN = the game's win
//	Ready  MaxBet(at)      CREDIT covers 1 000               Ready  stake = 1 000, then as Start
//	Ready  AutoStart()     CREDIT covers the stake           Auto
//	Ready  Risk()          WIN > 0, the game hit no jackpot  Risk   WIN is at risk
//	Auto   Step(at)        CREDIT covers the next stake      Auto   as Start
//	Auto   Step(at)        it does not (after the game)      Ready  as Start; stop (a)
//	Auto   Risk()          as from Ready                     Risk   stop (b)
//	Auto   Stop()                                            Ready  stop (c)
//	Risk   Pick(c) wins    no RISK limit reached             Risk   WIN × 2
//	Risk   Pick(c) wins    a RISK limit reached              Ready  WIN × 2, then WIN → CREDIT
//	Risk   Pick(c) loses                                     Ready  WIN lost
//	Risk   Half()          WIN ≥ 2 Kč                        Risk   odd split: part of WIN → CREDIT
//	Risk   Half()          WIN = 1 Kč                        Ready  WIN → CREDIT
//	Risk   Collect()                                         Ready  WIN → CREDIT
//	Risk   Start(at)       (START is COLLECT during RISK)    Ready  WIN → CREDIT
//
// Everything else is refused: an unknown stake ([ErrUnknownStake]); START,
// MAX BET or AUTO START that CREDIT does not cover ([ErrNoCredit]); RISK with
// an empty WIN ([ErrNoWin]), after a jackpot hit ([ErrJackpotRisk]) or over
// the RISK limit ([ErrRiskLimit]); any action but Insert, Pick, Half, Collect
// and Start during RISK ([ErrRiskOpen]); Pick, Half or Collect outside RISK
// ([ErrNoRisk]); Pick of no colour ([ErrBadColour]); Start, MaxBet, SetStake,
// CashOut or AutoStart while AUTO START runs ([ErrAutoOn]); Step or Stop
// while it does not ([ErrAutoOff]); Insert of nothing ([ErrBadAmount]);
// CashOut of nothing ([ErrNothingToCashOut]). A refused action changes no
// meter, no state, no RISK history and no jackpot pool, and takes no draw
// (except a game refused after it was played, by the game itself or because
// the meters could not hold its win: its draws are spent, see Start).
//
// # AUTO START
//
// AUTO START (CS-13) is a mode, not a goroutine: while it is on, the caller
// drives it by calling [Machine.Step], which plays the next game exactly as
// START would. It stops only for the three reasons of CS-13 ([StopReason]):
// (a) after a game, CREDIT does not cover the next stake ([StopNoCredit],
// reported by Step); (b) the player enters RISK ([StopRisk]; RISK is allowed
// after any win during AUTO START, CS-14); (c) the player presses STOP
// ([StopPressed]). So while AUTO START is on, CREDIT always covers the stake.
// A jackpot hit does not stop it.
//
// # RISK
//
// RISK (CS-14 … CS-17) is the [gamble] package with Unit 1 Kč and a history
// of 5 cards: after any win the player may gamble the WIN meter, pick red or
// black (a card drawn uniformly from a full deck with the machine's source;
// a match doubles WIN, otherwise it is lost), HALF it (the credited part goes
// to CREDIT at once, the odd split of CS-16), or COLLECT it with the COLLECT
// (PŘIPSAT) or START button. The last five cards are shown newest first
// ([Machine.History]). RISK cannot be played on a jackpot win: a jackpot win
// never reaches WIN, and, as a decision of this machine, RISK is refused
// after a game that hit a jackpot, while the hit is being announced (the
// game's own win then moves to CREDIT with the next START as usual).
// MachineConfig can set the gaming standards' RISK limits (a cap on the
// amount at risk, a number of doublings); by default there are none.
//
// # Jackpot
//
// The machine is one terminal (ID and venue) of a shared [jackpot.System]
// (CS-18). Every game started is reported to it, which draws the pools the
// terminal takes part in (CS-19). A jackpot hit is announced, in the game's
// [Round] and in [Machine.Jackpots], and never added to CREDIT or WIN nor
// gambled (CS-20): staff pay it (see [jackpot.Win.Claim]).
//
// # Invariant
//
// Money is neither created nor lost. At every moment the [Meters] satisfy
//
//	CreditIn + GameWins + RiskWon = Credit + Win + CreditOut + Staked + RiskLost
//
// ([Meters.Balanced]), where Win includes the amount at risk during RISK.
// Jackpot wins are outside this account: they are paid by staff from the
// pools, whose own ledger is [jackpot.System.Audit]. Money arithmetic is
// checked: an action whose result Money could not hold is refused with an
// error wrapping [slotmech.ErrOverflow].
//
// # Randomness and time
//
// One injected source ([MachineConfig.Source]) serves every draw: the game's,
// the jackpot's and the RISK cards. The machine reads no clock: Start, MaxBet
// and Step take the time of the game from the caller, for the jackpot
// records.
//
// # Concurrency
//
// The zero Machine is not usable; use [NewMachine]. A Machine is the state
// of one terminal and is not safe for concurrent use. The jackpot System it
// reports to is shared by many terminals and is safe for concurrent use.
type Machine struct {
	game  games.Game
	src   rng.Source
	jp    *jackpot.System
	term  jackpot.Terminal
	risk  *gamble.Gamble
	steps []slotmech.Money

	state  MachineState
	stop   StopReason
	meters Meters

	// lastJackpot says the last game hit a jackpot: its WIN cannot be risked.
	lastJackpot bool

	// out holds the last game's outcome; next is where the next game is
	// played, swapped with out once the game stands, so a refused game
	// leaves the last one readable.
	out, next games.Outcome
	last      Round
	jackpots  []jackpot.Win
}

// MachineConfig is what a [Machine] is built from. The zero value is not
// valid: Game, Source and Jackpot are required and Terminal must be valid.
type MachineConfig struct {
	// Game is the game the machine plays: crystalspin.New() for Crystal
	// Spin. It must accept every stake step of CS-11 in games.Standard mode
	// at its face value (Stake(s, Standard) == s).
	Game games.Game

	// Source serves every draw of the machine: rounds, jackpot draws and
	// RISK cards. Production uses rng.NewCrypto().
	Source rng.Source

	// Jackpot is the shared jackpot system the machine reports every game
	// to, and Terminal the machine's identity in it (CS-18).
	Jackpot  *jackpot.System
	Terminal jackpot.Terminal

	// Stake is the stake the machine starts with: a step of CS-11, or 0 for
	// the game's DefaultBet.
	Stake slotmech.Money

	// Detail asks the game to itemise every round (screens and cascade
	// steps in Round.Outcome), for a display. It costs allocations; without
	// it a round records the money only.
	Detail bool

	// RiskMaxAtRisk and RiskMaxDoublings are RISK's optional limits (see
	// gamble.Config.MaxAtRisk and MaxDoublings); 0 means none.
	RiskMaxAtRisk    slotmech.Money
	RiskMaxDoublings int
}

// maxBet is the stake MAX BET sets (CS-11): the highest step.
const maxBet = 1000

// riskUnit and riskHistory configure RISK: HALF counts odd amounts in whole
// Kč (CS-16) and the display shows five cards (CS-17).
const (
	riskUnit    = 1
	riskHistory = 5
)

// NewMachine returns a machine in StateReady with empty meters and the
// configured stake. It returns an error wrapping [ErrMachineConfig] naming
// the field at fault if cfg is not valid.
func NewMachine(cfg MachineConfig) (*Machine, error) {
	bad := func(field, format string, args ...any) error {
		return fmt.Errorf("%w: %s: %s", ErrMachineConfig, field, fmt.Sprintf(format, args...))
	}
	switch {
	case cfg.Game == nil:
		return nil, bad("Game", "is nil")
	case cfg.Source == nil:
		return nil, bad("Source", "is nil")
	case cfg.Jackpot == nil:
		return nil, bad("Jackpot", "is nil")
	case !jackpot.ValidName(cfg.Terminal.ID):
		return nil, bad("Terminal.ID", "%q is not a valid name", cfg.Terminal.ID)
	case !jackpot.ValidName(cfg.Terminal.Venue):
		return nil, bad("Terminal.Venue", "%q is not a valid name", cfg.Terminal.Venue)
	}
	for _, s := range stakes {
		got, err := cfg.Game.Stake(s, games.Standard)
		if err != nil {
			return nil, bad("Game", "game %q refuses the stake step %d: %v", cfg.Game.Name(), s, err)
		}
		if got != s {
			return nil, bad("Game", "game %q charges %d for the stake step %d", cfg.Game.Name(), got, s)
		}
	}
	stake := cfg.Stake
	if stake == 0 {
		stake = cfg.Game.DefaultBet()
	}
	if !slices.Contains(stakes[:], stake) {
		return nil, bad("Stake", "%d is not a stake step", stake)
	}
	risk, err := gamble.New(gamble.Config{
		Unit:         riskUnit,
		History:      riskHistory,
		MaxAtRisk:    cfg.RiskMaxAtRisk,
		MaxDoublings: cfg.RiskMaxDoublings,
	})
	if err != nil {
		return nil, bad("Risk", "%v", err)
	}
	m := &Machine{
		game:  cfg.Game,
		src:   cfg.Source,
		jp:    cfg.Jackpot,
		term:  cfg.Terminal,
		risk:  risk,
		steps: stakes[:],
	}
	m.meters.Stake = stake
	m.out.Detail = cfg.Detail
	m.next.Detail = cfg.Detail
	return m, nil
}

// Stakes returns the stake steps of CS-11, lowest first: 5, 10, 15, 25, 50,
// 100, 200, 300, 500 and 1 000 Kč.
func (m *Machine) Stakes() []slotmech.Money { return slices.Clone(m.steps) }

// State returns the machine's state.
func (m *Machine) State() MachineState { return m.state }

// Credit returns the CREDIT meter.
func (m *Machine) Credit() slotmech.Money { return m.meters.Credit }

// Win returns the WIN meter: what the last game won, or during RISK the
// amount at risk.
func (m *Machine) Win() slotmech.Money { return m.meters.Win }

// Stake returns the current stake.
func (m *Machine) Stake() slotmech.Money { return m.meters.Stake }

// Meters returns a snapshot of the meters and the machine's totals.
func (m *Machine) Meters() Meters { return m.meters }

// Terminal returns the machine's identity in the jackpot system.
func (m *Machine) Terminal() jackpot.Terminal { return m.term }

// Last returns the last game played (the zero Round before the first).
// Its Outcome belongs to the machine and is overwritten by the next game.
func (m *Machine) Last() Round { return m.last }

// Jackpots returns every jackpot hit this machine has announced, oldest
// first. None of them was added to CREDIT (CS-20).
func (m *Machine) Jackpots() []jackpot.Win { return slices.Clone(m.jackpots) }

// covers reports whether CREDIT, with WIN added as it will be before the
// next game, covers stake (CS-12).
func (m *Machine) covers(stake slotmech.Money) bool {
	total, err := m.meters.Credit.Add(m.meters.Win)
	return err != nil || total >= stake // an overflowing total covers any stake
}
