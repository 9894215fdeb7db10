package stripgame

import (
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/itemise"
	"github.com/slotmech/slotmech/internal/gameerr"
	"github.com/slotmech/slotmech/tumble"
)

// spin plays the spin whose first screen is in p.scr, refilled from refill
// (the reels' strip refill, or a forced play's lists): its cascade of
// winning evaluations, its scatters (on the screens Config.ScatterOn
// counts, struck with the winners under Config.ScatterStrike), its
// multiplier (for a free spin) and its pay, each win offered to the round
// cap. It returns the free spins it awards, at most room, and none once
// the cap is reached.
func (p *fsPlayer) spin(free bool, refill tumble.Refiller, room int) (int, error) {
	g := p.g
	var sp *games.Spin
	if p.detail != nil {
		sp = p.detail.AddSpin()
		sp.Free, sp.Screen, sp.Multiplier = free, p.scr, 1
		if p.landed {
			sp.Stops = append(sp.Stops, p.stops[:g.reels]...)
		}
	}
	p.fsPending = p.fsPending[:0]
	if g.lineCap > 0 {
		p.caps.Reset() // a line's cap is per spin
	}
	rule := g.scatter != slotmech.Empty && g.scatterOn != FinalScreen
	steps := 0    // the winning evaluations: steps of the spin
	wonSteps := 0 // those with a line, ways or anywhere win
	scatters := 0 // the scatters that award: see awardCount
	struck := 0   // under ScatterStrike, the scatters struck so far
	for step := 1; ; step++ {
		remove, won := p.evaluate(step)
		// The scatters of this screen, where the rule counts them here
		// (FirstScreen, EveryScreen; FinalScreen counts them below).
		here := rule && counted(g.scatterOn, step)
		n, f := 0, slotmech.Factor(0)
		if here {
			n = p.scr.Count(g.scatter)
			f = scatterFactor(g, n)
			if step == 1 || g.scatterOn == EveryScreen {
				scatters = struck + n // FirstScreen's first screen; EveryScreen's landed so far
			}
			if sp != nil {
				sp.Scatters = n // the last screen the rule counts
			}
		}
		strike := f > 0 && g.strike
		if !won && f == 0 {
			break
		}
		if step > g.maxSteps && (won || strike) {
			return 0, p.stepErr(refill, fmt.Errorf("%w: the screen still wins after %d steps", tumble.ErrTooManySteps, g.maxSteps), "cascade", "")
		}
		steps = step
		if won {
			wonSteps++
		}
		if f > 0 {
			p.fsPending = append(p.fsPending, fsPending{step: step, count: n, symbol: g.scatter, factor: f, stake: true})
		}
		if sp != nil {
			st := p.itemiseStep(sp, won)
			if here {
				st.Scatters = n
				st.ScatterWin, _ = f.Apply(p.stake) // before the multiplier, as the step's Win
				sp.ScatterWin += st.ScatterWin
			}
		}
		if !g.cascade || !won && !strike {
			break
		}
		if strike {
			remove |= p.scr.Where(g.scatter) // the scatters explode with the winners
			struck += n
		}
		if _, err := tumble.Step(&p.scr, remove, 0, g.blocked, refill, nil); err != nil {
			return 0, p.stepErr(refill, err, fmt.Sprintf("refill after cascade step %d", step), "")
		}
	}

	// The scatters of the final screen (FinalScreen), and the spin's
	// multiplier.
	scatterPay := slotmech.Factor(0)
	if g.scatter != slotmech.Empty && !rule {
		scatters = p.scr.Count(g.scatter)
		scatterPay = scatterFactor(g, scatters)
	}
	m := int64(1)
	if free {
		switch g.mult {
		case fixedMultiplier:
			m = g.fixed
		case accumulating:
			m = p.acc.Spin(int64(wonSteps), wonSteps > 0)
		}
	}

	// Pay: every win × m, of the bet (the scatter's of the stake), rounded
	// down once, offered to its line's cap and then to the round cap, in
	// order: each step's wins, then its scatter pay under the rule.
	var won slotmech.Money
	capped, reached := false, false
	pay := func(step, line int, sym slotmech.Symbol, count int, f slotmech.Factor, on slotmech.Money) {
		fm, _ := f.Mul(m)        // New bounds every spin's factor × its multiplier
		money, _ := fm.Apply(on) // and what it pays at the largest bet
		paid := money
		if line > 0 && g.lineCap > 0 {
			paid = p.caps.Pay(line-1, money)
		}
		paid, now := p.cap.Pay(paid) // the zero Round pays everything
		capped = capped || paid < money || now
		reached = reached || now
		won += paid
		if p.tally != nil {
			p.tally(games.PaidWin{Step: step, Line: line, Symbol: sym, Count: count, Paid: paid})
		}
	}
	for _, w := range p.fsPending {
		on := p.bet
		if w.stake {
			on = p.stake
		}
		pay(w.step, w.line, w.symbol, w.count, w.factor, on)
	}
	if scatterPay > 0 {
		final := max(steps, 1) // the screen the scatters were counted on
		if g.cascade {
			final = steps + 1
		}
		pay(final, 0, g.scatter, scatters, scatterPay, p.stake)
	}
	p.out.Win += won // at most the largest round win, which New checked fits
	p.out.Capped = p.out.Capped || capped

	// Awards: none once the cap is reached.
	awarded := 0
	if !p.cap.Reached() {
		table := g.trigger
		if free {
			table = g.retrigger
		}
		awarded = min(award(table, scatters), max(room, 0))
	}
	if sp != nil {
		sp.Multiplier, sp.Win, sp.Capped = m, won, reached
		if !rule {
			sp.Scatters = scatters
			sp.ScatterWin, _ = scatterPay.Apply(p.stake)
		}
		sp.Facts.Set(FactAwarded, int64(awarded))
		if g.mult == accumulating {
			t := int64(0)
			if free {
				t = p.acc.Total()
			}
			sp.Facts.Set(FactTotalMultiplier, t)
		}
		if g.heights() {
			sp.Facts.Set(FactWays, p.ways())
		}
	}
	return awarded, nil
}

