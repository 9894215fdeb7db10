package crystalspin_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/tumble"
)

// drawGame draws stops for the built-in strips and a stake.
func drawGame(t *rapid.T, g games.Game) ([]int, slotmech.Money) {
	stops := make([]int, crystalspin.Reels)
	for r, n := range g.NewPlayer().(exact.StripPlayer).StripLengths() {
		stops[r] = rapid.IntRange(0, n-1).Draw(t, "stop")
	}
	return stops, rapid.SampledFrom(crystalspin.Stakes()).Draw(t, "stake")
}

// CS-8: the same stops give the same game, itemised or not, and what the
// tally reports adds up to the win; the cascade ends; every win is
// non-negative and a multiple of the stake unless a cap cut it (CS-4:
// whole factors); no line pays more than the cap (CS-10).
func TestCS_8_StopsDetermineTheGame(t *testing.T) {
	g := crystalspin.New()
	sp := g.NewPlayer().(exact.StripPlayer)
	rapid.Check(t, func(t *rapid.T) {
		stops, stake := drawGame(t, g)
		a := playStops(t, g, stops, stake)
		perLine := make([]slotmech.Money, len(crystalspin.Paylines()))
		var tallied slotmech.Money
		steps, lastStep := 0, 1
		tally := func(w games.PaidWin) {
			if w.Line < 1 || w.Line > len(crystalspin.Paylines()) || w.Step < lastStep {
				t.Fatalf("tally: line %d step %d after step %d", w.Line, w.Step, lastStep)
			}
			lastStep = w.Step
			perLine[w.Line-1] += w.Paid
			tallied += w.Paid
			steps = max(steps, w.Step)
		}
		b, err := sp.PlayStops(stops, stake, tally)
		if err != nil {
			t.Fatal(err)
		}
		again := playStops(t, g, stops, stake)
		if len(a.Spins) != 1 || len(again.Spins) != 1 {
			t.Fatalf("spins: %d and %d", len(a.Spins), len(again.Spins))
		}
		if a.Win != again.Win || a.Spins[0].Screen != again.Spins[0].Screen || len(a.Spins[0].Steps) != len(again.Spins[0].Steps) {
			t.Fatalf("the same stops gave two games: %+v and %+v", a, again)
		}
		if a.Win != b.Win || a.Win != tallied || a.Capped != b.Capped {
			t.Fatalf("win %d itemised, %d plain, %d tallied", a.Win, b.Win, tallied)
		}
		if steps != len(a.Spins[0].Steps) {
			t.Fatalf("tally saw %d steps, itemised %d", steps, len(a.Spins[0].Steps))
		}
		var sum slotmech.Money
		for _, st := range a.Spins[0].Steps {
			if st.Win < 0 {
				t.Fatalf("negative step win %d", st.Win)
			}
			sum += st.Win
		}
		if sum != a.Win || a.Spins[0].Win != a.Win {
			t.Fatalf("steps add up to %d, spin %d, win %d", sum, a.Spins[0].Win, a.Win)
		}
		if a.Win < 0 || (!a.Capped && a.Win%stake != 0) {
			t.Fatalf("win %d at stake %d (capped %v)", a.Win, stake, a.Capped)
		}
		for l, p := range perLine {
			if p > crystalspin.LineCap {
				t.Fatalf("line %d paid %d", l+1, p)
			}
		}
		if a.Bet != stake || a.Stake != stake {
			t.Fatalf("bet %d stake %d, want %d", a.Bet, a.Stake, stake)
		}
	})
}

