package gamble_test

import (
	"testing"

	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/rng"
)

// play runs one short gamble: start, half, a pick, then collect if still
// open.
func play(g *gamble.Gamble, src rng.Source) {
	_ = g.Start(10, false)
	_, _ = g.Half()
	_, _ = g.Pick(gamble.Red, src)
	if g.State().Open {
		_, _ = g.Collect()
	}
}

// Steady-state play allocates nothing (reading the history, a copy, does).
func TestNoAllocs(t *testing.T) {
	g := mustNew(t, crystalSpin)
	src := rng.NewStream(1, 0)
	if n := testing.AllocsPerRun(1000, func() { play(g, src) }); n != 0 {
		t.Errorf("a gamble allocates %v times, want 0", n)
	}
}

// BenchmarkPick measures one pick; a new gamble is started (not timed apart)
// whenever the last one ended.
func BenchmarkPick(b *testing.B) {
	g := mustNew(b, gamble.Config{Unit: 1, History: 5})
	src := rng.NewStream(1, 0)
	b.ReportAllocs()
	for b.Loop() {
		if !g.State().Open {
			_ = g.Start(1, false)
		}
		_, _ = g.Pick(gamble.Red, src)
	}
}

// BenchmarkGamble measures a whole short gamble: start, half, pick and
// collect.
func BenchmarkGamble(b *testing.B) {
	g := mustNew(b, crystalSpin)
	src := rng.NewStream(1, 0)
	b.ReportAllocs()
	for b.Loop() {
		play(g, src)
	}
}
