package games

import (
	"slices"
	"strconv"

	"github.com/slotmech/slotmech"
)

// Forced fixes one spin for [Player.PlayForced]: the screen as it landed,
// what falls in after each tumble or cascade step, and the state of the
// round around it. It is how QA and auditors check any situation by hand,
// and the one forced-play input every title accepts; the scenario tool reads
// it from JSON.
type Forced struct {
	Bet  slotmech.Money // base bet, as for Play
	Mode string         // mode name; "" means the title's first mode

	// Screen is the landed screen, in the title's shape and symbols.
	Screen slotmech.Screen

	// Refill[r] lists the symbols that fall into reel r in the order they
	// enter: when k positions of the reel empty, the next k are taken, and
	// the first taken lands lowest of the k new positions. Nil leaves the
	// refill to the title (its own random refill, drawn from the source);
	// a title that cannot refill by itself without stops refuses nil.
	Refill [][]slotmech.Symbol

	// State sets the round around the spin, by the names the title declares
	// with Input (see [Game.Facts]), e.g. Starlight's "free_spin" and
	// "total_multiplier". A name the title does not accept is an error.
	State Facts
}

// CheckState returns a *[slotmech.Error] wrapping [ErrForced] if state sets
// a fact that defs (the declarations of [Game.Facts] of the game named game)
// does not declare as an input, sets one twice, or sets a flag to something
// other than 0 or 1; its Field is the game's name, then "state" or
// "state.<fact>". Titles call it from PlayForced with their own
// declarations, so that it allocates nothing.
func CheckState(game string, defs []FactDef, state Facts) error {
	const op = "forced play"
	for i, f := range state {
		d, ok := findFact(defs, f.Name)
		switch {
		case !ok || !d.Input:
			return &slotmech.Error{Op: op, Field: game + ": state", Value: f.Name,
				Reason: "forced play refused " + strconv.Quote(f.Name) + ": not an input of this game", Err: ErrForced}
		case slices.ContainsFunc(state[:i], func(e Fact) bool { return e.Name == f.Name }):
			return &slotmech.Error{Op: op, Field: game + ": state." + f.Name,
				Reason: "forced play refused: set twice", Err: ErrForced}
		case d.Kind == FactFlag && f.Value != 0 && f.Value != 1:
			v := strconv.FormatInt(f.Value, 10)
			return &slotmech.Error{Op: op, Field: game + ": state." + f.Name, Value: v,
				Reason: "forced play refused " + strconv.Quote(v) + ": a flag is 0 or 1", Err: ErrForced}
		}
	}
	return nil
}
