package crystalspin

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/lines"
)

// CS-5 (with CS-4 and CS-7): the fast no-win test of filter.go says "may
// win" exactly for the screens on which the lines evaluator finds a win, so
// skipping the evaluator when it says no never loses a pay.
func TestCS_5_FilterMatchesEvaluator(t *testing.T) {
	g := New()
	rapid.Check(t, func(t *rapid.T) {
		// Few distinct symbols and many wilds, so that wins are common.
		pool := rapid.SliceOfN(rapid.IntRange(int(Wild), int(Cherry)), 1, 4).Draw(t, "pool")
		s := slotmech.NewScreen(Reels, Rows)
		for r := range Reels {
			for row := range Rows {
				s.Set(r, row, slotmech.Symbol(rapid.SampledFrom(pool).Draw(t, "sym")))
			}
		}
		var res lines.Result
		g.eval.Evaluate(&s, &res)
		if got, want := screenMayWin(&s), len(res.Wins) > 0; got != want {
			t.Fatalf("filter says %v, evaluator found %d wins on\n%s", got, len(res.Wins), s.Format(Alphabet()))
		}
	})
}

// The filter words of the strips are those of the windows they stand for.
func TestStripWordsMatchWindows(t *testing.T) {
	g := New()
	s := slotmech.NewScreen(Reels, Rows)
	for r := range Reels {
		for stop := range g.lens[r] {
			stops := []int{0, 0, 0, 0, 0}
			stops[r] = stop
			if err := g.strips.Window(&s, stops); err != nil {
				t.Fatal(err)
			}
			if got, want := g.words[r][stop], reelWord(r, s.Reel(r)); got != want {
				t.Fatalf("reel %d stop %d: word %#x, window gives %#x", r, stop, got, want)
			}
		}
	}
}

// The built-in strips are valid data: 5 strips of 32 Crystal Spin symbols.
func TestBuiltInStripsValid(t *testing.T) {
	for r, strip := range reelStrips {
		if len(strip) != 32 {
			t.Errorf("reel %d: %d symbols", r, len(strip))
		}
		for i := range len(strip) {
			if !validSymbol(stripLetter(strip[i])) {
				t.Errorf("reel %d position %d: %q", r, i, strip[i])
			}
		}
	}
	if _, err := NewWithStrips(Strips()); err != nil {
		t.Fatal(err)
	}
}
