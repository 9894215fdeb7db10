package jackpot

import (
	"context"
	"fmt"
	"math/bits"
	"strconv"

	"github.com/slotmech/slotmech"
)

// checkLedger returns nil if the figures st of pool c balance and otherwise
// an *[slotmech.Error] wrapping [ErrStore] naming the first relation that
// fails. The relations are those of [System.Audit].
func checkLedger(c *PoolConfig, st State) error {
	l := struct {
		Pool      string
		Rate      Ratio
		Seed      slotmech.Money
		MustHitBy slotmech.Money
		State
	}{c.Name, c.Rate, c.Seed, c.MustHitBy, st}
	fail := func(format string, args ...any) error {
		return poolErr("Audit", l.Pool, "ledger does not balance: "+fmt.Sprintf(format, args...), ErrStore)
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

// Audit returns the figures of the named pool's ledger, read from the
// store in one consistent snapshot, with the verdict on them: nil if they
// balance, else an *[slotmech.Error] wrapping [ErrStore] whose Reason,
// "ledger does not balance: …", names the first relation that fails
// (money was created or lost). It returns an *[slotmech.Error] wrapping
// [ErrUnknownPool] or the store's error before any figures. With the
// pool's configuration c ([System.Config]), the ledger balances at every
// moment:
//
//	Seeded + Contributed = Amount + Won
//	Staked × c.Rate.Num  = c.Rate.Den × Contributed + Remainder,  0 ≤ Remainder < c.Rate.Den
//	Seeded               = c.Seed × (Resets + 1)
//
// and at rest Amount ≥ c.Seed and, for a must-hit pool,
// c.Seed < Threshold ≤ c.MustHitBy and Amount < Threshold. A pool that has
// not opened has every figure zero.
func (s *System) Audit(ctx context.Context, name string) (State, error) {
	p, err := s.pool("Audit", name)
	if err != nil {
		return State{}, err
	}
	st, err := s.store.Load(ctx, name)
	if err != nil {
		return State{}, storeErr("Audit", "pool "+strconv.Quote(name), err)
	}
	return st, checkLedger(&p.cfg, st)
}
