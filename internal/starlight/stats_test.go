package starlight_test

import (
	"math"
	"testing"

	"github.com/slotmech/slotmech/internal/starlight"
	"github.com/slotmech/slotmech/rng"
)

// Documented figures (see "Maths" in the package documentation).
const (
	docRTP      = 0.9550
	docTrigger  = 1.0 / 400
	docAnteRate = 2.0
)

// SC-14: on a fixed seed, a short plain simulation of each mode (rounds
// played by Player.Play with the real multiplier values, the path a
// production round takes) has the documented RTP inside its own 99 %
// interval, and the trigger rates match the documented ones (SC-9) with the
// ante doubling them (SC-11). It is a coarse cross-check of Play: with
// 200 000 rounds its interval is about ± 7 pp, so it cannot see an RTP error
// of a few points; TestSC_14_RTPStratified (rtp_test.go) is the test with
// teeth (0.5 pp), and TestSC_14_CertifiedMathsPinned pins Play's rounds of a
// seed exactly.
func TestSC_14_PlainRoundsCrossCheck(t *testing.T) {
	rounds := 200_000
	if testing.Short() || raceEnabled {
		rounds = 100_000
	}
	g := starlight.New()
	var rate [2]float64
	p := g.NewPlayer()
	for i, mode := range g.Modes() {
		var n, sum, sum2, trig float64
		for b := range rounds / 10_000 { // blocks on their own streams, like sim.Simulate
			src := rng.NewStream(2026, uint64(b))
			for range 10_000 {
				out, err := p.Play(100, mode.Name, src, nil)
				if err != nil {
					t.Fatal(err)
				}
				x := float64(out.Win) / float64(out.Stake)
				n++
				sum += x
				sum2 += x * x
				if out.Triggered {
					trig++
				}
			}
		}
		mean := sum / n
		half := 2.5758 * math.Sqrt((sum2/n-mean*mean)/n)
		t.Logf("%s: RTP %.4f ± %.4f, trigger 1 in %.1f", mode.Name, mean, half, n/trig)
		if math.Abs(mean-docRTP) > half {
			t.Errorf("%s: RTP %.4f ± %.4f (99%%) excludes the documented %.4f", mode.Name, mean, half, docRTP)
		}
		rate[i] = trig / n
		want := docTrigger
		if mode.Name == starlight.Ante {
			want *= docAnteRate
		}
		if h := 2.5758 * math.Sqrt(want*(1-want)/n); math.Abs(rate[i]-want) > h {
			t.Errorf("%s: trigger rate %.5f, documented %.5f ± %.5f", mode.Name, rate[i], want, h)
		}
	}
	// The ratio's 99 % interval, from the two independent binomial counts.
	ratio := rate[1] / rate[0]
	rel := 2.5758 * math.Sqrt(1/(rate[0]*float64(rounds))+1/(rate[1]*float64(rounds)))
	if math.Abs(ratio-docAnteRate) > docAnteRate*rel {
		t.Errorf("ante/standard trigger ratio %.3f, documented %.1f ± %.3f", ratio, docAnteRate, docAnteRate*rel)
	}
}
