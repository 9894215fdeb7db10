package terminal_test

import (
	"context"
	"errors"
	"math"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/internal/terminaltest"
	"github.com/slotmech/slotmech/internal/testfix/termfix"
	"github.com/slotmech/slotmech/internal/toygame"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// TestNewRefusesBadConfigs checks that New refuses every bad configuration
// with an error naming the field and its value.
func TestNewRefusesBadConfigs(t *testing.T) {
	good := func() terminal.Config { return config(t, rng.NewStream(1, 0)) }
	for _, tc := range []struct {
		field, value, reason string
		edit                 func(*terminal.Config)
	}{
		{"Game", "", "is nil", func(c *terminal.Config) { c.Game = nil }},
		{"Source", "", "is nil", func(c *terminal.Config) { c.Source = nil }},
		{"Jackpot", "", "is nil", func(c *terminal.Config) { c.Jackpot = nil }},
		{"Terminal.ID", "", "not a valid name", func(c *terminal.Config) { c.Terminal.ID = "" }},
		{"Terminal.Venue", "venue 1", "not a valid name", func(c *terminal.Config) { c.Terminal.Venue = "venue 1" }},
		{"Stakes", "", "no stake steps", func(c *terminal.Config) { c.Stakes = nil }},
		{"Mode", "ante", "the game has no such mode", func(c *terminal.Config) { c.Mode = "ante" }},
		{"Stakes[0]", "0", "not positive", func(c *terminal.Config) { c.Stakes = []slotmech.Money{0, 5} }},
		{"Stakes[2]", "10", "not above the step before it, 10", func(c *terminal.Config) { c.Stakes = []slotmech.Money{5, 10, 10} }},
		{"Stakes[3]", "7", "the game refuses it: games: bet refused",
			func(c *terminal.Config) {
				c.Game = oddRefused{fakeGame(fakePays)}
				c.Stakes = []slotmech.Money{2, 4, 6, 7}
			}},
		{"Stakes[1]", "10", "the game charges 0 for it",
			func(c *terminal.Config) { c.Game = freeGame{fakeGame(fakePays)} }},
		{"Stake", "20", "not a stake step", func(c *terminal.Config) { c.Stake = 20 }},
		{"Gamble.Unit", "0", "gamble: Unit: is 0", func(c *terminal.Config) { c.Gamble.Unit = 0 }},
		{"Gamble.MaxAtRisk", "1", "", func(c *terminal.Config) { c.Gamble.MaxAtRisk = 1 }},
		{"Gamble.MaxDoublings", "-1", "", func(c *terminal.Config) { c.Gamble.MaxDoublings = -1 }},
	} {
		cfg := good()
		tc.edit(&cfg)
		m, err := terminal.New(ctx, cfg)
		require.Nil(t, m, tc.field)
		require.ErrorIs(t, err, terminal.ErrConfig, tc.field)
		var e *slotmech.Error
		require.ErrorAs(t, err, &e)
		require.Equal(t, "new terminal", e.Op)
		require.Equal(t, tc.field, e.Field)
		require.Equal(t, tc.value, e.Value, tc.field)
		require.ErrorContains(t, err, "terminal: "+tc.field+": bad configuration: "+tc.reason)
	}
	cfg := good()
	cfg.Game = oddRefused{fakeGame(fakePays)}
	cfg.Stakes = []slotmech.Money{2, 4, 6, 7}
	_, err := terminal.New(ctx, cfg)
	require.EqualError(t, err, `terminal: Stakes[3]: bad configuration: the game refuses it: games: bet refused "7"`)

	m, err := terminal.New(ctx, good())
	require.NoError(t, err)
	require.Equal(t, terminal.Meters{Stake: 100}, m.Meters(), "the game's default bet")
	require.Equal(t, terminal.StateReady, m.State())
	require.Equal(t, terminal.Round{}, m.Last())
	require.Empty(t, m.Recall())

	cfg = good()
	cfg.Stakes = []slotmech.Money{5, 10} // the default bet is not a step: the smallest
	m, err = terminal.New(ctx, cfg)
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(5), m.Meters().Stake)
}

// oddRefused is a game that refuses odd bets.
type oddRefused struct{ terminaltest.Game }

func (g oddRefused) Stake(bet slotmech.Money, mode string) (slotmech.Money, error) {
	if bet%2 != 0 {
		return 0, games.ErrBet
	}
	return g.Game.Stake(bet, mode)
}

// freeGame is a game that charges nothing from 10 up.
type freeGame struct{ terminaltest.Game }

