package crystalspin

import "strconv"

// MachineState is the state of a [Machine]; see the table in its
// documentation. The zero MachineState is StateReady.
type MachineState uint8

// The states of a Machine.
const (
	// StateReady: no game is running and AUTO START is off; WIN holds the
	// last game's win, which may be risked.
	StateReady MachineState = iota
	// StateAuto: AUTO START is on (CS-13); the caller plays its games with
	// Machine.Step.
	StateAuto
	// StateRisk: a RISK gamble is open (CS-14); WIN is the amount at risk.
	StateRisk
)

// String returns "ready", "auto" or "risk", or "MachineState(n)".
func (s MachineState) String() string {
	if s <= StateRisk {
		return [...]string{"ready", "auto", "risk"}[s]
	}
	return "MachineState(" + strconv.Itoa(int(s)) + ")"
}

// StopReason says why AUTO START stopped (CS-13). There are exactly three.
type StopReason uint8

// The stop reasons of CS-13, and NotStopped.
const (
	// NotStopped: AUTO START is running, or has never run.
	NotStopped StopReason = iota
	// StopNoCredit is reason (a): after a game, CREDIT (with WIN) does not
	// cover the next stake. Machine.Step reports it.
	StopNoCredit
	// StopRisk is reason (b): the player entered RISK after a win.
	StopRisk
	// StopPressed is reason (c): the player pressed STOP.
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
