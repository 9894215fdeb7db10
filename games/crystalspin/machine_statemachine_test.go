package crystalspin_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
	"pgregory.net/rapid"
)

// TestMachineStateMachine drives a Machine with random actions, legal and
// illegal, and checks after every one (CS-11 … CS-20):
//   - the money invariant of Meters.Balanced, and that CREDIT and WIN never
//     go negative;
//   - every jackpot pool's ledger balances (System.Audit), every game reached
//     the pools in the terminal's scope and no other, and the pools paid out
//     exactly the hits the machine announced;
//   - each action has the effect, or the error, the Machine's table gives;
//   - a refused action changes nothing: meters, state, stop reason, RISK
//     history and gamble, pools, and it takes no draw;
//   - AUTO START stops only for its three reasons, and while it runs CREDIT
//     covers the stake.
func TestMachineStateMachine(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := newHarness(t)
		// RISK and AUTO START need a few moves to get deep into: their
		// moves appear more than once so that short runs reach there.
		t.Repeat(map[string]func(*rapid.T){
			"insert":   h.insert,
			"cashOut":  h.cashOut,
			"setStake": h.setStake,
			"start":    h.start,
			"maxBet":   h.maxBet,
			"auto":     h.autoStart,
			"step":     h.step,
			"step 2":   h.step,
			"step 3":   h.step,
			"auto 2":   h.autoStart,
			"stop":     h.stop,
			"risk":     h.risk,
			"pick":     h.pick,
			"pick 2":   h.pick,
			"risk 2":   h.risk,
			"half":     h.half,
			"collect":  h.collect,
			"":         h.check,
		})
	})
}

// stakeSteps are the stakes of CS-11.
var stakeSteps = []slotmech.Money{5, 10, 15, 25, 50, 100, 200, 300, 500, 1000}

// harness is the machine under test with what the checks need.
type harness struct {
	m     *crystalspin.Machine
	sys   *jackpot.System
	src   *counting
	cfg   crystalspin.MachineConfig
	pools []string // the pools, the last one outside the terminal's scope

	lastJackpot bool // the last game hit a jackpot
	snap        snapshot
}

// snapshot is everything an action may change.
type snapshot struct {
	meters  crystalspin.Meters
	state   crystalspin.MachineState
	stop    crystalspin.StopReason
	history []gamble.Card
	risk    gamble.State
	draws   int
	ledgers []jackpot.Ledger
}

func newHarness(t *rapid.T) *harness {
	sys, err := jackpot.NewSystem([]jackpot.PoolConfig{
		{Name: "all", Scope: jackpot.AllTerminals(), Rate: jackpot.Ratio{Num: 1, Den: 100},
			Seed: 1000, Chance: jackpot.Ratio{Num: 1, Den: 5000}},
		{Name: "venue", Scope: jackpot.OneVenue(terminal.Venue), Rate: jackpot.Ratio{Num: 7, Den: 1000},
			Seed: 500, MustHitBy: 600},
		{Name: "elsewhere", Scope: jackpot.OneVenue("praha-1"), Rate: jackpot.Ratio{Num: 1, Den: 100},
			Seed: 500, Chance: jackpot.Ratio{Num: 1, Den: 5000}},
	}, jackpot.NewMemoryStore())
	if err != nil {
		t.Fatal(err)
	}
	cfg := crystalspin.MachineConfig{
		Game:     fakeGame{rapid.SliceOfN(rapid.Int64Range(0, 12), 1, 6).Draw(t, "pays")},
		Source:   &counting{src: rng.NewStream(rapid.Uint64().Draw(t, "seed"), 0)},
		Jackpot:  sys,
		Terminal: terminal,
		Stake:    rapid.SampledFrom(stakeSteps).Draw(t, "stake"),
		RiskMaxAtRisk: slotmech.Money(rapid.OneOf(rapid.Just(int64(0)),
			rapid.Int64Range(2, 100_000)).Draw(t, "riskMaxAtRisk")),
		RiskMaxDoublings: rapid.IntRange(0, 5).Draw(t, "riskMaxDoublings"),
	}
	m, err := crystalspin.NewMachine(cfg)
	if err != nil {
		t.Fatal(err)
	}
	// A credit of a few stakes, so that AUTO START meets its end (a) soon.
	if credit := slotmech.Money(rapid.Int64Range(0, 4*int64(cfg.Stake)).Draw(t, "credit")); credit > 0 {
		if err := m.Insert(credit); err != nil {
			t.Fatal(err)
		}
	}
	h := &harness{m: m, sys: sys, src: cfg.Source.(*counting), cfg: cfg, pools: sys.Pools()}
	h.snap = h.take(t)
	return h
}

