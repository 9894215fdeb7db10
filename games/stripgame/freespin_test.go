package stripgame_test

import (
	"context"
	"errors"
	"math"
	"slices"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/gamestest"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/internal/featurepar"
	"github.com/slotmech/slotmech/lines"
	"github.com/slotmech/slotmech/lines/ways"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
	"github.com/stretchr/testify/require"
)

// The symbols of the test games.
const (
	A slotmech.Symbol = iota + 1 // pays
	S                            // scatter
	X                            // pays nothing
	W                            // wild
	B                            // blocked
)

var names = []string{"A", "S", "X", "W", "B"}

// tiny is a 2-reel, 1-row ways game: A A pays 1 × the bet; S S pays
// nothing and triggers one free spin on reels of A and X at × 2. Its base
// game pays 1/4, triggers with probability 1/4, and a free spin pays 2 ×
// the bet with probability 1/4: RTP 1/4 + 1/4 × 1/2 = 3/8.
func tiny() stripgame.Config {
	return stripgame.Config{
		Name: "tiny", Symbols: names, Rows: 1,
		Strips:  [][]slotmech.Symbol{{A, S}, {A, S}},
		Ways:    &ways.Config{Pays: map[slotmech.Symbol][]slotmech.Factor{A: {0, 0, slotmech.Whole(1)}}},
		Scatter: S,
		Free: &stripgame.FreeSpins{Strips: [][]slotmech.Symbol{{A, X}, {A, X}},
			Trigger: []stripgame.Award{{Scatters: 2, Spins: 1}}, Max: 1, Multiplier: 2},
		Bets: []slotmech.Money{100},
	}
}

// withoutFeature removes the free spins from c: no trigger, bound, free
// reels or multiplier.
func withoutFeature(c *stripgame.Config) { c.Free = nil }

// columns returns a screen of the given columns (reels), top row first.
func columns(cols ...[]slotmech.Symbol) slotmech.Screen {
	s := slotmech.NewScreen(len(cols), len(cols[0]))
	for r, col := range cols {
		for row, sym := range col {
			s.Set(r, row, sym)
		}
	}
	return s
}

// The contract's checks, on the game and on its base game alone.
func TestFreeSpinContract(t *testing.T) {
	g := mustNew(t, tiny())
	require.NoError(t, gamestest.CheckContract(g, 1, 200))
	base, ok := g.(featurepar.Game).BaseGame()
	require.True(t, ok)
	require.NoError(t, gamestest.CheckContract(base, 1, 50))
	for seed := range uint64(30) {
		_, err := gamestest.CheckReplay(g, 100, games.Standard, rng.NewStream(seed, 1))
		require.NoError(t, err)
	}
	f := &games.Forced{Bet: 100, Screen: columns([]slotmech.Symbol{S}, []slotmech.Symbol{S})}
	require.NoError(t, gamestest.CheckForced(g, f, nil))
}

// Every combination of the tiny game by hand: the base game's full cycle
// and the feature, exact (exact.FreeSpinRTP) in the split analysis.
func TestFreeSpinAnalyseFeature(t *testing.T) {
	g := mustNew(t, tiny())
	var last *featurepar.Report
	for _, workers := range []int{1, 2} {
		r, err := featurepar.Analyse(context.Background(), g, featurepar.Config{Features: 20_000, Seed: 7, Workers: workers})
		require.NoError(t, err)
		require.Equal(t, "1/4", r.Base.RTP.RatString())
		require.Equal(t, "1/4", r.TriggerRate.RatString())
		feature := r.Terms[2] // the trigger probability (1/4) × the feature's mean and half-width
		require.InDelta(t, 0.25*0.5, feature.Value, feature.CI99)
		require.InDelta(t, 0.375, r.RTP, r.RTPCI99)
		require.InDelta(t, feature.CI99, r.RTPCI99, 1e-12)
		require.True(t, r.Terms[0].Exact && r.Terms[1].Exact && r.Terms[2].Exact, "the feature too: exact.FreeSpinRTP covers it")
		require.Equal(t, "1/8", r.Terms[2].Rat.RatString(), "the trigger probability 1/4 × the feature's mean 1/2")
		if last != nil {
			require.Equal(t, last.Terms, r.Terms, "the same for any number of workers")
			require.Equal(t, last.RTP, r.RTP, "the same for any number of workers")
		}
		last = r
	}
}

