package starlight_test

import (
	"testing"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/starlight"
	"github.com/slotmech/slotmech/rng"
)

// Play allocates nothing in steady state without a Detail, in both modes,
// features included; nor do PlayFeature and PlayForced with the game's own
// refill.
func TestPlayNoAllocs(t *testing.T) {
	g := starlight.New()
	p := starlight.NewPlayer(g)
	for _, mode := range g.Modes() {
		src := rng.NewStream(42, 0)
		for range 1000 { // warm up
			if _, err := p.Play(100, mode.Name, src, nil); err != nil {
				t.Fatal(err)
			}
		}
		if n := testing.AllocsPerRun(2000, func() { _, _ = p.Play(100, mode.Name, src, nil) }); n != 0 {
			t.Errorf("%s: Play allocates %v times per round", mode.Name, n)
		}
		if n := testing.AllocsPerRun(200, func() { _, _ = p.PlayFeature(100, src, nil) }); n != 0 {
			t.Errorf("PlayFeature allocates %v times", n)
		}
	}
	src := rng.NewStream(43, 0)
	f := &games.Forced{Bet: 100, Screen: grid(t, calmRows...)}
	_, _ = p.PlayForced(f, src, nil)
	if n := testing.AllocsPerRun(1000, func() { _, _ = p.PlayForced(f, src, nil) }); n != 0 {
		t.Errorf("PlayForced allocates %v times", n)
	}
	f.State = freeSpin(7)
	if n := testing.AllocsPerRun(1000, func() { _, _ = p.PlayForced(f, src, nil) }); n != 0 {
		t.Errorf("PlayForced of a free spin allocates %v times", n)
	}
}

// With a Detail, a reused Detail stops allocating once its slices have
// grown.
func TestPlayDetailReusesDetail(t *testing.T) {
	p := starlight.New().NewPlayer()
	src := rng.NewStream(44, 0)
	var d games.Detail
	for range 5000 {
		if _, err := p.Play(100, games.Standard, src, &d); err != nil {
			t.Fatal(err)
		}
	}
	// Replay the same base-game rounds: the capacity is there.
	src = rng.NewStream(44, 0)
	n := testing.AllocsPerRun(100, func() { _, _ = p.Play(100, games.Standard, src, &d) })
	if n > 0.5 {
		t.Errorf("itemised rounds allocate %v times on average after warm-up", n)
	}
}
