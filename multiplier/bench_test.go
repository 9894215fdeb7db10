package multiplier_test

import (
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/cputime"
	"github.com/slotmech/slotmech/rng"
)

var sinkInt64 int64

// BenchmarkSum6x5 measures one Table.Sum of a Starlight-sized (6×5) screen
// with three multiplier symbols.
func BenchmarkSum6x5(b *testing.B) {
	tab := starTable(b)
	s := slotmech.NewScreen(6, 5)
	for r := range 6 {
		for row := range 5 {
			s.Set(r, row, slotmech.Symbol(1+(r*5+row)%9))
		}
	}
	s.Set(0, 0, starFirst)
	s.Set(2, 3, starFirst+4)
	s.Set(5, 4, starFirst+14)
	b.ReportAllocs()
	stop := cputime.Start(b)
	for b.Loop() {
		sinkInt64 += tab.Sum(&s)
	}
	stop()
}

// BenchmarkDraw measures one Table.Draw from the 15-entry SC-6 value table
// on the simulation stream.
func BenchmarkDraw(b *testing.B) {
	tab := starTable(b)
	src := rng.NewStream(1, 0)
	b.ReportAllocs()
	stop := cputime.Start(b)
	for b.Loop() {
		sinkInt64 += int64(tab.Draw(src))
	}
	stop()
}
