// Package jackpotcheck holds the checks that package jackpot, its stores
// (jackpot/sqlstore) and the terminal (games/terminal) make alike: which
// strings may name a pool, a venue or a terminal, and how a store refuses
// a game reported again that is not the game it recorded, or a game void
// (see jackpot.System.Void). It exists so
// that these rules are written once and stay out of the exported API.
//
// Its functions are pure and safe for concurrent use. It is not for use
// outside the module's jackpot and terminal code; the sentinels it declares
// are exported to users as jackpot.ErrGame and jackpot.ErrVoid.
package jackpotcheck

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/slotmech/slotmech"
)

// ErrGame is jackpot.ErrGame, declared here so that a store can return it
// without an import cycle.
var ErrGame = errors.New("jackpot: game refused")

// ErrVoid is jackpot.ErrVoid, declared here for the same reason.
var ErrVoid = errors.New("jackpot: game void")

// maxNameLen bounds pool, venue and terminal names.
const maxNameLen = 64

// Name reports whether s can name a pool, a venue or a terminal: 1 to 64
// bytes of ASCII letters, digits and the punctuation "-_.:/". The narrow
// alphabet keeps names unambiguous in records, logs and database keys.
func Name(s string) bool {
	if len(s) == 0 || len(s) > maxNameLen {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
		case c == '-', c == '_', c == '.', c == ':', c == '/':
		default:
			return false
		}
	}
	return true
}

// Repeat is the check a store makes of game number of terminal, with
// stake (0 for a void, see jackpot.System.Void), when number is not above
// last, the last game recorded for the terminal, with lastStake (0: void):
// it returns nil if the game is that game reported again (the same number
// and stake) or a void of it (stake 0), whose answer is the first
// report's; and otherwise an *[slotmech.Error] with Op "Apply" that
// refuses it: wrapping [ErrGame] for a number below the last one or the
// last number with another stake; wrapping [ErrVoid] for a last game that
// is void (and ErrGame too when it is reported: the report is refused).
func Repeat(terminal string, number uint64, stake slotmech.Money, last uint64, lastStake slotmech.Money) error {
	n := strconv.FormatUint(number, 10)
	field := "terminal " + strconv.Quote(terminal) + ": game " + n
	switch {
	case number < last:
		return &slotmech.Error{Op: "Apply", Field: field, Value: n, Err: ErrGame,
			Reason: "below the last game reported, " + strconv.FormatUint(last, 10)}
	case lastStake == 0 && stake == 0:
		return Voided(terminal, number)
	case lastStake == 0:
		return &slotmech.Error{Op: "Apply", Field: field, Value: n, Err: fmt.Errorf("%w: %w", ErrGame, ErrVoid),
			Reason: "void: the terminal declared it not started, it cannot be reported"}
	case stake == 0:
		return nil
	case stake != lastStake:
		return &slotmech.Error{Op: "Apply", Field: field, Value: stake.String(), Err: ErrGame,
			Reason: "reported again with stake " + stake.String() + ", first with " + lastStake.String()}
	}
	return nil
}

// Voided is the answer of a store to the void of game number of terminal
// when the game is void (voided now or before): an *[slotmech.Error] with
// Op "Apply" wrapping [ErrVoid].
func Voided(terminal string, number uint64) error {
	n := strconv.FormatUint(number, 10)
	return &slotmech.Error{Op: "Apply", Field: "terminal " + strconv.Quote(terminal) + ": game " + n, Value: n,
		Reason: "void: never reported, the terminal did not start it", Err: ErrVoid}
}
