package stripgame

import (
	"fmt"
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/lines"
)

// MarginalModel returns the round at bet as an [exact.Model], for
// exact.Marginals, which computes the exact RTP and every contribution
// from the symbol counts of the strips instead of playing the cycle: the
// round of a game without a cascade pays the sum of its line wins (each
// line's highest win, capped by [Config.LineCap] on its own, as a round
// without a cascade pays each line once) or pay-anywhere wins (each
// symbol by its own count), and its scatter pay, which depend on no other
// part of the screen.
//
// It returns an error wrapping [exact.ErrNotMarginal] for a game with a
// cascade, and for a round cap ([Config.RoundCapX]) that a round at bet
// could reach (the largest win a screen can pay plus the largest scatter
// pay is above it): a cap that bites makes one line's win depend on the
// others. It returns a *[games.Error] wrapping [games.ErrBet] for a
// refused bet.
func (g *Game) MarginalModel(bet slotmech.Money) (*exact.Model, error) {
	if err := g.checkBet("marginal model", bet, games.Standard); err != nil {
		return nil, err
	}
	stake := bet * slotmech.Money(g.cost)
	if g.cascade {
		return nil, fmt.Errorf("%w: %s cascades: a later screen depends on the wins of the first", exact.ErrNotMarginal, g.name)
	}
	if g.roundCapX > 0 {
		step, _ := g.stepMax.Apply(bet) // New checked that these fit
		scatter, _ := g.scatterMax.Apply(stake)
		if limit := stake * slotmech.Money(g.roundCapX); step+scatter > limit {
			return nil, fmt.Errorf("%w: %s: the round cap (%d) may bite at bet %d: a round may win up to %d",
				exact.ErrNotMarginal, g.name, limit, bet, step+scatter)
		}
	}
	m := &exact.Model{Rows: g.rows, Stake: stake}
	for r := range g.reels {
		strip := make([]slotmech.Symbol, g.lens[r])
		for i := range strip {
			strip[i] = g.strips.Symbol(r, i)
		}
		m.Strips = append(m.Strips, strip)
	}
	if g.lines != nil {
		m.Lines = g.lines.NumLines()
		m.LineWin = g.lineWin(bet)
	}
	var pays countPays
	if g.anywhere != nil {
		pays.add(g.anywhere.Config(), bet)
	}
	if g.scatter != nil {
		pays.scatter(g.scatterSym, g.scatter.Config().ScatterPays, stake)
	}
	slices.Sort(pays.syms)
	m.Counted, m.CountWin = pays.syms, pays.win
	return m, nil
}

// lineWin returns the LineWin of the model at bet: the one-line evaluator
// on a one-row screen, its factor applied to the bet and capped by the
// line cap.
func (g *Game) lineWin(bet slotmech.Money) func([]slotmech.Symbol) (slotmech.Symbol, int, slotmech.Money, bool) {
	s := slotmech.NewScreen(g.reels, 1)
	var res lines.Result
	return func(syms []slotmech.Symbol) (slotmech.Symbol, int, slotmech.Money, bool) {
		for r, sym := range syms {
			s.Set(r, 0, sym)
		}
		g.lineOne.Evaluate(&s, &res)
		if len(res.Wins) == 0 {
			return 0, 0, 0, false
		}
		w := res.Wins[0]
		paid, _ := w.Factor.Apply(bet) // New checked that the largest win fits
		if g.lineCap > 0 {
			paid = min(paid, g.lineCap)
		}
		return w.Symbol, w.Length, paid, true
	}
}

// countPays is the CountWin of a model: for each counted symbol, what each
// count pays, and whether it is a win.
type countPays struct {
	syms []slotmech.Symbol
	pays map[slotmech.Symbol][]countPay
}

// countPay is what one count of a symbol pays.
type countPay struct {
	paid slotmech.Money
	ok   bool
}

// add adds the pay-anywhere pays of cfg, factors of base.
func (c *countPays) add(cfg cluster.PayAnywhereConfig, base slotmech.Money) {
	for sym, row := range cfg.Pays {
		byCount := make([]countPay, slotmech.MaxPositions+1)
		for n := range byCount {
			for i, class := range cfg.Classes {
				if class.Contains(n) && row[i] > 0 {
					paid, _ := row[i].Apply(base) // New checked that the largest win fits
					byCount[n] = countPay{paid, true}
				}
			}
		}
		c.set(sym, byCount)
	}
}

// scatter adds the scatter pays of sym, factors of stake: a count pays the
// entry with the largest Count not above it.
func (c *countPays) scatter(sym slotmech.Symbol, pays []cluster.ScatterPay, stake slotmech.Money) {
	byCount := make([]countPay, slotmech.MaxPositions+1)
	for _, sp := range pays {
		for n := sp.Count; n < len(byCount); n++ {
			paid, _ := sp.Factor.Apply(stake) // New checked that the largest win fits
			byCount[n] = countPay{paid, sp.Factor > 0}
		}
	}
	c.set(sym, byCount)
}

// set records the pays of sym.
func (c *countPays) set(sym slotmech.Symbol, byCount []countPay) {
	if c.pays == nil {
		c.pays = map[slotmech.Symbol][]countPay{}
	}
	if _, ok := c.pays[sym]; !ok {
		c.syms = append(c.syms, sym)
	}
	c.pays[sym] = byCount
}

// win is the CountWin of the model.
func (c *countPays) win(sym slotmech.Symbol, n int) (slotmech.Money, bool) {
	p := c.pays[sym]
	if n < 0 || n >= len(p) {
		return 0, false
	}
	return p[n].paid, p[n].ok
}
