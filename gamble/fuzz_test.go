package gamble_test

import (
	"encoding/binary"
	"errors"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/rng"
)

// FuzzMoves plays any sequence of moves, as a terminal's buttons might send
// them, with any amounts: every move succeeds or returns one of the package's
// errors, never panics, and the conservation law holds after each.
func FuzzMoves(f *testing.F) {
	f.Add([]byte{0, 10, 1, 2, 1, 3}, int64(1), int64(0), 0)
	f.Add([]byte{0, 255, 2, 2, 2, 1, 1, 1, 1, 0}, int64(100), int64(5000), 3)
	f.Fuzz(func(t *testing.T, moves []byte, unit, maxAtRisk int64, maxDoublings int) {
		g, err := gamble.New(gamble.Config{Unit: slotmech.Money(unit), History: 5,
			MaxAtRisk: slotmech.Money(maxAtRisk), MaxDoublings: maxDoublings})
		if err != nil {
			return // FuzzNew covers configurations
		}
		src := rng.NewStream(uint64(len(moves)), 0)
		var paid slotmech.Money
		for i := 0; i < len(moves); i++ {
			op, arg := moves[i]%5, moves[i]/5
			var err error
			switch op {
			case 0: // start, with the next 8 bytes (if any) as the amount
				var a int64 = int64(arg) - 10
				if i+8 < len(moves) {
					a = int64(binary.LittleEndian.Uint64(moves[i+1:]))
					i += 8
				}
				if err = g.Start(slotmech.Money(a), arg%7 == 0); err == nil {
					paid = 0
				}
			case 1:
				var out gamble.Outcome
				out, err = g.Pick(gamble.Colour(arg%4), src)
				paid += out.Credited
			case 2:
				var c slotmech.Money
				c, err = g.Half()
				paid += c
			case 3:
				var c slotmech.Money
				c, err = g.Collect()
				paid += c
			case 4:
				_ = g.History()
			}
			if err != nil && !isMoveError(err) {
				t.Fatalf("move %d: unexpected error %v", i, err)
			}
			st := g.State()
			if !st.Balanced() || st.Credited != paid || st.AtRisk < 0 || len(g.History()) > 5 {
				t.Fatalf("move %d: state %+v, paid %d", i, st, paid)
			}
		}
	})
}

func isMoveError(err error) bool {
	for _, e := range []error{gamble.ErrState, gamble.ErrAmount,
		gamble.ErrJackpot, gamble.ErrOverLimit, gamble.ErrColour} {
		if errors.Is(err, e) {
			return true
		}
	}
	return false
}
