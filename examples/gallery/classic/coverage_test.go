package main

import (
	"context"
	"math/big"
	"os"
	"testing"

	"github.com/slotmech/slotmech/games/sim"
)

// Coverage (issue 18, item 4) of plain Monte Carlo on a game whose RTP is
// exact: over independent seeds, the 99% interval of games/sim covers
// 2384835/2576816 in 99% of runs. The misses of 100 runs are then
// Binomial(100, 0.01): 5 or fewer pass (P(more) < 0.1%), so an honest
// interval fails one time in a thousand and the fixed seeds make the
// outcome the same on every run. SLOTMECH_FULL=1 (CI) runs 1000 seeds, of
// which 2 to 21 may miss. internal/estimate's coverage tests hold the
// estimator's and the check's own teeth.
func TestCoveragePlainMonteCarlo(t *testing.T) {
	if raceEnabled {
		t.Skip("millions of rounds")
	}
	runs, lo, hi := 100, 0, 5
	if os.Getenv("SLOTMECH_FULL") == "1" {
		runs, lo, hi = 1000, 2, 21
	}
	truth, _ := new(big.Rat).SetFrac64(2384835, 2576816).Float64()
	g := title(t)
	misses := 0
	for seed := range runs {
		st, err := sim.Simulate(context.Background(), sim.Config{Game: g, Rounds: 50_000, Seed: uint64(seed + 1)})
		if err != nil {
			t.Fatal(err)
		}
		if d := st.RTP() - truth; d > st.RTPCI99() || -d > st.RTPCI99() {
			misses++
		}
	}
	t.Logf("%d of %d 99%% intervals miss the exact RTP %.6f", misses, runs, truth)
	if misses < lo || misses > hi {
		t.Errorf("%d of %d 99%% intervals miss the exact RTP, want %d to %d", misses, runs, lo, hi)
	}
}
