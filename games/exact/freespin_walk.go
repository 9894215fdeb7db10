package exact

import (
	"context"
	"fmt"
	"math/big"
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
)

// spinCycle is the full cycle of one spin game of a [FreeSpins]: what
// FreeSpinRTP needs of it.
type spinCycle struct {
	combos      int64
	won         *big.Int
	maxWin      slotmech.Money // the largest win of a spin
	maxAwarding slotmech.Money // the largest win of a spin that awards free spins
	awards      map[int]int64  // awards[a]: combinations that award a spins (a = 0 included)
}

// spinWorker is one goroutine's part of a walk.
type spinWorker struct {
	player      StripPlayer
	stops       []int
	hi, lo      uint64 // the sum of the wins, 128 bits
	maxWin      slotmech.Money
	maxAwarding slotmech.Money
	awards      map[int]int64
	prev        int // the first stop of the group reported last, or −1
	left        int // the stops of the last reel not yet in a group
	err         error
}

// walkSpins plays every combination of g's stops once at bet (PlayReel of
// its players) on workers goroutines and returns the sums.
func walkSpins(ctx context.Context, g games.Game, bet slotmech.Money, workers int) (*spinCycle, error) {
	if _, ok := g.NewPlayer().(StripPlayer); !ok {
		return nil, &slotmech.Error{Op: "exact free spins", Field: g.Name(), Reason: "its spins are not played from their stops alone", Err: ErrNotStrip}
	}
	lens := g.NewPlayer().(StripPlayer).StripLengths()
	combos := int64(1)
	for r, n := range lens {
		if n < 1 {
			return nil, fmt.Errorf("%w: %s: reel %d has %d stops", ErrNotStrip, g.Name(), r, n)
		}
		hi, lo := bits.Mul64(uint64(combos), uint64(n))
		if hi != 0 || lo > 1<<62 {
			return nil, fmt.Errorf("%w: %s: the number of stop combinations does not fit in an int64: %w", ErrNotStrip, g.Name(), slotmech.ErrOverflow)
		}
		combos = int64(lo)
	}
	if len(lens) == 0 {
		return nil, fmt.Errorf("%w: %s has no reels", ErrNotStrip, g.Name())
	}
	if workers < 1 {
		workers = runtime.GOMAXPROCS(0)
	}
	// Jobs are the stops of the first reel (the one call for a game of
	// one reel).
	jobs := int64(lens[0])
	if len(lens) == 1 {
		jobs = 1
	}
	var next atomic.Int64
	ws := make([]*spinWorker, min(int64(workers), jobs))
	var wg sync.WaitGroup
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	for i := range ws {
		w := &spinWorker{player: g.NewPlayer().(StripPlayer), stops: make([]int, len(lens)), awards: map[int]int64{}}
		ws[i] = w
		wg.Go(func() {
			for {
				j := next.Add(1) - 1
				if j >= jobs || ctx.Err() != nil {
					return
				}
				if err := w.job(g.Name(), int(j), lens, bet); err != nil {
					w.err = err
					cancel()
					return
				}
			}
		})
	}
	wg.Wait()
	for _, w := range ws {
		if w.err != nil {
			return nil, w.err
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	c := &spinCycle{combos: combos, won: new(big.Int), awards: map[int]int64{}}
	var awarding int64
	for _, w := range ws {
		x := new(big.Int).Lsh(new(big.Int).SetUint64(w.hi), 64)
		c.won.Add(c.won, x.Add(x, new(big.Int).SetUint64(w.lo)))
		c.maxWin, c.maxAwarding = max(c.maxWin, w.maxWin), max(c.maxAwarding, w.maxAwarding)
		for a, n := range w.awards {
			c.awards[a] += n
			awarding += n
		}
	}
	c.awards[0] = combos - awarding
	return c, nil
}

// job plays the combinations whose first reel stops at j (all of them for
// a game of one reel).
func (w *spinWorker) job(name string, j int, lens []int, bet slotmech.Money) error {
	for r := range w.stops {
		w.stops[r] = 0
	}
	last := len(lens) - 1
	if last > 0 {
		w.stops[0] = j
	}
	group := func(stop, n int, out games.Outcome) error {
		// Groups come in increasing order of their first stops; a group's
		// stops need not be adjacent, but all fit the reel.
		switch {
		case stop <= w.prev || stop >= lens[last] || n < 1 || n > w.left:
			return fmt.Errorf("%w: a group of %d stops first at stop %d after a group first at %d, with %d stops of the last reel left", ErrTally, n, stop, w.prev, w.left)
		case out.Win < 0 || out.FreeSpins < 0 || out.Triggered != (out.FreeSpins > 0):
			return fmt.Errorf("%w: a spin that pays %d and awards %d free spins (triggered %v): want no negative win or award, and triggered exactly when it awards some", ErrTally, out.Win, out.FreeSpins, out.Triggered)
		}
		w.prev, w.left = stop, w.left-n
		hi, lo := bits.Mul64(uint64(out.Win), uint64(n))
		var carry uint64
		w.lo, carry = bits.Add64(w.lo, lo, 0)
		w.hi += hi + carry
		w.maxWin = max(w.maxWin, out.Win)
		if out.FreeSpins > 0 {
			w.awards[out.FreeSpins] += int64(n)
			w.maxAwarding = max(w.maxAwarding, out.Win)
		}
		return nil
	}
	for {
		w.prev, w.left = -1, lens[last]
		if err := w.player.PlayReel(w.stops, bet, nil, group); err != nil {
			return fmt.Errorf("exact: %s: stops %v: %w", name, w.stops, err)
		}
		// The odometer over the reels between the first and the last.
		r := last - 1
		for ; r >= 1; r-- {
			if w.stops[r]++; w.stops[r] < lens[r] {
				break
			}
			w.stops[r] = 0
		}
		if r < 1 {
			return nil
		}
	}
}
