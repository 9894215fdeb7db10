package terminal

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
)

// The entries of a game's intent (see Start): the intent, written before
// the report, and the void that closes an intent never played. A game
// played closes its intent with its game entry (kindGame, Reported).
const (
	kindIntent = "intent" // Start, MaxBet or Step: game N about to be reported, nothing drawn
	kindVoid   = "void"   // the intent's game is void: never played, its number skipped
)

// intentData is a game about to be reported to the central jackpot
// system: the button, the game's number and time, the stake step and what
// the game costs. Nothing is drawn and nothing taken from CREDIT.
type intentData struct {
	Op    string         `json:"op"` // "start", "max bet" or "step"
	Game  uint64         `json:"game"`
	At    time.Time      `json:"at"`
	Bet   slotmech.Money `json:"bet"`
	Stake slotmech.Money `json:"stake"`
}

// voidData closes an intent whose game is not played: the central system
// voided it (it had no report of it), or, with Refused, the game failed
// after its report was answered (Wins are that report's hits, announced;
// Pools the terminal's view of its pools after it).
type voidData struct {
	Game    uint64        `json:"game"`
	Refused string        `json:"refused,omitempty"`
	Wins    []jackpot.Win `json:"wins,omitempty"`
	Pools   []poolView    `json:"pools,omitempty"`
}

// next returns the number of the next game: the games played and void
// are numbered alike, from 1.
func (m *Machine) next() uint64 { return m.base + m.meters.Games + m.voided + 1 }

// notStarted is the refusal of a game whose report failed: not started, in
// the player's words, wrapping the central system's error (jackpot.ErrStore
// when it cannot be reached).
func (m *Machine) notStarted(op string, game uint64, err error) error {
	return m.fail(op, "game "+strconv.FormatUint(game, 10), "", words(
		"terminal: not started: the central jackpot system did not take its report ("+err.Error()+
			"); the terminal waits for it before anything else", err))
}

// waiting is the refusal of an action while an open intent cannot be
// resolved: the terminal waits for the central system.
func (m *Machine) waiting(op string, game uint64, err error) error {
	return m.fail(op, "game "+strconv.FormatUint(game, 10), "", words(
		"terminal: waiting for the central jackpot system: the game was not started and is played only if its report reached the system ("+
			err.Error()+"); nothing can be played or cashed out until it answers", err))
}

// errSettled is the refusal of an action that settled a game first: the
// game is shown before anything else.
func errSettled(game uint64) error {
	return words("terminal: game "+strconv.FormatUint(game, 10)+
		" was settled after the central jackpot system's outage: it is shown first", ErrState)
}

// resolve resolves the open intent with the central system (Void): a game
// void is written void and resolve returns the zero Round; a game the
// system had taken is played out and returned, Settled. While the system
// cannot be reached the intent stays open and resolve returns the error.
func (m *Machine) resolve(ctx context.Context, op string) (Round, error) {
	in := m.in
	wins, played, err := m.jp.Void(ctx, m.term, in.Game)
	if err != nil {
		return Round{}, m.waiting(op, in.Game, err)
	}
	if !played {
		if err := m.record(ctx, kindVoid, voidData{Game: in.Game}); err != nil {
			return Round{}, m.fail(op, "", "", err)
		}
		m.intent = nil
		m.voided++
		return Round{}, nil
	}
	return m.playOut(ctx, op, wins, true)
}

// settleFirst resolves an open intent before the action op, which is
// refused after a game settled (it is shown first) and while the system
// cannot be reached.
func (m *Machine) settleFirst(ctx context.Context, op string) error {
	if m.intent == nil {
		return nil
	}
	r, err := m.resolve(ctx, op)
	switch {
	case err != nil:
		return err
	case r.Seq > 0:
		return m.fail(op, "", "", errSettled(r.Seq))
	case m.state == StateLocked: // a game void after its report hit
		return m.fail(op, "", "", errLocked)
	}
	return nil
}

// playOut plays the open intent's game, answered by the central system
// with hits (settled: after an outage): it draws the game, writes it with
// its hits and the terminal's view of its pools, then the game stands and
// its hits are announced. A game that fails closes the intent void.
func (m *Machine) playOut(ctx context.Context, op string, hits []jackpot.Win, settled bool) (Round, error) {
	in := &m.in
	var seen []poolView
	if m.journal != nil {
		var err error
		if seen, err = m.views(ctx); err != nil {
			return Round{}, m.fail(op, "jackpot report of game "+strconv.FormatUint(in.Game, 10), "", err)
		}
	}
	d, err := m.draw(op, in)
	if err != nil {
		if rerr := m.record(ctx, kindVoid, voidData{Game: in.Game, Refused: err.Error(), Wins: hits, Pools: seen}); rerr != nil {
			return Round{}, m.fail(op, "", "", rerr)
		}
		m.refused(hits, seen)
		return Round{}, err
	}
	if m.journal != nil { // boxing the entry would allocate
		if err := m.record(ctx, kindGame, gameData{Op: in.Op, Game: in.Game, At: in.At, Bet: in.Bet,
			Draws: d.s.rec.Draws(), Win: d.out.Win, Software: d.build,
			Reported: true, Settled: settled, Wins: hits, Pools: seen}); err != nil {
			return Round{}, m.fail(op, "", "", err)
		}
	}
	return m.finish(d, hits, seen, settled), nil
}

// finish makes the drawn game of the open intent stand with its hits and
// closes the intent.
func (m *Machine) finish(d drawn, hits []jackpot.Win, seen []poolView, settled bool) Round {
	in := &m.in
	m.stand(d, in)
	m.intent = nil
	m.hits(hits)
	if seen != nil {
		m.seen = seen
	}
	m.last.Settled = settled
	m.afterStep(in)
	return m.last
}

