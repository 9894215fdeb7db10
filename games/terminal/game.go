package terminal

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
)

// Round is one game played on a [Machine], as Start, MaxBet and Step report
// it; or, for START pressed during RISK, the win it collected.
type Round struct {
	Seq uint64 // the game's number on this machine, 1 for the first; 0 if no game was played

	// Outcome is the game's outcome: Outcome.Bet is the stake step played,
	// Outcome.Stake what the game cost (taken from CREDIT) and Outcome.Win
	// the game's win, now on the WIN meter (jackpots excluded).
	Outcome games.Outcome

	// Detail is the game's itemised story when the machine itemises (with
	// recall on, see Config.Recall), nil otherwise. It belongs to the machine
	// and stays valid until the machine plays another game.
	Detail *games.Detail

	// Jackpots are the jackpot hits of this game's draw, announced and
	// recorded but never added to CREDIT or WIN. Usually nil.
	Jackpots []jackpot.Win

	// Collected is what START moved to CREDIT when it was pressed during
	// RISK, where it is the COLLECT button; no game was played then and the
	// other fields are zero.
	Collected slotmech.Money

	// Settled says the game was started before an outage of the central
	// jackpot system and settled after it: its report had reached the
	// system but the answer had not reached the terminal, which learned it
	// later ([jackpot.Central].Void) and then drew and played the game —
	// at the next action, or in New when the terminal resumed ("game N
	// settled after the outage"). It is set on the Round of the call that
	// settled the game, and on [Machine.Last] after a New that settled it;
	// the journal records it, but a machine resumed later, which replays
	// the game, does not say it again.
	Settled bool
}

// SetStake sets the stake step of the next games; it stays until changed.
// It returns an error wrapping games.ErrBet if s is not a stake step
// (Config.Stakes) and ErrState during RISK or while AUTO START runs.
func (m *Machine) SetStake(ctx context.Context, s slotmech.Money) error {
	if err := m.ready("set stake"); err != nil {
		return err
	}
	if err := m.settleFirst(ctx, "set stake"); err != nil {
		return err
	}
	i := slices.Index(m.steps, s)
	if i < 0 {
		return m.fail("set stake", "stake", itoa(s), errNotAStep)
	}
	if err := m.record(ctx, kindStake, stakeData{Stake: s}); err != nil {
		return m.fail("set stake", "", "", err)
	}
	m.step, m.meters.Stake = i, s
	return nil
}

// Start is the START button. In StateReady it plays a game at the current
// stake, at time at (the caller's clock): the game is reported to the
// central jackpot system, then WIN moves to CREDIT, the stake is taken from
// CREDIT, the game is drawn and played and WIN shows the game's win, with
// the jackpot hits the system answered; the game is kept for recall. It
// returns ErrNoCredit if CREDIT does not cover the stake and ErrState while
// AUTO START runs. During RISK, START is COLLECT: it moves WIN to CREDIT,
// ends RISK and reports the amount in Round.Collected.
//
// A terminal that cannot reach the central system does not start a game
// (CS-19): the game's number and stake are written to the journal as its
// intent, then reported, and only the answer draws the game. If the report
// fails (the system cannot be reached: an error wrapping jackpot.ErrStore)
// the game is not started — no draw, CREDIT and WIN unchanged — and Start
// returns an error that says so; the intent stays open, and every action
// but Insert first resolves it with the central system
// ([jackpot.Central].Void), and is refused with an error wrapping
// jackpot.ErrStore while the system cannot be reached: the terminal waits.
// The system either voids the game (it had no report of it: the game is
// never played, the next game is the next number) or answers it (the
// report had reached it, the answer was lost): the game is then drawn and
// played out, and START, MAX BET or Step returns it with Round.Settled
// set, starting no other game; any other action that settles a game is
// refused after it, with ErrState, so that the game is shown first. See
// [Machine], "Critical memory".
//
// If the game itself fails after the answer (which a valid game does not,
// see [ErrGame]), or its win would overflow the meters, the game is void
// on the terminal (its number is skipped; the central system counted it
// and keeps its hits, which are announced), nothing else changes but the
// draws it took from the source, and the error is returned. With a journal
// the intent and the game are written before they are acted on, and an
// entry that cannot be written refuses the game.
//
// A game allocates nothing in steady state, without a journal: without
// itemising, and with recall on once the kept games' Details and draw
// records have grown to the sizes the game needs (the first Config.Recall +
// 1 games allocate their places). A jackpot hit allocates its record. The
// game's time is kept in UTC.
func (m *Machine) Start(ctx context.Context, at time.Time) (Round, error) {
	switch m.state {
	case StateAuto:
		return Round{}, m.fail("start", "", "", errAutoOn)
	case StateLocked:
		return Round{}, m.fail("start", "", "", errLocked)
	case StateRisk:
		won, err := m.collect(ctx, "start")
		return Round{Collected: won}, err
	}
	return m.play(ctx, "start", m.step, at)
}

// MaxBet is the MAX BET button: it sets the stake to the largest step and
// starts a game, as Start. If the game cannot start (ErrNoCredit, ErrState,
// the central system cannot be reached) the stake is not changed either;
// it is when the game is played, also when it is settled after an outage.
func (m *Machine) MaxBet(ctx context.Context, at time.Time) (Round, error) {
	if err := m.ready("max bet"); err != nil {
		return Round{}, err
	}
	top := len(m.steps) - 1
	if m.intent == nil && !m.covers(m.costs[top]) {
		return Round{}, m.fail("max bet", "stake", itoa(m.costs[top]), ErrNoCredit)
	}
	return m.play(ctx, "max bet", top, at)
}

