package rng_test

import (
	"testing"

	"github.com/slotmech/slotmech/rng"
)

var sink uint64

func BenchmarkUint64(b *testing.B) {
	b.ReportAllocs()
	src := rng.NewStream(1, 0)
	var x uint64
	for b.Loop() {
		x += src.Uint64()
	}
	sink = x
}

func BenchmarkIntN(b *testing.B) {
	b.ReportAllocs()
	src := rng.NewStream(1, 0)
	var x int
	for b.Loop() {
		x += rng.IntN(src, 37)
	}
	sink = uint64(x)
}

func BenchmarkWeighted(b *testing.B) {
	b.ReportAllocs()
	w := rng.MustWeighted(40, 35, 30, 25, 20, 15, 10, 8, 5, 2)
	src := rng.NewStream(1, 0)
	var x int
	for b.Loop() {
		x += w.Draw(src)
	}
	sink = uint64(x)
}

func BenchmarkCrypto(b *testing.B) {
	b.ReportAllocs()
	src := rng.NewCrypto()
	var x uint64
	for b.Loop() {
		x += src.Uint64()
	}
	sink = x
}

func TestDrawsDoNotAllocate(t *testing.T) {
	src := rng.NewStream(1, 0)
	w := rng.MustWeighted(1, 2, 3)
	if n := testing.AllocsPerRun(100, func() {
		src.Uint64()
		rng.IntN(src, 37)
		w.Draw(src)
	}); n != 0 {
		t.Errorf("draws allocate %v times per run, want 0", n)
	}
}
