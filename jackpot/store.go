package jackpot

import "github.com/slotmech/slotmech"

// State is the persistent state of one pool: its current amount, the
// fraction of a money unit it carries, its hidden must-hit-by threshold and
// the running totals of its ledger. A [Store] keeps one State per pool name.
//
// The zero State is a pool that has not taken a game yet; the first game
// opens it (puts in the seed and draws the first threshold).
type State struct {
	// Open reports whether the pool has been seeded.
	Open bool
	// Amount is what the pool would pay now.
	Amount slotmech.Money
	// Remainder is the numerator, over Rate.Den, of the fraction of a money
	// unit contributed but not yet in Amount: 0 ≤ Remainder < Rate.Den.
	Remainder int64
	// Threshold is the hidden must-hit-by level, in (Seed, MustHitBy]; 0 for
	// a pool without that trigger. Amount < Threshold at rest.
	Threshold slotmech.Money

	// Ledger totals since the pool opened.
	Seeded      slotmech.Money // Σ seeds put in by the operator
	Contributed slotmech.Money // Σ whole units taken from stakes
	Won         slotmech.Money // Σ wins taken out of the pool
	Staked      slotmech.Money // Σ stakes of the games that contributed
	Games       uint64         // games that contributed
	Resets      uint64         // hits, each followed by a reset to the seed
	LastSeq     uint64         // Seq of the pool's latest win, 0 if none
}

// Store keeps the state of the pools, for example in memory ([MemoryStore])
// or in an operator's central database.
//
// An implementation must guarantee, for each pool name:
//   - Update is atomic and isolated: it calls fn exactly once with a copy of
//     the pool's current state (the zero State for a pool never updated), with
//     no other Update of the same pool running in between, and stores the
//     state fn leaves only if fn returns nil. If fn returns an error, the
//     stored state is unchanged and Update returns that error.
//   - Load returns the state of the latest successful Update (the zero State
//     for a pool never updated), never a half-written one.
//
// Updates of different pools may run in parallel. fn draws random numbers and
// must not be repeated, so an optimistic store that retries on conflict has
// to lock the pool instead. The methods must be safe for concurrent use.
type Store interface {
	Update(pool string, fn func(*State) error) error
	Load(pool string) (State, error)
}
