package weighted_test

import (
	"testing"

	"github.com/slotmech/slotmech/internal/cputime"
	"github.com/slotmech/slotmech/internal/weighted"
	"github.com/slotmech/slotmech/rng"
)

// BenchmarkWeightedPacked measures the same table's draws packed three to
// a value (Weighted.DrawPacked of 3 cells: one Uint64N value of [0, T³)
// and three digits), per cell, to compare with BenchmarkWeightedLarge.
func BenchmarkWeightedPacked(b *testing.B) {
	b.ReportAllocs()
	w := weighted.Must(21990, 19330, 17500, 15000, 13170, 10670, 8670, 7170, 3930, 1962, 600)
	src := rng.NewStream(1, 0)
	var cells [3]int
	var x int
	stop := cputime.Start(b)
	for b.Loop() {
		w.DrawPacked(cells[:], src)
		x += cells[0] + cells[1] + cells[2]
	}
	if ns := stop(); ns > 0 {
		b.ReportMetric(ns/3, "cpu-ns/cell")
	}
	sink = uint64(x)
}

// BenchmarkHalvesFill measures Halves.Fill drawing 28 indices (a Starlight
// first screen's paying positions) from the nine paying weights of its
// base game, throughput per call, from a ChaCha8 stream.
func BenchmarkHalvesFill(b *testing.B) {
	h, err := weighted.NewHalves(weighted.Must(21990, 19330, 17500, 15000, 13170, 10670, 8670, 7170, 3930))
	if err != nil {
		b.Fatal(err)
	}
	src := rng.NewStream(1, 0)
	dst := make([]uint8, 28)
	b.ReportAllocs()
	for b.Loop() {
		h.Fill(dst, src)
	}
}

var sink uint64