// take snapshots the machine and the pools.
func (h *harness) take(t *rapid.T) snapshot {
	s := snapshot{meters: h.m.Meters(), state: h.m.State(), stop: h.m.LastStop(),
		history: h.m.History(), risk: h.m.RiskState(), draws: h.src.n}
	for _, p := range h.pools {
		l, err := h.sys.Audit(p)
		if err != nil {
			t.Fatalf("pool %s: %v", p, err)
		}
		s.ledgers = append(s.ledgers, l)
	}
	return s
}

// covers is the model of "CREDIT covers stake" (CS-12).
func (s snapshot) covers(stake slotmech.Money) bool {
	return s.meters.Credit+s.meters.Win >= stake
}

// stateErr is the error an action reserved to StateReady gets in s.
func (s snapshot) stateErr() error {
	switch s.state {
	case crystalspin.StateAuto:
		return crystalspin.ErrAutoOn
	case crystalspin.StateRisk:
		return crystalspin.ErrRiskOpen
	}
	return nil
}

// outcome checks that an action returned want (nil or a sentinel it wraps);
// if it was refused, that nothing changed. It returns whether it succeeded.
func (h *harness) outcome(t *rapid.T, got, want error) bool {
	if !errors.Is(got, want) || (want == nil) != (got == nil) {
		t.Fatalf("error %v, want %v", got, want)
	}
	if got == nil {
		return true
	}
	now := h.take(t)
	if now.meters != h.snap.meters || now.state != h.snap.state || now.stop != h.snap.stop ||
		!slices.Equal(now.history, h.snap.history) || now.risk != h.snap.risk ||
		now.draws != h.snap.draws || !slices.Equal(now.ledgers, h.snap.ledgers) {
		t.Fatalf("refused action (%v) changed something:\nbefore %+v\nafter  %+v", got, h.snap, now)
	}
	return false
}

// noDraw fails if a non-random action drew from the source.
func (h *harness) noDraw(t *rapid.T) {
	if h.src.n != h.snap.draws {
		t.Fatalf("took %d draws", h.src.n-h.snap.draws)
	}
}

func (h *harness) insert(t *rapid.T) {
	a := slotmech.Money(rapid.OneOf(rapid.Int64Range(-10, 0), rapid.Int64Range(1, 1000)).Draw(t, "amount"))
	var want error
	if a <= 0 {
		want = crystalspin.ErrBadAmount
	}
	if h.outcome(t, h.m.Insert(a), want) {
		h.noDraw(t)
		expect(t, "credit", h.m.Credit(), h.snap.meters.Credit+a)
	}
}

func (h *harness) cashOut(t *rapid.T) {
	got, err := h.m.CashOut()
	want := h.snap.stateErr()
	total := h.snap.meters.Credit + h.snap.meters.Win
	if want == nil && total == 0 {
		want = crystalspin.ErrNothingToCashOut
	}
	if h.outcome(t, err, want) {
		h.noDraw(t)
		expect(t, "cashed out", got, total)
		expect(t, "credit+win", h.m.Credit()+h.m.Win(), 0)
	}
}

func (h *harness) setStake(t *rapid.T) {
	s := slotmech.Money(rapid.OneOf(rapid.SampledFrom(stakeSteps),
		rapid.Custom(func(t *rapid.T) slotmech.Money {
			return slotmech.Money(rapid.Int64Range(-5, 1500).Draw(t, "any"))
		})).Draw(t, "stake"))
	want := h.snap.stateErr()
	if want == nil && !slices.Contains(stakeSteps, s) {
		want = crystalspin.ErrUnknownStake
	}
	if h.outcome(t, h.m.SetStake(s), want) {
		h.noDraw(t)
		expect(t, "stake", h.m.Stake(), s)
	}
}

func (h *harness) start(t *rapid.T) {
	r, err := h.m.Start(at)
	switch h.snap.state {
	case crystalspin.StateAuto:
		h.outcome(t, err, crystalspin.ErrAutoOn)
	case crystalspin.StateRisk: // START is COLLECT (CS-14)
		h.outcome(t, err, nil)
		h.noDraw(t)
		expect(t, "collected", r.Collected, h.snap.meters.Win)
		h.collected(t)
	default:
		var want error
		if !h.snap.covers(h.snap.meters.Stake) {
			want = crystalspin.ErrNoCredit
		}
		if h.outcome(t, err, want) {
			h.played(t, r, h.snap.meters.Stake)
		}
	}
}

