package crystalterm_test

import (
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/record"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/internal/crystalterm"
	"github.com/slotmech/slotmech/internal/recall"
	"github.com/slotmech/slotmech/internal/roundview"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// TestMachineConfig checks Crystal Spin's terminal configuration: the game
// in its standard mode, the stakes of CS-11, RISK in whole Kč with five
// cards (CS-16, CS-17) and no limits, recall of the last ten games; and that
// NewMachine refuses a bad terminal with an error naming the field.
func TestMachineConfig(t *testing.T) {
	src, sys := rng.NewStream(1, 0), newSystem(t, rng.NewStream(99, 0))
	cfg := crystalterm.Config(src, sys, term)
	require.Equal(t, crystalspin.Name, cfg.Game.Name())
	require.Equal(t, games.ConfigID(crystalspin.New()), games.ConfigID(cfg.Game))
	require.Equal(t, games.Standard, cfg.Mode)
	require.Equal(t, crystalspin.Stakes(), cfg.Stakes)
	require.Equal(t, gamble.Config{Unit: 1, History: 5}, cfg.Gamble)
	require.Equal(t, terminal.Config{Game: cfg.Game, Mode: games.Standard, Stakes: cfg.Stakes, Gamble: cfg.Gamble,
		Jackpot: sys, Terminal: term, Source: src}, cfg, "Stake, Detail and Recall at their defaults")

	m, err := crystalterm.New(ctx, src, sys, term)
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(100), m.Meters().Stake)
	require.Equal(t, terminal.StateReady, m.State())

	m, err = crystalterm.New(ctx, src, sys, jackpot.Terminal{ID: "T 1", Venue: "brno-1"})
	require.Nil(t, m)
	require.ErrorIs(t, err, terminal.ErrConfig)
	var e *slotmech.Error
	require.ErrorAs(t, err, &e)
	require.Equal(t, "Terminal.ID", e.Field)
	require.EqualError(t, err, `terminal: Terminal.ID: bad configuration: not a valid name "T 1"`)
}

// TestMachineRecallReplays plays Crystal Spin at its terminal, with RISK
// after the wins, and checks that the recall holds the last ten games, each
// itemised and replaying bit for bit from its record.
func TestMachineRecallReplays(t *testing.T) {
	g := crystalspin.New()
	m, err := crystalterm.New(ctx, rng.NewStream(21, 0), newSystem(t, rng.NewStream(99, 0)), term)
	require.NoError(t, err)
	require.NoError(t, m.Insert(ctx, 100_000))
	risked := 0
	for range 40 {
		r, err := m.Start(ctx, at)
		require.NoError(t, err)
		if r.Outcome.Win > 0 {
			require.NoError(t, m.Risk(ctx))
			_, err := m.Pick(ctx, gamble.Black)
			require.NoError(t, err)
			if m.State() == terminal.StateRisk {
				_, err = m.Collect(ctx)
				require.NoError(t, err)
			}
			risked++
		}
	}
	require.Positive(t, risked)
	rec := m.Recall()
	require.Len(t, rec, recall.Default)
	for i, e := range rec {
		require.Equal(t, uint64(40-i), e.Seq)
		require.Equal(t, crystalspin.Name, e.Record.Game)
		v, err := roundview.Parse(e.Record.Outcome)
		require.NoError(t, err)
		require.Len(t, v.Spins, 1, "itemised")
		require.Len(t, e.Record.Draws, crystalspin.Reels, "the five stops, no jackpot draw, no card")
		require.Equal(t, e.After.Win, v.Win)
		require.Equal(t, v.Win > 0, e.Risk != nil, "RISK after every win")
		require.NoError(t, record.Replay(g, &e.Record))
	}
}

// TestMachineStartAllocs guards that a game at Crystal Spin's terminal, with
// no jackpot hit, allocates nothing in steady state: with recall off and
// with the default recall of ten games (once the kept games' details have
// grown).
func TestMachineStartAllocs(t *testing.T) {
	for _, recall := range []int{-1, 0} {
		m := benchMachine(t, recall)
		for range 20_000 { // the kept games grow to the cascades they meet
			_, err := m.Start(ctx, at)
			require.NoError(t, err)
		}
		allocs := testing.AllocsPerRun(500, func() {
			if _, err := m.Start(ctx, at); err != nil {
				t.Fatal(err)
			}
		})
		require.Zero(t, allocs, "recall %d", recall)
	}
}

// BenchmarkMachineStart measures one game at Crystal Spin's terminal:
// meters, the round and the jackpot draw, with recall off (the round not
// itemised) and with the default recall (itemised and recorded).
func BenchmarkMachineStart(b *testing.B) {
	for _, bc := range []struct {
		name   string
		recall int
	}{{"recall=off", -1}, {"recall=10", 0}} {
		b.Run(bc.name, func(b *testing.B) {
			m := benchMachine(b, bc.recall)
			b.ReportAllocs()
			for b.Loop() {
				if _, err := m.Start(ctx, at); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// benchMachine is Crystal Spin's terminal with recall as given, credit for a
// very long session, stake 5 Kč and a jackpot that practically never hits.
func benchMachine(tb testing.TB, recall int) *terminal.Machine {
	sys, err := jackpot.NewSystem(ctx, []jackpot.PoolConfig{{Name: poolName,
		Rate: jackpot.Ratio{Num: 1, Den: 100}, Seed: 5000, Chance: jackpot.Ratio{Num: 1, Den: 1 << 62}}},
		new(jackpot.MemoryStore), rng.NewStream(7, 1))
	require.NoError(tb, err)
	cfg := crystalterm.Config(rng.NewStream(7, 0), sys, term)
	cfg.Stake, cfg.Recall = 5, recall
	m, err := terminal.New(ctx, cfg)
	require.NoError(tb, err)
	require.NoError(tb, m.Insert(ctx, 1<<50))
	return m
}
