package sim

import (
	"fmt"
	"slices"
)

// Coverage says which rounds of which run a [Stats] holds, so that merging
// can refuse to count a round twice.
//
// A run of Rounds rounds is cut into blocks of [BlockRounds] rounds (the
// last one may be shorter); block k is played on stream k of the seed. Split into
// Shards shards, shard i plays the blocks k with k mod Shards = i. A Stats
// covers the shards listed in Parts. The whole run is Shards 1, Parts [0]:
// merging all n shards of a run gives exactly that.
//
// The zero Coverage covers nothing (the empty [Stats]). A Coverage is a
// plain value; Parts is not shared by the Stats methods.
type Coverage struct {
	Rounds int64 // rounds of the whole run
	Shards int   // number of shards the run was split into (1: whole run)
	Parts  []int // the shards covered, increasing
}

// complete reports whether c covers the whole run.
func (c Coverage) complete() bool { return c.Shards == 1 && len(c.Parts) == 1 }

// blockRounds returns the rounds per block of c's run: BlockRounds, or 0
// for the zero Coverage (which covers no run).
func (c Coverage) blockRounds() int64 {
	if c.Shards == 0 {
		return 0
	}
	return BlockRounds
}

// blocks returns the number of blocks of the run.
func (c Coverage) blocks() int64 {
	n := c.Rounds / BlockRounds // not (Rounds+BlockRounds−1)/…: that overflows
	if c.Rounds%BlockRounds != 0 {
		n++
	}
	return n
}

// partBlocks returns the number of blocks shard i of n plays in a run of
// nblocks blocks.
func partBlocks(nblocks int64, i, n int) int64 {
	if int64(i) >= nblocks {
		return 0
	}
	return (nblocks-1-int64(i))/int64(n) + 1
}

// blockLen returns the rounds of block k.
func (c Coverage) blockLen(k int64) int64 {
	return min(BlockRounds, c.Rounds-k*BlockRounds)
}

// covered returns the number of rounds the parts of c cover.
func (c Coverage) covered() int64 {
	nb := c.blocks()
	var sum int64
	for _, i := range c.Parts {
		nk := partBlocks(nb, i, c.Shards)
		if nk == 0 {
			continue
		}
		last := int64(i) + (nk-1)*int64(c.Shards)
		sum += (nk-1)*BlockRounds + c.blockLen(last)
	}
	return sum
}

// check reports whether c, decoded with blocks of blockRounds rounds, is
// well formed: positive sizes, this version's blocks, parts increasing and
// below Shards.
func (c Coverage) check(blockRounds int64) error {
	switch {
	case c.Rounds <= 0:
		return fmt.Errorf("run: %d rounds, want > 0", c.Rounds)
	case blockRounds != BlockRounds:
		return fmt.Errorf("run: blocks of %d rounds, this version uses %d", blockRounds, BlockRounds)
	case c.Shards <= 0:
		return fmt.Errorf("run: %d shards, want > 0", c.Shards)
	case len(c.Parts) == 0:
		return fmt.Errorf("run: no shard covered")
	}
	for j, p := range c.Parts {
		if p < 0 || p >= c.Shards || (j > 0 && p <= c.Parts[j-1]) {
			return fmt.Errorf("run: shards %v are not increasing in [0, %d)", c.Parts, c.Shards)
		}
	}
	if c.complete() && c.Parts[0] != 0 {
		return fmt.Errorf("run: whole run must be shard 0 of 1")
	}
	return nil
}

// merge returns the union of c and o, refusing different runs and overlaps.
// All n shards together become the whole run (Shards 1, Parts [0]).
func (c Coverage) merge(o Coverage) (Coverage, error) {
	switch {
	case c.Rounds != o.Rounds:
		return Coverage{}, fmt.Errorf("runs of %d and %d rounds", c.Rounds, o.Rounds)
	case c.complete() || o.complete():
		return Coverage{}, fmt.Errorf("overlap: one side already covers the whole run")
	case c.Shards != o.Shards:
		return Coverage{}, fmt.Errorf("runs split into %d and %d shards", c.Shards, o.Shards)
	}
	parts := make([]int, 0, len(c.Parts)+len(o.Parts))
	parts = append(append(parts, c.Parts...), o.Parts...)
	slices.Sort(parts)
	for j := 1; j < len(parts); j++ {
		if parts[j] == parts[j-1] {
			return Coverage{}, fmt.Errorf("overlap: shard %d of %d on both sides", parts[j], c.Shards)
		}
	}
	u := Coverage{Rounds: c.Rounds, Shards: c.Shards, Parts: parts}
	if len(parts) == c.Shards {
		u.Shards, u.Parts = 1, []int{0}
	}
	return u, nil
}
