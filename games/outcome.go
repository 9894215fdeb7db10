package games

import "github.com/slotmech/slotmech"

// Outcome is the result of one round: the money, the flags the simulation
// counts, and, when Detail is set, the itemised story of the round (every
// spin, tumble step and win) for a person to read.
//
// The zero Outcome is ready to use. Reuse one Outcome across rounds: Play
// resets it and keeps the capacity of its slices, so itemised rounds stop
// allocating once the slices have grown.
type Outcome struct {
	Bet   slotmech.Money // the base bet pays are computed on
	Stake slotmech.Money // what the player paid for the round
	Win   slotmech.Money // everything the round pays, after multipliers and caps

	Triggered bool // the round triggered a feature (free spins)
	FreeSpins int  // free spins played in the round
	Capped    bool // the round reached its win cap and ended there

	// Detail asks Play to itemise the round in Spins. It is an input: Reset
	// keeps it.
	Detail bool
	Spins  []Spin // the spins of the round, base spin first (with Detail)

	// Scratch is the game's working memory (evaluation results, refill
	// state), created by Play on first use and reused by later rounds so
	// that steady-state play allocates nothing. Callers leave it alone; an
	// Outcome may be used with different games (a game replaces scratch of
	// another type).
	Scratch any
}

// Reset clears o for a new round, keeping Detail, Scratch and the capacity
// of Spins.
func (o *Outcome) Reset() {
	*o = Outcome{Detail: o.Detail, Spins: o.Spins[:0], Scratch: o.Scratch}
}

// Spin is one spin of a round: the base spin or one free spin.
type Spin struct {
	Free   bool            // a free spin
	Screen slotmech.Screen // the screen as it landed, before any tumble
	Steps  []Step          // the evaluations of the tumble or cascade sequence that paid

	Scatters   int            // scatter symbols on the final screen
	ScatterWin slotmech.Money // scatter pay, before the multiplier

	// Multiplier is what the spin's win was multiplied by (1 if nothing),
	// and TotalMultiplier the running total of a free-spin feature after
	// the spin (0 outside features).
	Multiplier      int64
	TotalMultiplier int64

	FullHouse bool           // the spin had a full-house screen (Crystal Spin CS-9)
	Awarded   int            // free spins this spin awarded
	Win       slotmech.Money // what the spin paid, after multipliers and caps
	Capped    bool           // the cap was reached during this spin
}

// Step is one evaluation of a tumble or cascade sequence that had a win.
type Step struct {
	Screen slotmech.Screen // the screen that was evaluated
	Wins   []Win           // the wins it paid
	Factor slotmech.Factor // total pay factor of the step, before multipliers
	Win    slotmech.Money  // what the step paid before spin multipliers (after doubling and line caps)
}

// Win is one paid combination.
type Win struct {
	Symbol    slotmech.Symbol
	Count     int             // symbols that took part (cluster size or run length)
	Line      int             // payline index, or -1 for pay-anywhere and scatter wins
	Factor    slotmech.Factor // pay factor of the combination
	Positions slotmech.PosSet // the positions that took part
}

// AddSpin appends a spin to o.Spins and returns it, reusing the memory of
// earlier rounds: the new spin is cleared except for the capacity of its
// Steps, so itemising rounds into the same Outcome stops allocating once its
// slices have grown. Games call it when Detail is set.
func (o *Outcome) AddSpin() *Spin {
	n := len(o.Spins)
	if n < cap(o.Spins) {
		o.Spins = o.Spins[:n+1]
	} else {
		o.Spins = append(o.Spins, Spin{})
	}
	sp := &o.Spins[n]
	*sp = Spin{Steps: sp.Steps[:0]}
	return sp
}

// AddStep appends a step to sp.Steps and returns it, reusing memory as
// [Outcome.AddSpin] does: the new step is cleared except for the capacity of
// its Wins.
func (sp *Spin) AddStep() *Step {
	n := len(sp.Steps)
	if n < cap(sp.Steps) {
		sp.Steps = sp.Steps[:n+1]
	} else {
		sp.Steps = append(sp.Steps, Step{})
	}
	st := &sp.Steps[n]
	*st = Step{Wins: st.Wins[:0]}
	return st
}
