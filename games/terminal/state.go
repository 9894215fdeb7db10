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
)

// String returns "ready", "auto" or "risk", or "State(n)".
func (s State) String() string {
	if s <= StateRisk {
		return [...]string{"ready", "auto", "risk"}[s]
	}
	return "State(" + strconv.Itoa(int(s)) + ")"
}

// stopReason says why AUTO START last stopped, as a checkpoint records it.
// There are exactly three reasons, and each is told by the action that
// stopped it: Step leaving StateAuto, Risk and Stop.
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
)
