package freespin

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/slotmech/slotmech"
)

// ErrConfig is the sentinel every error of [New] wraps: it was given a
// configuration it cannot build a game from. The error is a
// *slotmech.Error naming the field at fault and where in it, in the words
// of the Config ("Base.Strips reel 2 position 5", "Trigger entry 2";
// places counted from 0, as everywhere in the module), its value and what
// is wrong; where a mechanics package refused its part (package ways,
// lines, cluster, tumble or rng), it wraps that package's error too.
var ErrConfig = errors.New("freespin: invalid configuration")

// configErr returns the error refusing a configuration: field at fault,
// its value ("" if none) and what is wrong.
func configErr(field, value, reason string) error {
	if value != "" {
		reason = value + ": " + reason
	}
	return &slotmech.Error{Op: "New", Field: field, Value: value, Reason: reason, Err: ErrConfig}
}

// refusedBy returns the error refusing field, whose value is value ("" if
// none), which a mechanics package refused with err.
func refusedBy(field, value string, err error) error {
	reason := "refused: " + err.Error()
	if value != "" {
		reason = value + ": " + reason
	}
	return &slotmech.Error{Op: "New", Field: field, Value: value, Reason: reason, Err: fmt.Errorf("%w: %w", ErrConfig, err)}
}

// itoa formats an integer for a message.
func itoa[T ~int | ~int64 | ~uint8](n T) string { return strconv.FormatInt(int64(n), 10) }
