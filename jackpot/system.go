package jackpot

import (
	"math"
	"math/bits"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
)

// System is a set of progressive pools over one store: the central jackpot
// system of CS-18 to CS-20. Terminals report every game with [System.Play],
// which feeds each pool whose scope contains the terminal, draws each, and
// returns the records of the hits.
//
// Build a System with [NewSystem]; the zero value is not usable. A System is
// safe for concurrent use by any number of terminals: all pool state is in
// the [Store], changed only inside its atomic per-pool updates, and the win
// sequence counter is atomic.
type System struct {
	pools  []pool
	byName map[string]int
	store  Store
	seq    atomic.Uint64 // Seq of the system's latest win
	games  sync.Pool     // of *game, so that Play allocates nothing
}

// pool is a validated configuration in the form the hot path reads.
type pool struct {
	cfg    PoolConfig
	scope  scopeSet
	chance uint64 // Chance.Num, 0 when the chance trigger is off
	odds   uint64 // Chance.Den

	// maxStake is the largest stake whose share cannot carry the pool past
	// MustHitBy − Seed units in one game (see PoolConfig.MustHitBy);
	// math.MaxInt64 for a pool without that trigger.
	maxStake slotmech.Money
}

// maxStake returns the largest stake s with ⌊(s × Num + Den − 1) / Den⌋ ≤
// MustHitBy − Seed: the most one game can contribute, whatever remainder the
// pool carries, is the width of the threshold range.
func maxStake(c *PoolConfig) slotmech.Money {
	if c.MustHitBy == 0 || c.Rate.Num == 0 {
		return math.MaxInt64
	}
	// s × Num ≤ gap × Den − (Den − 1), computed in 128 bits.
	hi, lo := bits.Mul64(uint64(c.MustHitBy-c.Seed), uint64(c.Rate.Den))
	lo, borrow := bits.Sub64(lo, uint64(c.Rate.Den-1), 0)
	hi -= borrow
	if hi >= uint64(c.Rate.Num) {
		return math.MaxInt64
	}
	q, _ := bits.Div64(hi, lo, uint64(c.Rate.Num))
	return slotmech.Money(min(q, math.MaxInt64))
}

// NewSystem returns a system running the given pools over store. It checks
// every configuration (names, scopes, rates, seeds, triggers, payout rules;
// errors are *[Error] wrapping [ErrConfig]) and audits the state store already holds for
// each pool (see [System.Audit]), so a store that was written with another
// rate or seed for the same pool name is refused with [ErrLedger]. Win
// numbering continues after the highest Seq found in the store.
//
// A store should be driven by one System: two Systems over one store would
// number their wins independently.
func NewSystem(configs []PoolConfig, store Store) (*System, error) {
	if store == nil {
		return nil, configErr(-1, "", "", "", "store is nil")
	}
	if len(configs) == 0 {
		return nil, configErr(-1, "", "", "", "no pools")
	}
	s := &System{
		pools:  make([]pool, len(configs)),
		byName: make(map[string]int, len(configs)),
		store:  store,
	}
	for i := range configs {
		c := configs[i]
		if err := c.check(i); err != nil {
			return nil, err
		}
		if j, dup := s.byName[c.Name]; dup {
			return nil, configErr(i, c.Name, "Name", c.Name, "same name as pool "+strconv.Itoa(j))
		}
		c.Scope.Venues = slices.Clone(c.Scope.Venues)
		if c.Payout == (PayoutRule{}) {
			c.Payout = DefaultPayout()
		}
		s.byName[c.Name] = i
		s.pools[i] = pool{cfg: c, scope: c.Scope.compile(),
			chance: uint64(c.Chance.Num), odds: uint64(c.Chance.Den), maxStake: maxStake(&c)}
	}
	for i := range s.pools {
		l, err := s.Audit(s.pools[i].cfg.Name)
		if err != nil {
			return nil, err
		}
		if l.LastSeq > s.seq.Load() {
			s.seq.Store(l.LastSeq)
		}
	}
	s.games.New = func() any {
		g := &game{sys: s}
		g.fn = g.apply // bound once: a method value made per call would allocate
		return g
	}
	return s, nil
}

// Pools returns the names of the system's pools in configuration order.
func (s *System) Pools() []string {
	names := make([]string, len(s.pools))
	for i := range s.pools {
		names[i] = s.pools[i].cfg.Name
	}
	return names
}

// Config returns the configuration of the named pool, with a zero Payout
// replaced by [DefaultPayout], or an *[Error] wrapping [ErrUnknownPool].
func (s *System) Config(name string) (PoolConfig, error) {
	p, err := s.pool("Config", name)
	if err != nil {
		return PoolConfig{}, err
	}
	c := p.cfg
	c.Scope.Venues = slices.Clone(c.Scope.Venues)
	return c, nil
}