// A spin that reaches the cap ends the round and awards nothing.
func TestCapEndsTheRound(t *testing.T) {
	cfg := stripgame.Config{
		Name: "capped", Symbols: names, Rows: 2,
		Strips:  [][]slotmech.Symbol{{A, S}, {A, S}, {A, S}},
		Ways:    &ways.Config{Pays: map[slotmech.Symbol][]slotmech.Factor{A: {0, 0, 0, slotmech.Whole(5)}}},
		Scatter: S, ScatterPays: []cluster.ScatterPay{{Count: 3, Factor: slotmech.Whole(1)}},
		Free: &stripgame.FreeSpins{Trigger: []stripgame.Award{{Scatters: 3, Spins: 5}}, Max: 5}, RoundCapX: 2,
		Bets: []slotmech.Money{10},
	}
	g := mustNew(t, cfg)
	// A A A pays 5 × 10 = 50; the cap is 2 × 10 = 20: cut to 20, the
	// round ends, and the three scatters pay nothing and award nothing.
	f := &games.Forced{Bet: 10, Screen: columns([]slotmech.Symbol{A, S}, []slotmech.Symbol{A, S}, []slotmech.Symbol{A, S})}
	var d games.Detail
	out, err := g.NewPlayer().PlayForced(f, nil, &d)
	require.NoError(t, err)
	require.Equal(t, games.Outcome{Bet: 10, Stake: 10, Win: 20, Capped: true}, out)
	n, _ := d.Spins[0].Facts.Get(stripgame.FactAwarded)
	require.Zero(t, n)
	require.True(t, d.Spins[0].Capped)
	// Without the cap the same spin pays 50 + 10 and awards 5.
	cfg.RoundCapX = 0
	out, err = mustNew(t, cfg).NewPlayer().PlayForced(f, nil, nil)
	require.NoError(t, err)
	require.Equal(t, games.Outcome{Bet: 10, Stake: 10, Win: 60, Triggered: true}, out)
}

// Retriggers stop at Free.Max: reels of nothing but scatters trigger
// 4 and retrigger 3 on every free spin, and the round plays exactly 10.
func TestRetriggerBound(t *testing.T) {
	g := mustNew(t, stripgame.Config{
		Name: "bound", Symbols: names, Rows: 1,
		Strips:  [][]slotmech.Symbol{{S}, {S}},
		Ways:    &ways.Config{Pays: map[slotmech.Symbol][]slotmech.Factor{A: {0, 0, slotmech.Whole(1)}}},
		Scatter: S, Free: &stripgame.FreeSpins{Trigger: []stripgame.Award{{Scatters: 2, Spins: 4}},
			Retrigger: []stripgame.Award{{Scatters: 2, Spins: 3}}, Max: 10},
		Bets: []slotmech.Money{1},
	})
	var d games.Detail
	out, err := g.NewPlayer().Play(1, games.Standard, rng.NewStream(1, 1), &d)
	require.NoError(t, err)
	require.Equal(t, 10, out.FreeSpins)
	require.Len(t, d.Spins, 11)
	total := int64(0)
	for i, sp := range d.Spins {
		require.Equal(t, i > 0, sp.Free)
		n, _ := sp.Facts.Get(stripgame.FactAwarded)
		total += n
	}
	require.Equal(t, int64(10), total, "awards after the cut add up to the bound")
}

// A round without a Detail allocates nothing once the player has grown.
func TestFreeSpinNoAllocations(t *testing.T) {
	g := mustNew(t, tiny())
	p := g.NewPlayer()
	src := rng.NewStream(1, 2)
	for range 100 {
		_, _ = p.Play(100, games.Standard, src, nil)
	}
	require.Zero(t, testing.AllocsPerRun(1000, func() { _, _ = p.Play(100, games.Standard, src, nil) }))
}

// The configuration data changes with the maths and only with it.
func TestFreeSpinConfigData(t *testing.T) {
	a, b := mustNew(t, tiny()), mustNew(t, tiny())
	require.Equal(t, games.ConfigID(a), games.ConfigID(b))
	cfg := tiny()
	cfg.Free.Multiplier = 3
	require.NotEqual(t, games.ConfigID(a), games.ConfigID(mustNew(t, cfg)))
}

