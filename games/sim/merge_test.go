package sim

import (
	"math"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/internal/toygame"
	"pgregory.net/rapid"
)

// shardOf simulates shard i of n of a small toy run.
func shardOf(t *testing.T, cfg Config, i, n int) *Stats {
	cfg.Shard, cfg.Shards = i, n
	if cfg.Rounds == 0 {
		cfg.Rounds = 3*BlockRounds + 5
	}
	return simulate(t, cfg)
}

func TestMergeRefusesOtherRuns(t *testing.T) {
	base := Config{Seed: 1}
	for _, tc := range []struct {
		name  string
		other *Stats
	}{
		{"game", func() *Stats { s := shardOf(t, base, 1, 2); s.Game = "other"; return s }()},
		{"mode", shardOf(t, Config{Seed: 1, Mode: toygame.AnteMode}, 1, 2)},
		{"seed", shardOf(t, Config{Seed: 2}, 1, 2)},
		{"bet", shardOf(t, Config{Seed: 1, Bet: 200}, 1, 2)},
		{"stake", func() *Stats { s := shardOf(t, base, 1, 2); s.Stake++; return s }()},
		{"rounds", shardOf(t, Config{Seed: 1, Rounds: 3 * BlockRounds}, 1, 2)},
		{"shard count", shardOf(t, base, 1, 3)},
		{"overlap", shardOf(t, base, 0, 2)},
		{"whole run", shardOf(t, base, 0, 1)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := shardOf(t, base, 0, 2)
			before := *s
			err := s.Merge(tc.other)
			require.ErrorIs(t, err, ErrMerge)
			require.Equal(t, before, *s, "a refused merge must leave the receiver unchanged")
			require.Contains(t, err.Error(), "sim: stats do not merge: ")
		})
	}
}

func TestMergeCompleteRefusesMore(t *testing.T) {
	s := shardOf(t, Config{}, 0, 2)
	require.NoError(t, s.Merge(shardOf(t, Config{}, 1, 2)))
	require.True(t, s.Complete())
	require.ErrorIs(t, s.Merge(shardOf(t, Config{}, 1, 2)), ErrMerge)
}

func TestMergeEmpty(t *testing.T) {
	a := shardOf(t, Config{}, 1, 3)
	var z Stats
	require.NoError(t, z.Merge(a))
	require.Equal(t, *a, z)
	z.Run.Parts[0] = 99
	require.Equal(t, 1, a.Run.Parts[0], "Merge must not share Parts")

	b := *a
	require.NoError(t, b.Merge(&Stats{}))
	require.Equal(t, *a, b)
}

// TestCoverageCoversEveryRoundOnce: however a run is sharded, the shards'
// rounds add up to the run.
func TestCoverageCoversEveryRoundOnce(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rounds := rapid.OneOf(rapid.Int64Range(1, 1<<20), rapid.Int64Range(1, math.MaxInt64)).Draw(t, "rounds")
		n := rapid.IntRange(1, 50).Draw(t, "shards")
		var sum int64
		var u Coverage
		for i := range n {
			c := Coverage{Rounds: rounds, Shards: n, Parts: []int{i}}
			require.NoError(t, c.check(BlockRounds))
			sum += c.covered()
			if i == 0 {
				u = c
				continue
			}
			var err error
			u, err = u.merge(c)
			require.NoError(t, err)
		}
		require.Equal(t, rounds, sum)
		require.True(t, u.complete())
		require.Equal(t, rounds, u.covered())
	})
}
