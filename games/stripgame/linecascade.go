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

// lineCascade reports whether PlayCurrent plays g's rounds with
// playLineCascade: a line game with a cascade from its strips on fixed
// heights (so with the first step's table, stopData.after), without a
// scatter and without a round cap. Crystal Spin is one.
func (g *game) lineCascade() bool {
	return g.lines != nil && g.cascade && g.scatter == nil && g.roundCapX == 0 &&
		g.stopData.after != nil && g.virt == nil
}

// playLineCascade is round for PlayCurrent in a lineCascade game, without a
// Detail, once splitLast has run: it plays the round at bet whose first
// screen is the window of p.cur, and leaves its outcome in p.out. It plays
// the same steps as play, pays the same wins (reported to tally in the
// same order) and fails in the same way; the rounds of exact analysis,
// most of which end after one or two steps, are played by this one
// function instead of play's general loop:
//
//   - step 1 is evaluated from the line words of the other reels (p.rest,
//     from splitLast) and the last reel's part, without storing their OR,
//     and falls and refills from the table stopData.after, which also
//     gives the reels' filter words; its screen (for the StepMultiplier)
//     is the odometer's own (curScreen), copied into p.scr only when the
//     filter lets the screen after the fall win: the copy's wide loads
//     right after setStop's narrow store wait for it, and 77% of Crystal
//     Spin's played rounds end before;
//   - if the filter lets the second screen win at all, step 2 is evaluated
//     from the first screen's line words, with the parts of the reels that
//     fell replaced by theirs in stopData.afterWords;
//   - step 2 falls and refills from the table stopData.after2, where the
//     game has one, and its screen is evaluated if the filter lets it win;
//   - the later steps (and step 2 without after2) fall and refill with
//     tumble.Step from the strips, reset to where the tables left them,
//     and are evaluated from the screen if the filter words, those of the
//     reels that fell computed again, let it win.
//
// The tests that hold it to play are those of PlayCurrent against
// PlayStops and of exact analysis against the plain enumeration.
func (p *player) playLineCascade(op string, bet slotmech.Money, tally games.Tally) error {
	g := p.g
	ev := (*linewords.Evaluator)(g.lines)
	out := &p.out
	*out = games.Outcome{Bet: bet, Stake: bet * slotmech.Money(g.cost)}
	d := &g.stopData
	n := len(p.words)
	last := g.reels - 1
	part := d.lineWords[last][p.cur[last]*n : (p.cur[last]+1)*n] // the last reel's part of the line words; p.rest has the others'
	linewords.EvaluateLineWordsOf(ev, p.rest, part, &p.lres)
	if len(p.lres.Wins) == 0 {
		return nil // the filter let through a screen on which no line pays
	}
	if g.lineCap > 0 {
		p.caps.Reset()
	}
	scr := p.curScreen() // the first screen; p.scr from its fall on
	var rc wincap.Round  // no round cap: the zero Round pays everything
	shift := uint(g.rows)
	var first slotmech.PosSet // what step 1 removed
	reset := true             // whether p.strip must be reset to p.tops before it refills
	for step := 1; ; step++ {
		if step > g.maxSteps {
			return gameerr.Fail(g.name, op, "cascade", "",
				fmt.Errorf("%w: the screen still wins after %d steps", tumble.ErrTooManySteps, g.maxSteps))
		}
		if err := p.payWon(op, step, scr, bet, &rc, nil, nil, tally); err != nil {
			return err
		}
		remove := p.lres.Positions
		if step == 1 {
			first = remove
		}

		switch {
		case step == 1:
			// The fall from the table, the filter words with it; if
			// the filter lets the second screen win, that screen and
			// its line words: the first screen's, each reel that fell
			// with its part replaced.
			for r := range g.reels {
				p.filter[r], p.tops[r] = d.filter[r][p.cur[r]], p.cur[r]
			}
			for rs := remove; rs != 0; {
				r := nextReel(&rs)
				a := &d.after[r][p.cur[r]<<shift|int(remove.Reel(r))]
				p.filter[r], p.tops[r] = a.filter, a.top
			}
			if !ev.MayPayFilters(p.filter[:g.reels]) {
				return nil // most rounds end here
			}
			p.scr = *scr
			scr = &p.scr
			words := p.words[:n]
			for i, w := range p.rest {
				words[i] = w | part[i]
			}
			for rs := remove; rs != 0; {
				r := nextReel(&rs)
				i := p.cur[r]<<shift | int(remove.Reel(r))
				p.scr.SetReelWord(r, d.after[r][i].word)
				keep := ^(uint64(0xff) << (8 * r & 63))
				for k, w := range d.afterWords[r][i*n : (i+1)*n] {
					words[k] = words[k]&keep | w
				}
			}
			linewords.EvaluateLineWords(ev, words, &p.lres)
		case step == 2 && d.after2 != nil:
			// The second fall from its table, which gives the filter
			// words too; the screen is evaluated.
			for rs := remove; rs != 0; {
				r := nextReel(&rs)
				a := &d.after2[r][(p.cur[r]<<shift|int(first.Reel(r)))<<shift|int(remove.Reel(r))]
				p.scr.SetReelWord(r, a.word)
				p.filter[r], p.tops[r] = a.filter, a.top
			}
			if !ev.MayPayFilters(p.filter[:g.reels]) {
				return nil
			}
			g.lines.Evaluate(&p.scr, &p.lres)
		default:
			if reset {
				// The strips' refill, from the tops the tables left.
				if err := p.strip.Reset(p.tops[:g.reels]); err != nil {
					return gameerr.Fail(g.name, op, fmt.Sprintf("refill after cascade step %d", step-1), "", err) // not reached: the tops are the strips'
				}
				reset = false
			}
			removed, err := tumble.Step(&p.scr, remove, 0, slotmech.Empty, p.strip, nil)
			if err != nil {
				return gameerr.Fail(g.name, op, fmt.Sprintf("refill after cascade step %d", step), "", err)
			}
			for rs := removed; rs != 0; {
				r := nextReel(&rs)
				p.filter[r] = ev.ReelFilter(r, p.scr.ReelWord(r))
			}
			if !ev.MayPayFilters(p.filter[:g.reels]) {
				return nil
			}
			g.lines.Evaluate(&p.scr, &p.lres)
		}
		if len(p.lres.Wins) == 0 {
			return nil
		}
	}
}
