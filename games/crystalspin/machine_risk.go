package crystalspin

import (
	"errors"
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
)

// Risk is the RISK button (CS-14): it puts the whole WIN meter at risk in a
// double-or-nothing gamble. It is allowed after any win, also while AUTO
// START runs, which then stops (reason (b) of CS-13, StopRisk).
//
// It returns ErrRiskOpen if RISK is already open, ErrNoWin if WIN is empty,
// ErrJackpotRisk after a game that hit a jackpot (CS-14) and ErrRiskLimit
// for a win over MachineConfig.RiskMaxAtRisk / 2.
func (m *Machine) Risk() error {
	if m.state == StateRisk {
		return ErrRiskOpen
	}
	if m.meters.Win <= 0 {
		return ErrNoWin
	}
	if m.lastJackpot {
		return ErrJackpotRisk
	}
	if err := m.risk.Start(m.meters.Win, false); err != nil {
		if errors.Is(err, gamble.ErrOverLimit) {
			return fmt.Errorf("%w: %d Kč", ErrRiskLimit, m.meters.Win)
		}
		return fmt.Errorf("crystalspin: risk: %w", err) // not reached: the state was checked
	}
	if m.state == StateAuto {
		m.stop = StopRisk
	}
	m.state = StateRisk
	return nil
}

// Pick is the RED or BLACK button during RISK (CS-15): a card is drawn
// uniformly from a full deck with the machine's source and put first in the
// history (CS-17). If its colour is c, WIN doubles and RISK goes on (unless a
// RISK limit is reached: then WIN moves to CREDIT and RISK ends, reported in
// Outcome.Credited); otherwise WIN is lost and RISK ends.
//
// It returns ErrNoRisk outside RISK, ErrBadColour if c is not gamble.Red or
// gamble.Black, and an error wrapping slotmech.ErrOverflow if the meters
// could not hold the doubled win; then no card is drawn.
func (m *Machine) Pick(c gamble.Colour) (gamble.Outcome, error) {
	if m.state != StateRisk {
		return gamble.Outcome{}, ErrNoRisk
	}
	if !c.Valid() {
		return gamble.Outcome{}, fmt.Errorf("%w: %v", ErrBadColour, c)
	}
	a := m.meters.Win
	// Refuse a pick whose outcome the meters could not hold, before the draw.
	double, err1 := a.Add(a)
	_, err2 := m.meters.Credit.Add(double)
	won, err3 := m.meters.RiskWon.Add(a)
	lost, err4 := m.meters.RiskLost.Add(a)
	if err := firstErr(err1, err2, err3, err4); err != nil {
		return gamble.Outcome{}, fmt.Errorf("crystalspin: pick: %w", err)
	}
	o, err := m.risk.Pick(c, m.src)
	if err != nil {
		return o, fmt.Errorf("crystalspin: pick: %w", err) // not reached: state and colour were checked
	}
	if o.Won {
		m.meters.RiskWon, m.meters.Win = won, double
	} else {
		m.meters.RiskLost, m.meters.Win = lost, 0
	}
	m.credit(o.Credited)
	return o, nil
}

// Half is the HALF button during RISK (CS-16): half of WIN stays at risk and
// the other half goes to CREDIT at once; for an odd amount a, (a − 1)/2
// stays and (a − 1)/2 + 1 is credited. Half of 1 Kč credits it and ends
// RISK. It returns the amount credited, or ErrNoRisk outside RISK.
func (m *Machine) Half() (slotmech.Money, error) {
	if m.state != StateRisk {
		return 0, ErrNoRisk
	}
	credited, err := m.risk.Half()
	if err != nil {
		return 0, fmt.Errorf("crystalspin: half: %w", err) // not reached: the state was checked
	}
	m.meters.Win -= credited
	m.credit(credited)
	return credited, nil
}

// Collect is the COLLECT (PŘIPSAT) button during RISK (CS-14): it moves WIN
// to CREDIT, ends RISK and returns the amount. START does the same during
// RISK. It returns ErrNoRisk outside RISK.
func (m *Machine) Collect() (slotmech.Money, error) {
	if m.state != StateRisk {
		return 0, ErrNoRisk
	}
	won, err := m.risk.Collect()
	if err != nil {
		return 0, fmt.Errorf("crystalspin: collect: %w", err) // not reached: the state was checked
	}
	m.meters.Win -= won
	m.credit(won)
	return won, nil
}

// credit moves an amount RISK returned to CREDIT and leaves StateRisk when
// the gamble has ended. The amount is at most what was on WIN, and CREDIT +
// WIN always fits in Money (every action that raises them checks it).
func (m *Machine) credit(amount slotmech.Money) {
	if amount > 0 {
		m.meters.Credit += amount
	}
	if !m.risk.State().Open {
		m.state = StateReady
		m.meters.Win = 0
	}
}

// History returns the last drawn RISK cards, newest first: at most five
// (CS-17). The history persists from one RISK to the next.
func (m *Machine) History() []gamble.Card { return m.risk.History() }

// RiskState returns a snapshot of the current RISK gamble, or of the last one
// once it has ended.
func (m *Machine) RiskState() gamble.State { return m.risk.State() }
