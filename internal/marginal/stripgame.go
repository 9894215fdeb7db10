package marginal

import (
	"fmt"
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/lines"
)

// modelOf returns the round of g at bet as a [Model], from g's
// configuration (stripgame.Game.Config): the round of a game without a
// cascade pays the sum of its line wins (each line's highest win, capped
// by Config.LineCap on its own, as a round without a cascade pays each
// line once) or pay-anywhere wins (each symbol by its own count), and its
// scatter pay, which depend on no other part of the screen.
//
// It returns an error wrapping [ErrNotMarginal] for a game with a cascade
// or ways pays, and for a round cap (Config.RoundCapX) that a round at bet could reach
// (the largest win a screen can pay plus the largest scatter pay is above
// it): a cap that bites makes one line's win depend on the others. It
// returns g's error wrapping games.ErrBet for a refused bet.
func modelOf(g stripGame, bet slotmech.Money) (*Model, error) {
	stake, err := g.Stake(bet, games.Standard)
	if err != nil {
		return nil, err
	}
	cfg := g.Config()
	reels, rows := len(cfg.Strips), cfg.Rows
	if cfg.Cascade {
		return nil, fmt.Errorf("%w: %s cascades: a later screen depends on the wins of the first", ErrNotMarginal, cfg.Name)
	}
	if cfg.Ways != nil {
		// A ways strip game (stripgame since v1.0.0): its model is not written.
		return nil, fmt.Errorf("%w: %s pays ways, which this model does not know", ErrNotMarginal, cfg.Name)
	}
	// The most one screen can pay, a factor of the bet, and the largest
	// scatter pay, a factor of the stake, as stripgame.New bounds them.
	var stepMax, scatterMax slotmech.Factor
	switch {
	case cfg.Lines != nil:
		for _, row := range cfg.Lines.Pays {
			stepMax = max(stepMax, slices.Max(append([]slotmech.Factor{0}, row...)))
		}
		stepMax *= slotmech.Factor(len(cfg.Lines.Lines))
	case cfg.Anywhere != nil:
		for _, row := range cfg.Anywhere.Pays {
			stepMax += slices.Max(append([]slotmech.Factor{0}, row...))
		}
	}
	for _, sp := range cfg.ScatterPays {
		scatterMax = max(scatterMax, sp.Factor)
	}
	if cfg.RoundCapX > 0 {
		step, _ := stepMax.Apply(bet) // stripgame.New checked that these fit
		scatter, _ := scatterMax.Apply(stake)
		if limit := stake * slotmech.Money(cfg.RoundCapX); step+scatter > limit {
			return nil, fmt.Errorf("%w: %s: the round cap (%d) may bite at bet %d: a round may win up to %d",
				ErrNotMarginal, cfg.Name, limit, bet, step+scatter)
		}
	}
	m := &Model{Rows: rows, Stake: stake, Strips: cfg.Strips}
	if cfg.Lines != nil {
		// One line on one row, the same pays, direction and wild: the win
		// of one line showing given symbols.
		one := *cfg.Lines
		one.Reels, one.Rows, one.Lines = reels, 1, [][]int{make([]int, reels)}
		ev, err := lines.New(one)
		if err != nil {
			return nil, fmt.Errorf("%w: %s: %w", ErrNotMarginal, cfg.Name, err) // not reached: New accepted the lines
		}
		m.Lines = len(cfg.Lines.Lines)
		m.LineWin = lineWin(ev, reels, bet, cfg.LineCap)
	}
	var pays countPays
	if cfg.Anywhere != nil {
		pays.add(*cfg.Anywhere, bet)
	}
	if cfg.Scatter != slotmech.Empty {
		pays.scatter(cfg.Scatter, cfg.ScatterPays, stake)
	}
	slices.Sort(pays.syms)
	m.Counted, m.CountWin = pays.syms, pays.win
	return m, nil
}

// lineWin returns the LineWin of the model at bet: the one-line evaluator
// on a one-row screen, its factor applied to the bet and capped by the
// line cap.
func lineWin(one *lines.Evaluator, reels int, bet, lineCap slotmech.Money) func([]slotmech.Symbol) (slotmech.Symbol, int, slotmech.Money, bool) {
	s := slotmech.NewScreen(reels, 1)
	var res slotmech.Result
	return func(syms []slotmech.Symbol) (slotmech.Symbol, int, slotmech.Money, bool) {
		for r, sym := range syms {
			s.Set(r, 0, sym)
		}
		one.Evaluate(&s, &res)
		if len(res.Wins) == 0 {
			return 0, 0, 0, false
		}
		w := res.Wins[0]
		paid, _ := w.Factor.Apply(bet) // stripgame.New checked that the largest win fits
		if lineCap > 0 {
			paid = min(paid, lineCap)
		}
		return w.Symbol, w.Count, paid, true
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
