package stripgame

import (
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/gameerr"
	"github.com/slotmech/slotmech/internal/linewords"
	"github.com/slotmech/slotmech/tumble"
	"github.com/slotmech/slotmech/wincap"
)

// round plays the round whose first screen is in p.scr at bet: it evaluates
// the screen and, while it wins, pays the step and (in a game with a
// cascade) lets the winning positions explode and the reels refill from
// refill; it pays the scatters of each screen the scatter rule counts
// (Config.ScatterOn: the final screen, after the cascade, the first or
// every screen, each with its step), striking them with the winners under
// Config.ScatterStrike. It itemises the
// round in detail (if not nil) and reports each win to tally (if not nil).
// refill is p.strip or, for a forced play, &p.forced; nil without a
// cascade. Errors are for op.
func (p *player) round(op string, bet slotmech.Money, refill tumble.Refiller, detail *games.Detail, tally games.Tally) (games.Outcome, error) {
	if err := p.roundOut(op, bet, refill, detail, tally); err != nil {
		return games.Outcome{}, err
	}
	return p.out, nil
}

// roundOut is round with the outcome left in p.out (for the odometer,
// which hands it on without copying it through every call); p.out is not
// the round's after an error.
func (p *player) roundOut(op string, bet slotmech.Money, refill tumble.Refiller, detail *games.Detail, tally games.Tally) error {
	err := p.play(op, bet, refill, detail, tally)
	p.fromWords, p.knownScatters, p.filterSet, p.fromStart, p.topsDue = false, -1, false, false, false // what the caller knew serves one round
	if err != nil && detail != nil {
		detail.Reset() // a failed round itemises nothing
	}
	return err
}

// play is roundOut without the clean-up of detail after an error.
func (p *player) play(op string, bet slotmech.Money, refill tumble.Refiller, detail *games.Detail, tally games.Tally) error {
	g := p.g
	stake := bet * slotmech.Money(g.cost) // New checked that the largest stake fits
	out := &p.out
	*out = games.Outcome{Bet: bet, Stake: stake}
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

	p.awardN = 0
	struckN := 0 // under ScatterStrike, the scatters struck so far
	step := 1    // the evaluation step being played, from 1
	for ; ; step++ {
		if step > 1 && g.lines != nil && !g.scattersHere(step) && !(*linewords.Evaluator)(g.lines).MayPayFilters(p.filter[:g.reels]) {
			break // the screen filter's words of the reels say no line wins (and its scatters are not counted here)
		}
		remove, won := p.evaluate()
		// The scatter of this screen, where the rule counts it here
		// (FirstScreen, EveryScreen; FinalScreen counts it below).
		here := g.scattersHere(step)
		var n int
		var f slotmech.Factor
		if here {
			n, f = p.scatters()
			if step == 1 || g.scatterOn == EveryScreen {
				p.awardN = struckN + n // FirstScreen's first screen; EveryScreen's landed so far
			}
			if spin != nil {
				spin.Scatters = n // the last screen the rule counts
			}
		}
		struck := f > 0 && g.strike
		if !won && f == 0 {
			break
		}
		if step > g.maxSteps && (won || struck) {
			cause := fmt.Errorf("%w: the screen still wins after %d steps", tumble.ErrTooManySteps, g.maxSteps)
			if refill != tumble.Refiller(p.strip) {
				cause = fmt.Errorf("%w: %w", games.ErrForced, cause)
			}
			return gameerr.Fail(g.name, op, "cascade", "", cause)
		}
		var st *games.Step
		if spin != nil {
			st = spin.AddStep()
			st.Screen = p.scr
		}
		if won {
			if err := p.payWon(op, step, &p.scr, bet, &rc, spin, st, tally); err != nil {
				return err
			}
		}
		if here && !rc.Reached() {
			paid, capped := p.payScatter(step, n, f, stake, &rc, tally)
			out.Win += paid
			out.Capped = out.Capped || capped
			if st != nil {
				st.Scatters, st.ScatterWin = n, paid
				spin.ScatterWin += paid
			}
		}
		if rc.Reached() || !g.cascade || !won && !struck {
			break // the cap ends the round at once; without a cascade one screen is all
		}
		if struck {
			remove |= p.scr.Where(g.scatterSym) // the scatters explode with the winners
			struckN += n
		}
		p.knownScatters = -1 // the screen changes
		if step == 1 && p.fromStart && g.stopData.after != nil {
			// The first step of a round from its stops: from the table.
			p.fallFromStops(remove)
			continue
		}
		if p.topsDue {
			p.topsDue = false
			if err := p.strip.Reset(p.tops[:g.reels]); err != nil {
				return gameerr.Fail(g.name, op, "refill after cascade step 1", "", err) // not reached: the tops are the strips'
			}
		}
		// On virtual reels (heights.go) g.blocked keeps the blocked rows
		// fixed, as the feature game's spin does; else it is Empty.
		removed, err := tumble.Step(&p.scr, remove, 0, g.blocked, refill, nil)
		if err != nil {
			if refill != tumble.Refiller(p.strip) {
				err = fmt.Errorf("%w: %w", games.ErrForced, err)
			}
			return gameerr.Fail(g.name, op, fmt.Sprintf("refill after cascade step %d", step), "", err)
		}
		if g.lines != nil {
			p.refilter(removed)
		}
	}

	if g.scatter != nil && g.scatterOn == FinalScreen && !rc.Reached() {
		n, f := p.scatters()
		var paid slotmech.Money
		if f > 0 {
			var capped bool
			paid, capped = p.payScatter(step, n, f, stake, &rc, tally)
			out.Win += paid
			out.Capped = out.Capped || capped
		}
		if spin != nil {
			spin.Scatters, spin.ScatterWin = n, paid
		}
		p.awardN = n
	}
	if rc.Reached() {
		p.awardN = 0 // a spin that reaches the cap awards nothing
	} else if g.scatter != nil {
		out.Triggered = award(g.trigger, p.awardN) > 0 // a feature game's base game (ways.go, fs_exact.go)
	}
	if spin != nil {
		spin.Win, spin.Capped, spin.Final = out.Win, out.Capped, p.scr
	}
	return nil
}

