package main

// This file is the player: the working memory of the rounds of one
// goroutine, and the two ways of playing a round, Play (drawing everything
// from a source) and PlayForced (a screen, what falls in and the gamble's
// card fixed by a tester).

import (
	"errors"
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

// player plays the rounds of Frost Garden on one goroutine. It holds a
// round's working memory and reuses it from round to round, which is how
// Play allocates nothing once it is warm: the screen, the cluster result
// (whose slice of wins grows once and is then reused) and the gamble state.
// Nothing carries over from one round to the next: the gamble keeps no card
// history (gambleConfig.History is 0) and starts afresh each time.
//
// The screen must live here, not in a local variable of Play: tumble.Step
// hands its reels to the Refiller interface, so it would escape to the heap
// every round.
type player struct {
	g      *game
	screen slotmech.Screen
	res    slotmech.Result
	gamble *gamble.Gamble
	forced forcedRefill // what falls in during a forced play
}

// newPlayer returns a player of g.
func (g *game) newPlayer() *player {
	gm, _ := gamble.New(gambleConfig) // cannot fail: newGame checked the config
	return &player{g: g, gamble: gm}
}

// emptyScreen is the 7×7 screen with no symbols, from which a round starts.
var emptyScreen = slotmech.NewScreen(reels, rows)

// Play plays one round for bet in mode, drawing from src. The outcome's Win
// is what the round pays after the multiplier, the cap and, in gambleMode,
// the gamble. With a Detail, the round is itemised in it: the landed
// screen, every winning tumble step, the multiplier, the win, and the facts
// of the gamble. A refused bet or mode returns an error wrapping
// games.ErrBet, having drawn nothing. Without a Detail it allocates nothing
// once the player is warm.
func (p *player) Play(bet slotmech.Money, mode string, src rng.Source, detail *games.Detail) (games.Outcome, error) {
	if detail != nil {
		detail.Reset()
	}
	if err := checkBet("play", bet, mode); err != nil {
		return games.Outcome{}, err
	}
	// FG-1: the screen lands. A tumble step on an all-Empty screen fills
	// every position from the refill, so the first screen and every later
	// refill are drawn the same way, from the same weights.
	p.screen = emptyScreen
	if _, err := tumble.Step(&p.screen, 0, p.g.keep, slotmech.Empty, p.g.refill, src); err != nil {
		return games.Outcome{}, err // not reached: the weighted refill cannot fail
	}
	return p.round("play", bet, mode, p.g.refill, src, src, detail)
}

// PlayForced plays the spin that f fixes, for QA and audit: f.Screen is the
// landed 7×7 screen; f.Refill[r], if given, lists what falls into reel r in
// the order it enters (the first lands lowest), and a list that runs out is
// an error, never a draw; a nil f.Refill leaves the refill to the game's
// weights, drawn from src. In gambleMode the state "gamble_red" (a flag)
// fixes the colour of the gamble's card; without it the card is drawn from
// src. Everything else is played as Play plays it.
//
// Errors wrap games.ErrBet for a refused bet or mode, and games.ErrForced
// for a screen of the wrong shape or with a symbol the game does not have,
// refill lists of the wrong number or with such a symbol, a list that runs
// out (naming the reel), a state the game does not accept, or a draw needed
// from a nil src.
func (p *player) PlayForced(f *games.Forced, src rng.Source, detail *games.Detail) (games.Outcome, error) {
	const op = "forced play"
	if detail != nil {
		detail.Reset()
	}
	if f == nil {
		return games.Outcome{}, forcedErr("", "", "no forced play given")
	}
	mode := f.Mode
	if mode == "" {
		mode = games.Standard
	}
	if err := checkBet(op, f.Bet, mode); err != nil {
		return games.Outcome{}, err
	}
	if err := games.CheckState(name, factDefs, f.State); err != nil {
		return games.Outcome{}, err
	}
	if err := p.g.checkScreen(&f.Screen, f.Refill); err != nil {
		return games.Outcome{}, err
	}
	refill := tumble.Refiller(p.g.refill)
	if f.Refill != nil {
		if err := p.forced.reset(f.Refill); err != nil {
			return games.Outcome{}, forcedErr("refill", "", err.Error()) // not reached: checkScreen checked the lists
		}
		refill = &p.forced
	}
	// A nil src is replaced by an empty record: a draw from it returns a
	// value that ends any draw at once, and is reported after the round.
	var none *rng.Replayer
	if src == nil {
		none = rng.NewReplayer(nil)
		src = none
	}
	card := src // FG-6: the gamble's card
	if red, ok := f.State.Get(factGambleRed); ok {
		if mode != gambleMode {
			return games.Outcome{}, forcedErr("state."+factGambleRed, fmt.Sprint(red), "only the gamble mode gambles")
		}
		card = rng.NewReplayer([]uint64{p.g.blackDraw})
		if red == 1 {
			card = rng.NewReplayer([]uint64{p.g.redDraw})
		}
	}
	p.screen = f.Screen
	out, err := p.round(op, f.Bet, mode, refill, src, card, detail)
	if err == nil && none != nil && none.Done() != nil {
		if detail != nil {
			detail.Reset()
		}
		return games.Outcome{}, forcedErr("source", "nil",
			"the round needs a draw (a random refill, or the gamble's card without state gamble_red) and no source was given")
	}
	return out, err
}

// checkScreen returns the error refusing a forced screen or refill lists,
// or nil.
func (g *game) checkScreen(s *slotmech.Screen, refill [][]slotmech.Symbol) error {
	if s.Reels() != reels || s.Rows() != rows {
		return forcedErr("screen", fmt.Sprintf("%d reels × %d rows", s.Reels(), s.Rows()), fmt.Sprintf("want %d × %d", reels, rows))
	}
	valid := func(sym slotmech.Symbol) bool { return sym >= 1 && int(sym) <= g.alphabet.Len() }
	for row := range rows {
		for r := range reels {
			if sym := s.At(r, row); !valid(sym) {
				return forcedErr(fmt.Sprintf("screen row %d reel %d", row, r), fmt.Sprint(sym), "not a Frost Garden symbol")
			}
		}
	}
	if refill == nil {
		return nil
	}
	if len(refill) != reels {
		return forcedErr("refill", fmt.Sprint(len(refill), " lists"), fmt.Sprintf("want one list per reel, %d, or none", reels))
	}
	for r, list := range refill {
		for i, sym := range list {
			if !valid(sym) {
				return forcedErr(fmt.Sprintf("refill reel %d entry %d", r, i), fmt.Sprint(sym), "not a Frost Garden symbol")
			}
		}
	}
	return nil
}

// forcedErr returns the error refusing a forced play: field and value say
// what, reason why.
func forcedErr(field, value, reason string) error {
	return refuse("forced play", field, value, games.ErrForced, reason)
}

// refuse returns the module's one error type, a *slotmech.Error, for op:
// the field at fault (after the game's name, so that a tool serving several
// titles says which one refused) and its value, the sentinel it wraps, and
// a Reason that starts with the sentinel's words, as in `games:
// frost-garden: bet: bet refused "0": outside 1 to 1000000 cents`.
func refuse(op, field, value string, sentinel error, reason string) error {
	_, what, _ := strings.Cut(sentinel.Error(), ": ")
	if value != "" {
		what += " " + strconv.Quote(value)
	}
	return &slotmech.Error{Op: op, Field: where(field), Value: value, Reason: what + ": " + reason, Err: sentinel}
}

// fail returns the error of op for field and its value (both may be ""),
// wrapping err, a sentinel or an error that wraps one.
func fail(op, field, value string, err error) error {
	return &slotmech.Error{Op: op, Field: where(field), Value: value, Err: err}
}

// where returns the Field of an error: the game's name, then field if any.
func where(field string) string {
	if field == "" {
		return name
	}
	return name + ": " + field
}

// forcedRefill is the refill of a forced play: the lists of a
// tumble.ListRefill, with a list that runs out reported as a refusal of
// the forced play (reels counted from 0, as everywhere in the module).
type forcedRefill struct {
	lists *tumble.ListRefill
}

// reset starts the refill from lists.
func (f *forcedRefill) reset(lists [][]slotmech.Symbol) error {
	l, err := tumble.NewListRefill(lists)
	f.lists = l
	return err
}

// Refill takes the next len(dst) symbols of reel's list, or fails with an
// error wrapping games.ErrForced and tumble.ErrExhausted, taking nothing.
func (f *forcedRefill) Refill(reel int, dst []slotmech.Symbol, src rng.Source) error {
	if n := f.lists.Remaining(reel); n < len(dst) {
		return fmt.Errorf("%w: %w: the list of reel %d runs out: %d more symbols needed, %d left",
			games.ErrForced, tumble.ErrExhausted, reel, len(dst), n)
	}
	return f.lists.Refill(reel, dst, src)
}

// cardDraws returns a value of a source that makes the gamble's card red
// and one that makes it black, so that a forced play can fix the card
// without knowing how package gamble orders its deck. The gamble draws its
// card with one rng.IntN(src, 52); IntN maps the middle of the k-th of 52
// equal slices of the 64-bit range to k and never redraws it. A throwaway
// gamble then tells the colour of each k.
func cardDraws() (red, black uint64, err error) {
	for k := range uint64(gamble.DeckSize) {
		d, _ := bits.Div64(2*k+1, 0, 2*gamble.DeckSize) // (k + ½) × 2⁶⁴ / 52
		gm, err := gamble.New(gambleConfig)
		if err == nil {
			err = gm.Start(1, false)
		}
		if err != nil {
			return 0, 0, err
		}
		o, err := gm.Pick(gamble.Red, rng.NewReplayer([]uint64{d}))
		if err != nil {
			return 0, 0, err
		}
		if o.Won {
			red = d
		} else {
			black = d
		}
	}
	if red == 0 || black == 0 {
		return 0, 0, errors.New("frost garden: the gamble's deck has no card of some colour")
	}
	return red, black, nil
}
