package crystalspin

import (
	"fmt"
	"slices"
	"time"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/jackpot"
)

// Round is one game played on a [Machine], as Start, MaxBet and Step report
// it; or, for START pressed during RISK, the win it collected.
type Round struct {
	Seq   uint64         // the game's number on this machine, 1 for the first; 0 if no game was played
	Stake slotmech.Money // the stake taken from CREDIT
	Win   slotmech.Money // the game's win, now on the WIN meter (jackpots excluded)

	// Outcome is the game's outcome, itemised when MachineConfig.Detail is
	// set. It belongs to the machine and is overwritten by its next game.
	Outcome *games.Outcome

	// Jackpots are the jackpot hits of this game's draw (CS-19), announced
	// and recorded but never added to CREDIT or WIN (CS-20). Usually nil.
	Jackpots []jackpot.Win

	// Collected is what START moved to CREDIT when it was pressed during
	// RISK, where it is the COLLECT button (CS-14); no game was played then
	// and the other fields are zero.
	Collected slotmech.Money
}

// SetStake sets the stake of the next games (CS-11); it stays until changed.
// It returns an error wrapping ErrUnknownStake if s is not a stake step,
// ErrRiskOpen during RISK and ErrAutoOn while AUTO START runs.
func (m *Machine) SetStake(s slotmech.Money) error {
	if err := m.ready(); err != nil {
		return err
	}
	if !slices.Contains(m.steps, s) {
		return fmt.Errorf("%w: %d Kč", ErrUnknownStake, s)
	}
	m.meters.Stake = s
	return nil
}

// Start is the START button. In StateReady it plays a game at the current
// stake, at time at: WIN moves to CREDIT, the stake is taken from CREDIT, the
// game is played, the jackpot system draws (CS-19) and WIN shows the game's
// win (CS-12). It returns ErrNoCredit if CREDIT does not cover the stake and
// ErrAutoOn while AUTO START runs. During RISK, START is COLLECT (CS-14): it
// moves WIN to CREDIT, ends RISK and reports the amount in Round.Collected.
//
// If the game itself fails (which a valid game does not), or its win would
// overflow the meters, nothing changes but the draws it took from the source
// and the error is returned. If the jackpot system fails after the game was
// played (its store, say), the game stands: Start returns its Round, with
// any hits the system did record, together with the error.
func (m *Machine) Start(at time.Time) (Round, error) {
	switch m.state {
	case StateAuto:
		return Round{}, ErrAutoOn
	case StateRisk:
		won, err := m.Collect()
		return Round{Collected: won}, err
	}
	return m.play(m.meters.Stake, at)
}

// MaxBet is the MAX BET button: it sets the stake to 1 000 Kč and starts a
// game, as Start (CS-11). If the game cannot start (ErrNoCredit, ErrRiskOpen,
// ErrAutoOn) the stake is not changed either.
func (m *Machine) MaxBet(at time.Time) (Round, error) {
	if err := m.ready(); err != nil {
		return Round{}, err
	}
	if !m.covers(maxBet) {
		return Round{}, ErrNoCredit
	}
	old := m.meters.Stake
	m.meters.Stake = maxBet
	r, err := m.play(maxBet, at)
	if r.Seq == 0 { // the game was refused: change nothing
		m.meters.Stake = old
	}
	return r, err
}

// play plays one game at stake: the common part of Start, MaxBet and Step.
// It changes nothing unless the game is played (Round.Seq > 0).
func (m *Machine) play(stake slotmech.Money, at time.Time) (Round, error) {
	credit, err := m.meters.Credit.Add(m.meters.Win) // WIN → CREDIT (CS-12)
	if err != nil {
		return Round{}, fmt.Errorf("crystalspin: start: %w", err)
	}
	if credit < stake {
		return Round{}, ErrNoCredit
	}
	if err := m.game.Play(stake, games.Standard, m.src, &m.next); err != nil {
		return Round{}, fmt.Errorf("crystalspin: game %q: %w", m.game.Name(), err)
	}
	after := m.meters
	var err1, err2, err3 error
	after.Credit = credit - stake
	after.Win = m.next.Win
	_, err1 = after.Credit.Add(after.Win) // CREDIT + WIN must stay countable
	after.Staked, err2 = after.Staked.Add(stake)
	after.GameWins, err3 = after.GameWins.Add(m.next.Win)
	if err := firstErr(err1, err2, err3); err != nil {
		return Round{}, fmt.Errorf("crystalspin: start: %w", err)
	}
	after.Games++

	// The game stands.
	m.meters = after
	m.out, m.next = m.next, m.out
	hits, jerr := m.jp.Play(m.term, stake, m.src, at)
	m.meters.Jackpots += uint64(len(hits))
	m.jackpots = append(m.jackpots, hits...)
	m.lastJackpot = len(hits) > 0
	m.last = Round{Seq: after.Games, Stake: stake, Win: after.Win, Outcome: &m.out, Jackpots: hits}
	if jerr != nil {
		jerr = fmt.Errorf("crystalspin: jackpot draw of game %d: %w", after.Games, jerr)
	}
	return m.last, jerr
}
