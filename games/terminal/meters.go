package terminal

import (
	"context"
	"math/big"

	"github.com/slotmech/slotmech"
)

// Meters is a snapshot of a [Machine]'s meters and of its totals since it
// was built, in the game's money unit. The zero Meters is an empty machine.
//
// The totals balance at every moment ([Meters.Balanced]):
//
//	CreditIn + GameWins + RiskWon = Credit + Win + CreditOut + Staked + RiskLost
type Meters struct {
	Credit slotmech.Money // the CREDIT meter
	Win    slotmech.Money // the WIN meter: the last game's win, or the amount at risk during RISK
	Stake  slotmech.Money // the current stake step

	CreditIn  slotmech.Money // everything Insert put in
	CreditOut slotmech.Money // everything CashOut paid out
	Staked    slotmech.Money // what every game played cost
	GameWins  slotmech.Money // the wins of every game played (jackpots excluded)
	RiskWon   slotmech.Money // what won RISK picks added (each the amount it risked)
	RiskLost  slotmech.Money // what lost RISK picks took

	Games    uint64 // games played
	Jackpots uint64 // jackpot hits announced (paid by staff, not in the balance)
}

// Balanced reports whether the meters balance: CreditIn + GameWins +
// RiskWon equals Credit + Win + CreditOut + Staked + RiskLost. It always
// holds for a Machine's meters; it is there for tests and audits to say so.
// The sums are exact (they cannot overflow).
func (m Meters) Balanced() bool {
	return sum(m.CreditIn, m.GameWins, m.RiskWon).Cmp(
		sum(m.Credit, m.Win, m.CreditOut, m.Staked, m.RiskLost)) == 0
}

// sum adds amounts exactly.
func sum(amounts ...slotmech.Money) *big.Int {
	var s, x big.Int
	for _, a := range amounts {
		s.Add(&s, x.SetInt64(int64(a)))
	}
	return &s
}

// Insert adds amount to CREDIT: money the player puts in (the ledger's
// credit in). It is allowed in every state, also during AUTO START and RISK.
// It returns gamble.ErrAmount for an amount that is not positive and an error
// wrapping slotmech.ErrOverflow if the meters could not hold it.
func (m *Machine) Insert(ctx context.Context, amount slotmech.Money) error {
	if amount <= 0 {
		return m.fail("insert", "amount", itoa(amount), errBadAmount)
	}
	credit, err1 := m.meters.Credit.Add(amount)
	_, err2 := credit.Add(m.meters.Win) // CREDIT + WIN must stay countable: WIN moves to CREDIT
	in, err3 := m.meters.CreditIn.Add(amount)
	if err := firstErr(err1, err2, err3); err != nil {
		return m.fail("insert", "amount", itoa(amount), err)
	}
	if err := m.record(ctx, kindInsert, amountData{Amount: amount}); err != nil {
		return m.fail("insert", "", "", err)
	}
	m.meters.Credit, m.meters.CreditIn = credit, in
	return nil
}

// CashOut pays out everything the player has on the machine, WIN and CREDIT
// (WIN moves to CREDIT first, as the last game is over), and returns the
// amount; the ledger counts it as credit out. It returns ErrState during
// RISK (COLLECT first), while AUTO START runs (STOP first) and when both
// meters are empty (nothing to cash out).
func (m *Machine) CashOut(ctx context.Context) (slotmech.Money, error) {
	if err := m.ready("cash out"); err != nil {
		return 0, err
	}
	if err := m.settleFirst(ctx, "cash out"); err != nil {
		return 0, err
	}
	total, err1 := m.meters.Credit.Add(m.meters.Win)
	out, err2 := m.meters.CreditOut.Add(total)
	if err := firstErr(err1, err2); err != nil {
		return 0, m.fail("cash out", "", "", err)
	}
	if total == 0 {
		return 0, m.fail("cash out", "", "", errNothingOut)
	}
	if err := m.record(ctx, kindCashOut, amountData{Amount: total}); err != nil {
		return 0, m.fail("cash out", "", "", err)
	}
	m.meters.Credit, m.meters.Win, m.meters.CreditOut = 0, 0, out
	return total, nil
}

// ready returns nil in StateReady and otherwise the error that refuses op,
// an action reserved to it.
func (m *Machine) ready(op string) error {
	switch m.state {
	case StateAuto:
		return m.fail(op, "", "", errAutoOn)
	case StateRisk:
		return m.fail(op, "", "", errRiskOpen)
	case StateLocked:
		return m.fail(op, "", "", errLocked)
	}
	return nil
}
