package jackpot

import (
	"errors"
	"strconv"
	"strings"
)

// Sentinel errors. Every error the package returns is an *[Error] wrapping
// one of them (or slotmech.ErrOverflow, or the error of a [Store]), so
// callers can test with errors.Is.
var (
	// ErrConfig is the sentinel of a pool configuration that cannot be run:
	// every error of [NewSystem] about the configuration wraps it.
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

	// ErrGameNumber means a game's number cannot be reported: 0, below the
	// last game its terminal reported, or the last one again with another
	// stake (see [Game]).
	ErrGameNumber = errors.New("jackpot: bad game number")

	// ErrDraws means the draws given to [System.Report] are not those of
	// the game: another count than [System.Draw] takes for its terminal, or
	// a chance value out of its range.
	ErrDraws = errors.New("jackpot: draws do not fit the game")

	// ErrFormIncomplete is the sentinel of a payout form with a required
	// field missing (CS-20): [Win.Claim] returns an *[Error] wrapping it.
	ErrFormIncomplete = errors.New("jackpot: payout form incomplete")
)

// Error is the one error type of package jackpot, in the manner of
// [os.PathError]: what was being done, where, the value at fault, what is
// wrong and the error behind it.
//
// It reads "jackpot: ", then the sentinel's text (unless Err is [ErrConfig],
// which Field and Reason say well enough), then Field and Reason, then the
// error behind it when that is not one of the package's sentinels (a store's
// error, [slotmech.ErrOverflow]), all separated by ": ". For example:
//
//	jackpot: pool 1 ("mini"): Scope.Venue: venue scope has no venue
//	jackpot: payout form incomplete: win 12: missing WinnerName, Signed
//	jackpot: bad stake: 0 is not positive
//	jackpot: pool "mini": load: <the store's error>
type Error struct {
	Op string // what was being done: "NewSystem", "Draw", "Play" (also for Report), "Apply" (a store), "Config", "Amount", "Audit", "Check" or "Claim"

	// Field is where, in the user's words: for NewSystem the pool, by
	// index and name, and its PoolConfig field (`pool 1 ("mini"):
	// Scope.Venues[2]`), or "" for the system as a whole; for Claim the
	// win ("win 12"); otherwise the pool (`pool "mini"`) or "".
	Field string

	Value  string // the value at fault as text: the stake, the pool or terminal name, for Claim the missing form fields ("WinnerName, Signed"); "" if none
	Reason string // what is wrong, e.g. "seed 0 is not positive"; "" when the sentinel says it all
	Err    error  // the sentinel (ErrConfig, ErrStake, ErrTerminal, ErrUnknownPool, ErrLedger, ErrFormIncomplete, ErrGameNumber, ErrDraws), or the error behind it: the store's, slotmech.ErrOverflow
}

// Error returns the message described at [Error].
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString("jackpot: ")
	sep := ""
	add := func(s string) {
		if s != "" {
			b.WriteString(sep)
			b.WriteString(s)
			sep = ": "
		}
	}
	own := isSentinel(e.Err)
	if own && e.Err != ErrConfig {
		add(strings.TrimPrefix(e.Err.Error(), "jackpot: "))
	}
	add(e.Field)
	add(e.Reason)
	if !own && e.Err != nil {
		add(e.Err.Error())
	}
	return b.String()
}

// Unwrap returns Err.
func (e *Error) Unwrap() error { return e.Err }

// isSentinel reports whether err is one of the package's sentinel errors.
func isSentinel(err error) bool {
	switch err {
	case ErrConfig, ErrStake, ErrTerminal, ErrUnknownPool, ErrLedger, ErrFormIncomplete, ErrGameNumber, ErrDraws:
		return true
	}
	return false
}

// configErr returns the *Error refusing field of pool i (name as given), or
// of the system as a whole for i = -1.
func configErr(i int, pool, field, value, reason string) error {
	where := field
	if i >= 0 {
		where = "pool " + strconv.Itoa(i) + " (" + strconv.Quote(pool) + ")"
		if field != "" {
			where += ": " + field
		}
	}
	return &Error{Op: "NewSystem", Field: where, Value: value, Reason: reason, Err: ErrConfig}
}

// poolErr returns the *Error of op on the named pool, with what was being
// done there (or "") and the error behind it.
func poolErr(op, pool, reason string, err error) error {
	return &Error{Op: op, Field: "pool " + strconv.Quote(pool), Value: pool, Reason: reason, Err: err}
}
