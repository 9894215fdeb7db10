package cli

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/sim"
	"github.com/slotmech/slotmech/internal/report"
	"github.com/slotmech/slotmech/internal/toygame"
)

// The report's contributions of simulate -html, from two rounds worked out
// by hand (wagered 1 000):
//
//   - a base spin whose step of 100, shared by two wins of factors 1 and 3,
//     and scatter pay of 50 are doubled by the spin (300): 50, 150 and 100;
//   - a round whose base spin's step of 100 is doubled by the spin (200),
//     with a free spin of 40, capped at 120: the spin's win is shared in
//     proportion (scale 2: the win of factor 1 is 200), and the cap's cut,
//     120 − 240 = −120, is the round-level adjustment.
func TestRoundTallyReport(t *testing.T) {
	tally := newRoundTally()
	win := func(sym slotmech.Symbol, count int, f int64) games.Win {
		return games.Win{Symbol: sym, Count: count, Factor: slotmech.Whole(f)}
	}
	var d games.Detail
	sp := d.AddSpin()
	sp.Win, sp.ScatterWin, sp.Scatters = 300, 50, 3
	st := sp.AddStep()
	st.Win, st.Wins = 100, []games.Win{win(1, 3, 1), win(2, 4, 3)}
	tally.round(games.Outcome{Bet: 100, Stake: 100, Win: 300}, &d)

	d = games.Detail{}
	sp = d.AddSpin()
	sp.Win = 200
	st = sp.AddStep()
	st.Win, st.Wins = 100, []games.Win{win(1, 3, 1)}
	sp = d.AddSpin()
	sp.Free, sp.Win = true, 40
	st = sp.AddStep()
	st.Win, st.Wins = 40, []games.Win{win(2, 4, 1)}
	tally.round(games.Outcome{Bet: 100, Stake: 100, Win: 120, Triggered: true, FreeSpins: 1, Capped: true}, &d)

	names, err := slotmech.NewAlphabet("cherry", "bell")
	require.NoError(t, err)
	r := tally.report(&sim.Stats{Wagered: 1000, Triggers: 1}, names, nil)
	require.Equal(t, []report.Contribution{
		{Symbol: "scatter pays", Count: 3, Wins: 1, Share: 0.1},
		{Symbol: "cherry", Count: 3, Wins: 2, Share: 0.25},
		{Symbol: "bell", Count: 4, Wins: 2, Share: 0.19},
	}, r.Symbols)
	require.Equal(t, []report.Feature{
		{Name: "base game", Share: 0.5},
		{Name: "free spins", Share: 0.04},
		{Name: "round-level adjustment (caps)", Share: -0.12},
	}, r.Features)
	require.Equal(t, []report.FreeSpinCount{{Spins: 1, Rounds: 1}}, r.FreeSpins)
}

// The running curve of simulate -html takes each block's Σ win² from the
// tally of its rounds; it is the block's won_sq, which sim counts itself.
func TestRoundTallyWonSquaredIsTheBlocks(t *testing.T) {
	tally := newRoundTally()
	st, err := sim.Simulate(context.Background(), sim.Config{
		Game: tallied{Game: toygame.Game{}, tally: tally}, Rounds: 3000, Seed: 5, Workers: 1})
	require.NoError(t, err)
	b, err := json.Marshal(st)
	require.NoError(t, err)
	var j struct {
		WonSq string `json:"won_sq"`
	}
	require.NoError(t, json.Unmarshal(b, &j))
	require.NotEqual(t, "0", j.WonSq, "the toy game wins")
	require.Equal(t, j.WonSq, tally.wonSq.String())
}

// A title whose scatter pays on the screens of a cascade (games.Step's
// Scatters and ScatterWin) has each step's scatter pay counted by its own
// count: a step of 100 (cherry × 3) with 3 scatters paying 20, then a step
// of 4 scatters paying 30 alone; the spin's ScatterWin is their 50 and
// adds nothing more (wagered 1 000).
func TestRoundTallyStepScatters(t *testing.T) {
	tally := newRoundTally()
	var d games.Detail
	sp := d.AddSpin()
	sp.Win, sp.ScatterWin, sp.Scatters = 150, 50, 4
	st := sp.AddStep()
	st.Win, st.Wins, st.Scatters, st.ScatterWin = 100, []games.Win{{Symbol: 1, Count: 3, Factor: slotmech.Whole(1)}}, 3, 20
	st = sp.AddStep()
	st.Scatters, st.ScatterWin = 4, 30
	tally.round(games.Outcome{Bet: 100, Stake: 100, Win: 150}, &d)
	names, err := slotmech.NewAlphabet("cherry", "bell")
	require.NoError(t, err)
	r := tally.report(&sim.Stats{Wagered: 1000}, names, nil)
	require.ElementsMatch(t, []report.Contribution{
		{Symbol: "scatter pays", Count: 3, Wins: 1, Share: 0.02},
		{Symbol: "scatter pays", Count: 4, Wins: 1, Share: 0.03},
		{Symbol: "cherry", Count: 3, Wins: 1, Share: 0.1},
	}, r.Symbols)
}
