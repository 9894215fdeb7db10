package games

import "errors"

// Sentinels of the contract. Every error a title or a tool returns for one of
// these reasons wraps the sentinel, so callers test with errors.Is.
var (
	// ErrBet means a bet the title refuses: wrong amount, wrong step,
	// unknown mode. Nothing is drawn and nothing is paid.
	ErrBet = errors.New("games: bet refused")

	// ErrForced means a forced play the title cannot play: a screen of the
	// wrong shape or with symbols it does not have, a refill that runs out,
	// a state it does not accept.
	ErrForced = errors.New("games: forced play refused")

	// ErrStops means stops that do not fit a strip game's strips.
	ErrStops = errors.New("games: stops outside the strips")
)

// Error is the one error shape of the games packages, in the manner of
// [os.PathError]: what was being done (Op), by which game, which part of the
// input was at fault (Field, in the user's words: "bet", "screen row 2 reel
// 4", "state.total_multiplier") and its value, and the underlying error,
// which wraps a sentinel. Use errors.Is for the sentinel and errors.As to
// read the fields.
type Error struct {
	Op    string // e.g. "play", "stake", "forced play", "simulate"
	Game  string // the game's name, or ""
	Field string // the part of the input at fault, or ""
	Value string // its value as text, or ""
	Err   error  // what is wrong; wraps a sentinel
}

// Error returns a message such as
// `crystal-spin: stake: bet 7: games: bet refused: not one of 5, 10, …`
// (without a game, it starts with the operation).
func (e *Error) Error() string {
	msg := e.Op
	if e.Game != "" {
		msg = e.Game + ": " + msg
	}
	if e.Field != "" {
		msg += ": " + e.Field
		if e.Value != "" {
			msg += " " + e.Value
		}
	}
	if e.Err != nil {
		msg += ": " + e.Err.Error()
	}
	return msg
}

// Unwrap returns Err.
func (e *Error) Unwrap() error { return e.Err }
