package lines_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/cputime"
	"github.com/slotmech/slotmech/internal/linewords"
	"github.com/slotmech/slotmech/lines"
)

// TestPropLineWordsEvaluateAsTheScreen checks, for random configurations and
// screens, that EvaluateLineWords of the OR of the reels' ReelLineWords
// gives exactly Evaluate's result (wins, total, positions), starting from a
// Result that held other wins, and so does EvaluateLineWordsOf of the parts
// of the other reels and of the last one.
func TestPropLineWordsEvaluateAsTheScreen(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := genGame(t, false)
		s := g.genScreen(t)
		n := fast(g.e).LineWordsLen()
		require.Equal(t, 2*g.e.NumLines(), n)
		words := make([]uint64, n)
		part := make([]uint64, n)
		rest := make([]uint64, n) // the OR of every reel's part but the last one's
		for reel := range g.cfg.Reels {
			copy(rest, words)
			fast(g.e).ReelLineWords(reel, s.ReelWord(reel), part)
			for i := range words {
				words[i] |= part[i]
			}
		}
		want := evaluate(g.e, s)
		var got slotmech.Result
		got.Wins = append(got.Wins, slotmech.Win{Line: 99, Factor: 7})
		got.Total, got.Positions = 7, 1
		linewords.EvaluateLineWords(fast(g.e), words, &got)
		if len(want.Wins) == 0 {
			require.Empty(t, got.Wins)
			got.Wins, want.Wins = nil, nil
		}
		require.Equal(t, want, got)

		// EvaluateLineWordsOf of the parts split around the last reel.
		var of slotmech.Result
		linewords.EvaluateLineWordsOf(fast(g.e), rest, part, &of)
		if len(of.Wins) == 0 {
			of.Wins = nil
		}
		require.Equal(t, want, of)
	})
}

// TestLineWordsRefuse checks the panics of a reel outside the screen and of
// short slices.
func TestLineWordsRefuse(t *testing.T) {
	e := mustNew(t, crystalSpin())
	require.Panics(t, func() { fast(e).ReelLineWords(5, 0, make([]uint64, fast(e).LineWordsLen())) })
	require.Panics(t, func() { fast(e).ReelLineWords(-1, 0, make([]uint64, fast(e).LineWordsLen())) })
	require.Panics(t, func() { fast(e).ReelLineWords(0, 0, make([]uint64, fast(e).LineWordsLen()-1)) })
	var r slotmech.Result
	require.Panics(t, func() {
		linewords.EvaluateLineWords(fast(e), make([]uint64, fast(e).LineWordsLen()-1), &r)
	})
}

// BenchmarkLines5x3Words measures one EvaluateLineWords on the screens of
// BenchmarkLines5x3, their line words computed beforehand (as a strip game
// computes them from each stop's part): Evaluate without reading the
// screen.
func BenchmarkLines5x3Words(b *testing.B) {
	e := mustNew(b, crystalSpin())
	screens := benchScreens(1024)
	n := fast(e).LineWordsLen()
	words := make([]uint64, 1024*n)
	part := make([]uint64, n)
	for i := range screens {
		for reel := range 5 {
			fast(e).ReelLineWords(reel, screens[i].ReelWord(reel), part)
			for k := range part {
				words[i*n+k] |= part[k]
			}
		}
	}
	var r slotmech.Result
	b.ReportAllocs()
	i := 0
	stop := cputime.Start(b)
	for b.Loop() {
		k := i & 1023
		linewords.EvaluateLineWords(fast(e), words[k*n:(k+1)*n], &r)
		i++
	}
	stop()
}

