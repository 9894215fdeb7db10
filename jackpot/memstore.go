package jackpot

import (
	"maps"
	"sync"
	"sync/atomic"
)

// MemoryStore is a [Store] that keeps the pools in memory, for a single
// process (tests, simulations, a terminal hall without a central database).
//
// The zero value is an empty store ready to use. A MemoryStore is safe for
// concurrent use: each pool has its own mutex, so terminals playing into
// different pools do not wait for each other, and finding a pool takes no
// lock. A MemoryStore must not be copied after first use.
type MemoryStore struct {
	mu    sync.Mutex                       // serialises adding pools
	pools atomic.Pointer[map[string]*slot] // copy-on-write: read without locking
}

// slot is one pool's state and lock. scratch is the copy fn works on; it
// lives in the slot (rather than on Update's stack, from where the pointer
// handed to fn would escape) so that an update allocates nothing.
type slot struct {
	mu      sync.Mutex
	state   State
	scratch State
}

// NewMemoryStore returns an empty store.
func NewMemoryStore() *MemoryStore { return new(MemoryStore) }

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
	s := new(slot)
	next[pool] = s
	m.pools.Store(&next)
	return s
}

// Update runs fn on the state of pool under the pool's lock and keeps the
// result if fn returns nil (see [Store]).
func (m *MemoryStore) Update(pool string, fn func(*State) error) error {
	s := m.slotFor(pool)
	s.mu.Lock()
	defer s.mu.Unlock()
	s.scratch = s.state
	if err := fn(&s.scratch); err != nil {
		return err
	}
	s.state = s.scratch
	return nil
}

// Load returns the state of pool; the zero State if it was never updated.
// It never fails.
func (m *MemoryStore) Load(pool string) (State, error) {
	s := m.lookup(pool)
	if s == nil {
		return State{}, nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.state, nil
}
