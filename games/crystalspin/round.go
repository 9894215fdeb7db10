package crystalspin

import (
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/linewords"
	"github.com/slotmech/slotmech/tumble"
)

// cascade evaluates p.scr and, while it wins, pays the step and lets the
// paid runs explode and the reels refill from refill (CS-8). It returns
// what the game pays and whether a line cap cut anything; it itemises the
// game in detail (if not nil) and reports each win to tally (if not nil).
// Errors are for op; refill is p.strip or, for a forced play, the lists.
//
// p.words must hold the screen filter's words of p.scr's reels, and may
// the filter's verdict on them (with p.fromWords set, the first evaluation
// reads the line words p.first, which PlayCurrent sets from the stops): a screen whose words say it cannot win
// ends the cascade without an evaluation, and after a step only the words
// of the reels that changed are computed again.
func (p *player) cascade(op string, bet slotmech.Money, refill tumble.Refiller, detail *games.Detail, tally games.Tally, may bool) (win slotmech.Money, capped bool, err error) {
	p.caps.Reset()
	var spin *games.Spin
	if detail != nil {
		spin = itemiseSpin(detail, &p.scr)
	}
	for step := 1; ; step++ {
		if step > 1 {
			may = (*linewords.Evaluator)(p.g.eval).MayPayFilters(p.words[:])
		}
		if !may {
			break // the lines evaluator would find nothing
		}
		if p.fromWords {
			p.fromWords = false // the first screen of PlayCurrent, from its line words
			linewords.EvaluateLineWords((*linewords.Evaluator)(p.g.eval), p.first[:], &p.res)
		} else {
			p.g.eval.Evaluate(&p.scr, &p.res)
		}
		if len(p.res.Wins) == 0 {
			break
		}
		if step > MaxSteps {
			cause := fmt.Errorf("%w: the screen still wins after %d steps", tumble.ErrTooManySteps, MaxSteps)
			if refill != tumble.Refiller(p.strip) {
				cause = fmt.Errorf("%w: %w", games.ErrForced, cause)
			}
			return 0, false, fail(op, "cascade", "", cause)
		}
		full := fullHouse(&p.scr)
		w, c, err := p.payStep(op, bet, step, full, tally)
		if err != nil {
			return 0, false, err
		}
		win += w // at most numLines × LineCap in all: no overflow
		capped = capped || c
		if spin != nil {
			itemiseStep(spin, &p.scr, &p.res, full, w, c)
		}
		removed, err := tumble.Step(&p.scr, p.res.Positions, 0, slotmech.Empty, refill, nil)
		if err != nil {
			if refill != tumble.Refiller(p.strip) {
				err = fmt.Errorf("%w: %w", games.ErrForced, err)
			}
			return 0, false, fail(op, fmt.Sprintf("refill after cascade step %d", step), "", err)
		}
		for r := range p.words {
			if removed.Reel(r) != 0 { // the reel fell and refilled
				p.words[r] = (*linewords.Evaluator)(p.g.eval).ReelFilter(r, p.scr.ReelWord(r))
			}
		}
	}
	if spin != nil {
		spin.Win, spin.Final = win, p.scr
	}
	return win, capped, nil
}

// fullHouseFacts are the facts of a win on a full-house screen, as a tally
// receives them (read only, shared).
var fullHouseFacts = games.Facts{{Name: FactFullHouse, Value: 1}}

// payStep pays the wins of evaluation step step (from 1): each line's
// factor, doubled on a full-house screen (CS-9), applied to the stake and
// then offered to that line's cap (CS-10). It returns what the step pays
// and whether a cap cut anything.
func (p *player) payStep(op string, bet slotmech.Money, step int, full bool, tally games.Tally) (slotmech.Money, bool, error) {
	var total slotmech.Money
	capped := false
	for _, w := range p.res.Wins {
		f := w.Factor
		if full {
			f *= 2 // at most 2 × 100 × 10 000: no overflow
		}
		m, err := f.Apply(bet)
		if err != nil {
			return 0, false, fail(op, "line", itoa(w.Line), err) // not reached: stakes and factors are small
		}
		paid := p.caps.Pay(w.Line, m)
		if paid < m {
			capped = true
		}
		total += paid
		if tally != nil {
			pw := games.PaidWin{Step: step, Line: w.Line + 1, Symbol: w.Symbol, Count: w.Count, Paid: paid}
			if full {
				pw.Facts = fullHouseFacts
			}
			tally(pw)
		}
	}
	return total, capped, nil
}

// fullHouse reports whether the screen is a full house (CS-9): every
// position shows one fruit of CHERRY, STRAWBERRY, LEMON and ORANGE or the
// wild, and at least one position shows the fruit itself.
func fullHouse(s *slotmech.Screen) bool {
	fruit := slotmech.Empty
	for r := range Reels {
		for _, sym := range s.Reel(r) {
			switch {
			case sym == Wild:
			case fruit == slotmech.Empty && fruits.Has(sym):
				fruit = sym
			case sym != fruit:
				return false
			}
		}
	}
	return fruit != slotmech.Empty
}
