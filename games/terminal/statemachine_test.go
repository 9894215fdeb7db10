package terminal_test

import (
	"context"
	"errors"
	"reflect"
	"slices"
	"strconv"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/record"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/internal/recall"
	"github.com/slotmech/slotmech/internal/terminaltest"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
	"pgregory.net/rapid"
)

// TestStateMachine drives a Machine of random stake steps, RISK rules and
// recall size with random actions, legal and illegal, and checks after every
// one:
//   - the money invariant of Meters.Balanced, and that CREDIT and WIN never
//     go negative;
//   - every jackpot pool's ledger balances (System.Audit), every game reached
//     the pools in the terminal's scope and no other, and the pools paid out
//     exactly the hits the machine announced;
//   - each action has the effect, or the error, the Machine's table gives;
//   - a refused action changes nothing: meters, state, stop reason, RISK
//     history and gamble, pools, recall, and it takes no draw;
//   - AUTO START stops only for its three reasons or a jackpot hit's
//     lock-up (CS-13), and while it runs CREDIT covers the stake;
//   - a jackpot hit locks the terminal until the attendant key clears it
//     (CS-20), refusing every game, RISK and cash-out meanwhile, and a
//     payout form sets the win record's status;
//   - the recall holds the last games, newest first, each with the meters
//     around it, the RISK decisions that followed it, and a record that
//     replays;
//   - CS-19: while the central system is down (the "outage" move), a game
//     is not started (refused with jackpot.ErrStore, no draw, nothing
//     changed) and then every action but Insert waits for it; when it is
//     back the game, which the system never took, is void: the next game
//     has the next number, and the pools took only the games played.
func TestStateMachine(t *testing.T) {
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
			"crash":    h.crash,
			"clear":    h.clear,
			"clear 2":  h.clear,
			"outage":   h.outage,
			"":         h.check,
		})
	})
}

// harness is the machine under test with what the checks need.
type harness struct {
	m     *terminal.Machine
	sys   *jackpot.System
	src   *terminaltest.Counting
	cfg   terminal.Config
	keep  int      // games the recall keeps
	pools []string // the pools, the last one outside the terminal's scope

	lastJackpot bool // the last game hit a jackpot
	snap        snapshot

	gate    *gate  // the machine's central system: sys, unless down
	open    bool   // a game's intent is open: its report failed
	voided  uint64 // the games void
	lastSeq uint64 // the number of the last game played
}

// gate is the harness's central system: sys, or, while down, nothing it
// can reach (a report never arrives).
type gate struct {
	*jackpot.System
	down bool
}

func (g *gate) Report(ctx context.Context, game jackpot.Game) ([]jackpot.Win, error) {
	if g.down {
		return nil, errLost
	}
	return g.System.Report(ctx, game)
}

func (g *gate) Void(ctx context.Context, t jackpot.Terminal, n uint64) ([]jackpot.Win, bool, error) {
	if g.down {
		return nil, false, errLost
	}
	return g.System.Void(ctx, t, n)
}

// outage takes the central system down, or brings it back.
func (h *harness) outage(t *rapid.T) {
	h.gate.down = !h.gate.down
}

// settles models an action that resolves an open intent first, once its
// own checks before it (want) passed: while the system is down it is
// refused with jackpot.ErrStore; otherwise the game is void (the system
// never took its report) and the action goes on.
func (h *harness) settles(want error) error {
	if want != nil || !h.open {
		return want
	}
	if h.gate.down {
		return jackpot.ErrStore
	}
	h.open, h.voided = false, h.voided+1
	return nil
}

// reports models a game's report once its checks (want) passed: refused
// while the system is down, which leaves its intent open.
func (h *harness) reports(want error) error {
	if want == nil && h.gate.down {
		h.open = true
		return jackpot.ErrStore
	}
	return want
}

// snapshot is everything an action may change.
type snapshot struct {
	meters  terminal.Meters
	state   terminal.State
	stop    terminal.StopReason
	history []gamble.Card
	risk    gamble.State
	draws   int
	ledgers []jackpot.State
	recall  []terminal.RecallEntry
	lockup  []jackpot.Win
}