// Amount returns what the named pool would pay now: its seed if it has not
// taken a game yet. It returns an *[Error] wrapping [ErrUnknownPool] or the
// store's error.
func (s *System) Amount(name string) (slotmech.Money, error) {
	p, err := s.pool("Amount", name)
	if err != nil {
		return 0, err
	}
	st, err := s.store.Load(name)
	if err != nil {
		return 0, poolErr("Amount", name, "load", err)
	}
	if !st.Open {
		return p.cfg.Seed, nil
	}
	return st.Amount, nil
}

// pool returns the named pool, or for op an *Error wrapping ErrUnknownPool.
func (s *System) pool(op, name string) (*pool, error) {
	i, ok := s.byName[name]
	if !ok {
		return nil, &Error{Op: op, Value: name, Reason: strconv.Quote(name), Err: ErrUnknownPool}
	}
	return &s.pools[i], nil
}

// Play records one game of stake at terminal t, played at time at (CS-19: a
// jackpot draw follows every game started). For each pool whose scope
// contains the terminal, in configuration order, it atomically
//
//  1. opens the pool if this is its first game (seed in, first threshold drawn);
//  2. adds the stake's share: stake × Rate.Num is added to the carried
//     remainder, the whole units (÷ Rate.Den) go into the pool and the rest
//     stays carried;
//  3. if the pool has a must-hit threshold and has reached it, records a win
//     of exactly the threshold and restarts the pool at its seed plus the
//     part of the contribution above the threshold (repeating if that reaches
//     the new threshold too);
//  4. if the pool has a chance trigger, draws once from src and, with
//     probability min(1, stake × Chance.Num / Chance.Den), records a win of
//     the whole pool and restarts it at its seed.
//
// It returns the records of the hits, in order, or nil. The wins are not
// credited to anyone: they are paid by staff (see [Win.Claim]).
//
// Errors are *[Error]. Before any pool is touched: wrapping [ErrStake] for a
// stake ≤ 0 or a stake above a must-hit pool's limit (see
// [PoolConfig].MustHitBy), [ErrTerminal] for a bad terminal,
// slotmech.ErrOverflow if a stake's share does not fit in Money. Otherwise,
// wrapping the error of a pool total overflowing or the store failing,
// in which case the pools before the failing one have taken the game and
// their wins are returned together with the error (each pool is atomic on
// its own, a game across pools is not).
//
// It panics if src is nil and a pool needs a draw.
func (s *System) Play(t Terminal, stake slotmech.Money, src rng.Source, at time.Time) ([]Win, error) {
	if stake <= 0 {
		return nil, &Error{Op: "Play", Value: stake.String(), Reason: stake.String() + " is not positive", Err: ErrStake}
	}
	if !ValidName(t.ID) {
		return nil, &Error{Op: "Play", Value: t.ID, Reason: "ID " + strconv.Quote(t.ID) + " is not a valid name", Err: ErrTerminal}
	}
	if !ValidName(t.Venue) {
		return nil, &Error{Op: "Play", Value: t.Venue, Err: ErrTerminal,
			Reason: "venue " + strconv.Quote(t.Venue) + " of ID " + strconv.Quote(t.ID) + " is not a valid name"}
	}
	// Refuse a stake some pool cannot take before any pool has taken it.
	for i := range s.pools {
		p := &s.pools[i]
		if !p.scope.contains(t.Venue) {
			continue
		}
		if _, err := stake.Mul(p.cfg.Rate.Num); err != nil {
			return nil, poolErr("Play", p.cfg.Name, "stake "+stake.String()+" × rate "+p.cfg.Rate.String(), err)
		}
		if stake > p.maxStake {
			return nil, &Error{Op: "Play", Value: stake.String(), Err: ErrStake,
				Reason: stake.String() + " is above " + p.maxStake.String() + ", the most whose share fits pool " +
					strconv.Quote(p.cfg.Name) + "'s must-hit range (" + p.cfg.Seed.String() + ", " + p.cfg.MustHitBy.String() + "]"}
		}
	}
	g := s.games.Get().(*game)
	g.term, g.stake, g.src, g.at = t, stake, src, at
	var wins []Win
	var err error
	for i := range s.pools {
		p := &s.pools[i]
		if !p.scope.contains(t.Venue) {
			continue
		}
		g.p = p
		g.pending = g.pending[:0]
		if err = s.store.Update(p.cfg.Name, g.fn); err != nil {
			err = poolErr("Play", p.cfg.Name, "", err)
			break
		}
		wins = append(wins, g.pending...)
	}
	g.p, g.src, g.term = nil, nil, Terminal{}
	s.games.Put(g)
	return wins, err
}
