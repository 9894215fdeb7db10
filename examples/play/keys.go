package main

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/jackpot"
)

// key acts on one key pressed at time now and sets the messages.
func (t *console) key(ctx context.Context, k rune, now time.Time) {
	t.msgs = t.msgs[:0]
	switch {
	case t.recall > 0:
		t.recallKey(k)
		return
	case t.accounts != nil:
		t.accountingKey(k)
		return
	}
	var err error
	switch k {
	case 's':
		var r terminal.Round
		r, err = t.m.Start(ctx, now)
		if err == nil && r.Seq == 0 {
			t.say("COLLECT: %s Kč to CREDIT.", money(r.Collected))
		} else {
			t.played(r, err)
			err = nil // shown
		}
	case 'm':
		var r terminal.Round
		r, err = t.m.MaxBet(ctx, now)
		t.played(r, err)
		err = nil // shown
	case '+', '-':
		err = t.stake(ctx, k == '+')
	case 'a':
		if err = t.m.AutoStart(ctx); err == nil {
			t.say("AUTO START on: Enter plays the next game, x stops.")
			err = t.step(ctx, now)
		}
	case '\n':
		if t.m.State() == terminal.StateAuto {
			err = t.step(ctx, now)
		}
	case 'x':
		if err = t.m.Stop(ctx); err == nil {
			t.say("AUTO START stopped: STOP pressed.")
		}
	case 'r':
		auto := t.m.State() == terminal.StateAuto
		if err = t.m.Risk(ctx); err == nil {
			t.say("RISK: %s Kč at stake. R red, B black, h half, c collect.", money(t.m.Meters().Win))
			if auto {
				t.say("AUTO START stopped: RISK started.")
			}
		}
	case 'R', 'B':
		c := gamble.Red
		if k == 'B' {
			c = gamble.Black
		}
		var o gamble.Outcome
		if o, err = t.m.Pick(ctx, c); err == nil {
			t.picked(c, o)
		}
	case 'h':
		var credited slotmech.Money
		if credited, err = t.m.Half(ctx); err == nil {
			t.say("HALF: %s Kč to CREDIT, %s Kč stays at risk.", money(credited), money(t.m.Meters().Win))
		}
	case 'c':
		var won slotmech.Money
		if won, err = t.m.Collect(ctx); err == nil {
			t.say("COLLECT: %s Kč to CREDIT.", money(won))
		}
	case 'i':
		if t.m.Meters().Credit+t.m.Meters().Win > maxCredit-insertAmount {
			t.say("! the CREDIT meter shows at most %s Kč: cash out first (o)", money(maxCredit))
		} else if err = t.m.Insert(ctx, insertAmount); err == nil {
			t.say("Inserted %s Kč.", money(insertAmount))
		}
	case 'l':
		if len(t.m.Recall()) == 0 {
			t.say("! no game to recall yet")
		} else {
			t.recall, t.recallScreen = 1, 0
		}
	case 't':
		t.accounts = t.readAccounts(ctx)
	case 'o':
		var paid slotmech.Money
		if paid, err = t.m.CashOut(ctx); err == nil {
			t.say("Cashed out %s Kč. Thank you.", money(paid))
		}
	case 'k':
		t.say("! the attendant key is a line of its own: k ATTENDANT [| FORM NO | …]")
	default:
		t.say("! unknown key %q: the keys are listed below", k)
	}
	if err != nil {
		t.say("! %s", errText(err))
	}
}

// errText is an error of the machine as the player sees it: the reason,
// and the value at fault in brackets, e.g. "terminal: credit does not
// cover the stake (stake 100)". The action and the game are on the screen
// already.
//
// A game the central jackpot system could not take (an error wrapping
// jackpot.ErrStore of the game, Field "game N") is said in the player's
// words: it was not started, and the terminal waits for the system.
func errText(err error) string {
	var e *slotmech.Error
	if !errors.As(err, &e) || e.Err == nil {
		return err.Error()
	}
	if n, ok := strings.CutPrefix(e.Field, "game "); ok && errors.Is(err, jackpot.ErrStore) {
		return "Game " + n + " not started: the central jackpot system cannot be reached. Waiting."
	}
	if e.Field == "" {
		return e.Err.Error()
	}
	return fmt.Sprintf("%v (%s)", e.Err, strings.TrimSpace(e.Field+" "+e.Value))
}

// step plays one game of AUTO START and says why it stopped, if it did: a
// game played after which the machine is no longer in AUTO START stopped
// it for want of credit (CS-13 (a)).
func (t *console) step(ctx context.Context, now time.Time) error {
	r, err := t.m.Step(ctx, now)
	t.played(r, err)
	switch {
	case r.Seq > 0 && t.m.State() == terminal.StateLocked:
		t.say("AUTO START stopped: jackpot hit, the terminal is locked (CS-13).")
	case r.Seq > 0 && t.m.State() != terminal.StateAuto:
		t.say("AUTO START stopped: credit does not cover the stake.")
	}
	return nil // played has shown the error
}

// stake moves the stake one step up or down (CS-11).
func (t *console) stake(ctx context.Context, up bool) error {
	steps := t.stakes
	i := slices.Index(steps, t.m.Meters().Stake)
	if up {
		i++
	} else {
		i--
	}
	if i < 0 || i >= len(steps) {
		return fmt.Errorf("terminal: stake is not one of the stake steps: %s Kč is the %s", money(t.m.Meters().Stake),
			map[bool]string{true: "highest", false: "lowest"}[up])
	}
	if err := t.m.SetStake(ctx, steps[i]); err != nil {
		return err
	}
	t.say("Stake %s Kč.", money(t.m.Meters().Stake))
	return nil
}