func (g freeGame) Stake(bet slotmech.Money, mode string) (slotmech.Money, error) {
	if bet >= 10 {
		return 0, nil
	}
	return g.Game.Stake(bet, mode)
}

// TestStakeCostsTheModesCost checks a mode whose cost is not 1: the steps
// are bets, CREDIT pays the game's stake for them, and the records replay.
func TestStakeCostsTheModesCost(t *testing.T) {
	g := toygame.Game{Bonus: 3}
	sys := newSystem(t, rng.NewStream(99, 0))
	m, err := terminal.New(ctx, terminal.Config{Game: g, Mode: "ante", Stakes: []slotmech.Money{4, 8, 40},
		Gamble: gamble.Config{Unit: 1}, Jackpot: sys, Terminal: term, Source: rng.NewStream(3, 0)})
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(4), m.Meters().Stake, "DefaultBet is not a step: the smallest")
	require.Equal(t, slotmech.Money(5), terminal.CostOf(m))
	require.NoError(t, m.Insert(ctx, 49))
	termfix.Refused(t, m, terminal.ErrNoCredit, func() error { _, err := m.MaxBet(ctx, at); return err })
	require.NoError(t, m.Insert(ctx, 51))
	r, err := m.MaxBet(ctx, at)
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(50), r.Outcome.Stake, "40 × 5/4")
	require.Equal(t, slotmech.Money(40), r.Outcome.Bet)
	require.Equal(t, slotmech.Money(50), m.Meters().Staked)
	require.Equal(t, slotmech.Money(50)+r.Outcome.Win, m.Meters().Credit+m.Meters().Win)
	l, err := sys.Audit(ctx, poolName)
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(50), l.Staked, "the jackpot takes its share of what was paid")
	rec := m.Recall()
	require.Len(t, rec, 1)
	require.Equal(t, "ante", rec[0].Record.Mode)
	require.Equal(t, slotmech.Money(40), rec[0].Record.Bet)
	_, err = recordReplay(g, &rec[0].Record)
	require.NoError(t, err)
}

// TestGameError checks that a game refusing to play, or breaking its
// contract, changes nothing.
func TestGameError(t *testing.T) {
	for _, tc := range []struct {
		g    games.Game
		want error
	}{
		{failing{fakeGame(fakePays)}, errBroken},
		{liar{fakeGame(fakePays)}, terminal.ErrGame},
	} {
		cfg := config(t, rng.NewStream(1, 0))
		cfg.Game = tc.g
		m, err := terminal.New(ctx, cfg)
		require.NoError(t, err)
		require.NoError(t, m.Insert(ctx, 5000))
		termfix.Refused(t, m, tc.want, termfix.Start(m))
		termfix.Refused(t, m, tc.want, func() error { _, err := m.MaxBet(ctx, at); return err })
		require.Equal(t, slotmech.Money(100), m.Meters().Stake, "MAX BET refused: stake unchanged")
		require.NoError(t, m.AutoStart(ctx))
		termfix.Refused(t, m, tc.want, func() error { _, err := m.Step(ctx, at); return err })
		require.Equal(t, terminal.Round{}, m.Last())
	}
}

var errBroken = errors.New("broken")

// failing is a game whose every round fails.
type failing struct{ terminaltest.Game }

func (failing) NewPlayer() games.Player { return failingPlayer{} }

// failingPlayer fails every round.
type failingPlayer struct{ games.Player }

func (failingPlayer) Play(slotmech.Money, string, rng.Source, *games.Detail) (games.Outcome, error) {
	return games.Outcome{}, errBroken
}

// liar is a game whose rounds report twice the stake they should.
type liar struct{ terminaltest.Game }

func (g liar) NewPlayer() games.Player { return liarPlayer{g.Game.NewPlayer()} }

// liarPlayer doubles the stake its rounds report.
type liarPlayer struct{ games.Player }

func (p liarPlayer) Play(bet slotmech.Money, mode string, src rng.Source, d *games.Detail) (games.Outcome, error) {
	out, err := p.Player.Play(bet, mode, src, d)
	out.Stake *= 2
	return out, err
}

