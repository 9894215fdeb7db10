package tumble_test

import (
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

// bench6x5 is a 6×5 screen and a remove set of 8 positions over 4 reels, the
// shape of a typical Starlight Christmas pay-anywhere win.
func bench6x5(tb testing.TB) (slotmech.Screen, slotmech.PosSet) {
	s := screenOf(tb,
		"ABCDEF",
		"BACEDF",
		"CDABFE",
		"DCBAEF",
		"EFDCBA",
	)
	return s, posOf(
		"x..x..",
		".x....",
		"..xx..",
		"...x.x",
		"x....x",
	)
}

// benchStrips returns a strip refill over six strips of 40 symbols.
func benchStrips(tb testing.TB) *tumble.StripRefill {
	in := make([][]slotmech.Symbol, 6)
	for reel := range in {
		for i := range 40 {
			in[reel] = append(in[reel], slotmech.Symbol(1+(i*7+reel)%11))
		}
	}
	strips, err := tumble.NewStrips(in)
	if err != nil {
		tb.Fatal(err)
	}
	r := tumble.NewStripRefill(strips)
	if err := r.Reset([]int{0, 5, 10, 15, 20, 25}); err != nil {
		tb.Fatal(err)
	}
	return r
}

// benchWeighted returns a weighted refill of 10 symbols per reel.
func benchWeighted(tb testing.TB) *tumble.WeightedRefill {
	symbols := make([][]slotmech.Symbol, 6)
	weights := make([][]int64, 6)
	for reel := range symbols {
		for i := range 10 {
			symbols[reel] = append(symbols[reel], slotmech.Symbol(i+1))
			weights[reel] = append(weights[reel], int64(10+i*3+reel))
		}
	}
	w, err := tumble.NewWeightedRefill(symbols, weights)
	if err != nil {
		tb.Fatal(err)
	}
	return w
}

// benchStep runs one remove-fall-refill step per iteration on a fresh copy
// of the 6×5 screen.
func benchStep(b *testing.B, r tumble.Refiller) {
	base, remove := bench6x5(b)
	keep := slotmech.SymbolsOf(6)
	src := rng.NewStream(1, 1)
	// s lives outside the loop: the screen passed to Step escapes to the
	// heap (it is handed to the Refiller interface), so a fresh local per
	// iteration would measure an allocation of the benchmark, not of Step.
	var s slotmech.Screen
	b.ReportAllocs()
	for b.Loop() {
		s = base
		if _, err := tumble.Step(&s, remove, keep, r, src); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkTumble6x5: one step on a 6×5 screen removing 8 positions on 4
// reels, strip refill (Crystal Spin style, CS-8).
func BenchmarkTumble6x5(b *testing.B) { benchStep(b, benchStrips(b)) }

// BenchmarkTumble6x5Weighted: the same step with a weighted refill of 10
// symbols per reel (Starlight Christmas style, SC-5).
func BenchmarkTumble6x5Weighted(b *testing.B) { benchStep(b, benchWeighted(b)) }

// BenchmarkFall6x5: the fall alone, without refill.
func BenchmarkFall6x5(b *testing.B) {
	base, remove := bench6x5(b)
	var s slotmech.Screen
	b.ReportAllocs()
	for b.Loop() {
		s = base
		tumble.Fall(&s, remove, 0)
	}
}
