package jackpot

import (
	"context"
	"fmt"
	"math/bits"
	"strconv"

	"github.com/slotmech/slotmech"
)

// Ledger is the account of one pool: where its money came from and where it
// went, with the configuration needed to check it. [System.Audit] returns it.
//
// A pool's ledger balances at every moment:
//
//	Seeded + Contributed = Amount + Won
//	Staked × Rate.Num    = Rate.Den × Contributed + Remainder,  0 ≤ Remainder < Rate.Den
//	Seeded               = Seed × (Resets + 1)
//
// and at rest Amount ≥ Seed and, for a must-hit pool,
// Seed < Threshold ≤ MustHitBy and Amount < Threshold. A pool that has not
// opened has every figure zero.
//
// A Ledger is a plain value, a snapshot; its zero value is the ledger of an
// unopened pool with no configuration.
type Ledger struct {
	Pool      string
	Rate      Ratio
	Seed      slotmech.Money
	MustHitBy slotmech.Money

	State // the stored figures
}

// Check returns nil if the ledger balances and otherwise an *[slotmech.Error]
// wrapping [ErrLedger] naming the first relation that fails.
func (l *Ledger) Check() error {
	fail := func(format string, args ...any) error {
		return poolErr("Check", l.Pool, fmt.Sprintf(format, args...), ErrLedger)
	}
	if !l.Open {
		if l.State != (State{}) {
			return fail("not opened but has figures %+v", l.State)
		}
		return nil
	}
	for _, m := range []struct {
		name string
		v    slotmech.Money
	}{{"amount", l.Amount}, {"seeded", l.Seeded}, {"contributed", l.Contributed},
		{"won", l.Won}, {"staked", l.Staked}, {"threshold", l.Threshold}} {
		if m.v < 0 {
			return fail("%s %d is negative", m.name, m.v)
		}
	}
	if l.Remainder < 0 || l.Remainder >= l.Rate.Den {
		return fail("remainder %d is outside [0, %d)", l.Remainder, l.Rate.Den)
	}
	// All figures are non-negative int64, so their sums fit in uint64.
	if in, out := uint64(l.Seeded)+uint64(l.Contributed), uint64(l.Amount)+uint64(l.Won); in != out {
		return fail("seeded %d + contributed %d = %d ≠ amount %d + won %d = %d",
			l.Seeded, l.Contributed, in, l.Amount, l.Won, out)
	}
	sh, sl := bits.Mul64(uint64(l.Staked), uint64(l.Rate.Num))
	ch, cl := bits.Mul64(uint64(l.Contributed), uint64(l.Rate.Den))
	cl, carry := bits.Add64(cl, uint64(l.Remainder), 0)
	if ch += carry; sh != ch || sl != cl {
		return fail("staked %d × %d ≠ %d × contributed %d + remainder %d",
			l.Staked, l.Rate.Num, l.Rate.Den, l.Contributed, l.Remainder)
	}
	if hi, lo := bits.Mul64(uint64(l.Seed), l.Resets+1); hi != 0 || lo != uint64(l.Seeded) {
		return fail("seeded %d ≠ seed %d × (resets %d + 1)", l.Seeded, l.Seed, l.Resets)
	}
	if l.Amount < l.Seed {
		return fail("amount %d is below the seed %d", l.Amount, l.Seed)
	}
	if l.MustHitBy == 0 {
		if l.Threshold != 0 {
			return fail("threshold %d set on a pool without must-hit trigger", l.Threshold)
		}
		return nil
	}
	if l.Threshold <= l.Seed || l.Threshold > l.MustHitBy {
		return fail("threshold %d is outside (%d, %d]", l.Threshold, l.Seed, l.MustHitBy)
	}
	if l.Amount >= l.Threshold {
		return fail("amount %d has reached the threshold %d", l.Amount, l.Threshold)
	}
	return nil
}

// Audit returns the ledger of the named pool, read from the store in one
// consistent snapshot, and [Ledger.Check]'s verdict on it. It returns an
// *[slotmech.Error] wrapping [ErrUnknownPool] or the store's error before any
// figures.
func (s *System) Audit(ctx context.Context, name string) (Ledger, error) {
	p, err := s.pool("Audit", name)
	if err != nil {
		return Ledger{}, err
	}
	st, err := s.store.Load(ctx, name)
	if err != nil {
		return Ledger{}, storeErr("Audit", "pool "+strconv.Quote(name), err)
	}
	l := Ledger{Pool: name, Rate: p.cfg.Rate, Seed: p.cfg.Seed, MustHitBy: p.cfg.MustHitBy, State: st}
	return l, l.Check()
}
