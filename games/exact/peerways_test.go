package exact_test

import (
	"context"
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/internal/cputime"
	"github.com/slotmech/slotmech/internal/testfix/gamefix"
	"github.com/slotmech/slotmech/lines/ways"
)

// The peer's 243-ways title. slotopol/server (a Go slot server) has a
// 5 × 3, 243-ways title, novomatic/africansimba: a wild on reels 2 to 4,
// a scatter on reels 1, 3 and 5 that pays nothing and awards 12 free
// spins at × 3 (retriggered likewise), pays of 5 to 2500 × the line bet
// at a cost of 25 line bets. Its base reels here are its data (the reel
// set of its file listed first, RTP 85.225703 %, 127 507 212
// combinations), its pays divided by its cost of 25: a factor of the
// total bet. Composed from stripgame's API, the title is the function
// below; its base game is a ways strip game.
//
// The server's own brute force of these reels (africansimba.CalcStat with
// ScanPar{Method: game.CMbruteforce, TN: 1, MRTP: 85.225703}, from a test
// in the server's package built outside this module) prints "symbols: µ =
// 77.04767%", its float sum over every combination: TestPeerWaysTitleRTP
// checks our exact fraction against it. It took 21.5 CPU-seconds, 5.9 M
// combinations per CPU-second, where TestPeerWaysTitleRTP takes 0.3.

// peerWaysStrips are the title's base reels, the peer's symbol numbers.
var peerWaysStrips = [][]slotmech.Symbol{
	{8, 9, 2, 12, 3, 7, 8, 11, 10, 6, 12, 9, 2, 12, 7, 6, 11, 3, 9, 12, 5, 9, 4, 11, 6, 10, 5, 7, 6, 10, 7, 3, 8, 4, 11, 10, 5, 11, 8, 5, 12, 4},
	{9, 3, 8, 4, 11, 9, 5, 12, 7, 1, 11, 7, 4, 12, 3, 7, 5, 9, 12, 6, 10, 11, 5, 10, 6, 11, 10, 6, 8, 11, 10, 8, 12, 9, 6, 7, 3, 8, 4, 12, 5},
	{9, 12, 10, 3, 12, 5, 7, 6, 8, 11, 6, 10, 5, 11, 4, 7, 12, 9, 2, 11, 10, 8, 12, 4, 8, 6, 11, 5, 9, 4, 12, 10, 3, 8, 6, 11, 1, 7, 5, 9, 2, 7, 3},
	{10, 11, 4, 8, 6, 9, 11, 8, 6, 11, 3, 8, 9, 5, 12, 6, 9, 11, 4, 7, 3, 12, 10, 5, 7, 3, 12, 4, 7, 5, 8, 10, 11, 1, 10, 12, 6, 7, 12, 5, 9},
	{6, 11, 10, 5, 12, 2, 8, 10, 4, 11, 5, 8, 10, 5, 11, 7, 3, 9, 12, 6, 9, 4, 11, 10, 3, 12, 6, 7, 12, 6, 8, 2, 12, 9, 4, 11, 3, 9, 7, 8, 5, 7},
}

// peerWaysTitle is the title, its strips cut to their first n stops (all
// of them for n 0): 17 lines of title code besides its data.
func peerWaysTitle(n int) stripgame.Config {
	strips := make([][]slotmech.Symbol, len(peerWaysStrips))
	for r, s := range peerWaysStrips {
		if n > 0 {
			s = s[:n]
		}
		strips[r] = s
	}
	f := slotmech.MustParseFactor
	row := func(three, four, five string) []slotmech.Factor {
		return []slotmech.Factor{0, 0, 0, f(three), f(four), f(five)}
	}
	return stripgame.Config{
		Name: "african-ways", Rows: 3, Strips: strips,
		Symbols: []string{"wild", "scatter", "giraffe", "buffalo", "lemur", "flamingo", "ace", "king", "queen", "jack", "ten", "nine"},
		Ways: &ways.Config{Wilds: []ways.Wild{{Symbol: 1}}, Pays: map[slotmech.Symbol][]slotmech.Factor{
			3: row("4", "20", "100"), 4: row("2", "6", "30"), 5: row("1", "3", "10"), 6: row("1", "3", "10"),
			7: row("0.4", "1", "5"), 8: row("0.4", "1", "5"), 9: row("0.4", "1", "5"),
			10: row("0.2", "0.8", "4"), 11: row("0.2", "0.8", "4"), 12: row("0.2", "0.8", "4")}},
		Scatter: 2,
		Free: &stripgame.FreeSpins{Trigger: []stripgame.Award{{Scatters: 3, Spins: 12}},
			Retrigger: []stripgame.Award{{Scatters: 3, Spins: 12}}, Max: 10_000, Multiplier: 3},
		Bets: []slotmech.Money{25}, // one "line bet" of the peer per 25 minor units: every pay whole
	}
}