// CS-6, CS-8: each winning step pays at most one win per line, and the
// cascade explodes at least 3 positions per step, so it ends within the
// bound.
func TestCS_6_OneWinPerLinePerStep(t *testing.T) {
	g := crystalspin.New()
	rapid.Check(t, func(t *rapid.T) {
		stops, stake := drawGame(t, g)
		out := playStops(t, g, stops, stake)
		if n := len(out.Spins[0].Steps); n > crystalspin.MaxSteps {
			t.Fatalf("%d steps", n)
		}
		for k, st := range out.Spins[0].Steps {
			seen := map[int]bool{}
			for _, w := range st.Wins {
				if seen[w.Line] {
					t.Fatalf("step %d: line %d paid twice", k, w.Line)
				}
				seen[w.Line] = true
				if w.Count < 3 || w.Count > 5 || w.Positions.Len() != w.Count {
					t.Fatalf("step %d: run of %d on %d positions", k, w.Count, w.Positions.Len())
				}
			}
			if len(st.Wins) == 0 {
				t.Fatalf("step %d without wins", k)
			}
		}
	})
}

// Stops outside the strips are refused, never played, with an error
// wrapping games.ErrStops that names the stops or the reel at fault.
func TestPlayStopsRefusesBadStops(t *testing.T) {
	p := crystalspin.New().NewPlayer().(exact.StripPlayer)
	for stops, field := range map[string]string{
		"":            "crystal-spin: stops",
		"0 0 0 0":     "crystal-spin: stops",
		"0 0 0 0 0 0": "crystal-spin: stops",
		"-1 0 0 0 0":  "crystal-spin: reel 0 stop",
		"0 0 0 0 32":  "crystal-spin: reel 4 stop",
	} {
		var s []int
		for _, f := range strings.Fields(stops) {
			n, _ := strconv.Atoi(f)
			s = append(s, n)
		}
		_, err := p.PlayStops(s, 100, nil)
		require.ErrorIs(t, err, games.ErrStops, "stops %v", s)
		var e *slotmech.Error
		require.ErrorAs(t, err, &e)
		require.Equal(t, field, e.Field, "stops %v", s)
	}
	_, err := p.PlayStops([]int{0, 0, 0, 0, 32}, 100, nil)
	require.EqualError(t, err, `games: crystal-spin: reel 4 stop: stops outside the strips "32": reel 4 stops at 0 to 31`)
}

// NewWithStrips refuses bad strips with an error naming the place.
func TestNewWithStripsRefusesBadStrips(t *testing.T) {
	ok := []slotmech.Symbol{1, 2, 3}
	for name, strips := range map[string][][]slotmech.Symbol{
		"four reels":   {ok, ok, ok, ok},
		"short strip":  {ok, ok, {1, 2}, ok, ok},
		"empty symbol": {ok, ok, ok, {1, 0, 2}, ok},
		"symbol 12":    {ok, ok, ok, ok, {1, 2, 12}},
	} {
		_, err := crystalspin.NewWithStrips(strips)
		require.ErrorIs(t, err, crystalspin.ErrConfig, name)
		var e *slotmech.Error
		require.ErrorAs(t, err, &e, name)
		require.Equal(t, "NewWithStrips", e.Op, name)
	}
	_, err := crystalspin.NewWithStrips([][]slotmech.Symbol{ok, ok, ok, {1, 0, 2}, ok})
	require.EqualError(t, err, "crystalspin: reel 3 strip position 1: 0: not a Crystal Spin symbol (1 to 11)")
}

