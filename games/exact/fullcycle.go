package exact

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/big"
	"runtime"
	"sync"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/gameerr"
	"github.com/slotmech/slotmech/internal/pool"
)

// Cycle is the exact analysis of a strip game (one whose players are
// [StripPlayer]s) at one bet: the sums over every combination of stops (the
// full cycle), each combination played once, or over the part of them that
// [Options] select (a shard). Every figure is an exact integer or fraction;
// the only floats are in [Cycle.SigmaX], a statistic. The shards of a cycle
// merge ([Cycle.Merge]) into exactly the whole cycle, and a Cycle encodes to
// JSON and back exactly ([Cycle.MarshalJSON]), so shards can be computed on
// other machines.
//
// A Cycle is plain data, filled by [FullCycle]; its zero value is empty.
type Cycle struct {
	Game string // the game's Name
	// Config is the identity of the game's configuration (games.ConfigID).
	Config string
	Bet    slotmech.Money // the bet every combination was played at
	Stake  slotmech.Money // what one round costs at Bet

	Combinations int64    // number of stop combinations: the product of the strip lengths
	Wagered      *big.Int // Combinations × Stake
	Won          *big.Int // total paid over the cycle
	RTP          *big.Rat // Won / Wagered, exact

	Hits   int64          // combinations that won anything
	Capped int64          // combinations in which a cap cut a win
	MaxWin slotmech.Money // the largest round win

	// Triggers is the number of combinations whose round triggered a
	// feature (Outcome.Triggered): with Combinations, the exact trigger
	// probability of a base game whose feature draws more than its stops.
	Triggers int64

	// Facts counts, for each fact a game's wins reported to the tally with
	// a value other than 0 (games.PaidWin.Facts), the combinations in which
	// at least one win reported it: Crystal Spin's "full_house" gives the
	// exact frequency of a full house (CS-9). Nil if no win reported a fact.
	Facts map[string]int64

	// Pays lists what the wins of each symbol and count (run length or
	// cluster size) paid, sorted by symbol and then count. Only pairs that
	// won at least once are listed. It is built from the wins the game
	// reports to its tally (see [StripPlayer.PlayStops]); their
	// amounts add up to Won exactly, which FullCycle checks for every
	// combination.
	Pays []Pay

	// Depths[k] is the number of combinations whose deepest winning
	// evaluation step, as reported to the tally, is step k (0: no win; 1:
	// the first screen won and the cascade that followed did not; …). Its
	// length is one more than the deepest cascade.
	Depths []int64

	// Wins is the distribution of round wins: for every amount a round won
	// (above 0), how many combinations won it, ascending by amount.
	Wins []WinCount

	// The part of the cycle covered: the combinations whose first-reel
	// stop s has s mod Shards in Parts (Shards 1 and Parts [0] for the
	// whole cycle, see [Cycle.Complete]), of Total combinations in all.
	// Combinations, Wagered and RTP are the part's. (The number of stops
	// of the first reel, which Merge and UnmarshalJSON check shards
	// against, is kept unexported and carried by the JSON form.)
	stops  int
	Total  int64
	Shards int
	Parts  []int
}

// Pay is what the wins of one symbol and count paid over a cycle; its share
// of the RTP is Paid / [Cycle].Wagered.
type Pay struct {
	Symbol slotmech.Symbol
	Count  int
	Wins   int64    // how many such wins were paid
	Paid   *big.Int // what they paid in all, after doubling and caps
}

// WinCount is one entry of a win distribution: Rounds combinations won
// exactly Win.
type WinCount struct {
	Win    slotmech.Money
	Rounds int64
}

// HitRate returns Hits / Combinations, exact.
func (c *Cycle) HitRate() *big.Rat {
	return big.NewRat(c.Hits, max(c.Combinations, 1))
}

// share returns paid / c.Wagered, exact (0 for a cycle that wagered
// nothing).
func (c *Cycle) share(paid *big.Int) *big.Rat {
	if c.Wagered == nil || c.Wagered.Sign() == 0 {
		return new(big.Rat)
	}
	return new(big.Rat).SetFrac(paid, c.Wagered)
}

