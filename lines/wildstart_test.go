package lines_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/lines"
)

// noWildStart returns the Crystal Spin lines in direction d under the
// NoWildStart policy.
func noWildStart(t *testing.T, d lines.Direction) *lines.Evaluator {
	cfg := crystalSpin()
	cfg.Direction = d
	cfg.WildRuns, cfg.WildPaysAs = lines.NoWildStart, slotmech.Empty
	return mustNew(t, cfg)
}

// Known answers of NoWildStart on the middle line (line 0), in every
// direction: a run that starts with the wild, where it is read from, pays
// nothing; the wild still substitutes after a run's first symbol.
func TestNoWildStartKnownAnswers(t *testing.T) {
	bellPays := whole(5, 10, 50)
	for _, tc := range []struct {
		dir           lines.Direction
		mid           string
		start, length int // 0, 0: line 0 pays nothing
		wilds         int
	}{
		// Left to right: a line that starts with a wild pays nothing.
		{lines.LeftToRight, "W B B C L", 0, 0, 0},
		{lines.LeftToRight, "W W W W W", 0, 0, 0},
		{lines.LeftToRight, "B W B C L", 0, 3, 1},
		{lines.LeftToRight, "B B W W W", 0, 5, 3},
		// Right to left: runs start on the last reel.
		{lines.RightToLeft, "C L B B W", 0, 0, 0},
		{lines.RightToLeft, "C L W B B", 2, 3, 1},
		{lines.RightToLeft, "W B B B B", 0, 5, 1},
		// Both ways: each way for its own runs; a whole line is read both
		// ways and pays if either way starts with a symbol.
		{lines.BothWays, "W B B B W", 0, 0, 0},
		{lines.BothWays, "W B B B B", 0, 5, 1},
		{lines.BothWays, "B B B B W", 0, 5, 1},
		{lines.BothWays, "W B B C L", 0, 0, 0},
		{lines.BothWays, "C L B B W", 0, 0, 0},
		// Any run: a run pays unless the wild shows on both its ends.
		{lines.AnyRun, "W B B B W", 0, 4, 1},
		{lines.AnyRun, "C W B B C", 1, 3, 1},
		{lines.AnyRun, "C B B W C", 1, 3, 1},
		{lines.AnyRun, "C W B W C", 0, 0, 0},
		{lines.AnyRun, "W W W W W", 0, 0, 0},
		{lines.AnyRun, "W B B B B", 0, 5, 1},
	} {
		e := noWildStart(t, tc.dir)
		scr := middle(t, tc.mid)
		w := lineWin(evaluate(e, scr), 0)
		if tc.length == 0 {
			require.Zero(t, w.Factor, "%v %q pays %+v", tc.dir, tc.mid, w)
			continue
		}
		want := slotmech.Win{Line: 0, Symbol: bell, Count: tc.length,
			Factor: bellPays[tc.length], Positions: midRun(tc.start, tc.length)}
		require.Equal(t, want, w, "%v %q", tc.dir, tc.mid)
		require.Equal(t, tc.wilds, wildsOf(scr, w, wild), "%v %q: wilds in the run", tc.dir, tc.mid)
	}
}

// The same screens under PayAsSymbol pay where NoWildStart does not: the
// policy, not the table, makes the difference.
func TestNoWildStartAgainstPayAsSymbol(t *testing.T) {
	cfg := crystalSpin()
	cfg.Direction = lines.LeftToRight
	e := mustNew(t, cfg)
	require.Equal(t, slotmech.Whole(5), lineWin(evaluate(e, middle(t, "W B B C L")), 0).Factor)
	require.Equal(t, slotmech.Whole(100), lineWin(evaluate(e, middle(t, "W W W W W")), 0).Factor)
	n := noWildStart(t, lines.LeftToRight)
	require.Zero(t, lineWin(evaluate(n, middle(t, "W B B C L")), 0).Factor)
	require.Zero(t, lineWin(evaluate(n, middle(t, "W W W W W")), 0).Factor)
}

// Under NoWildStart no paid run starts with the wild in a way its direction
// reads it, and no line pays more than under PayOwn with no pay row for the
// wild, which pays the same runs and also the ones NoWildStart refuses.
func TestPropNoWildStart(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := genGame(t, false)
		if g.wild == slotmech.Empty {
			t.Skip("no wild")
		}
		// The same game under NoWildStart: no row for the wild, no
		// WildPaysAs (symbol 1 always has a row, so something pays).
		g.cfg.WildRuns, g.cfg.WildPaysAs = lines.NoWildStart, slotmech.Empty
		delete(g.cfg.Pays, g.wild)
		var err error
		g.e, err = lines.New(g.cfg)
		require.NoError(t, err)
		s := g.genScreen(t)
		r := evaluate(g.e, s)
		reels := g.cfg.Reels
		for _, w := range r.Wins {
			first := s.At(start(w), g.cfg.Lines[w.Line][start(w)]) == g.wild
			last := s.At(start(w)+w.Count-1, g.cfg.Lines[w.Line][start(w)+w.Count-1]) == g.wild
			ltr := g.cfg.Direction == lines.AnyRun || start(w) == 0 && g.cfg.Direction != lines.RightToLeft
			rtl := g.cfg.Direction == lines.AnyRun || start(w)+w.Count == reels && g.cfg.Direction != lines.LeftToRight
			require.True(t, ltr && !first || rtl && !last, "win %+v starts with the wild", w)
			require.Less(t, wildsOf(s, w, g.wild), w.Count, "a run of only wilds paid")
		}
		own := g.cfg
		own.WildRuns = lines.PayOwn
		eo, err := lines.New(own)
		require.NoError(t, err)
		require.Equal(t, oracleWins(g.cfg, s), r.Wins, "NoWildStart agrees with the brute-force reading")
		n := len(g.cfg.Lines)
		withPolicy, without := perLine(r, n), perLine(evaluate(eo, s), n)
		for i := range n {
			require.LessOrEqual(t, withPolicy[i], without[i], "line %d", i)
		}
	})
}

// oracleWins returns the wins of every line of s by the brute-force reading.
func oracleWins(cfg lines.Config, s *slotmech.Screen) []slotmech.Win {
	var wins []slotmech.Win
	for i := range cfg.Lines {
		if w := oracle(cfg, s, i); w.Factor > 0 {
			wins = append(wins, w)
		}
	}
	return wins
}