// New refuses what it cannot build, naming the field.
func TestFreeSpinNewRefuses(t *testing.T) {
	cases := map[string]func(*stripgame.Config){
		"Name":                     func(c *stripgame.Config) { c.Name = "Tiny Game" },
		"Rows":                     func(c *stripgame.Config) { c.Rows = 9 },
		"Strips reel 1 position 1": func(c *stripgame.Config) { c.Strips = [][]slotmech.Symbol{{A, S}, {A, 9}} },
		"Free.Strips":              func(c *stripgame.Config) { c.Free.Strips = c.Free.Strips[:1] },
		"Ways":                     func(c *stripgame.Config) { c.Ways = nil },
		"Lines":                    func(c *stripgame.Config) { c.Lines = &lines.Config{} },
		"Scatter":                  func(c *stripgame.Config) { c.Scatter = A },
		"Free.Trigger entry 1": func(c *stripgame.Config) {
			c.Free.Trigger = append(c.Free.Trigger, stripgame.Award{Scatters: 2, Spins: 1})
		},
		"Free.Trigger":    func(c *stripgame.Config) { c.Free.Trigger = nil },
		"Free.Heights":    func(c *stripgame.Config) { c.Free.Strips, c.Free.Heights = nil, [][]int64{{1}, {1}} },
		"Free.Max":        func(c *stripgame.Config) { c.Free.Max = -1 },
		"Free.Multiplier": func(c *stripgame.Config) { c.Free.Multiplier = 1 },
		"Anywhere":        func(c *stripgame.Config) { c.Anywhere = &cluster.PayAnywhereConfig{} },
		"BetModel":        func(c *stripgame.Config) { c.BetModel = stripgame.LineBet },
		"MinBet":          func(c *stripgame.Config) { c.Bets, c.MaxBet, c.BetStep = nil, 2, 1 },
		"Bets":            func(c *stripgame.Config) { c.MinBet, c.MaxBet, c.BetStep = 1, 2, 1 },
		"LineCap":         func(c *stripgame.Config) { c.LineCap = 5 },
		"Ways.Blocked":    func(c *stripgame.Config) { c.Ways.Blocked = B },
		"Heights reel 0":  func(c *stripgame.Config) { c.Heights = [][]int64{{-1}, {1}}; c.Ways.Blocked = B },
		"Bets entry 1":    func(c *stripgame.Config) { c.Bets = []slotmech.Money{5, 5} },
		"DefaultBet":      func(c *stripgame.Config) { c.DefaultBet = 7 },
		"MaxSteps":        func(c *stripgame.Config) { c.MaxSteps = 3 },
		"RoundCapX":       func(c *stripgame.Config) { c.RoundCapX = -1 },
	}
	for field, edit := range cases {
		cfg := tiny()
		free := *cfg.Free
		cfg.Free = &free
		edit(&cfg)
		_, err := stripgame.New(cfg)
		var e *slotmech.Error
		require.True(t, errors.As(err, &e), "%s: %v", field, err)
		require.ErrorIs(t, err, stripgame.ErrConfig)
		require.Equal(t, field, e.Field, "%v", err)
	}
}

// A payline game with a cascade, played at fixed stops with a tally:
// the strips stop with X X X over A A A; A A A on line 2 (the bottom row)
// pays 2 × 10 at step 1, explodes, the X row falls and the reels refill
// from above their windows (S, X, X); that screen wins nothing, and its
// scatter pays 1 × 10 as step 2, the final screen. A stop past a strip's
// end is refused (ErrStops), naming the reel and its stops.
func TestLinesCascadeTally(t *testing.T) {
	g := mustNew(t, stripgame.Config{
		Name: "line-cascade", Symbols: names, Rows: 2,
		Strips: [][]slotmech.Symbol{{S, X, A}, {X, X, A}, {X, X, A}},
		// A trigger that never fires (one scatter shows at most) makes it a
		// feature game, whose base game plays stops.
		Free: &stripgame.FreeSpins{Trigger: []stripgame.Award{{Scatters: 4, Spins: 1}}, Max: 1},
		Lines: &lines.Config{Lines: [][]int{{0, 0, 0}, {1, 1, 1}},
			Pays: map[slotmech.Symbol][]slotmech.Factor{A: {0, 0, 0, slotmech.Whole(2)}}},
		Scatter: S, ScatterPays: []cluster.ScatterPay{{Count: 1, Factor: slotmech.Whole(1)}},
		Cascade: true, MaxSteps: 10,
		Bets: []slotmech.Money{10},
	})
	base, ok := g.(featurepar.Game).BaseGame()
	require.True(t, ok)
	sg, ok := base.NewPlayer().(exact.StripPlayer)
	require.True(t, ok, "the base game plays stops")
	var paid []games.PaidWin
	out, err := sg.PlayStops([]int{1, 1, 1}, 10, func(w games.PaidWin) { paid = append(paid, w) })
	require.NoError(t, err)
	require.Equal(t, []games.PaidWin{
		{Step: 1, Line: 2, Symbol: A, Count: 3, Paid: 20},
		{Step: 2, Line: 0, Symbol: S, Count: 1, Paid: 10},
	}, paid)
	require.Equal(t, slotmech.Money(30), out.Win)
	_, err = sg.PlayStops([]int{1, 3, 1}, 10, nil)
	require.ErrorIs(t, err, games.ErrStops)
	require.ErrorContains(t, err, `reel 1 stop: stops outside the strips "3"`)
	require.ErrorContains(t, err, ": reel 1 stops at 0 to 2")

	// The same spin forced on the whole game, with its detail.
	f := &games.Forced{Bet: 10, Screen: columns([]slotmech.Symbol{X, A}, []slotmech.Symbol{X, A}, []slotmech.Symbol{X, A}),
		Refill: [][]slotmech.Symbol{{S}, {X}, {X}}}
	var d games.Detail
	out, err = g.NewPlayer().PlayForced(f, nil, &d)
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(30), out.Win)
	require.Len(t, d.Spins[0].Steps, 1, "one winning evaluation")
	require.Equal(t, 1, d.Spins[0].Scatters)

	// Forced lists that run out are the forced play's fault (ErrForced),
	// and the detail of a failed round is emptied.
	f.Refill = [][]slotmech.Symbol{{S}, {X}, {}}
	_, err = g.NewPlayer().PlayForced(f, nil, &d)
	require.ErrorIs(t, err, games.ErrForced)
	require.ErrorIs(t, err, tumble.ErrExhausted)
	require.Empty(t, d.Spins)
}

