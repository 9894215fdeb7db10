package cli_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/cli"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/internal/featurepar"
	"github.com/slotmech/slotmech/lines"
)

// threeStars is a payline title with free spins: three reels of one row,
// one line, and a star on each strip of four that, three at once, awards
// three free spins (again in the free spins, up to 9), here with an
// accumulating multiplier. Its base game spins on fixed reels, so it is a
// featurepar.Game: parsheet plays the base game's full cycle (4³ = 64
// combinations) exactly and simulates the feature, which an accumulating
// multiplier keeps from being exact.
func threeStars(t *testing.T) *cli.Tool {
	t.Helper()
	cfg := threeStarsConfig()
	cfg.Free.Multiplier, cfg.Free.Accumulate = 0, true // not exact: simulated
	g, err := stripgame.New(cfg)
	require.NoError(t, err)
	return cli.New([]games.Game{g})
}

// threeStarsConfig is the title with free spins at × 2, which are exact.
func threeStarsConfig() stripgame.Config {
	const apple, bell, star = 1, 2, 3
	strip := []slotmech.Symbol{apple, bell, star, apple}
	return stripgame.Config{
		Name: "three-stars", Symbols: []string{"apple", "bell", "star"}, Rows: 1,
		Strips: [][]slotmech.Symbol{strip, strip, strip},
		Lines: &lines.Config{Lines: [][]int{{0, 0, 0}},
			Pays: map[slotmech.Symbol][]slotmech.Factor{apple: {0, 0, 0, slotmech.Whole(2)}, bell: {0, 0, 0, slotmech.Whole(5)}}},
		Scatter: star, Free: &stripgame.FreeSpins{Trigger: []stripgame.Award{{Scatters: 3, Spins: 3}},
			Retrigger: []stripgame.Award{{Scatters: 3, Spins: 3}}, Max: 9, Multiplier: 2},
		RoundCapX: 100, Bets: []slotmech.Money{100},
	}
}

// A title with a feature gets the feature sheet: the base game exact over
// its 125 combinations, the feature simulated, each part marked; the
// feature count is checked, and the flags that only a full cycle has are
// refused.
func TestParsheetFeature(t *testing.T) {
	tl := threeStars(t)
	r := parsheet(t, tl, "-features", "1", "-seed", "3")
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	// Each reel shows its one star at 1 of its 4 stops: 1/4³ = 1/64. The
	// base game pays 2 for three apples (2³ = 8 combinations) and 5 for
	// three bells (1): 21 bets in 64 rounds.
	for _, want := range []string{"three-stars (config ", "base game exact, feature simulated",
		"32.812500% = 21/64: full cycle of 64 combinations", "trigger probability  exact      1/64 = 1 in 64",
		"feature              simulated", "1 feature from seed 3", "no interval (it needs 2 features or more)",
		"(no interval: fewer than 2 features)"} {
		require.Contains(t, r.stdout, want)
	}
	require.NotContains(t, r.stdout, "±", "one feature has no interval, not one of 0")
	r = parsheet(t, tl, "-features", "1", "-seed", "3", "-json")
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	require.Contains(t, r.stdout, `"rtp_ci99":null`)
	require.Contains(t, r.stdout, `"ci99":null`)
	r = parsheet(t, tl, "-features", "2", "-seed", "3")
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	require.Contains(t, r.stdout, "2 features from seed 3")
	require.Regexp(t, `RTP [0-9.]+% ± [0-9.]+% \(99%\): base game exact`, r.stdout)
	r = parsheet(t, tl, "-h")
	require.Contains(t, r.stderr, "(here: three-stars)", "the default -game")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-features", "0"}, "-features 0: want at least 1"},
		{[]string{"-features", "-5"}, "-features -5: want at least 1"},
		{[]string{"-html", "x.html"}, "-html: three-stars has a feature: its par sheet is the base game and the feature, exact or simulated, without -html"},
		{[]string{"-shard", "1/2"}, "-shard: three-stars has a feature"},
	} {
		r := parsheet(t, tl, tc.args...)
		require.Equal(t, cli.ExitUsage, r.code, tc.args)
		require.Empty(t, r.stdout)
		require.Contains(t, r.stderr, tc.want, tc.args)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var o, e bytes.Buffer
	require.Equal(t, cli.ExitFailure, tl.Run(ctx, append([]string{"parsheet"}, []string{"-features", "10"}...), nil, &o, &e))
	require.Empty(t, o.String())
	require.Contains(t, e.String(), "context canceled")
}

// A title whose free spins are exact (stripgame's parts, which
// exact.FreeSpinRTP covers: three stars at × 2) gets an exact sheet: the RTP as a fraction,
// base and feature parts, the trigger chance as "1 in N", the free spins
// per trigger, each part's method; nothing is simulated. Its cap of 100 ×
// the stake is never reached (9 free spins of at most 10 × the stake).
func TestParsheetExactFeature(t *testing.T) {
	g, err := stripgame.New(threeStarsConfig())
	require.NoError(t, err)
	want, err := exact.FreeSpinRTP(context.Background(), featurepar.ExactGame(g), 100, exact.Options{})
	require.NoError(t, err)
	tl := cli.New([]games.Game{g})
	r := parsheet(t, tl)
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	for _, s := range []string{
		"RTP " + pct(want.RTP) + "% = " + want.RTP.RatString() + ": base game exact, feature exact",
		"32.812500% = 21/64: full cycle of 64 combinations", "1/64 = 1 in 64",
		"feature              exact      ", "= " + want.FeatureRTP.RatString() + ": exact: full cycle of the free spin (64 combinations)",
		"spins per trigger    exact      " + want.SpinsPerTrigger.RatString(),
	} {
		require.Contains(t, r.stdout, s)
	}
	require.NotContains(t, r.stdout, "simulated")
	r = parsheet(t, tl, "-json")
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	var j map[string]any
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &j))
	require.Equal(t, want.RTP.Num().String(), j["rtp_num"])
	require.Equal(t, want.RTP.Denom().String(), j["rtp_den"])
	require.Equal(t, want.FeatureRTP.Num().String(), j["feature_rtp_num"])
	require.Equal(t, "exact", j["feature_method"])
	require.Equal(t, "exact", j["base_method"])
	require.Equal(t, 64.0, j["trigger_1_in"])
	require.Equal(t, 9.0, j["max_free_spins"])
	require.Contains(t, j["free_spins_law"], "3")
	require.NotContains(t, j, "feature_not_exact")
	require.Equal(t, 0.0, j["features"])

	// With an accumulating multiplier the feature is simulated, and the
	// sheet says why and how well.
	r = parsheet(t, threeStars(t), "-features", "500", "-json")
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	j = nil
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &j))
	require.Regexp(t, `^simulated ±[0-9.]+ pp at 99%$`, j["feature_method"])
	require.Contains(t, j["feature_not_exact"], "three-stars: its free spins are not exact: a free spin is not decided by its stops alone (an accumulating multiplier")
	require.NotContains(t, j, "rtp_num")
	require.Greater(t, j["spins_per_trigger"], 2.9)
}

// pct is r as a percentage with 4 decimals, as the report prints it.
func pct(r *big.Rat) string {
	f, _ := r.Float64()
	return fmt.Sprintf("%.4f", 100*f)
}
