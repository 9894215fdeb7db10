package starlight

import (
	"errors"
	"strconv"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
)

// ErrMaths is the sentinel every error of [NewWithMaths] wraps: a weight
// table that cannot be drawn from.
var ErrMaths = errors.New("starlight: bad maths")

// ErrSpin is the sentinel every error of [Game.PlaySpin] about its input
// wraps (screen shape, unknown symbol, running total); a refused bet wraps
// [games.ErrBet] instead.
var ErrSpin = errors.New("starlight: bad spin input")

// BetError is a refused bet (SC-13). It unwraps to [games.ErrBet].
type BetError struct {
	Bet    slotmech.Money // the refused base bet, in cents
	Mode   games.Mode     // the mode asked for
	Reason string         // e.g. "not a multiple of 20 cents"
}

// Error returns a message such as "starlight: bet 30 (standard): not a
// multiple of 20 cents".
func (e *BetError) Error() string {
	return "starlight: bet " + strconv.FormatInt(int64(e.Bet), 10) + " (" + string(e.Mode) + "): " + e.Reason
}

// Unwrap returns [games.ErrBet].
func (e *BetError) Unwrap() error { return games.ErrBet }
