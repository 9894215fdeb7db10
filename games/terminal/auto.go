package terminal

import (
	"context"
	"time"
)

// AutoStart is the AUTO START button: it turns AUTO START on, after which
// the caller plays the games with [Machine.Step] until it stops. It plays no
// game itself. It returns ErrNoCredit if CREDIT does not cover the stake
// and ErrState if AUTO START is already on or during RISK.
func (m *Machine) AutoStart(ctx context.Context) error {
	if err := m.ready("auto start"); err != nil {
		return err
	}
	if err := m.settleFirst(ctx, "auto start"); err != nil {
		return err
	}
	if !m.covers(m.cost()) {
		return m.fail("auto start", "stake", itoa(m.cost()), ErrNoCredit)
	}
	if err := m.record(ctx, kindAuto, noData{}); err != nil {
		return m.fail("auto start", "", "", err)
	}
	m.state, m.stop = StateAuto, notStopped
	return nil
}

// Step plays the next game of AUTO START, at time at, exactly as START would,
// and returns it. If after the game CREDIT (with WIN) does not cover the next
// stake, AUTO START stops (reason (a)): the machine is in StateReady when
// Step returns, and [Machine.State] says so; otherwise AUTO START goes on.
// It returns ErrState if AUTO START is not on.
//
// Errors of the game or the jackpot system are those of [Machine.Start]; a
// game refused by an error changes nothing and leaves AUTO START on.
func (m *Machine) Step(ctx context.Context, at time.Time) (Round, error) {
	if m.state == StateLocked {
		return Round{}, m.fail("step", "", "", errLocked)
	}
	if m.state != StateAuto {
		return Round{}, m.fail("step", "", "", errAutoOff)
	}
	return m.play(ctx, "step", m.step, at) // which stops AUTO START as the game asks (see afterStep)
}

// Stop is the STOP button: it stops AUTO START (reason (c)). It returns
// ErrState if AUTO START is not on.
func (m *Machine) Stop(ctx context.Context) error {
	if m.state == StateLocked {
		return m.fail("stop", "", "", errLocked)
	}
	if m.state != StateAuto {
		return m.fail("stop", "", "", errAutoOff)
	}
	if err := m.settleFirst(ctx, "stop"); err != nil {
		return err
	}
	if err := m.record(ctx, kindStop, noData{}); err != nil {
		return m.fail("stop", "", "", err)
	}
	m.state, m.stop = StateReady, stopPressed
	return nil
}
