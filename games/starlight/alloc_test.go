package starlight_test

import (
	"testing"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/starlight"
	"github.com/slotmech/slotmech/rng"
)

// Play allocates nothing in steady state without Detail, in both modes,
// features included; nor does PlaySpin with the game's own refill.
func TestPlayNoAllocs(t *testing.T) {
	g := starlight.New()
	for _, mode := range []games.Mode{games.Standard, games.Ante} {
		src := rng.NewStream(42, 0)
		var out games.Outcome
		for range 1000 { // warm up
			if err := g.Play(100, mode, src, &out); err != nil {
				t.Fatal(err)
			}
		}
		if n := testing.AllocsPerRun(2000, func() { _ = g.Play(100, mode, src, &out) }); n != 0 {
			t.Errorf("%s: Play allocates %v times per round", mode, n)
		}
		if n := testing.AllocsPerRun(200, func() { _ = g.PlayFeature(100, src, &out) }); n != 0 {
			t.Errorf("PlayFeature allocates %v times", n)
		}
	}
	var out games.Outcome
	src := rng.NewStream(43, 0)
	in := starlight.SpinInput{Bet: 100, Mode: games.Standard, Screen: grid(t, calmRows...)}
	_ = g.PlaySpin(in, src, &out)
	if n := testing.AllocsPerRun(1000, func() { _ = g.PlaySpin(in, src, &out) }); n != 0 {
		t.Errorf("PlaySpin allocates %v times", n)
	}
}

// With Detail, a reused Outcome stops allocating once its slices have grown.
func TestPlayDetailReusesOutcome(t *testing.T) {
	g := starlight.New()
	src := rng.NewStream(44, 0)
	out := games.Outcome{Detail: true}
	for range 5000 {
		if err := g.Play(100, games.Standard, src, &out); err != nil {
			t.Fatal(err)
		}
	}
	// Replay the same base-game rounds: the capacity is there.
	src = rng.NewStream(44, 0)
	n := testing.AllocsPerRun(100, func() { _ = g.Play(100, games.Standard, src, &out) })
	if n > 0.5 {
		t.Errorf("itemised rounds allocate %v times on average after warm-up", n)
	}
}
