package markov

import (
	"testing"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/cputime"
	"github.com/slotmech/slotmech/internal/starlight"
	"github.com/slotmech/slotmech/rng"
)

// BenchmarkFirstStarlight is the exact first two steps of Starlight's base
// game.
func BenchmarkFirstStarlight(b *testing.B) {
	b.ReportAllocs()
	s := StarlightBase()
	p0, _ := cputime.Process()
	stop := cputime.Start(b)
	for b.Loop() {
		if _, err := First(s); err != nil {
			b.Fatal(err)
		}
	}
	stop()
	if p1, ok := cputime.Process(); ok { // with the collector's threads
		b.ReportMetric(float64(p1-p0)/float64(b.N), "proc-cpu-ns/op")
	}
}

// BenchmarkExactTiny is the count chain of the 2×2 game with features,
// cut after 3 winning steps.
func BenchmarkExactTiny(b *testing.B) {
	b.ReportAllocs()
	s := withFeatures().spec()
	for b.Loop() {
		if _, err := Exact(s, 3); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPlayStarlightItemised is one itemised standard round of the
// library's player: what a simulation of the same figures costs a round.
// With BenchmarkFirstStarlight's cpu-ns/op it gives the rounds a
// simulation plays in the CPU time of the exact figures (see the note of
// issue #32 item 3).
func BenchmarkPlayStarlightItemised(b *testing.B) {
	b.ReportAllocs()
	p := starlight.New().NewPlayer()
	src := rng.NewStream(7, 0)
	var d games.Detail
	stop := cputime.Start(b)
	for b.Loop() {
		if _, err := p.Play(100, games.Standard, src, &d); err != nil {
			b.Fatal(err)
		}
	}
	stop()
}
