package starlight

import (
	"fmt"
	"strconv"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

// opForced is the operation named in the errors of PlayForced.
const opForced = "forced play"

// maxForcedTotal bounds the running total T a forced play may state: 500
// free spins ([MaxFreeSpins]) that each add at most 30 × 500 (a screen of
// x500), more than any feature can reach, and far from overflowing T.
const maxForcedTotal = MaxFreeSpins * Reels * Rows * 500

// PlayForced plays the one spin that f fixes, as a round of its own, for
// scenarios (QA, audit) and analysis: the screen as it landed (f.Screen,
// 6 reels × 5 rows of the game's symbols), what falls in after each tumble
// (f.Refill: one list per reel, left to right, wrapped in a
// [tumble.ListRefill]; nil for the game's own random refill of the mode or
// of the free spins, drawn from src), and the state of the round around it
// (f.State, see [Game.Facts]):
//
//   - [FactFreeSpin] set plays a free spin (SC-8, SC-10) rather than a
//     base-game spin;
//   - [FactTotalMultiplier] is the running total T before that free spin
//     (SC-8), 0 to 7 500 000; it must be 0, or absent, for a base-game spin.
//
// The outcome's Win is what the spin pays, after the multiplier and the cap
// (SC-12, which applies to this spin alone); Triggered tells whether it
// awarded free spins (which are not played), FreeSpins is 1 for a free
// spin, and Capped whether it reached the cap. The mode changes the stake
// and, with the game's own refill, the base game's refill, never the pays
// (SC-11). If detail is not nil it is reset and its one spin itemises the
// spin: steps, wins, scatters, multiplier, and the facts [FactAwarded] and
// [FactTotalMultiplier] (T after the spin); after an error during the
// tumble sequence it holds the steps played up to it.
//
// Errors are *[slotmech.Error] values: a refused bet or mode wraps
// [games.ErrBet]; a screen of another shape or with a symbol that is not the
// game's (Field "screen row 2 reel 4", counted from 0), refill lists that
// are not 6 or hold such a symbol, a state the game does not accept, or a
// nil Refill with a nil src wrap [games.ErrForced]. A list that runs out
// wraps both games.ErrForced and [tumble.ErrExhausted] and names the reel
// (Field "refill reel 2") and the step after which it ran out; lists that
// keep the screen winning past [MaxSteps] steps wrap both games.ErrForced and
// tumble.ErrTooManySteps. On an error the outcome is zero. src is drawn
// from only by the game's own refill: it may be nil with lists. With the
// game's own refill and detail nil, PlayForced allocates nothing.
func (p *Player) PlayForced(f *games.Forced, src rng.Source, detail *games.Detail) (games.Outcome, error) {
	if detail != nil {
		detail.Reset()
	}
	if f == nil {
		return games.Outcome{}, refuse(opForced, "", "", games.ErrForced, "no forced play given")
	}
	mode := f.Mode
	if mode == "" {
		mode = games.Standard
	}
	st, err := stake(opForced, f.Bet, mode)
	if err != nil {
		return games.Outcome{}, err
	}
	free, total, err := forcedState(f.State)
	if err != nil {
		return games.Outcome{}, err
	}
	if err := checkScreen(&f.Screen); err != nil {
		return games.Outcome{}, err
	}
	var list *tumble.ListRefill
	if f.Refill != nil {
		if list, err = forcedLists(f.Refill); err != nil {
			return games.Outcome{}, err
		}
	} else if src == nil {
		return games.Outcome{}, refuse(opForced, "refill", "", games.ErrForced, "no lists, and no source for the game's own refill")
	}
	g := p.g
	rs := p.newRound(opForced, f.Bet, st, src, detail)
	r := g.base
	switch {
	case free:
		r = g.free
		rs.out.FreeSpins = 1
		_ = rs.acc.SetTotal(total) // 0 ≤ total, checked by forcedState
	case mode == Ante:
		r = g.ante
	}
	p.screen = f.Screen
	res, err := rs.spin(free, r, list)
	if err != nil {
		return games.Outcome{}, err
	}
	rs.out.Win = rs.cap.Total()
	rs.out.Capped = res.capped
	rs.out.Triggered = res.awarded > 0
	return rs.out, nil
}

// forcedState validates the state of a forced play (see PlayForced) and
// returns whether it is a free spin and T before it.
func forcedState(state games.Facts) (free bool, total int64, err error) {
	if len(state) == 0 {
		return false, 0, nil
	}
	if err := games.CheckState(Name, factDefs, state); err != nil {
		return false, 0, err
	}
	free = state.Flag(FactFreeSpin)
	total, _ = state.Get(FactTotalMultiplier)
	switch {
	case total < 0 || total > maxForcedTotal:
		return false, 0, refuse(opForced, "state."+FactTotalMultiplier, strconv.FormatInt(total, 10), games.ErrForced,
			"want 0 to %d", maxForcedTotal)
	case total != 0 && !free:
		return false, 0, refuse(opForced, "state."+FactTotalMultiplier, strconv.FormatInt(total, 10), games.ErrForced,
			"a running total needs %s: there is none in the base game (SC-8)", FactFreeSpin)
	}
	return free, total, nil
}

// checkScreen validates the shape and symbols of a forced screen, naming a
// wrong position by row and reel, counted from 0.
func checkScreen(s *slotmech.Screen) error {
	if s.Reels() != Reels || s.Rows() != Rows {
		return refuse(opForced, "screen", fmt.Sprintf("%d reels × %d rows", s.Reels(), s.Rows()), games.ErrForced,
			"want %d reels × %d rows", Reels, Rows)
	}
	for row := range Rows {
		for reel := range Reels {
			if sym := s.At(reel, row); !isSymbol(sym) {
				return refuse(opForced, fmt.Sprintf("screen row %d reel %d", row, reel), strconv.Itoa(int(sym)), games.ErrForced,
					"not a symbol of the game (want 1 to %d)", X500)
			}
		}
	}
	return nil
}

// forcedLists validates the refill lists of a forced play, one per reel of
// the game's symbols, and returns them as a tumble.ListRefill.
func forcedLists(lists [][]slotmech.Symbol) (*tumble.ListRefill, error) {
	if len(lists) != Reels {
		return nil, refuse(opForced, "refill", fmt.Sprintf("%d lists", len(lists)), games.ErrForced, "want one per reel, %d", Reels)
	}
	for reel, list := range lists {
		for i, sym := range list {
			if !isSymbol(sym) {
				return nil, refuse(opForced, fmt.Sprintf("refill reel %d symbol %d", reel, i), strconv.Itoa(int(sym)), games.ErrForced,
					"not a symbol of the game (want 1 to %d)", X500)
			}
		}
	}
	l, err := tumble.NewListRefill(lists)
	if err != nil { // the checks above leave nothing for it to refuse
		return nil, &slotmech.Error{Op: opForced, Field: where("refill"), Err: fmt.Errorf("%w: %w", games.ErrForced, err)}
	}
	return l, nil
}

// isSymbol reports whether sym is one of the game's symbols, Yellow … X500.
func isSymbol(sym slotmech.Symbol) bool { return sym >= Yellow && sym <= X500 }