func (h *harness) maxBet(t *rapid.T) {
	r, err := h.m.MaxBet(at)
	want := h.snap.stateErr()
	if want == nil && !h.snap.covers(1000) {
		want = crystalspin.ErrNoCredit
	}
	if h.outcome(t, err, want) {
		h.played(t, r, 1000)
	}
}

func (h *harness) autoStart(t *rapid.T) {
	want := h.snap.stateErr()
	if want == nil && !h.snap.covers(h.snap.meters.Stake) {
		want = crystalspin.ErrNoCredit
	}
	if h.outcome(t, h.m.AutoStart(), want) {
		h.noDraw(t)
		h.expectState(t, crystalspin.StateAuto, crystalspin.NotStopped)
	}
}

func (h *harness) step(t *rapid.T) {
	r, stop, err := h.m.Step(at)
	var want error
	if h.snap.state != crystalspin.StateAuto {
		want = crystalspin.ErrAutoOff
	}
	if !h.outcome(t, err, want) {
		return
	}
	h.played(t, r, h.snap.meters.Stake)
	if h.m.Credit()+h.m.Win() >= h.m.Stake() {
		expect(t, "stop reason", stop, crystalspin.NotStopped)
		h.expectState(t, crystalspin.StateAuto, crystalspin.NotStopped)
	} else { // CS-13 (a)
		expect(t, "stop reason", stop, crystalspin.StopNoCredit)
		h.expectState(t, crystalspin.StateReady, crystalspin.StopNoCredit)
	}
}

func (h *harness) stop(t *rapid.T) {
	var want error
	if h.snap.state != crystalspin.StateAuto {
		want = crystalspin.ErrAutoOff
	}
	if h.outcome(t, h.m.Stop(), want) { // CS-13 (c)
		h.noDraw(t)
		h.expectState(t, crystalspin.StateReady, crystalspin.StopPressed)
	}
}

func (h *harness) risk(t *rapid.T) {
	win := h.snap.meters.Win
	var want error
	switch {
	case h.snap.state == crystalspin.StateRisk:
		want = crystalspin.ErrRiskOpen
	case win == 0:
		want = crystalspin.ErrNoWin
	case h.lastJackpot:
		want = crystalspin.ErrJackpotRisk
	case h.cfg.RiskMaxAtRisk > 0 && 2*win > h.cfg.RiskMaxAtRisk:
		want = crystalspin.ErrRiskLimit
	}
	if !h.outcome(t, h.m.Risk(), want) {
		return
	}
	h.noDraw(t)
	stop := h.snap.stop
	if h.snap.state == crystalspin.StateAuto { // CS-13 (b)
		stop = crystalspin.StopRisk
	}
	h.expectState(t, crystalspin.StateRisk, stop)
	expect(t, "win", h.m.Win(), win)
}

func (h *harness) pick(t *rapid.T) {
	c := gamble.Colour(rapid.OneOf(rapid.SampledFrom([]uint8{1, 2}), rapid.Just(uint8(0)),
		rapid.Just(uint8(7))).Draw(t, "colour"))
	o, err := h.m.Pick(c)
	var want error
	switch {
	case h.snap.state != crystalspin.StateRisk:
		want = crystalspin.ErrNoRisk
	case !c.Valid():
		want = crystalspin.ErrBadColour
	}
	if !h.outcome(t, err, want) {
		return
	}
	a := h.snap.meters.Win
	expect(t, "draws", h.src.n, h.snap.draws+1)
	expect(t, "won", o.Won, o.Card.Colour() == c)
	expect(t, "newest card", h.m.History()[0], o.Card)
	expect(t, "history", len(h.m.History()), min(len(h.snap.history)+1, 5))
	switch {
	case !o.Won:
		expect(t, "win", h.m.Win(), 0)
		expect(t, "credit", h.m.Credit(), h.snap.meters.Credit)
		h.expectState(t, crystalspin.StateReady, h.snap.stop)
	case o.Credited > 0: // a RISK limit ended it
		expect(t, "credited", o.Credited, 2*a)
		expect(t, "credit", h.m.Credit(), h.snap.meters.Credit+2*a)
		h.expectState(t, crystalspin.StateReady, h.snap.stop)
	default:
		expect(t, "win", h.m.Win(), 2*a)
		h.expectState(t, crystalspin.StateRisk, h.snap.stop)
	}
}

