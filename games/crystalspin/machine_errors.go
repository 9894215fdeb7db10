package crystalspin

import "errors"

// Errors returned by the actions of a [Machine]. An action that returns one
// of them (or an error wrapping one) has changed nothing: not a meter, not the
// state, not the RISK history, not a jackpot pool, and it has taken no draw
// from the machine's source (but for the one exception in Machine.Start).
var (
	// ErrUnknownStake is returned by SetStake for an amount that is not one
	// of the stake steps of CS-11.
	ErrUnknownStake = errors.New("crystalspin: stake is not one of the stake steps")

	// ErrNoCredit is returned by Start, MaxBet and AutoStart when CREDIT
	// (with WIN, which moves to CREDIT before a game) does not cover the
	// stake (CS-12).
	ErrNoCredit = errors.New("crystalspin: credit does not cover the stake")

	// ErrRiskOpen is returned by the actions that are not allowed while RISK
	// is in progress: a second Risk, SetStake, MaxBet, AutoStart, CashOut.
	ErrRiskOpen = errors.New("crystalspin: RISK is in progress")

	// ErrNoRisk is returned by Pick, Half and Collect when RISK is not in
	// progress.
	ErrNoRisk = errors.New("crystalspin: RISK is not in progress")

	// ErrNoWin is returned by Risk when the WIN meter is empty: there is
	// nothing to gamble (CS-14).
	ErrNoWin = errors.New("crystalspin: no win to risk")

	// ErrJackpotRisk is returned by Risk after a game that hit a jackpot:
	// RISK cannot be played on a jackpot win (CS-14).
	ErrJackpotRisk = errors.New("crystalspin: RISK cannot be played on a jackpot win")

	// ErrRiskLimit is returned by Risk for a win too large to be doubled
	// within the machine's RISK limit (MachineConfig.RiskMaxAtRisk).
	ErrRiskLimit = errors.New("crystalspin: win is over the RISK limit")

	// ErrBadColour is returned by Pick for a colour other than red or black.
	ErrBadColour = errors.New("crystalspin: colour must be red or black")

	// ErrAutoOn is returned by the actions that are not allowed while AUTO
	// START runs: Start, MaxBet, SetStake, CashOut and a second AutoStart.
	// STOP first.
	ErrAutoOn = errors.New("crystalspin: AUTO START is on")

	// ErrAutoOff is returned by Step and Stop when AUTO START is not on.
	ErrAutoOff = errors.New("crystalspin: AUTO START is off")

	// ErrBadAmount is returned by Insert for an amount that is zero or
	// negative.
	ErrBadAmount = errors.New("crystalspin: amount must be positive")

	// ErrNothingToCashOut is returned by CashOut when CREDIT and WIN are
	// both empty.
	ErrNothingToCashOut = errors.New("crystalspin: nothing to cash out")

	// ErrMachineConfig is the sentinel every error of NewMachine wraps.
	ErrMachineConfig = errors.New("crystalspin: bad machine configuration")
)
