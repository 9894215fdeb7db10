package sim

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/internal/toygame"
)

func TestStatsJSONRoundTrip(t *testing.T) {
	for _, s := range []*Stats{
		simulate(t, Config{Rounds: testRounds, Seed: 4}),
		simulate(t, Config{Mode: toygame.AnteMode, Bet: 40, Rounds: testRounds, Seed: 4, Shard: 1, Shards: 3}),
		simulate(t, Config{Rounds: 10, Shard: 2, Shards: 3}), // an empty shard
		{}, // the empty Stats
	} {
		data, err := json.Marshal(s)
		require.NoError(t, err)
		var back Stats
		require.NoError(t, json.Unmarshal(data, &back), "%s", data)
		require.Equal(t, *s, back)
	}
}

func TestStatsJSONKeys(t *testing.T) {
	s := simulate(t, Config{Rounds: 1000, Seed: 4})
	data, err := json.Marshal(s)
	require.NoError(t, err)
	var m map[string]any
	require.NoError(t, json.Unmarshal(data, &m))
	for _, k := range []string{"game", "mode", "spins", "seed", "wagered", "won", "rtp", "rtp_ci99",
		"hit_rate", "fs_rate", "max_win_x", "sigma_x", "bet", "stake", "hits", "triggers", "capped",
		"max_win", "won_sq", "bands", "run"} {
		require.Contains(t, m, k)
	}
	require.Equal(t, "toy", m["game"])
	require.Equal(t, "standard", m["mode"])
	require.Equal(t, 1000.0, m["spins"])
	require.InDelta(t, s.RTP(), m["rtp"], 1e-15)
	require.IsType(t, "", m["won_sq"], "won_sq is a decimal string")
}

// TestStatsJSONRefusesInconsistent: each figure is checked against the
// others; a file edited by hand or cut short does not merge.
func TestStatsJSONRefusesInconsistent(t *testing.T) {
	good, err := json.Marshal(simulate(t, Config{Rounds: 3 * BlockRounds, Seed: 4, Shard: 0, Shards: 2}))
	require.NoError(t, err)
	var m map[string]any
	require.NoError(t, json.Unmarshal(good, &m))
	for _, tc := range []struct {
		name string
		edit func(m map[string]any)
	}{
		{"spins", func(m map[string]any) { m["spins"] = m["spins"].(float64) + 1 }},
		{"wagered", func(m map[string]any) { m["wagered"] = m["wagered"].(float64) - 1 }},
		{"hits", func(m map[string]any) { m["hits"] = m["hits"].(float64) + 1 }},
		{"triggers", func(m map[string]any) { m["triggers"] = -1.0 }},
		{"capped", func(m map[string]any) { m["capped"] = 1e12 }},
		{"won", func(m map[string]any) { m["won"] = -1.0 }},
		{"max_win", func(m map[string]any) { m["max_win"] = m["won"].(float64) + 1 }},
		{"max_win band", func(m map[string]any) { m["max_win"] = 1.0 }},
		{"won_sq small", func(m map[string]any) { m["won_sq"] = "1" }},
		{"won_sq not a number", func(m map[string]any) { m["won_sq"] = "many" }},
		{"bet", func(m map[string]any) { m["bet"] = 0.0 }},
		{"stake", func(m map[string]any) { m["stake"] = -100.0 }},
		{"game", func(m map[string]any) { m["game"] = "" }},
		{"mode", func(m map[string]any) { delete(m, "mode") }},
		{"band name", func(m map[string]any) { m["bands"].([]any)[1].(map[string]any)["band"] = "(0,2]" }},
		{"band count", func(m map[string]any) { m["bands"].([]any)[0].(map[string]any)["spins"] = 1.0 }},
		{"bands missing", func(m map[string]any) { m["bands"] = m["bands"].([]any)[1:] }},
		{"run block size", func(m map[string]any) { m["run"].(map[string]any)["block_spins"] = 1000.0 }},
		{"run part", func(m map[string]any) { m["run"].(map[string]any)["parts"] = []any{1.0} }},
		{"run parts repeated", func(m map[string]any) { m["run"].(map[string]any)["parts"] = []any{0.0, 0.0} }},
		{"run parts none", func(m map[string]any) { m["run"].(map[string]any)["parts"] = []any{} }},
		{"run shards", func(m map[string]any) { m["run"].(map[string]any)["shards"] = 0.0 }},
		{"no run", func(m map[string]any) { delete(m, "run") }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var c map[string]any
			require.NoError(t, json.Unmarshal(good, &c)) // a deep copy
			tc.edit(c)
			data, err := json.Marshal(c)
			require.NoError(t, err)
			s := Stats{Game: "untouched"}
			err = json.Unmarshal(data, &s)
			require.ErrorIs(t, err, ErrStatsData)
			require.Equal(t, Stats{Game: "untouched"}, s)
		})
	}
	for _, bad := range []string{`[]`, `{"spins":"x"}`, `{"game":"toy"}`, strings.Repeat("{", 10)} {
		var s Stats
		require.Error(t, json.Unmarshal([]byte(bad), &s), bad)
	}
}

// FuzzStatsUnmarshalJSON: outside data never panics, and whatever is
// accepted encodes back to itself.
func FuzzStatsUnmarshalJSON(f *testing.F) {
	for _, s := range []*Stats{
		simulate(f, Config{Rounds: 2 * BlockRounds, Seed: 4, Shard: 1, Shards: 2}),
		simulate(f, Config{Rounds: 100, Seed: 4}),
		{},
	} {
		data, err := json.Marshal(s)
		require.NoError(f, err)
		f.Add(data)
	}
	f.Add([]byte(`{"won_sq":"-1"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var s Stats
		if json.Unmarshal(data, &s) != nil {
			return
		}
		again, err := json.Marshal(&s)
		require.NoError(t, err)
		var back Stats
		require.NoError(t, json.Unmarshal(again, &back))
		require.Equal(t, s, back)
	})
}
