package gamble_test

import (
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// A Gamble resumed from its State and History is the same gamble: every
// move after it does what it would have done on the original.
func TestResumeIsTheSameGamble(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := gamble.Config{Unit: 1, History: rapid.IntRange(0, 6).Draw(t, "history"),
			MaxAtRisk:    slotmech.Money(rapid.SampledFrom([]int64{0, 1000}).Draw(t, "max")),
			MaxDoublings: rapid.IntRange(0, 4).Draw(t, "doublings")}
		g, err := gamble.New(cfg)
		require.NoError(t, err)
		src := rng.NewStream(rapid.Uint64().Draw(t, "seed"), 0)
		for range rapid.IntRange(0, 30).Draw(t, "moves") {
			r, err := gamble.Resume(cfg, g.State(), g.History())
			require.NoError(t, err, "%+v", g.State())
			require.Equal(t, g.State(), r.State())
			require.Equal(t, g.History(), r.History())
			switch rapid.IntRange(0, 3).Draw(t, "move") {
			case 0:
				a := slotmech.Money(rapid.Int64Range(1, 400).Draw(t, "amount"))
				require.Equal(t, g.Start(a, false), r.Start(a, false))
			case 1:
				v := src.Uint64()
				o1, e1 := g.Pick(gamble.Red, rng.NewReplayer([]uint64{v}))
				o2, e2 := r.Pick(gamble.Red, rng.NewReplayer([]uint64{v}))
				require.Equal(t, o1, o2)
				require.Equal(t, e1, e2)
			case 2:
				c1, e1 := g.Half()
				c2, e2 := r.Half()
				require.Equal(t, c1, c2)
				require.Equal(t, e1, e2)
			default:
				c1, e1 := g.Collect()
				c2, e2 := r.Collect()
				require.Equal(t, c1, c2)
				require.Equal(t, e1, e2)
			}
			require.Equal(t, g.State(), r.State())
		}
	})
}

// Resume refuses a state no gamble of the configuration could reach,
// naming the field.
func TestResumeRefusesImpossibleStates(t *testing.T) {
	cfg := gamble.Config{Unit: 1, History: 5, MaxAtRisk: 1000}
	for _, tt := range []struct {
		st      gamble.State
		history []gamble.Card
		msg     string
	}{
		{gamble.State{Open: true, Amount: 10, AtRisk: 11}, nil, "gamble: State.Amount: is 10, credited + at risk + lost − won is not the amount"},
		{gamble.State{Open: true, Amount: 600, AtRisk: 600}, nil, "gamble: State.AtRisk: is 600, an open gamble is within the limits of its configuration"},
		{gamble.State{Amount: 10, AtRisk: 10}, nil, "State.AtRisk: is 10, an ended gamble has nothing at risk"},
		{gamble.State{Amount: 10, Credited: 10}, nil, "State.End: is 0, a gamble that has been played has an end reason"},
		{gamble.State{Amount: 10, Lost: 10, End: gamble.Collected}, nil, "State.Lost: is 10, a gamble loses exactly when it ends lost"},
		{gamble.State{Amount: -1, Lost: -1, End: gamble.Lost}, nil, "State.Amount: -1 is negative"},
		{gamble.State{}, []gamble.Card{1, 2, 3, 4, 5, 6}, "history: is 6, more cards than Config.History, 5"},
		{gamble.State{}, []gamble.Card{52}, "history[0]: 52 is not a card"},
	} {
		_, err := gamble.Resume(cfg, tt.st, tt.history)
		require.ErrorIs(t, err, gamble.ErrState)
		require.ErrorContains(t, err, tt.msg)
	}
	_, err := gamble.Resume(gamble.Config{}, gamble.State{}, nil)
	require.ErrorIs(t, err, gamble.ErrConfig)
}
