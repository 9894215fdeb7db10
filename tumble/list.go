package tumble

import (
	"strconv"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
)

// ListRefill refills reels from fixed lists, for forced outcomes: scenarios,
// QA and audit cases where a tester states exactly what falls in. List r
// holds the symbols that fall into reel r in the order they enter: when k
// positions of the reel are empty the next k symbols are taken, and the first
// taken lands lowest of the k new positions.
//
// A ListRefill holds per-round state (how far each list has been taken): use
// one per round; it is not safe for concurrent use. The zero value has no
// lists; use [NewListRefill].
type ListRefill struct {
	lists [][]slotmech.Symbol
	next  []int // next[r] is the index of the next symbol of list r
}

// NewListRefill validates lists and returns a refill over them; lists[r] is
// the list of reel r and may be empty. It returns an *[slotmech.Error] if there are
// no reels or more than [slotmech.MaxReels], or a list holds
// [slotmech.Empty] or a symbol not below [slotmech.MaxSymbols]. The result
// keeps no reference to the given slices.
func NewListRefill(lists [][]slotmech.Symbol) (*ListRefill, error) {
	t := table{"NewListRefill", "list refill"}
	if err := t.checkReels(len(lists)); err != nil {
		return nil, err
	}
	l := &ListRefill{lists: make([][]slotmech.Symbol, len(lists)), next: make([]int, len(lists))}
	for reel, list := range lists {
		if err := t.checkSymbols(reel, list); err != nil {
			return nil, err
		}
		l.lists[reel] = append([]slotmech.Symbol(nil), list...)
	}
	return l, nil
}

// reels returns the number of reels (lists).
func (l *ListRefill) reels() int { return len(l.lists) }

// Remaining returns how many symbols of the list of reel have not been taken
// yet. It panics if reel is out of range.
func (l *ListRefill) Remaining(reel int) int { return len(l.lists[reel]) - l.next[reel] }

// Reset rewinds every list to its start.
func (l *ListRefill) Reset() { clear(l.next) }

// Refill fills dst with the next len(dst) symbols of the list of reel,
// dst[0] first. If fewer remain it returns an error wrapping [ErrExhausted]
// that names the reel (from 0, as every message of the module), and takes
// nothing. It returns an error wrapping
// [ErrConfig] for a reel without a list. src is not used.
func (l *ListRefill) Refill(reel int, dst []slotmech.Symbol, _ rng.Source) error {
	if uint(reel) >= uint(len(l.lists)) {
		return reelError(reel, len(l.lists))
	}
	list, next := l.lists[reel], l.next[reel]
	if len(dst) > len(list)-next {
		return exhausted(reel, len(dst), len(list)-next, len(list))
	}
	l.next[reel] = next + copy(dst, list[next:])
	return nil
}

// exhausted returns the error of a list of n symbols for reel that has left
// symbols left when need are asked for; reels count from 0, as in every
// message of the module. It is out of line, like reelError, to keep Refill
// small.
func exhausted(reel, need, left, n int) error {
	r := strconv.Itoa(reel)
	return failure("Refill", "reel "+r, strconv.Itoa(need), ErrExhausted, strconv.Itoa(need)+" more symbols needed, "+strconv.Itoa(left)+" left of "+strconv.Itoa(n))
}
