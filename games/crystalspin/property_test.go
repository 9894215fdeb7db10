package crystalspin_test

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
)

// drawGame draws stops for the built-in strips and a stake.
func drawGame(t *rapid.T, g *crystalspin.Game) ([]int, slotmech.Money) {
	stops := make([]int, crystalspin.Reels)
	for r, n := range g.StripLengths() {
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
	rapid.Check(t, func(t *rapid.T) {
		stops, stake := drawGame(t, g)
		a := &games.Outcome{Detail: true}
		if err := g.PlayStops(stops, stake, a, nil); err != nil {
			t.Fatal(err)
		}
		b := &games.Outcome{}
		perLine := make([]slotmech.Money, crystalspin.NumLines)
		var tallied slotmech.Money
		steps := 0
		tally := func(w games.PaidWin) {
			perLine[w.Line] += w.Paid
			tallied += w.Paid
			steps = max(steps, w.Step+1)
		}
		if err := g.PlayStops(stops, stake, b, tally); err != nil {
			t.Fatal(err)
		}
		again := &games.Outcome{Detail: true}
		if err := g.PlayStops(stops, stake, again, nil); err != nil {
			t.Fatal(err)
		}
		a.Scratch, again.Scratch = nil, nil
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
		out := &games.Outcome{Detail: true}
		if err := g.PlayStops(stops, stake, out, nil); err != nil {
			t.Fatal(err)
		}
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

// Stops outside the strips are refused, never played.
func TestPlayStopsRefusesBadStops(t *testing.T) {
	g := crystalspin.New()
	out := &games.Outcome{}
	for _, stops := range [][]int{nil, {0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}, {-1, 0, 0, 0, 0}, {0, 0, 0, 0, 32}} {
		if err := g.PlayStops(stops, 100, out, nil); err == nil {
			t.Errorf("stops %v accepted", stops)
		}
	}
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
		if _, err := crystalspin.NewWithStrips(strips); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// PlayScreen refuses screens of the wrong size or with foreign symbols, and
// a refill list that runs out is an error, never a fresh draw.
func TestPlayScreenRefusesBadInput(t *testing.T) {
	g := crystalspin.New()
	out := &games.Outcome{}
	if err := g.PlayScreen(slotmech.NewScreen(5, 4), quiet(t), 100, out); err == nil {
		t.Error("5x4 screen accepted")
	}
	s := screen(t, "LPLPL", "OXOXO", "CGCGC")
	s.Set(2, 1, 0)
	if err := g.PlayScreen(s, quiet(t), 100, out); err == nil {
		t.Error("empty position accepted")
	}
	if err := g.PlayScreen(screen(t, "LPLPL", "OXOXO", "CGCGC"), nil, 100, out); err == nil {
		t.Error("nil refill accepted")
	}
	if err := g.PlayScreen(screen(t, "77777", "LPLPL", "OXOXO"), lists(t, "", "", "", "", ""), 100, out); err == nil {
		t.Error("exhausted refill accepted")
	}
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
		_ = g.PlayStops([]int{0, 0, 0, 0, 0}, 100, &games.Outcome{}, nil) // may hit the step bound, never hang
	})
}
