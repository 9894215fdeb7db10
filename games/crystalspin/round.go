package crystalspin

import (
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/lines"
	"github.com/slotmech/slotmech/tumble"
	"github.com/slotmech/slotmech/wincap"
)

// round is the working memory of one goroutine's games, kept in
// games.Outcome.Scratch so that steady-state play allocates nothing.
type round struct {
	game   *Game               // the game this state belongs to (its strips)
	scr    slotmech.Screen     // the screen being evaluated
	res    lines.Result        // the wins of the last evaluation
	refill *tumble.StripRefill // the refill from the game's strips
	caps   wincap.PerLine      // what each line has paid in this game (CS-10)
	stops  [Reels]int          // the stops Play drew
}

// round returns the working memory kept in out, creating it on first use
// (or when out last played another game).
func (g *Game) round(out *games.Outcome) *round {
	if rd, ok := out.Scratch.(*round); ok && rd.game == g {
		return rd
	}
	caps, err := wincap.NewPerLine(NumLines, LineCap)
	if err != nil {
		panic(err) // NumLines and LineCap are valid constants
	}
	rd := &round{
		game:   g,
		scr:    slotmech.NewScreen(Reels, Rows),
		refill: tumble.NewStripRefill(g.strips),
		caps:   caps,
		res:    lines.Result{Wins: make([]lines.Win, 0, NumLines)},
	}
	out.Scratch = rd
	return rd
}

// cascade evaluates rd.scr and, while it wins, pays the step and lets the
// paid runs explode and the reels refill from refill (CS-8). It fills out
// (and its Spins with out.Detail) and reports each win to tally.
func (g *Game) cascade(rd *round, bet slotmech.Money, refill tumble.Refiller, out *games.Outcome, tally games.Tally) error {
	rd.caps.Reset()
	var spin *games.Spin
	if out.Detail {
		spin = itemiseSpin(out, &rd.scr)
	}
	for step := 0; ; step++ {
		if !screenMayWin(&rd.scr) {
			break // the lines evaluator would find nothing (filter.go)
		}
		g.eval.Evaluate(&rd.scr, &rd.res)
		if len(rd.res.Wins) == 0 {
			break
		}
		if step == MaxSteps {
			return fmt.Errorf("crystalspin: screen still wins after %d cascade steps: %w", MaxSteps, tumble.ErrTooManySteps)
		}
		full := fullHouse(&rd.scr)
		win, capped, err := g.payStep(rd, bet, step, full, tally)
		if err != nil {
			return err
		}
		out.Win += win // at most NumLines × LineCap in all: no overflow
		if capped {
			out.Capped = true
		}
		if spin != nil {
			itemiseStep(spin, &rd.scr, &rd.res, full, win, capped)
		}
		if _, err := tumble.Step(&rd.scr, rd.res.Positions, 0, refill, nil); err != nil {
			return fmt.Errorf("crystalspin: cascade step %d: %w", step+1, err)
		}
	}
	if spin != nil {
		spin.Win = out.Win
	}
	return nil
}

// payStep pays the wins of one evaluation: each line's factor, doubled on a
// full-house screen (CS-9), applied to the stake and then offered to that
// line's cap (CS-10). It returns what the step pays and whether a cap cut
// anything.
func (g *Game) payStep(rd *round, bet slotmech.Money, step int, full bool, tally games.Tally) (slotmech.Money, bool, error) {
	var total slotmech.Money
	capped := false
	for _, w := range rd.res.Wins {
		f := w.Factor
		if full {
			f *= 2 // at most 2 × 100 × 10 000: no overflow
		}
		m, err := f.Apply(bet)
		if err != nil {
			return 0, false, fmt.Errorf("crystalspin: line %d: %w", w.Line+1, err)
		}
		paid := rd.caps.Pay(w.Line, m)
		if paid < m {
			capped = true
		}
		total += paid
		if tally != nil {
			tally(games.PaidWin{Step: step, Line: w.Line, Symbol: w.Symbol, Count: w.Length, Paid: paid})
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
