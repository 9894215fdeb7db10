package crystalterm_test

import (
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/internal/crystalterm"
	"github.com/slotmech/slotmech/internal/terminaltest"
	"github.com/slotmech/slotmech/internal/testfix/termfix"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// TestCS_11_MachineStakeSteps checks CS-11: the ten stake steps, anything
// else refused, and the stake staying from game to game.
func TestCS_11_MachineStakeSteps(t *testing.T) {
	m, _, _ := scripted(t, 1000, noHit, termfix.Pays(0), noHit, termfix.Pays(0))
	require.Equal(t, []slotmech.Money{5, 10, 15, 25, 50, 100, 200, 300, 500, 1000}, crystalterm.Config(nil, nil, term).Stakes)
	require.Equal(t, slotmech.Money(100), m.Meters().Stake, "the game's default bet")
	for _, s := range crystalterm.Config(nil, nil, term).Stakes {
		require.NoError(t, m.SetStake(ctx, s))
		require.Equal(t, s, m.Meters().Stake)
	}
	for _, s := range []slotmech.Money{0, -5, 1, 7, 20, 999, 1001, 2000} {
		termfix.Refused(t, m, games.ErrBet, func() error { return m.SetStake(ctx, s) })
	}
	require.NoError(t, m.SetStake(ctx, 200))
	for range 2 {
		r, err := m.Start(ctx, at)
		require.NoError(t, err)
		require.Equal(t, slotmech.Money(200), r.Outcome.Stake, "the stake stays until changed")
	}
	require.Equal(t, slotmech.Money(600), m.Meters().Credit)
}

// TestCS_11_MachineMaxBet checks CS-11: MAX BET sets 1 000 Kč and starts a
// game; refused, it changes not even the stake.
func TestCS_11_MachineMaxBet(t *testing.T) {
	m, _, _ := scripted(t, 999, noHit, termfix.Pays(0), noHit, termfix.Pays(0))
	termfix.Refused(t, m, terminal.ErrNoCredit, func() error { _, err := m.MaxBet(ctx, at); return err })
	require.Equal(t, slotmech.Money(100), m.Meters().Stake)

	require.NoError(t, m.Insert(ctx, 1001))
	r, err := m.MaxBet(ctx, at)
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(1000), r.Outcome.Stake)
	require.Equal(t, slotmech.Money(1000), m.Meters().Stake)
	require.Equal(t, slotmech.Money(1000), m.Meters().Credit)
	r, err = m.Start(ctx, at)
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(1000), r.Outcome.Stake, "MAX BET's stake stays")
	require.Equal(t, slotmech.Money(0), m.Meters().Credit)
}

// TestCS_11_MachineStakeLockedInRiskAndAuto checks that the stake cannot
// change while RISK or AUTO START runs (CS-11, CS-13, CS-14).
func TestCS_11_MachineStakeLockedInRiskAndAuto(t *testing.T) {
	m, _, _ := scripted(t, 1000, noHit, termfix.Pays(1))
	require.NoError(t, m.AutoStart(ctx))
	termfix.Refused(t, m, terminal.ErrState, func() error { return m.SetStake(ctx, 5) })
	termfix.Refused(t, m, terminal.ErrState, func() error { _, err := m.MaxBet(ctx, at); return err })
	_, err := m.Step(ctx, at)
	require.NoError(t, err)
	require.NoError(t, m.Risk(ctx))
	termfix.Refused(t, m, terminal.ErrState, func() error { return m.SetStake(ctx, 5) })
	termfix.Refused(t, m, terminal.ErrState, func() error { _, err := m.MaxBet(ctx, at); return err })
	require.Equal(t, slotmech.Money(100), m.Meters().Stake)
}

