package jackpot

import (
	"math/bits"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
)

// game is one call of Report as seen by the per-pool updates: the game, its
// draws and the pools it feeds. Report reuses games from a sync.Pool, so fn
// is bound to apply once, when the game is made.
type game struct {
	sys   *System
	fn    UpdateFunc // g.apply
	g     Game
	scope *scopeList
	draws []uint64 // the draws of every pool of the scope, as draw lays them out
	drawn bool     // draws are taken (or given)
	buf   []uint64 // the draws taken, in arr while they fit
	arr   [8]uint64
	thr   rng.Stream
}

// apply is the update of pool i of the game's scope: open, contribute,
// must-hit, chance. It is pure (see UpdateFunc): everything random comes
// from the game's draws, taken from the system's source at the first call
// and kept, so a store may call it again; a game the store recognises as
// reported before never calls it and takes no draw.
func (g *game) apply(i int, st *State) ([]Win, error) {
	if !g.drawn {
		g.sys.srcMu.Lock()
		g.buf = g.sys.draw(g.buf[:0], g.scope, g.sys.src)
		g.sys.srcMu.Unlock()
		g.draws, g.drawn = g.buf, true
	}
	p := &g.sys.pools[g.scope.idx[i]]
	c := &p.cfg
	d := g.draws[g.scope.at[i]:]
	var chance uint64
	if p.odds != 0 {
		chance, d = d[0], d[1:]
	}
	if c.MustHitBy != 0 {
		// The thresholds of this update come from a stream keyed by the
		// game's draw for the pool: a repeated update draws the same ones.
		g.thr.Reset(d[0], thresholdStream)
	}
	var wins []Win
	if !st.Open {
		st.Open = true
		st.Amount = c.Seed
		st.Seeded = c.Seed
		if c.MustHitBy != 0 {
			st.Threshold = g.threshold(c)
		}
	}
	if err := g.contribute(p, st); err != nil {
		return nil, err
	}
	if c.MustHitBy != 0 {
		// The pool never rests at or above its threshold: the game that
		// reaches it wins exactly the threshold and the part of its
		// contribution above it goes into the restarted pool.
		for st.Amount >= st.Threshold {
			excess := st.Amount - st.Threshold
			st.Amount = st.Threshold
			var err error
			if wins, err = g.hit(p, st, ByMustHit, wins); err != nil {
				return nil, err
			}
			if st.Amount, err = st.Amount.Add(excess); err != nil {
				return nil, err
			}
		}
	}
	if p.odds != 0 {
		// P = stake × Num / Den, drawn exactly as U < stake × Num with U
		// uniform in [0, Den). The product is 128-bit: if it does not fit in
		// 64 bits it is above Den and the draw always wins (P capped at 1).
		hi, lo := bits.Mul64(uint64(g.g.Stake), p.chance)
		if hi != 0 || chance < lo {
			return g.hit(p, st, ByChance, wins)
		}
	}
	return wins, nil
}

// thresholdStream is the stream number of the threshold streams: "must-hit"
// in ASCII.
const thresholdStream = 0x6d7573742d686974

// contribute adds the game's share of the stake to st, carrying the fraction
// of a unit: Σ stake × Num = Den × Contributed + Remainder stays exact.
func (g *game) contribute(p *pool, st *State) error {
	r := p.cfg.Rate
	share, err := g.g.Stake.Mul(r.Num) // checked in Report already; kept for safety
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
	staked, err := st.Staked.Add(g.g.Stake)
	if err != nil {
		return err
	}
	st.Amount, st.Contributed, st.Staked = amount, contributed, staked
	st.Remainder = int64(total % slotmech.Money(r.Den))
	st.Games++
	return nil
}

// hit appends to wins a win of the whole of st.Amount and restarts the
// pool at its seed, with a new threshold if the pool has one. The store
// numbers the win.
func (g *game) hit(p *pool, st *State, by Trigger, wins []Win) ([]Win, error) {
	c := &p.cfg
	won, err := st.Won.Add(st.Amount)
	if err != nil {
		return nil, err
	}
	seeded, err := st.Seeded.Add(c.Seed)
	if err != nil {
		return nil, err
	}
	wins = append(wins, Win{
		Pool:     c.Name,
		Terminal: g.g.Terminal.ID,
		Venue:    g.g.Terminal.Venue,
		Game:     g.g.Number,
		Amount:   st.Amount,
		At:       g.g.At,
		Trigger:  by,
		Payout:   c.Payout.route(st.Amount, g.g.At),
	})
	st.Won, st.Seeded = won, seeded
	st.Amount = c.Seed
	st.Resets++
	if c.MustHitBy != 0 {
		st.Threshold = g.threshold(c)
	}
	return wins, nil
}

// threshold draws a must-hit-by level uniformly in (Seed, MustHitBy] from
// the game's threshold stream.
func (g *game) threshold(c *PoolConfig) slotmech.Money {
	return c.Seed + 1 + slotmech.Money(rng.Uint64N(&g.thr, uint64(c.MustHitBy-c.Seed)))
}
