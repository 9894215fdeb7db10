package cli_test

import (
	"bytes"
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games/cli"
	"github.com/slotmech/slotmech/games/freespin"
	"github.com/slotmech/slotmech/lines/ways"
)

// luckyStars is games/freespin's example title: a 3×3 ways game whose three
// stars trigger five free spins at ×3. Its base game spins on fixed
// heights, so it is an exact.FeatureGame: parsheet plays the base game's
// full cycle exactly and simulates the feature.
func luckyStars(t *testing.T) *cli.Tool {
	t.Helper()
	const cherry, bell, star, wild = 1, 2, 3, 4
	g, err := freespin.New(freespin.Config{
		Name: "lucky-stars", Symbols: []string{"cherry", "bell", "star", "wild"}, Rows: 3,
		Base: freespin.Reels{Strips: [][]slotmech.Symbol{
			{cherry, bell, star, cherry, bell}, {bell, wild, cherry, star, bell}, {cherry, star, bell, cherry, bell}}},
		Free: &freespin.Reels{Strips: [][]slotmech.Symbol{
			{cherry, bell, cherry, star}, {wild, cherry, bell, wild}, {bell, cherry, star, cherry}}},
		Ways: &ways.Config{Wilds: []ways.Wild{{Symbol: wild}}, Pays: map[slotmech.Symbol][]slotmech.Factor{
			cherry: {0, 0, 0, slotmech.MustParseFactor("0.1")}, bell: {0, 0, 0, slotmech.MustParseFactor("0.2")}}},
		Scatter: star, Trigger: []freespin.Award{{Scatters: 3, Spins: 5}}, Retrigger: []freespin.Award{{Scatters: 3, Spins: 2}},
		MaxFreeSpins: 20, Multiplier: freespin.Fixed, FreeMultiplier: 3,
		RoundCapX: 1000, Bets: []slotmech.Money{100},
	})
	require.NoError(t, err)
	return cli.New(g)
}

// A title with a feature gets the feature sheet: the base game exact over
// its 125 combinations, the feature simulated, each part marked; the
// feature count is checked, and the flags that only a full cycle has are
// refused.
func TestParsheetFeature(t *testing.T) {
	tl := luckyStars(t)
	r := parsheet(t, tl, "-features", "1", "-seed", "3")
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	// Each reel shows its one star at 3 of its 5 stops: (3/5)³ = 27/125.
	for _, want := range []string{"lucky-stars (config ", "base game exact, feature simulated",
		"full cycle of 125 combinations", "trigger probability  exact      27/125 = 1 in 4.6",
		"feature              simulated", "1 features from seed 3"} {
		require.Contains(t, r.stdout, want)
	}
	r = parsheet(t, tl, "-h")
	require.Contains(t, r.stderr, "(here: lucky-stars)", "the default -game")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-features", "0"}, "-features 0: want at least 1"},
		{[]string{"-features", "-5"}, "-features -5: want at least 1"},
		{[]string{"-html", "x.html"}, "-html: lucky-stars has a feature: its par sheet is the base game exact and the feature simulated, without -html"},
		{[]string{"-shard", "1/2"}, "-shard: lucky-stars has a feature"},
	} {
		r := parsheet(t, tl, tc.args...)
		require.Equal(t, cli.ExitUsage, r.code, tc.args)
		require.Empty(t, r.stdout)
		require.Contains(t, r.stderr, tc.want, tc.args)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var o, e bytes.Buffer
	require.Equal(t, cli.ExitFailure, tl.Parsheet(ctx, []string{"-features", "10"}, &o, &e))
	require.Empty(t, o.String())
	require.Contains(t, e.String(), "context canceled")
}