// TestCS_12_MachineMeters checks CS-12: the stake is taken from CREDIT when
// a game starts, WIN shows the last game's win and moves whole to CREDIT
// before the next game.
func TestCS_12_MachineMeters(t *testing.T) {
	m, _, _ := scripted(t, 300, noHit, termfix.Pays(2), noHit, termfix.Pays(0), noHit, termfix.Pays(3))
	r, err := m.Start(ctx, at)
	require.NoError(t, err)
	r.Detail = nil // itemised for the recall
	require.Equal(t, terminal.Round{Seq: 1, Outcome: games.Outcome{Bet: 100, Stake: 100, Win: 200}}, r)
	require.Equal(t, slotmech.Money(200), m.Meters().Credit)
	require.Equal(t, slotmech.Money(200), m.Meters().Win)

	_, err = m.Start(ctx, at) // WIN 200 → CREDIT 400, stake 100, win 0
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(300), m.Meters().Credit)
	require.Equal(t, slotmech.Money(0), m.Meters().Win)

	_, err = m.Start(ctx, at) // pays 10 × 100
	require.NoError(t, err)
	require.Equal(t, terminal.Meters{Credit: 200, Win: 1000, Stake: 100, CreditIn: 300,
		Staked: 300, GameWins: 1200, Games: 3}, m.Meters())
	require.True(t, m.Meters().Balanced())

	got, err := m.CashOut(ctx)
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(1200), got, "CREDIT and WIN")
	require.Equal(t, slotmech.Money(1200), m.Meters().CreditOut)
	termfix.Refused(t, m, terminal.ErrState, func() error { _, err := m.CashOut(ctx); return err })
	require.True(t, m.Meters().Balanced())
}

// TestCS_12_MachineStartNeedsCredit checks CS-12: a game starts only when
// CREDIT (with WIN, which moves to it first) covers the stake.
func TestCS_12_MachineStartNeedsCredit(t *testing.T) {
	m, _, _ := scripted(t, 0, noHit, termfix.Pays(1), noHit, termfix.Pays(0))
	termfix.Refused(t, m, terminal.ErrNoCredit, termfix.Start(m))
	require.NoError(t, m.Insert(ctx, 99))
	termfix.Refused(t, m, terminal.ErrNoCredit, termfix.Start(m))
	require.NoError(t, m.Insert(ctx, 1))
	_, err := m.Start(ctx, at) // pays 1 × 100: CREDIT 0, WIN 100
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(0), m.Meters().Credit)
	_, err = m.Start(ctx, at) // WIN covers the stake
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(0), m.Meters().Credit+m.Meters().Win)
	termfix.Refused(t, m, terminal.ErrNoCredit, termfix.Start(m))
	termfix.Refused(t, m, gamble.ErrAmount, func() error { return m.Insert(ctx, 0) })
	termfix.Refused(t, m, gamble.ErrAmount, func() error { return m.Insert(ctx, -10) })
}

// TestCS_13_MachineAutoStopsWithoutCredit checks reason (a) of CS-13: AUTO
// START plays game after game (wins moving to CREDIT) until CREDIT does not
// cover the next stake.
func TestCS_13_MachineAutoStopsWithoutCredit(t *testing.T) {
	m, _, _ := scripted(t, 200, noHit, termfix.Pays(1), noHit, termfix.Pays(0), noHit, termfix.Pays(0))
	termfix.Refused(t, m, terminal.ErrState, func() error { _, err := m.Step(ctx, at); return err })
	termfix.Refused(t, m, terminal.ErrState, func() error { return m.Stop(ctx) })
	require.NoError(t, m.AutoStart(ctx))
	require.Equal(t, terminal.StateAuto, m.State())
	termfix.Refused(t, m, terminal.ErrState, func() error { return m.AutoStart(ctx) })
	termfix.Refused(t, m, terminal.ErrState, termfix.Start(m))
	termfix.Refused(t, m, terminal.ErrState, func() error { _, err := m.CashOut(ctx); return err })

	for i, want := range []slotmech.Money{200, 100, 0} { // CREDIT + WIN after each game
		_, err := m.Step(ctx, at)
		require.NoError(t, err)
		require.Equal(t, want, m.Meters().Credit+m.Meters().Win, "game %d", i+1)
		if i < 2 {
			require.Equal(t, terminal.StateAuto, m.State(), "game %d: AUTO START goes on", i+1)
		} else {
			require.Equal(t, terminal.StateReady, m.State(), "(a): AUTO START stopped")
		}
	}
	termfix.Refused(t, m, terminal.ErrNoCredit, func() error { return m.AutoStart(ctx) })
}

