package starlight

import (
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

// SpinInput fixes one spin for [Game.PlaySpin]: the screen as it landed, what
// falls in, and the state of the round around it. Scenarios (QA, audit) and
// the tuning tool use it.
type SpinInput struct {
	Bet  slotmech.Money // base bet, as for Play (SC-13)
	Mode games.Mode     // Standard or Ante: changes the stake, never the pays (SC-11)

	// Free evaluates the spin as a free spin, with the running total T
	// before it in Total (SC-8); Total must be 0 for a base-game spin.
	Free  bool
	Total int64

	// Screen is the landed screen, 6 reels × 5 rows of game symbols.
	Screen slotmech.Screen

	// Refill supplies what falls in after each tumble, such as a
	// tumble.ListRefill of a scenario's lists. Nil means the game's own
	// random refill for the mode (base game or free spins), drawn from src.
	Refill tumble.Refiller
}

// PlaySpin evaluates the one spin of in as a round of its own and fills out:
// out.Win is what the spin pays (after the multiplier and the cap, which
// applies to this spin alone), out.Triggered tells whether it awarded free
// spins, out.Capped whether it reached the cap. With out.Detail,
// out.Spins[0] itemises it (steps, wins, scatters, multiplier, T after the
// spin, free spins awarded).
//
// Errors: a *[BetError] for a refused bet; an error wrapping [ErrSpin] for
// a screen that is not 6×5 or shows a symbol that is not a game symbol (the
// message names reel and row, from 0) or a bad Total; the refill's error
// (such as one wrapping tumble.ErrExhausted) if it runs out; one wrapping
// tumble.ErrTooManySteps. src is only drawn from by the game's own refill:
// it may be nil with a refill that needs no randomness, such as a
// tumble.ListRefill. With the game's own refill and out.Detail false it
// allocates nothing once out has been used.
func (g *Game) PlaySpin(in SpinInput, src rng.Source, out *games.Outcome) error {
	stake, err := g.Stake(in.Bet, in.Mode)
	out.Reset()
	if err != nil {
		return err
	}
	if err := checkSpin(&in); err != nil {
		return err
	}
	out.Bet, out.Stake = in.Bet, stake
	st := scratchOf(out)
	rs := g.newRound(st, in.Bet, src, out)
	r := in.Refill
	switch {
	case r != nil:
	case in.Free:
		r = g.free
	case in.Mode == games.Ante:
		r = g.ante
	default:
		r = g.base
	}
	if in.Free {
		out.FreeSpins = 1
		if err := rs.acc.SetTotal(in.Total); err != nil {
			return fmt.Errorf("%w: total multiplier %d: %w", ErrSpin, in.Total, err)
		}
	}
	st.screen = in.Screen
	res, err := rs.spin(in.Free, r)
	out.Win = rs.cap.Total()
	out.Capped = res.capped
	out.Triggered = res.awarded > 0
	return err
}

// checkSpin validates the shape and symbols of a spin input.
func checkSpin(in *SpinInput) error {
	s := &in.Screen
	if s.Reels() != Reels || s.Rows() != Rows {
		return fmt.Errorf("%w: screen is %d reels × %d rows, want %d × %d", ErrSpin, s.Reels(), s.Rows(), Reels, Rows)
	}
	for reel := range Reels {
		for row := range Rows {
			if sym := s.At(reel, row); sym < Yellow || sym > X500 {
				return fmt.Errorf("%w: reel %d row %d: symbol %d is not a game symbol", ErrSpin, reel, row, sym)
			}
		}
	}
	if in.Total < 0 || (!in.Free && in.Total != 0) {
		return fmt.Errorf("%w: total multiplier %d (want 0 outside free spins, ≥ 0 in them)", ErrSpin, in.Total)
	}
	return nil
}
