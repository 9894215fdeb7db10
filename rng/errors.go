package rng

import (
	"errors"
	"strings"

	"github.com/slotmech/slotmech"

	"github.com/slotmech/slotmech/internal/weighted"
)

// ErrConfig is the sentinel of a weight table that cannot be drawn from:
// every error of [NewWeighted] wraps it.
var ErrConfig = weighted.ErrConfig

// ErrExhausted means a [Replayer] was asked for more values than were
// recorded: the replayed round does not match its record.
var ErrExhausted = errors.New("rng: replay ran out of recorded draws")

// ErrUnused means a replayed round finished with recorded values left over:
// the round took fewer draws than the record holds.
var ErrUnused = errors.New("rng: replay left recorded draws unused")

// replayErr returns the *slotmech.Error of a replay that did not use its
// record exactly: the sentinel's text, then what happened.
func replayErr(sentinel error, value, reason string) error {
	_, text, _ := strings.Cut(sentinel.Error(), ": ")
	return &slotmech.Error{Op: "replay", Value: value, Reason: text + ": " + reason, Err: sentinel}
}
