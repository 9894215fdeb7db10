package jackpot

import (
	"context"
	"errors"
	"strconv"
	"strings"

	"github.com/slotmech/slotmech"
)

// Central is the central jackpot system as its clients see it (CS-19,
// CS-20): a terminal reports every game started and is told its hits; an
// attendant lists the win records and records their payouts. A [System]
// is one, in the caller's process (a venue of a single terminal); package
// jackpot/central serves a System over HTTP and gives the client of such a
// service, which is one too, so that a terminal runs the same way against
// either. The pools' states and their secret triggers never leave the
// system: the answers are hits and win records.
//
// Report is idempotent per terminal and game number ([Game]): a game
// reported again returns the answer of its first report and is never
// drawn again. A client that cannot reach the service returns an error
// wrapping [ErrStore].
//
// A terminal that cannot reach the central system does not start a game
// (package games/terminal): it writes its intent to play game N, reports
// N, and draws the game only once the report is answered. When the report
// fails, the terminal does not know whether the system recorded it (the
// answer may be lost on the way back), so before it does anything else it
// asks [Central].Void for N: in one atomic step the system either records
// N as void (it has no report of N; a later report of N is refused with
// [ErrVoid], and the terminal's next game is N + 1) or answers with N's
// first report, and the terminal plays N out then. So a game is either in
// the pools and played on the terminal, or in neither.
//
// Implementations are safe for concurrent use.
type Central interface {
	// Report records game g, started, and returns its hits (see
	// [System.Report]).
	Report(ctx context.Context, g Game) ([]Win, error)
	// Void records game number of terminal t as void if the system has no
	// report of it, or returns that report's answer: played is false for
	// a void, true with the game's hits for a game reported (see
	// [System.Void]).
	Void(ctx context.Context, t Terminal, number uint64) (wins []Win, played bool, err error)
	// Wins returns at most limit win records with a Seq above after, in
	// Seq order, each with its status (see [System.Wins]).
	Wins(ctx context.Context, after uint64, limit int) ([]Win, error)
	// Pay records the attendant's payout of win seq with payout form f,
	// of number form (see [System.Pay]).
	Pay(ctx context.Context, seq uint64, form string, f PayoutForm) (Win, error)
	// LastGame returns the number of terminal t's last game the system
	// recorded, reported or void (0 for none; see [System.LastGame]).
	LastGame(ctx context.Context, t Terminal) (uint64, error)
}

var _ Central = (*System)(nil)

// Void is the answer to a terminal that could not learn whether its report
// of game number was recorded: in one atomic step of the store (the one a
// report takes, see [Store]) it either records the game as void, if the
// system has no report of it, and returns played false; or, if the game
// was reported, changes nothing and returns played true with the hits of
// its first report, numbered as they were, which the terminal then plays
// out. A void game is never played: a later [System.Report] of it is
// refused with an error wrapping [ErrVoid] and [ErrGame], and the
// terminal's next game is the next number. Void of a game void already
// answers void again. A terminal in no pool's scope has nothing recorded:
// its Void answers void and stores nothing.
//
// Errors are *[slotmech.Error], and nothing is changed: wrapping [ErrGame]
// for a bad terminal, a number 0 or one below the terminal's last game
// (a void comes before the terminal's next game); or the store's error,
// wrapping [ErrStore].
func (s *System) Void(ctx context.Context, t Terminal, number uint64) ([]Win, bool, error) {
	if err := checkTerminal("Void", t); err != nil {
		return nil, false, err
	}
	if number == 0 {
		return nil, false, &slotmech.Error{Op: "Void", Field: "terminal " + strconv.Quote(t.ID) + ": game 0",
			Value: "0", Reason: "games are numbered from 1", Err: ErrGame}
	}
	l := s.scope(t.Venue)
	if len(l.idx) == 0 {
		return nil, false, nil // no pool takes this terminal's games: nothing to void
	}
	wins, err := s.store.Apply(ctx, Game{Terminal: t, Number: number}, nil, noUpdate)
	switch {
	case errors.Is(err, ErrVoid) && !errors.Is(err, ErrGame):
		return nil, false, nil
	case err != nil:
		return nil, false, storeErr("Void", "terminal "+strconv.Quote(t.ID)+": game "+strconv.FormatUint(number, 10), err)
	}
	return wins, true, nil
}

