package exact_test

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/games/exact"
)

// smallCycle is a cycle file written by hand, consistent in every figure:
// 4 combinations at a stake of 1; two win, 2 and 3, both with three of
// symbol 1 (paid 5 in all); every round ends on the first screen.
const smallCycle = `{"game":"toy","config":"","bet":1,"stake":1,"combinations":4,"wagered":"4","won":"5",` +
	`"rtp":"5/4","hits":2,"capped":0,"triggers":0,"max_win":3,` +
	`"pays":[{"symbol":1,"count":3,"wins":2,"paid":"5"}],"depths":[4],"wins":[[2,1],[3,1]]}`

// allWin is the same four combinations all winning 1: hits, capped and
// triggers may each be every combination.
const allWin = `{"game":"toy","config":"","bet":1,"stake":1,"combinations":4,"wagered":"4","won":"4",` +
	`"rtp":"1","hits":4,"capped":0,"triggers":0,"max_win":1,` +
	`"pays":[{"symbol":1,"count":3,"wins":4,"paid":"4"}],"depths":[4],"wins":[[1,4]]}`

// noWin: four combinations, none winning.
const noWin = `{"game":"toy","config":"","bet":1,"stake":1,"combinations":4,"wagered":"4","won":"0",` +
	`"rtp":"0","hits":0,"capped":0,"triggers":0,"max_win":0,"pays":[],"depths":[4],"wins":[]}`

// The checks of a cycle file hold at their edges: counts of 0 and of
// exactly the combinations are accepted, one beyond either refused, with
// the reason naming the figures (and the entry, counted from 1).
func TestCycleJSONEdges(t *testing.T) {
	for _, ok := range []struct{ name, base, from, to string }{
		{"the hand-written cycle", smallCycle, "", ""},
		{"no hits", noWin, "", ""},
		{"every combination a hit", allWin, "", ""},
		{"every combination capped", allWin, `"capped":0`, `"capped":4`},
		{"every combination a trigger", allWin, `"triggers":0`, `"triggers":4`},
		{"a fact in one combination", smallCycle, `"max_win"`, `"facts":{"x":1},"max_win"`},
		{"a fact in every combination", smallCycle, `"max_win"`, `"facts":{"x":4},"max_win"`},
		{"an empty list of facts", smallCycle, `"max_win"`, `"facts":{},"max_win"`},
	} {
		var c exact.Cycle
		require.NoError(t, json.Unmarshal([]byte(edit(t, ok.base, ok.from, ok.to)), &c), ok.name)
		require.Equal(t, int64(4), c.Combinations, ok.name)
		if len(c.Facts) == 0 {
			require.Nil(t, c.Facts, "%s: no facts are nil, as FullCycle gives them", ok.name)
		}
	}
	for _, bad := range []struct{ base, from, to, why string }{
		{smallCycle, `"bet":1`, `"bet":0`, "bet 0, stake 1: want both > 0"},
		{smallCycle, `"stake":1`, `"stake":0`, "bet 1, stake 0: want both > 0"},
		{smallCycle, `"combinations":4,"wagered":"4"`, `"combinations":0,"wagered":"0"`, "0 combinations, want > 0"},
		{allWin, `"hits":4`, `"hits":5`, "hits 5, capped 0, triggers 0: want 0 … combinations"},
		{noWin, `"hits":0`, `"hits":-1`, "hits -1, capped 0, triggers 0: want 0 … combinations"},
		{allWin, `"capped":0`, `"capped":5`, "hits 4, capped 5, triggers 0: want 0 … combinations"},
		{allWin, `"capped":0`, `"capped":-1`, "hits 4, capped -1, triggers 0: want 0 … combinations"},
		{allWin, `"triggers":0`, `"triggers":5`, "hits 4, capped 0, triggers 5: want 0 … combinations"},
		{allWin, `"triggers":0`, `"triggers":-1`, "hits 4, capped 0, triggers -1: want 0 … combinations"},
		{smallCycle, `"max_win"`, `"facts":{"x":0},"max_win"`, `fact "x" in 0 combinations: want a name and 1 … combinations`},
		{smallCycle, `"max_win"`, `"facts":{"x":5},"max_win"`, `fact "x" in 5 combinations: want a name and 1 … combinations`},
		{smallCycle, `"max_win"`, `"facts":{"":1},"max_win"`, `fact "" in 1 combinations: want a name and 1 … combinations`},
		{smallCycle, `"wins":[[2,1],[3,1]]`, `"wins":[[3,1],[2,1]]`, "wins: entry 2 [2, 1]: want positive wins, ascending, each with rounds > 0"},
		{smallCycle, `"wins":[[2,1],[3,1]]`, `"wins":[[2,1],[3,0]]`, "wins: entry 2 [3, 0]: want positive wins, ascending, each with rounds > 0"},
		// Counts whose int64 sum wraps around to the right figure: 4 × 2⁶² + 4
		// is 4 modulo 2⁶⁴.
		{smallCycle, `"depths":[4]`, `"depths":[4611686018427387904,4611686018427387904,4611686018427387904,4611686018427387904,4]`,
			"depths add up to more than the 4 combinations"},
		{smallCycle, `"depths":[4]`, `"depths":[3,2]`, "depths add up to more than the 4 combinations"},
		{smallCycle, `"wins":[[2,1],[3,1]]`,
			`"wins":[[1,4611686018427387904],[2,4611686018427387904],[3,4611686018427387904],[4,4611686018427387904],[5,2]]`,
			"wins: entry 1: the wins count more rounds than the 4 combinations"},
		{allWin, `"wins":[[1,4]]`, `"wins":[[1,3],[2,2]]`, "wins: entry 2: the wins count more rounds than the 4 combinations"},
		{smallCycle, `"pays":[{"symbol":1,"count":3,"wins":2,"paid":"5"}]`,
			`"pays":[{"symbol":1,"count":3,"wins":1,"paid":"2"},{"symbol":1,"count":65,"wins":1,"paid":"3"}]`,
			"pays: entry 2: symbol 1, count 65, wins 1 out of range"},
		{smallCycle, `"pays":[{"symbol":1,"count":3,"wins":2,"paid":"5"}]`,
			`"pays":[{"symbol":1,"count":3,"wins":1,"paid":"2"},{"symbol":1,"count":3,"wins":1,"paid":"3"}]`,
			"pays: entry 2 is not in order of symbol and count"},
	} {
		var c exact.Cycle
		err := json.Unmarshal([]byte(edit(t, bad.base, bad.from, bad.to)), &c)
		require.ErrorIs(t, err, exact.ErrShard, bad.to)
		require.EqualError(t, err, "exact: shards do not merge: cycle: "+bad.why, bad.to)
		require.Zero(t, c.Combinations, "a refused file leaves the cycle unchanged")
	}
}

