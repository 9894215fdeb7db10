package exact

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/u128"
)

// cycleWorker plays the combinations of the chunks (see playChunk) it is handed
// and keeps its own sums, merged by FullCycle at the end.
//
// Workers write their sums for every combination, so each worker's memory is
// padded: no cache line holds data of two workers (which would make the
// cores fight over it and spoil the scaling).
type cycleWorker struct {
	_       [cacheLine]byte
	g       games.Game
	player  StripPlayer
	group   func(stop, n int, out games.Outcome) error // w.playedGroup, made once
	played  int                                        // stops PlayReel has reported in the current call
	next    int                                        // the first stop of the last reel not yet reported
	at      []int                                      // the stops of the group being counted, for errors
	lastErr error                                      // the error group returned to the player, if any

	// While a group is being played, record keeps its wins in pending, and
	// playedGroup adds them as many times as the group has stops.
	pending []pendingWin
	bet     slotmech.Money
	lens    []int
	fixed   int // the first reels whose stops a chunk fixes (1 or 2)
	stops   []int
	tally   games.Tally // w.record, made once

	won    u128.Uint128
	hits   int64
	capped int64
	maxWin slotmech.Money
	depths []int64
	small  []int64                  // small[x]: rounds that won x, for x < len(small)
	wins   map[slotmech.Money]int64 // rounds that won x, for larger x
	pays   []payTally               // [symbol][count], flattened: symbol*(MaxPositions+1)+count

	triggers int64            // rounds that triggered a feature
	facts    map[string]int64 // rounds in which a win reported each fact
	seen     []string         // the facts reported in the round being played

	depth  int            // winning steps of the round being played
	paid   slotmech.Money // what the tally was told the round paid
	badWin error          // the first win the tally could not record
	_      [cacheLine]byte
}

// cacheLine is (at least) the size of a CPU cache line.
const cacheLine = 64

// pendingWin is a win of a group of stops not yet counted: its index in
// pays and what it paid.
type pendingWin struct {
	at   int
	paid uint64
}

// payTally sums the wins of one symbol and count.
type payTally struct {
	wins int64
	paid u128.Uint128
}

func newCycleWorker(g games.Game, bet slotmech.Money, lens []int, fixed int) *cycleWorker {
	w := &cycleWorker{
		g: g, player: g.NewPlayer().(StripPlayer), bet: bet, fixed: fixed,
		lens:   padded(len(lens)),
		stops:  padded(len(lens)),
		at:     padded(len(lens)),
		depths: make([]int64, 1, 16),
		small:  make([]int64, smallWins),
		wins:   map[slotmech.Money]int64{},
		pays:   make([]payTally, slotmech.MaxSymbols*(slotmech.MaxPositions+1)),
	}
	copy(w.lens, lens) // a copy of its own: the caller's shares a cache line with who knows what
	w.tally = w.record
	w.group = w.playedGroup
	return w
}

// padded returns a slice of n ints with a cache line of unused memory on
// each side.
func padded(n int) []int {
	const pad = cacheLine / 8
	return make([]int, n+2*pad)[pad : pad+n : pad+n]
}

// record is the worker's Tally.
func (w *cycleWorker) record(p games.PaidWin) {
	if p.Symbol >= slotmech.MaxSymbols || p.Count < 0 || p.Count > slotmech.MaxPositions || p.Paid < 0 || p.Step < 1 {
		if w.badWin == nil {
			w.badWin = fmt.Errorf("%w: win out of range: %+v", ErrTally, p)
		}
		return
	}
	w.depth = max(w.depth, p.Step)
	w.paid += p.Paid // each below the round's win, at most a few thousand of them: no overflow
	for _, f := range p.Facts {
		if f.Value != 0 && !slices.Contains(w.seen, f.Name) {
			w.seen = append(w.seen, f.Name)
		}
	}
	at := int(p.Symbol)*(slotmech.MaxPositions+1) + p.Count
	w.pending = append(w.pending, pendingWin{at: at, paid: uint64(p.Paid)})
}

// playChunk plays every combination of chunk k: the one whose first reel
// stops at k (fixed 1), or whose first two reels stop at k / lens[1] and
// k mod lens[1] (fixed 2), or every combination (fixed 0, a game of one
// reel), counting the reels between them and the last up like an odometer
// and playing the last reel's stops with one call of the player's PlayReel
// for each position of the others (playReel).
func (w *cycleWorker) playChunk(k int64) error {
	stops := w.stops
	clear(stops)
	switch w.fixed {
	case 2:
		stops[0], stops[1] = int(k/int64(w.lens[1])), int(k%int64(w.lens[1]))
	case 1:
		stops[0] = int(k)
	}
	last := len(stops) - 1
	for {
		if err := w.playReel(stops, last); err != nil {
			return err
		}
		r := last - 1
		for ; r >= w.fixed; r-- {
			stops[r]++
			if stops[r] < w.lens[r] {
				break
			}
			stops[r] = 0
		}
		if r < w.fixed {
			return nil
		}
	}
}

// playReel plays every stop of the last reel with one call of the player's
// PlayReel, each group counted as many times as it has stops, and counts
// the stops in no group as losing rounds.
func (w *cycleWorker) playReel(stops []int, last int) error {
	stops[last] = 0
	w.depth, w.paid, w.seen, w.played, w.next, w.lastErr = 0, 0, w.seen[:0], 0, 0, nil
	w.pending = w.pending[:0]
	if err := w.player.PlayReel(stops, w.bet, w.tally, w.group); err != nil {
		if w.lastErr != nil {
			return w.lastErr
		}
		copy(w.at, stops)
		w.at[last] = w.next
		return fmt.Errorf("exact: %s: stops %v (or a later stop of the last reel): %w", w.g.Name(), w.at, err)
	}
	if w.depth != 0 || w.paid != 0 || len(w.seen) != 0 || len(w.pending) != 0 {
		return fmt.Errorf("exact: %s: stops %v: %w: wins reported after the last round of the last reel", w.g.Name(), stops, ErrTally)
	}
	w.depths[0] += int64(w.lens[last] - w.played) // the stops not reported: rounds that win nothing
	return nil
}

