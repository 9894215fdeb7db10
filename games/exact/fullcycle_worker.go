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
	g       games.StripGame
	player  games.StripPlayer
	setter  games.StopSetter                           // player as a StopSetter, or nil
	skipper games.StopSkipper                          // player as a StopSkipper, or nil
	lastly  games.LastReelPlayer                       // player as a LastReelPlayer, or nil
	grouper games.LastReelGrouper                      // player as a LastReelGrouper, or nil
	round   func(stop int, out games.Outcome) error    // w.playedLast, made once
	group   func(stop, n int, out games.Outcome) error // w.playedGroup, made once
	played  int                                        // stops PlayLast or PlayLastGrouped has reported in the current call
	lastErr error                                      // the error round or group returned to the player, if any

	// While grouped is set (PlayLastGrouped), record keeps the wins of the
	// group being played in pending, and playedGroup adds them as many
	// times as the group has stops.
	grouped bool
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

func newCycleWorker(g games.StripGame, bet slotmech.Money, lens []int, fixed int) *cycleWorker {
	w := &cycleWorker{
		g: g, player: g.NewStripPlayer(), bet: bet, lens: lens, fixed: fixed,
		stops:  padded(len(lens)),
		depths: make([]int64, 1, 16),
		small:  make([]int64, smallWins),
		wins:   map[slotmech.Money]int64{},
		pays:   make([]payTally, slotmech.MaxSymbols*(slotmech.MaxPositions+1)),
	}
	w.tally = w.record
	w.setter, _ = w.player.(games.StopSetter)
	w.skipper, _ = w.player.(games.StopSkipper)
	w.lastly, _ = w.player.(games.LastReelPlayer)
	w.grouper, _ = w.player.(games.LastReelGrouper)
	w.round = w.playedLast
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
	if w.grouped {
		w.pending = append(w.pending, pendingWin{at: at, paid: uint64(p.Paid)})
		return
	}
	t := &w.pays[at]
	t.wins++
	t.paid.AddUint64(uint64(p.Paid))
}

// playChunk plays every combination of chunk k: the one whose first reel
// stops at k (fixed 1), or whose first two reels stop at k / lens[1] and
// k mod lens[1] (fixed 2), counting the other reels up like an odometer (the
// last reel fastest).
//
// A player that is a games.StopSetter is told which reels moved, and only
// those (usually the last one alone); it then plays the current stops
// without being handed, and checking, all of them again. One that is a
// games.StopSkipper as well is asked, before each round, how many stops of
// the last reel from the current one certainly lose: those are counted as
// losing rounds (a win of 0, no win reported) without being played. One
// that is a games.LastReelPlayer plays all the last reel's stops in one
// call (playLast) when the chunk does not fix the last reel, and one that
// is a games.LastReelGrouper plays them in groups of stops whose rounds are
// the same (playGrouped), each group counted as many times as it has stops.
// Any other player plays each combination with PlayStops.
func (w *cycleWorker) playChunk(k int64) error {
	stops := w.stops
	clear(stops)
	if w.fixed == 2 {
		stops[0], stops[1] = int(k/int64(w.lens[1])), int(k%int64(w.lens[1]))
	} else {
		stops[0] = int(k)
	}
	last := len(stops) - 1
	if err := w.setStops(0); err != nil {
		return err
	}
	for {
		if w.grouper != nil && last >= w.fixed {
			// Every stop of the last reel in one call, in groups.
			if err := w.playGrouped(stops, last); err != nil {
				return err
			}
		} else if w.lastly != nil && last >= w.fixed {
			// Every stop of the last reel in one call (stops[last] is 0).
			if err := w.playLast(stops, last); err != nil {
				return err
			}
		} else if err := w.playNext(stops, last); err != nil {
			return err
		}
		r := last
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
		if err := w.setStops(r); err != nil {
			return err
		}
	}
}

// playNext plays the round of stops, or, for a StopSkipper player, counts
// the losing rounds of the last reel from stops[last] on and moves it to the
// last of them (the odometer then moves on from there), playing only a
// round that may win.
func (w *cycleWorker) playNext(stops []int, last int) error {
	if w.skipper != nil {
		if n := w.skipper.Losing(last); n > 0 {
			if n > w.lens[last]-stops[last] {
				return fmt.Errorf("exact: %s: stops %v: %w: %d losing stops of reel %d reported, %d left",
					w.g.Name(), stops, ErrTally, n, last, w.lens[last]-stops[last])
			}
			if last < w.fixed {
				n = 1 // the chunk fixes the last reel (a game of one reel): it has this one stop only
			}
			w.depths[0] += int64(n) // n rounds that win nothing (count(0, false) each)
			stops[last] += n - 1
			if n > 1 {
				return w.setStops(last) // the odometer moves on from the last losing stop
			}
			return nil
		}
	}
	w.depth, w.paid, w.seen = 0, 0, w.seen[:0]
	var out games.Outcome
	var err error
	if w.setter != nil {
		out, err = w.setter.PlayCurrent(w.bet, w.tally)
	} else {
		out, err = w.player.PlayStops(stops, w.bet, w.tally)
	}
	if err != nil {
		return fmt.Errorf("exact: %s: stops %v: %w", w.g.Name(), stops, err)
	}
	return w.counted(stops, out)
}

