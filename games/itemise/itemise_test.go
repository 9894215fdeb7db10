package itemise_test

import (
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/itemise"
	"github.com/slotmech/slotmech/lines"
	"github.com/slotmech/slotmech/lines/ways"
	"github.com/stretchr/testify/require"
)

// screen3 is a 3 × 3 screen of symbol 1 with symbol 2 in the middle.
func screen3() slotmech.Screen {
	s := slotmech.NewScreen(3, 3)
	for p := range s.Positions().All() {
		s.Set(p.Reel(), p.Row(), 1)
	}
	s.Set(1, 1, 2)
	return s
}

// Each evaluator's wins become games.Wins with the documented Count and
// Line, appended after what dst held.
func TestMapping(t *testing.T) {
	s := screen3()
	pays := map[slotmech.Symbol][]slotmech.Factor{1: {0, 0, 0, slotmech.Whole(2)}}
	prior := []games.Win{{Symbol: 9}}

	le, err := lines.New(lines.Config{Reels: 3, Rows: 3, Lines: [][]int{{1, 1, 1}, {0, 0, 0}}, Pays: pays})
	require.NoError(t, err)
	var lr slotmech.Result
	le.Evaluate(&s, &lr)
	got := itemise.Wins(append([]games.Win(nil), prior...), &lr)
	require.Equal(t, []games.Win{prior[0], {Symbol: 1, Count: 3, Line: 2, Factor: slotmech.Whole(2), Positions: le.Line(1)}}, got)

	ce, err := cluster.NewPayAnywhere(cluster.PayAnywhereConfig{Classes: []cluster.Range{{Min: 8, Max: 9}},
		Pays: map[slotmech.Symbol][]slotmech.Factor{1: {slotmech.Whole(5)}}})
	require.NoError(t, err)
	var cr slotmech.Result
	ce.Evaluate(&s, &cr)
	require.Equal(t, []games.Win{{Symbol: 1, Count: 8, Factor: slotmech.Whole(5), Positions: s.Where(1)}}, itemise.Wins(nil, &cr))

	we, err := ways.New(ways.Config{Reels: 3, Rows: 3, Pays: pays})
	require.NoError(t, err)
	var wr slotmech.Result
	we.Evaluate(&s, &wr)
	// 3·2·3 = 18 ways of 3 × 2.
	require.Equal(t, []games.Win{{Symbol: 1, Count: 3, Factor: slotmech.Whole(36), Positions: s.Where(1), Ways: 18}}, itemise.Wins(nil, &wr))
}
