package terminal

import (
	"errors"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
)

// Errors of a [Machine]. Every error the package returns is a
// *[slotmech.Error], the module's one error type, whose Op names the action
// ("start", "max bet", "set stake", "risk", "pick", "new terminal", "open
// journal", …) and whose Field and Value name the input at fault ("stake",
// "7"; "Stakes[3]"; "entry 12" for a journal's entry, by its number). Its
// Err wraps one of the sentinels below or, for the RISK rules that package
// gamble decides, gamble's own sentinel, with the terminal's words:
//
//   - [gamble.ErrOpen]: an action not allowed while RISK is in progress (a
//     second Risk, SetStake, MaxBet, AutoStart, CashOut);
//   - [gamble.ErrNotOpen]: Pick, Half or Collect when RISK is not in
//     progress;
//   - [gamble.ErrAmount]: Risk with an empty WIN meter, Insert of an amount
//     that is not positive;
//   - [gamble.ErrJackpot]: Risk after a game that hit a jackpot (RISK is
//     refused while the hit is announced, see [Machine]);
//   - [gamble.ErrOverLimit]: Risk of a win too large to be doubled within
//     Config.Gamble.MaxAtRisk;
//   - [gamble.ErrColour]: Pick of a colour other than red or black;
//
// or another package's sentinel ([slotmech.ErrOverflow], [games.ErrBet],
// a jackpot error). Test the reason with errors.Is and read the action,
// field and value with errors.As.
//
// An action that returns an error has changed nothing: not a meter, not
// the state, not the RISK history, not a jackpot pool, not the recall, and
// it has taken no draw from the machine's source (but for the exception
// stated at [Machine.Start]: a game refused after it was played).
var (
	// ErrConfig is the sentinel every error of [New] about its [Config]
	// wraps: a Config that cannot make a terminal.
	ErrConfig = errors.New("terminal: bad configuration")

	// ErrUnknownStake is returned by SetStake for an amount that is not one
	// of the machine's stake steps (Config.Stakes).
	ErrUnknownStake = errors.New("terminal: stake is not one of the stake steps")

	// ErrNoCredit is returned by Start, MaxBet and AutoStart when CREDIT
	// (with WIN, which moves to CREDIT before a game) does not cover the
	// stake.
	ErrNoCredit = errors.New("terminal: credit does not cover the stake")

	// ErrAutoOn is returned by the actions that are not allowed while AUTO
	// START runs: Start, MaxBet, SetStake, CashOut and a second AutoStart.
	// STOP first.
	ErrAutoOn = errors.New("terminal: AUTO START is on")

	// ErrAutoOff is returned by Step and Stop when AUTO START is not on.
	ErrAutoOff = errors.New("terminal: AUTO START is off")

	// ErrNothingToCashOut is returned by CashOut when CREDIT and WIN are
	// both empty.
	ErrNothingToCashOut = errors.New("terminal: nothing to cash out")

	// ErrGame is returned by Start, MaxBet and Step when the game broke its
	// contract: it reported a stake other than the one [games.Game.Stake]
	// gave for the bet, or a negative win. The game's draws are spent;
	// nothing else changes.
	ErrGame = errors.New("terminal: the game broke its contract")
)

// worded is one of gamble's sentinels in the terminal's words: its text is
// the terminal's, and errors.Is finds the gamble sentinel behind it.
type worded struct {
	text string
	err  error
}

func (w *worded) Error() string { return w.text }
func (w *worded) Unwrap() error { return w.err }

// The RISK refusals, wrapping gamble's sentinels (see the errors above).
var (
	errRiskOpen    = &worded{"terminal: RISK is in progress", gamble.ErrOpen}
	errNoRisk      = &worded{"terminal: RISK is not in progress", gamble.ErrNotOpen}
	errNoWin       = &worded{"terminal: no win to risk", gamble.ErrAmount}
	errBadAmount   = &worded{"terminal: amount must be positive", gamble.ErrAmount}
	errJackpotRisk = &worded{"terminal: RISK cannot be played on a jackpot win", gamble.ErrJackpot}
	errBadColour   = &worded{"terminal: colour must be red or black", gamble.ErrColour}
)

// errRiskLimit is the refusal of Risk for a win over the RISK limit:
// gamble's error (wrapping gamble.ErrOverLimit) in the terminal's words.
func errRiskLimit(err error) error {
	return &worded{"terminal: win is over the RISK limit: " + err.Error(), err}
}

// fail returns the machine's error for the action op, naming the field at
// fault and its value (both may be ""), wrapping err.
func (m *Machine) fail(op, field, value string, err error) error {
	return &slotmech.Error{Op: op, Field: field, Value: value, Err: err}
}

// firstErr returns the first non-nil error.
func firstErr(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
