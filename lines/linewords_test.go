package lines_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech/internal/cputime"
	"github.com/slotmech/slotmech/lines"
)

// TestPropLineWordsEvaluateAsTheScreen checks, for random configurations and
// screens, that EvaluateLineWords of the OR of the reels' ReelLineWords
// gives exactly Evaluate's result (wins, total, positions), starting from a
// Result that held other wins.
func TestPropLineWordsEvaluateAsTheScreen(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := genGame(t, false)
		s := g.genScreen(t)
		n := g.e.LineWordsLen()
		require.Equal(t, 2*g.e.NumLines(), n)
		words := make([]uint64, n)
		part := make([]uint64, n)
		for reel := range g.cfg.Reels {
			g.e.ReelLineWords(reel, s.ReelWord(reel), part)
			for i := range words {
				words[i] |= part[i]
			}
		}
		want := evaluate(g.e, s)
		var got lines.Result
		got.Wins = append(got.Wins, lines.Win{Line: 99, Factor: 7})
		got.Total, got.Positions = 7, 1
		g.e.EvaluateLineWords(words, &got)
		if len(want.Wins) == 0 {
			require.Empty(t, got.Wins)
			got.Wins, want.Wins = nil, nil
		}
		require.Equal(t, want, got)
	})
}

// TestLineWordsRefuse checks the panics of a reel outside the screen and of
// short slices.
func TestLineWordsRefuse(t *testing.T) {
	e := mustNew(t, crystalSpin())
	require.Panics(t, func() { e.ReelLineWords(5, 0, make([]uint64, e.LineWordsLen())) })
	require.Panics(t, func() { e.ReelLineWords(-1, 0, make([]uint64, e.LineWordsLen())) })
	require.Panics(t, func() { e.ReelLineWords(0, 0, make([]uint64, e.LineWordsLen()-1)) })
	var r lines.Result
	require.Panics(t, func() { e.EvaluateLineWords(make([]uint64, e.LineWordsLen()-1), &r) })
}

// BenchmarkLines5x3Words measures one EvaluateLineWords on the screens of
// BenchmarkLines5x3, their line words computed beforehand (as a strip game
// computes them from each stop's part): Evaluate without reading the
// screen.
func BenchmarkLines5x3Words(b *testing.B) {
	e := mustNew(b, crystalSpin())
	screens := benchScreens(1024)
	n := e.LineWordsLen()
	words := make([]uint64, 1024*n)
	part := make([]uint64, n)
	for i := range screens {
		for reel := range 5 {
			e.ReelLineWords(reel, screens[i].ReelWord(reel), part)
			for k := range part {
				words[i*n+k] |= part[k]
			}
		}
	}
	var r lines.Result
	b.ReportAllocs()
	i := 0
	stop := cputime.Start(b)
	for b.Loop() {
		k := i & 1023
		e.EvaluateLineWords(words[k*n:(k+1)*n], &r)
		i++
	}
	stop()
}
