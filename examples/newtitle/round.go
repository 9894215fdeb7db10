package main

// This file plays a round. Each rule is one call into a library package; the
// game itself only decides the order of the calls and does the bookkeeping.

import (
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/multiplier"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
	"github.com/slotmech/slotmech/wincap"
)

// round plays the spin whose landed screen is in p.screen to its end
// (FG-2 … FG-5) and then, in gambleMode, the simulated player's gamble
// (FG-6). New symbols come from refill, drawing from src (the game's
// weighted refill in play, fixed lists in a forced play); the gamble's card
// is drawn from card. It itemises the round in detail if not nil. Errors
// are for op.
func (p *player) round(op string, bet slotmech.Money, mode string, refill tumble.Refiller, src, card rng.Source, detail *games.Detail) (games.Outcome, error) {
	var sp *games.Spin
	if detail != nil {
		sp = detail.AddSpin()
		sp.Screen, sp.Multiplier = p.screen, 1
	}
	win, capped, err := p.spin(op, bet, refill, src, sp)
	if err != nil {
		if detail != nil {
			detail.Reset()
		}
		return games.Outcome{}, err
	}
	out := games.Outcome{Bet: bet, Stake: bet, Win: win, Capped: capped}

	// FG-6: the simulated player's strategy (see gambleMode). A capped win
	// is far above gambleBelowX × the bet, so it is never gambled.
	if mode == gambleMode && win > 0 && win < gambleBelowX*bet {
		credited, red, err := gambleOnce(p.gamble, win, card)
		if err != nil {
			return games.Outcome{}, fail(op, "gamble", "", err) // not reached: the win is within the gamble's limits
		}
		out.Win = credited
		if sp != nil {
			sp.Facts.SetFlag(factGambled, true)
			sp.Facts.Set(factSpinWin, int64(win))
			sp.Facts.SetFlag(factGambleRed, red)
		}
	}
	if sp != nil {
		sp.Win = out.Win
	}
	return out, nil
}

// spin plays the screen in p.screen to its end: clusters pay and tumble
// until none is left (FG-2, FG-3), then the multipliers on the final screen
// multiply the total (FG-4) and the cap cuts it (FG-5). It returns what the
// spin pays and whether the cap cut it, and itemises the steps in sp if
// not nil.
func (p *player) spin(op string, bet slotmech.Money, r tumble.Refiller, src rng.Source, sp *games.Spin) (slotmech.Money, bool, error) {
	g := p.g
	var total slotmech.Factor // FG-2: Σ of the steps' pay factors, in multiples of the bet
	won := false
	for step := 0; ; step++ {
		g.pays.Evaluate(&p.screen, &p.res)
		if len(p.res.Wins) == 0 {
			break
		}
		if step == maxSteps {
			return 0, false, fail(op, "tumble", "",
				fmt.Errorf("%w: still winning after %d steps", tumble.ErrTooManySteps, maxSteps))
		}
		won = true
		total = total.AddSat(p.res.Total) // far beyond the cap on overflow, which then pays its limit
		if sp != nil {
			addStep(sp, &p.screen, &p.res, bet)
		}
		// FG-3: the winning clusters, wilds included, disappear; the
		// multipliers (the keep set) stay; everything falls and new
		// symbols drop in from the top.
		if _, err := tumble.Step(&p.screen, p.res.Positions, g.keep, slotmech.Empty, r, src); err != nil {
			return 0, false, fail(op, fmt.Sprintf("refill after tumble step %d", step), "", err)
		}
	}

	// FG-4: the sum of the multipliers left on the final screen multiplies
	// the spin's win, if it won (a fresh Accumulator's Spin says ×1
	// otherwise).
	var base multiplier.Accumulator
	m := base.Spin(g.mults.Sum(&p.screen), won)

	// FG-5: the cap. The factor is multiplied first and applied to the bet
	// once, so the win is rounded once; then the cap cuts it. A round here
	// is one spin whose win only grows as it tumbles, so capping at the end
	// pays the same as stopping the moment the cap is reached; a game with
	// free spins must stop at once (see games/starlight).
	limit, err := wincap.RoundLimit(bet, capX)
	if err != nil {
		return 0, false, fail(op, "bet", fmt.Sprint(bet), err) // not reached: maxBet keeps it far inside Money
	}
	roundCap := wincap.NewRound(limit)
	paid, reached := roundCap.Pay(total.MulSat(m).ApplySat(bet))
	if sp != nil {
		sp.Multiplier, sp.Capped = m, reached
	}
	return paid, reached, nil
}

// gambleOnce plays FG-6: win is put at risk and the player picks red. The
// config allows one doubling, so a won pick ends the gamble with 2 × win
// credited and a lost one with nothing. Which colour is picked does not
// matter: 26 of the 52 cards are red and 26 black. It returns what is
// credited and whether the card was red.
func gambleOnce(gm *gamble.Gamble, win slotmech.Money, src rng.Source) (slotmech.Money, bool, error) {
	// false: this is not a jackpot win (which could not be gambled); the
	// game has no jackpot.
	if err := gm.Start(win, false); err != nil {
		return 0, false, err
	}
	o, err := gm.Pick(gamble.Red, src)
	if err != nil {
		return 0, false, err
	}
	return o.Credited, o.Won, nil
}
