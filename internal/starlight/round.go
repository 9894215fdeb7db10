package starlight

import (
	"fmt"
	"math/bits"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/classfill"
	"github.com/slotmech/slotmech/internal/lanecount"
	"github.com/slotmech/slotmech/multiplier"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
	"github.com/slotmech/slotmech/wincap"
)

// round is the state of one round, kept in its Player: the cap (SC-12),
// the free-spin total (SC-8), the outcome so far and where to itemise.
type round struct {
	g      *Game
	p      *Player
	op     string // the operation, for errors: "play", "forced play", …
	bet    slotmech.Money
	src    rng.Source
	detail *games.Detail // nil: no itemising
	out    games.Outcome
	cap    wincap.Round
	acc    multiplier.Accumulator // the free-spin total T (SC-8)
}

// spinResult is what a spin tells the round.
type spinResult struct {
	awarded int  // free spins awarded (SC-9, SC-10), 0 if the cap was reached
	capped  bool // the cap was reached: the round is over
}

// empty is a 6×5 screen with every position Empty.
var empty = slotmech.NewScreen(Reels, Rows)

// landHoles is the holes of an empty screen in the form of
// tumble.ScreenFiller: byte r, the Rows holes of reel r, for the Reels reels.
const landHoles = Rows * 0x01_01_01_01_01_01

// land draws a whole new screen from r (a spin's first screen): every
// position of the empty screen filled by r.FillScreen, reels left to
// right, each from its bottom row up, the class draws packed across the
// whole screen, which is tumble.Step on an empty screen without the fall it
// would find nothing to do for (TestLandIsStepOnEmptyScreen).
//
// The fill writes every byte of the six reels' words, and a 6×5 screen has
// Empty outside them, so only a screen of another size (a new Player's
// zero screen) is set to the empty one first.
func (rs *round) land(r *tumble.ClassRefill) {
	s := &rs.p.screen
	if s.Reels() != Reels || s.Rows() != Rows {
		*s = empty
	}
	(*classfill.Refill)(r).FillScreen(s, [slotmech.MaxReels]uint64{}, landHoles, rs.src)
}

// step is one tumble step (SC-5) removing remove, refilled by the game's
// own refill r: tumble.Step.
//
// remove is the positions of the step's winning symbols, all of them
// paying symbols, so none is in keep (SC-5: the scatter and the multipliers
// never leave): the step is given the empty keep set, which removes
// exactly the same positions without testing each removed symbol against
// keep (TestStepKeepsNothingRemoved).
func (rs *round) step(remove slotmech.PosSet, r *tumble.ClassRefill) {
	_, _ = tumble.Step(&rs.p.screen, remove, 0, slotmech.Empty, r, rs.src) // a ClassRefill of Reels reels never fails
}

// stepList is the tumble step after step n of a forced play, refilled from
// its lists l: tumble.Fall, a check that every list holds what its reel
// needs, then tumble.Step to fill the holes. A list that runs out is
// reported by the reel and the step, counted from 0.
func (rs *round) stepList(remove slotmech.PosSet, l *tumble.ListRefill, n int) error {
	s := &rs.p.screen
	tumble.Fall(s, remove, keep)
	for reel := range Reels {
		// After the fall the holes are the top rows: the low zero bytes.
		holes := min(bits.TrailingZeros64(s.ReelWord(reel))/8, Rows)
		if left := l.Remaining(reel); holes > left {
			return refuseCause(rs.op, fmt.Sprintf("refill reel %d", reel), "", games.ErrForced,
				fmt.Errorf("%w: %w", games.ErrForced, tumble.ErrExhausted),
				"refill list exhausted: the tumble after step %d needs %d more symbols, %d left", n, holes, left)
		}
	}
	_, err := tumble.Step(s, 0, keep, slotmech.Empty, l, nil) // fills the holes, reels left to right
	return err
}