// playLast plays every stop of the last reel, from stops[last] on, with one
// call of the LastReelPlayer's PlayLast, and counts the stops it skipped as
// losing rounds; it leaves stops[last] at the last stop, where the odometer
// moves on from.
func (w *cycleWorker) playLast(stops []int, last int) error {
	from := stops[last]
	w.depth, w.paid, w.seen, w.played, w.lastErr = 0, 0, w.seen[:0], 0, nil
	return w.lastReelPlayed(stops, last, from, w.lastly.PlayLast(w.bet, w.tally, w.round))
}

// lastReelPlayed ends playLast and playGrouped once the player has
// returned err: it reports the error (the round or group function's, which
// names the stops, first), refuses wins reported after the last round,
// counts the stops the player did not report as losing rounds and leaves
// stops[last] at the last stop, where the odometer moves on from.
func (w *cycleWorker) lastReelPlayed(stops []int, last, from int, err error) error {
	if err != nil {
		if w.lastErr != nil {
			return w.lastErr
		}
		return fmt.Errorf("exact: %s: stops %v: %w", w.g.Name(), stops, err)
	}
	if w.depth != 0 || w.paid != 0 || len(w.seen) != 0 || len(w.pending) != 0 {
		return fmt.Errorf("exact: %s: stops %v: %w: wins reported after the last round of the last reel", w.g.Name(), stops, ErrTally)
	}
	w.depths[0] += int64(w.lens[last] - from - w.played) // the stops not reported: rounds that win nothing
	stops[last] = w.lens[last] - 1
	return nil
}

// playedLast is the round function of playLast: it counts the round of
// the last reel's stop, whose wins the tally has just been told, and
// readies the sums of the next.
func (w *cycleWorker) playedLast(stop int, out games.Outcome) error {
	last := len(w.stops) - 1
	if stop < w.stops[last] || stop >= w.lens[last] {
		w.lastErr = fmt.Errorf("exact: %s: stops %v: %w: round of stop %d of the last reel reported out of order (want a stop from %d to %d)",
			w.g.Name(), w.stops, ErrTally, stop, w.stops[last], w.lens[last]-1)
		return w.lastErr
	}
	w.stops[last] = stop
	w.played++
	if err := w.counted(w.stops, out); err != nil {
		w.lastErr = err
		return err
	}
	w.stops[last]++ // a stop is reported once
	w.depth, w.paid, w.seen = 0, 0, w.seen[:0]
	return nil
}

// playGrouped plays every stop of the last reel, from stops[last] on, with
// one call of the LastReelGrouper's PlayLastGrouped, each group counted as
// many times as it has stops, and counts the stops in no group as losing
// rounds; it leaves stops[last] at the last stop, where the odometer moves
// on from.
func (w *cycleWorker) playGrouped(stops []int, last int) error {
	from := stops[last]
	w.depth, w.paid, w.seen, w.played, w.lastErr = 0, 0, w.seen[:0], 0, nil
	w.grouped, w.pending = true, w.pending[:0]
	err := w.grouper.PlayLastGrouped(w.bet, w.tally, w.group)
	w.grouped = false
	return w.lastReelPlayed(stops, last, from, err)
}

// playedGroup is the group function of playGrouped: it counts n times the
// round of the group of the last reel's stop, whose wins the tally has
// just been told, and readies the sums of the next.
func (w *cycleWorker) playedGroup(stop, n int, out games.Outcome) error {
	last := len(w.stops) - 1
	from := w.stops[last] // the odometer's stop: playGrouped's from
	if stop < from || stop >= w.lens[last] || n < 1 || n > w.lens[last]-from-w.played {
		w.lastErr = fmt.Errorf("exact: %s: stops %v: %w: a group of %d stops at stop %d of the last reel, with %d of its stops from %d to %d left",
			w.g.Name(), w.stops, ErrTally, n, stop, w.lens[last]-from-w.played, from, w.lens[last]-1)
		return w.lastErr
	}
	w.played += n
	w.stops[last] = stop // for counted's errors
	err := w.countedN(w.stops, out.Win, out.Capped, out.Triggered, int64(n))
	w.stops[last] = from
	if err != nil {
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

// counted adds the round of stops, whose wins the tally has been told, to
// the sums, after checking that they add up to its outcome.
func (w *cycleWorker) counted(stops []int, out games.Outcome) error {
	return w.countedN(stops, out.Win, out.Capped, out.Triggered, 1)
}

// countedN is counted for n rounds that are the same as the round of stops,
// which won win (capped, triggering a feature). It takes the outcome's
// fields rather than the outcome: a copy of the whole Outcome for each
// round cost the odometer a quarter of its speed.
func (w *cycleWorker) countedN(stops []int, win slotmech.Money, capped, triggered bool, n int64) error {
	if w.badWin != nil {
		return fmt.Errorf("exact: %s: stops %v: %w", w.g.Name(), stops, w.badWin)
	}
	if w.paid != win {
		return fmt.Errorf("exact: %s: stops %v: %w: its wins paid %d, the round %d", w.g.Name(), stops, ErrTally, w.paid, win)
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

// setStops tells a StopSetter player the stops of reels from on, which have
// moved.
func (w *cycleWorker) setStops(from int) error {
	if w.setter == nil {
		return nil
	}
	for r := from; r < len(w.stops); r++ {
		if err := w.setter.SetStop(r, w.stops[r]); err != nil {
			return fmt.Errorf("exact: %s: stops %v: %w", w.g.Name(), w.stops, err)
		}
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