// PlayForced refuses what it cannot play with an error wrapping
// games.ErrForced that names the place (counted from 0); a refill list
// that runs out is an error naming the reel and the cascade step, never a
// fresh draw.
func TestPlayForcedRefusesBadInput(t *testing.T) {
	p := crystalspin.New().NewPlayer()
	good := func() *games.Forced {
		return &games.Forced{Bet: 100, Screen: screen(t, "LPLPL", "OXOXO", "CGCGC"), Refill: quiet(t)}
	}
	_, err := p.PlayForced(good(), nil, nil)
	require.NoError(t, err)
	for _, c := range []struct {
		name, msg string
		edit      func(f *games.Forced)
	}{
		{"5x4 screen", `games: crystal-spin: screen: forced play refused "5 reels × 4 rows": want 5 reels × 3 rows`,
			func(f *games.Forced) { f.Screen = slotmech.NewScreen(5, 4) }},
		{"empty position", `games: crystal-spin: screen row 1 reel 3: forced play refused "0": not one of the Symbols (1 to 11)`,
			func(f *games.Forced) { f.Screen.Set(3, 1, slotmech.Empty) }},
		{"foreign symbol", `games: crystal-spin: screen row 2 reel 0: forced play refused "12": not one of the Symbols (1 to 11)`,
			func(f *games.Forced) { f.Screen.Set(0, 2, 12) }},
		{"nil refill", "games: crystal-spin: refill: forced play refused: none given: the game refills from the strips above its stops, which a forced screen has not; give one list per reel",
			func(f *games.Forced) { f.Refill = nil }},
		{"four lists", `games: crystal-spin: refill: forced play refused "4 lists": want one list per reel, 5`,
			func(f *games.Forced) { f.Refill = f.Refill[:4] }},
		{"foreign refill symbol", `games: crystal-spin: refill reel 1 entry 2: forced play refused "0": not one of the Symbols (1 to 11)`,
			func(f *games.Forced) { f.Refill[1][2] = slotmech.Empty }},
		{"state", `games: crystal-spin: state: forced play refused "full_house": not an input of this game`,
			func(f *games.Forced) { f.State.SetFlag(crystalspin.FactFullHouse, true) }},
		{"mode", `games: crystal-spin: mode: bet refused "ante": the game has one mode, "standard"`,
			func(f *games.Forced) { f.Mode = "ante" }},
	} {
		f := good()
		c.edit(f)
		_, err := p.PlayForced(f, nil, nil)
		if c.name == "mode" {
			require.ErrorIs(t, err, games.ErrBet, c.name)
		} else {
			require.ErrorIs(t, err, games.ErrForced, c.name)
		}
		require.ErrorContains(t, err, c.msg, c.name)
		var e *slotmech.Error
		require.ErrorAs(t, err, &e, c.name)
	}
	_, err = p.PlayForced(nil, nil, nil)
	require.ErrorIs(t, err, games.ErrForced)

	// Three sevens on the middle row explode; reel 3's list is empty.
	f := good()
	f.Screen = screen(t, "LPLPL", "77777", "OXOXO")
	f.Refill[2] = nil
	_, err = p.PlayForced(f, nil, nil)
	require.ErrorIs(t, err, games.ErrForced)
	require.ErrorIs(t, err, tumble.ErrExhausted)
	require.EqualError(t, err, "games: crystal-spin: refill after cascade step 1: forced play refused: "+
		"tumble: reel 2: refill list exhausted: 1 more symbols needed, 0 left of 0")
}

// FuzzNewWithStrips: any strips are refused or accepted without a panic,
// and accepted ones play.
func FuzzNewWithStrips(f *testing.F) {
	f.Add([]byte("\x01\x02\x03\x04\x05\x06"), 3)
	f.Add([]byte("\x0b\x0b\x0b\x0b\x0b\x0b\x0b\x0b\x0b\x0b\x0b\x0b\x0b\x0b\x0b"), 3)
	f.Add([]byte{0, 12, 255}, 1)
	f.Fuzz(func(t *testing.T, data []byte, n int) {
		if n < 1 || n > 8 {
			return
		}
		var strips [][]slotmech.Symbol
		for i := 0; i+n <= len(data) && len(strips) < 6; i += n {
			var s []slotmech.Symbol
			for _, b := range data[i : i+n] {
				s = append(s, slotmech.Symbol(b))
			}
			strips = append(strips, s)
		}
		g, err := crystalspin.NewWithStrips(strips)
		if err != nil {
			return
		}
		_, _ = g.NewPlayer().(exact.StripPlayer).PlayStops([]int{0, 0, 0, 0, 0}, 100, nil) // may hit the step bound, never hang
	})
}
