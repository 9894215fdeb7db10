package jackpot

import (
	"context"
	"fmt"
	"math"
	"math/bits"
	"slices"
	"strconv"
	"sync"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
)

// System is a set of progressive pools over one store: the central jackpot
// system of CS-18 to CS-20. Terminals report every game started with
// [System.Report], which feeds each pool whose scope contains the terminal,
// decides each pool's hits with the system's own random source (CS-19) and
// returns their records; staff record the payouts with [System.Pay]. It is
// a [Central], in the terminal's process (a venue of one terminal) or
// served over HTTP (package jackpot/central).
//
// The methods that reach the store (NewSystem's audit, Report, Wins, Pay,
// Amount, Audit) take a context first and hand it to the store, as database/sql
// does: when ctx is done the store stops waiting and the call returns an
// error wrapping ctx.Err(), having changed no pool.
//
// Build a System with [NewSystem]; the zero value is not usable. A System is
// safe for concurrent use by any number of terminals, and several Systems
// (in several processes) may share one store: all pool state, the wins and
// their numbering are in the [Store], changed only inside its atomic
// updates.
type System struct {
	pools  []pool
	byName map[string]int
	store  Store
	scopes map[string]*scopeList // by venue, for the venues the scopes name
	others *scopeList            // the scope of any other venue
	games  sync.Pool             // of *game, so that Report allocates nothing

	srcMu sync.Mutex // guards src, which is not safe for concurrent use
	src   rng.Source // the jackpot RNG (CS-19)
}

// scopeList is the pools a terminal of one venue plays into, in
// configuration order, and where each pool's draws start in the game's
// draws.
type scopeList struct {
	idx   []int    // indexes into System.pools
	names []string // their names, for Store.Apply
	at    []int    // at[i]: the index of pool idx[i]'s first draw
	n     int      // draws per game
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
// errors are *[slotmech.Error] wrapping [ErrConfig]) and audits the state store already holds for
// each pool (see [System.Audit]), so a store that was written with another
// rate or seed for the same pool name is refused with [ErrStore] ("ledger
// does not balance").
//
// src is the jackpot RNG, the only thing that decides a hit (CS-19): nil
// means rng.NewCrypto(), what production uses; a test or a simulation may
// inject a reproducible source. The system serialises its draws, so src
// need not be safe for concurrent use.
//
// Several Systems may drive one store (the processes of a network of
// venues sharing a database), provided they run the same configurations.
func NewSystem(ctx context.Context, configs []PoolConfig, store Store, src rng.Source) (*System, error) {
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
		src:    src,
	}
	if s.src == nil {
		s.src = rng.NewCrypto()
	}
	for i := range configs {
		c := configs[i]
		if err := c.check(i); err != nil {
			return nil, err
		}
		if j, dup := s.byName[c.Name]; dup {
			return nil, configErr(i, c.Name, "Name", c.Name, "same name as pool "+strconv.Itoa(j))
		}
		c.Venues = slices.Clone(c.Venues)
		if c.Payout == (PayoutRule{}) {
			c.Payout = defaultPayout()
		}
		s.byName[c.Name] = i
		s.pools[i] = pool{cfg: c, scope: compileVenues(c.Venues),
			chance: uint64(c.Chance.Num), odds: uint64(c.Chance.Den), maxStake: maxStake(&c)}
	}
	for i := range s.pools {
		if _, err := s.Audit(ctx, s.pools[i].cfg.Name); err != nil {
			return nil, err
		}
	}
	s.scopes = make(map[string]*scopeList)
	for i := range s.pools {
		for _, v := range s.pools[i].cfg.Venues {
			if s.scopes[v] == nil {
				s.scopes[v] = s.scopeOf(v)
			}
		}
	}
	s.others = s.scopeOf("")
	s.games.New = func() any {
		g := &game{sys: s}
		g.fn = g.apply // bound once: a method value made per call would allocate
		g.buf = g.arr[:0]
		return g
	}
	return s, nil
}

// scopeOf returns the pools a terminal of venue v plays into; v = ""
// stands for a venue no scope names.
func (s *System) scopeOf(v string) *scopeList {
	l := new(scopeList)
	for i := range s.pools {
		p := &s.pools[i]
		if (v == "" && p.scope.venues != nil) || (v != "" && !p.scope.contains(v)) {
			continue
		}
		l.idx = append(l.idx, i)
		l.names = append(l.names, p.cfg.Name)
		l.at = append(l.at, l.n)
		if p.odds != 0 {
			l.n++
		}
		if p.cfg.MustHitBy != 0 {
			l.n++
		}
	}
	return l
}