// With variable heights a spin's ways are the product of its reels'
// heights (FactWays): a forced screen of 3 rows with reels of heights 2, 3
// and 1 has 6 ways; A on every reel, once, twice and once, pays 2 ways of
// 1 × the bet. Spins drawn at random show 1 to 3 rows on each reel, each
// height on each reel within 200 spins (each has chance 1/3 a spin).
func TestWaysFactIsTheProductOfHeights(t *testing.T) {
	g := mustNew(t, stripgame.Config{
		Name: "heights", Symbols: names, Rows: 3,
		Strips:  [][]slotmech.Symbol{{A, X, A}, {A, X, A}, {A, X, X}},
		Heights: [][]int64{{1, 1, 1}, {1, 1, 1}, {1, 1, 1}},
		Ways:    &ways.Config{Pays: map[slotmech.Symbol][]slotmech.Factor{A: {0, 0, 0, slotmech.Whole(1)}}, Blocked: B},
		Bets:    []slotmech.Money{1},
	})
	f := &games.Forced{Bet: 1, Screen: columns([]slotmech.Symbol{B, A, X}, []slotmech.Symbol{A, X, A}, []slotmech.Symbol{B, B, A})}
	var d games.Detail
	p := g.NewPlayer()
	out, err := p.PlayForced(f, nil, &d)
	require.NoError(t, err)
	n, ok := d.Spins[0].Facts.Get(stripgame.FactWays)
	require.True(t, ok)
	require.Equal(t, int64(6), n)
	require.Equal(t, slotmech.Money(2), out.Win)

	src := rng.NewStream(5, 0)
	var seen [3][4]bool // seen[r][h]: reel r showed h rows
	for range 200 {
		_, err := p.Play(1, games.Standard, src, &d)
		require.NoError(t, err)
		sp := d.Spins[0]
		want := int64(1)
		for r := range 3 {
			h := 0
			for row, sym := range sp.Screen.Reel(r) {
				if sym != B {
					h++
				} else {
					require.Zero(t, h, "reel %d: a blocked cell below a shown one, row %d", r, row)
				}
			}
			require.True(t, h >= 1 && h <= 3, "reel %d shows %d rows", r, h)
			seen[r][h] = true
			want *= int64(h)
		}
		n, _ := sp.Facts.Get(stripgame.FactWays)
		require.Equal(t, want, n)
	}
	for r := range 3 {
		require.Equal(t, [4]bool{false, true, true, true}, seen[r], "reel %d shows 1, 2 and 3 rows in 200 spins", r)
	}
}

// Accumulating: a free spin's wins are multiplied by T after its winning
// steps are added, and a free spin without a paytable win pays its
// scatters × 1 whatever T is. Forced free spins with T = 3 before them:
// A A (one winning step, T = 4) pays 4 × 1; S S (no paytable win) pays
// its scatter pay of 1 × the bet once.
func TestAccumulatingMultiplierOnForcedFreeSpins(t *testing.T) {
	g := mustNew(t, stripgame.Config{
		Name: "accumulate", Symbols: names, Rows: 1,
		Strips:  [][]slotmech.Symbol{{S, A, X}, {S, A, X}},
		Ways:    &ways.Config{Pays: map[slotmech.Symbol][]slotmech.Factor{A: {0, 0, slotmech.Whole(1)}}},
		Scatter: S, ScatterPays: []cluster.ScatterPay{{Count: 2, Factor: slotmech.Whole(1)}},
		Free:    &stripgame.FreeSpins{Trigger: []stripgame.Award{{Scatters: 2, Spins: 1}}, Max: 100, Accumulate: true},
		Cascade: true, MaxSteps: 50,
		Bets: []slotmech.Money{10},
	})
	var state games.Facts
	state.SetFlag(stripgame.FactFreeSpin, true)
	state.Set(stripgame.FactTotalMultiplier, 3)
	for _, tc := range []struct {
		screen slotmech.Screen
		win    slotmech.Money
		total  int64
	}{
		{columns([]slotmech.Symbol{A}, []slotmech.Symbol{A}), 40, 4},
		{columns([]slotmech.Symbol{S}, []slotmech.Symbol{S}), 10, 3},
	} {
		var d games.Detail
		f := &games.Forced{Bet: 10, State: state, Screen: tc.screen, Refill: [][]slotmech.Symbol{{X}, {X}}}
		out, err := g.NewPlayer().PlayForced(f, nil, &d)
		require.NoError(t, err)
		require.Equal(t, tc.win, out.Win)
		tot, _ := d.Spins[0].Facts.Get(stripgame.FactTotalMultiplier)
		require.Equal(t, tc.total, tot)
	}
}

