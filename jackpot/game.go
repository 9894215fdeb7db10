package jackpot

import (
	"math/bits"
	"time"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
)

// game is one call of Play as seen by the per-pool update: the game's data,
// the pool being updated and the wins of that update. Play reuses games from
// a sync.Pool, so fn is bound to apply once, when the game is made.
type game struct {
	sys     *System
	fn      func(*State) error // g.apply
	p       *pool
	term    Terminal
	stake   slotmech.Money
	src     rng.Source
	at      time.Time
	pending []Win // wins of the current update, kept only if the store commits
}

// apply is the atomic update of one pool for one game: open, contribute,
// must-hit, chance draw. It runs inside Store.Update, so the hit decision and
// the reset happen under the pool's lock and a hit is paid exactly once. On
// error the store discards st.
func (g *game) apply(st *State) error {
	c := &g.p.cfg
	if !st.Open {
		st.Open = true
		st.Amount = c.Seed
		st.Seeded = c.Seed
		if c.MustHitBy != 0 {
			st.Threshold = g.threshold()
		}
	}
	if err := g.contribute(st); err != nil {
		return err
	}
	if c.MustHitBy != 0 {
		// The pool never rests at or above its threshold: the game that
		// reaches it wins exactly the threshold and the part of its
		// contribution above it goes into the restarted pool.
		for st.Amount >= st.Threshold {
			excess := st.Amount - st.Threshold
			st.Amount = st.Threshold
			if err := g.hit(st, ByMustHit); err != nil {
				return err
			}
			var err error
			if st.Amount, err = st.Amount.Add(excess); err != nil {
				return err
			}
		}
	}
	if g.p.odds != 0 {
		// P = stake × Num / Den, drawn exactly as U < stake × Num with U
		// uniform in [0, Den). The product is 128-bit: if it does not fit in
		// 64 bits it is above Den and the draw always wins (P capped at 1).
		// The draw is taken even then, so every game takes one draw per
		// chance pool.
		hi, lo := bits.Mul64(uint64(g.stake), g.p.chance)
		if u := rng.Uint64N(g.src, g.p.odds); hi != 0 || u < lo {
			return g.hit(st, ByChance)
		}
	}
	return nil
}

// contribute adds the game's share of the stake to st, carrying the fraction
// of a unit: Σ stake × Num = Den × Contributed + Remainder stays exact.
func (g *game) contribute(st *State) error {
	r := g.p.cfg.Rate
	share, err := g.stake.Mul(r.Num) // checked in Play already; kept for safety
	if err != nil {
		return err
	}
	total, err := share.Add(slotmech.Money(st.Remainder))
	if err != nil {
		return err
	}
	whole := total / slotmech.Money(r.Den)
	amount, err := st.Amount.Add(whole)
	if err != nil {
		return err
	}
	contributed, err := st.Contributed.Add(whole)
	if err != nil {
		return err
	}
	staked, err := st.Staked.Add(g.stake)
	if err != nil {
		return err
	}
	st.Amount, st.Contributed, st.Staked = amount, contributed, staked
	st.Remainder = int64(total % slotmech.Money(r.Den))
	st.Games++
	return nil
}

// hit records a win of the whole of st.Amount and restarts the pool at its
// seed, with a new threshold if the pool has one.
func (g *game) hit(st *State, by Trigger) error {
	c := &g.p.cfg
	won, err := st.Won.Add(st.Amount)
	if err != nil {
		return err
	}
	seeded, err := st.Seeded.Add(c.Seed)
	if err != nil {
		return err
	}
	seq := g.sys.seq.Add(1)
	g.pending = append(g.pending, Win{
		Seq:      seq,
		Pool:     c.Name,
		Terminal: g.term.ID,
		Venue:    g.term.Venue,
		Amount:   st.Amount,
		At:       g.at,
		Trigger:  by,
		Payout:   c.Payout.route(st.Amount, g.at),
	})
	st.Won, st.Seeded = won, seeded
	st.Amount = c.Seed
	st.Resets++
	st.LastSeq = seq
	if c.MustHitBy != 0 {
		st.Threshold = g.threshold()
	}
	return nil
}

// threshold draws a must-hit-by level uniformly in (Seed, MustHitBy].
func (g *game) threshold() slotmech.Money {
	c := &g.p.cfg
	return c.Seed + 1 + slotmech.Money(rng.Uint64N(g.src, uint64(c.MustHitBy-c.Seed)))
}