// refilter brings p.filter up to date with p.scr after a cascade step
// that removed the positions removed: the words of the reels that moved, or
// of every reel if they were not set.
func (p *player) refilter(removed slotmech.PosSet) {
	g := p.g
	ev := (*linewords.Evaluator)(g.lines)
	for r := range g.reels {
		if !p.filterSet || removed.Reel(r) != 0 { // the reel fell and refilled
			p.filter[r] = ev.ReelFilter(r, p.scr.ReelWord(r))
		}
	}
	p.filterSet = true
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
		} else if p.topsDue {
			p.wordsAfter() // the second screen, from the tables of the first step
			linewords.EvaluateLineWords((*linewords.Evaluator)(p.g.lines), p.words, &p.lres)
		} else {
			p.g.lines.Evaluate(&p.scr, &p.lres)
		}
		return p.lres.Positions, len(p.lres.Wins) > 0
	}
	p.g.anywhere.Evaluate(&p.scr, &p.cres)
	return p.cres.Positions, len(p.cres.Wins) > 0
}

// payWon pays the line, ways or pay-anywhere wins of the winning screen
// scr of cascade step step, multiplied by its stepMultiplier, into
// p.out (see payStep for rc, spin, st and tally); the error is
// stepMultiplier's.
func (p *player) payWon(op string, step int, scr *slotmech.Screen, bet slotmech.Money, rc *wincap.Round, spin *games.Spin, st *games.Step, tally games.Tally) error {
	mult, err := p.stepMultiplier(op, step, scr)
	if err != nil {
		return err
	}
	paid, capped := p.payStep(step, bet, mult, rc, spin, st, tally)
	p.out.Win += paid // at most the largest possible win, which New checked fits
	p.out.Capped = p.out.Capped || capped
	return nil
}

// stepMultiplier returns the multiplier of the winning screen scr of
// cascade step step: Config.StepMultiplier's, 1 without one. A multiplier
// outside 1 to maxStepMult is an error for op wrapping ErrConfig, not a
// pay.
func (p *player) stepMultiplier(op string, step int, scr *slotmech.Screen) (slotmech.Factor, error) {
	g := p.g
	if g.stepMult == nil {
		return 1, nil
	}
	mult := g.stepMult(scr)
	if mult < 1 || mult > maxStepMult {
		return 0, gameerr.Failf(g.name, op, fmt.Sprintf("cascade step %d", step), itoa(mult),
			ErrConfig, "the StepMultiplier returned %d: want 1 to %d", mult, maxStepMult)
	}
	return slotmech.Factor(mult), nil
}

// payStep pays the wins of the evaluation just made, step step: each
// win's factor, times mult (Config.StepMultiplier's, 1 without one),
// applied to the bet (rounded down once, by Factor.Apply), offered to its
// line's cap and then to the round cap. It reports every win to tally,
// itemises the step in st (spin's step; both nil without a Detail) and
// returns what the step paid and whether a cap cut anything or the round
// cap was reached.
func (p *player) payStep(step int, bet slotmech.Money, mult slotmech.Factor, rc *wincap.Round, spin *games.Spin, st *games.Step, tally games.Tally) (slotmech.Money, bool) {
	g := p.g
	var facts games.Facts // of a multiplied step's wins (Config.StepFact)
	if mult > 1 {
		facts = g.stepFacts
		if st != nil {
			st.Facts.SetFlag(g.stepFact.Name, true)
			spin.Facts.SetFlag(g.stepFact.Name, true)
		}
	}
	var total slotmech.Money
	capped := false
	if st == nil && g.lines != nil {
		// The common case (exact analysis, simulation), without the
		// closure below: nothing to itemise.
		for i := range p.lres.Wins {
			w := &p.lres.Wins[i]
			m, _ := (w.Factor * mult).Apply(bet) // New checked that the largest possible win fits
			paid := m
			if g.lineCap > 0 {
				paid = p.caps.Pay(w.Line, m)
			}
			paid, reached := rc.Pay(paid)
			capped = capped || paid < m || reached
			total += paid
			if tally != nil {
				tally(games.PaidWin{Step: step, Line: w.Line + 1, Symbol: w.Symbol, Count: w.Count, Paid: paid, Facts: facts})
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
			tally(games.PaidWin{Step: step, Line: line, Symbol: w.Symbol, Count: w.Count, Paid: paid, Facts: facts})
		}
		if st != nil {
			st.Wins = append(st.Wins, w)
		}
	}
	if g.lines != nil {
		for _, w := range p.lres.Wins {
			m, _ := (w.Factor * mult).Apply(bet) // New checked that the largest possible win fits
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

// payScatter pays n scatters of the screen of step step, whose factor f
// is above 0, on the stake (rounded down once), offered to the round cap,
// and reports the pay to tally (if not nil) after the step's other wins.
// It returns what it paid and whether the cap cut it or was reached.
func (p *player) payScatter(step, n int, f slotmech.Factor, stake slotmech.Money, rc *wincap.Round, tally games.Tally) (slotmech.Money, bool) {
	if f == 0 {
		return 0, false
	}
	m, _ := f.Apply(stake) // New checked that the largest scatter pays fit
	paid, reached := rc.Pay(m)
	if tally != nil {
		tally(games.PaidWin{Step: step, Symbol: p.g.scatterSym, Count: n, Paid: paid})
	}
	return paid, paid < m || reached
}
