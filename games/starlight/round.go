package starlight

import (
	"fmt"
	"math/bits"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/multiplier"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
	"github.com/slotmech/slotmech/wincap"
)

// scratch is the game's working memory, kept in games.Outcome.Scratch so that
// rounds allocate nothing in steady state. The screen lives here (not on the
// stack) because tumble.Step hands its reels to a Refiller interface.
type scratch struct {
	screen slotmech.Screen
	res    cluster.Result
	round  round
}

// scratchOf returns out's scratch, creating it on first use.
func scratchOf(out *games.Outcome) *scratch {
	if st, ok := out.Scratch.(*scratch); ok {
		return st
	}
	st := new(scratch)
	out.Scratch = st
	return st
}

// round is the state of one round: the cap (SC-12), the free-spin total
// (SC-8) and where to itemise.
type round struct {
	g   *Game
	st  *scratch
	bet slotmech.Money
	src rng.Source
	// stream is src if it is an *rng.Stream, else nil (see refill.fill).
	stream *rng.Stream
	out    *games.Outcome
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

// land draws a whole new screen from r (a spin's first screen). It is
// tumble.Step on an empty screen, done directly: every reel has Rows holes,
// which r.fill draws in Step's order.
func (rs *round) land(r *refill) {
	s := &rs.st.screen
	*s = empty
	for reel := range Reels {
		s.SetReelWord(reel, r.fill(0, Rows, rs.src, rs.stream))
	}
}

// step is one tumble step (SC-5) removing remove: tumble.Step with r. The
// game's own refill is done directly: tumble.Fall, then each reel's holes,
// which the fall has left at the top, are drawn by r.fill as Step would
// draw them (reels from left to right, the lowest hole first), so the
// result is exactly Step's.
func (rs *round) step(remove slotmech.PosSet, r tumble.Refiller) error {
	s := &rs.st.screen
	own, ok := r.(*refill)
	if !ok {
		_, err := tumble.Step(s, remove, keep, r, rs.src)
		return err
	}
	tumble.Fall(s, remove, keep)
	for reel := range Reels {
		w := s.ReelWord(reel)
		// After the fall the Empty rows are the top ones, rows 0…holes−1:
		// the low zero bytes of the word (all of it, and then the bytes
		// below the screen too, for a reel that is wholly empty).
		holes := min(bits.TrailingZeros64(w)/8, Rows)
		if holes > 0 {
			s.SetReelWord(reel, own.fill(w, holes, rs.src, rs.stream))
		}
	}
	return nil
}

// last returns the itemised spin being played, or nil without Detail.
func (rs *round) last() *games.Spin {
	if !rs.out.Detail || len(rs.out.Spins) == 0 {
		return nil
	}
	return &rs.out.Spins[len(rs.out.Spins)-1]
}

// spin plays the spin whose screen has landed in rs.st.screen: the tumble
// sequence (SC-3, SC-5), the scatter pay (SC-4), the multiplier (SC-7 in the
// base game, SC-8 in free spins), the cap (SC-12) and the free spins it
// awards (SC-9, SC-10). Refills come from r.
func (rs *round) spin(free bool, r tumble.Refiller) (spinResult, error) {
	st, g := rs.st, rs.g
	d := rs.newSpin(free)
	var steps slotmech.Factor // Σ of the step factors, before the multiplier
	var c census              // of the screen being evaluated
	for n := 0; ; n++ {
		// Classes start at 8 (SC-3): a screen on which no paying symbol
		// shows 8 times has no win, and Evaluate would find none.
		if c = takeCensus(&st.screen); c&g.payFilter == 0 {
			break
		}
		g.pay.Evaluate(&st.screen, &st.res)
		if len(st.res.Wins) == 0 {
			break
		}
		if n == MaxSteps {
			return spinResult{}, fmt.Errorf("starlight: %w: still winning after %d steps", tumble.ErrTooManySteps, MaxSteps)
		}
		steps = steps.AddSat(st.res.Total)
		if d != nil {
			rs.addStep(d)
		}
		// SC-12 "at once": multipliers are never removed and more may fall
		// in, so the spin will pay at least steps × the multiplier already
		// on screen. If that reaches the cap, the round ends here.
		acc := rs.acc // a copy: the lower bound must not move T
		if m := rs.multiplier(&acc, c, free, true); steps.MulSat(m).ApplySat(rs.bet) >= rs.cap.Remaining() {
			return rs.capAt(d, m, acc.Total()), nil
		}
		if err := rs.step(st.res.Positions, r); err != nil {
			return spinResult{}, err
		}
	}
	won := steps > 0
	// Fewer scatters than the first scatter pay pay nothing (SC-4).
	scatters, scatterPay := c.scatters(), slotmech.Factor(0)
	if scatters >= g.scatterFrom {
		scatters, scatterPay = g.pay.Scatter(&st.screen)
	}
	m := rs.multiplier(&rs.acc, c, free, won)
	win := steps.AddSat(scatterPay).MulSat(m).ApplySat(rs.bet)
	paid, reached := rs.cap.Pay(win)
	res := spinResult{capped: reached}
	switch {
	case reached:
	case !free && scatters >= TriggerScatters:
		res.awarded = TriggerSpins
	case free && scatters >= RetriggerScatters:
		res.awarded = RetriggerSpins
	}
	if d != nil {
		d.Scatters = scatters
		d.ScatterWin = scatterPay.ApplySat(rs.bet)
		d.Multiplier = m
		d.TotalMultiplier = rs.acc.Total()
		d.Awarded = res.awarded
		d.Win = paid
		d.Capped = reached
	}
	return res, nil
}

// multiplier returns the multiplier of a spin that ends on the current screen,
// whose census is c (SC-7 in the base game, SC-8 through acc in free spins),
// updating acc.
func (rs *round) multiplier(acc *multiplier.Accumulator, c census, free, won bool) int64 {
	var sum int64 // 0 without multiplier symbols
	if c.multipliers() > 0 {
		sum = rs.g.baseValues.Sum(&rs.st.screen) // both tables know every value
	}
	if free {
		return acc.Spin(sum, won)
	}
	return multiplier.Spin(sum, won)
}

// capAt ends the round in the middle of a spin's tumble sequence: the cap is
// paid exactly, the rest of the sequence is forfeited (SC-12).
// m is the multiplier already certain and total the free-spin total T with
// this spin's multipliers added.
func (rs *round) capAt(d *games.Spin, m, total int64) spinResult {
	paid, _ := rs.cap.Pay(rs.cap.Remaining())
	if d != nil {
		d.Scatters = rs.st.screen.Count(Scatter)
		d.Multiplier = m
		d.TotalMultiplier = total
		d.Win = paid
		d.Capped = true
	}
	return spinResult{capped: true}
}

// newSpin appends an itemised spin to the outcome, reusing the capacity of
// earlier rounds, or returns nil without Detail.
func (rs *round) newSpin(free bool) *games.Spin {
	out := rs.out
	if !out.Detail {
		return nil
	}
	d := out.AddSpin()
	d.Free, d.Screen, d.Multiplier = free, rs.st.screen, 1
	return d
}

// addStep itemises the step just evaluated.
func (rs *round) addStep(d *games.Spin) {
	res := &rs.st.res
	s := d.AddStep()
	s.Screen, s.Factor, s.Win = rs.st.screen, res.Total, res.Total.ApplySat(rs.bet)
	for _, w := range res.Wins {
		s.Wins = append(s.Wins, games.Win{Symbol: w.Symbol, Count: w.Count, Line: -1, Factor: w.Factor, Positions: w.Positions})
	}
}