// TestCS_13_MachineAutoStopsForRisk checks reason (b) of CS-13: entering
// RISK after a win stops AUTO START.
func TestCS_13_MachineAutoStopsForRisk(t *testing.T) {
	m, _, _ := scripted(t, 1000, noHit, termfix.Pays(0), noHit, termfix.Pays(2))
	require.NoError(t, m.AutoStart(ctx))
	_, err := m.Step(ctx, at)
	require.NoError(t, err)
	termfix.Refused(t, m, gamble.ErrAmount, func() error { return m.Risk(ctx) }) // no win: AUTO START goes on
	_, err = m.Step(ctx, at)
	require.NoError(t, err)
	require.NoError(t, m.Risk(ctx))
	require.Equal(t, terminal.StateRisk, m.State(), "(b): AUTO START stopped")
	termfix.Refused(t, m, terminal.ErrState, func() error { return m.AutoStart(ctx) })
	termfix.Refused(t, m, terminal.ErrState, func() error { _, err := m.Step(ctx, at); return err })
}

// TestCS_13_MachineAutoStopPressed checks reason (c) of CS-13, and the
// decision that a jackpot hit's lock-up (CS-20) stops AUTO START, which
// does not restart by itself once the attendant has cleared it.
func TestCS_13_MachineAutoStopPressed(t *testing.T) {
	m, _, _ := scripted(t, 1000, hit, termfix.Pays(1), noHit, termfix.Pays(0))
	require.NoError(t, m.AutoStart(ctx))
	r, err := m.Step(ctx, at)
	require.NoError(t, err)
	require.Len(t, r.Jackpots, 1)
	require.Equal(t, terminal.StateLocked, m.State(), "the jackpot's lock-up stops AUTO START")
	require.Equal(t, r.Jackpots, m.Lockup(), "the announcement stays")
	termfix.Refused(t, m, terminal.ErrState, func() error { _, err := m.Step(ctx, at); return err })
	_, err = m.ClearLockup(ctx, at, "attendant 7", "", nil)
	require.NoError(t, err)
	require.Equal(t, terminal.StateReady, m.State(), "not restarted by itself")
	require.NoError(t, m.AutoStart(ctx))
	require.NoError(t, m.Insert(ctx, 500), "money may be inserted during AUTO START")
	_, err = m.Step(ctx, at)
	require.NoError(t, err)
	require.Equal(t, terminal.StateAuto, m.State())
	require.NoError(t, m.Stop(ctx))
	require.Equal(t, terminal.StateReady, m.State(), "(c): AUTO START stopped")
	require.NoError(t, m.AutoStart(ctx))
	require.Equal(t, terminal.StateAuto, m.State(), "running again")
}

// TestCS_14_MachineRiskEntryAndCollect checks CS-14: RISK after any win,
// COLLECT (and START, which is COLLECT during RISK) moving the win to
// CREDIT, and the refused moves.
func TestCS_14_MachineRiskEntryAndCollect(t *testing.T) {
	m, _, _ := scripted(t, 100, noHit, termfix.Pays(0), noHit, termfix.Pays(2), noHit, termfix.Pays(1))
	termfix.Refused(t, m, terminal.ErrState, func() error { _, err := m.Collect(ctx); return err })
	termfix.Refused(t, m, terminal.ErrState, func() error { _, err := m.Half(ctx); return err })
	termfix.Refused(t, m, terminal.ErrState, func() error { _, err := m.Pick(ctx, gamble.Red); return err })
	termfix.Refused(t, m, gamble.ErrAmount, func() error { return m.Risk(ctx) })
	_, err := m.Start(ctx, at) // no win
	require.NoError(t, err)
	termfix.Refused(t, m, gamble.ErrAmount, func() error { return m.Risk(ctx) })

	require.NoError(t, m.Insert(ctx, 200))
	_, err = m.Start(ctx, at) // wins 200
	require.NoError(t, err)
	require.NoError(t, m.Risk(ctx))
	termfix.Refused(t, m, terminal.ErrState, func() error { return m.Risk(ctx) })
	termfix.Refused(t, m, terminal.ErrState, func() error { _, err := m.CashOut(ctx); return err })
	require.NoError(t, m.Insert(ctx, 50), "money may be inserted during RISK")
	got, err := m.Collect(ctx)
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(200), got)
	require.Equal(t, slotmech.Money(350), m.Meters().Credit)
	require.Equal(t, slotmech.Money(0), m.Meters().Win)
	require.Equal(t, terminal.StateReady, m.State())
	termfix.Refused(t, m, terminal.ErrState, func() error { _, err := m.Collect(ctx); return err })
	termfix.Refused(t, m, gamble.ErrAmount, func() error { return m.Risk(ctx) })

	_, err = m.Start(ctx, at) // wins 100
	require.NoError(t, err)
	require.NoError(t, m.Risk(ctx))
	r, err := m.Start(ctx, at) // START is COLLECT during RISK
	require.NoError(t, err)
	require.Equal(t, terminal.Round{Collected: 100}, r)
	require.Equal(t, slotmech.Money(350), m.Meters().Credit)
	require.Equal(t, uint64(3), m.Meters().Games, "START during RISK plays no game")
	require.True(t, m.Meters().Balanced())
}