func newHarness(t *rapid.T) *harness {
	// The jackpot system draws from the terminal's source, so that the
	// draws of a game, its jackpot's included, are counted together.
	src := &terminaltest.Counting{Src: rng.NewStream(rapid.Uint64().Draw(t, "seed"), 0)}
	// The draws of a game come after its report (the jackpot's first).
	sys, err := jackpot.NewSystem(ctx, []jackpot.PoolConfig{
		{Name: "all", Rate: jackpot.Ratio{Num: 1, Den: 100},
			Seed: 1000, Chance: jackpot.Ratio{Num: 1, Den: 5000}},
		{Name: "venue", Venues: []string{term.Venue}, Rate: jackpot.Ratio{Num: 7, Den: 1000},
			Seed: 500, MustHitBy: 600},
		{Name: "elsewhere", Venues: []string{"praha-1"}, Rate: jackpot.Ratio{Num: 1, Den: 100},
			Seed: 500, Chance: jackpot.Ratio{Num: 1, Den: 5000}},
	}, new(jackpot.MemoryStore), src)
	if err != nil {
		t.Fatal(err)
	}
	stakes := slices.Sorted(slices.Values(rapid.SliceOfNDistinct(rapid.Int64Range(1, 1000), 1, 8,
		rapid.ID).Draw(t, "stakes")))
	cfg := terminal.Config{
		Game:     fakeGame(rapid.SliceOfN(rapid.Int64Range(0, 12), 1, 6).Draw(t, "pays")),
		Source:   src,
		Jackpot:  &gate{System: sys},
		Terminal: term,
		Gamble: gamble.Config{
			Unit:    slotmech.Money(rapid.SampledFrom([]int64{1, 2, 5}).Draw(t, "unit")),
			History: rapid.IntRange(0, 7).Draw(t, "history"),
			MaxAtRisk: slotmech.Money(rapid.OneOf(rapid.Just(int64(0)),
				rapid.Int64Range(2, 100_000)).Draw(t, "maxAtRisk")),
			MaxDoublings: rapid.IntRange(0, 5).Draw(t, "maxDoublings"),
		},
		Recall: rapid.IntRange(-1, 12).Draw(t, "recall"),
	}
	if rapid.IntRange(0, 3).Draw(t, "journal") > 0 {
		cfg.Journal = new(terminaltest.MemoryJournal)
		cfg.Checkpoint = rapid.SampledFrom([]int{-1, 0, 1, 2, 3, 7}).Draw(t, "checkpoint")
	}
	for _, s := range stakes {
		cfg.Stakes = append(cfg.Stakes, slotmech.Money(s))
	}
	cfg.Stake = rapid.SampledFrom(cfg.Stakes).Draw(t, "stake")
	m, err := terminal.New(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	// A credit of a few stakes, so that AUTO START meets its end (a) soon.
	if credit := slotmech.Money(rapid.Int64Range(0, 4*int64(cfg.Stake)).Draw(t, "credit")); credit > 0 {
		if err := m.Insert(ctx, credit); err != nil {
			t.Fatal(err)
		}
	}
	keep := cfg.Recall
	switch {
	case keep == 0:
		keep = recall.Default
	case keep < 0:
		keep = 0
	}
	h := &harness{m: m, sys: sys, src: cfg.Source.(*terminaltest.Counting), cfg: cfg, keep: keep, pools: sys.Pools(),
		gate: cfg.Jackpot.(*gate)}
	h.snap = h.take(t)
	return h
}

// take snapshots the machine and the pools.
func (h *harness) take(t *rapid.T) snapshot {
	s := snapshot{meters: h.m.Meters(), state: h.m.State(), stop: terminal.StopOf(h.m),
		history: h.m.History(), risk: terminal.RiskOf(h.m), draws: h.src.N, recall: h.m.Recall(),
		lockup: h.m.Lockup()}
	for _, p := range h.pools {
		l, err := h.sys.Audit(ctx, p)
		if err != nil {
			t.Fatalf("pool %s: %v", p, err)
		}
		s.ledgers = append(s.ledgers, l)
	}
	return s
}

// covers is the model of "CREDIT covers stake".
func (s snapshot) covers(stake slotmech.Money) bool {
	return s.meters.Credit+s.meters.Win >= stake
}

// stateErr is the error an action reserved to StateReady gets in s.
func (s snapshot) stateErr() error {
	switch s.state {
	case terminal.StateAuto:
		return terminal.ErrState
	case terminal.StateRisk:
		return terminal.ErrState
	case terminal.StateLocked:
		return terminal.ErrState
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
		now.draws != h.snap.draws || !slices.Equal(now.ledgers, h.snap.ledgers) ||
		!reflect.DeepEqual(now.recall, h.snap.recall) || !reflect.DeepEqual(now.lockup, h.snap.lockup) {
		t.Fatalf("refused action (%v) changed something:\nbefore %+v\nafter  %+v", got, h.snap, now)
	}
	return false
}

// noDraw fails if a non-random action drew from the source.
func (h *harness) noDraw(t *rapid.T) {
	if h.src.N != h.snap.draws {
		t.Fatalf("took %d draws", h.src.N-h.snap.draws)
	}
}

func (h *harness) insert(t *rapid.T) {
	a := slotmech.Money(rapid.OneOf(rapid.Int64Range(-10, 0), rapid.Int64Range(1, 1000)).Draw(t, "amount"))
	var want error
	if a <= 0 {
		want = gamble.ErrAmount
	}
	if h.outcome(t, h.m.Insert(ctx, a), want) {
		h.noDraw(t)
		expect(t, "credit", h.m.Meters().Credit, h.snap.meters.Credit+a)
	}
}

func (h *harness) cashOut(t *rapid.T) {
	got, err := h.m.CashOut(ctx)
	want := h.settles(h.snap.stateErr())
	total := h.snap.meters.Credit + h.snap.meters.Win
	if want == nil && total == 0 {
		want = terminal.ErrState
	}
	if h.outcome(t, err, want) {
		h.noDraw(t)
		expect(t, "cashed out", got, total)
		expect(t, "credit+win", h.m.Meters().Credit+h.m.Meters().Win, 0)
	}
}

func (h *harness) setStake(t *rapid.T) {
	s := slotmech.Money(rapid.OneOf(rapid.SampledFrom(h.cfg.Stakes),
		rapid.Custom(func(t *rapid.T) slotmech.Money {
			return slotmech.Money(rapid.Int64Range(-5, 1500).Draw(t, "any"))
		})).Draw(t, "stake"))
	want := h.settles(h.snap.stateErr())
	if want == nil && !slices.Contains(h.cfg.Stakes, s) {
		want = games.ErrBet
	}
	if h.outcome(t, h.m.SetStake(ctx, s), want) {
		h.noDraw(t)
		expect(t, "stake", h.m.Meters().Stake, s)
	}
}

func (h *harness) start(t *rapid.T) {
	r, err := h.m.Start(ctx, at)
	switch h.snap.state {
	case terminal.StateAuto, terminal.StateLocked:
		h.outcome(t, err, terminal.ErrState)
	case terminal.StateRisk: // START is COLLECT
		h.outcome(t, err, nil)
		h.noDraw(t)
		expect(t, "collected", r.Collected, h.snap.meters.Win)
		h.collected(t)
		h.riskRecalled(t, terminal.RiskCollect)
	default:
		want := h.settles(nil)
		if want == nil && !h.snap.covers(h.snap.meters.Stake) {
			want = terminal.ErrNoCredit
		}
		if h.outcome(t, err, h.reports(want)) {
			h.played(t, r, h.snap.meters.Stake)
		}
	}
}

func (h *harness) maxBet(t *rapid.T) {
	r, err := h.m.MaxBet(ctx, at)
	top := h.cfg.Stakes[len(h.cfg.Stakes)-1]
	want := h.snap.stateErr()
	if want == nil && !h.open && !h.snap.covers(top) {
		want = terminal.ErrNoCredit
	}
	want = h.settles(want)
	if want == nil && !h.snap.covers(top) {
		want = terminal.ErrNoCredit
	}
	if h.outcome(t, err, h.reports(want)) {
		h.played(t, r, top)
	}
}

func (h *harness) autoStart(t *rapid.T) {
	want := h.settles(h.snap.stateErr())
	if want == nil && !h.snap.covers(h.snap.meters.Stake) {
		want = terminal.ErrNoCredit
	}
	if h.outcome(t, h.m.AutoStart(ctx), want) {
		h.noDraw(t)
		h.expectState(t, terminal.StateAuto, terminal.NotStopped)
	}
}

func (h *harness) step(t *rapid.T) {
	r, err := h.m.Step(ctx, at)
	var want error
	if h.snap.state != terminal.StateAuto {
		want = terminal.ErrState
	}
	if !h.outcome(t, err, h.reports(h.settles(want))) {
		return
	}
	h.played(t, r, h.snap.meters.Stake)
	switch {
	case len(r.Jackpots) > 0: // CS-13: the hit's lock-up stops AUTO START
		h.expectState(t, terminal.StateLocked, terminal.StopLockup)
	case h.m.Meters().Credit+h.m.Meters().Win >= h.m.Meters().Stake:
		h.expectState(t, terminal.StateAuto, terminal.NotStopped)
	default: // (a): Step returns in StateReady
		h.expectState(t, terminal.StateReady, terminal.StopNoCredit)
	}
}

func (h *harness) stop(t *rapid.T) {
	var want error
	if h.snap.state != terminal.StateAuto {
		want = terminal.ErrState
	}
	if h.outcome(t, h.m.Stop(ctx), h.settles(want)) { // (c)
		h.noDraw(t)
		h.expectState(t, terminal.StateReady, terminal.StopPressed)
	}
}

func (h *harness) risk(t *rapid.T) {
	win := h.snap.meters.Win
	var want error
	switch {
	case h.snap.state == terminal.StateRisk, h.snap.state == terminal.StateLocked:
		want = terminal.ErrState
	case win == 0:
		want = gamble.ErrAmount
	case h.settles(nil) != nil:
		want = jackpot.ErrStore
	case h.lastJackpot:
		want = gamble.ErrJackpot
	case h.cfg.Gamble.MaxAtRisk > 0 && 2*win > h.cfg.Gamble.MaxAtRisk:
		want = gamble.ErrOverLimit
	}
	if !h.outcome(t, h.m.Risk(ctx), want) {
		return
	}
	h.noDraw(t)
	stop := h.snap.stop
	if h.snap.state == terminal.StateAuto { // (b)
		stop = terminal.StopRisk
	}
	h.expectState(t, terminal.StateRisk, stop)
	expect(t, "win", h.m.Meters().Win, win)
	if rec := h.m.Recall(); len(rec) > 0 {
		r := rec[0].Risk
		if r == nil || len(rec[0].RiskSteps) != 0 || !r.Open || r.Amount != win {
			t.Fatalf("recall of a RISK just opened: %+v", r)
		}
	}
}

func (h *harness) pick(t *rapid.T) {
	c := gamble.Colour(rapid.OneOf(rapid.SampledFrom([]uint8{1, 2}), rapid.Just(uint8(0)),
		rapid.Just(uint8(7))).Draw(t, "colour"))
	o, err := h.m.Pick(ctx, c)
	var want error
	switch {
	case h.snap.state != terminal.StateRisk:
		want = terminal.ErrState
	case !c.Valid():
		want = gamble.ErrColour
	}
	if !h.outcome(t, err, want) {
		return
	}
	a := h.snap.meters.Win
	expect(t, "draws", h.src.N, h.snap.draws+1)
	expect(t, "won", o.Won, o.Card.Colour() == c)
	if n := h.cfg.Gamble.History; n > 0 {
		expect(t, "newest card", h.m.History()[0], o.Card)
	}
	expect(t, "history", len(h.m.History()), min(len(h.snap.history)+1, h.cfg.Gamble.History))
	switch {
	case !o.Won:
		expect(t, "win", h.m.Meters().Win, 0)
		expect(t, "credit", h.m.Meters().Credit, h.snap.meters.Credit)
		h.expectState(t, terminal.StateReady, h.snap.stop)
	case o.Credited > 0: // a RISK limit ended it
		expect(t, "credited", o.Credited, 2*a)
		expect(t, "credit", h.m.Meters().Credit, h.snap.meters.Credit+2*a)
		h.expectState(t, terminal.StateReady, h.snap.stop)
	default:
		expect(t, "win", h.m.Meters().Win, 2*a)
		h.expectState(t, terminal.StateRisk, h.snap.stop)
	}
	if st := h.riskRecalled(t, terminal.RiskPick); st != nil {
		expect(t, "recalled card", st.Card, o.Card)
		expect(t, "recalled colour", st.Colour, c)
		expect(t, "recalled won", st.Card.Colour() == st.Colour, o.Won)
	}
}

func (h *harness) half(t *rapid.T) {
	got, err := h.m.Half(ctx)
	var want error
	if h.snap.state != terminal.StateRisk {
		want = terminal.ErrState
	}
	if !h.outcome(t, err, want) {
		return
	}
	h.noDraw(t)
	a := h.snap.meters.Win
	risked, credited := gamble.Split(a, h.cfg.Gamble.Unit)
	expect(t, "credited", got, credited)
	expect(t, "win", h.m.Meters().Win, risked)
	expect(t, "credit", h.m.Meters().Credit, h.snap.meters.Credit+got)
	if risked < h.cfg.Gamble.Unit {
		expect(t, "win", h.m.Meters().Win, 0)
	}
	if h.m.Meters().Win == 0 {
		h.expectState(t, terminal.StateReady, h.snap.stop)
	} else {
		h.expectState(t, terminal.StateRisk, h.snap.stop)
	}
	h.riskRecalled(t, terminal.RiskHalf)
}

func (h *harness) collect(t *rapid.T) {
	got, err := h.m.Collect(ctx)
	var want error
	if h.snap.state != terminal.StateRisk {
		want = terminal.ErrState
	}
	if h.outcome(t, err, want) {
		h.noDraw(t)
		expect(t, "collected", got, h.snap.meters.Win)
		h.collected(t)
		h.riskRecalled(t, terminal.RiskCollect)
	}
}

// collected checks the effect of COLLECT.
func (h *harness) collected(t *rapid.T) {
	expect(t, "credit", h.m.Meters().Credit, h.snap.meters.Credit+h.snap.meters.Win)
	expect(t, "win", h.m.Meters().Win, 0)
	h.expectState(t, terminal.StateReady, h.snap.stop)
}

// riskRecalled checks that the RISK decision just made is the last step of
// the newest game's recall, with the meters and gamble as they are now, and
// returns it (nil with recall off).
func (h *harness) riskRecalled(t *rapid.T, a terminal.RiskAction) *terminal.RiskStep {
	rec := h.m.Recall()
	if h.keep == 0 {
		return nil
	}
	before, after := h.snap.recall[0], rec[0]
	if after.Risk == nil || before.Risk == nil || len(after.RiskSteps) != len(before.RiskSteps)+1 {
		t.Fatalf("recall of the RISK: %+v, before %+v", after.Risk, before.Risk)
	}
	st := &after.RiskSteps[len(after.RiskSteps)-1]
	expect(t, "recalled action", st.Action, a)
	expect(t, "recalled at risk", st.AtRisk, terminal.RiskOf(h.m).AtRisk)
	expect(t, "recalled result", *after.Risk, terminal.RiskOf(h.m))
	expect(t, "recalled end", after.RiskEnd, terminal.Reading{Credit: h.m.Meters().Credit, Win: h.m.Meters().Win})
	return st
}

// played checks the effect of a game started at stake: meters, pools and
// recall.
func (h *harness) played(t *rapid.T, r terminal.Round, stake slotmech.Money) {
	before := h.snap.meters
	expect(t, "seq", r.Seq, before.Games+h.voided+1)
	h.lastSeq = r.Seq
	expect(t, "stake", r.Outcome.Stake, stake)
	expect(t, "meter stake", h.m.Meters().Stake, stake)
	expect(t, "credit", h.m.Meters().Credit, before.Credit+before.Win-stake)
	expect(t, "win", h.m.Meters().Win, r.Outcome.Win)
	expect(t, "detail", r.Detail != nil, h.keep > 0)
	expect(t, "jackpots", h.m.Meters().Jackpots, before.Jackpots+uint64(len(r.Jackpots)))
	h.lastJackpot = len(r.Jackpots) > 0
	if h.lastJackpot { // CS-20: the hit locks the terminal, announced
		expect(t, "state after a hit", h.m.State(), terminal.StateLocked)
		if !reflect.DeepEqual(h.m.Lockup(), r.Jackpots) {
			t.Fatalf("lock-up %v, hits %v", h.m.Lockup(), r.Jackpots)
		}
	}
	for i, l := range h.take(t).ledgers {
		games := h.snap.ledgers[i].Games
		if i < len(h.pools)-1 { // in the terminal's scope
			games++
		}
		expect(t, "pool "+h.pools[i]+" games", l.Games, games)
	}
	rec := h.m.Recall()
	if h.keep == 0 {
		expect(t, "recall", len(rec), 0)
		return
	}
	e := rec[0]
	expect(t, "recalled seq", e.Seq, r.Seq)
	expect(t, "recalled at", e.At, at)
	expect(t, "recalled stake", e.Stake, stake)
	expect(t, "recalled before", e.Before, terminal.Reading{Credit: before.Credit, Win: before.Win})
	expect(t, "recalled after", e.After, terminal.Reading{Credit: h.m.Meters().Credit, Win: h.m.Meters().Win})
	expect(t, "recalled jackpots", len(e.Jackpots), len(r.Jackpots))
	if e.Risk != nil {
		t.Fatalf("a new game with a RISK: %+v", e.Risk)
	}
	if err := record.Replay(h.cfg.Game, &e.Record); err != nil {
		t.Fatalf("game %d does not replay: %v", e.Seq, err)
	}
	expect(t, "replayed win", outcome(t, &e.Record).Win, r.Outcome.Win)
	for i := 1; i < len(rec); i++ { // the older games, shifted by one
		if !reflect.DeepEqual(rec[i], h.snap.recall[i-1]) {
			t.Fatalf("recall[%d] changed:\n%+v\nwas %+v", i, rec[i], h.snap.recall[i-1])
		}
	}
}

// crash drops the machine, as a power cut would, and makes a new one from
// the journal: it resumes exactly where the old one was — meters, state,
// stop reason, RISK and its history, recall, jackpot hits, stake and the
// journal's head — without a draw and without touching a pool; the journal
// verifies. Without a journal it does nothing.
func (h *harness) crash(t *rapid.T) {
	if h.cfg.Journal == nil {
		return
	}
	before := h.take(t)
	old := h.m
	// Resume from the last checkpoint, or replay the whole journal and
	// check every checkpoint against the replay.
	if rapid.Bool().Draw(t, "audit") {
		h.cfg.Checkpoint = -1
	} else if h.cfg.Checkpoint < 0 {
		h.cfg.Checkpoint = rapid.IntRange(1, 5).Draw(t, "checkpoint")
	}
	voids := h.open && !h.gate.down // New resolves the open intent: void
	m, err := terminal.New(ctx, h.cfg)
	if err != nil {
		t.Fatalf("reopening the journal: %v", err)
	}
	h.m = m
	if voids {
		h.open, h.voided = false, h.voided+1
	}
	now := h.take(t)
	if !reflect.DeepEqual(now, before) {
		t.Fatalf("the resumed machine differs:\nbefore %+v\nafter  %+v", before, now)
	}
	expect(t, "stake", m.Meters().Stake, old.Meters().Stake)
	if voids {
		expect(t, "head after the void", terminal.HeadOf(m).Seq, terminal.HeadOf(old).Seq+1)
	} else {
		expect(t, "head", terminal.HeadOf(m), terminal.HeadOf(old))
	}
	if !reflect.DeepEqual(terminal.JackpotsOf(m), terminal.JackpotsOf(old)) {
		t.Fatalf("jackpots: %v, were %v", terminal.JackpotsOf(m), terminal.JackpotsOf(old))
	}
	head, err := terminal.VerifyJournal(ctx, h.cfg.Journal, nil)
	if err != nil {
		t.Fatal(err)
	}
	expect(t, "verified head", head, terminal.HeadOf(m))
}

// expectState checks the state and the stop reason.
func (h *harness) expectState(t *rapid.T, s terminal.State, r terminal.StopReason) {
	expect(t, "state", h.m.State(), s)
	expect(t, "stop reason", terminal.StopOf(h.m), r)
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
	if now.state == terminal.StateRisk && mt.Win != now.risk.AtRisk {
		t.Fatalf("WIN %d, at risk %d", mt.Win, now.risk.AtRisk)
	}
	if now.state == terminal.StateAuto && mt.Credit+mt.Win < mt.Stake {
		t.Fatalf("AUTO START runs without credit: %+v", mt)
	}
	if h.snap.state == terminal.StateAuto && now.state != terminal.StateAuto &&
		now.stop != terminal.StopNoCredit && now.stop != terminal.StopRisk && now.stop != terminal.StopPressed &&
		now.stop != terminal.StopLockup {
		t.Fatalf("AUTO START stopped for %v", now.stop)
	}
	if (now.state == terminal.StateLocked) != (len(now.lockup) > 0) {
		t.Fatalf("state %v with lock-up %v", now.state, now.lockup)
	}
	var won slotmech.Money
	for _, w := range terminal.JackpotsOf(h.m) {
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
	expect(t, "jackpot count", uint64(len(terminal.JackpotsOf(h.m))), mt.Jackpots)
	expect(t, "recalled games", uint64(len(now.recall)), min(mt.Games, uint64(h.keep)))
	for i, e := range now.recall {
		if i == 0 {
			expect(t, "recalled last game", e.Seq, h.lastSeq)
		} else if e.Seq >= now.recall[i-1].Seq {
			t.Fatalf("recall order: game %d after game %d", e.Seq, now.recall[i-1].Seq)
		}
	}
	h.snap = now
}

// expect fails unless got == want.
func expect[T comparable](t *rapid.T, what string, got, want T) {
	t.Helper()
	if got != want {
		t.Fatalf("%s: got %v, want %v", what, got, want)
	}
}

// clear is the attendant key (CS-20): refused unless the terminal is
// locked; otherwise the lock-up is cleared, without a form or with a
// complete or an incomplete one, whose payout the win records show; the
// machine is ready and AUTO START stays off (CS-13).
func (h *harness) clear(t *rapid.T) {
	form := rapid.SampledFrom([]string{"none", "complete", "incomplete"}).Draw(t, "form")
	var f *jackpot.PayoutForm
	switch form {
	case "complete":
		f = &jackpot.PayoutForm{WinnerName: "Jan Novák", BirthDate: at, Address: "Brno", DocumentType: "ID card",
			DocumentNumber: "123", CheckedBy: "attendant 7", Signed: true}
	case "incomplete":
		f = &jackpot.PayoutForm{WinnerName: "Jan Novák"}
	}
	number := "PF-" + strconv.FormatUint(h.snap.meters.Games, 10)
	wins, err := h.m.ClearLockup(ctx, at, "attendant 7", number, f)
	var want error
	if h.snap.state != terminal.StateLocked {
		want = terminal.ErrState
	}
	if !h.outcome(t, err, want) {
		return
	}
	h.noDraw(t)
	h.expectState(t, terminal.StateReady, h.snap.stop)
	expect(t, "lock-up after clearing", len(h.m.Lockup()), 0)
	expect(t, "cleared wins", len(wins), len(h.snap.lockup))
	for i, w := range wins {
		expect(t, "cleared win", w.Seq, h.snap.lockup[i].Seq)
		recs, err := h.sys.Wins(ctx, w.Seq-1, 1)
		if err != nil || len(recs) != 1 {
			t.Fatalf("win record %d: %v %v", w.Seq, recs, err)
		}
		status, num := jackpot.Announced, ""
		switch form {
		case "complete":
			status, num = jackpot.Paid, number
		case "incomplete":
			status, num = jackpot.Refused, number
		}
		expect(t, "win record status", recs[0].Status, status)
		expect(t, "win record form", recs[0].Form, num)
		expect(t, "returned status", w.Status, status)
	}
}
