package terminal

import (
	"errors"

	"github.com/slotmech/slotmech/games"
)

// Errors of a [Machine]. Every error the package returns is a
// *[games.Error] that wraps one of them (or another package's sentinel, such
// as [slotmech.ErrOverflow] or [games.ErrBet]): test the reason with
// errors.Is and read the action, field and value with errors.As.
//
// An action that returns one of them has changed nothing: not a meter, not
// the state, not the RISK history, not a jackpot pool, not the recall, and
// it has taken no draw from the machine's source (but for the exception
// stated at [Machine.Start]: a game refused after it was played).
var (
	// ErrConfig is the sentinel every error of [New] wraps: a [Config] that
	// cannot make a terminal.
	ErrConfig = errors.New("terminal: bad configuration")

	// ErrUnknownStake is returned by SetStake for an amount that is not one
	// of the machine's stake steps (Config.Stakes).
	ErrUnknownStake = errors.New("terminal: stake is not one of the stake steps")

	// ErrNoCredit is returned by Start, MaxBet and AutoStart when CREDIT
	// (with WIN, which moves to CREDIT before a game) does not cover the
	// stake.
	ErrNoCredit = errors.New("terminal: credit does not cover the stake")

	// ErrRiskOpen is returned by the actions that are not allowed while RISK
	// is in progress: a second Risk, SetStake, MaxBet, AutoStart, CashOut.
	ErrRiskOpen = errors.New("terminal: RISK is in progress")

	// ErrNoRisk is returned by Pick, Half and Collect when RISK is not in
	// progress.
	ErrNoRisk = errors.New("terminal: RISK is not in progress")

	// ErrNoWin is returned by Risk when the WIN meter is empty: there is
	// nothing to gamble.
	ErrNoWin = errors.New("terminal: no win to risk")

	// ErrJackpotRisk is returned by Risk after a game that hit a jackpot:
	// RISK is refused while the hit is announced (see [Machine]).
	ErrJackpotRisk = errors.New("terminal: RISK cannot be played on a jackpot win")

	// ErrRiskLimit is returned by Risk for a win too large to be doubled
	// within the machine's RISK limit (Config.Gamble.MaxAtRisk).
	ErrRiskLimit = errors.New("terminal: win is over the RISK limit")

	// ErrBadColour is returned by Pick for a colour other than red or black.
	ErrBadColour = errors.New("terminal: colour must be red or black")

	// ErrAutoOn is returned by the actions that are not allowed while AUTO
	// START runs: Start, MaxBet, SetStake, CashOut and a second AutoStart.
	// STOP first.
	ErrAutoOn = errors.New("terminal: AUTO START is on")

	// ErrAutoOff is returned by Step and Stop when AUTO START is not on.
	ErrAutoOff = errors.New("terminal: AUTO START is off")

	// ErrBadAmount is returned by Insert for an amount that is zero or
	// negative.
	ErrBadAmount = errors.New("terminal: amount must be positive")

	// ErrNothingToCashOut is returned by CashOut when CREDIT and WIN are
	// both empty.
	ErrNothingToCashOut = errors.New("terminal: nothing to cash out")

	// ErrGame is returned by Start, MaxBet and Step when the game broke its
	// contract: it reported a stake other than the one [games.Game.Stake]
	// gave for the bet, or a negative win. The game's draws are spent;
	// nothing else changes.
	ErrGame = errors.New("terminal: the game broke its contract")
)

// fail returns the machine's error for the action op, naming the field at
// fault and its value (both may be ""), wrapping err.
func (m *Machine) fail(op, field, value string, err error) error {
	return &games.Error{Op: op, Game: m.name, Field: field, Value: value, Err: err}
}

// firstErr returns the first non-nil error.
func firstErr(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
