package estimate

import (
	"fmt"
	"math"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/rng"
)

// Stratified is the optional interface of a title whose rounds the
// estimator may sample by parts instead of playing them whole: the base
// part of a round stratified by something the title can draw exactly
// conditioned on (Starlight Christmas: the first screen's scatters and
// multipliers), and the feature played on its own, as often as its share of
// the uncertainty asks. A title without it is estimated by plain Monte Carlo
// with the same API (see [Estimate]).
//
// By implementing it a title promises that, in every mode:
//
//   - a round pays min(W₀ + X, Cap), W₀ the base part's win and X the
//     feature's (0 without a trigger), and a base part that reaches the cap
//     triggers nothing;
//   - the feature, when triggered, does not depend on the base part: its
//     win X is distributed as [Sampler.SampleFeature]'s;
//   - the strata of [Stratified.Design] partition the base part's
//     outcomes, with their exact probabilities, and [Sampler.SampleBase]
//     draws from stratum k exactly as the game does conditioned on being in
//     it, returning the conditional expectations of [BaseSample].
//
// The conditional expectations are where a title supplies exact pieces:
// whatever part of the outcome the title can average exactly (Starlight
// averages multiplier values over the exact distribution of their sum,
// since values never change a tumble) leaves no variance behind, and the
// estimate stays unbiased because E[E[W | shape]] = E[W].
type Stratified interface {
	games.Game

	// Design returns the strata of a round in the mode named mode at base
	// bet bet, the round cap and the feature's draws. Errors wrap
	// [games.ErrBet] for a bet or mode the title refuses.
	Design(bet slotmech.Money, mode string) (*Design, error)

	// NewSampler returns a Sampler of the mode at bet for one goroutine.
	NewSampler(bet slotmech.Money, mode string) (Sampler, error)
}

// Design is a title's stratification of the rounds of one mode at one bet.
type Design struct {
	// Strata partition the base part's outcomes: their probabilities are
	// exact (computed, not measured) and add up to 1.
	Strata []Stratum

	// Cap is the round cap in minor units: a round pays min(W₀ + X, Cap).
	// 0 means no cap.
	Cap slotmech.Money

	// Grid divides every win the samples report (base atoms, feature
	// draws), in minor units; 0 means 1. With a cap, the feature's draws are
	// kept as counts on this grid below the cap (Cap/Grid cells, at most
	// [MaxCells]), which is what keeps memory flat however many features are
	// played.
	Grid slotmech.Money

	// Draws is the number of values of X every [FeatureSample] reports
	// (at least 1): a title that averages part of the feature exactly
	// (FeatureSample.Mean) reports several draws of the rest.
	Draws int

	// FeatureKey, if not empty, says that the feature is the same in every
	// mode whose design has the same key (Starlight's free spins are the
	// same in both modes): the estimator then plays one sample of
	// features for all of them, with the first such mode's sampler, and
	// sizes it for all of them.
	FeatureKey string
}

// MaxCells bounds Design.Cap / Design.Grid: 8 MB of counts per worker.
const MaxCells = 1 << 20

// Stratum is one stratum of a [Design]: its name for people and its exact
// probability.
type Stratum struct {
	Name string  // e.g. "scatters 2, multipliers 0"
	P    float64 // its probability, computed exactly (to float64 precision)

	// Fixed says that the stratum decides the base part's outcome: every
	// sample of it is the same (Starlight: a first screen on which nothing
	// pays pays its scatters alone). It is sampled once.
	Fixed bool
}

// Sampler samples the parts of the rounds of one mode at one bet, on one
// goroutine. It is not safe for concurrent use.
type Sampler interface {
	// SampleBase plays the base part of a round conditioned on stratum k
	// of the Design, drawing from src, and fills s (which it may reuse:
	// Atoms keeps its capacity).
	SampleBase(k int, src rng.Source, s *BaseSample) error

	// SampleFeature plays a feature on its own, as a trigger starts it
	// with nothing paid yet, drawing from src, and fills f (Draws keeps
	// its capacity).
	SampleFeature(src rng.Source, f *FeatureSample) error
}