// play plays one game at step i for the action op: the common part of
// Start, MaxBet and Step. It changes nothing unless a game is played
// (Round.Seq > 0) or an open intent is resolved.
//
// A game not reported before a journal of before the intents was written
// is reported first (complete); an open intent is resolved (a game
// settled after an outage is this press's game). Then the intent of the
// game is written, the game reported to the central jackpot system, and
// only its answer draws the game (playOut), written with the hits before
// it stands.
func (m *Machine) play(ctx context.Context, op string, i int, at time.Time) (Round, error) {
	if err := m.complete(ctx, op); err != nil {
		return Round{}, err
	}
	if m.state == StateLocked { // the report just answered was a hit (CS-20)
		return Round{}, m.fail(op, "", "", errLocked)
	}
	if m.intent != nil {
		r, err := m.resolve(ctx, op)
		if err != nil || r.Seq > 0 {
			return r, err
		}
		if m.state == StateLocked { // a game void after its report hit
			return Round{}, m.fail(op, "", "", errLocked)
		}
	}
	at = at.UTC()
	bet, cost := m.steps[i], m.costs[i]
	if !m.covers(cost) {
		return Round{}, m.fail(op, "stake", itoa(cost), ErrNoCredit)
	}
	if !m.baseKnown {
		if err := m.learnBase(ctx); err != nil {
			return Round{}, m.notStarted(op, m.next(), err)
		}
	}
	m.in = intentData{Op: op, Game: m.next(), At: at, Bet: bet, Stake: cost}
	in := &m.in
	if m.journal != nil { // boxing the entry would allocate
		if err := m.record(ctx, kindIntent, in); err != nil {
			return Round{}, m.fail(op, "", "", err)
		}
	}
	m.intent = &m.in
	hits, err := m.jp.Report(ctx, jackpot.Game{Terminal: m.term, Number: in.Game, Stake: in.Stake, At: in.At})
	if err != nil {
		return Round{}, m.notStarted(op, in.Game, err)
	}
	return m.playOut(ctx, op, hits, false)
}

// drawn is a game drawn and checked, not standing yet.
type drawn struct {
	s     *slot
	out   games.Outcome
	after Meters
	build string
}

// draw plays the game of intent in into the spare slot and checks it: its
// stake, its win, the meters after it. It changes nothing but the spare
// slot and the draws it takes; an error is the *slotmech.Error for op.
func (m *Machine) draw(op string, in *intentData) (drawn, error) {
	i := slices.Index(m.steps, in.Bet)
	if i < 0 || m.costs[i] != in.Stake {
		return drawn{}, m.fail(op, "stake", itoa(in.Stake), errNotAStep)
	}
	credit, err := m.meters.Credit.Add(m.meters.Win) // WIN → CREDIT
	if err != nil {
		return drawn{}, m.fail(op, "credit", "", err)
	}
	cost := in.Stake
	if credit < cost {
		return drawn{}, m.fail(op, "stake", itoa(cost), ErrNoCredit)
	}
	s := m.spare
	if s == nil {
		s = m.newSlot()
		m.spare = s
	}
	var src rng.Source = &m.sw
	if s.rec != nil {
		s.rec.Reset()
		src = s.rec
	}
	var detail *games.Detail
	if m.itemise {
		detail = &s.detail
	}
	out, err := m.player.Play(in.Bet, m.mode, src, detail)
	if err != nil {
		return drawn{}, m.fail(op, "", "", err)
	}
	if out.Stake != cost || out.Win < 0 {
		return drawn{}, m.fail(op, "outcome", fmt.Sprintf("stake %d win %d", out.Stake, out.Win), ErrGame)
	}
	after := m.meters
	var err1, err2, err3 error
	after.Credit = credit - cost
	after.Win = out.Win
	_, err1 = after.Credit.Add(after.Win) // CREDIT + WIN must stay countable
	after.Staked, err2 = after.Staked.Add(cost)
	after.GameWins, err3 = after.GameWins.Add(out.Win)
	if err := firstErr(err1, err2, err3); err != nil {
		return drawn{}, m.fail(op, "win", itoa(out.Win), err)
	}
	after.Games++
	build := software()
	if m.replaying {
		build = m.replaySoftware
	}
	return drawn{s: s, out: out, after: after, build: build}, nil
}

// stand makes the drawn game of intent in stand: the meters change, the
// game is kept for recall and is the last game; MAX BET's stake stays.
func (m *Machine) stand(d drawn, in *intentData) {
	s := d.s
	s.seq, s.at, s.stake, s.out, s.software = in.Game, in.At, in.Stake, d.out, d.build
	s.before = Reading{Credit: m.meters.Credit, Win: m.meters.Win}
	s.after = Reading{Credit: d.after.Credit, Win: d.after.Win}
	s.jackpots, s.risked, s.steps, s.result, s.end = nil, false, s.steps[:0], gamble.State{}, Reading{}
	m.meters = d.after
	m.spare = m.push(s)
	m.last = Round{Seq: in.Game, Outcome: d.out}
	if m.itemise {
		m.last.Detail = &s.detail
	}
	m.lastJackpot = false
	m.autoGame = in.Op == "step"
	if in.Op == "max bet" {
		m.step, m.meters.Stake = len(m.steps)-1, m.steps[len(m.steps)-1]
	}
}

// afterStep stops AUTO START after a game of it when CREDIT does not cover
// the next stake (reason (a)); a game that hit has locked the terminal.
func (m *Machine) afterStep(in *intentData) {
	if in.Op == "step" && m.state == StateAuto && !m.covers(m.cost()) {
		m.state, m.stop = StateReady, stopNoCredit
	}
}
