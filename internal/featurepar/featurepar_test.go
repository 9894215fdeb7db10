package featurepar_test

import (
	"bytes"
	"context"
	"fmt"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/internal/featurepar"
	"github.com/slotmech/slotmech/lines/ways"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// featureGame is a 2-reel, 1-row ways game: A A pays 1 × the bet; S S
// triggers one free spin on reels of A and X at × 2. Base RTP 1/4, trigger
// probability 1/4, feature mean 1/2 × the stake: RTP 3/8.
func featureGame(heights [][]int64) games.Game {
	g, err := stripgame.New(featureConfig(heights))
	if err != nil {
		panic(err) // the configuration is fixed
	}
	return g
}

// featureConfig is featureGame's configuration.
func featureConfig(heights [][]int64) stripgame.Config {
	const a, s, x, b = 1, 2, 3, 4
	cfg := stripgame.Config{
		Name: "tiny", Symbols: []string{"A", "S", "X", "B"}, Rows: 1,
		Strips: [][]slotmech.Symbol{{a, s}, {a, s}}, Heights: heights,
		Ways:    &ways.Config{Pays: map[slotmech.Symbol][]slotmech.Factor{a: {0, 0, slotmech.Whole(1)}}},
		Scatter: s,
		Free: &stripgame.FreeSpins{Strips: [][]slotmech.Symbol{{a, x}, {a, x}},
			Trigger: []stripgame.Award{{Scatters: 2, Spins: 1}}, Max: 1, Multiplier: 2},
		Bets: []slotmech.Money{100},
	}
	if heights != nil {
		cfg.Ways.Blocked = b
	}
	return cfg
}

// simulatedGame is featureGame(nil) with only featurepar.Game's methods:
// without stripgame's FreeGame its free spin is no strip game to this
// package, so the feature is simulated (as an accumulating multiplier's).
func simulatedGame() games.Game { return hiddenFree{featureGame(nil)} }

// hiddenFree is a feature game with its base game but not its free one.
type hiddenFree struct{ games.Game }

func (h hiddenFree) BaseGame() (games.Game, bool) { return h.Game.(featurepar.Game).BaseGame() }

// stripgame's free-spin games are featurepar Games, and their players
// Players, without stripgame importing this package.
func TestFreespinIsAGame(t *testing.T) {
	g := featureGame(nil)
	_, ok := g.(featurepar.Game)
	require.True(t, ok)
	_, ok = g.NewPlayer().(featurepar.Player)
	require.True(t, ok)
}

// A game whose base heights are drawn has a strip base game on virtual
// stops (with free spins on fixed strips the whole game is exact), unless
// a reel has too many of them: a height of weight 16 384 against 1 on a
// strip of 2 is 32 770 virtual stops, beyond stripgame's bound, and such
// a game has no strip base game.
func TestAnalyseNeedsAStripBase(t *testing.T) {
	cfg := featureConfig([][]int64{{1, 16384}, {1, 1}})
	cfg.Rows = 2
	g, err := stripgame.New(cfg)
	require.NoError(t, err)
	_, err = featurepar.Analyse(context.Background(), g, featurepar.Config{Features: 10})
	require.ErrorIs(t, err, exact.ErrNotStrip)
	r, err := featurepar.Analyse(context.Background(), featureGame([][]int64{{1}, {1}}), featurepar.Config{Features: 10})
	require.NoError(t, err)
	require.NotNil(t, r.Exact, r.NotExact)
	require.Equal(t, int64(4), r.Base.Combinations)
	_, err = featurepar.Analyse(context.Background(), featureGame(nil), featurepar.Config{})
	require.Error(t, err, "no features")
}

// liar is a Game whose PlayFrom reports another base win than its
// base game pays.
type liar struct{ games.Game }

func (l liar) NewPlayer() games.Player {
	p := l.Game.NewPlayer()
	return liarPlayer{p, p.(featurepar.Player)}
}

func (l liar) BaseGame() (games.Game, bool) { return l.Game.(featurepar.Game).BaseGame() }

type liarPlayer struct {
	games.Player
	fp featurepar.Player
}

func (p liarPlayer) PlayFrom(stops []int, bet slotmech.Money, src rng.Source) (games.Outcome, slotmech.Money, error) {
	out, base, err := p.fp.PlayFrom(stops, bet, src)
	if out.Triggered {
		base++
	}
	return out, base, err
}

// A feature player that does not match its base game is refused.
func TestAnalyseChecksTheBase(t *testing.T) {
	_, err := featurepar.Analyse(context.Background(), liar{featureGame(nil)}, featurepar.Config{Features: 10})
	require.ErrorIs(t, err, exact.ErrTally)
}

// The report prints which parts are exact.
func TestFeatureReportFprint(t *testing.T) {
	r, err := featurepar.Analyse(context.Background(), simulatedGame(), featurepar.Config{Features: 1000, Seed: 1})
	require.NoError(t, err)
	var b bytes.Buffer
	require.NoError(t, r.Fprint(&b))
	require.Contains(t, b.String(), "base game            exact      25.000000% = 1/4")
	require.Contains(t, b.String(), "trigger probability  exact      1/4")
	require.Contains(t, b.String(), "feature              simulated")
}

// Analyse splits a game with free spins into its exact base game
// and its simulated feature, and combines them into one RTP.
func ExampleAnalyse() {
	g := featureGame(nil)
	r, err := featurepar.Analyse(context.Background(), g, featurepar.Config{Features: 100_000, Seed: 1})
	if err != nil {
		panic(err)
	}
	for _, term := range r.Terms {
		if term.Exact {
			fmt.Printf("%s: exact %s\n", term.Name, term.Rat.RatString())
		} else {
			fmt.Printf("%s: simulated %.3f ± %.3f\n", term.Name, term.Value, term.CI99)
		}
	}
	fmt.Printf("RTP %.3f ± %.3f (exactly 3/8 = 0.375)\n", r.RTP, r.RTPCI99)
	// Output:
	// base game: exact 1/4
	// trigger probability: exact 1/4
	// feature: exact 1/8
	// RTP 0.375 ± 0.000 (exactly 3/8 = 0.375)
}

// One simulated feature has no interval: the report says so rather than
// printing one of 0, which would read as exact; two features have one.
func TestFeatureReportWithoutInterval(t *testing.T) {
	r, err := featurepar.Analyse(context.Background(), simulatedGame(), featurepar.Config{Features: 1, Seed: 1})
	require.NoError(t, err)
	require.False(t, r.HasInterval())
	require.Zero(t, r.RTPCI99)
	var b bytes.Buffer
	require.NoError(t, r.Fprint(&b))
	require.Contains(t, b.String(), "(no interval: fewer than 2 features): base game exact")
	require.Contains(t, b.String(), "simulated: 1 feature from seed 1, mean ")
	require.NotContains(t, b.String(), "±")

	r, err = featurepar.Analyse(context.Background(), simulatedGame(), featurepar.Config{Features: 2, Seed: 1})
	require.NoError(t, err)
	require.True(t, r.HasInterval())
	b.Reset()
	require.NoError(t, r.Fprint(&b))
	require.Contains(t, b.String(), "(99%): base game exact")
	require.Contains(t, b.String(), "simulated: 2 features from seed 1")
	require.False(t, (&featurepar.Report{}).HasInterval(), "the zero report")
}

// A game whose free spins are exact (an exact.FreeSpinGame the analysis
// covers) is not simulated: its RTP is 3/8 exactly (see featureGame), one
// free spin a trigger, and the report says so.
func TestAnalyseExactFeature(t *testing.T) {
	g, err := featurepar.StripFreeSpins(featureConfig(nil))
	require.NoError(t, err)
	r, err := featurepar.Analyse(context.Background(), g, featurepar.Config{Features: 1000, Seed: 1})
	require.NoError(t, err)
	require.NotNil(t, r.Exact)
	require.Equal(t, "3/8", r.RTPRat().RatString())
	require.Equal(t, "1/8", r.Terms[2].Rat.RatString())
	require.Equal(t, 0.375, r.RTP)
	require.Zero(t, r.RTPCI99)
	require.Zero(t, r.Features, "nothing simulated")
	require.Equal(t, 1.0, r.SpinsPerTrigger)
	require.Equal(t, "exact", r.Method(2))
	var b bytes.Buffer
	require.NoError(t, r.Fprint(&b))
	require.Contains(t, b.String(), "RTP 37.5000% = 3/8: base game exact, feature exact")
	require.Contains(t, b.String(), "feature              exact      12.500000% = 1/8: exact: full cycle of the free spin (4 combinations), 1.0000 free spins per trigger (at most 1)")
	require.Contains(t, b.String(), "spins per trigger    exact      1 = 1.0000")
	require.NotContains(t, b.String(), "simulated")

	// The same game with its free spin hidden is simulated, and says why.
	r, err = featurepar.Analyse(context.Background(), simulatedGame(), featurepar.Config{Features: 1000, Seed: 1})
	require.NoError(t, err)
	require.Nil(t, r.Exact)
	require.Nil(t, r.RTPRat())
	require.Contains(t, r.Method(2), "simulated ±")
	require.InDelta(t, 1.0, r.SpinsPerTrigger, 1e-9, "one free spin each")
	b.Reset()
	require.NoError(t, r.Fprint(&b))
	require.Contains(t, b.String(), "the feature is simulated, not exact: tiny: its feature is not free spins that it gives as strip games")
}

// A fraction too long for a line is shown by its digits' count.
func TestLongFractionsInText(t *testing.T) {
	cfg := featureConfig(nil)
	cfg.Free.Strips, cfg.Free.Max, cfg.Free.Retrigger = nil, 40, []stripgame.Award{{Scatters: 1, Spins: 1}} // on the base reels, which retrigger
	g, err := featurepar.StripFreeSpins(cfg)
	require.NoError(t, err)
	r, err := featurepar.Analyse(context.Background(), g, featurepar.Config{Features: 10})
	require.NoError(t, err)
	require.NotNil(t, r.Exact, r.NotExact)
	var b bytes.Buffer
	require.NoError(t, r.Fprint(&b))
	require.Regexp(t, `RTP [0-9.]+% = \(a fraction of [0-9]+/[0-9]+ digits, all in -json\): base game exact, feature exact`, b.String())
	require.Greater(t, len(r.RTPRat().RatString()), 40)
}

// StripFreeSpins refuses, in words, a title its free spins cannot be
// analysed for exactly, and a configuration stripgame refuses.
func TestStripFreeSpinsRefuses(t *testing.T) {
	noFree := featureConfig(nil)
	noFree.Free = nil
	heights := featureConfig([][]int64{{1, 16384}, {1, 1}})
	heights.Rows = 2
	heights.Free.Heights = [][]int64{{1, 16384}, {1, 1}} // free spins on drawn heights, too many virtual stops
	acc := featureConfig(nil)
	acc.Free.Accumulate, acc.Free.Multiplier = true, 0
	bad := featureConfig(nil)
	bad.Bets = nil
	for _, tc := range []struct {
		name string
		cfg  stripgame.Config
		err  error
		want string
	}{
		{"no free spins", noFree, exact.ErrNotStrip, "tiny has no free spins"},
		{"heights", heights, exact.ErrNotStrip, "tiny draws its reel heights per spin"},
		{"accumulating", acc, exact.ErrNotStrip, "tiny's free-spin multiplier accumulates"},
		{"refused by stripgame", bad, stripgame.ErrConfig, "Bets: no bets given"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := featurepar.StripFreeSpins(tc.cfg)
			require.Nil(t, g)
			require.ErrorIs(t, err, tc.err)
			require.ErrorContains(t, err, tc.want)
		})
	}
}
