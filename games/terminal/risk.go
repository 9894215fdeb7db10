package terminal

import (
	"context"
	"errors"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/rng"
)

// Risk is the RISK button: it puts the whole WIN meter at risk in a
// double-or-nothing gamble. It is allowed after any win, also while AUTO
// START runs, which then stops (reason (b)).
//
// It returns ErrState if RISK is already open, gamble.ErrAmount if WIN is
// empty, gamble.ErrJackpot after a game that hit a jackpot and
// gamble.ErrOverLimit for a win over Config.Gamble.MaxAtRisk / 2.
func (m *Machine) Risk(ctx context.Context) error {
	const op = "risk"
	switch m.state {
	case StateRisk:
		return m.fail(op, "", "", errRiskOpen)
	case StateLocked:
		return m.fail(op, "", "", errLocked)
	}
	if m.meters.Win <= 0 {
		return m.fail(op, "", "", errNoWin)
	}
	if err := m.complete(ctx, op); err != nil { // was the last game a jackpot hit?
		return err
	}
	if err := m.settleFirst(ctx, op); err != nil {
		return err
	}
	if m.state == StateLocked {
		return m.fail(op, "", "", errLocked)
	}
	if m.lastJackpot {
		return m.fail(op, "", "", errJackpotRisk)
	}
	if err := m.risk.CanStart(m.meters.Win, false); err != nil {
		if errors.Is(err, gamble.ErrOverLimit) {
			return m.fail(op, "win", itoa(m.meters.Win), errRiskLimit(err))
		}
		return m.fail(op, "", "", err) // not reached: the state was checked
	}
	if err := m.record(ctx, kindRisk, noData{}); err != nil {
		return m.fail(op, "", "", err)
	}
	if err := m.risk.Start(m.meters.Win, false); err != nil {
		return m.fail(op, "", "", err) // not reached: CanStart said yes
	}
	if m.state == StateAuto {
		m.stop = stopRisk
	}
	m.state = StateRisk
	if s := m.newest(); s != nil {
		s.risked, s.steps = true, s.steps[:0]
		s.result, s.end = m.risk.State(), m.reading()
	}
	return nil
}

// Pick is the RED or BLACK button during RISK: a card is drawn uniformly
// from a full deck with the machine's source and put first in the history.
// If its colour is c, WIN doubles and RISK goes on (unless a RISK limit is
// reached: then WIN moves to CREDIT and RISK ends, reported in
// Outcome.Credited); otherwise WIN is lost and RISK ends.
//
// It returns ErrState outside RISK, gamble.ErrColour if c is not gamble.Red
// or gamble.Black, and an error wrapping slotmech.ErrOverflow if the meters
// could not hold the doubled win; then no card is drawn.
func (m *Machine) Pick(ctx context.Context, c gamble.Colour) (gamble.Outcome, error) {
	const op = "pick"
	if m.state != StateRisk {
		return gamble.Outcome{}, m.fail(op, "", "", errNoRisk)
	}
	if !c.Valid() {
		return gamble.Outcome{}, m.fail(op, "colour", c.String(), errBadColour)
	}
	a := m.meters.Win
	// Refuse a pick whose outcome the meters could not hold, before the draw.
	double, err1 := a.Add(a)
	_, err2 := m.meters.Credit.Add(double)
	won, err3 := m.meters.RiskWon.Add(a)
	lost, err4 := m.meters.RiskLost.Add(a)
	if err := firstErr(err1, err2, err3, err4); err != nil {
		return gamble.Outcome{}, m.fail(op, "win", itoa(a), err)
	}
	// The card is drawn (gamble draws one card with exactly one rng.IntN of
	// the deck's size) and written before the pick is made with it.
	m.pick.Reset()
	rng.IntN(m.pick, gamble.DeckSize)
	draws := m.pick.Draws()
	card := gamble.Card(rng.IntN(rng.NewReplayer(draws), gamble.DeckSize))
	if err := m.record(ctx, kindPick, pickData{Colour: c, Draws: draws, Card: card}); err != nil {
		return gamble.Outcome{}, m.fail(op, "", "", err)
	}
	o, err := m.risk.Pick(c, rng.NewReplayer(draws))
	if err != nil {
		return o, m.fail(op, "", "", err) // not reached: state and colour were checked
	}
	if o.Won {
		m.meters.RiskWon, m.meters.Win = won, double
	} else {
		m.meters.RiskLost, m.meters.Win = lost, 0
	}
	m.credit(o.Credited)
	m.recordRisk(riskStep{Action: RiskPick, Colour: c, Card: o.Card, Won: o.Won, Credited: o.Credited})
	return o, nil
}

// Half is the HALF button during RISK: half of WIN stays at risk and the
// other half goes to CREDIT at once, by the odd split of [gamble.Split] in
// Config.Gamble.Unit: for an odd number of units n, (n − 1)/2 stay and
// (n − 1)/2 + 1 are credited. Half of less than two units credits it all and
// ends RISK. It returns the amount credited, or ErrState outside RISK.
func (m *Machine) Half(ctx context.Context) (slotmech.Money, error) {
	if m.state != StateRisk {
		return 0, m.fail("half", "", "", errNoRisk)
	}
	if err := m.record(ctx, kindHalf, noData{}); err != nil {
		return 0, m.fail("half", "", "", err)
	}
	credited, err := m.risk.Half()
	if err != nil {
		return 0, m.fail("half", "", "", err) // not reached: the state was checked
	}
	m.meters.Win -= credited
	m.credit(credited)
	m.recordRisk(riskStep{Action: RiskHalf, Credited: credited})
	return credited, nil
}

// Collect is the COLLECT button during RISK: it moves WIN to CREDIT, ends
// RISK and returns the amount. START does the same during RISK. It returns
// ErrState outside RISK.
func (m *Machine) Collect(ctx context.Context) (slotmech.Money, error) {
	return m.collect(ctx, "collect")
}

// collect is COLLECT, for the action op (COLLECT or START).
func (m *Machine) collect(ctx context.Context, op string) (slotmech.Money, error) {
	if m.state != StateRisk {
		return 0, m.fail(op, "", "", errNoRisk)
	}
	if err := m.record(ctx, kindCollect, collectData{Op: op}); err != nil {
		return 0, m.fail(op, "", "", err)
	}
	won, err := m.risk.Collect()
	if err != nil {
		return 0, m.fail(op, "", "", err) // not reached: the state was checked
	}
	m.meters.Win -= won
	m.credit(won)
	m.recordRisk(riskStep{Action: RiskCollect, Credited: won})
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

// History returns the last drawn RISK cards, newest first: at most
// Config.Gamble.History. The history persists from one RISK to the next.
func (m *Machine) History() []gamble.Card { return m.risk.History() }
