package games

import "github.com/slotmech/slotmech"

// Outcome is what one round paid: plain data, returned by value by
// [Player.Play]. The itemised story of the round is in a [Detail], which the
// caller asks for separately.
type Outcome struct {
	Bet   slotmech.Money // the base bet pays are computed on
	Stake slotmech.Money // what the player paid for the round
	Win   slotmech.Money // everything the round pays, after multipliers and caps

	Triggered bool // the round triggered a feature (free spins)
	FreeSpins int  // free spins played in the round
	Capped    bool // the round reached its win cap and ended there
}

// Detail is the itemised story of a round, for a person to read and for
// records: every spin, tumble or cascade step and paid combination. A caller
// asks for it by passing a Detail to [Player.Play].
//
// The zero Detail is ready to use. Reuse one Detail across rounds: games
// reset it and keep the capacity of its slices, so itemised rounds stop
// allocating once the slices have grown. A Detail is not safe for
// concurrent use.
type Detail struct {
	Spins []Spin // the spins of the round, base spin first
}

// Reset clears d for a new round, keeping the capacity of its slices.
func (d *Detail) Reset() { d.Spins = d.Spins[:0] }

// Spin is one spin of a round: the base spin or one free spin.
type Spin struct {
	Free   bool            // a free spin
	Screen slotmech.Screen // the screen as it landed, before any tumble
	Steps  []Step          // the evaluations of the tumble or cascade sequence that paid

	// Stops are the reel stops the spin landed on in a game whose screens
	// are windows of circular strips (games/stripgame's, base and free
	// spins alike): Stops[r] is the strip position shown in the top row of
	// reel r, from 0, on the strips of the spin's kind (the free strips
	// for a free spin). Empty for a spin that did not land from stops (a
	// forced play, a title without strips).
	Stops []int

	// Final is the screen the spin ended on: after its last tumble or
	// cascade, or where a cap stopped it (Starlight's SC-12); its scatters
	// are the spin's Scatters. The zero Screen if the title does not
	// record it.
	Final slotmech.Screen

	Scatters   int            // scatter symbols on the final screen (or the one the title's rule counts)
	ScatterWin slotmech.Money // scatter pay, before the multiplier: all of the spin's, its steps' included

	// Multiplier is what the spin's win was multiplied by (1 if nothing).
	Multiplier int64
	Win        slotmech.Money // what the spin paid, after multipliers and caps
	Capped     bool           // the cap was reached during this spin

	Facts Facts // the title's own facts about the spin (see [Game.Facts])
}

// Step is one evaluation of a tumble or cascade sequence that had a win.
type Step struct {
	Screen slotmech.Screen // the screen that was evaluated
	Wins   []Win           // the wins it paid
	Factor slotmech.Factor // total pay factor of the step, before multipliers
	Win    slotmech.Money  // what the step paid before spin multipliers (after doubling and line caps)
	Facts  Facts           // the title's own facts about the step (see [Game.Facts])

	// Scatters and ScatterWin are, in a title whose scatter pays on the
	// screens of a cascade (games/stripgame's ScatterOn), the scatters on
	// this step's screen and what they paid before spin multipliers, which
	// Win leaves out; 0 in other titles. The spin's ScatterWin adds them up.
	Scatters   int
	ScatterWin slotmech.Money
}

// Win is one paid combination.
type Win struct {
	Symbol slotmech.Symbol
	Count  int // symbols that took part (cluster size or run length)
	// Line is the payline as people number it, from 1 (line 1 is the
	// title's first line); 0 for wins that are not line wins (pay-anywhere,
	// clusters, scatters).
	Line      int
	Factor    slotmech.Factor // pay factor of the combination
	Positions slotmech.PosSet // the positions that took part

	// Ways is, for a ways win, the number of ways of the run (a choice of
	// one matching position per reel; slotmech.Win.Ways), so that a
	// record says "× 12 ways"; 0 for every other win.
	Ways int64
}

// AddSpin appends a spin to d.Spins and returns it, reusing the memory of
// earlier rounds: the new spin is cleared except for the capacity of its
// Steps, Stops and Facts, so itemising rounds into the same Detail stops allocating
// once its slices have grown.
func (d *Detail) AddSpin() *Spin {
	n := len(d.Spins)
	if n < cap(d.Spins) {
		d.Spins = d.Spins[:n+1]
	} else {
		d.Spins = append(d.Spins, Spin{})
	}
	sp := &d.Spins[n]
	*sp = Spin{Steps: sp.Steps[:0], Facts: sp.Facts[:0], Stops: sp.Stops[:0]}
	return sp
}

// AddStep appends a step to sp.Steps and returns it, reusing memory as
// [Detail.AddSpin] does: the new step is cleared except for the capacity of
// its Wins and Facts.
func (sp *Spin) AddStep() *Step {
	n := len(sp.Steps)
	if n < cap(sp.Steps) {
		sp.Steps = sp.Steps[:n+1]
	} else {
		sp.Steps = append(sp.Steps, Step{})
	}
	st := &sp.Steps[n]
	*st = Step{Wins: st.Wins[:0], Facts: st.Facts[:0]}
	return st
}