// edit replaces from by to, once; from must occur.
func edit(t *testing.T, s, from, to string) string {
	t.Helper()
	if from == "" {
		return s
	}
	out := replaceOnce(s, from, to)
	require.NotEqual(t, s, out, "%q not found", from)
	return out
}

// FuzzCycleJSON: a cycle file from outside (here of the form without the
// part, as whole cycles were written before cycles and shards had one form)
// is either refused with an error wrapping ErrShard or accepted with every
// figure consistent: the wins'
// rounds add up to the hits, the depths to the combinations, each count
// within the combinations, and it reads back the same after writing.
func FuzzCycleJSON(f *testing.F) {
	for _, s := range []string{smallCycle, allWin, noWin} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var c exact.Cycle
		if refused(t, json.Unmarshal(data, &c)) {
			return
		}
		checkCycle(t, &c)
		b, err := json.Marshal(&c)
		require.NoError(t, err)
		var back exact.Cycle
		require.NoError(t, json.Unmarshal(b, &back))
		require.Equal(t, c, back)
	})
}

// FuzzShardJSON: the same for a shard file, which parsheet -merge reads;
// an accepted shard also merges into an empty one.
func FuzzShardJSON(f *testing.F) {
	for i := range 3 {
		p, err := exact.FullCycle(context.Background(), stripToy{facts: true}, 10, exact.Options{Shard: i, Shards: 3, Workers: 1})
		require.NoError(f, err)
		b, err := json.Marshal(p)
		require.NoError(f, err)
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var p exact.Cycle
		if refused(t, json.Unmarshal(data, &p)) {
			return
		}
		checkCycle(t, &p)
		b, err := json.Marshal(&p)
		require.NoError(t, err)
		var back exact.Cycle
		require.NoError(t, json.Unmarshal(b, &back))
		require.Equal(t, p, back)
		var merged exact.Cycle
		require.NoError(t, merged.Merge(&p))
	})
}

// refused reports whether err refused a file, checking that it is an
// error wrapping ErrShard, or malformed JSON that json.Unmarshal refused
// before the decoder saw it.
func refused(t *testing.T, err error) bool {
	t.Helper()
	if err != nil && !errors.Is(err, exact.ErrShard) {
		var syntax *json.SyntaxError
		require.ErrorAs(t, err, &syntax, "a refusal that is not ErrShard must be malformed JSON")
	}
	return err != nil
}

// checkCycle checks the figures of an accepted cycle against each other.
func checkCycle(t *testing.T, c *exact.Cycle) {
	t.Helper()
	require.Positive(t, c.Combinations)
	var hits, depths int64
	won := new(big.Int)
	for _, w := range c.Wins {
		require.Positive(t, w.Rounds)
		require.LessOrEqual(t, w.Rounds, c.Combinations-hits)
		hits += w.Rounds
		won.Add(won, new(big.Int).Mul(big.NewInt(int64(w.Win)), big.NewInt(w.Rounds)))
	}
	require.Equal(t, c.Hits, hits)
	require.Zero(t, won.Cmp(c.Won), "won")
	for _, n := range c.Depths {
		require.GreaterOrEqual(t, n, int64(0))
		require.LessOrEqual(t, n, c.Combinations-depths)
		depths += n
	}
	require.Equal(t, c.Combinations, depths)
	for _, n := range []int64{c.Capped, c.Triggers} {
		require.True(t, n >= 0 && n <= c.Combinations, "%d of %d combinations", n, c.Combinations)
	}
}