func (h *harness) half(t *rapid.T) {
	got, err := h.m.Half()
	var want error
	if h.snap.state != crystalspin.StateRisk {
		want = crystalspin.ErrNoRisk
	}
	if !h.outcome(t, err, want) {
		return
	}
	h.noDraw(t)
	a := h.snap.meters.Win
	expect(t, "credited", got, a-a/2) // CS-16, whole Kč
	expect(t, "win", h.m.Win(), a/2)
	expect(t, "credit", h.m.Credit(), h.snap.meters.Credit+got)
	if a/2 == 0 {
		h.expectState(t, crystalspin.StateReady, h.snap.stop)
	} else {
		h.expectState(t, crystalspin.StateRisk, h.snap.stop)
	}
}

func (h *harness) collect(t *rapid.T) {
	got, err := h.m.Collect()
	var want error
	if h.snap.state != crystalspin.StateRisk {
		want = crystalspin.ErrNoRisk
	}
	if h.outcome(t, err, want) {
		h.noDraw(t)
		expect(t, "collected", got, h.snap.meters.Win)
		h.collected(t)
	}
}

// collected checks the effect of COLLECT.
func (h *harness) collected(t *rapid.T) {
	expect(t, "credit", h.m.Credit(), h.snap.meters.Credit+h.snap.meters.Win)
	expect(t, "win", h.m.Win(), 0)
	h.expectState(t, crystalspin.StateReady, h.snap.stop)
}

// played checks the effect of a game started at stake (CS-12, CS-19, CS-20).
func (h *harness) played(t *rapid.T, r crystalspin.Round, stake slotmech.Money) {
	before := h.snap.meters
	expect(t, "seq", r.Seq, before.Games+1)
	expect(t, "stake", r.Stake, stake)
	expect(t, "meter stake", h.m.Stake(), stake)
	expect(t, "credit", h.m.Credit(), before.Credit+before.Win-stake)
	expect(t, "win", h.m.Win(), r.Win)
	expect(t, "outcome win", r.Outcome.Win, r.Win)
	expect(t, "jackpots", h.m.Meters().Jackpots, before.Jackpots+uint64(len(r.Jackpots)))
	h.lastJackpot = len(r.Jackpots) > 0
	for i, l := range h.take(t).ledgers {
		games := h.snap.ledgers[i].Games
		if i < len(h.pools)-1 { // in the terminal's scope
			games++
		}
		expect(t, "pool "+h.pools[i]+" games", l.Games, games)
	}
}

// expectState checks the state and the stop reason.
func (h *harness) expectState(t *rapid.T, s crystalspin.MachineState, r crystalspin.StopReason) {
	expect(t, "state", h.m.State(), s)
	expect(t, "stop reason", h.m.LastStop(), r)
}

// check runs after every action: the invariants, then a new snapshot.
func (h *harness) check(t *rapid.T) {
	now := h.take(t)
	mt := now.meters
	if !mt.Balanced() {
		t.Fatalf("meters do not balance: %+v", mt)
	}
	if mt.Credit < 0 || mt.Win < 0 {
		t.Fatalf("negative meter: %+v", mt)
	}
	if now.state == crystalspin.StateRisk && mt.Win != now.risk.AtRisk {
		t.Fatalf("WIN %d, at risk %d", mt.Win, now.risk.AtRisk)
	}
	if now.state == crystalspin.StateAuto && mt.Credit+mt.Win < mt.Stake {
		t.Fatalf("AUTO START runs without credit: %+v", mt)
	}
	if h.snap.state == crystalspin.StateAuto && now.state != crystalspin.StateAuto &&
		now.stop != crystalspin.StopNoCredit && now.stop != crystalspin.StopRisk && now.stop != crystalspin.StopPressed {
		t.Fatalf("AUTO START stopped for %v", now.stop)
	}
	var won slotmech.Money
	for _, w := range h.m.Jackpots() {
		won += w.Amount
	}
	var paid slotmech.Money
	for i, l := range now.ledgers {
		paid += l.Won
		if i < len(h.pools)-1 {
			expect(t, "pool "+h.pools[i]+" games", l.Games, mt.Games)
			expect(t, "pool "+h.pools[i]+" staked", l.Staked, mt.Staked)
		} else {
			expect(t, "pool "+h.pools[i]+" games", l.Games, 0)
		}
	}
	expect(t, "jackpot wins", won, paid)
	expect(t, "jackpot count", uint64(len(h.m.Jackpots())), mt.Jackpots)
	h.snap = now
}

// expect fails unless got == want.
func expect[T comparable](t *rapid.T, what string, got, want T) {
	t.Helper()
	if got != want {
		t.Fatalf("%s: got %v, want %v", what, got, want)
	}
}