// playedGroup is the group function of playReel: it counts n times the
// round of the group of the last reel's stop, whose wins the tally has
// just been told, and readies the sums of the next.
func (w *cycleWorker) playedGroup(stop, n int, out games.Outcome) error {
	last := len(w.stops) - 1
	from := w.next
	if stop < from || stop >= w.lens[last] || n < 1 || n > w.lens[last]-w.played {
		w.lastErr = fmt.Errorf("exact: %s: stops %v: %w: a group of %d stops at stop %d of the last reel, out of order or with %d of its stops left (want a stop from %d to %d)",
			w.g.Name(), w.atStop(stop), ErrTally, n, stop, w.lens[last]-w.played, from, w.lens[last]-1)
		return w.lastErr
	}
	w.played, w.next = w.played+n, stop+1
	if err := w.countedN(stop, out.Win, out.Capped, out.Triggered, int64(n)); err != nil {
		w.lastErr = err
		return err
	}
	for _, p := range w.pending {
		t := &w.pays[p.at]
		t.wins += int64(n)
		t.paid.AddProduct(p.paid, uint64(n))
	}
	w.depth, w.paid, w.seen, w.pending = 0, 0, w.seen[:0], w.pending[:0]
	return nil
}

// atStop returns w.at set to the stops of the round with the last reel at
// stop and the others at w.stops, for an error.
func (w *cycleWorker) atStop(stop int) []int {
	copy(w.at, w.stops)
	w.at[len(w.at)-1] = stop
	return w.at
}

// countedN is counted for n rounds that are the same as the round with the
// last reel at stop (the others at w.stops), which won win (capped,
// triggering a feature). It takes the outcome's fields rather than the
// outcome: a copy of the whole Outcome for each round cost the odometer a
// quarter of its speed.
func (w *cycleWorker) countedN(stop int, win slotmech.Money, capped, triggered bool, n int64) error {
	if w.badWin != nil {
		return fmt.Errorf("exact: %s: stops %v: %w", w.g.Name(), w.atStop(stop), w.badWin)
	}
	if w.paid != win {
		return fmt.Errorf("exact: %s: stops %v: %w: its wins paid %d, the round %d", w.g.Name(), w.atStop(stop), ErrTally, w.paid, win)
	}
	w.count(win, capped, n)
	for _, name := range w.seen {
		if w.facts == nil {
			w.facts = map[string]int64{}
		}
		w.facts[name] += n
	}
	if triggered {
		w.triggers += n
	}
	return nil
}

// count adds the result of n rounds that are the same to the sums.
func (w *cycleWorker) count(win slotmech.Money, capped bool, n int64) {
	for w.depth >= len(w.depths) {
		w.depths = append(w.depths, 0)
	}
	w.depths[w.depth] += n
	if capped {
		w.capped += n
	}
	if win <= 0 {
		return
	}
	w.hits += n
	w.won.AddProduct(uint64(win), uint64(n))
	w.maxWin = max(w.maxWin, win)
	if win < smallWins {
		w.small[win] += n // the common case, without hashing
	} else {
		w.wins[win] += n
	}
}

// smallWins is the size of a worker's direct table of win counts.
const smallWins = 1 << 14

// mergeCycle adds the sums of the workers into c, in an order that does not
// matter: every sum is exact.
func mergeCycle(c *Cycle, ws []*cycleWorker) {
	var won u128.Uint128
	wins := map[slotmech.Money]int64{}
	pays := make([]payTally, slotmech.MaxSymbols*(slotmech.MaxPositions+1))
	for _, w := range ws {
		won = won.MustAdd(w.won)
		c.Hits += w.hits
		c.Capped += w.capped
		c.Triggers += w.triggers
		for name, n := range w.facts {
			if c.Facts == nil {
				c.Facts = map[string]int64{}
			}
			c.Facts[name] += n
		}
		c.MaxWin = max(c.MaxWin, w.maxWin)
		for k, n := range w.depths {
			for k >= len(c.Depths) {
				c.Depths = append(c.Depths, 0)
			}
			c.Depths[k] += n
		}
		for x, n := range w.wins {
			wins[x] += n
		}
		for x, n := range w.small {
			if n != 0 {
				wins[slotmech.Money(x)] += n
			}
		}
		for i := range pays {
			pays[i].wins += w.pays[i].wins
			pays[i].paid = pays[i].paid.MustAdd(w.pays[i].paid)
		}
	}
	c.Won = won.Big()
	for x, n := range wins {
		c.Wins = append(c.Wins, WinCount{Win: x, Rounds: n})
	}
	slices.SortFunc(c.Wins, func(a, b WinCount) int { return cmp.Compare(a.Win, b.Win) })
	for i, p := range pays {
		if p.wins == 0 {
			continue
		}
		c.Pays = append(c.Pays, Pay{
			Symbol: slotmech.Symbol(i / (slotmech.MaxPositions + 1)),
			Count:  i % (slotmech.MaxPositions + 1),
			Wins:   p.wins,
			Paid:   p.paid.Big(),
		})
	}
}