// SigmaX returns the standard deviation of a round's win in multiples of the
// stake, computed from the exact distribution (a statistic, in float64).
func (c *Cycle) SigmaX() float64 {
	if c.Combinations == 0 || c.Stake == 0 {
		return 0
	}
	var s1, s2 big.Int
	for _, w := range c.Wins {
		x := big.NewInt(int64(w.Win))
		n := big.NewInt(w.Rounds)
		s1.Add(&s1, new(big.Int).Mul(x, n))
		s2.Add(&s2, new(big.Int).Mul(new(big.Int).Mul(x, x), n))
	}
	// Var = (N·Σx² − (Σx)²) / (N² · stake²), exact up to the final division.
	n := big.NewInt(c.Combinations)
	num := new(big.Int).Sub(new(big.Int).Mul(n, &s2), new(big.Int).Mul(&s1, &s1))
	st := big.NewInt(int64(c.Stake))
	den := new(big.Int).Mul(new(big.Int).Mul(n, n), new(big.Int).Mul(st, st))
	v, _ := new(big.Rat).SetFrac(num, den).Float64()
	return math.Sqrt(v)
}

// Options select the part of a full cycle [FullCycle] plays and how. The
// zero Options play the whole cycle on runtime.GOMAXPROCS(0) goroutines.
type Options struct {
	// Shard and Shards select the combinations whose first-reel stop s has
	// s mod Shards = Shard, so that a cycle can be computed on several
	// machines and merged ([Cycle.Merge]). Shards 0 or 1 is the whole cycle.
	Shard, Shards int

	// Workers is the number of goroutines sharing the work; 0 means
	// runtime.GOMAXPROCS(0). It never changes the result.
	Workers int

	// Progress, if not nil, is called after each chunk of stops played,
	// with the chunks done so far and their number. Calls come from the
	// worker goroutines, one at a time.
	Progress func(done, total int64)
}

// FullCycle plays every combination of stops of g (of the part opt
// selects) at bet, one round each, and returns the exact sums (see
// [Cycle]). g's players must implement [StripPlayer]. Workers share the
// work by the stops of the first reels; the result is the same for any
// number of workers, because every sum is an exact integer.
//
// It returns an error wrapping [ErrNotStrip] for a game whose player is
// no StripPlayer, one wrapping [games.ErrBet] for a refused bet, an error
// for a shard outside [0, Shards) or more shards than the first reel has
// stops, the first error a round returns (naming its stops), or ctx's
// error if ctx is cancelled first. The number of combinations must fit in
// an int64.
func FullCycle(ctx context.Context, g games.Game, bet slotmech.Money, opt Options) (_ *Cycle, err error) {
	defer func() { err = gameerr.Wrap("FullCycle", err) }()
	sp, ok := g.NewPlayer().(StripPlayer)
	if !ok {
		return nil, fmt.Errorf("exact: %s: %w", g.Name(), ErrNotStrip)
	}
	mode, ok := games.FindMode(g, "")
	if !ok {
		return nil, fmt.Errorf("%w: %s has no mode", ErrNotStrip, g.Name())
	}
	stake, err := g.Stake(bet, mode.Name)
	if err != nil {
		return nil, err
	}
	lens := sp.StripLengths()
	if len(lens) == 0 {
		return nil, fmt.Errorf("%w: %s has no reels", ErrNotStrip, g.Name())
	}
	total, rest := int64(1), int64(1)
	for r, n := range lens {
		if n < 1 {
			return nil, fmt.Errorf("%w: %s: reel %d has %d stops", ErrNotStrip, g.Name(), r, n)
		}
		if total > math.MaxInt64/int64(n) {
			return nil, fmt.Errorf("%w: %s: the number of stop combinations does not fit in an int64: %w", ErrNotStrip, g.Name(), slotmech.ErrOverflow)
		}
		total *= int64(n)
		if r > 0 {
			rest *= int64(n)
		}
	}
	shards := max(opt.Shards, 1)
	if opt.Shard < 0 || opt.Shard >= shards || shards > lens[0] || shards > 1 && len(lens) == 1 {
		return nil, fmt.Errorf("%w: %s: shard %d of %d: want 0 <= shard < shards <= %d (the first reel's stops), and 1 shard for a game of one reel",
			ErrConfig, g.Name(), opt.Shard, shards, lens[0])
	}
	var chunks []int64 // nil: every chunk
	firsts := lens[0]
	if shards > 1 {
		var fs []int
		for s := opt.Shard; s < lens[0]; s += shards {
			fs = append(fs, s)
		}
		chunks, firsts = chunksOf(lens, fs), len(fs)
	}
	ws, err := playChunks(ctx, g, bet, lens, chunks, opt.Workers, opt.Progress)
	if err != nil {
		return nil, err
	}
	combos := int64(firsts) * rest
	c := &Cycle{Game: g.Name(), Config: games.ConfigID(g), Bet: bet, Stake: stake, Combinations: combos,
		stops: lens[0], Total: total, Shards: shards, Parts: []int{opt.Shard}}
	mergeCycle(c, ws)
	c.Wagered = new(big.Int).Mul(big.NewInt(combos), big.NewInt(int64(stake)))
	c.RTP = c.share(c.Won)
	return c, nil
}

