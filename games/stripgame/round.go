package stripgame

import (
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/gameerr"
	"github.com/slotmech/slotmech/internal/lanecount"
	"github.com/slotmech/slotmech/internal/linewords"
	"github.com/slotmech/slotmech/tumble"
	"github.com/slotmech/slotmech/wincap"
)

// round plays the round whose first screen is in p.scr at bet: it evaluates
// the screen and, while it wins, pays the step and (in a game with a
// cascade) lets the winning positions explode and the reels refill from
// refill; then it pays the scatters of the final screen. It itemises the
// round in detail (if not nil) and reports each win to tally (if not nil).
// refill is p.strip or, for a forced play, &p.forced; nil without a
// cascade. Errors are for op.
func (p *player) round(op string, bet slotmech.Money, refill tumble.Refiller, detail *games.Detail, tally games.Tally) (games.Outcome, error) {
	out, err := p.play(op, bet, refill, detail, tally)
	p.fromWords, p.knownScatters = false, -1 // what PlayCurrent knew serves one round
	if err != nil && detail != nil {
		detail.Reset() // a failed round itemises nothing
	}
	return out, err
}

// play is round without the clean-up of detail after an error.
func (p *player) play(op string, bet slotmech.Money, refill tumble.Refiller, detail *games.Detail, tally games.Tally) (games.Outcome, error) {
	g := p.g
	stake := bet * slotmech.Money(g.cost) // New checked that the largest stake fits
	out := games.Outcome{Bet: bet, Stake: stake}
	if g.lineCap > 0 {
		p.caps.Reset()
	}
	var rc wincap.Round // the zero Round pays everything: no round cap
	if g.roundCapX > 0 {
		rc = wincap.NewRound(stake * slotmech.Money(g.roundCapX)) // New checked that it fits
	}
	var spin *games.Spin
	if detail != nil {
		spin = detail.AddSpin()
		spin.Screen, spin.Multiplier = p.scr, 1
	}

	step := 1 // the evaluation step being played, from 1
	for ; ; step++ {
		remove, won := p.evaluate()
		if !won {
			break
		}
		if step > g.maxSteps {
			cause := fmt.Errorf("%w: the screen still wins after %d steps", tumble.ErrTooManySteps, g.maxSteps)
			if refill != tumble.Refiller(p.strip) {
				cause = fmt.Errorf("%w: %w", games.ErrForced, cause)
			}
			return games.Outcome{}, gameerr.Fail(g.name, op, "cascade", "", cause)
		}
		paid, capped := p.payStep(step, bet, &rc, spin, tally)
		out.Win += paid // at most the largest possible win, which New checked fits
		out.Capped = out.Capped || capped
		if rc.Reached() || !g.cascade {
			break // the cap ends the round at once; without a cascade one screen is all
		}
		p.knownScatters = -1 // the screen changes
		if _, err := tumble.Step(&p.scr, remove, 0, slotmech.Empty, refill, nil); err != nil {
			if refill != tumble.Refiller(p.strip) {
				err = fmt.Errorf("%w: %w", games.ErrForced, err)
			}
			return games.Outcome{}, gameerr.Fail(g.name, op, fmt.Sprintf("refill after cascade step %d", step), "", err)
		}
	}

	if g.scatter != nil && !rc.Reached() {
		var n int
		var f slotmech.Factor
		if p.knownScatters >= 0 {
			n = p.knownScatters
			f = g.scatter.ScatterPay(n)
		} else {
			n, f = lanecount.Scatters(g.scatter, &p.scr)
		}
		var paid slotmech.Money
		if f > 0 {
			m, _ := f.Apply(stake) // New checked that the largest scatter pay fits
			var reached bool
			paid, reached = rc.Pay(m)
			out.Win += paid
			out.Capped = out.Capped || reached
			if tally != nil {
				tally(games.PaidWin{Step: step, Symbol: g.scatterSym, Count: n, Paid: paid})
			}
		}
		if spin != nil {
			spin.Scatters, spin.ScatterWin = n, paid
		}
		out.Triggered = !rc.Reached() && award(g.trigger, n) > 0 // a feature game's base game (ways.go)
	}
	if spin != nil {
		spin.Win, spin.Capped = out.Win, out.Capped
	}
	return out, nil
}

