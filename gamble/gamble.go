package gamble

import (
	"math"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
)

// Gamble is the double-or-nothing feature of one terminal: its configuration,
// the gamble being played (if any) and the history of drawn cards, which
// persists from one gamble to the next.
//
// Money leaves a Gamble only through return values: what [Gamble.Half],
// [Gamble.Collect] and [Outcome.Credited] report must be credited to the
// player by the caller, and nothing else.
//
// The zero Gamble is not usable; use [New]. A Gamble is not safe for
// concurrent use: it belongs to one terminal.
type Gamble struct {
	cfg     Config
	st      State
	history []Card // newest first; len grows to cfg.History, then stays
}

// Outcome is the result of one pick.
type Outcome struct {
	Card Card // the card drawn
	Won  bool // the card has the colour picked

	// Credited is what the pick moved to credit: the whole amount at risk
	// when a won pick reached a limit and ended the gamble, else 0. The
	// caller credits it to the player.
	Credited slotmech.Money
}

// New returns a Gamble with configuration cfg and an empty history, or an
// *[slotmech.Error] (wrapping [ErrConfig]) if cfg is not valid.
func New(cfg Config) (*Gamble, error) {
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	return &Gamble{cfg: cfg, history: make([]Card, 0, cfg.History)}, nil
}

// State returns a snapshot of the current gamble, or of the last one once it
// has ended.
func (g *Gamble) State() State { return g.st }

// CanStart returns the error [Gamble.Start] would return for amount and
// jackpot, or nil if it would start a gamble. A terminal uses it to decide
// whether to offer the gamble at all.
func (g *Gamble) CanStart(amount slotmech.Money, jackpot bool) error {
	switch {
	case g.st.Open:
		return errOpen
	case jackpot:
		return ErrJackpot
	case amount <= 0:
		return ErrAmount
	case amount > g.maxPickable(0):
		return ErrOverLimit
	}
	return nil
}

// Start opens a gamble on a win of amount, which is then all at risk. jackpot
// says the win is a jackpot win, which cannot be gambled.
//
// It returns [ErrState] while a gamble is open, [ErrJackpot] for a jackpot
// win, [ErrAmount] if amount <= 0 and [ErrOverLimit] if amount could not be
// doubled within Config.MaxAtRisk (2 × amount > MaxAtRisk) or within the
// range of Money; then nothing changes.
func (g *Gamble) Start(amount slotmech.Money, jackpot bool) error {
	if err := g.CanStart(amount, jackpot); err != nil {
		return err
	}
	g.st = State{Open: true, Amount: amount, AtRisk: amount}
	return nil
}

// Pick plays colour c: it draws one card uniformly from a full 52-card deck
// with src (one [rng.IntN] draw) and puts it first in the history. If the
// card has colour c the amount at risk doubles, otherwise it is lost and the
// gamble ends (reason [Lost]). A won pick that reaches Config.MaxDoublings,
// or leaves no further pick within Config.MaxAtRisk, ends the gamble and
// moves the doubled amount to credit ([Outcome.Credited]; reason
// [LimitDoublings], checked first, or [LimitAtRisk]).
//
// The pick is fair: 26 of the 52 cards win, so its expected value is exactly
// the amount at risk.
//
// It returns [ErrState] if no gamble is open and [ErrColour] if c is not
// Red or Black; then nothing changes and src is not used.
func (g *Gamble) Pick(c Colour, src rng.Source) (Outcome, error) {
	if !g.st.Open {
		return Outcome{}, errNotOpen
	}
	if !c.Valid() {
		return Outcome{}, ErrColour
	}
	card := drawCard(src)
	g.remember(card)
	if card.Colour() != c {
		g.st.Lost = g.st.AtRisk
		g.st.AtRisk = 0
		g.end(Lost)
		return Outcome{Card: card}, nil
	}
	// Open implies AtRisk <= maxPickable(Credited), so Credited + 2 × AtRisk
	// fits in Money: none of these sums can overflow.
	g.st.Won += g.st.AtRisk
	g.st.AtRisk *= 2
	g.st.Doublings++
	out := Outcome{Card: card, Won: true}
	if r := g.limit(); r != NotEnded {
		out.Credited = g.collect(r)
	}
	return out, nil
}

// Half splits the amount at risk by the odd-split rule of [Split] in
// Config.Unit: ⌊n/2⌋ of its n whole units stay at risk, the rest, including
// any remainder below one unit, is returned at once for the caller to credit.
// If nothing stays at risk (less than two units were at risk), everything is
// returned and the gamble ends with reason [NothingAtRisk].
//
// It returns [ErrState] if no gamble is open; then nothing changes.
func (g *Gamble) Half() (credited slotmech.Money, err error) {
	if !g.st.Open {
		return 0, errNotOpen
	}
	risked, credited := Split(g.st.AtRisk, g.cfg.Unit)
	if risked == 0 {
		return g.collect(NothingAtRisk), nil
	}
	// Halving keeps every limit: AtRisk shrinks by credited and Credited grows
	// by as much, so Credited + 2 × AtRisk does not grow.
	g.st.AtRisk = risked
	g.st.Credited += credited
	return credited, nil
}

// Collect ends the gamble and returns the amount at risk, for the caller to
// credit (reason [Collected]). Amounts Half has credited were returned by
// Half and are not returned again.
//
// It returns [ErrState] if no gamble is open (so a second Collect is
// refused); then nothing changes.
func (g *Gamble) Collect() (slotmech.Money, error) {
	if !g.st.Open {
		return 0, errNotOpen
	}
	return g.collect(Collected), nil
}

// History returns the drawn cards, newest first, at most Config.History of
// them, in a new slice (nil before the first card). The history persists
// across gambles.
func (g *Gamble) History() []Card { return append([]Card(nil), g.history...) }

// collect moves the amount at risk to credit, ends the gamble with reason r
// and returns the amount moved.
func (g *Gamble) collect(r EndReason) slotmech.Money {
	paid := g.st.AtRisk
	g.st.Credited += paid // Credited + AtRisk fits: see limit
	g.st.AtRisk = 0
	g.end(r)
	return paid
}

func (g *Gamble) end(r EndReason) {
	g.st.Open = false
	g.st.End = r
}

// limit returns the reason why the open gamble can take no further pick, or
// NotEnded if it can.
func (g *Gamble) limit() EndReason {
	if g.cfg.MaxDoublings > 0 && g.st.Doublings >= g.cfg.MaxDoublings {
		return LimitDoublings
	}
	if g.st.AtRisk > g.maxPickable(g.st.Credited) {
		return LimitAtRisk
	}
	return NotEnded
}

// maxPickable returns the largest amount a pick may risk when credited has
// already been credited in this gamble: winning must leave at most MaxAtRisk
// at risk, and must leave credited + 2 × at risk within the range of Money,
// which keeps every total of State representable.
func (g *Gamble) maxPickable(credited slotmech.Money) slotmech.Money {
	room := math.MaxInt64 - credited // credited >= 0: no overflow
	if g.cfg.MaxAtRisk > 0 && g.cfg.MaxAtRisk < room {
		room = g.cfg.MaxAtRisk
	}
	return room / 2
}

// remember puts c first in the history, dropping the oldest card once the
// history holds Config.History cards.
func (g *Gamble) remember(c Card) {
	if cap(g.history) == 0 {
		return
	}
	if len(g.history) < cap(g.history) {
		g.history = g.history[:len(g.history)+1]
	}
	copy(g.history[1:], g.history)
	g.history[0] = c
}
