package stripgame

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/slotmech/slotmech"
)

// ErrConfig is the sentinel every error of [New] wraps: it was given a
// configuration it cannot build a game from. The error is a
// *slotmech.Error naming the Config field at fault and where in it, in the
// words of the Config ("Strips reel 2 position 5", "Lines", "DefaultBet";
// places counted from 0, as everywhere in the module), its value and what
// is wrong; where a mechanics package refused its part of the
// configuration (package lines, cluster or tumble), it wraps that
// package's error too, so errors.Is(err, lines.ErrConfig) holds.
var ErrConfig = errors.New("stripgame: invalid configuration")

// ErrTooManyFreeSpins is the sentinel the error of a round wraps when,
// without a bound FreeSpins.Max, its retriggers would make it play more
// than [MaxRoundFreeSpins] free spins: the round fails rather than being
// cut silently.
var ErrTooManyFreeSpins = errors.New("stripgame: too many free spins in one round")

// configErr returns the error refusing a configuration: field at fault,
// its value ("" if none) and what is wrong.
func configErr(field, value, reason string) error {
	if value != "" {
		reason = value + ": " + reason
	}
	return &slotmech.Error{Op: "New", Field: field, Value: value, Reason: reason, Err: ErrConfig}
}

// refusedBy returns the error refusing field, which a mechanics package
// refused with err.
func refusedBy(field string, err error) error {
	return &slotmech.Error{Op: "New", Field: field, Reason: "refused: " + err.Error(), Err: fmt.Errorf("%w: %w", ErrConfig, err)}
}

// itoa formats an integer for an error.
func itoa[T ~int | ~int64 | ~uint8](n T) string { return strconv.FormatInt(int64(n), 10) }