// TestCS_14_MachineNoRiskOnJackpot checks CS-14: RISK cannot be played on a
// jackpot win, not even on the line win of the game that hit the jackpot.
func TestCS_14_MachineNoRiskOnJackpot(t *testing.T) {
	m, _, _ := scripted(t, 100, hit, termfix.Pays(2), noHit, termfix.Pays(1))
	r, err := m.Start(ctx, at)
	require.NoError(t, err)
	require.Len(t, r.Jackpots, 1)
	require.Equal(t, slotmech.Money(200), m.Meters().Win)
	termfix.Refused(t, m, terminal.ErrState, func() error { return m.Risk(ctx) }) // locked (CS-20)
	_, err = m.ClearLockup(ctx, at, "attendant 7", "", nil)
	require.NoError(t, err)
	termfix.Refused(t, m, gamble.ErrJackpot, func() error { return m.Risk(ctx) })
	_, err = m.Start(ctx, at) // the next game's win may be risked again
	require.NoError(t, err)
	require.NoError(t, m.Risk(ctx))
}

// TestCS_15_MachineRedOrBlack checks CS-15: a matching colour doubles the
// win and RISK goes on; the other colour loses it and ends RISK.
func TestCS_15_MachineRedOrBlack(t *testing.T) {
	m, _, _ := scripted(t, 100, noHit, termfix.Pays(1), red, black, black)
	_, err := m.Start(ctx, at)
	require.NoError(t, err)
	require.NoError(t, m.Risk(ctx))
	termfix.Refused(t, m, gamble.ErrColour, func() error { _, err := m.Pick(ctx, 0); return err })
	termfix.Refused(t, m, gamble.ErrColour, func() error { _, err := m.Pick(ctx, 3); return err })

	o, err := m.Pick(ctx, gamble.Red)
	require.NoError(t, err)
	require.True(t, o.Won)
	require.Equal(t, "Q♥", o.Card.String())
	require.Equal(t, slotmech.Money(200), m.Meters().Win)

	o, err = m.Pick(ctx, gamble.Black)
	require.NoError(t, err)
	require.True(t, o.Won)
	require.Equal(t, slotmech.Money(400), m.Meters().Win)
	require.Equal(t, terminal.StateRisk, m.State())

	o, err = m.Pick(ctx, gamble.Red) // a black card
	require.NoError(t, err)
	require.False(t, o.Won)
	require.Equal(t, slotmech.Money(0), m.Meters().Win)
	require.Equal(t, slotmech.Money(0), m.Meters().Credit)
	require.Equal(t, terminal.StateReady, m.State())
	mt := m.Meters()
	require.Equal(t, slotmech.Money(300), mt.RiskWon)
	require.Equal(t, slotmech.Money(400), mt.RiskLost)
	require.True(t, mt.Balanced())
	termfix.Refused(t, m, terminal.ErrState, func() error { _, err := m.Pick(ctx, gamble.Red); return err })
}

