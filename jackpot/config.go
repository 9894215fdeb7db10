package jackpot

import (
	"strconv"

	"github.com/slotmech/slotmech"
)

// Ratio is an exact fraction Num/Den of integers. It is used for contribution
// rates and hit chances, so that no rate is ever rounded to a float. The zero
// Ratio means "off" where a field allows it (see [PoolConfig]).
type Ratio struct {
	Num, Den int64
}

// String returns "Num/Den".
func (r Ratio) String() string {
	return strconv.FormatInt(r.Num, 10) + "/" + strconv.FormatInt(r.Den, 10)
}

// PoolConfig is the configuration of one progressive pool. [NewSystem]
// validates it; a zero PoolConfig is invalid.
//
// A pool must have at least one trigger: Chance, MustHitBy or both. With both,
// a game first checks the threshold and then takes the chance draw on what the
// pool holds after that, and every reset, whichever trigger caused it, draws
// a new threshold.
type PoolConfig struct {
	// Name identifies the pool in the store, in records and in the ledger:
	// a name as a [Terminal]'s ID is. Names are unique within a system.
	Name string

	// Venues is the pool's scope (CS-18): the terminals of these venues
	// contribute to the pool and may win it. Nil means every terminal of
	// the network; a list names at least one venue, each once, e.g.
	// []string{"brno-1"} for one venue or []string{"brno-1", "znojmo"} for
	// a group of venues.
	Venues []string

	// Rate is the share of every stake that goes into the pool, e.g. 15/1000
	// for 1.5 %. 0 ≤ Num ≤ Den, Den > 0. A zero Num makes a fixed jackpot that
	// always pays its seed (allowed only with a Chance trigger). Fractions of
	// the money unit are carried by the pool, never dropped.
	Rate Ratio

	// Seed is the amount the pool starts at and restarts at after every hit.
	// The operator puts it in; the ledger counts it as "seeded". Seed > 0.
	Seed slotmech.Money

	// Chance, when Num > 0, is trigger (a): a game with stake s wins the pool
	// with probability min(1, s × Num / Den), drawn exactly. Den > 0, and
	// Num must be less than Den: a chance of one per unit of stake or more
	// would hit on every game.
	Chance Ratio

	// MustHitBy, when not zero, is trigger (b), the mystery jackpot: at every
	// reset a hidden threshold is drawn uniformly in (Seed, MustHitBy], and the
	// game whose contribution brings the pool to the threshold wins exactly the
	// threshold; the rest of that game's contribution goes into the restarted
	// pool (and wins again if it reaches the new threshold too). MustHitBy >
	// Seed, and Rate.Num > 0 (a pool that does not grow would never reach it).
	//
	// One game may bring at most MustHitBy − Seed whole units into such a
	// pool: [System.Report] refuses a stake s with s × Rate.Num > (MustHitBy −
	// Seed) × Rate.Den − (Rate.Den − 1). This bounds the wins a single game
	// can take (with 1.5 % of a 1 000 Kč stake and a range of 1 000 Kč the
	// limit is far away).
	MustHitBy slotmech.Money

	// Payout is the CS-20 payout route of the pool's wins. The zero value
	// means the route of CS-20 for a pool counted in whole Kč: up to
	// 50 000 at the venue within 7 days, above it at the operator's seat
	// within 30 days ([System.Config] returns it filled in). A pool in
	// another unit (cents, say) must set its own rule.
	Payout PayoutRule
}

// check validates c as pool i.
func (c *PoolConfig) check(i int) error {
	bad := func(field, reason string) error {
		return configErr(i, c.Name, field, "", reason)
	}
	if !validName(c.Name) {
		return bad("Name", "invalid name "+strconv.Quote(c.Name))
	}
	if err := checkVenues(i, c.Name, c.Venues); err != nil {
		return err
	}
	switch {
	case c.Rate.Den <= 0:
		return bad("Rate", "denominator "+c.Rate.String()+" is not positive")
	case c.Rate.Num < 0:
		return bad("Rate", "rate "+c.Rate.String()+" is negative")
	case c.Rate.Num > c.Rate.Den:
		return bad("Rate", "rate "+c.Rate.String()+" is more than the whole stake")
	}
	if c.Seed <= 0 {
		return bad("Seed", "seed "+c.Seed.String()+" is not positive")
	}
	if c.Chance != (Ratio{}) {
		switch {
		case c.Chance.Den <= 0:
			return bad("Chance", "denominator "+c.Chance.String()+" is not positive")
		case c.Chance.Num <= 0:
			return bad("Chance", "chance "+c.Chance.String()+" is not positive (use the zero Ratio for no chance trigger)")
		case c.Chance.Num >= c.Chance.Den:
			return bad("Chance", "chance "+c.Chance.String()+" per unit of stake would hit every game")
		}
	}
	if c.MustHitBy != 0 {
		if c.MustHitBy <= c.Seed {
			return bad("MustHitBy", "threshold "+c.MustHitBy.String()+" is not above the seed "+c.Seed.String())
		}
		if c.Rate.Num == 0 {
			return bad("MustHitBy", "a pool with a zero rate never reaches its threshold")
		}
	}
	if c.Chance == (Ratio{}) && c.MustHitBy == 0 {
		return bad("Chance", "pool has no trigger (set Chance, MustHitBy or both)")
	}
	if c.Payout != (PayoutRule{}) {
		if err := c.Payout.check(); err != "" {
			return bad("Payout", err)
		}
	}
	return nil
}
