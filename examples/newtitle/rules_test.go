package main

import (
	"strings"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// mustGame builds the game or fails the test.
func mustGame(t testing.TB) *game {
	t.Helper()
	g, err := newGame()
	require.NoError(t, err)
	return g
}

// screenOf builds a 7×7 screen from seven lines of names, top row first.
func screenOf(t testing.TB, g *game, lines ...string) slotmech.Screen {
	t.Helper()
	require.Len(t, lines, rows)
	s := slotmech.NewScreen(reels, rows)
	for row, line := range lines {
		fields := strings.Fields(line)
		require.Len(t, fields, reels, "row %d", row)
		for reel, n := range fields {
			sym, err := g.alphabet.Lookup(n)
			require.NoError(t, err)
			s.Set(reel, row, sym)
		}
	}
	return s
}

// playScreen plays a hand-built screen as a whole spin with Detail, new
// symbols falling from lists (refill[r] for reel r, first one lowest).
func playScreen(t testing.TB, g *game, s slotmech.Screen, bet slotmech.Money, refill [][]slotmech.Symbol) (slotmech.Money, bool, *games.Outcome, *scratch) {
	t.Helper()
	r, err := tumble.NewListRefill(refill)
	require.NoError(t, err)
	out := &games.Outcome{Detail: true}
	st := scratchOf(out)
	st.screen = s
	win, capped, err := g.spin(st, bet, r, nil, out)
	require.NoError(t, err)
	return win, capped, out, st
}

// The design's names and symbol constants agree, so screens written with
// names mean what the pay table says.
func TestAlphabetMatchesSymbols(t *testing.T) {
	g := mustGame(t)
	for sym, n := range map[slotmech.Symbol]string{snowdrop: "snow", winterRose: "rose", frost: "WILD", x2: "x2", x25: "x25"} {
		got, err := g.alphabet.Lookup(n)
		require.NoError(t, err)
		require.Equal(t, sym, got, n)
	}
	require.Equal(t, int(x25), g.alphabet.Len())
}

// FG-2, FG-3, FG-4: one wild joins a cluster of four roses and one of four
// camellias, so both are five-clusters: rose 1 × bet + camellia 0.6 × bet =
// 1.6 × bet. They tumble away (the wild too); the ×5 in the top right corner
// is kept and falls one row. Nothing wins after the tumble, so the spin pays
// 1.6 × 5 × 100 = 800 cents.
func TestFG2_FG3_FG4_ClusterWithWildAndMultiplier(t *testing.T) {
	g := mustGame(t)
	s := screenOf(t, g,
		"snow croc heat hell snow croc x5",
		"heat hell snow croc heat hell snow",
		"snow croc rose hell snow croc heat",
		"rose rose rose WILD came came came",
		"snow croc heat hell came croc heat",
		"heat hell snow croc heat hell snow",
		"snow croc heat hell snow croc heat",
	)
	refill := [][]slotmech.Symbol{
		{witchHazel}, {camellia}, {winterRose, witchHazel}, {camellia},
		{witchHazel, winterRose}, {camellia}, {winterRose},
	}
	win, capped, out, st := playScreen(t, g, s, 100, refill)

	require.Equal(t, slotmech.Money(800), win)
	require.False(t, capped)
	d := out.Spins[0]
	require.Len(t, d.Steps, 1, "the tumbled screen must not win:\n%s", st.screen.Format(g.alphabet))
	require.Equal(t, []games.Win{
		{Symbol: camellia, Count: 5, Line: -1, Factor: slotmech.MustParseFactor("0.6"),
			Positions: posSet(slotmech.At(3, 3), slotmech.At(4, 3), slotmech.At(5, 3), slotmech.At(6, 3), slotmech.At(4, 4))},
		{Symbol: winterRose, Count: 5, Line: -1, Factor: slotmech.Whole(1),
			Positions: posSet(slotmech.At(3, 3), slotmech.At(0, 3), slotmech.At(1, 3), slotmech.At(2, 3), slotmech.At(2, 2))},
	}, d.Steps[0].Wins)
	require.Equal(t, slotmech.MustParseFactor("1.6"), d.Steps[0].Factor)
	require.Equal(t, slotmech.Money(160), d.Steps[0].Win)
	require.Equal(t, int64(5), d.Multiplier)
	require.Equal(t, x5, st.screen.At(6, 1), "FG-3: the multiplier is kept and falls")
}

// posSet is the set of the given positions.
func posSet(ps ...slotmech.Pos) slotmech.PosSet {
	var s slotmech.PosSet
	for _, p := range ps {
		s = s.With(p)
	}
	return s
}

// FG-4: multipliers multiply a win, never nothing: a screen without a
// cluster pays 0 whatever multipliers it shows.
func TestFG4_MultipliersNeedAWin(t *testing.T) {
	g := mustGame(t)
	s := screenOf(t, g,
		"snow croc heat hell snow croc x25",
		"heat hell snow croc heat hell snow",
		"snow croc heat x10 snow croc heat",
		"heat hell snow croc heat hell snow",
		"snow croc heat hell snow croc heat",
		"heat x5 snow croc heat hell snow",
		"snow croc heat hell snow croc heat",
	)
	win, capped, out, _ := playScreen(t, g, s, 100, make([][]slotmech.Symbol, reels))
	require.Zero(t, win)
	require.False(t, capped)
	require.Empty(t, out.Spins[0].Steps)
	require.Equal(t, int64(1), out.Spins[0].Multiplier)
}

// FG-5: 45 roses (one cluster of 16 or more: 150 × bet) and four ×25
// (sum 100) would pay 15 000 × bet; the round pays exactly 2000 × bet. The
// cap is reached on the first step, so what falls in afterwards cannot
// change it: the game's own random refill is used.
func TestFG5_CapPaysExactlyTheLimit(t *testing.T) {
	g := mustGame(t)
	s := screenOf(t, g,
		"x25 rose rose rose rose rose x25",
		"rose rose rose rose rose rose rose",
		"rose rose rose rose rose rose rose",
		"rose rose rose rose rose rose rose",
		"rose rose rose rose rose rose rose",
		"rose rose rose rose rose rose rose",
		"x25 rose rose rose rose rose x25",
	)
	out := &games.Outcome{}
	st := scratchOf(out)
	st.screen = s
	win, capped, err := g.spin(st, 250, g.refill, rng.NewStream(1, 0), out)
	require.NoError(t, err)
	require.True(t, capped)
	require.Equal(t, slotmech.Money(capX*250), win)
}

// FG-5 and money: whatever the screen, the bet and the draws, a spin pays between 0 and the cap,
// and exactly the cap when it reports the cap reached. A whole round, in
// either mode, does too.
func TestFG5_WinWithinCap_Rapid(t *testing.T) {
	g := mustGame(t)
	rapid.Check(t, func(t *rapid.T) {
		bet := slotmech.Money(rapid.Int64Range(1, int64(maxBet)).Draw(t, "bet"))
		seed := rapid.Uint64().Draw(t, "seed")
		// A screen drawn from a palette of one to four symbols: with few
		// kinds, clusters are large and multipliers many, so the cap is
		// often reached; with a flower-only palette it never is.
		palette := rapid.SliceOfN(rapid.IntRange(1, int(x25)), 1, 4).Draw(t, "palette")
		s := slotmech.NewScreen(reels, rows)
		for reel := range reels {
			for row := range rows {
				s.Set(reel, row, slotmech.Symbol(rapid.SampledFrom(palette).Draw(t, "sym")))
			}
		}
		out := &games.Outcome{}
		st := scratchOf(out)
		st.screen = s
		win, capped, err := g.spin(st, bet, g.refill, rng.NewStream(seed, 0), out)
		if err != nil {
			t.Fatal(err)
		}
		if win < 0 || win > capX*bet || capped != (win == capX*bet) {
			t.Fatalf("spin paid %d (capped %v) at bet %d, cap %d", win, capped, bet, capX*bet)
		}

		mode := rapid.SampledFrom(g.Modes()).Draw(t, "mode")
		if err := g.Play(bet, mode, rng.NewStream(seed, 1), out); err != nil {
			t.Fatal(err)
		}
		if out.Win < 0 || out.Win > capX*bet {
			t.Fatalf("round paid %d at bet %d in mode %s", out.Win, bet, mode)
		}
	})
}

// FG-6: a gamble doubles the win on a red card and loses it on a black one.
// The card is forced by replaying a chosen draw: IntN(52) takes the high
// bits of draw × 52, so 1<<58 gives card 0 (A♣, black) and 1<<63 + 1<<58
// card 26 (A♥, red). (0 and 1<<63 exactly would be rejected and redrawn by
// the unbiased method.)
func TestFG6_GambleOnceDoublesOrLoses(t *testing.T) {
	gm := scratchOf(&games.Outcome{}).gamble
	for _, tc := range []struct {
		draw uint64
		want slotmech.Money
	}{{1 << 58, 0}, {1<<63 + 1<<58, 2 * 370}} {
		src := rng.NewReplayer([]uint64{tc.draw})
		got, err := gambleOnce(gm, 370, src)
		require.NoError(t, err)
		require.Equal(t, tc.want, got)
		require.NoError(t, src.Done(), "one card per gamble")
		require.False(t, gm.State().Open, "the gamble has ended")
		require.True(t, gm.State().Balanced())
	}
}

// FG-6 in a round: with the same draws, the gamble mode plays the same spin
// as the standard mode and then, for a win below 10 × bet, pays twice the
// win or nothing; any other round pays the same in both modes. Over many
// rounds both cases occur.
func TestFG6_GambleModeAgainstStandard(t *testing.T) {
	g := mustGame(t)
	var std, gam games.Outcome
	doubled, lost, same := 0, 0, 0
	for seed := range uint64(3000) {
		require.NoError(t, g.Play(100, games.Standard, rng.NewStream(seed, 0), &std))
		require.NoError(t, g.Play(100, gambleMode, rng.NewStream(seed, 0), &gam))
		switch {
		case std.Win > 0 && std.Win < gambleBelowX*100 && gam.Win == 2*std.Win:
			doubled++
		case std.Win > 0 && std.Win < gambleBelowX*100 && gam.Win == 0:
			lost++
		case (std.Win == 0 || std.Win >= gambleBelowX*100) && gam.Win == std.Win:
			same++
		default:
			t.Fatalf("seed %d: standard won %d, gamble mode %d", seed, std.Win, gam.Win)
		}
	}
	require.Positive(t, doubled)
	require.Positive(t, lost)
	require.Positive(t, same)
}
