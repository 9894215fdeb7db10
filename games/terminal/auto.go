package terminal

import (
	"context"
	"time"
)

// AutoStart is the AUTO START button: it turns AUTO START on, after which
// the caller plays the games with [Machine.Step] until it stops. It plays no
// game itself. It returns ErrNoCredit if CREDIT does not cover the stake,
// ErrAutoOn if AUTO START is already on and gamble.ErrOpen during RISK.
func (m *Machine) AutoStart(ctx context.Context) error {
	if err := m.ready("auto start"); err != nil {
		return err
	}
	if !m.covers(m.Cost()) {
		return m.fail("auto start", "stake", itoa(m.Cost()), ErrNoCredit)
	}
	if err := m.record(ctx, kindAuto, noData{}); err != nil {
		return m.fail("auto start", "", "", err)
	}
	m.state, m.stop = StateAuto, NotStopped
	return nil
}

// Step plays the next game of AUTO START, at time at, exactly as START would,
// and returns it. If after the game CREDIT (with WIN) does not cover the next
// stake, AUTO START stops and Step returns StopNoCredit (reason (a)) with the
// game; otherwise it returns NotStopped and AUTO START goes on. It returns
// ErrAutoOff if AUTO START is not on.
//
// Errors of the game or the jackpot system are those of [Machine.Start]; a
// game refused by an error changes nothing and leaves AUTO START on.
func (m *Machine) Step(ctx context.Context, at time.Time) (Round, StopReason, error) {
	if m.state != StateAuto {
		return Round{}, NotStopped, m.fail("step", "", "", ErrAutoOff)
	}
	r, err := m.play(ctx, "step", m.step, at)
	if r.Seq == 0 {
		return r, NotStopped, err
	}
	if !m.covers(m.Cost()) {
		m.state, m.stop = StateReady, StopNoCredit
	}
	return r, m.stop, err
}

// Stop is the STOP button: it stops AUTO START (reason (c)). It returns
// ErrAutoOff if AUTO START is not on.
func (m *Machine) Stop(ctx context.Context) error {
	if m.state != StateAuto {
		return m.fail("stop", "", "", ErrAutoOff)
	}
	if err := m.record(ctx, kindStop, noData{}); err != nil {
		return m.fail("stop", "", "", err)
	}
	m.state, m.stop = StateReady, StopPressed
	return nil
}
