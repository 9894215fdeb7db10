package estimate_test

import (
	"context"
	"fmt"

	"github.com/slotmech/slotmech/internal/estimate"
	"github.com/slotmech/slotmech/internal/toygame"
)

// A game without estimate.Stratified (here the toy title of the tests,
// RTP 487/512 = 95.12%) is estimated by plain Monte Carlo; a title that
// implements it, such as games/starlight, gets the stratified estimator
// with the same call.
func ExampleEstimate() {
	r, err := estimate.Estimate(context.Background(), estimate.Config{Game: toygame.Game{}, Rounds: 1_000_000, Seed: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, m := range r.Modes {
		fmt.Printf("%-8s %s: RTP %.2f%% ± %.2f pp (99%%), features 1 in %.1f\n",
			m.Mode, m.Method, 100*m.RTP.Value, 100*m.RTP.Half, 1/m.FeatureRate.Value)
	}
	// Output:
	// standard plain: RTP 94.37% ± 2.15 pp (99%), features 1 in 23.3
	// ante     plain: RTP 76.85% ± 1.75 pp (99%), features 1 in 23.0
}