// refused closes the open intent of a game that failed after its report:
// its number is skipped, and its hits, which the central system keeps,
// are announced and lock the terminal.
func (m *Machine) refused(hits []jackpot.Win, seen []poolView) {
	m.intent = nil
	m.voided++
	m.meters.Jackpots += uint64(len(hits))
	m.jackpots = append(m.jackpots, hits...)
	if seen != nil {
		m.seen = seen
	}
	m.autoGame = m.in.Op == "step"
	m.lock(hits)
}

// replayIntent replays an intent entry: the game's button, number and
// stake must be what the machine would report now.
func (m *Machine) replayIntent(data []byte) error {
	var d intentData
	if err := decode(data, &d); err != nil {
		return err
	}
	m.adopt(d.Game)
	want := StateReady
	if d.Op == "step" {
		want = StateAuto
	}
	i := -1
	for k, b := range m.steps {
		if b == d.Bet {
			i = k
		}
	}
	switch {
	case d.Op != "start" && d.Op != "max bet" && d.Op != "step":
		return fmt.Errorf("unknown button %q", d.Op)
	case m.pending != nil || m.intent != nil:
		return fmt.Errorf("the intent of game %d while game %d waits for its report", d.Game, max(m.in.Game, m.pend.game.Number))
	case m.state != want:
		return fmt.Errorf("%s in state %v", d.Op, m.state)
	case d.Game != m.next():
		return fmt.Errorf("the intent of game %d, the next game is %d", d.Game, m.next())
	case i < 0 || m.costs[i] != d.Stake || (d.Op != "max bet" && i != m.step) || (d.Op == "max bet" && i != len(m.steps)-1):
		return fmt.Errorf("game %d bets %d at stake %d, not the machine's stake", d.Game, d.Bet, d.Stake)
	case !m.covers(d.Stake):
		return fmt.Errorf("game %d: CREDIT does not cover the stake %d", d.Game, d.Stake)
	}
	m.in = d
	m.intent = &m.in
	return nil
}

// replayVoid replays a void entry: it closes the open intent.
func (m *Machine) replayVoid(data []byte) error {
	var d voidData
	if err := decode(data, &d); err != nil {
		return err
	}
	if m.intent == nil || m.in.Game != d.Game {
		return fmt.Errorf("voids game %d, which is not waiting for its report", d.Game)
	}
	if d.Refused == "" {
		if len(d.Wins) > 0 || len(d.Pools) > 0 {
			return fmt.Errorf("voids game %d with jackpot hits or pools", d.Game)
		}
		m.intent = nil
		m.voided++
		return nil
	}
	m.refused(d.Wins, d.Pools)
	return nil
}

// replayReported replays the game entry that closes an intent: the game
// from its recorded draws, its hits and pools from the entry.
func (m *Machine) replayReported(d gameData) error {
	in := &m.in
	switch {
	case m.intent == nil || in.Game != d.Game:
		return fmt.Errorf("plays game %d, which has no open intent", d.Game)
	case in.Op != d.Op || in.Bet != d.Bet || !in.At.Equal(d.At):
		return fmt.Errorf("game %d is %s at %d, its intent %s at %d", d.Game, d.Op, d.Bet, in.Op, in.Bet)
	}
	m.sw.replay = rng.NewReplayer(d.Draws)
	m.replaySoftware = d.Software
	dr, err := m.draw(d.Op, in)
	if err != nil {
		return err
	}
	if dr.out.Win != d.Win {
		return fmt.Errorf("game %d wins %d, recorded %d", d.Game, dr.out.Win, d.Win)
	}
	m.finish(dr, d.Wins, d.Pools, false) // settled by the machine that wrote it: a resume does not say it again
	return nil
}

// replayLegacy replays a game entry of a journal of before the intents:
// the game was drawn and written first, and its jackpot report is left
// pending until its jackpot entry follows.
func (m *Machine) replayLegacy(d gameData) error {
	m.adopt(d.Game)
	want := StateReady
	if d.Op == "step" {
		want = StateAuto
	}
	i := m.step
	if d.Op == "max bet" {
		i = len(m.steps) - 1
	}
	switch {
	case d.Op != "start" && d.Op != "max bet" && d.Op != "step":
		return fmt.Errorf("unknown button %q", d.Op)
	case m.pending != nil || m.intent != nil:
		return fmt.Errorf("game %d while game %d waits for its report", d.Game, max(m.in.Game, m.pend.game.Number))
	case m.state != want:
		return fmt.Errorf("%s in state %v", d.Op, m.state)
	case d.Game != m.next():
		return fmt.Errorf("plays game %d, recorded %d", m.next(), d.Game)
	case m.steps[i] != d.Bet:
		return fmt.Errorf("game %d bets %d, recorded %d", d.Game, m.steps[i], d.Bet)
	}
	in := intentData{Op: d.Op, Game: d.Game, At: d.At.UTC(), Bet: d.Bet, Stake: m.costs[i]}
	m.sw.replay = rng.NewReplayer(d.Draws)
	m.replaySoftware = d.Software
	dr, err := m.draw(d.Op, &in)
	if err != nil {
		return err
	}
	if dr.out.Win != d.Win {
		return fmt.Errorf("game %d wins %d, recorded %d", d.Game, dr.out.Win, d.Win)
	}
	m.stand(dr, &in)
	m.pend = pendingReport{game: jackpot.Game{Terminal: m.term, Number: in.Game, Stake: in.Stake, At: in.At}}
	m.pending = &m.pend
	m.afterStep(&in)
	return nil
}
