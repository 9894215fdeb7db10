package games

import "errors"

// Sentinels of the contract. Every error a title or a tool returns for one of
// these reasons is a *[slotmech.Error] whose Err is or wraps the sentinel, so
// callers test with errors.Is (see the package doc's Errors section).
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
