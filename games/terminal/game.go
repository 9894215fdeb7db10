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
}

// SetStake sets the stake step of the next games; it stays until changed.
// It returns an error wrapping games.ErrBet if s is not a stake step
// (Config.Stakes) and ErrState during RISK or while AUTO START runs.
func (m *Machine) SetStake(ctx context.Context, s slotmech.Money) error {
	if err := m.ready("set stake"); err != nil {
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
// stake, at time at (the caller's clock): WIN moves to CREDIT, the stake is
// taken from CREDIT, the game is played, the jackpot system draws and WIN
// shows the game's win; the game is kept for recall. It returns ErrNoCredit
// if CREDIT does not cover the stake and ErrState while AUTO START runs.
// During RISK, START is COLLECT: it moves WIN to CREDIT, ends RISK and
// reports the amount in Round.Collected.
//
// If the game itself fails (which a valid game does not, see [ErrGame]), or
// its win would overflow the meters, nothing changes but the draws it took
// from the source and the error is returned. If the jackpot system fails
// after the game was played (it cannot be reached, say: an error wrapping
// jackpot.ErrStore), the game stands: Start returns its Round together with
// the error, and the report is sent again before the next game or RISK,
// which are refused with that error while it fails: a terminal that cannot
// reach the central system starts no game. With
// a journal the game is written before it stands, and an entry that cannot
// be written refuses the game (see [Machine], "Critical memory").
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
// starts a game, as Start. If the game cannot start (ErrNoCredit, ErrState)
// the stake is not changed either.
func (m *Machine) MaxBet(ctx context.Context, at time.Time) (Round, error) {
	if err := m.ready("max bet"); err != nil {
		return Round{}, err
	}
	top := len(m.steps) - 1
	if !m.covers(m.costs[top]) {
		return Round{}, m.fail("max bet", "stake", itoa(m.costs[top]), ErrNoCredit)
	}
	r, err := m.play(ctx, "max bet", top, at)
	if r.Seq > 0 { // the game was played: MAX BET's stake stays
		m.step, m.meters.Stake = top, m.steps[top]
	}
	return r, err
}

// play plays one game at step i for the action op: the common part of
// Start, MaxBet and Step. It changes nothing unless the game is played
// (Round.Seq > 0).
//
// The game is drawn first and written to the journal (write-ahead); only
// then does it stand: the meters change, the game is kept for recall and
// reported to the central jackpot system, whose answer is written too
// before the hits are announced. A report that fails is tried again before
// the next game or RISK, and after a restart; the central system answers
// a game reported again as the first time.
func (m *Machine) play(ctx context.Context, op string, i int, at time.Time) (Round, error) {
	if err := m.complete(ctx, op); err != nil {
		return Round{}, err
	}
	if m.state == StateLocked { // the report just answered was a hit (CS-20)
		return Round{}, m.fail(op, "", "", errLocked)
	}
	at = at.UTC()
	bet, cost := m.steps[i], m.costs[i]
	credit, err := m.meters.Credit.Add(m.meters.Win) // WIN → CREDIT
	if err != nil {
		return Round{}, m.fail(op, "credit", "", err)
	}
	if credit < cost {
		return Round{}, m.fail(op, "stake", itoa(cost), ErrNoCredit)
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
	out, err := m.player.Play(bet, m.mode, src, detail)
	if err != nil {
		return Round{}, m.fail(op, "", "", err)
	}
	if out.Stake != cost || out.Win < 0 {
		return Round{}, m.fail(op, "outcome", fmt.Sprintf("stake %d win %d", out.Stake, out.Win), ErrGame)
	}
	after := m.meters
	var err1, err2, err3 error
	after.Credit = credit - cost
	after.Win = out.Win
	_, err1 = after.Credit.Add(after.Win) // CREDIT + WIN must stay countable
	after.Staked, err2 = after.Staked.Add(cost)
	after.GameWins, err3 = after.GameWins.Add(out.Win)
	if err := firstErr(err1, err2, err3); err != nil {
		return Round{}, m.fail(op, "win", itoa(out.Win), err)
	}
	after.Games++

	build := software()
	if m.replaying {
		build = m.replaySoftware
	}
	if m.journal != nil && !m.replaying {
		if err := m.record(ctx, kindGame, gameData{Op: op, Game: after.Games, At: at, Bet: bet,
			Draws: s.rec.Draws(), Win: out.Win, Software: build}); err != nil {
			return Round{}, m.fail(op, "", "", err)
		}
	}

	// The game stands.
	s.seq, s.at, s.stake, s.out, s.software = after.Games, at, cost, out, build
	s.before = Reading{Credit: m.meters.Credit, Win: m.meters.Win}
	s.after = Reading{Credit: after.Credit, Win: after.Win}
	s.jackpots, s.risked, s.steps, s.result, s.end = nil, false, s.steps[:0], gamble.State{}, Reading{}
	m.meters = after
	m.spare = m.push(s)
	m.last = Round{Seq: after.Games, Outcome: out}
	if m.itemise {
		m.last.Detail = &s.detail
	}
	m.lastJackpot = false
	m.pend = pendingReport{game: jackpot.Game{Terminal: m.term, Number: after.Games, Stake: cost, At: at}}
	m.pending = &m.pend
	m.autoGame = op == "step"
	if m.replaying {
		return m.last, nil // the jackpot entry that follows acknowledges the report
	}
	err = m.complete(ctx, op)
	return m.last, err
}