// BaseSample is what one sampled base part tells the estimator: the
// expectations, given what was played, of its win and events. All money
// is in minor units, as float64: they are statistics, not payments.
type BaseSample struct {
	// Win is E[min(W₀, Cap) | play], or that less a control of mean zero
	// the title knows (see TriggerControl): any statistic whose mean given
	// the stratum is E[min(W₀, Cap)] keeps the estimate unbiased.
	Win    float64
	Hit    float64 // P(W₀ > 0 | play)
	Capped float64 // P(W₀ ≥ Cap | play); 0 without a cap

	// Triggered says the base part triggers the feature (when W₀ stays
	// below the cap). Atoms is then the distribution of W₀ below the cap
	// given the play: wins on the Design's grid with probabilities adding
	// up to 1 − Capped. Empty Atoms with Triggered means one atom: W₀ = Win
	// (so a title that subtracts a control from Win gives its atoms).
	Triggered bool
	Atoms     []Atom

	// TriggerControl is a statistic of mean zero given the stratum that
	// moves with Triggered, or 0. A title whose trigger is decided draw by
	// draw, each draw's chance of completing it known exactly, sets it to
	// Σ_t (T_t − π_t): T_t the trigger's indicator after draw t (as far as
	// the trigger goes: 1 once triggered), π_t its probability given what
	// was on screen before draw t. Each term has mean zero given what came
	// before (a martingale difference), so their sum has mean zero however
	// many draws the play makes; T less it leaves the conditional chances
	// Σ_t (π_t − T_{t−1}), which vary far less than the indicator. The
	// estimator subtracts ψ̄·TriggerControl from the sample's contribution
	// and TriggerControl from its trigger, ψ̄ the pilot features' mean
	// contribution (independent of the samples kept, so nothing is biased).
	TriggerControl float64

	Cost int64 // what the sample cost, in the title's units (screens evaluated), for allocation
}

// Atom is one value of a conditional distribution.
type Atom struct {
	Win slotmech.Money // a win on the grid, in minor units
	P   float64        // its probability
}

// FeatureSample is one feature played on its own.
type FeatureSample struct {
	// Mean is E[X | play], the feature's expected win given what was
	// played, uncapped, in minor units: exactly the mean of the
	// distribution Draws are drawn from. The estimator uses Draws only for
	// what the cap cuts, min(X, c) = X − (X − c)⁺, so a title that knows
	// Mean exactly leaves only the cut to chance (a control variate of
	// known mean). A title that knows nothing more sets Mean to the mean
	// of Draws. A title may subtract a control of mean zero from it (see
	// BaseSample.TriggerControl): min(X, c) is then estimated by Mean less
	// the cut, still without bias.
	Mean float64

	// Draws are Design.Draws independent values of X given the play, in
	// minor units, on the grid.
	Draws []slotmech.Money

	Cost int64 // what the sample cost, in the title's units
}

// Reset clears s for a new sample, keeping the capacity of Atoms.
func (s *BaseSample) Reset() { *s = BaseSample{Atoms: s.Atoms[:0]} }

// Reset clears f for a new sample, keeping the capacity of Draws.
func (f *FeatureSample) Reset() { *f = FeatureSample{Draws: f.Draws[:0]} }

// check returns what is wrong with d, or nil.
func (d *Design) check() error {
	if len(d.Strata) == 0 {
		return fmt.Errorf("no strata")
	}
	var sum float64
	for i, s := range d.Strata {
		if !(s.P >= 0 && s.P <= 1) {
			return fmt.Errorf("stratum %d (%s): probability %v, want 0 to 1", i+1, s.Name, s.P)
		}
		sum += s.P
	}
	if math.Abs(sum-1) > 1e-9 {
		return fmt.Errorf("the strata's probabilities add up to %.12f, want 1", sum)
	}
	if d.Cap < 0 {
		return fmt.Errorf("cap %d, want 0 (none) or more", d.Cap)
	}
	if d.Grid < 0 {
		return fmt.Errorf("grid %d, want 0 (1) or more", d.Grid)
	}
	if d.Draws < 1 {
		return fmt.Errorf("%d draws per feature, want at least 1", d.Draws)
	}
	if d.Cap > 0 && d.Cap%d.grid() != 0 {
		return fmt.Errorf("cap %d is not a multiple of the grid %d", d.Cap, d.grid())
	}
	if d.Cap/d.grid() > MaxCells {
		return fmt.Errorf("cap %d on a grid of %d is %d cells, more than %d: a smaller bet or a coarser grid", d.Cap, d.grid(), d.Cap/d.grid(), MaxCells)
	}
	return nil
}

func (d *Design) grid() slotmech.Money {
	if d.Grid <= 0 {
		return 1
	}
	return d.Grid
}

// sampled returns the number of strata that are not Fixed.
func (d *Design) sampled() int {
	n := 0
	for _, s := range d.Strata {
		if !s.Fixed {
			n++
		}
	}
	return n
}

// MinRounds returns the smallest budget ([Config].Rounds) the design
// accepts: 100 samples per stratum that is not Fixed, and at least 1000.
func (d *Design) MinRounds() int64 { return max(minRounds, int64(minStratum*d.sampled())) }
