package sim

import (
	"context"
	"testing"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/toygame"
	"github.com/slotmech/slotmech/rng"
)

// BenchmarkSimulateToy measures the latency of a simulated round of the toy
// game, harness included, on one worker; compare BenchmarkToyPlay for the
// harness's share.
func BenchmarkSimulateToy(b *testing.B) {
	b.ReportAllocs()
	s, err := Simulate(context.Background(), Config{Game: toygame.Game{}, Rounds: int64(b.N), Workers: 1})
	if err != nil || s.Rounds != int64(b.N) {
		b.Fatal(err)
	}
}

// BenchmarkSimulateToyParallel is BenchmarkSimulateToy on every core: its
// ns/op is throughput (wall time per round with all workers), not latency.
func BenchmarkSimulateToyParallel(b *testing.B) {
	b.ReportAllocs()
	if _, err := Simulate(context.Background(), Config{Game: toygame.Game{}, Rounds: int64(b.N)}); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkToyPlay is the toy game's round alone, without the harness.
func BenchmarkToyPlay(b *testing.B) {
	b.ReportAllocs()
	src := rng.NewStream(1, 0)
	p := toygame.Game{}.NewPlayer()
	for b.Loop() {
		if _, err := p.Play(100, games.Standard, src, nil); err != nil {
			b.Fatal(err)
		}
	}
}