// played reports a game: its win and any jackpot hit (CS-20), and a game
// settled after the central system's outage.
func (t *console) played(r terminal.Round, err error) {
	if r.Settled {
		t.say("Game %d settled after the outage: the central jackpot system had taken it.", r.Seq)
	}
	if r.Seq > 0 {
		if r.Outcome.Win > 0 {
			t.say("Game %d: WIN %s Kč. r gambles it (RISK).", r.Seq, money(r.Outcome.Win))
		} else {
			t.say("Game %d: no win.", r.Seq)
		}
	}
	for _, w := range r.Jackpots {
		t.say("*** JACKPOT %s: %s Kč! It is not added to CREDIT (CS-20).", w.Pool, money(w.Amount))
		t.say("    Call staff: paid at the %v within %d days, after the payout form.", w.Payout.Place, days(w))
	}
	if err != nil {
		t.say("! %s", errText(err))
	}
}

// days is the number of days staff have to pay w.
func days(w jackpot.Win) int { return int(w.Payout.Due.Sub(w.At).Hours()+12) / 24 }

// picked reports a RISK pick (CS-15).
func (t *console) picked(c gamble.Colour, o gamble.Outcome) {
	switch {
	case !o.Won:
		t.say("%s is %v: you picked %v. The win is lost.", o.Card, o.Card.Colour(), c)
	case o.Credited > 0:
		t.say("%s is %v: doubled. RISK limit reached, %s Kč to CREDIT.", o.Card, c, money(o.Credited))
	default:
		t.say("%s is %v: doubled to %s Kč. Again, or h half, c collect.", o.Card, c, money(t.m.Meters().Win))
	}
}

// say adds a message line.
func (t *console) say(format string, args ...any) {
	t.msgs = append(t.msgs, fmt.Sprintf(format, args...))
}

// recallKey acts on a key pressed while the recall is shown: n and p page
// to the older and newer games (at their first screen), f and b to the
// next and previous screen of the game shown (its cascade steps), l or
// Enter go back to the game, and every other key is refused (play is
// locked during recall).
func (t *console) recallKey(k rune) {
	rec := t.m.Recall()
	n := len(rec)
	switch k {
	case 'n':
		if t.recall < n {
			t.recall, t.recallScreen = t.recall+1, 0
		} else {
			t.say("! this is the oldest game kept")
		}
	case 'p':
		if t.recall > 1 {
			t.recall, t.recallScreen = t.recall-1, 0
		} else {
			t.say("! this is the last game played")
		}
	case 'f':
		sp, _ := recallSpin(rec[min(t.recall, n)-1])
		if t.recallScreen+1 < recallScreens(sp) {
			t.recallScreen++
		} else {
			t.say("! this is the game's last screen: n older game, p newer game")
		}
	case 'b':
		if t.recallScreen > 0 {
			t.recallScreen--
		} else {
			t.say("! this is the game's first screen")
		}
	case 'l', '\n':
		t.recall, t.recallScreen = 0, 0
		t.say("Back to the game.")
	default:
		t.say("! recall: f next screen, b previous, n older game, p newer game, l back")
	}
}

// accountingKey acts on a key pressed while the accounting screen is
// shown: t, l or Enter go back to the game; every other key is refused.
func (t *console) accountingKey(k rune) {
	switch k {
	case 't', 'l', '\n':
		t.accounts = nil
		t.say("Back to the game.")
	default:
		t.say("! accounting: t, l or Enter back to the game")
	}
}

// attendantLine reports whether line is the attendant key: "k" alone or
// followed by a space and its fields, which it returns.
func attendantLine(line string) (string, bool) {
	l := strings.TrimSpace(line)
	if l == "k" {
		return "", true
	}
	if rest, ok := strings.CutPrefix(l, "k "); ok {
		return rest, true
	}
	return "", false
}

// attendant is the attendant key at time now (CS-20): fields are
// "ATTENDANT" or "ATTENDANT | FORM NO | name | birth date | address |
// document type | document number | checked by | y", see the package's
// documentation.
func (t *console) attendant(ctx context.Context, fields string, now time.Time) {
	t.msgs = t.msgs[:0]
	switch {
	case t.recall > 0:
		t.recallKey('k')
		return
	case t.accounts != nil:
		t.accountingKey('k')
		return
	}
	f := strings.Split(fields, "|")
	for i := range f {
		f[i] = strings.TrimSpace(f[i])
	}
	field := func(i int) string {
		if i < len(f) {
			return f[i]
		}
		return ""
	}
	var form *jackpot.PayoutForm
	if len(f) > 1 {
		birth, _ := time.Parse(time.DateOnly, field(3)) // not a date: missing
		form = &jackpot.PayoutForm{WinnerName: field(2), BirthDate: birth, Address: field(4),
			DocumentType: field(5), DocumentNumber: field(6), CheckedBy: field(7), Signed: field(8) == "y"}
	}
	wins, err := t.m.ClearLockup(ctx, now, field(0), field(1), form)
	if err != nil {
		t.say("! %s", errText(err))
		t.say("  attendant key: k ATTENDANT [| FORM NO | name | birth date | address | doc type | doc no | checked by | y]")
		return
	}
	t.say("Lock-up cleared by %s.", field(0))
	for _, w := range wins {
		switch w.Status {
		case jackpot.Paid:
			t.say("Win record %d (%s, %s Kč): paid, payout form %s.", w.Seq, w.Pool, money(w.Amount), w.Form)
		case jackpot.Refused:
			t.say("Win record %d (%s, %s Kč): refused, payout form %s incomplete (%s).", w.Seq, w.Pool,
				money(w.Amount), w.Form, strings.Join(form.Missing(), ", "))
		default:
			t.say("Win record %d (%s, %s Kč): announced, to be paid with a payout form.", w.Seq, w.Pool, money(w.Amount))
		}
	}
}
