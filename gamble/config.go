package gamble

import (
	"strconv"

	"github.com/slotmech/slotmech"
)

// maxHistory is the largest Config.History accepted: far more cards than any
// screen shows, small enough that a Gamble stays a few hundred bytes.
const maxHistory = 256

// Config is the fixed configuration of a [Gamble]. The zero Config is not
// valid (Unit must be at least 1); [New] validates it.
type Config struct {
	// Unit is the money unit in which HALF counts "odd" (see [Split]), in
	// minor units; at least 1. Crystal Spin counts in whole Kč and its minor
	// unit is the Kč, so its Unit is 1; a euro game counting whole euros in
	// cents uses 100.
	Unit slotmech.Money

	// History is how many drawn cards the Gamble remembers, newest first;
	// 0 keeps none, at most 256. Crystal Spin shows 5 (CS-17).
	History int

	// MaxAtRisk, if positive, is the most a pick may put at risk: a pick is
	// offered only while winning it would leave at most MaxAtRisk at risk
	// (2 × at risk <= MaxAtRisk). Start refuses a larger amount
	// (ErrOverLimit); after a won pick that leaves no further pick within
	// the limit, the gamble ends, collected, with reason LimitAtRisk. 0 means
	// no limit other than the range of Money. 1 is refused: it allows no
	// gamble at all.
	MaxAtRisk slotmech.Money

	// MaxDoublings, if positive, is the most won picks one gamble may have:
	// the gamble ends, collected, with reason LimitDoublings as soon as it
	// is reached. 0 means no limit.
	MaxDoublings int
}

// validate returns a *slotmech.Error for the first bad field of c, or nil.
func (c Config) validate() error {
	bad := func(field string, value int64, reason string) error {
		return fieldErr("New", field, value, reason, ErrConfig)
	}
	switch {
	case c.Unit < 1:
		return bad("Unit", int64(c.Unit), "must be at least 1")
	case c.History < 0 || c.History > maxHistory:
		return bad("History", int64(c.History), "must be between 0 and "+strconv.Itoa(maxHistory))
	case c.MaxAtRisk < 0:
		return bad("MaxAtRisk", int64(c.MaxAtRisk), "must not be negative (0 means no limit)")
	case c.MaxAtRisk == 1:
		return bad("MaxAtRisk", 1, "allows no pick (a pick needs 2 × at risk <= MaxAtRisk)")
	case c.MaxDoublings < 0:
		return bad("MaxDoublings", int64(c.MaxDoublings), "must not be negative (0 means no limit)")
	}
	return nil
}