// noUpdate is the update of a void, which a store never calls: a void
// takes no pool.
func noUpdate(int, *State) ([]Win, error) { return nil, nil }

// LastGame returns the number of terminal t's last game the system
// recorded, reported or void, 0 for a terminal it has none of. A terminal
// that starts a new journal (a new machine, or its critical memory
// cleared after a fault) numbers its games from the next one, so that no
// report of it is taken for a report sent again of an earlier game. It
// returns the store's error wrapped in an *[slotmech.Error] wrapping
// [ErrStore].
func (s *System) LastGame(ctx context.Context, t Terminal) (uint64, error) {
	n, err := s.store.LastGame(ctx, t.ID)
	if err != nil {
		return 0, storeErr("LastGame", "terminal "+strconv.Quote(t.ID), err)
	}
	return n, nil
}

// Wins returns at most limit win records with a Seq above after, in Seq
// order, each with its status and form number: the records of the
// operator's accounts (CS-20). It returns the store's error wrapped in an
// *[slotmech.Error] wrapping [ErrStore].
func (s *System) Wins(ctx context.Context, after uint64, limit int) ([]Win, error) {
	w, err := s.store.Wins(ctx, after, limit)
	if err != nil {
		return nil, storeErr("Wins", "wins after "+strconv.FormatUint(after, 10), err)
	}
	return w, nil
}

// Pay records the attendant's payout of win seq (CS-20) with the payout
// form f, whose number (printed on the form) is form. A complete form
// ([PayoutForm.Missing]) marks the win Paid; a form with a required field
// missing marks it Refused, for good (with a field missing there is no
// right to the payout), and Pay returns the win with an error wrapping
// [ErrFormIncomplete] that names the missing fields. Either way the form's
// number is recorded with the status, and Pay returns the win as recorded.
//
// A payout recorded again (the same status and number: an answer lost on
// the network) returns the win unchanged; a blank form number, a Seq no
// win has, or a win already paid or refused with another number is refused
// with an error wrapping [ErrPayout], changing nothing. Store failures wrap
// [ErrStore].
func (s *System) Pay(ctx context.Context, seq uint64, form string, f PayoutForm) (Win, error) {
	if strings.TrimSpace(form) == "" {
		return Win{}, &slotmech.Error{Op: "Pay", Field: "win " + strconv.FormatUint(seq, 10),
			Reason: "the payout form's number is blank", Err: ErrPayout}
	}
	status := Paid
	if len(f.Missing()) > 0 {
		status = Refused
	}
	w, err := s.store.Settle(ctx, seq, status, form)
	if err != nil {
		return w, storeErr("Pay", "win "+strconv.FormatUint(seq, 10), err)
	}
	if status == Refused {
		return w, w.Claim(f)
	}
	return w, nil
}

// noWin is the error of a payout of a win that does not exist.
func noWin(seq uint64) error {
	return &slotmech.Error{Op: "Settle", Field: "win " + strconv.FormatUint(seq, 10),
		Reason: "no win has number " + strconv.FormatUint(seq, 10), Err: ErrPayout}
}

// settle applies a payout to w as [Store] requires, or returns the error
// refusing it.
func settle(w *Win, status Status, form string) error {
	switch {
	case w.Status == status && w.Form == form:
		return nil
	case w.Status != Announced:
		return &slotmech.Error{Op: "Settle", Field: "win " + strconv.FormatUint(w.Seq, 10), Value: w.Form,
			Reason: "already " + w.Status.String() + " with form " + strconv.Quote(w.Form), Err: ErrPayout}
	}
	w.Status, w.Form = status, form
	return nil
}