// evaluate evaluates p.scr into the player's result and returns the
// positions that won and whether anything did; for the first screen of a
// round of PlayCurrent, in a line game, from its line words p.words.
func (p *player) evaluate() (slotmech.PosSet, bool) {
	if p.g.ways != nil {
		p.g.ways.Evaluate(&p.scr, &p.wres)
		return p.wres.Positions, len(p.wres.Wins) > 0
	}
	if p.g.lines != nil {
		if p.fromWords {
			p.fromWords = false // the first screen only
			linewords.EvaluateLineWords((*linewords.Evaluator)(p.g.lines), p.words, &p.lres)
		} else {
			p.g.lines.Evaluate(&p.scr, &p.lres)
		}
		return p.lres.Positions, len(p.lres.Wins) > 0
	}
	p.g.anywhere.Evaluate(&p.scr, &p.cres)
	return p.cres.Positions, len(p.cres.Wins) > 0
}

// payStep pays the wins of the evaluation just made, step step: each
// win's factor applied to the bet (rounded down once, by Factor.Apply),
// offered to its line's cap and then to the round cap. It reports every win
// to tally, itemises the step in spin (both if not nil) and returns what the
// step paid and whether a cap cut anything or the round cap was reached.
func (p *player) payStep(step int, bet slotmech.Money, rc *wincap.Round, spin *games.Spin, tally games.Tally) (slotmech.Money, bool) {
	g := p.g
	var st *games.Step
	if spin != nil {
		st = spin.AddStep()
		st.Screen = p.scr
	}
	var total slotmech.Money
	capped := false
	if st == nil && g.lineCap == 0 && g.lines != nil {
		// The common case (exact analysis, simulation), without the
		// closure below: no line caps, nothing to itemise.
		for i := range p.lres.Wins {
			w := &p.lres.Wins[i]
			m, _ := w.Factor.Apply(bet) // New checked that the largest possible win fits
			paid, reached := rc.Pay(m)
			capped = capped || paid < m || reached
			total += paid
			if tally != nil {
				tally(games.PaidWin{Step: step, Line: w.Line + 1, Symbol: w.Symbol, Count: w.Count, Paid: paid})
			}
		}
		return total, capped
	}
	pay := func(m slotmech.Money, line int, w games.Win) {
		paid := m
		if line > 0 && g.lineCap > 0 {
			paid = p.caps.Pay(line-1, m)
		}
		paid, reached := rc.Pay(paid)
		capped = capped || paid < m || reached
		total += paid
		if tally != nil {
			tally(games.PaidWin{Step: step, Line: line, Symbol: w.Symbol, Count: w.Count, Paid: paid})
		}
		if st != nil {
			st.Wins = append(st.Wins, w)
		}
	}
	if g.lines != nil {
		for _, w := range p.lres.Wins {
			m, _ := w.Factor.Apply(bet) // New checked that the largest possible win fits
			pay(m, w.Line+1, games.Win{Symbol: w.Symbol, Count: w.Count, Line: w.Line + 1, Factor: w.Factor, Positions: w.Positions})
		}
		if st != nil {
			st.Factor = p.lres.Total
		}
	} else if g.ways != nil {
		for _, w := range p.wres.Wins {
			m, _ := w.Factor.Apply(bet) // New checked that the largest possible win fits
			pay(m, 0, games.Win{Symbol: w.Symbol, Count: w.Count, Factor: w.Factor, Positions: w.Positions, Ways: w.Ways})
		}
		if st != nil {
			st.Factor = p.wres.Total
		}
	} else {
		for _, w := range p.cres.Wins {
			m, _ := w.Factor.Apply(bet) // New checked that the largest possible win fits
			pay(m, 0, games.Win{Symbol: w.Symbol, Count: w.Count, Factor: w.Factor, Positions: w.Positions})
		}
		if st != nil {
			st.Factor = p.cres.Total
		}
	}
	if st != nil {
		st.Win = total
	}
	return total, capped
}