// fixedReels returns how many reels a chunk of work fixes: the first reel,
// or the first two when there are three reels or more (none for a game of
// one reel, whose cycle is one chunk), so that the last
// chunks, which finish alone, are short (1/1024 of the cycle for 32 stops
// a reel) and the workers finish together.
func fixedReels(lens []int) int {
	return min(len(lens)-1, 2) // the last reel is never fixed: StripPlayer.PlayReel plays it
}

// chunksOf returns the chunks (as cycleWorker.playChunk numbers them, with
// fixedReels(lens) reels fixed) whose first reel stops at one of firsts.
func chunksOf(lens []int, firsts []int) []int64 {
	var out []int64
	for _, f := range firsts {
		if fixedReels(lens) == 1 {
			out = append(out, int64(f))
			continue
		}
		for j := range lens[1] {
			out = append(out, int64(f)*int64(lens[1])+int64(j))
		}
	}
	return out
}

// playChunks plays the chunks of the cycle of g at bet on workers
// goroutines (< 1: runtime.GOMAXPROCS) and returns the workers with their
// sums: every chunk if chunks is nil, else those listed. progress, if not
// nil, is called with the chunks done and their number, one call at a time.
func playChunks(ctx context.Context, g games.Game, bet slotmech.Money, lens []int, chunks []int64,
	workers int, progress func(done, total int64)) ([]*cycleWorker, error) {
	fixed := fixedReels(lens)
	n := int64(len(chunks))
	if chunks == nil {
		n = 1
		for r := range fixed {
			n *= int64(lens[r])
		}
	}
	if workers < 1 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = int(max(min(int64(workers), n), 1))

	// Each worker makes its own memory (its sums and its player) on its own
	// goroutine (the pool's start), so that the small objects of two workers
	// come from different allocation caches rather than one after the
	// other, and share no cache line (which would make the cores fight over
	// the line at every round). The sums are exact integers, so adding the
	// workers' up at the end gives the same cycle whoever played what.
	var mu sync.Mutex // guards ws while workers start
	var ws []*cycleWorker
	var done int64
	err := pool.Run(ctx, int(n), workers,
		func() *cycleWorker {
			w := newCycleWorker(g, bet, lens, fixed)
			mu.Lock()
			ws = append(ws, w)
			mu.Unlock()
			return w
		},
		func(_ context.Context, w *cycleWorker, j int) (struct{}, error) {
			k := int64(j)
			if chunks != nil {
				k = chunks[j]
			}
			return struct{}{}, w.playChunk(k)
		},
		func(int, struct{}) error {
			if progress != nil {
				done++
				progress(done, n)
			}
			return nil
		})
	if err != nil {
		return nil, err
	}
	return ws, nil
}

// ErrTally is returned (wrapped) by [FullCycle] when a game's tally does
// not account for its round: a win it cannot tally (a symbol not below
// slotmech.MaxSymbols, a count outside 0 … slotmech.MaxPositions, a step
// below 1 or a negative amount), or reported amounts that do not add up to
// the round's win exactly (a game that never calls its tally is caught
// here at its first winning combination); or when [StripPlayer.PlayReel]
// reports a stop twice or out of order, or groups of more stops than the
// reel has left.
var ErrTally = errors.New("exact: the tally does not account for the round")

// ErrNotStrip is returned (wrapped) by [FullCycle] for a game it cannot
// enumerate: its player is no [StripPlayer]. A tool that meets it can
// simulate the game instead (games/sim).
var ErrNotStrip = errors.New("exact: not a strip game")
