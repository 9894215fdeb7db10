package tumble_test

import (
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/cputime"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

// bench6x5 is a 6×5 screen and a remove set of 9 positions over 5 reels, the
// shape of a typical Starlight Christmas pay-anywhere win; with symbol F
// kept (benchStep), 8 of them are removed: 2, 1, 1, 3, 0 and 1 holes on the
// six reels.
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

// benchClasses returns the class refill of Starlight Christmas's base game
// (SC-5, SC-6): the class weights of its DefaultMaths (nine paying symbols,
// the scatter, the multiplier class) and, for the multiplier class, a
// second draw of one of 15 values, the same table on every reel.
func benchClasses(tb testing.TB) *tumble.ClassRefill {
	weights := []int64{21990, 19330, 17500, 15000, 13170, 10670, 8670, 7170, 3930, 1962}
	var classes []tumble.Class
	for i, w := range weights {
		classes = append(classes, tumble.Class{Weight: w, Symbols: []slotmech.Symbol{slotmech.Symbol(i + 1)}})
	}
	mult := tumble.Class{Weight: 600, Weights: []int64{400, 300, 250, 200, 150, 120, 100, 60, 40, 30, 20, 8, 4, 2, 1}}
	for i := range mult.Weights {
		mult.Symbols = append(mult.Symbols, slotmech.Symbol(11+i))
	}
	classes = append(classes, mult)
	c, err := tumble.NewClassRefill([][]tumble.Class{classes, classes, classes, classes, classes, classes})
	if err != nil {
		tb.Fatal(err)
	}
	return c
}

// benchStep runs one remove-fall-refill step per iteration on a fresh copy
// of the 6×5 screen.
func benchStep(b *testing.B, r tumble.Refiller) { benchStepFrom(b, r, rng.NewStream(1, 1)) }

// benchStepFrom is benchStep with the draws from src.
func benchStepFrom(b *testing.B, r tumble.Refiller, src rng.Source) {
	base, remove := bench6x5(b)
	keep := slotmech.SymbolsOf(6)
	// s lives outside the loop: the screen passed to Step escapes to the
	// heap (it is handed to the Refiller interface), so a fresh local per
	// iteration would measure an allocation of the benchmark, not of Step.
	var s slotmech.Screen
	b.ReportAllocs()
	stop := cputime.Start(b)
	for b.Loop() {
		s = base
		if _, err := tumble.Step(&s, remove, keep, slotmech.Empty, r, src); err != nil {
			b.Fatal(err)
		}
	}
	stop()
}

// BenchmarkTumble6x5 measures one tumble step (remove, fall, refill) on a
// 6×5 screen removing 8 positions on 5 reels, so 8 new symbols, with each
// refill: "strip" from reel strips (Crystal Spin style, CS-8, no draw),
// "weighted" one draw per symbol from 10 weights per reel, and "class" the
// class-then-value refill of Starlight Christmas's base game (SC-5, SC-6),
// whose FillScreen packs the class draws of the whole step, three cells to
// a value (3 values for the 8 holes, one more for a rare multiplier's
// value). The draws come from the simulation stream (rng.NewStream,
// ChaCha8) passed as an rng.Source, as a game gets it.
//
// "class-splitmix" is "class" drawing from splitmix64 instead, a generator
// about four times cheaper per value than ChaCha8 here and not one the
// library offers for play: it shows what the class refill costs beyond its
// random values (the look-ups and the placement), which no faster
// generator removes. cpu-ns/op is the CPU time of the benchmark's thread per
// step (see internal/cputime), which other processes do not inflate.
func BenchmarkTumble6x5(b *testing.B) {
	b.Run("strip", func(b *testing.B) { benchStep(b, benchStrips(b)) })
	b.Run("weighted", func(b *testing.B) { benchStep(b, benchWeighted(b)) })
	b.Run("class", func(b *testing.B) { benchStep(b, benchClasses(b)) })
	b.Run("class-splitmix", func(b *testing.B) { benchStepFrom(b, benchClasses(b), &splitMix{1}) })
}

// splitMix is splitmix64 (Steele, Lea and Flood, 2014): a state advanced by
// a fixed odd constant and a 64-bit finaliser. A benchmark's cheap source
// only; the library's streams are ChaCha8 (rng.NewStream).
type splitMix struct{ x uint64 }

func (s *splitMix) Uint64() uint64 {
	s.x += 0x9e3779b97f4a7c15
	z := s.x
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// BenchmarkFall6x5 measures the fall alone of the same step, without
// refill.
func BenchmarkFall6x5(b *testing.B) {
	base, remove := bench6x5(b)
	var s slotmech.Screen
	b.ReportAllocs()
	stop := cputime.Start(b)
	for b.Loop() {
		s = base
		tumble.Fall(&s, remove, 0)
	}
	stop()
}
