package gamble

import (
	"strconv"

	"github.com/slotmech/slotmech"
)

// EndReason says why a gamble ended.
type EndReason uint8

// The ways a gamble ends. In every case but Lost, whatever was at risk went
// to credit.
const (
	NotEnded       EndReason = iota // a gamble is open, or none has been played yet
	Collected                       // Collect
	Lost                            // a pick drew the other colour
	LimitAtRisk                     // a won pick left no further pick within Config.MaxAtRisk (or the range of Money)
	LimitDoublings                  // a won pick reached Config.MaxDoublings
	NothingAtRisk                   // Half of less than two units left nothing to risk
)

// String returns the reason in words, e.g. "collected", "limit at risk".
func (r EndReason) String() string {
	if r <= NothingAtRisk {
		return [...]string{"not ended", "collected", "lost", "limit at risk", "limit doublings", "nothing at risk"}[r]
	}
	return "EndReason(" + strconv.Itoa(int(r)) + ")"
}

// State is a snapshot of the current gamble, or of the last one once it has
// ended. The money fields are totals over the whole gamble, and at every
// moment
//
//	Credited + AtRisk + Lost − Won == Amount
//
// ([State.Balanced]). The zero State is the state before the first gamble.
type State struct {
	Open      bool           // a gamble is open: Pick, Half and Collect are legal
	End       EndReason      // why the gamble ended; NotEnded while open or before the first gamble
	Amount    slotmech.Money // the win the gamble started with
	AtRisk    slotmech.Money // what the next pick risks; 0 once ended
	Credited  slotmech.Money // everything Half, Collect and a limit have moved to credit
	Lost      slotmech.Money // what the losing pick took; 0 unless End == Lost
	Won       slotmech.Money // everything won picks added (each adds the amount it risked)
	Doublings int            // won picks
}

// Balanced reports whether the conservation law
// Credited + AtRisk + Lost − Won == Amount holds. It always does; Balanced is
// there for tests and audits to say so.
func (s State) Balanced() bool {
	// Credited + AtRisk + Lost <= MaxInt64 is kept by Gamble (see limit), so
	// the sum does not overflow.
	return s.Credited+s.AtRisk+s.Lost-s.Won == s.Amount
}
