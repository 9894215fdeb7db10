package sim

import (
	"encoding/json"
	"regexp"
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
		"hit_rate", "fs_rate", "max_win_x", "sigma_x", "bet", "stake", "unit", "hits", "triggers", "capped",
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
	// why is the reason the error gives after ErrStatsData's text, as a
	// regular expression (\d+ where the figure is the simulation's).
	run := func(m map[string]any) map[string]any { return m["run"].(map[string]any) }
	band := func(m map[string]any, i int) map[string]any { return m["bands"].([]any)[i].(map[string]any) }
	for _, tc := range []struct {
		name string
		edit func(m map[string]any)
		why  string
	}{
		{"spins", func(m map[string]any) { m["spins"] = m["spins"].(float64) + 1 },
			`32769 spins, but the run's shards \[0\] cover 32768`},
		{"wagered", func(m map[string]any) { m["wagered"] = m["wagered"].(float64) - 1 },
			`wagered \d+, want spins × stake = 32768 × 100`},
		{"hits", func(m map[string]any) { m["hits"] = m["hits"].(float64) + 1 },
			`\d+ hits, but \d+ of 32768 spins won nothing`},
		{"triggers", func(m map[string]any) { m["triggers"] = -1.0 }, `-1 triggers in 32768 spins`},
		{"capped", func(m map[string]any) { m["capped"] = 1e12 }, `1000000000000 capped in 32768 spins`},
		{"won", func(m map[string]any) { m["won"] = -1.0 }, `won -1 with max win \d+`},
		{"max_win", func(m map[string]any) { m["max_win"] = m["won"].(float64) + 1 }, `won \d+ with max win \d+`},
		{"max_win band", func(m map[string]any) { m["max_win"] = 1.0 }, `max win 1 is not in the highest band with spins`},
		{"won_sq small", func(m map[string]any) { m["won_sq"] = "1" },
			`won_sq 1 is impossible with won \d+, max win \d+ in 32768 spins`},
		{"won_sq not a number", func(m map[string]any) { m["won_sq"] = "many" },
			`games: not a decimal number in \[0, 2\^128\): "many"`},
		{"bet", func(m map[string]any) { m["bet"] = 0.0 }, `bet 0, want > 0`},
		{"bet negative", func(m map[string]any) { m["bet"] = -1.0 }, `bet -1, want > 0`},
		{"stake", func(m map[string]any) { m["stake"] = 0.0 }, `stake 0, want > 0`},
		{"stake negative", func(m map[string]any) { m["stake"] = -100.0 }, `stake -100, want > 0`},
		{"game", func(m map[string]any) { m["game"] = "" }, `no game`},
		{"mode", func(m map[string]any) { delete(m, "mode") }, `no mode`},
		{"band name", func(m map[string]any) { band(m, 1)["band"] = "(0,2]" }, `band 1 is "\(0,2\]", want "\(0,1\]"`},
		{"band count", func(m map[string]any) { band(m, 0)["spins"] = 1.0 }, `bands add up to \d+ spins, want 32768`},
		{"bands missing", func(m map[string]any) { m["bands"] = m["bands"].([]any)[1:] }, `11 bands, want 12`},
		{"run spins", func(m map[string]any) { run(m)["spins"] = 0.0 }, `run: 0 rounds, want > 0`},
		{"run spins negative", func(m map[string]any) { run(m)["spins"] = -1.0 }, `run: -1 rounds, want > 0`},
		{"run block size", func(m map[string]any) { run(m)["block_spins"] = 1000.0 },
			`run: blocks of 1000 rounds, this version uses 16384`},
		{"run part", func(m map[string]any) { run(m)["parts"] = []any{1.0} },
			`32768 spins, but the run's shards \[1\] cover 16384`},
		{"run parts repeated", func(m map[string]any) { run(m)["parts"] = []any{0.0, 0.0} },
			`run: shards \[0 0\] are not increasing in \[0, 2\)`},
		{"run parts none", func(m map[string]any) { run(m)["parts"] = []any{} }, `run: no shard covered`},
		{"run shards", func(m map[string]any) { run(m)["shards"] = 0.0 }, `run: 0 shards, want > 0`},
		{"run shards negative", func(m map[string]any) { run(m)["shards"] = -2.0 }, `run: -2 shards, want > 0`},
		{"no run", func(m map[string]any) { delete(m, "run") }, `figures without a run`},
		{"no unit", func(m map[string]any) { delete(m, "unit") },
			`unit "", want "stake" \(figures written before the bands were of the stake: simulate again\)`},
		{"unit bet", func(m map[string]any) { m["unit"] = "bet" }, `unit "bet", want "stake" .*`},
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
			require.Regexp(t, "^"+regexp.QuoteMeta(ErrStatsData.Error())+": "+tc.why+"$", err.Error())
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
