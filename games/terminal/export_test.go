package terminal

import (
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/jackpot"
)

// Software is the identity of the running software as the machine records
// it, for the tests.
var Software = software

// Views of a machine's internal state for the package's own tests, which
// check that an action changes it as documented and that a resumed machine
// restores it (the checkpoints record it). They are not part of the API.

// StopReason is why AUTO START last stopped.
type StopReason = stopReason

// The stop reasons.
const (
	NotStopped   = notStopped
	StopNoCredit = stopNoCredit
	StopRisk     = stopRisk
	StopPressed  = stopPressed
	StopLockup   = stopLockup
)

// StopOf returns why m's AUTO START last stopped.
func StopOf(m *Machine) StopReason { return m.stop }

// RiskOf returns m's RISK gamble's state.
func RiskOf(m *Machine) gamble.State { return m.risk.State() }

// HeadOf returns m's last journal entry.
func HeadOf(m *Machine) JournalHead { return m.jhead }

// JackpotsOf returns every jackpot hit m has announced, oldest first.
func JackpotsOf(m *Machine) []jackpot.Win { return slices.Clone(m.jackpots) }

// CostOf returns what a game at m's stake step costs.
func CostOf(m *Machine) slotmech.Money { return m.cost() }

// Sum returns the hash e must carry, unkeyed.
func Sum(e *JournalEntry) [32]byte { return e.sum(nil, "") }

// KeyedSum returns the MAC e must carry under key, of the terminal term.
func KeyedSum(e *JournalEntry, key []byte, term string) [32]byte { return e.sum(key, term) }
