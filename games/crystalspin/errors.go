package crystalspin

import (
	"errors"
	"strconv"

	"github.com/slotmech/slotmech/games"
)

// ErrConfig is the sentinel every error of [NewWithStrips] wraps: reel
// strips that are not a Crystal Spin game's (the wrong number of reels, a
// strip shorter than the window, a symbol the game does not have).
var ErrConfig = errors.New("crystalspin: bad reel strips")

// fail returns the package's error for op, naming the field at fault and its
// value (both may be ""), wrapping err.
func fail(op, field, value string, err error) error {
	return &games.Error{Op: op, Game: Name, Field: field, Value: value, Err: err}
}

// itoa formats an integer for an error's Value.
func itoa[T ~int | ~int64](n T) string { return strconv.FormatInt(int64(n), 10) }