// scope returns the pools a terminal of venue v plays into.
func (s *System) scope(v string) *scopeList {
	if l := s.scopes[v]; l != nil {
		return l
	}
	return s.others
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
// replaced by the rule it stands for (see [PoolConfig].Payout), or an *[slotmech.Error] wrapping [ErrUnknownPool].
func (s *System) Config(name string) (PoolConfig, error) {
	p, err := s.pool("Config", name)
	if err != nil {
		return PoolConfig{}, err
	}
	c := p.cfg
	c.Venues = slices.Clone(c.Venues)
	return c, nil
}

// Amount returns what the named pool would pay now: its seed if it has not
// taken a game yet. It returns an *[slotmech.Error] wrapping [ErrUnknownPool] or the
// store's error.
func (s *System) Amount(ctx context.Context, name string) (slotmech.Money, error) {
	p, err := s.pool("Amount", name)
	if err != nil {
		return 0, err
	}
	st, err := s.store.Load(ctx, name)
	if err != nil {
		return 0, storeErr("Amount", "pool "+strconv.Quote(name), err)
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
		return nil, &slotmech.Error{Op: op, Value: name, Err: ErrUnknownPool}
	}
	return &s.pools[i], nil
}

// draw appends to dst the draws a game of a terminal of scope l takes from
// src, and returns the extended slice: for each pool of the scope, in
// configuration order, one value uniform in [0, Chance.Den) if the pool has
// a chance trigger, then one raw value of src if it has a must-hit trigger
// (the key of the stream its thresholds are drawn from, so that the update
// that uses them can be repeated). Every game takes the same number of
// draws, whatever the pools' states.
func (s *System) draw(dst []uint64, l *scopeList, src rng.Source) []uint64 {
	for _, i := range l.idx {
		p := &s.pools[i]
		if p.odds != 0 {
			dst = append(dst, rng.Uint64N(src, p.odds))
		}
		if p.cfg.MustHitBy != 0 {
			dst = append(dst, src.Uint64())
		}
	}
	return dst
}

// Report records game g, started on its terminal (CS-19: a jackpot draw
// follows every game started, and only the system's random source decides
// it), and returns the records of its hits, in order, or nil. The wins are
// not credited to anyone: they are paid by staff (see [System.Pay]).
//
// The game's draws are taken from the system's source (see [NewSystem]) the
// first time the store applies the game, and kept for the store's retries:
// for each pool whose scope contains the terminal, in configuration order,
// one value uniform in [0, Chance.Den) if the pool has a chance trigger,
// then one raw value if it has a must-hit trigger. A game reported again
// takes no draw. For each
// pool whose scope contains the terminal, in configuration order, and all
// in one atomic step of the store,
//
//  1. it opens the pool if this is its first game (seed in, first threshold
//     drawn);
//  2. it adds the stake's share: stake × Rate.Num is added to the carried
//     remainder, the whole units (÷ Rate.Den) go into the pool and the rest
//     stays carried;
//  3. if the pool has a must-hit threshold and has reached it, it records a
//     win of exactly the threshold and restarts the pool at its seed plus
//     the part of the contribution above the threshold (repeating if that
//     reaches the new threshold too);
//  4. if the pool has a chance trigger, the game wins the whole pool, which
//     restarts at its seed, when its draw U (uniform in [0, Chance.Den))
//     is below stake × Chance.Num: with probability min(1, stake ×
//     Chance.Num / Chance.Den).
//
// The thresholds of step 1 and 3 are drawn uniformly in (Seed, MustHitBy]
// (rng.Uint64N) from the ChaCha8 stream rng.NewStream(d, 0x6d7573742d686974)
// ("must-hit" in ASCII), d the game's draw for the pool, so that a store may
// repeat the update (see [UpdateFunc]).
//
// g.Terminal.ID and g.Number are the game's idempotency key: reporting the
// same game again (after a crash, say, when its acknowledgement was lost)
// changes nothing and returns the wins of the first report, numbered as
// they were.
//
// Errors are *[slotmech.Error], and no pool is changed: wrapping [ErrGame]
// (Reason says which) for a stake ≤ 0 or a stake above a must-hit pool's
// limit (see [PoolConfig].MustHitBy), a bad terminal, a number 0, below the
// terminal's last, or the last one again with another stake, or draws that
// are not the game's (their count or a chance value out of range), or a
// game void (see [System.Void]; the error wraps [ErrVoid] too);
// slotmech.ErrOverflow if a stake's share or a pool's total does not fit in
// Money (with ErrGame for a share); or the store's error.
func (s *System) Report(ctx context.Context, g Game) ([]Win, error) {
	gm := s.games.Get().(*game)
	defer s.put(gm)
	return s.report(ctx, gm, g, nil, false)
}

// put returns gm to the pool, dropping its references.
func (s *System) put(gm *game) {
	gm.g, gm.draws, gm.scope, gm.drawn = Game{}, nil, nil, false
	s.games.Put(gm)
}

// report is Report with a game from the pool: with given set, with the
// draws given (the tests' way to choose them), else with draws taken from
// the system's source when the store first applies the game.
func (s *System) report(ctx context.Context, gm *game, g Game, draws []uint64, given bool) ([]Win, error) {
	stake := g.Stake
	if stake <= 0 {
		return nil, &slotmech.Error{Op: "Report", Value: stake.String(), Reason: "stake " + stake.String() + " is not positive", Err: ErrGame}
	}
	if err := checkTerminal("Report", g.Terminal); err != nil {
		return nil, err
	}
	if g.Number == 0 {
		return nil, &slotmech.Error{Op: "Report", Field: "terminal " + strconv.Quote(g.Terminal.ID) + ": game 0",
			Value: "0", Reason: "games are numbered from 1", Err: ErrGame}
	}
	l := s.scope(g.Terminal.Venue)
	if len(l.idx) == 0 {
		return nil, nil // no pool takes this terminal's games
	}
	if given && len(draws) != l.n {
		return nil, &slotmech.Error{Op: "Report", Field: "draws", Value: strconv.Itoa(len(draws)), Err: ErrGame,
			Reason: strconv.Itoa(len(draws)) + " draws for a game of " + strconv.Quote(g.Terminal.ID) + ", which takes " + strconv.Itoa(l.n)}
	}
	// Refuse a stake or draws some pool cannot take before any pool has
	// taken them.
	for k, i := range l.idx {
		p := &s.pools[i]
		if _, err := stake.Mul(p.cfg.Rate.Num); err != nil {
			return nil, &slotmech.Error{Op: "Report", Field: "pool " + strconv.Quote(p.cfg.Name) + ": stake " + stake.String() + " × rate " + p.cfg.Rate.String(),
				Reason: "bad stake: " + err.Error(), Err: fmt.Errorf("%w: %w", ErrGame, err)}
		}
		if stake > p.maxStake {
			return nil, &slotmech.Error{Op: "Report", Value: stake.String(), Err: ErrGame,
				Reason: "stake " + stake.String() + " is above " + p.maxStake.String() + ", the most whose share fits pool " +
					strconv.Quote(p.cfg.Name) + "'s must-hit range (" + p.cfg.Seed.String() + ", " + p.cfg.MustHitBy.String() + "]"}
		}
		if given && p.odds != 0 && draws[l.at[k]] >= p.odds {
			u := strconv.FormatUint(draws[l.at[k]], 10)
			return nil, &slotmech.Error{Op: "Report", Field: "draws[" + strconv.Itoa(l.at[k]) + "]", Value: u, Err: ErrGame,
				Reason: "chance draw " + u + " of pool " + strconv.Quote(p.cfg.Name) + " is not below " + strconv.FormatUint(p.odds, 10)}
		}
	}
	gm.g, gm.scope, gm.draws, gm.drawn = g, l, draws, given
	wins, err := s.store.Apply(ctx, g, l.names, gm.fn)
	if err != nil {
		return nil, storeErr("Report", "terminal "+strconv.Quote(g.Terminal.ID)+": game "+strconv.FormatUint(g.Number, 10), err)
	}
	return wins, nil
}

// checkTerminal returns the *Error for op refusing a terminal whose ID or
// venue is not a valid name, or nil.
func checkTerminal(op string, t Terminal) error {
	if !validName(t.ID) {
		return &slotmech.Error{Op: op, Value: t.ID, Reason: "terminal ID " + strconv.Quote(t.ID) + " is not a valid name", Err: ErrGame}
	}
	if !validName(t.Venue) {
		return &slotmech.Error{Op: op, Value: t.Venue, Err: ErrGame,
			Reason: "terminal venue " + strconv.Quote(t.Venue) + " of ID " + strconv.Quote(t.ID) + " is not a valid name"}
	}
	return nil
}
