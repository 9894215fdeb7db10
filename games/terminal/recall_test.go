package terminal_test

import (
	"encoding/json"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/record"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/internal/roundview"
	"github.com/slotmech/slotmech/internal/testfix/termfix"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// recordReplay replays r with g after a JSON round trip, as an auditor
// would read it back, and returns the outcome it read back.
func recordReplay(g games.Game, r *record.Record) (*roundview.Round, error) {
	b, err := json.Marshal(r)
	if err != nil {
		return nil, err
	}
	var back record.Record
	if err := json.Unmarshal(b, &back); err != nil {
		return nil, err
	}
	if err := record.Replay(g, &back); err != nil {
		return nil, err
	}
	v, err := roundview.Parse(back.Outcome)
	return &v, err
}

// outcome returns r's outcome as a view.
func outcome(t interface {
	require.TestingT
	Helper()
}, r *record.Record) roundview.Round {
	t.Helper()
	v, err := roundview.Parse(r.Outcome)
	require.NoError(t, err)
	return v
}

// TestRecallKnownAnswer checks every fact of the recall of three games:
// numbers, times, stakes, meters, the draws of each round (and not the
// jackpot's or the cards), the RISK that followed and the jackpot hits.
func TestRecallKnownAnswer(t *testing.T) {
	m, _ := scripted(t, 300,
		noHit, termfix.Pays(2), // game 1 wins 200
		red, black, // RISK: won on red, lost on red
		hit, termfix.Pays(1), // game 2 wins 100 and a jackpot
		noHit, termfix.Pays(3), // game 3 wins 1 000
		red, // RISK: won on red, then HALF, COLLECT
	)
	at2, at3 := at.Add(7e9), at.Add(9e9)
	_, err := m.Start(ctx, at)
	require.NoError(t, err)
	require.NoError(t, m.Risk(ctx))
	_, err = m.Pick(ctx, gamble.Red)
	require.NoError(t, err)
	_, err = m.Pick(ctx, gamble.Red)
	require.NoError(t, err)
	_, err = m.Start(ctx, at2)
	require.NoError(t, err)
	termfix.Refused(t, m, terminal.ErrState, func() error { return m.Risk(ctx) }) // locked (CS-20)
	_, err = m.ClearLockup(ctx, at2, "attendant 7", "", nil)
	require.NoError(t, err)
	termfix.Refused(t, m, gamble.ErrJackpot, func() error { return m.Risk(ctx) })
	_, err = m.Start(ctx, at3)
	require.NoError(t, err)
	require.NoError(t, m.Risk(ctx))
	_, err = m.Pick(ctx, gamble.Red)
	require.NoError(t, err)
	_, err = m.Half(ctx)
	require.NoError(t, err)
	_, err = m.Collect(ctx)
	require.NoError(t, err)

	rec := m.Recall()
	require.Len(t, rec, 3)
	g3, g2, g1 := rec[0], rec[1], rec[2]
	require.Equal(t, []uint64{3, 2, 1}, []uint64{g3.Seq, g2.Seq, g1.Seq}, "newest first")
	require.Equal(t, at, g1.At)
	require.Equal(t, at2, g2.At)
	require.Equal(t, at3, g3.At)

	require.Equal(t, slotmech.Money(100), g1.Stake)
	require.Equal(t, terminal.Reading{Credit: 300}, g1.Before)
	require.Equal(t, terminal.Reading{Credit: 200, Win: 200}, g1.After)
	require.Equal(t, record.Draws{termfix.Pays(2)}, g1.Record.Draws, "the round's draws only")
	require.Equal(t, "fake", g1.Record.Game)
	require.Equal(t, games.ConfigID(fakeGame(fakePays)), g1.Record.Config)
	require.Equal(t, slotmech.Money(100), g1.Record.Bet)
	require.Equal(t, games.Standard, g1.Record.Mode)
	require.Equal(t, slotmech.Money(200), outcome(t, &g1.Record).Win)
	require.Equal(t, [][]string{{"o2"}}, outcome(t, &g1.Record).Spins[0].Screen)
	require.Nil(t, g1.Jackpots)
	require.Equal(t, []terminal.RiskStep{
		{Action: terminal.RiskPick, Colour: gamble.Red, Card: gamble.NewCard(12, gamble.Hearts), AtRisk: 400},
		{Action: terminal.RiskPick, Colour: gamble.Red, Card: gamble.NewCard(7, gamble.Spades)},
	}, g1.RiskSteps)
	require.Equal(t, &gamble.State{End: gamble.Lost, Amount: 200, Lost: 400, Won: 200, Doublings: 1}, g1.Risk)
	require.Equal(t, terminal.Reading{Credit: 200}, g1.RiskEnd)

	require.Equal(t, terminal.Reading{Credit: 200}, g2.Before)
	require.Equal(t, terminal.Reading{Credit: 100, Win: 100}, g2.After)
	require.Len(t, g2.Jackpots, 1)
	require.Equal(t, poolName, g2.Jackpots[0].Pool)
	require.Equal(t, at2, g2.Jackpots[0].At)
	require.Nil(t, g2.Risk, "RISK was refused after the jackpot")
	require.Nil(t, g2.RiskSteps)
	require.Zero(t, g2.RiskEnd)

	require.Equal(t, terminal.Reading{Credit: 100, Win: 100}, g3.Before)
	require.Equal(t, terminal.Reading{Credit: 100, Win: 1000}, g3.After)
	require.Equal(t, []terminal.RiskAction{terminal.RiskPick, terminal.RiskHalf, terminal.RiskCollect},
		[]terminal.RiskAction{g3.RiskSteps[0].Action, g3.RiskSteps[1].Action, g3.RiskSteps[2].Action})
	require.Equal(t, []slotmech.Money{0, 1000, 1000}, []slotmech.Money{g3.RiskSteps[0].Credited,
		g3.RiskSteps[1].Credited, g3.RiskSteps[2].Credited})
	require.Equal(t, gamble.State{End: gamble.Collected, Amount: 1000, Credited: 2000, Won: 1000, Doublings: 1}, *g3.Risk)
	require.Equal(t, terminal.Reading{Credit: 2100}, g3.RiskEnd)

	for _, e := range rec {
		v, err := recordReplay(fakeGame(fakePays), &e.Record)
		require.NoError(t, err, "game %d", e.Seq)
		require.Equal(t, outcome(t, &e.Record), *v)
	}
	require.Equal(t, rec, m.Recall(), "recall changes nothing")
	rec[0].RiskSteps[0].Credited = 1
	rec[0].Risk.Lost = 1
	rec[0].Jackpots = append(rec[0].Jackpots, rec[1].Jackpots...)
	require.NotEqual(t, rec, m.Recall(), "the entries are copies")
}

// TestRecallKeepsTheLastGames checks that the recall keeps the last N games
// (10 by default: the last game and the nine before it), newest first, that
// an open RISK is recalled as open, and that recall can be turned off.
func TestRecallKeepsTheLastGames(t *testing.T) {
	for _, tc := range []struct{ recall, kept int }{{0, 10}, {3, 3}, {1, 1}, {-1, 0}} {
		cfg := config(t, rng.NewStream(5, 0))
		cfg.Recall = tc.recall
		m, err := terminal.New(ctx, cfg)
		require.NoError(t, err)
		require.NoError(t, m.Insert(ctx, 100_000))
		for range 25 {
			_, err := m.Start(ctx, at)
			require.NoError(t, err)
		}
		rec := m.Recall()
		require.Len(t, rec, tc.kept, "Recall %d", tc.recall)
		for i, e := range rec {
			require.Equal(t, uint64(25-i), e.Seq)
			_, err := recordReplay(fakeGame(fakePays), &e.Record)
			require.NoError(t, err)
		}
	}

	m, _ := scripted(t, 100, noHit, termfix.Pays(1))
	_, err := m.Start(ctx, at)
	require.NoError(t, err)
	require.NoError(t, m.Risk(ctx))
	e := m.Recall()[0]
	require.Empty(t, e.RiskSteps)
	require.True(t, e.Risk.Open)
	require.Equal(t, slotmech.Money(100), e.Risk.AtRisk)
	require.Equal(t, terminal.Reading{Win: 100}, e.RiskEnd)
}