// peerWaysBaseRTP is the exact RTP of the title's base game over its
// 127 507 212 combinations (the peer: 77.04767 %), and peerWaysTriggers
// the combinations that trigger the free spins (the peer: free-spin hit
// rate 1/351.17, "free spins 4357152" = 12 × 363 096).
const (
	peerWaysBaseRTP  = "2728926/3541867" // 0.7704767006
	peerWaysTriggers = 363_096
)

// The title's base game, exact over its full cycle on one worker, has the
// peer's RTP and trigger count. Under SLOTMECH_FULL=1, as the plain
// enumeration's check below; this one is also what w1 timed against the
// peer (/usr/bin/time of the test binary with -test.run of this test).
func TestPeerWaysTitleRTP(t *testing.T) {
	if os.Getenv("SLOTMECH_FULL") != "1" {
		t.Skip("the peer title's full cycle of 127 507 212 combinations: under SLOTMECH_FULL=1")
	}
	c, err := exact.FullCycle(context.Background(), newWays(t, peerWaysTitle(0)), 25, exact.Options{Workers: 1})
	require.NoError(t, err)
	require.Equal(t, int64(127_507_212), c.Combinations)
	require.Equal(t, peerWaysBaseRTP, c.RTP.RatString())
	rtp, _ := c.RTP.Float64()
	require.InDelta(t, 0.7704767, rtp, 5e-9, "the peer prints µ = 77.04767%%")
	require.Equal(t, int64(peerWaysTriggers), c.Triggers)
	t.Logf("RTP %s = %.10f, hits %d, max win %d", c.RTP.RatString(), rtp, c.Hits, c.MaxWin)
}

// The fast path's cycle of the whole title is the plain enumeration's
// (every combination played by PlayStops and evaluated): 127 M rounds,
// about half a minute, under SLOTMECH_FULL=1; and so it is for the title
// paying both ways (peerBothWays).
func TestPeerWaysTitleMatchesPlain(t *testing.T) {
	if os.Getenv("SLOTMECH_FULL") != "1" {
		t.Skip("127 507 212 rounds played one by one: under SLOTMECH_FULL=1")
	}
	for _, cfg := range []stripgame.Config{peerWaysTitle(0), peerBothWays(0)} {
		g := newWays(t, cfg)
		want, err := exact.FullCycle(context.Background(), gamefix.Plain(g), 25, exact.Options{})
		require.NoError(t, err)
		got, err := exact.FullCycle(context.Background(), g, 25, exact.Options{})
		require.NoError(t, err)
		require.Equal(t, want, got, cfg.Name)
		if cfg.Ways.Direction == ways.LeftToRight {
			require.Equal(t, peerWaysBaseRTP, want.RTP.RatString())
		}
		t.Logf("%s: RTP %s, hits %d", cfg.Name, want.RTP.FloatString(8), want.Hits)
	}
}

// BenchmarkWaysFullCycle measures exact.FullCycle of the peer title's
// base game (a ways strip game, on its fast path) on one worker:
// combinations/cpu-s is the number of stop combinations of the cycle per
// CPU-second of the process (internal/cputime), the figure to compare
// with the peer's brute force of the same reels (5.9 M per CPU-second,
// above); allocs/op are those of a whole cycle (the worker's memory
// and the result). impl=plain is the same cycle played stop by stop
// (gamefix.Plain: PlayStops and the ways evaluator on every combination),
// on strips cut to 24 stops so that it stays short. both, both-24 and
// both-plain-24 are the same for the title paying both ways
// (peerBothWays); cascade-24 and cascade-plain-24 for the title on 24
// stops with a cascade (the first-screen skip: only the stops whose first
// screen wins or may award are played, each with its cascade).
func BenchmarkWaysFullCycle(b *testing.B) {
	run := func(name string, cfg stripgame.Config, plain bool) {
		b.Run("impl="+name, func(b *testing.B) {
			g := newWays(b, cfg)
			if plain {
				g = gamefix.Plain(g)
			}
			var combos int64
			b.ReportAllocs()
			stop := cputime.StartProcess(b)
			for b.Loop() {
				c, err := exact.FullCycle(context.Background(), g, 25, exact.Options{Workers: 1})
				if err != nil {
					b.Fatal(err)
				}
				combos = c.Combinations
			}
			if ns := stop(); ns > 0 {
				b.ReportMetric(float64(combos)*1e9/ns, "combinations/cpu-s")
			}
		})
	}
	run("fast", peerWaysTitle(0), false)
	run("fast-24", peerWaysTitle(24), false)
	run("plain-24", peerWaysTitle(24), true)
	run("both", peerBothWays(0), false)
	run("both-24", peerBothWays(24), false)
	run("both-plain-24", peerBothWays(24), true)
	cascade := peerWaysTitle(24)
	cascade.Cascade, cascade.MaxSteps = true, 100
	run("cascade-24", cascade, false)
	run("cascade-plain-24", cascade, true)
}

// peerBothWays is peerWaysTitle(n) paying both ways (ways.BothWays).
func peerBothWays(n int) stripgame.Config {
	c := peerWaysTitle(n)
	c.Name = "african-both-ways"
	c.Ways.Direction = ways.BothWays
	return c
}