// A forced free spin is the round's first free spin: its retrigger is cut
// to Free.Max − 1 (4 − 1 = 3, of an award of 4).
func TestForcedFreeSpinRetriggerRoom(t *testing.T) {
	g := mustNew(t, stripgame.Config{
		Name: "room", Symbols: names, Rows: 1,
		Strips:  [][]slotmech.Symbol{{S, A}, {S, A}},
		Ways:    &ways.Config{Pays: map[slotmech.Symbol][]slotmech.Factor{A: {0, 0, slotmech.Whole(1)}}},
		Scatter: S, Free: &stripgame.FreeSpins{Trigger: []stripgame.Award{{Scatters: 2, Spins: 4}},
			Retrigger: []stripgame.Award{{Scatters: 2, Spins: 4}}, Max: 4},
		Bets: []slotmech.Money{1},
	})
	var state games.Facts
	state.SetFlag(stripgame.FactFreeSpin, true)
	f := &games.Forced{Bet: 1, State: state, Screen: columns([]slotmech.Symbol{S}, []slotmech.Symbol{S})}
	var d games.Detail
	out, err := g.NewPlayer().PlayForced(f, nil, &d)
	require.NoError(t, err)
	n, _ := d.Spins[0].Facts.Get(stripgame.FactAwarded)
	require.Equal(t, int64(3), n)
	require.True(t, d.Spins[0].Free)
	require.Equal(t, 1, out.FreeSpins)
}

