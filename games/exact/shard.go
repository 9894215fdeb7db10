package exact

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/big"
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
)

// ShardConfig selects a part of a full cycle and how to compute it.
type ShardConfig struct {
	// Shard and Shards select the combinations whose first-reel stop s has
	// s mod Shards = Shard. Shards 0 or 1 is the whole cycle.
	Shard, Shards int

	// Workers is the number of goroutines sharing the part's first-reel
	// stops; 0 means runtime.GOMAXPROCS(0). It never changes the result.
	Workers int

	// Progress, if not nil, is called after each chunk of stops played,
	// with the chunks of this shard done so far and their number. Calls come
	// from the worker goroutines, one at a time.
	Progress func(done, total int64)
}

// Shard is the exact analysis of a part of a full cycle: the sums of [Cycle]
// over the combinations whose first-reel stop s has s mod Shards in Parts.
// The Parts of all shards of a cycle merge ([Shard.Merge]) into exactly the
// Cycle that [FullCycle] returns. A Shard encodes to JSON and back exactly
// (see [Shard.MarshalJSON]), so shards can be computed on other machines.
type Shard struct {
	Cycle        // the sums over the combinations covered: Combinations, Wagered and RTP are the part's
	Stops  int   // stops of the first reel
	Total  int64 // combinations of the whole cycle
	Shards int   // the number of shards the cycle was split into (1: the whole cycle)
	Parts  []int // the shards covered, increasing
}

// ErrShard is the sentinel of refused merges of [Shard]s and of malformed
// JSON of a Shard or a [Cycle].
var ErrShard = errors.New("exact: shards do not merge")

// Complete reports whether p covers the whole cycle.
func (p *Shard) Complete() bool { return p.Shards == 1 && len(p.Parts) == 1 }

// FullCycleShard plays the combinations of g's part that cfg selects at
// bet, one round each, and returns their exact sums. FullCycleShard with
// Shards 1 computes exactly what [FullCycle] does.
//
// Errors are those of FullCycle, and an error for a shard outside
// [0, Shards) or more shards than the first reel has stops.
func FullCycleShard(ctx context.Context, g games.StripGame, bet slotmech.Money, cfg ShardConfig) (*Shard, error) {
	mode, ok := games.FindMode(g, "")
	if !ok {
		return nil, fmt.Errorf("exact: %s has no mode", g.Name())
	}
	stake, err := g.Stake(bet, mode.Name)
	if err != nil {
		return nil, err
	}
	lens := g.StripLengths()
	if len(lens) == 0 {
		return nil, fmt.Errorf("exact: %s has no reels", g.Name())
	}
	total, rest := int64(1), int64(1)
	for r, n := range lens {
		if n < 1 {
			return nil, fmt.Errorf("exact: %s: reel %d has %d stops", g.Name(), r, n)
		}
		if total > math.MaxInt64/int64(n) {
			return nil, fmt.Errorf("exact: %s: the number of stop combinations does not fit in an int64", g.Name())
		}
		total *= int64(n)
		if r > 0 {
			rest *= int64(n)
		}
	}
	shards := max(cfg.Shards, 1)
	if cfg.Shard < 0 || cfg.Shard >= shards || shards > lens[0] {
		return nil, fmt.Errorf("exact: %s: shard %d of %d: want 0 <= shard < shards <= %d (the first reel's stops)",
			g.Name(), cfg.Shard, shards, lens[0])
	}
	var firsts []int
	for s := cfg.Shard; s < lens[0]; s += shards {
		firsts = append(firsts, s)
	}
	ws, err := playChunks(ctx, g, bet, lens, chunksOf(lens, firsts), cfg.Workers, cfg.Progress)
	if err != nil {
		return nil, err
	}
	combos := int64(len(firsts)) * rest
	c := Cycle{Game: g.Name(), Config: games.ConfigID(g), Bet: bet, Stake: stake, Combinations: combos}
	mergeCycle(&c, ws)
	c.Wagered = new(big.Int).Mul(big.NewInt(combos), big.NewInt(int64(stake)))
	c.RTP = c.Share(c.Won)
	p := &Shard{Cycle: c, Stops: lens[0], Total: total, Shards: shards, Parts: []int{cfg.Shard}}
	if shards == 1 {
		p.Parts = []int{0}
	}
	return p, nil
}

