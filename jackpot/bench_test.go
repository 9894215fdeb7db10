package jackpot_test

import (
	"fmt"
	"sync/atomic"
	"testing"

	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
)

// BenchmarkContribute is Play under contention: parallel terminals
// (RunParallel, GOMAXPROCS goroutines), each with its own stream, all
// feeding the same three pools (the grand pool of every terminal, a venue
// pool and a group pool). Its ns/op is throughput, the wall time per Play
// with all the terminals playing at once, not the latency of one Play
// (which is about GOMAXPROCS times as long); compare BenchmarkPlay for one
// terminal alone.
func BenchmarkContribute(b *testing.B) {
	s := newSystem(b, hallPools()...)
	var next atomic.Uint64
	b.ReportAllocs()
	b.RunParallel(func(pb *testing.PB) {
		i := next.Add(1)
		term := jackpot.Terminal{ID: fmt.Sprintf("T-%d", i), Venue: "brno"} // in all three pools
		src := rng.NewStream(1, i)
		for pb.Next() {
			if _, err := s.PlayWith(ctx, jackpot.Game{Terminal: term, Number: nextGame(), Stake: 100, At: at0}, src); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkPlay measures one Play of one terminal alone (its latency, no
// contention), into the same three pools.
func BenchmarkPlay(b *testing.B) {
	s := newSystem(b, hallPools()...)
	term := jackpot.Terminal{ID: "T-1", Venue: "brno"}
	src := rng.NewStream(1, 0)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.PlayWith(ctx, jackpot.Game{Terminal: term, Number: nextGame(), Stake: 100, At: at0}, src); err != nil {
			b.Fatal(err)
		}
	}
}

// A game that hits nothing allocates nothing (in the style of strconv's
// checkNoAllocs); only a hit allocates, for the records it returns.
func TestPlayDoesNotAllocate(t *testing.T) {
	s := newSystem(t, hallPools()...)
	term := jackpot.Terminal{ID: "T-1", Venue: "brno"}
	// never: no chance hit; stake 5 is 0.075 Kč into "brno", so its
	// threshold (≤ 2 000) is not reached in these games.
	var src rng.Source = never // converted once: the conversion allocates
	play(t, s, term, 5, src)   // open the pools
	allocs := testing.AllocsPerRun(1000, func() {
		if _, err := s.PlayWith(ctx, jackpot.Game{Terminal: term, Number: nextGame(), Stake: 5, At: at0}, src); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Fatalf("Play allocates %v times per game; want 0", allocs)
	}
}

// Report, which draws from the system's own source, allocates nothing
// either for a game that hits nothing.
func TestReportDoesNotAllocate(t *testing.T) {
	var src rng.Source = never
	s, err := jackpot.NewSystem(ctx, hallPools(), new(jackpot.MemoryStore), src)
	if err != nil {
		t.Fatal(err)
	}
	term := jackpot.Terminal{ID: "T-1", Venue: "brno"}
	if _, err := s.Report(ctx, jackpot.Game{Terminal: term, Number: 1, Stake: 5, At: at0}); err != nil {
		t.Fatal(err)
	}
	n := uint64(1)
	allocs := testing.AllocsPerRun(1000, func() {
		n++
		if _, err := s.Report(ctx, jackpot.Game{Terminal: term, Number: n, Stake: 5, At: at0}); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Fatalf("Report allocates %v times per game; want 0", allocs)
	}
}