// spin plays the spin whose screen has landed in rs.p.screen: the tumble
// sequence (SC-3, SC-5), the scatter pay (SC-4), the multiplier (SC-7 in the
// base game, SC-8 in free spins), the cap (SC-12) and the free spins it
// awards (SC-9, SC-10). Refills come from list if it is not nil (a forced
// play's lists), else from the game's own refill r. It plays on the
// screen, for itemised rounds and forced plays; the other rounds play the
// same spin on counts (countSpin, count.go).
func (rs *round) spin(free bool, r *tumble.ClassRefill, list *tumble.ListRefill) (spinResult, error) {
	p, g := rs.p, rs.g
	d := rs.newSpin(free)
	var steps slotmech.Factor // Σ of the step factors, before the multiplier
	for n := 0; ; n++ {
		// Evaluate starts with the pay filter (cluster's MayPay): a
		// screen on which no paying symbol shows 8 times (SC-3), most of
		// them, costs one pass of counting.
		g.pay.Evaluate(&p.screen, &p.res)
		if len(p.res.Wins) == 0 {
			break
		}
		if n == MaxSteps {
			return spinResult{}, rs.tooManySteps()
		}
		steps = steps.AddSat(p.res.Total)
		if d != nil {
			rs.addStep(d)
		}
		// SC-12 "at once": multipliers are never removed and more may fall
		// in, so the spin will pay at least steps × the multiplier already
		// on screen. If that reaches the cap, the round ends here.
		acc := rs.acc // a copy: the lower bound must not move T
		if m := rs.multiplier(&acc, free, true); steps.MulSat(m).ApplySat(rs.bet) >= rs.cap.Remaining() {
			return rs.capAt(d, steps, m, acc.Total()), nil
		}
		if list == nil {
			rs.step(p.res.Positions, r)
		} else if err := rs.stepList(p.res.Positions, list, n); err != nil {
			return spinResult{}, err
		}
	}
	won := steps > 0
	if d != nil {
		d.Final = p.screen
	}
	scatters, scatterPay := lanecount.Scatters(g.pay, &p.screen) // SC-4
	m := rs.multiplier(&rs.acc, free, won)
	res, win, paid := rs.settle(free, steps, scatters, scatterPay, m)
	reached := res.capped
	if d != nil {
		d.Scatters = scatters
		d.ScatterWin = scatterPay.ApplySat(rs.bet)
		d.Multiplier = m
		d.Win = paid
		d.Capped = reached
		d.Facts.Set(FactTotalMultiplier, rs.acc.Total())
		d.Facts.Set(FactAwarded, int64(res.awarded))
		if reached {
			d.Facts.Set(FactCapCut, int64(win-paid))
		}
	}
	return res, nil
}

// feature plays the free spins of a trigger that awarded n of them (SC-8,
// SC-10), until they run out or the cap is reached.
func (rs *round) feature(n int) error {
	rs.out.Triggered = true
	rs.acc = multiplier.Accumulator{}
	for left := n; left > 0; left-- {
		rs.out.FreeSpins++
		r, err := rs.play(true, rs.g.free)
		if err != nil {
			return err
		}
		if r.capped {
			return nil
		}
		if room := MaxFreeSpins - rs.out.FreeSpins - (left - 1); r.awarded > room {
			r.awarded = room
			if d := rs.detail; d != nil && len(d.Spins) > 0 {
				d.Spins[len(d.Spins)-1].Facts.Set(FactAwarded, int64(room))
			}
		}
		left += r.awarded
	}
	return nil
}

// tooManySteps returns the error of a tumble sequence still winning after
// MaxSteps steps (SC-5). In a forced play the refill lists made it so: it
// wraps games.ErrForced too.
func (rs *round) tooManySteps() error {
	err := fmt.Errorf("%w: still winning after %d steps", tumble.ErrTooManySteps, MaxSteps)
	field := ""
	if rs.op == opForced {
		err, field = fmt.Errorf("%w: %w", games.ErrForced, err), "refill"
	}
	return &slotmech.Error{Op: rs.op, Field: where(field), Err: err}
}

// multiplier returns the multiplier of a spin that ends on the current
// screen (SC-7 in the base game, SC-8 through acc in free spins), updating
// acc. A spin without a paytable win is paid ×1 and leaves T alone whatever
// multipliers show, so the screen is only summed for a spin that won.
func (rs *round) multiplier(acc *multiplier.Accumulator, free, won bool) int64 {
	var sum int64 // 0 without multiplier symbols
	if won && hasMultiplier(&rs.p.screen) {
		sum = rs.g.baseValues.Sum(&rs.p.screen) // both tables know every value
	}
	return spinMultiplier(acc, free, won, sum)
}

