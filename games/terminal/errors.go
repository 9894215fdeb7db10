package terminal

import (
	"errors"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games"
)

// Errors of a [Machine]. Every error the package returns is a
// *[slotmech.Error], the module's one error type, whose Op names the action
// ("start", "max bet", "set stake", "risk", "pick", "new terminal", "open
// journal", …) and whose Field and Value name the input at fault ("stake",
// "7"; "Stakes[3]"; "entry 12" for a journal's entry, by its number). Its
// Err wraps one of the sentinels below or another package's, with the
// terminal's words:
//
//   - [ErrState]: an action the machine's state does not allow now (see
//     ErrState for the list);
//   - [games.ErrBet]: SetStake of an amount that is not one of the stake
//     steps ("terminal: stake is not one of the stake steps");
//   - [gamble.ErrAmount]: Risk with an empty WIN meter, Insert of an amount
//     that is not positive;
//   - [gamble.ErrJackpot]: Risk after a game that hit a jackpot (RISK is
//     refused while the hit is announced, see [Machine]);
//   - [gamble.ErrOverLimit]: Risk of a win too large to be doubled within
//     Config.Gamble.MaxAtRisk;
//   - [gamble.ErrColour]: Pick of a colour other than red or black;
//
// or another package's sentinel ([slotmech.ErrOverflow], a jackpot error:
// jackpot.ErrStore when the central jackpot system cannot be reached, in
// the terminal's words, Field "game N": "terminal: game N: not started:
// …" for the START whose report failed, "terminal: game N: waiting for
// the central jackpot system: …" for every action but Insert after it
// until the system answers). Test the reason with errors.Is and read the
// action, field and value with errors.As.
//
// An action that returns an error has changed nothing: not a meter, not
// the state, not the RISK history, not a jackpot pool, not the recall, and
// it has taken no draw from the machine's source (but for the exceptions
// stated at [Machine.Start]: a game refused after it was played, and an
// action that settled a game first).
var (
	// ErrConfig is the sentinel every error of [New] about its [Config]
	// wraps: a Config that cannot make a terminal.
	ErrConfig = errors.New("terminal: bad configuration")

	// ErrState is the sentinel of an action the machine's state does not
	// allow now; the error says which state in the terminal's words:
	//
	//   - "terminal: AUTO START is on": Start, MaxBet, SetStake, CashOut and
	//     a second AutoStart while AUTO START runs (STOP first);
	//   - "terminal: AUTO START is off": Step and Stop when AUTO START is
	//     not on;
	//   - "terminal: RISK is in progress": a second Risk, SetStake, MaxBet,
	//     AutoStart and CashOut during RISK (COLLECT first); it wraps
	//     [gamble.ErrState] too;
	//   - "terminal: RISK is not in progress": Pick, Half and Collect
	//     outside RISK; it wraps [gamble.ErrState] too;
	//   - "terminal: nothing to cash out": CashOut when CREDIT and WIN are
	//     both empty;
	//   - "terminal: jackpot hand-pay lock-up: an attendant must clear it":
	//     every action but Insert and ClearLockup while a jackpot hit locks
	//     the terminal (CS-20), and "…: the attendant's identity is blank"
	//     for a ClearLockup without one;
	//   - "terminal: no jackpot hand-pay lock-up to clear": ClearLockup
	//     when the terminal is not locked;
	//   - "terminal: game N was settled after the central jackpot system's
	//     outage: it is shown first": an action but START, MAX BET and Step
	//     that found a game's intent open and the central system's answer
	//     that it had taken the game, which was then played out (see
	//     [Machine], "Critical memory"); the action is not done, the game
	//     stands.
	ErrState = errors.New("terminal: not allowed in this state")

	// ErrNoCredit is returned by Start, MaxBet and AutoStart when CREDIT
	// (with WIN, which moves to CREDIT before a game) does not cover the
	// stake: the player must insert money.
	ErrNoCredit = errors.New("terminal: credit does not cover the stake")

	// ErrGame is returned by Start, MaxBet and Step when the game broke its
	// contract: it reported a stake other than the one [games.Game.Stake]
	// gave for the bet, or a negative win. The game's draws are spent;
	// nothing else changes.
	ErrGame = errors.New("terminal: the game broke its contract")
)

// worded is a refusal in the terminal's words: its text is the terminal's,
// and errors.Is finds the sentinels behind it (the terminal's and, for
// RISK, gamble's).
type worded struct {
	text string
	errs []error
}

func (w *worded) Error() string   { return w.text }
func (w *worded) Unwrap() []error { return w.errs }

// words returns the refusal text wrapping errs.
func words(text string, errs ...error) *worded { return &worded{text, errs} }

// The refusals (see the errors above).
var (
	errAutoOn      = words("terminal: AUTO START is on", ErrState)
	errLocked      = words("terminal: jackpot hand-pay lock-up: an attendant must clear it", ErrState)
	errNotLocked   = words("terminal: no jackpot hand-pay lock-up to clear", ErrState)
	errNoAttendant = words("terminal: jackpot hand-pay lock-up: the attendant's identity is blank", ErrState)
	errAutoOff     = words("terminal: AUTO START is off", ErrState)
	errNothingOut  = words("terminal: nothing to cash out", ErrState)
	errRiskOpen    = words("terminal: RISK is in progress", ErrState, gamble.ErrState)
	errNoRisk      = words("terminal: RISK is not in progress", ErrState, gamble.ErrState)
	errNotAStep    = words("terminal: stake is not one of the stake steps", games.ErrBet)
	errNoWin       = words("terminal: no win to risk", gamble.ErrAmount)
	errBadAmount   = words("terminal: amount must be positive", gamble.ErrAmount)
	errJackpotRisk = words("terminal: RISK cannot be played on a jackpot win", gamble.ErrJackpot)
	errBadColour   = words("terminal: colour must be red or black", gamble.ErrColour)
)

// errRiskLimit is the refusal of Risk for a win over the RISK limit:
// gamble's error (wrapping gamble.ErrOverLimit) in the terminal's words.
func errRiskLimit(err error) error {
	return words("terminal: win is over the RISK limit: "+err.Error(), err)
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
