package rng_test

import (
	"testing"

	"github.com/slotmech/slotmech/internal/cputime"
	"github.com/slotmech/slotmech/internal/weighted"
	"github.com/slotmech/slotmech/rng"
)

var sink uint64

// BenchmarkUint64 measures one value of the simulation stream
// (rng.NewStream, ChaCha8), called directly on the *Stream (ChaCha8's own
// Uint64, which the Stream embeds).
func BenchmarkUint64(b *testing.B) {
	b.ReportAllocs()
	src := rng.NewStream(1, 0)
	var x uint64
	stop := cputime.Start(b)
	for b.Loop() {
		x += src.Uint64()
	}
	stop()
	sink = x
}

// BenchmarkIntN measures one unbiased bounded draw, IntN(src, 37), on the
// simulation stream passed as an rng.Source (one dynamic call per value).
func BenchmarkIntN(b *testing.B) {
	b.ReportAllocs()
	src := rng.NewStream(1, 0)
	var x int
	stop := cputime.Start(b)
	for b.Loop() {
		x += rng.IntN(src, 37)
	}
	stop()
	sink = uint64(x)
}

// BenchmarkWeighted measures one exact weighted draw from 10 integer
// weights (total 190), Weighted.Draw on the simulation stream.
func BenchmarkWeighted(b *testing.B) {
	b.ReportAllocs()
	w := (*rng.Weighted)(weighted.Must(40, 35, 30, 25, 20, 15, 10, 8, 5, 2))
	src := rng.NewStream(1, 0)
	var x int
	stop := cputime.Start(b)
	for b.Loop() {
		x += w.Draw(src)
	}
	stop()
	sink = uint64(x)
}

// BenchmarkCrypto measures one value of the cryptographic source
// (rng.NewCrypto, the operating system's generator).
func BenchmarkCrypto(b *testing.B) {
	b.ReportAllocs()
	src := rng.NewCrypto()
	var x uint64
	stop := cputime.Start(b)
	for b.Loop() {
		x += src.Uint64()
	}
	stop()
	sink = x
}

// BenchmarkWeightedLarge measures one exact weighted draw from 11 weights
// with a total of 119 992 (the class weights of Starlight Christmas's base
// game), Weighted.Draw on the simulation stream.
func BenchmarkWeightedLarge(b *testing.B) {
	b.ReportAllocs()
	w := (*rng.Weighted)(weighted.Must(21990, 19330, 17500, 15000, 13170, 10670, 8670, 7170, 3930, 1962, 600))
	src := rng.NewStream(1, 0)
	var x int
	stop := cputime.Start(b)
	for b.Loop() {
		x += w.Draw(src)
	}
	stop()
	sink = uint64(x)
}

func TestDrawsDoNotAllocate(t *testing.T) {
	src := rng.NewStream(1, 0)
	w := (*rng.Weighted)(weighted.Must(1, 2, 3))
	if n := testing.AllocsPerRun(100, func() {
		src.Uint64()
		rng.IntN(src, 37)
		w.Draw(src)
	}); n != 0 {
		t.Errorf("draws allocate %v times per run, want 0", n)
	}
}