// TestCS_19_JackpotStoreFailure checks that a game whose report the
// jackpot system fails to take is not started: no draw, nothing changes,
// and the error says so, wrapping the store's.
func TestCS_19_JackpotStoreFailure(t *testing.T) {
	sys, err := jackpot.NewSystem(ctx, []jackpot.PoolConfig{{Name: poolName,
		Rate: jackpot.Ratio{Num: 1, Den: 100}, Seed: 5000, Chance: jackpot.Ratio{Num: 1, Den: poolOdds}}},
		brokenStore{new(jackpot.MemoryStore)}, rng.NewStream(5, 0))
	require.NoError(t, err)
	src := rng.NewReplayer(nil) // no draw at all
	cfg := config(t, src)
	cfg.Jackpot = sys
	m, err := terminal.New(ctx, cfg)
	require.NoError(t, err)
	require.NoError(t, m.Insert(ctx, 100))
	_, err = m.Start(ctx, at)
	require.ErrorIs(t, err, errBroken)
	require.ErrorIs(t, err, jackpot.ErrStore)
	require.ErrorContains(t, err, "terminal: game 1: not started: the central jackpot system did not take its report")
	for _, op := range []func() error{termfix.Start(m), func() error { _, err := m.CashOut(ctx); return err }} {
		termfix.Refused(t, m, jackpot.ErrStore, op) // the void fails too: the terminal waits
		require.ErrorContains(t, op(), "terminal: game 1: waiting for the central jackpot system")
	}
	require.Equal(t, slotmech.Money(100), m.Meters().Credit)
	require.Empty(t, m.Recall())
	require.NoError(t, src.Done(), "nothing drawn")
}

// brokenStore fails every update.
type brokenStore struct{ *jackpot.MemoryStore }

func (brokenStore) Apply(context.Context, jackpot.Game, []string, jackpot.UpdateFunc) ([]jackpot.Win, error) {
	return nil, errBroken
}

// TestStrings checks the names of states and RISK actions.
func TestStrings(t *testing.T) {
	require.Equal(t, "ready auto risk locked State(4)", terminal.StateReady.String()+" "+
		terminal.StateAuto.String()+" "+terminal.StateRisk.String()+" "+terminal.StateLocked.String()+" "+
		terminal.State(4).String())
	require.Equal(t, "RiskAction(0) pick half collect RiskAction(4)", terminal.RiskAction(0).String()+" "+
		terminal.RiskPick.String()+" "+terminal.RiskHalf.String()+" "+terminal.RiskCollect.String()+" "+
		terminal.RiskAction(4).String())
}

// TestOverflow checks that money the meters could not hold is refused with
// slotmech.ErrOverflow, changing nothing and drawing nothing.
func TestOverflow(t *testing.T) {
	m, _ := scripted(t, math.MaxInt64-50, noHit, termfix.Pays(1))
	termfix.Refused(t, m, slotmech.ErrOverflow, func() error { return m.Insert(ctx, 51) })
	_, err := m.Start(ctx, at) // CREDIT max − 150, WIN 100
	require.NoError(t, err)
	termfix.Refused(t, m, slotmech.ErrOverflow, func() error { return m.Insert(ctx, 100) })
	require.NoError(t, m.Risk(ctx))
	termfix.Refused(t, m, slotmech.ErrOverflow, func() error { _, err := m.Pick(ctx, gamble.Red); return err })
	got, err := m.Half(ctx)
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(50), got)
	require.Equal(t, slotmech.Money(math.MaxInt64-100), m.Meters().Credit)
	require.True(t, m.Meters().Balanced())

	m, _ = scripted(t, math.MaxInt64-50, noHit, termfix.Pays(3))
	termfix.Refused(t, m, slotmech.ErrOverflow, termfix.Start(m)) // a win of 1 000 would not fit: its draws are spent
}

// TestStartAllocs guards that a game at the terminal allocates nothing in
// steady state, with recall and itemising off and on.
func TestStartAllocs(t *testing.T) {
	for _, recall := range []int{-1, 0} {
		cfg := config(t, rng.NewStream(7, 0))
		cfg.Stake, cfg.Recall = 5, recall
		cfg.Jackpot = rareJackpot(t)
		m, err := terminal.New(ctx, cfg)
		require.NoError(t, err)
		require.NoError(t, m.Insert(ctx, 1<<50))
		for range 100 { // the kept games' places
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

// rareJackpot is a jackpot system that practically never hits.
func rareJackpot(tb testing.TB) *jackpot.System {
	sys, err := jackpot.NewSystem(ctx, []jackpot.PoolConfig{{Name: poolName,
		Rate: jackpot.Ratio{Num: 1, Den: 100}, Seed: 5000, Chance: jackpot.Ratio{Num: 1, Den: 1 << 62}}},
		new(jackpot.MemoryStore), rng.NewStream(6, 0))
	require.NoError(tb, err)
	return sys
}
