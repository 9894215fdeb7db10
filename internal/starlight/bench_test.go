package starlight_test

import (
	"testing"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/cputime"
	"github.com/slotmech/slotmech/internal/starlight"
	"github.com/slotmech/slotmech/rng"
)

// BenchmarkRound plays full rounds in standard mode (free spins amortised).
// Target: at most 500 ns/op (2 million rounds a second per core) and 0
// allocs/op.
func BenchmarkRound(b *testing.B) {
	p := starlight.NewPlayer(starlight.New())
	src := rng.NewStream(1, 0)
	b.ReportAllocs()
	stop := cputime.Start(b)
	for b.Loop() {
		if _, err := p.Play(100, games.Standard, src, nil); err != nil {
			b.Fatal(err)
		}
	}
	stop()
}
