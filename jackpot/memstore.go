package jackpot

import (
	"context"
	"maps"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/jackpotcheck"
)

// MemoryStore is a [Store] that keeps the pools in memory, for a single
// process (tests, simulations, a terminal hall without a central database).
// Its state is lost with the process: a hall whose pools must survive a
// restart keeps them in a database (package jackpot/sqlstore).
//
// The zero value is an empty store ready to use. A MemoryStore is safe for
// concurrent use: each pool has its own mutex, so terminals playing into
// different pools do not wait for each other, and finding a pool takes no
// lock. It remembers the last game of every terminal, with its wins, to
// recognise a report sent again. A MemoryStore must not be copied after
// first use.
type MemoryStore struct {
	mu    sync.Mutex                       // serialises adding pools
	pools atomic.Pointer[map[string]*slot] // copy-on-write: read without locking

	tmu   sync.Mutex           // guards terms, seq and wins; taken after the pools' and a terminal's mutexes
	terms map[string]*lastGame // the last game of each terminal, each under its own mutex
	seq   uint64               // the latest win's Seq; guarded by tmu
	wins  []Win                // every win, wins[i].Seq = i + 1; guarded by tmu
}

// slot is one pool's state and lock. scratch is the copy fn works on; it
// lives in the slot (rather than on Apply's stack, from where the pointer
// handed to fn would escape) so that an update allocates nothing.
type slot struct {
	name    string
	mu      sync.Mutex
	state   State
	scratch State
}

// lastGame is the last game a terminal reported, with its wins (number 0:
// none yet); mu serialises the terminal's updates.
type lastGame struct {
	mu     sync.Mutex
	number uint64
	stake  slotmech.Money
	wins   []Win
}

// lookup returns the slot of pool, or nil.
func (m *MemoryStore) lookup(pool string) *slot {
	if p := m.pools.Load(); p != nil {
		return (*p)[pool]
	}
	return nil
}

// slotFor returns the slot of pool, adding it if needed.
func (m *MemoryStore) slotFor(pool string) *slot {
	if s := m.lookup(pool); s != nil {
		return s
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	old := m.pools.Load()
	if old != nil {
		if s := (*old)[pool]; s != nil {
			return s
		}
	}
	next := make(map[string]*slot)
	if old != nil {
		maps.Copy(next, *old)
	}
	s := &slot{name: pool}
	next[pool] = s
	m.pools.Store(&next)
	return s
}

// maxLocal is how many pools an Apply handles without allocating.
const maxLocal = 8

// Apply applies g to the pools under their locks, taken in the order of
// their names so that overlapping Applies cannot deadlock (see [Store]).
// It calls fn once per pool. The pools must be distinct. It does not wait
// for anything but the pools' mutexes, and ignores ctx.
func (m *MemoryStore) Apply(_ context.Context, g Game, pools []string, fn UpdateFunc) ([]Win, error) {
	var local [maxLocal]*slot
	slots := local[:0]
	if len(pools) > maxLocal {
		slots = make([]*slot, 0, len(pools))
	}
	for _, p := range pools {
		slots = append(slots, m.slotFor(p))
	}
	var order [maxLocal]*slot
	locked := append(order[:0], slots...)
	if len(slots) > maxLocal {
		locked = slices.Clone(slots)
	}
	// Insertion sort: a handful of pools, and no allocation.
	for i := 1; i < len(locked); i++ {
		for j := i; j > 0 && locked[j].name < locked[j-1].name; j-- {
			locked[j], locked[j-1] = locked[j-1], locked[j]
		}
	}
	for _, s := range locked {
		s.mu.Lock()
	}
	wins, err := m.apply(g, slots, fn)
	for _, s := range locked {
		s.mu.Unlock()
	}
	return wins, err
}

// apply is Apply with the pools' slots locked. The terminal's last game
// is checked and stored under its own mutex, held for the whole update
// (taken after the pools' mutexes), so that two reports or a report and
// a void of one terminal's game never both apply.
func (m *MemoryStore) apply(g Game, slots []*slot, fn UpdateFunc) ([]Win, error) {
	m.tmu.Lock()
	last := m.terms[g.Terminal.ID]
	if last == nil {
		if m.terms == nil {
			m.terms = make(map[string]*lastGame)
		}
		last = new(lastGame)
		m.terms[g.Terminal.ID] = last
	}
	m.tmu.Unlock()
	last.mu.Lock()
	defer last.mu.Unlock()
	if last.number > 0 && g.Number <= last.number {
		if err := jackpotcheck.Repeat(g.Terminal.ID, g.Number, g.Stake, last.number, last.stake); err != nil {
			return nil, err
		}
		if len(last.wins) == 0 {
			return nil, nil
		}
		return slices.Clone(last.wins), nil
	}

	var wins []Win
	for i, s := range slots {
		s.scratch = s.state
		w, err := fn(i, &s.scratch)
		if err != nil {
			return nil, err
		}
		wins = append(wins, w...)
	}

	m.tmu.Lock()
	defer m.tmu.Unlock()
	for k := range wins {
		m.seq++
		wins[k].Seq = m.seq
		m.wins = append(m.wins, wins[k])
	}
	for _, s := range slots {
		for _, w := range wins {
			if w.Pool == s.name {
				s.scratch.LastSeq = w.Seq
			}
		}
		s.state = s.scratch
	}
	last.number, last.stake = g.Number, g.Stake
	last.wins = append(last.wins[:0], wins...)
	if g.Stake == 0 { // a void, recorded (see Store)
		return nil, jackpotcheck.Voided(g.Terminal.ID, g.Number)
	}
	return wins, nil
}

// Load returns the state of pool; the zero State if it was never updated.
// It never fails, and ignores ctx.
func (m *MemoryStore) Load(_ context.Context, pool string) (State, error) {
	s := m.lookup(pool)
	if s == nil {
		return State{}, nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.state, nil
}

// LastGame returns the number of terminal's last game (reported or void),
// 0 for none. It never fails, and ignores ctx.
func (m *MemoryStore) LastGame(_ context.Context, terminal string) (uint64, error) {
	m.tmu.Lock()
	last := m.terms[terminal]
	m.tmu.Unlock()
	if last == nil {
		return 0, nil
	}
	last.mu.Lock()
	defer last.mu.Unlock()
	return last.number, nil
}

// Wins returns at most limit wins with a Seq above after, in Seq order,
// each with its status. It never fails, and ignores ctx.
func (m *MemoryStore) Wins(_ context.Context, after uint64, limit int) ([]Win, error) {
	m.tmu.Lock()
	defer m.tmu.Unlock()
	if after >= uint64(len(m.wins)) || limit <= 0 {
		return nil, nil
	}
	w := m.wins[after:]
	return slices.Clone(w[:min(len(w), limit)]), nil
}

// Settle records the payout of win seq, as [Store] requires. It ignores
// ctx.
func (m *MemoryStore) Settle(_ context.Context, seq uint64, status Status, form string) (Win, error) {
	m.tmu.Lock()
	defer m.tmu.Unlock()
	if seq == 0 || seq > uint64(len(m.wins)) {
		return Win{}, noWin(seq)
	}
	w := &m.wins[seq-1]
	if err := settle(w, status, form); err != nil {
		return *w, err
	}
	return *w, nil
}