// evaluate evaluates p.scr, step step of the spin, keeps its wins for the
// spin's pay, and returns the positions that won and whether any did.
func (p *fsPlayer) evaluate(step int) (slotmech.PosSet, bool) {
	g := p.g
	if g.anywhere != nil {
		g.anywhere.Evaluate(&p.scr, &p.wres)
		for i := range p.wres.Wins {
			w := &p.wres.Wins[i]
			p.fsPending = append(p.fsPending, fsPending{step: step, count: w.Count, symbol: w.Symbol, factor: w.Factor})
		}
		return p.wres.Positions, len(p.wres.Wins) > 0
	}
	if g.ways != nil {
		g.ways.Evaluate(&p.scr, &p.wres)
		for i := range p.wres.Wins {
			w := &p.wres.Wins[i]
			p.fsPending = append(p.fsPending, fsPending{step: step, count: w.Count, symbol: w.Symbol, factor: w.Factor})
		}
		return p.wres.Positions, len(p.wres.Wins) > 0
	}
	g.lines.Evaluate(&p.scr, &p.lres)
	for i := range p.lres.Wins {
		w := &p.lres.Wins[i]
		p.fsPending = append(p.fsPending, fsPending{step: step, line: w.Line + 1, count: w.Count, symbol: w.Symbol, factor: w.Factor})
	}
	return p.lres.Positions, len(p.lres.Wins) > 0
}

// itemiseStep adds the evaluation just made to sp as a step and returns
// it: its screen, its wins (package itemise; none unless won, for a step
// that paid only the scatter), its factor and what it pays before the
// spin's multiplier.
func (p *fsPlayer) itemiseStep(sp *games.Spin, won bool) *games.Step {
	st := sp.AddStep()
	st.Screen = p.scr
	if !won {
		return st
	}
	if p.g.ways != nil || p.g.anywhere != nil {
		st.Wins, st.Factor = itemise.Wins(st.Wins, &p.wres), p.wres.Total
	} else {
		st.Wins, st.Factor = itemise.Wins(st.Wins, &p.lres), p.lres.Total
	}
	for _, w := range st.Wins {
		m, _ := w.Factor.Apply(p.bet)
		st.Win += m
	}
	return st
}

// ways returns the number of ways of the screen: the product of its reels'
// heights.
func (p *fsPlayer) ways() int64 {
	n := int64(1)
	for r := range p.g.reels {
		h := int64(0)
		for _, s := range p.scr.Reel(r) {
			if s != p.g.blocked {
				h++
			}
		}
		n *= h
	}
	return n
}

// stepErr returns the error of a cascade that failed: with a forced play's
// lists it also wraps games.ErrForced.
func (p *fsPlayer) stepErr(refill tumble.Refiller, err error, field, value string) error {
	if refill != tumble.Refiller(p.baseRefill) && refill != tumble.Refiller(p.freeRefill) {
		err = fmt.Errorf("%w: %w", games.ErrForced, err)
	}
	return gameerr.Fail(p.g.name, p.op, field, value, err)
}

// scatterFactor returns what n scatters pay: the entry with the largest
// Count not above n.
func scatterFactor(g *fsGame, n int) slotmech.Factor {
	f := slotmech.Factor(0)
	for _, sp := range g.scatterPays {
		if sp.Count <= n {
			f = sp.Factor
		}
	}
	return f
}

// award returns the free spins n scatters award by table: the entry with
// the largest Scatters not above n.
func award(table []Award, n int) int {
	spins := 0
	for _, a := range table {
		if a.Scatters <= n {
			spins = a.Spins
		}
	}
	return spins
}
