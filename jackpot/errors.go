package jackpot

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/slotmech/slotmech"
)

// Sentinel errors. Every error the package returns is a *[slotmech.Error]
// (Op what was being done: "NewSystem", "Draw", "Play" (also for Report),
// "Apply" (a store), "Config", "Amount", "Audit", "Check" or "Claim"; Field
// the pool, the terminal's game or the win at fault, counted from 0 where
// it is a place) wrapping one of them (or slotmech.ErrOverflow), so callers
// test with errors.Is and read the details with errors.As.
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
	// field missing (CS-20): [Win.Claim] returns an error wrapping it.
	ErrFormIncomplete = errors.New("jackpot: payout form incomplete")

	// ErrStore means the [Store] failed: the error wraps it and the
	// store's own error (a database's, or ctx.Err() of a call whose
	// context ended), and no pool was changed by the call.
	ErrStore = errors.New("jackpot: store failed")
)

// configErr returns the error refusing field of pool i (name as given), or
// of the system as a whole for i = -1.
func configErr(i int, pool, field, value, reason string) error {
	where := field
	if i >= 0 {
		where = "pool " + strconv.Itoa(i) + " (" + strconv.Quote(pool) + ")"
		if field != "" {
			where += ": " + field
		}
	}
	return &slotmech.Error{Op: "NewSystem", Field: where, Value: value, Reason: reason, Err: ErrConfig}
}

// poolErr returns the error of op on the named pool, with what is wrong
// (reason), wrapping the sentinel err.
func poolErr(op, pool, reason string, err error) error {
	return &slotmech.Error{Op: op, Field: "pool " + strconv.Quote(pool), Value: pool, Reason: reason, Err: err}
}

// storeErr returns the error of op on the named pool (or, with pool "",
// of field) whose store failed with err: err itself if it is already the
// package's (a store's refusal, such as [CheckRepeat]'s), else an error
// wrapping [ErrStore] and err.
func storeErr(op, field string, err error) error {
	var own *slotmech.Error
	if errors.As(err, &own) {
		return err
	}
	return &slotmech.Error{Op: op, Field: field, Err: fmt.Errorf("%w: %w", ErrStore, err)}
}
