package main

// This file plays a round. Each rule is one call into a library package; the
// game itself only decides the order of the calls and does the bookkeeping.

import (
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/multiplier"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
	"github.com/slotmech/slotmech/wincap"
)

// scratch is a round's working memory. It lives in games.Outcome.Scratch and
// is reused by every round played with that Outcome, which is how Play
// allocates nothing once it is warm: the screen, the cluster result (whose
// slice of wins grows once and is then reused) and the gamble state are all
// here. The screen must not be a local variable of Play: tumble.Step hands
// its reels to the Refiller interface, so it would escape to the heap every
// round.
type scratch struct {
	screen slotmech.Screen
	res    cluster.Result
	gamble *gamble.Gamble
}

// scratchOf returns out's scratch, making it on first use.
func scratchOf(out *games.Outcome) *scratch {
	if st, ok := out.Scratch.(*scratch); ok {
		return st
	}
	gm, _ := gamble.New(gambleConfig) // cannot fail: newGame checked the config
	st := &scratch{gamble: gm}
	out.Scratch = st
	return st
}

// emptyScreen is the 7×7 screen with no symbols, from which a round starts.
var emptyScreen = slotmech.NewScreen(reels, rows)

// Play plays one round for bet in mode, drawing from src, and fills out.
// out.Win is what the round pays after the multiplier, the cap and, in
// gambleMode, the gamble. With out.Detail, out.Spins[0] itemises the spin:
// the landed screen, every winning tumble step, the multiplier and the spin's
// win before the gamble. A refused bet or mode returns an error wrapping
// games.ErrBet and pays nothing. Without Detail it allocates nothing once out
// has been used for a round.
func (g *game) Play(bet slotmech.Money, mode games.Mode, src rng.Source, out *games.Outcome) error {
	stake, err := g.Stake(bet, mode)
	out.Reset()
	if err != nil {
		return err
	}
	out.Bet, out.Stake = bet, stake
	st := scratchOf(out)

	// FG-1: the screen lands. A tumble step on an all-Empty screen fills
	// every position from the refill, so the first screen and every later
	// refill are drawn the same way, from the same weights.
	st.screen = emptyScreen
	if _, err := tumble.Step(&st.screen, 0, g.keep, g.refill, src); err != nil {
		return err
	}

	if out.Win, out.Capped, err = g.spin(st, bet, g.refill, src, out); err != nil {
		return err
	}

	// FG-6: the simulated player's strategy (see gambleMode).
	if mode == gambleMode && out.Win > 0 && out.Win < gambleBelowX*bet {
		if out.Win, err = gambleOnce(st.gamble, out.Win, src); err != nil {
			return err
		}
	}
	return nil
}

// spin plays the screen in st.screen to its end: clusters pay and tumble
// until none is left (FG-2, FG-3), then the multipliers on the final screen
// multiply the total (FG-4) and the cap cuts it (FG-5). New symbols come from
// r, which is the game's weighted refill in play and a fixed list in tests.
// It returns what the spin pays and whether the cap cut it.
func (g *game) spin(st *scratch, bet slotmech.Money, r tumble.Refiller, src rng.Source, out *games.Outcome) (slotmech.Money, bool, error) {
	d := newSpin(out, &st.screen)
	var total slotmech.Factor // FG-2: Σ of the steps' pay factors, in multiples of the bet
	won := false
	for step := 0; ; step++ {
		g.pays.Evaluate(&st.screen, &st.res)
		if len(st.res.Wins) == 0 {
			break
		}
		if step == maxSteps {
			return 0, false, fmt.Errorf("frost garden: %w: still winning after %d steps", tumble.ErrTooManySteps, maxSteps)
		}
		won = true
		total = total.AddSat(st.res.Total)
		addStep(d, st, bet)
		// FG-3: the winning clusters, wilds included, disappear; the
		// multipliers (the keep set) stay; everything falls and new
		// symbols drop in from the top.
		if _, err := tumble.Step(&st.screen, st.res.Positions, g.keep, r, src); err != nil {
			return 0, false, err
		}
	}

	// FG-4: the sum of the multipliers left on the final screen multiplies
	// the spin's win, if it won (multiplier.Spin says ×1 otherwise).
	m := multiplier.Spin(g.mults.Sum(&st.screen), won)

	// FG-5: the cap. The factor is multiplied first and applied to the bet
	// once, so the win is rounded once; then the cap cuts it. A round here
	// is one spin whose win only grows as it tumbles, so capping at the end
	// pays the same as stopping the moment the cap is reached; a game with
	// free spins must stop at once (see games/starlight).
	limit, err := wincap.RoundLimit(bet, capX)
	if err != nil {
		return 0, false, err
	}
	roundCap := wincap.NewRound(limit)
	paid, reached := roundCap.Pay(total.MulSat(m).ApplySat(bet))
	if d != nil {
		d.Multiplier, d.Win, d.Capped = m, paid, reached
	}
	return paid, reached, nil
}

// gambleOnce plays FG-6: win is put at risk and the player picks red. The
// config allows one doubling, so a won pick ends the gamble with 2 × win
// credited and a lost one with nothing. Which colour is picked does not
// matter: 26 of the 52 cards are red and 26 black.
func gambleOnce(gm *gamble.Gamble, win slotmech.Money, src rng.Source) (slotmech.Money, error) {
	// false: this is not a jackpot win (which could not be gambled); the
	// game has no jackpot.
	if err := gm.Start(win, false); err != nil {
		return 0, err
	}
	o, err := gm.Pick(gamble.Red, src)
	if err != nil {
		return 0, err
	}
	return o.Credited, nil
}