// Merge adds the combinations of o to p, so that merging the Parts of all
// shards of a cycle, in any order, gives exactly the whole cycle (Shards 1,
// Parts [0]), whose Cycle is FullCycle's. It refuses, with an error wrapping
// [ErrShard] and p unchanged, parts of another analysis (game,
// configuration, bet, stake, reels or shard count differ) and parts that
// share a shard. Merging into the zero Shard copies o.
func (p *Shard) Merge(o *Shard) error {
	if p.Shards == 0 {
		*p = *o.clone()
		return nil
	}
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%w: "+format, append([]any{ErrShard}, a...)...)
	}
	switch {
	case p.Game != o.Game:
		return bad("games %q and %q", p.Game, o.Game)
	case p.Config != o.Config:
		return bad("configurations %q and %q", p.Config, o.Config)
	case p.Bet != o.Bet || p.Stake != o.Stake:
		return bad("bets %d and %d (stakes %d and %d)", p.Bet, o.Bet, p.Stake, o.Stake)
	case p.Stops != o.Stops || p.Total != o.Total:
		return bad("cycles of %d and %d combinations", p.Total, o.Total)
	case p.Complete() || o.Complete():
		return bad("overlap: one side already covers the whole cycle")
	case p.Shards != o.Shards:
		return bad("cycles split into %d and %d shards", p.Shards, o.Shards)
	}
	parts := slices.Sorted(slices.Values(append(slices.Clone(p.Parts), o.Parts...)))
	for j := 1; j < len(parts); j++ {
		if parts[j] == parts[j-1] {
			return bad("overlap: shard %d of %d on both sides", parts[j], p.Shards)
		}
	}
	r := p.clone()
	addCycle(&r.Cycle, &o.Cycle)
	r.Parts = parts
	if len(parts) == r.Shards {
		r.Shards, r.Parts = 1, []int{0}
	}
	*p = *r
	return nil
}

// clone returns a deep copy of p.
func (p *Shard) clone() *Shard {
	c := *p
	c.Parts = slices.Clone(p.Parts)
	c.Pays = slices.Clone(p.Pays)
	for i := range c.Pays {
		c.Pays[i].Paid = new(big.Int).Set(p.Pays[i].Paid)
	}
	c.Depths = slices.Clone(p.Depths)
	c.Wins = slices.Clone(p.Wins)
	c.Wagered = new(big.Int).Set(p.Wagered)
	c.Won = new(big.Int).Set(p.Won)
	c.RTP = new(big.Rat).Set(p.RTP)
	return &c
}

// addCycle adds the sums of o to c (same game, bet and stake).
func addCycle(c, o *Cycle) {
	c.Combinations += o.Combinations
	c.Wagered.Add(c.Wagered, o.Wagered)
	c.Won.Add(c.Won, o.Won)
	c.Hits += o.Hits
	c.Capped += o.Capped
	c.Triggers += o.Triggers
	for name, n := range o.Facts {
		if c.Facts == nil {
			c.Facts = map[string]int64{}
		}
		c.Facts[name] += n
	}
	c.MaxWin = max(c.MaxWin, o.MaxWin)
	for k, n := range o.Depths {
		for k >= len(c.Depths) {
			c.Depths = append(c.Depths, 0)
		}
		c.Depths[k] += n
	}
	pays := map[[2]int]int{}
	for i, q := range c.Pays {
		pays[[2]int{int(q.Symbol), q.Count}] = i
	}
	for _, q := range o.Pays {
		if i, ok := pays[[2]int{int(q.Symbol), q.Count}]; ok {
			c.Pays[i].Wins += q.Wins
			c.Pays[i].Paid = new(big.Int).Add(c.Pays[i].Paid, q.Paid)
		} else {
			c.Pays = append(c.Pays, Pay{Symbol: q.Symbol, Count: q.Count, Wins: q.Wins, Paid: new(big.Int).Set(q.Paid)})
		}
	}
	slices.SortFunc(c.Pays, func(a, b Pay) int {
		if a.Symbol != b.Symbol {
			return int(a.Symbol) - int(b.Symbol)
		}
		return a.Count - b.Count
	})
	wins := map[slotmech.Money]int64{}
	for _, w := range c.Wins {
		wins[w.Win] += w.Rounds
	}
	for _, w := range o.Wins {
		wins[w.Win] += w.Rounds
	}
	c.Wins = c.Wins[:0]
	for x, n := range wins {
		c.Wins = append(c.Wins, WinCount{Win: x, Rounds: n})
	}
	slices.SortFunc(c.Wins, func(a, b WinCount) int { return int(min(max(a.Win-b.Win, -1), 1)) })
	c.RTP = c.Share(c.Won)
}
