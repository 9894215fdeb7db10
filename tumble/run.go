package tumble

import (
	"strconv"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
)

// Evaluate evaluates a screen for one step of a tumble sequence: it pays
// whatever the game pays (the caller's business) and returns the positions to
// remove. An empty set means no win: the sequence ends.
type Evaluate func(s *slotmech.Screen) (remove slotmech.PosSet)

// Run drives a tumble sequence: it evaluates s, and while the evaluation
// reports a win it does a [Step] (remove, fall, refill) and evaluates again.
// It returns steps, the number of winning evaluations, each of which was
// followed by a step.
//
// Run always ends:
//
//   - normally, with a nil error, when an evaluation returns the empty set;
//   - with a nil error when an evaluation wins but its remove set removes
//     nothing (every position shows a symbol in keep, is Empty or is off the
//     screen). The win is counted, but the screen would not change and the
//     same win would repeat forever, so the sequence ends there;
//   - with an error wrapping [ErrTooManySteps] when the screen still wins
//     after maxSteps steps (a maxSteps ≤ 0 allows none). steps is then
//     maxSteps and the last winning evaluation (whatever it would remove)
//     has not been stepped. So steps ≤ maxSteps always;
//   - with the refiller's error if a refill fails; steps then counts the
//     evaluation whose step failed.
//
// A cascade can in principle go on forever: with a strip made of a single
// symbol every refill brings that symbol back, and a screen of one symbol wins
// at every step. With random refills every further step is merely unlikely.
// maxSteps is the caller's bound for such a game; the caller sees
// ErrTooManySteps rather than a hang.
//
// Games that itemise each step (what was paid, what was removed, what fell
// in) usually write this loop themselves with [Step]; Run is the simple
// driver. Run does not allocate unless eval or r does, or on error.
func Run(s *slotmech.Screen, eval Evaluate, keep slotmech.SymbolSet, r Refiller, src rng.Source, maxSteps int) (steps int, err error) {
	for {
		remove := eval(s)
		if remove == 0 {
			return steps, nil
		}
		if steps >= maxSteps {
			return steps, failure("Run", "", strconv.Itoa(steps), ErrTooManySteps, "the screen still wins after "+strconv.Itoa(steps)+" steps")
		}
		steps++
		removed, err := Step(s, remove, keep, slotmech.Empty, r, src)
		if err != nil {
			return steps, err
		}
		if removed == 0 {
			return steps, nil
		}
	}
}