// TestPropLineReachesIsSafe checks, for random configurations and screens,
// that a line LineReaches says does not reach a reel wins exactly the same
// (EvaluateLineWords: none, or the same win) whatever that reel shows, and
// that other directions always report true. It logs how many LeftToRight
// lines it found that do not reach the reel; that the answer false is
// given at all is checked by TestLineReachesKnown, which does not depend
// on what rapid draws (with the 20 checks of -short a run could draw no
// such line, and this test once failed for it).
func TestPropLineReachesIsSafe(t *testing.T) {
	var unreached, lefts int
	rapid.Check(t, func(t *rapid.T) {
		g := genGame(t, false)
		s := g.genScreen(t)
		reel := rapid.IntRange(0, g.cfg.Reels-1).Draw(t, "reel")
		n := fast(g.e).LineWordsLen()
		rest, part := make([]uint64, n), make([]uint64, n)
		for r := range g.cfg.Reels {
			if r == reel {
				continue
			}
			fast(g.e).ReelLineWords(r, s.ReelWord(r), part)
			for i := range rest {
				rest[i] |= part[i]
			}
		}
		other := *s // the same screen with reel showing other symbols
		for row := range g.cfg.Rows {
			other.Set(reel, row, slotmech.Symbol(rapid.IntRange(0, g.alpha-1).Draw(t, "other")))
		}
		winOf := func(s *slotmech.Screen, l int) (slotmech.Win, bool) {
			words := slices.Clone(rest)
			fast(g.e).ReelLineWords(reel, s.ReelWord(reel), part)
			for i := range words {
				words[i] |= part[i]
			}
			var r slotmech.Result
			linewords.EvaluateLineWords(fast(g.e), words, &r)
			for _, w := range r.Wins {
				if w.Line == l {
					return w, true
				}
			}
			return slotmech.Win{}, false
		}
		for l := range g.e.NumLines() {
			reaches := fast(g.e).LineReaches(rest, l, reel)
			if g.cfg.Direction != lines.LeftToRight {
				require.True(t, reaches, "direction %v", g.cfg.Direction)
				continue
			}
			lefts++
			if reaches {
				continue
			}
			unreached++
			w1, ok1 := winOf(s, l)
			w2, ok2 := winOf(&other, l)
			require.Equal(t, ok1, ok2, "line %d pays on one screen only", l)
			require.Equal(t, w1, w2, "line %d", l)
		}
	})
	t.Logf("%d of %d LeftToRight lines did not reach the reel", unreached, lefts)
}

// TestLineReachesKnown: Crystal Spin's lines read LeftToRight, on a screen
// whose middle row (line 0) is "7 B L 7 7": the run of sevens ends on reel
// 0 and the bells' on reel 1, so line 0 does not reach reels 2 to 4 and
// does reach reels 0 and 1. The top row (line 1) is "7 7 7 W C": a run of
// sevens and a wild reach reel 3, and reel 4 may lengthen it.
func TestLineReachesKnown(t *testing.T) {
	cfg := crystalSpin()
	cfg.Direction = lines.LeftToRight
	e := mustNew(t, cfg)
	s := screen(t,
		"7 7 7 W C",
		"7 B L 7 7",
		"C L C L C",
	)
	without := func(reel int) []uint64 { // the line words of every reel but reel
		words, part := make([]uint64, fast(e).LineWordsLen()), make([]uint64, fast(e).LineWordsLen())
		for r := range s.Reels() {
			if r != reel {
				fast(e).ReelLineWords(r, s.ReelWord(r), part)
				for i := range words {
					words[i] |= part[i]
				}
			}
		}
		return words
	}
	for reel, want := range []bool{true, true, false, false, false} {
		require.Equal(t, want, fast(e).LineReaches(without(reel), 0, reel), "middle row, reel %d", reel)
	}
	for reel := range s.Reels() {
		require.True(t, fast(e).LineReaches(without(reel), 1, reel), "top row, reel %d", reel)
	}
}

// TestLineReachesRefuses checks the panics of a reel outside the screen and
// of a line that is not one.
func TestLineReachesRefuses(t *testing.T) {
	e := mustNew(t, crystalSpin())
	words := make([]uint64, fast(e).LineWordsLen())
	require.Panics(t, func() { fast(e).LineReaches(words, 0, 5) })
	require.Panics(t, func() { fast(e).LineReaches(words, 0, -1) })
	require.Panics(t, func() { fast(e).LineReaches(words, e.NumLines(), 0) })
	require.Panics(t, func() { fast(e).LineReaches(words, -1, 0) })
	require.NotPanics(t, func() { fast(e).LineReaches(words, e.NumLines()-1, 4) })
}
