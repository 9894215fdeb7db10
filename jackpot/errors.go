package jackpot

import (
	"errors"
	"strconv"
	"strings"
)

// Sentinel errors. Every error the package returns wraps one of them (or
// slotmech.ErrOverflow, or the error of a [Store]), so callers can test with
// errors.Is.
var (
	// ErrConfig is the sentinel every *[ConfigError] unwraps to: a pool
	// configuration that cannot be run.
	ErrConfig = errors.New("jackpot: bad pool configuration")

	// ErrStake means a game's stake is zero or negative, or above the limit
	// of a must-hit pool in its scope (see [PoolConfig].MustHitBy).
	ErrStake = errors.New("jackpot: bad stake")

	// ErrTerminal means a terminal's ID or venue is empty or not a valid name.
	ErrTerminal = errors.New("jackpot: bad terminal")

	// ErrUnknownPool means a pool name is not one of the system's pools.
	ErrUnknownPool = errors.New("jackpot: unknown pool")

	// ErrLedger means a pool's ledger does not balance: money was created or
	// lost. It never happens with a correct store.
	ErrLedger = errors.New("jackpot: ledger does not balance")

	// ErrFormIncomplete is the sentinel every *[FormError] unwraps to: a
	// payout form with a required field missing (CS-20).
	ErrFormIncomplete = errors.New("jackpot: payout form incomplete")
)

// ConfigError describes why [NewSystem] refused a pool configuration: which
// pool (by index and name), which field and what is wrong with it.
type ConfigError struct {
	Index  int    // the pool's index in the configuration, or -1 for the system as a whole
	Pool   string // the pool's name as given (may be empty or invalid)
	Field  string // e.g. "Scope.Venues[2]", "Rate", "MustHitBy"
	Reason string // e.g. "venue scope has no venue", "seed 0 is not positive"
}

// Error returns a message such as
// `jackpot: pool 1 ("mini"): Scope.Venue: venue scope has no venue`.
func (e *ConfigError) Error() string {
	var b strings.Builder
	b.WriteString("jackpot: ")
	if e.Index >= 0 {
		b.WriteString("pool ")
		b.WriteString(strconv.Itoa(e.Index))
		b.WriteString(" (")
		b.WriteString(strconv.Quote(e.Pool))
		b.WriteString("): ")
	}
	if e.Field != "" {
		b.WriteString(e.Field)
		b.WriteString(": ")
	}
	b.WriteString(e.Reason)
	return b.String()
}

// Unwrap returns [ErrConfig].
func (e *ConfigError) Unwrap() error { return ErrConfig }

// FormError reports a payout form with required fields missing. A win is not
// paid on such a form (CS-20).
type FormError struct {
	Seq     uint64   // the win claimed
	Missing []string // the missing fields, by their Go names, in declaration order
}

// Error returns a message such as
// "jackpot: payout form incomplete: win 12: missing WinnerName, Signed".
func (e *FormError) Error() string {
	return ErrFormIncomplete.Error() + ": win " + strconv.FormatUint(e.Seq, 10) +
		": missing " + strings.Join(e.Missing, ", ")
}

// Unwrap returns [ErrFormIncomplete].
func (e *FormError) Unwrap() error { return ErrFormIncomplete }
