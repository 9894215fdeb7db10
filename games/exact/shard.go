package exact

import (
	"errors"
	"fmt"
	"maps"
	"math/big"
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/gameerr"
)

// ErrShard is the sentinel of refused merges of [Cycle]s and of malformed
// JSON of a Cycle.
var ErrShard = errors.New("exact: shards do not merge")

// Complete reports whether c covers the whole cycle.
func (c *Cycle) Complete() bool { return c.Shards == 1 && len(c.Parts) == 1 }

// Merge adds the combinations of o to p, so that merging the Parts of all
// shards of a cycle, in any order, gives exactly the whole cycle (Shards 1,
// Parts [0]) that FullCycle returns. It refuses, with an error wrapping
// [ErrShard] and p unchanged, parts of another analysis (game,
// configuration, bet, stake, reels or shard count differ) and parts that
// share a shard. Merging into the zero Cycle copies o.
func (p *Cycle) Merge(o *Cycle) (err error) {
	defer func() { err = gameerr.Wrap("Merge", err) }()
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
	case p.stops != o.stops || p.Total != o.Total:
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
	addCycle(r, o)
	r.Parts = parts
	if len(parts) == r.Shards {
		r.Shards, r.Parts = 1, []int{0}
	}
	*p = *r
	return nil
}

// clone returns a deep copy of p.
func (p *Cycle) clone() *Cycle {
	c := *p
	c.Parts = slices.Clone(p.Parts)
	c.Pays = slices.Clone(p.Pays)
	for i := range c.Pays {
		c.Pays[i].Paid = new(big.Int).Set(p.Pays[i].Paid)
	}
	c.Depths = slices.Clone(p.Depths)
	c.Wins = slices.Clone(p.Wins)
	c.Facts = maps.Clone(p.Facts)
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
	c.RTP = c.share(c.Won)
}
