package games

import (
	"context"
	"testing"

	"github.com/slotmech/slotmech/rng"
)

// BenchmarkSimulateToy measures a simulated round of the toy game, harness
// included, on one worker; compare BenchmarkToyPlay for the harness's share.
func BenchmarkSimulateToy(b *testing.B) {
	b.ReportAllocs()
	s, err := Simulate(context.Background(), SimConfig{Game: toyGame{}, Rounds: int64(b.N), Workers: 1})
	if err != nil || s.Rounds != int64(b.N) {
		b.Fatal(err)
	}
}

// BenchmarkSimulateToyParallel is BenchmarkSimulateToy on every core.
func BenchmarkSimulateToyParallel(b *testing.B) {
	b.ReportAllocs()
	if _, err := Simulate(context.Background(), SimConfig{Game: toyGame{}, Rounds: int64(b.N)}); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkToyPlay is the toy game's round alone, without the harness.
func BenchmarkToyPlay(b *testing.B) {
	b.ReportAllocs()
	src := rng.NewStream(1, 0)
	var out Outcome
	for b.Loop() {
		if err := (toyGame{}).Play(100, Standard, src, &out); err != nil {
			b.Fatal(err)
		}
	}
}