// New's reasons, in full: each edit of the tiny game (or of a payline
// version of it) is refused with this message, and the edits just inside
// the bounds are accepted.
func TestFreeSpinNewRefusesWithReasons(t *testing.T) {
	onLines := func(c *stripgame.Config) {
		c.Ways = nil
		c.Lines = &lines.Config{Lines: [][]int{{0, 0}}, Pays: map[slotmech.Symbol][]slotmech.Factor{A: {0, 0, slotmech.Whole(1)}}}
	}
	heights := func(c *stripgame.Config) { c.Heights = [][]int64{{1}, {1}} }
	for i, tc := range []struct {
		edit func(*stripgame.Config)
		want string // the whole message, or "" for accepted
	}{
		{func(c *stripgame.Config) { c.Strips = [][]slotmech.Symbol{{A, S}, {}} },
			"stripgame: Strips reel 1: 0 symbols: want at least 1, the rows of the window"},
		{heights, "stripgame: Ways.Blocked: variable Heights need a Blocked symbol, to close the top of a shorter reel"},
		{func(c *stripgame.Config) { heights(c); c.Scatter, c.Ways.Blocked = B, B },
			"stripgame: Ways.Blocked: B: is the Scatter"},
		{func(c *stripgame.Config) { c.Ways.Wilds = []ways.Wild{{Symbol: 9}} },
			"stripgame: Ways.Wilds entry 0: symbol 9: not one of the Symbols (1 to 5)"},
		{func(c *stripgame.Config) { onLines(c); c.Lines.Reels = 3 }, "stripgame: Lines.Reels: 3: the strips make 2 reels"},
		{func(c *stripgame.Config) { onLines(c); c.Lines.Wild = 9 }, "stripgame: Lines.Wild: symbol 9: not one of the Symbols (1 to 5)"},
		{func(c *stripgame.Config) { onLines(c); c.Lines.Wild, c.Lines.WildRuns = S, lines.PayOwn },
			"stripgame: Scatter: S: pays on the ways or lines, or is a wild: a scatter pays only by its count (ScatterPays)"},
		{func(c *stripgame.Config) { onLines(c); c.Lines.Pays[S] = []slotmech.Factor{0, 0, slotmech.Whole(1)} },
			"stripgame: Scatter: S: pays on the ways or lines, or is a wild: a scatter pays only by its count (ScatterPays)"},
		{func(c *stripgame.Config) { onLines(c); c.Lines.Pays[S] = []slotmech.Factor{0, 0, 0} }, ""}, // a row that pays nothing
		{func(c *stripgame.Config) {
			withoutFeature(c)
			c.Scatter, c.ScatterPays = slotmech.Empty, []cluster.ScatterPay{{Count: 2, Factor: 1}}
		}, "stripgame: ScatterPays: 1 entries: given without a Scatter symbol"},
		{func(c *stripgame.Config) { c.Cascade, c.MaxSteps = true, 0 },
			"stripgame: MaxSteps: 0: a cascade needs a bound of 1 to 1000 winning evaluations"},
		{func(c *stripgame.Config) { c.Cascade, c.MaxSteps = true, 1001 },
			"stripgame: MaxSteps: 1001: a cascade needs a bound of 1 to 1000 winning evaluations"},
		{func(c *stripgame.Config) { c.Cascade, c.MaxSteps = true, 1 }, ""},
		{func(c *stripgame.Config) { c.Cascade, c.MaxSteps = true, 1000 }, ""},
		{func(c *stripgame.Config) {
			c.Free.Trigger = nil
			c.Free.Retrigger = []stripgame.Award{{Scatters: 2, Spins: 1}}
		},
			"stripgame: Free.Trigger: no entries: free spins need a trigger (leave Free nil for a game without them)"},
		{func(c *stripgame.Config) { c.Scatter = slotmech.Empty },
			"stripgame: Free.Trigger: free spins are triggered by scatters: set a Scatter"},
		{func(c *stripgame.Config) { c.Free.Multiplier, c.Free.Accumulate = 2, true },
			"stripgame: Free.Multiplier: 2: set with Free.Accumulate: an accumulating multiplier is the running total's"},
		{func(c *stripgame.Config) { c.Free.Multiplier = 1001 }, "stripgame: Free.Multiplier: 1001: want 2 to 1000, or 0 for none"},
		{func(c *stripgame.Config) { c.Free.Multiplier = -2 }, "stripgame: Free.Multiplier: -2: want 2 to 1000, or 0 for none"},
		{func(c *stripgame.Config) { c.Free.Multiplier = 1000 }, ""},
		{func(c *stripgame.Config) { c.Free.Max = 1 << 20 }, "stripgame: Free.Max: 1048576: want 1 (the largest award) to 1000000, or 0 for no bound"},
		{func(c *stripgame.Config) { c.Free.Strips, c.Free.Heights = nil, [][]int64{{1}, {1}} },
			"stripgame: Free.Heights: 2 tables: given without Free.Strips: give the free reels' strips too, or neither to spin the free spins on the base reels"},
		{func(c *stripgame.Config) { onLines(c); heights(c) },
			"stripgame: Heights: variable heights need Ways, whose Blocked symbol closes the top of a shorter reel"},
		{func(c *stripgame.Config) { c.Anywhere = &cluster.PayAnywhereConfig{} },
			"stripgame: Anywhere: both Ways and Anywhere are given: give one"},
		{func(c *stripgame.Config) { onLines(c); c.Anywhere = &cluster.PayAnywhereConfig{} },
			"stripgame: Anywhere: both Lines and Anywhere are given: give one"},
		{func(c *stripgame.Config) { c.BetModel = stripgame.LineBet },
			"stripgame: BetModel: line bet: a ways game has no lines to bet on: its pays are factors of the stake (TotalBet); give its stake as the bet"},
		{func(c *stripgame.Config) {
			c.Ways, c.Anywhere = nil, &cluster.PayAnywhereConfig{}
			c.BetModel = stripgame.LineBet
		},
			"stripgame: BetModel: line bet: a pay-anywhere game has no lines to bet on"},
		{func(c *stripgame.Config) { c.BetModel = 7 }, "stripgame: BetModel: 7: want TotalBet or LineBet"},
		{func(c *stripgame.Config) { onLines(c); c.LineCap = -1 }, "stripgame: LineCap: -1: negative: want a positive amount, or 0 for no line cap"},
		{func(c *stripgame.Config) { onLines(c); c.LineCap, c.BetModel = 5, stripgame.LineBet }, ""},
		{func(c *stripgame.Config) { c.MinBet = 1 }, "stripgame: Bets: [100]: given with MinBet, MaxBet or BetStep: give a list or a range, not both"},
		{func(c *stripgame.Config) { c.Bets, c.MinBet, c.MaxBet, c.BetStep = nil, 100, 1000, 100 }, ""},
		{func(c *stripgame.Config) { c.LineCap = 5 }, "stripgame: LineCap: 5: a ways or pay-anywhere game has no lines to cap"},
		{withoutFeature, ""},
		{func(c *stripgame.Config) { c.Free.Trigger[0].Scatters = 0 }, "stripgame: Free.Trigger entry 0: 0 scatters: want 1 to 64"},
		{func(c *stripgame.Config) { c.Free.Trigger[0].Scatters = 65 }, "stripgame: Free.Trigger entry 0: 65 scatters: want 1 to 64"},
		{func(c *stripgame.Config) { c.Free.Trigger[0].Scatters = 64 }, ""},
		{func(c *stripgame.Config) { c.Free.Trigger[0].Scatters = 1 }, ""},
		{func(c *stripgame.Config) { c.Free.Trigger[0].Spins = 0 }, "stripgame: Free.Trigger entry 0: 0 spins: want 1 to 10000"},
		{func(c *stripgame.Config) { c.Free.Trigger[0].Spins, c.Free.Max = 10_001, 10_001 },
			"stripgame: Free.Trigger entry 0: 10001 spins: want 1 to 10000"},
		{func(c *stripgame.Config) { c.Free.Trigger[0].Spins, c.Free.Max = 10_000, 10_000 }, ""},
		{func(c *stripgame.Config) { c.Bets = []slotmech.Money{1 << 61} },
			"stripgame: Bets: 2305843009213693952: too large: the largest possible round win at this bet would overflow Money"},
		{func(c *stripgame.Config) { c.RoundCapX = 1 << 57 },
			"stripgame: RoundCapX: 144115188075855872: too large: the cap at the largest bet would overflow Money"},
		{func(c *stripgame.Config) { c.RoundCapX = 1 << 56 }, ""},
		// At the bounds exactly. The cap: 7 × (2⁶³ − 1)/7 (7 divides
		// 2⁶³ − 1). The round win: a spin pays at most 1 × 7 (Free.Multiplier),
		// a round 1 + 6 spins, so 49 × the bet, and 49 divides 2⁶³ − 1.
		{func(c *stripgame.Config) { c.Bets, c.RoundCapX = []slotmech.Money{7}, math.MaxInt64/7 }, ""},
		{func(c *stripgame.Config) {
			c.Bets, c.Free.Max, c.Free.Multiplier = []slotmech.Money{math.MaxInt64 / 49}, 6, 7
		}, ""},
		// A spin's factor, unmultiplied: the ways pay (1, that is 10 000)
		// and a scatter pay of 2⁶³ − 1 − 10 000 sum to 2⁶³ − 1, which fits
		// (a round of 2 spins at 100 wins 2 × (2⁶³ − 1)/100); one more does
		// not.
		{func(c *stripgame.Config) {
			c.Free.Multiplier = 0
			c.ScatterPays = []cluster.ScatterPay{{Count: 2, Factor: math.MaxInt64 - slotmech.FactorScale}}
		}, ""},
		{func(c *stripgame.Config) {
			c.Free.Multiplier = 0
			c.ScatterPays = []cluster.ScatterPay{{Count: 2, Factor: math.MaxInt64 - slotmech.FactorScale + 1}}
		}, "stripgame: Bets: 100: the most a spin can pay, multiplied, would overflow a Factor"},
		// Accumulate: T reaches at most (Free.Max + 1) × MaxSteps = 2,
		// so a spin's factor is at most 2 × (10 000 + the scatter pay).
		{func(c *stripgame.Config) {
			c.Free.Multiplier, c.Free.Accumulate = 0, true
			c.ScatterPays = []cluster.ScatterPay{{Count: 2, Factor: math.MaxInt64/2 - slotmech.FactorScale}}
		}, ""},
		{func(c *stripgame.Config) {
			c.Free.Multiplier, c.Free.Accumulate = 0, true
			c.ScatterPays = []cluster.ScatterPay{{Count: 2, Factor: math.MaxInt64/2 - slotmech.FactorScale + 1}}
		}, "stripgame: Bets: 100: the most a spin can pay, multiplied, would overflow a Factor"},
	} {
		cfg := tiny()
		free := *cfg.Free
		cfg.Free = &free
		cfg.Free.Trigger = slices.Clone(cfg.Free.Trigger)
		wc := *cfg.Ways
		cfg.Ways = &wc
		tc.edit(&cfg)
		_, err := stripgame.New(cfg)
		if tc.want == "" {
			require.NoError(t, err, "case %d", i)
			continue
		}
		require.EqualError(t, err, tc.want, "case %d", i)
		require.ErrorIs(t, err, stripgame.ErrConfig)
	}
}

