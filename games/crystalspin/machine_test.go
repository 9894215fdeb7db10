package crystalspin_test

import (
	"errors"
	"math"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// TestMachineConfig checks that NewMachine refuses every bad configuration
// with an error naming the field.
func TestMachineConfig(t *testing.T) {
	good := func() crystalspin.MachineConfig {
		return crystalspin.MachineConfig{Game: fakeGame{fakePays}, Source: rng.NewStream(1, 0),
			Jackpot: newSystem(t), Terminal: terminal}
	}
	for _, tc := range []struct {
		field string
		edit  func(*crystalspin.MachineConfig)
	}{
		{"Game", func(c *crystalspin.MachineConfig) { c.Game = nil }},
		{"Source", func(c *crystalspin.MachineConfig) { c.Source = nil }},
		{"Jackpot", func(c *crystalspin.MachineConfig) { c.Jackpot = nil }},
		{"Terminal.ID", func(c *crystalspin.MachineConfig) { c.Terminal.ID = "" }},
		{"Terminal.Venue", func(c *crystalspin.MachineConfig) { c.Terminal.Venue = "brno 1" }},
		{"Stake", func(c *crystalspin.MachineConfig) { c.Stake = 20 }},
		{"Game", func(c *crystalspin.MachineConfig) { c.Game = doubleStake{fakeGame{fakePays}} }},
		{"Risk", func(c *crystalspin.MachineConfig) { c.RiskMaxAtRisk = 1 }},
		{"Risk", func(c *crystalspin.MachineConfig) { c.RiskMaxDoublings = -1 }},
	} {
		cfg := good()
		tc.edit(&cfg)
		m, err := crystalspin.NewMachine(cfg)
		require.Nil(t, m)
		require.ErrorIs(t, err, crystalspin.ErrMachineConfig)
		require.ErrorContains(t, err, "crystalspin: bad machine configuration: "+tc.field+":")
	}
	m, err := crystalspin.NewMachine(good())
	require.NoError(t, err)
	require.Equal(t, crystalspin.Meters{Stake: 100}, m.Meters())
	require.Equal(t, crystalspin.StateReady, m.State())
	require.Equal(t, terminal, m.Terminal())
	require.Equal(t, crystalspin.Round{}, m.Last())
}

// doubleStake is a game that charges twice the bet: not a CS-11 machine's.
type doubleStake struct{ fakeGame }

func (g doubleStake) Stake(bet slotmech.Money, mode games.Mode) (slotmech.Money, error) {
	return 2 * bet, nil
}

// TestMachineGameError checks that a game refusing to play changes nothing.
func TestMachineGameError(t *testing.T) {
	m, err := crystalspin.NewMachine(crystalspin.MachineConfig{Game: failing{fakeGame{fakePays}},
		Source: rng.NewReplayer(nil), Jackpot: newSystem(t), Terminal: terminal})
	require.NoError(t, err)
	require.NoError(t, m.Insert(5000))
	refused(t, m, errBroken, start(m))
	refused(t, m, errBroken, func() error { _, err := m.MaxBet(at); return err })
	require.Equal(t, slotmech.Money(100), m.Stake(), "MAX BET refused: stake unchanged")
	require.NoError(t, m.AutoStart())
	refused(t, m, errBroken, func() error { _, _, err := m.Step(at); return err })
}

var errBroken = errors.New("broken")

// failing is a game whose every round fails.
type failing struct{ fakeGame }

func (failing) Play(slotmech.Money, games.Mode, rng.Source, *games.Outcome) error { return errBroken }

// TestMachineJackpotStoreFailure checks that a game stands when the jackpot
// system fails after it: the Round comes back with the error.
func TestMachineJackpotStoreFailure(t *testing.T) {
	sys, err := jackpot.NewSystem([]jackpot.PoolConfig{{Name: poolName, Scope: jackpot.AllTerminals(),
		Rate: jackpot.Ratio{Num: 1, Den: 100}, Seed: 5000, Chance: jackpot.Ratio{Num: 1, Den: poolOdds}}},
		brokenStore{jackpot.NewMemoryStore()})
	require.NoError(t, err)
	m, err := crystalspin.NewMachine(crystalspin.MachineConfig{Game: fakeGame{fakePays},
		Source: rng.NewReplayer([]uint64{pays(2)}), Jackpot: sys, Terminal: terminal})
	require.NoError(t, err)
	require.NoError(t, m.Insert(100))
	r, err := m.Start(at)
	require.ErrorIs(t, err, errBroken)
	require.ErrorContains(t, err, "crystalspin: jackpot draw of game 1")
	require.Equal(t, uint64(1), r.Seq)
	require.Equal(t, slotmech.Money(200), m.Win())
	require.True(t, m.Meters().Balanced())
}

// brokenStore fails every update.
type brokenStore struct{ *jackpot.MemoryStore }

func (brokenStore) Update(string, func(*jackpot.State) error) error { return errBroken }

// TestMachineStrings checks the names of states and stop reasons.
func TestMachineStrings(t *testing.T) {
	require.Equal(t, "ready auto risk MachineState(3)", crystalspin.StateReady.String()+" "+
		crystalspin.StateAuto.String()+" "+crystalspin.StateRisk.String()+" "+crystalspin.MachineState(3).String())
	require.Equal(t, "not stopped|credit does not cover the stake|RISK started|STOP pressed|StopReason(4)",
		crystalspin.NotStopped.String()+"|"+crystalspin.StopNoCredit.String()+"|"+
			crystalspin.StopRisk.String()+"|"+crystalspin.StopPressed.String()+"|"+crystalspin.StopReason(4).String())
}

// TestMachineStartAllocs guards that a game at the terminal, with Detail off
// and no jackpot hit, allocates nothing.
func TestMachineStartAllocs(t *testing.T) {
	m := benchMachine(t)
	allocs := testing.AllocsPerRun(200, func() {
		if _, err := m.Start(at); err != nil {
			t.Fatal(err)
		}
	})
	require.Zero(t, allocs)
}

// BenchmarkMachineStart measures one game at the terminal: meters, the
// Crystal Spin round and the jackpot draw.
func BenchmarkMachineStart(b *testing.B) {
	m := benchMachine(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := m.Start(at); err != nil {
			b.Fatal(err)
		}
	}
}

// benchMachine is a Crystal Spin machine with credit for a very long session
// and a jackpot that practically never hits.
func benchMachine(tb testing.TB) *crystalspin.Machine {
	sys, err := jackpot.NewSystem([]jackpot.PoolConfig{{Name: poolName, Scope: jackpot.AllTerminals(),
		Rate: jackpot.Ratio{Num: 1, Den: 100}, Seed: 5000, Chance: jackpot.Ratio{Num: 1, Den: 1 << 62}}},
		jackpot.NewMemoryStore())
	require.NoError(tb, err)
	m, err := crystalspin.NewMachine(crystalspin.MachineConfig{Game: crystalspin.New(),
		Source: rng.NewStream(7, 0), Jackpot: sys, Terminal: terminal, Stake: 5})
	require.NoError(tb, err)
	require.NoError(tb, m.Insert(1<<50))
	return m
}

// TestMachineOverflow checks that money the meters could not hold is
// refused with slotmech.ErrOverflow, changing nothing and drawing nothing.
func TestMachineOverflow(t *testing.T) {
	m, _, _ := scripted(t, math.MaxInt64-50, pays(1), noHit)
	refused(t, m, slotmech.ErrOverflow, func() error { return m.Insert(51) })
	_, err := m.Start(at) // CREDIT max − 150, WIN 100
	require.NoError(t, err)
	refused(t, m, slotmech.ErrOverflow, func() error { return m.Insert(100) })
	require.NoError(t, m.Risk())
	refused(t, m, slotmech.ErrOverflow, func() error { _, err := m.Pick(gamble.Red); return err })
	got, err := m.Half()
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(50), got)
	require.Equal(t, slotmech.Money(math.MaxInt64-100), m.Credit())
	require.True(t, m.Meters().Balanced())
}
