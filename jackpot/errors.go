package jackpot

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/jackpotcheck"
)

// Sentinel errors, one per thing a caller must tell apart. Every error the
// package returns is a *[slotmech.Error] (Op what was being done:
// "NewSystem", "Report", "Void", "Apply" (a store), "Config", "Amount", "Audit",
// "Wins", "Pay" or "Claim"; Field the pool, the terminal's
// game or the win at fault, counted from 0 where it is a place; Reason what
// is wrong, in words) wrapping one of them (or slotmech.ErrOverflow as
// well), so callers test with errors.Is and read the details with
// errors.As.
var (
	// ErrConfig is the sentinel of a pool configuration that cannot be run:
	// every error of [NewSystem] about the configuration wraps it.
	ErrConfig = errors.New("jackpot: bad pool configuration")

	// ErrGame means a game's report was refused and changed nothing: its
	// terminal's ID or venue is not a valid name, its stake is zero,
	// negative or above the limit of a must-hit pool of its terminal (see
	// [PoolConfig].MustHitBy), its number is 0, below the last game its
	// terminal reported or the last one again with another stake (see
	// [Game]). Reason says which.
	ErrGame = jackpotcheck.ErrGame

	// ErrVoid means a game is void: its terminal declared it not started
	// ([System.Void]), as it could not reach the central system to report
	// it, and the system had no report of it. A report of a void game is
	// refused with an error wrapping ErrVoid and ErrGame; it never plays.
	// A [Store] also answers a void it records with an error wrapping it
	// (see [Store]), which Void turns into its answer.
	ErrVoid = jackpotcheck.ErrVoid

	// ErrUnknownPool means a pool name is not one of the system's pools.
	ErrUnknownPool = errors.New("jackpot: unknown pool")

	// ErrFormIncomplete is the sentinel of a payout form with a required
	// field missing (CS-20): [Win.Claim] returns an error wrapping it.
	ErrFormIncomplete = errors.New("jackpot: payout form incomplete")

	// ErrPayout means a payout was not recorded ([System.Pay]): no win has
	// that number, the form's number is blank, or the win was already paid
	// or refused with another form. Reason says which.
	ErrPayout = errors.New("jackpot: payout not recorded")

	// ErrStore means the [Store] failed, or the central system could not be
	// reached (a [Central] over the network): the error wraps it and the
	// store's own error (a database's, or ctx.Err() of a call whose
	// context ended), and no pool was changed by the call. It also means
	// that a pool's figures in the store do not balance (Reason "ledger
	// does not balance: …", see [System.Audit]): money was created or
	// lost, or the store was written with another rate or seed for the
	// pool's name. That never happens with a correct store and
	// configuration.
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
// package's (a store's refusal of a game reported again), else an error
// wrapping [ErrStore] and err.
func storeErr(op, field string, err error) error {
	var own *slotmech.Error
	if errors.As(err, &own) {
		return err
	}
	return &slotmech.Error{Op: op, Field: field, Err: fmt.Errorf("%w: %w", ErrStore, err)}
}