// TestCS_15_MachineRiskLimit checks that a RISK limit ends RISK with the
// doubled win credited (the gaming standards' cap of CS-15's game).
func TestCS_15_MachineRiskLimit(t *testing.T) {
	src := rng.NewReplayer([]uint64{noHit, termfix.Pays(1), red})
	cfg := crystalterm.Config(src, newSystem(t, src), term)
	cfg.Stake, cfg.Gamble.MaxDoublings = 5, 1
	m := fakeMachine(t, cfg)
	require.NoError(t, m.Insert(ctx, 5))
	_, err := m.Start(ctx, at)
	require.NoError(t, err)
	require.NoError(t, m.Risk(ctx))
	o, err := m.Pick(ctx, gamble.Red)
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(10), o.Credited)
	require.Equal(t, terminal.StateReady, m.State())
	require.Equal(t, slotmech.Money(10), m.Meters().Credit)
	require.NoError(t, src.Done())
}

// TestCS_16_MachineHalf checks CS-16: HALF keeps half at risk and credits
// the other half at once; an odd a risks (a − 1)/2 and credits (a − 1)/2 + 1.
func TestCS_16_MachineHalf(t *testing.T) {
	m, _, _ := scripted(t, 5, noHit, termfix.Pays(1))
	require.NoError(t, m.SetStake(ctx, 5))
	_, err := m.Start(ctx, at) // wins 5
	require.NoError(t, err)
	require.NoError(t, m.Risk(ctx))
	for _, step := range []struct{ credited, atRisk, credit slotmech.Money }{
		{3, 2, 3}, // 5: risk 2, credit 3
		{1, 1, 4}, // 2: risk 1, credit 1
		{1, 0, 5}, // 1: all credited, RISK ends
	} {
		got, err := m.Half(ctx)
		require.NoError(t, err)
		require.Equal(t, step.credited, got)
		require.Equal(t, step.atRisk, m.Meters().Win)
		require.Equal(t, step.credit, m.Meters().Credit)
		require.True(t, m.Meters().Balanced())
	}
	require.Equal(t, terminal.StateReady, m.State())
	termfix.Refused(t, m, terminal.ErrState, func() error { _, err := m.Half(ctx); return err })
}

// TestCS_17_MachineHistory checks CS-17: the last five cards, newest first,
// kept from one RISK to the next.
func TestCS_17_MachineHistory(t *testing.T) {
	cards := []uint64{
		terminaltest.Card(1, gamble.Hearts), terminaltest.Card(2, gamble.Diamonds), terminaltest.Card(3, gamble.Hearts),
		terminaltest.Card(4, gamble.Hearts), // four won red picks, then a loss on black
		terminaltest.Card(5, gamble.Clubs),
		terminaltest.Card(6, gamble.Hearts), // the next RISK: a lost black pick
	}
	draws := append([]uint64{noHit, termfix.Pays(1)}, cards[:5]...)
	draws = append(draws, noHit, termfix.Pays(1), cards[5])
	m, _, _ := scripted(t, 200, draws...)
	_, err := m.Start(ctx, at)
	require.NoError(t, err)
	require.NoError(t, m.Risk(ctx))
	require.Empty(t, m.History())
	for range 5 {
		_, err := m.Pick(ctx, gamble.Red)
		require.NoError(t, err)
	}
	require.Equal(t, "5♣ 4♥ 3♥ 2♦ A♥", cardString(m.History()))
	_, err = m.Start(ctx, at)
	require.NoError(t, err)
	require.NoError(t, m.Risk(ctx))
	_, err = m.Pick(ctx, gamble.Black)
	require.NoError(t, err)
	require.Equal(t, "6♥ 5♣ 4♥ 3♥ 2♦", cardString(m.History()))
}

// cardString prints cards separated by spaces.
func cardString(cards []gamble.Card) string {
	s := ""
	for i, c := range cards {
		if i > 0 {
			s += " "
		}
		s += c.String()
	}
	return s
}

