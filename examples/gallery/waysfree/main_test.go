package main

import (
	"bytes"
	"context"
	"encoding/json"
	"github.com/slotmech/slotmech/games/cli"
	"os"
	"strings"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/gamestest"
	"github.com/slotmech/slotmech/games/sim"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/internal/featurepar"
	"github.com/slotmech/slotmech/internal/testfix/gamefix"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// baseRTP is Golden Ways' base-game RTP, exact over the full cycle of its
// base strips (25⁵ = 9 765 625 combinations): a change to the strips or
// the pays shows here.
const baseRTP = "133740423/195312500"

// title builds Golden Ways or fails the test.
func title(t testing.TB) games.Game {
	t.Helper()
	g, err := stripgame.New(goldenWays())
	require.NoError(t, err)
	return g
}

// screenOf parses rows of names, top row first.
func screenOf(t testing.TB, g games.Game, rows ...string) slotmech.Screen {
	t.Helper()
	var names [][]string
	for _, r := range rows {
		names = append(names, strings.Fields(r))
	}
	s, err := g.Alphabet().ParseScreen(names)
	require.NoError(t, err)
	return s
}

// The shared checks of every title.
func TestContract(t *testing.T) {
	g := title(t)
	require.NoError(t, gamestest.CheckContract(g, 1, 300))
	triggered := false
	for seed := range uint64(200) {
		rec, err := gamestest.CheckReplay(g, 100, games.Standard, rng.NewStream(seed, 9))
		require.NoError(t, err)
		var o struct{ Triggered bool } // a record's outcome is JSON (games/record)
		require.NoError(t, json.Unmarshal(rec.Outcome, &o))
		triggered = triggered || o.Triggered
	}
	require.True(t, triggered, "some recorded round played free spins")
	// GW-2, GW-3: three wolves on reels 0–2 (1·1·2 = 2 ways of 3 at 0.5) and three
	// coins (2 × the bet) that trigger 8 free spins.
	f := &games.Forced{Bet: 100, Screen: screenOf(t, g,
		"wolf 9 wolf coin K",
		"J wolf wolf 10 coin",
		"coin Q A K 9")}
	require.NoError(t, gamestest.CheckForced(g, f, nil))
	var d games.Detail
	out, err := g.NewPlayer().PlayForced(f, nil, &d)
	require.NoError(t, err)
	require.Equal(t, games.Outcome{Bet: 100, Stake: 100, Win: 100 + 200, Triggered: true}, out)
	n, _ := d.Spins[0].Facts.Get(stripgame.FactAwarded)
	require.Equal(t, int64(8), n)

	// GW-4: the same screen as a free spin pays × 2 and retriggers 5.
	f.State = games.Facts{{Name: stripgame.FactFreeSpin, Value: 1}}
	out, err = g.NewPlayer().PlayForced(f, nil, &d)
	require.NoError(t, err)
	require.Equal(t, games.Outcome{Bet: 100, Stake: 100, Win: 2 * 300, Triggered: true, FreeSpins: 1}, out)
	require.True(t, d.Spins[0].Free)
	require.Equal(t, int64(2), d.Spins[0].Multiplier)
}

// GW-1 to GW-3: the base game is exact over its full cycle.
func TestBaseGameFullCycle(t *testing.T) {
	if raceEnabled {
		t.Skip("a full cycle: checked without the race detector")
	}
	base, ok := title(t).(featurepar.Game).BaseGame()
	require.True(t, ok)
	c, err := exact.FullCycle(context.Background(), base, 100, exact.Options{Workers: 0})
	require.NoError(t, err)
	require.Equal(t, int64(9_765_625), c.Combinations)
	require.Equal(t, baseRTP, c.RTP.RatString())
	require.Equal(t, int64(139_833), c.Triggers)
}

// The split analysis (base exact, feature simulated) and a plain
// simulation of whole rounds agree within their intervals.
func TestAnalyseAgreesWithSimulation(t *testing.T) {
	if raceEnabled {
		t.Skip("a full cycle: checked without the race detector")
	}
	if testing.Short() {
		t.Skip("full cycle and simulation")
	}
	g := title(t)
	r, err := featurepar.Analyse(context.Background(), g, featurepar.Config{Features: 4000, Seed: 3})
	require.NoError(t, err)
	require.Equal(t, baseRTP, r.Terms[0].Rat.RatString())
	s, err := sim.Simulate(context.Background(), sim.Config{Game: g, Rounds: 400_000, Seed: 5})
	require.NoError(t, err)
	require.InDelta(t, r.RTP, s.RTP(), r.RTPCI99+s.RTPCI99(), "analysis %v ± %v, simulation %v ± %v", r.RTP, r.RTPCI99, s.RTP(), s.RTPCI99())
}

// parsheet takes the title itself: its base game exact (with the exact
// trigger probability) and its feature simulated, each part said to be
// exact or simulated.
func TestParsheetOfTheFeatureGame(t *testing.T) {
	g := title(t)
	base, _ := g.(featurepar.Game).BaseGame()
	var out, errs bytes.Buffer
	code := cli.New([]games.Game{g, base}).Run(context.Background(), []string{"parsheet", "-game", g.Name(), "-features", "500"}, nil, &out, &errs)
	require.Equal(t, 0, code, errs.String())
	require.Contains(t, out.String(), "base game exact, feature simulated")
	require.Contains(t, out.String(), "133740423/195312500")
	require.Contains(t, out.String(), "139833/9765625")

	code = cli.New([]games.Game{g, base}).Run(context.Background(), []string{"parsheet", "-game", g.Name(), "-html", "x.html"}, nil, &out, &errs)
	require.Equal(t, 2, code, "no HTML par sheet for a feature game yet")
}

// The base game's full cycle on stripgame's ways fast path is the plain
// enumeration's (every combination played by PlayStops), figure for
// figure: on strips cut to their first 13 stops by default, on the whole
// strips under SLOTMECH_FULL=1.
func TestBaseGameFastPathIsThePlainCycle(t *testing.T) {
	if raceEnabled {
		t.Skip("full cycles: checked without the race detector")
	}
	cfg := goldenWays()
	if os.Getenv("SLOTMECH_FULL") != "1" {
		for r := range cfg.Strips {
			cfg.Strips[r] = cfg.Strips[r][:13] // every coin is in the first 13
		}
	}
	g, err := stripgame.New(cfg)
	require.NoError(t, err)
	base, _ := g.(featurepar.Game).BaseGame()
	want, err := exact.FullCycle(context.Background(), gamefix.Plain(base), 100, exact.Options{})
	require.NoError(t, err)
	got, err := exact.FullCycle(context.Background(), base, 100, exact.Options{})
	require.NoError(t, err)
	require.Equal(t, want, got)
	require.Positive(t, got.Triggers)
}
