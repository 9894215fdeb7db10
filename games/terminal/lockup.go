package terminal

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/slotmech/slotmech/jackpot"
)

// kindClear is the journal entry of an attendant clearing a jackpot
// lock-up (CS-20): who, when, and the payout as the central system
// recorded it.
const kindClear = "clear"

// clearData is a lock-up cleared: the caller's time, the attendant's
// identity, the payout form's number ("" without a form) and each locked
// win as the central system recorded the payout (its status and number).
// The form's personal fields stay with the central system's records and
// the paper form: the journal keeps no winner's data.
type clearData struct {
	At        time.Time     `json:"at"`
	Attendant string        `json:"attendant"`
	Form      string        `json:"form,omitempty"`
	Wins      []jackpot.Win `json:"wins"`
}

// lock locks the terminal for hand pay after a game that hit (CS-20): AUTO
// START stops (CS-13's decision) and the hits stay announced until an
// attendant clears them.
func (m *Machine) lock(hits []jackpot.Win) {
	if len(hits) == 0 {
		return
	}
	if m.state == StateAuto || m.autoGame { // a game of AUTO START hit (CS-13)
		m.stop = stopLockup
	}
	m.state = StateLocked
	m.lockup = append(m.lockup, hits...)
}

// Lockup returns the jackpot wins that lock the terminal for hand pay
// (CS-20), oldest first, for the screen to announce (Pool, Amount and the
// win record's number Seq), or nil when it is not locked.
func (m *Machine) Lockup() []jackpot.Win { return slices.Clone(m.lockup) }

// ClearLockup is the attendant key: it clears the jackpot hand-pay
// lock-up (CS-20), at time at (the caller's clock), by attendant (the
// attendant's identity, not blank). With a payout form f, of number form,
// it first records the payout of every locked win with the central
// system ([jackpot.Central].Pay): a complete form marks the win paid with
// the form's number, one with a required field missing marks it refused
// for good; either way the lock-up is cleared, and ClearLockup returns the
// wins as the central system recorded them. With f nil (a win to be paid
// at the operator's seat, say) the wins stay announced and form is
// ignored. The clearing is written to the journal, then the machine is in
// StateReady; AUTO START stays off (CS-13: it does not restart by itself).
//
// A payout the central system does not record (it cannot be reached, a
// blank form number, a win paid with another number) refuses the
// clearing: the terminal stays locked. The central system records a
// payout again unchanged, so an attendant key pressed again after a crash
// between the payout and the journal entry pays nothing twice. It returns
// ErrState when the terminal is not locked.
func (m *Machine) ClearLockup(ctx context.Context, at time.Time, attendant, form string, f *jackpot.PayoutForm) ([]jackpot.Win, error) {
	const op = "clear lock-up"
	if m.state != StateLocked {
		return nil, m.fail(op, "", "", errNotLocked)
	}
	if strings.TrimSpace(attendant) == "" {
		return nil, m.fail(op, "attendant", attendant, errNoAttendant)
	}
	d := clearData{At: at.UTC(), Attendant: attendant, Wins: slices.Clone(m.lockup)}
	if f != nil {
		d.Form = form
		for i, w := range m.lockup {
			paid, err := m.jp.Pay(ctx, w.Seq, form, *f)
			if err != nil && !errors.Is(err, jackpot.ErrFormIncomplete) {
				return nil, m.fail(op, fmt.Sprintf("win %d", w.Seq), form, err)
			}
			d.Wins[i] = paid
		}
	}
	if err := m.record(ctx, kindClear, d); err != nil {
		return nil, m.fail(op, "", "", err)
	}
	m.recallSettled(d.Wins)
	m.unlock()
	return d.Wins, nil
}

// unlock clears the lock-up: the machine is ready, AUTO START off.
func (m *Machine) unlock() {
	m.state, m.lockup = StateReady, nil
}

// replayClear replays a clearing from its entry: the payout was recorded
// with the central system before the entry was written.
func (m *Machine) replayClear(data []byte) error {
	var d clearData
	if err := decode(data, &d); err != nil {
		return err
	}
	if m.state != StateLocked {
		return errors.New("clears a lock-up, and the terminal is not locked")
	}
	if len(d.Wins) != len(m.lockup) {
		return fmt.Errorf("clears %d wins, %d lock the terminal", len(d.Wins), len(m.lockup))
	}
	for i, w := range d.Wins {
		if w.Seq != m.lockup[i].Seq {
			return fmt.Errorf("clears win %d, win %d locks the terminal", w.Seq, m.lockup[i].Seq)
		}
	}
	m.recallSettled(d.Wins)
	m.unlock()
	return nil
}
