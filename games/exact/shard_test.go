package exact_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/internal/testfix/gamefix"
)

// cascading is Crystal Spin on short strips that cascade: 8^5 combinations.
func cascading(t *testing.T) games.Game {
	return gamefix.ShortCrystal(t, "kjabkjkc", "jkajhkjk", "kaakjkhk", "jkbjkkak", "jkbjkkak")
}

// The parts of every split, merged in any order, and sent through JSON on
// the way, are exactly the full cycle.
func TestShardsMergeIntoTheFullCycle(t *testing.T) {
	ctx := context.Background()
	g := cascading(t)
	want, err := exact.FullCycle(ctx, g, 100, exact.Options{Workers: 2})
	require.NoError(t, err)
	whole, err := exact.FullCycle(ctx, g, 100, exact.Options{Workers: 2})
	require.NoError(t, err)
	require.True(t, whole.Complete())
	require.Equal(t, *want, *whole)

	for _, n := range []int{2, 3, 8} {
		var parts []*exact.Cycle
		for i := range n {
			var calls int64
			p, err := exact.FullCycle(ctx, g, 100, exact.Options{Shard: i, Shards: n, Workers: 2,
				Progress: func(done, total int64) { calls++; require.LessOrEqual(t, done, total) }})
			require.NoError(t, err)
			require.False(t, p.Complete())
			require.Equal(t, int64((8-1-i)/n+1)*int64(g.NewPlayer().(exact.StripPlayer).StripLengths()[1]), calls,
				"one call per chunk: a first-reel stop of the shard and a second-reel stop")
			b, err := json.Marshal(p)
			require.NoError(t, err)
			var back exact.Cycle
			require.NoError(t, json.Unmarshal(b, &back))
			require.Equal(t, *p, back, "JSON round trip")
			parts = append(parts, &back)
		}
		var merged exact.Cycle
		for i := len(parts) - 1; i >= 0; i-- { // in reverse, to show order does not matter
			require.NoError(t, merged.Merge(parts[i]))
		}
		require.True(t, merged.Complete(), "%d shards", n)
		require.Equal(t, *want, merged, "%d shards", n)
		require.ErrorIs(t, merged.Merge(parts[0]), exact.ErrShard, "a shard counted twice")
	}
}

func TestShardRefuses(t *testing.T) {
	ctx := context.Background()
	g := cascading(t)
	for _, cfg := range []exact.Options{{Shard: 2, Shards: 2}, {Shard: -1, Shards: 2}, {Shards: 9}} {
		_, err := exact.FullCycle(ctx, g, 100, cfg)
		require.ErrorContains(t, err, "want 0 <= shard < shards <= 8")
	}
	a, err := exact.FullCycle(ctx, g, 100, exact.Options{Shard: 0, Shards: 2})
	require.NoError(t, err)
	b, err := exact.FullCycle(ctx, g, 100, exact.Options{Shard: 1, Shards: 4})
	require.NoError(t, err)
	require.ErrorIs(t, a.Merge(b), exact.ErrShard)
	c, err := exact.FullCycle(ctx, g, 200, exact.Options{Shard: 1, Shards: 2})
	require.NoError(t, err)
	require.ErrorIs(t, a.Merge(c), exact.ErrShard)

	good, err := json.Marshal(a)
	require.NoError(t, err)
	for _, bad := range []struct{ from, to string }{
		{`"hits":`, `"hits":1`},
		{`"won":"`, `"won":"1`},
		{`"shards":2`, `"shards":3`},
		{`"parts":[0]`, `"parts":[0,1]`},
		{`"stops":8`, `"stops":8,"extra":1`},
	} {
		s := string(good)
		edited := replaceOnce(s, bad.from, bad.to)
		require.NotEqual(t, s, edited, bad.from)
		var p exact.Cycle
		require.ErrorIs(t, json.Unmarshal([]byte(edited), &p), exact.ErrShard, bad.to)
	}
}

func replaceOnce(s, from, to string) string {
	for i := 0; i+len(from) <= len(s); i++ {
		if s[i:i+len(from)] == from {
			return s[:i] + to + s[i+len(from):]
		}
	}
	return s
}
