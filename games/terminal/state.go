package terminal

import "strconv"

// State is the state of a [Machine]; see the table in its documentation.
// The zero State is StateReady.
type State uint8

// The states of a Machine.
const (
	// StateReady: no game is running and AUTO START is off; WIN holds the
	// last game's win, which may be risked.
	StateReady State = iota
	// StateAuto: AUTO START is on; the caller plays its games with
	// Machine.Step.
	StateAuto
	// StateRisk: a RISK gamble is open; WIN is the amount at risk.
	StateRisk
	// StateLocked: a jackpot hit locks the terminal for hand pay (CS-20):
	// no game, RISK or cash-out until an attendant clears the lock-up
	// with Machine.ClearLockup.
	StateLocked
)

// String returns "ready", "auto", "risk" or "locked", or "State(n)".
func (s State) String() string {
	if s <= StateLocked {
		return [...]string{"ready", "auto", "risk", "locked"}[s]
	}
	return "State(" + strconv.Itoa(int(s)) + ")"
}

// stopReason says why AUTO START last stopped, as a checkpoint records it.
// There are three reasons, and each is told by the action that stopped
// it: Step leaving StateAuto, Risk and Stop; and the jackpot lock-up
// (CS-13's decision), told by the game that hit.
type stopReason uint8

// The stop reasons, and notStopped.
const (
	// notStopped: AUTO START is running, or has never run.
	notStopped stopReason = iota
	// stopNoCredit: after a game, CREDIT (with WIN) does not cover the
	// next stake (reason (a)).
	stopNoCredit
	// stopRisk: the player entered RISK after a win (reason (b)).
	stopRisk
	// stopPressed: the player pressed STOP (reason (c)).
	stopPressed
	// stopLockup: a jackpot hit locked the terminal (CS-13, CS-20).
	stopLockup
)
