package crystalspin

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/slotmech/slotmech"
)

// ErrConfig is the sentinel every error of [NewWithStrips] wraps: reel
// strips that are not a Crystal Spin game's (the wrong number of reels, a
// strip shorter than the window, a symbol the game does not have).
var ErrConfig = errors.New("crystalspin: bad reel strips")

// configErr returns the error of [NewWithStrips] refusing field (and its
// value, "" if none): what is wrong, as format and a.
func configErr(field, value, format string, a ...any) error {
	reason := fmt.Sprintf(format, a...)
	if value != "" {
		reason = value + ": " + reason
	}
	return &slotmech.Error{Op: "NewWithStrips", Field: field, Value: value, Reason: reason, Err: ErrConfig}
}

// itoa formats an integer for an error's Value.
func itoa[T ~int | ~int64](n T) string { return strconv.FormatInt(int64(n), 10) }