// A forced play is refused, naming the field and value at fault with
// ErrForced, for a state, screen or refill lists the game cannot play, and
// played just inside the bounds.
func TestFreeSpinForcedPlayRefusals(t *testing.T) {
	// acc: the tiny game under Accumulating: T before a free spin is 0 to
	// Free.Max × MaxSteps = 1.
	acc := tiny()
	acc.Free = &stripgame.FreeSpins{Strips: acc.Free.Strips, Trigger: acc.Free.Trigger, Max: acc.Free.Max, Accumulate: true}
	// tall: 2 rows, variable heights on the base reels only.
	tall := stripgame.Config{
		Name: "tall", Symbols: names, Rows: 2,
		Strips: [][]slotmech.Symbol{{A, S}, {A, S}}, Heights: [][]int64{{1, 1}, {1, 1}},
		Ways:    &ways.Config{Pays: map[slotmech.Symbol][]slotmech.Factor{A: {0, 0, slotmech.Whole(1)}}, Blocked: B},
		Scatter: S,
		Free:    &stripgame.FreeSpins{Strips: [][]slotmech.Symbol{{A, X}, {A, X}}, Trigger: []stripgame.Award{{Scatters: 2, Spins: 1}}, Max: 1},
		Bets:    []slotmech.Money{100},
	}
	// falls: the tiny game with a cascade.
	falls := tiny()
	falls.Cascade, falls.MaxSteps = true, 10
	// none: the tiny game without free spins.
	none := tiny()
	withoutFeature(&none)

	state := func(free bool, total int64) games.Facts {
		var st games.Facts
		st.SetFlag(stripgame.FactFreeSpin, free)
		if total != 0 {
			st.Set(stripgame.FactTotalMultiplier, total)
		}
		return st
	}
	col := func(syms ...slotmech.Symbol) []slotmech.Symbol { return syms }
	xx := columns(col(X), col(X))
	for i, tc := range []struct {
		cfg                  stripgame.Config
		f                    games.Forced
		field, value, reason string // all "" for a play that is accepted
	}{
		{acc, games.Forced{State: state(true, -1), Screen: xx}, "state.total_multiplier", "-1", "want 0 to 1"},
		{acc, games.Forced{State: state(true, 2), Screen: xx}, "state.total_multiplier", "2", "want 0 to 1"},
		{acc, games.Forced{State: state(true, 1), Screen: xx}, "", "", ""},
		{acc, games.Forced{State: state(false, 1), Screen: xx}, "state.total_multiplier", "1", "a running multiplier needs free_spin"},
		// Ways without free spins is a strip game: it takes no state at all.
		{none, games.Forced{State: state(true, 0), Screen: xx}, "state", stripgame.FactFreeSpin, "not an input of this game"},
		{tiny(), games.Forced{Screen: columns(col(X), col(X), col(X))}, "screen", "3 reels × 1 rows", "want 2 reels × 1 rows"},
		{tiny(), games.Forced{Screen: columns(col(X), col(9))}, "screen row 0 reel 1", "9", "not one of the Symbols (1 to 5)"},
		{tall, games.Forced{State: state(true, 0), Screen: columns(col(B, A), col(A, A))},
			"screen row 0 reel 0", "B", "these reels show every row: nothing is blocked"},
		{tall, games.Forced{Screen: columns(col(A, A), col(A, B))}, "screen row 1 reel 1", "B", "blocked positions are the top rows of a reel"},
		{tall, games.Forced{Screen: columns(col(A, A), col(B, B))}, "screen row 1 reel 1", "B", "a reel shows at least one row"},
		{tall, games.Forced{Screen: columns(col(B, A), col(A, A))}, "", "", ""},
		{tiny(), games.Forced{Screen: xx, Refill: [][]slotmech.Symbol{nil, {A}}}, "refill reel 1", "1 symbols", "the game has no cascade"},
		{tiny(), games.Forced{Screen: xx, Refill: [][]slotmech.Symbol{nil, {}}}, "", "", ""},
		{falls, games.Forced{Screen: xx, Refill: [][]slotmech.Symbol{{A}}}, "refill", "1 lists", "want one list per reel, 2"},
		{falls, games.Forced{Screen: xx, Refill: [][]slotmech.Symbol{{A}, {A, 9}}}, "refill reel 1 entry 1", "9", "and not the Blocked symbol"},
		{falls, games.Forced{Screen: xx, Refill: [][]slotmech.Symbol{{A}, {A, X}}}, "", "", ""},
	} {
		tc.f.Bet = 100
		g := mustNew(t, tc.cfg)
		_, err := g.NewPlayer().PlayForced(&tc.f, nil, nil)
		if tc.field == "" {
			require.NoError(t, err, "case %d", i)
			continue
		}
		require.ErrorIs(t, err, games.ErrForced, "case %d", i)
		var e *slotmech.Error
		require.ErrorAs(t, err, &e, "case %d", i)
		require.Equal(t, g.Name()+": "+tc.field, e.Field, "case %d", i)
		require.Equal(t, tc.value, e.Value, "case %d", i)
		require.ErrorContains(t, err, tc.reason, "case %d", i)
	}
}
