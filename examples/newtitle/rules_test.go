package main

import (
	"strings"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/rng"
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

// screenOf builds a screen from lines of names, top row first, each name
// looked up in a.
func screenOf(t testing.TB, a *slotmech.Alphabet, lines ...string) slotmech.Screen {
	t.Helper()
	s := slotmech.NewScreen(len(strings.Fields(lines[0])), len(lines))
	for row, line := range lines {
		fields := strings.Fields(line)
		require.Len(t, fields, s.Reels(), "row %d", row)
		for reel, n := range fields {
			sym, err := a.Lookup(n)
			require.NoError(t, err)
			s.Set(reel, row, sym)
		}
	}
	return s
}

// playScreen plays a hand-built screen as a forced spin in the standard
// mode, itemised, new symbols falling from lists (refill[r] for reel r,
// first one lowest; nil for the game's own random refill from src).
func playScreen(t testing.TB, g *game, s slotmech.Screen, bet slotmech.Money, refill [][]slotmech.Symbol, src rng.Source) (games.Outcome, *games.Spin) {
	t.Helper()
	var d games.Detail
	out, err := g.newPlayer().PlayForced(&games.Forced{Bet: bet, Screen: s, Refill: refill}, src, &d)
	require.NoError(t, err)
	require.Len(t, d.Spins, 1)
	return out, &d.Spins[0]
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
	s := screenOf(t, g.alphabet,
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
	p := g.newPlayer()
	var dd games.Detail
	out, err := p.PlayForced(&games.Forced{Bet: 100, Screen: s, Refill: refill}, nil, &dd)
	require.NoError(t, err)

	require.Equal(t, games.Outcome{Bet: 100, Stake: 100, Win: 800}, out)
	d := dd.Spins[0]
	require.Len(t, d.Steps, 1, "the tumbled screen must not win:\n%s", p.screen.Format(g.alphabet))
	require.Equal(t, []games.Win{
		{Symbol: camellia, Count: 5, Factor: slotmech.MustParseFactor("0.6"),
			Positions: posSet(slotmech.At(3, 3), slotmech.At(4, 3), slotmech.At(5, 3), slotmech.At(6, 3), slotmech.At(4, 4))},
		{Symbol: winterRose, Count: 5, Factor: slotmech.Whole(1),
			Positions: posSet(slotmech.At(3, 3), slotmech.At(0, 3), slotmech.At(1, 3), slotmech.At(2, 3), slotmech.At(2, 2))},
	}, d.Steps[0].Wins)
	require.Equal(t, slotmech.MustParseFactor("1.6"), d.Steps[0].Factor)
	require.Equal(t, slotmech.Money(160), d.Steps[0].Win)
	require.Equal(t, int64(5), d.Multiplier)
	require.Equal(t, slotmech.Money(800), d.Win)
	require.Equal(t, x5, p.screen.At(6, 1), "FG-3: the multiplier is kept and falls")
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
	s := screenOf(t, g.alphabet,
		"snow croc heat hell snow croc x25",
		"heat hell snow croc heat hell snow",
		"snow croc heat x10 snow croc heat",
		"heat hell snow croc heat hell snow",
		"snow croc heat hell snow croc heat",
		"heat x5 snow croc heat hell snow",
		"snow croc heat hell snow croc heat",
	)
	out, sp := playScreen(t, g, s, 100, make([][]slotmech.Symbol, reels), nil)
	require.Zero(t, out.Win)
	require.False(t, out.Capped)
	require.Empty(t, sp.Steps)
	require.Equal(t, int64(1), sp.Multiplier)
}

// FG-5: 45 roses (one cluster of 16 or more: 150 × bet) and four ×25
// (sum 100) would pay 15 000 × bet; the round pays exactly 2000 × bet. The
// cap is reached on the first step, so what falls in afterwards cannot
// change it: the game's own random refill is used.
func TestFG5_CapPaysExactlyTheLimit(t *testing.T) {
	g := mustGame(t)
	s := screenOf(t, g.alphabet,
		"x25 rose rose rose rose rose x25",
		"rose rose rose rose rose rose rose",
		"rose rose rose rose rose rose rose",
		"rose rose rose rose rose rose rose",
		"rose rose rose rose rose rose rose",
		"rose rose rose rose rose rose rose",
		"x25 rose rose rose rose rose x25",
	)
	out, sp := playScreen(t, g, s, 250, nil, rng.NewStream(1, 0))
	require.True(t, out.Capped)
	require.True(t, sp.Capped)
	require.Equal(t, slotmech.Money(capX*250), out.Win)
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
		p := g.newPlayer()
		out, err := p.PlayForced(&games.Forced{Bet: bet, Screen: s}, rng.NewStream(seed, 0), nil)
		if err != nil {
			t.Fatal(err)
		}
		if out.Win < 0 || out.Win > capX*bet || out.Capped != (out.Win == capX*bet) {
			t.Fatalf("spin paid %d (capped %v) at bet %d, cap %d", out.Win, out.Capped, bet, capX*bet)
		}

		mode := rapid.SampledFrom(g.Modes()).Draw(t, "mode").Name
		if out, err = p.Play(bet, mode, rng.NewStream(seed, 1), nil); err != nil {
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
	gm := mustGame(t).newPlayer().gamble
	for _, tc := range []struct {
		draw uint64
		want slotmech.Money
	}{{1 << 58, 0}, {1<<63 + 1<<58, 2 * 370}} {
		src := rng.NewReplayer([]uint64{tc.draw})
		got, red, err := gambleOnce(gm, 370, src)
		require.NoError(t, err)
		require.Equal(t, tc.want, got)
		require.Equal(t, tc.want > 0, red)
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
	p := g.newPlayer()
	doubled, lost, same := 0, 0, 0
	for seed := range uint64(3000) {
		std, err := p.Play(100, games.Standard, rng.NewStream(seed, 0), nil)
		require.NoError(t, err)
		gam, err := p.Play(100, gambleMode, rng.NewStream(seed, 0), nil)
		require.NoError(t, err)
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
