package exact_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/internal/cputime"
	"github.com/slotmech/slotmech/internal/testfix/gamefix"
)

// BenchmarkFullCycleClassic measures exact.FullCycle of the classic 5×3
// game of gamefix.ClassicFive (33.5 million combinations, lines and a scatter, no cascade)
// at a line bet of 1. cpu-ns/op is the CPU time of the whole process per
// cycle (see internal/cputime) and combinations/cpu-s the combinations per
// CPU-second: per core, whatever the number of workers; combinations/s is
// per second of wall-clock time (which other processes on a shared machine
// lower).
func BenchmarkFullCycleClassic(b *testing.B) {
	g := gamefix.ClassicFive(b)
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("workers=%d", workers), func(b *testing.B) {
			var combos int64
			stop := cputime.StartProcess(b)
			for b.Loop() {
				c, err := exact.FullCycle(context.Background(), g, 1, exact.Options{Workers: workers})
				if err != nil {
					b.Fatal(err)
				}
				combos = c.Combinations
			}
			if ns := stop(); ns > 0 {
				b.ReportMetric(float64(combos)*1e9/ns, "combinations/cpu-s")
			}
			b.ReportMetric(float64(combos)*float64(b.N)/b.Elapsed().Seconds(), "combinations/s")
		})
	}
}
