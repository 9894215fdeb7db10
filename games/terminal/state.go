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

// StopReason says why AUTO START stopped. There are exactly three.
type StopReason uint8

// The stop reasons, and NotStopped.
const (
	// NotStopped: AUTO START is running, or has never run.
	NotStopped StopReason = iota
	// StopNoCredit: after a game, CREDIT (with WIN) does not cover the
	// next stake. Machine.Step reports it.
	StopNoCredit
	// StopRisk: the player entered RISK after a win.
	StopRisk
	// StopPressed: the player pressed STOP.
	StopPressed
)

// String returns the reason in words, e.g. "credit does not cover the
// stake", or "StopReason(n)".
func (r StopReason) String() string {
	if r <= StopPressed {
		return [...]string{"not stopped", "credit does not cover the stake",
			"RISK started", "STOP pressed"}[r]
	}
	return "StopReason(" + strconv.Itoa(int(r)) + ")"
}

// LastStop returns why AUTO START last stopped: NotStopped while it runs or
// if it never ran.
func (m *Machine) LastStop() StopReason { return m.stop }