// TestCS_18_MachineContributesToItsPools checks CS-18: a game contributes to
// every pool whose scope includes the terminal, and to no other.
func TestCS_18_MachineContributesToItsPools(t *testing.T) {
	src := &terminaltest.Counting{Src: rng.NewStream(18, 0)}
	sys, err := jackpot.NewSystem(ctx, []jackpot.PoolConfig{
		{Name: "all", Rate: jackpot.Ratio{Num: 1, Den: 100},
			Seed: 5000, Chance: jackpot.Ratio{Num: 1, Den: poolOdds}},
		{Name: "brno", Venues: []string{"brno-1"}, Rate: jackpot.Ratio{Num: 3, Den: 1000},
			Seed: 1000, MustHitBy: 2000},
		{Name: "praha", Venues: []string{"praha-1", "praha-2"}, Rate: jackpot.Ratio{Num: 1, Den: 100},
			Seed: 1000, Chance: jackpot.Ratio{Num: 1, Den: poolOdds}},
	}, new(jackpot.MemoryStore), src)
	require.NoError(t, err)
	cfg := crystalterm.Config(src, sys, term)
	cfg.Stake = 500
	m := fakeMachine(t, cfg)
	require.NoError(t, m.Insert(ctx, 10_000))
	for range 3 {
		_, err := m.Start(ctx, at)
		require.NoError(t, err)
	}
	all, err := sys.Audit(ctx, "all")
	require.NoError(t, err)
	require.Equal(t, uint64(3), all.Games)
	require.Equal(t, slotmech.Money(1500), all.Staked)
	require.Equal(t, slotmech.Money(15), all.Contributed)
	brno, err := sys.Audit(ctx, "brno")
	require.NoError(t, err)
	require.Equal(t, uint64(3), brno.Games)
	require.Equal(t, slotmech.Money(4), brno.Contributed, "1500 × 3/1000 = 4.5: 4 whole Kč")
	require.Equal(t, int64(500), brno.Remainder, "and 500/1000 carried")
	praha, err := sys.Audit(ctx, "praha")
	require.NoError(t, err)
	require.Equal(t, uint64(0), praha.Games, "not in the terminal's scope")
}

// TestCS_19_MachineDrawAfterEveryStart checks CS-19: every game started,
// by START, MAX BET or AUTO START, is reported and drawn; a refused START
// takes no draw.
func TestCS_19_MachineDrawAfterEveryStart(t *testing.T) {
	m, sys, _ := scripted(t, 1250,
		noHit, termfix.Pays(0), // Start
		noHit, termfix.Pays(0), // Step
		noHit, termfix.Pays(0), // MaxBet
	)
	_, err := m.Start(ctx, at)
	require.NoError(t, err)
	require.NoError(t, m.AutoStart(ctx))
	_, err = m.Step(ctx, at)
	require.NoError(t, err)
	require.NoError(t, m.Stop(ctx))
	_, err = m.MaxBet(ctx, at)
	require.NoError(t, err)
	termfix.Refused(t, m, terminal.ErrNoCredit, termfix.Start(m)) // 50 Kč left: no draw (the replayer would run out)
	l, err := sys.Audit(ctx, poolName)
	require.NoError(t, err)
	require.Equal(t, uint64(3), l.Games)
	require.Equal(t, slotmech.Money(1200), l.Staked)
	require.Equal(t, m.Meters().Staked, l.Staked)
}

// TestCS_20_MachineJackpotNotCredited checks CS-20: a jackpot hit is
// announced and recorded but never added to CREDIT or WIN.
func TestCS_20_MachineJackpotNotCredited(t *testing.T) {
	m, sys, _ := scripted(t, 100, hit, termfix.Pays(1))
	r, err := m.Start(ctx, at)
	require.NoError(t, err)
	require.Len(t, r.Jackpots, 1)
	w := r.Jackpots[0]
	require.Equal(t, poolName, w.Pool)
	require.Equal(t, "T-0001", w.Terminal)
	require.Equal(t, slotmech.Money(5001), w.Amount, "seed 5 000 + 1 % of 100")
	require.Equal(t, jackpot.AtVenue, w.Payout.Place)
	require.Equal(t, at, w.At)
	require.Equal(t, slotmech.Money(100), r.Outcome.Win, "the game's own win only")
	require.Equal(t, slotmech.Money(0), m.Meters().Credit)
	require.Equal(t, slotmech.Money(100), m.Meters().Win)
	require.Equal(t, []jackpot.Win{w}, m.Recall()[0].Jackpots, "recalled with its game")
	require.Equal(t, uint64(1), m.Meters().Jackpots)
	require.True(t, m.Meters().Balanced())
	l, err := sys.Audit(ctx, poolName)
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(5001), l.Won)
	amount, err := sys.Amount(ctx, poolName)
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(5000), amount, "the pool restarts at its seed")
}