// spinMultiplier returns the multiplier of a spin that ends on a screen
// whose multiplier symbols add up to sum (SC-7 in the base game, SC-8
// through acc in free spins), updating acc; a spin that did not win is paid
// ×1 and leaves T alone, whatever sum is (the accumulators' policy,
// multiplier.OnNewWithWin).
func spinMultiplier(acc *multiplier.Accumulator, free, won bool, sum int64) int64 {
	if free {
		return acc.Spin(sum, won)
	}
	var base multiplier.Accumulator // SC-7: a base spin's multipliers do not carry over
	return base.Spin(sum, won)
}

// settle pays a spin whose tumble sequence is over: (steps + the scatter
// pay) × m, through the round cap (SC-12), and the free spins its scatters
// award (SC-9, SC-10), none once the cap is reached. It returns the spin's
// result, its win before the cap and what the cap let it pay.
func (rs *round) settle(free bool, steps slotmech.Factor, scatters int, scatterPay slotmech.Factor, m int64) (res spinResult, win, paid slotmech.Money) {
	if f := steps.AddSat(scatterPay); f != 0 { // 0 for a spin that pays nothing, most of them
		win = f.MulSat(m).ApplySat(rs.bet)
	}
	paid, res.capped = rs.cap.Pay(win)
	switch {
	case res.capped:
	case !free && scatters >= TriggerScatters:
		res.awarded = TriggerSpins
	case free && scatters >= RetriggerScatters:
		res.awarded = RetriggerSpins
	}
	return res, win, paid
}

// capAt ends the round in the middle of a spin's tumble sequence: the cap is
// paid exactly, the rest of the sequence is forfeited (SC-12).
// steps is the Σ of the step factors so far, m the multiplier already
// certain and total the free-spin total T with this spin's multipliers
// added. The itemised spin is that of the screen on which it ended (SC-12):
// its scatters and their pay (SC-4), the multiplier, and what the cap cut
// from (steps + scatter pay) × m, so that the pays less the cut are what
// was paid.
func (rs *round) capAt(d *games.Spin, steps slotmech.Factor, m, total int64) spinResult {
	paid, _ := rs.cap.Pay(rs.cap.Remaining())
	if d != nil {
		d.Final = rs.p.screen                                              // the screen the cap stopped the spin on (SC-12)
		scatters, scatterPay := lanecount.Scatters(rs.g.pay, &rs.p.screen) // SC-4
		d.Scatters = scatters
		d.ScatterWin = scatterPay.ApplySat(rs.bet)
		d.Multiplier = m
		d.Win = paid
		d.Capped = true
		d.Facts.Set(FactTotalMultiplier, total)
		d.Facts.Set(FactAwarded, 0)
		d.Facts.Set(FactCapCut, int64(steps.AddSat(scatterPay).MulSat(m).ApplySat(rs.bet)-paid))
	}
	return spinResult{capped: true}
}

// newSpin appends an itemised spin to the detail, reusing the capacity of
// earlier rounds, or returns nil without a detail.
func (rs *round) newSpin(free bool) *games.Spin {
	if rs.detail == nil {
		return nil
	}
	d := rs.detail.AddSpin()
	d.Free, d.Screen, d.Multiplier = free, rs.p.screen, 1
	return d
}

// addStep itemises the step just evaluated.
func (rs *round) addStep(d *games.Spin) {
	res := &rs.p.res
	s := d.AddStep()
	s.Screen, s.Factor, s.Win = rs.p.screen, res.Total, res.Total.ApplySat(rs.bet)
	for _, w := range res.Wins {
		s.Wins = append(s.Wins, games.Win{Symbol: w.Symbol, Count: w.Count, Factor: w.Factor, Positions: w.Positions})
	}
}

// hasMultiplier reports whether s shows a multiplier symbol: a byte of
// X2 or more in a reel word (the symbols above X500 are not on a screen of
// the game, and Empty is 0). Most winning screens have none, and their
// multiplier sum is 0 without adding up the screen.
func hasMultiplier(s *slotmech.Screen) bool {
	var or uint64
	for reel := range Reels {
		w := s.ReelWord(reel)
		or |= (w&low7 + belowX2) | w // top bit of a byte: its value is X2 or more
	}
	return or&high1 != 0
}

// Byte-wise constants of hasMultiplier: (b&low7)+belowX2 has its top bit
// set exactly when b&0x7f ≥ X2, and never carries out of its byte.
const (
	low7    = 0x7f7f7f7f7f7f7f7f
	high1   = 0x8080808080808080
	belowX2 = (0x80 - uint64(X2)) * 0x0101010101010101
)
