package stripgame

import (
	"context"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/internal/cputime"
	"github.com/slotmech/slotmech/lines"
)

// benchTen is a 5×3 base game of 10 lines and a scatter, strips of 16
// (16⁵ = 1 048 576 combinations), with free spins (free: 3 scatters
// award 8, × 2, retrigger 3) or without.
func benchTen(free bool) Config {
	const (
		k slotmech.Symbol = iota + 1
		q
		j
		t
		wild
		sc
	)
	strip := func(shift int) []slotmech.Symbol {
		base := []slotmech.Symbol{k, q, j, t, k, q, wild, j, t, sc, k, q, j, t, q, j}
		out := make([]slotmech.Symbol, len(base))
		for i := range base {
			out[i] = base[(i+shift*3)%len(base)]
		}
		return out
	}
	w := func(f ...int64) []slotmech.Factor {
		out := []slotmech.Factor{0, 0, 0} // runs of 0 to 2 pay nothing
		for _, x := range f {
			out = append(out, slotmech.Whole(x))
		}
		return out
	}
	c := Config{
		Name: "bench-ten", Symbols: []string{"K", "Q", "J", "10", "W", "S"}, Rows: 3,
		Strips: [][]slotmech.Symbol{strip(0), strip(1), strip(2), strip(3), strip(4)},
		Lines: &lines.Config{Wild: wild, WildPaysAs: k, Lines: [][]int{{1, 1, 1, 1, 1}, {0, 0, 0, 0, 0}, {2, 2, 2, 2, 2}, {0, 1, 2, 1, 0},
			{2, 1, 0, 1, 2}, {0, 0, 1, 2, 2}, {2, 2, 1, 0, 0}, {1, 0, 0, 0, 1}, {1, 2, 2, 2, 1}, {0, 1, 1, 1, 0}},
			Pays: map[slotmech.Symbol][]slotmech.Factor{k: w(5, 20, 100), q: w(4, 15, 60), j: w(3, 10, 40), t: w(2, 8, 30)}},
		Scatter: sc, ScatterPays: []cluster.ScatterPay{{Count: 3, Factor: slotmech.Whole(2)}},
		BetModel: LineBet, Bets: []slotmech.Money{1, 10},
	}
	if free {
		c.Free = &FreeSpins{Trigger: []Award{{Scatters: 3, Spins: 8}}, Retrigger: []Award{{Scatters: 3, Spins: 3}},
			Max: 100, Multiplier: 2}
	}
	return c
}

// BenchmarkFeatureBaseFullCycle measures exact.FullCycle, one worker, of
// the 10-line base game of benchTen: as a strip game of its own, through
// the feature game's BaseGame (a strip game since v1.0.0, fs_exact.go),
// and through the feature engine's base player of before (fsBaseGame,
// still the base game of a ways feature). combinations/cpu-s is per
// CPU-second of the process; allocs are per cycle.
func BenchmarkFeatureBaseFullCycle(b *testing.B) {
	sg, err := New(benchTen(false))
	if err != nil {
		b.Fatal(err)
	}
	fg, err := New(benchTen(true))
	if err != nil {
		b.Fatal(err)
	}
	base, _ := fg.(*fsGame).BaseGame()
	for _, c := range []struct {
		name string
		g    games.Game
	}{{"strip-game", sg}, {"feature-BaseGame", base}, {"feature-engine-before", fsBaseGame{fg.(*fsGame)}}} {
		b.Run(c.name, func(b *testing.B) {
			var combos int64
			b.ReportAllocs()
			stop := cputime.StartProcess(b)
			for b.Loop() {
				cyc, err := exact.FullCycle(context.Background(), c.g, 1, exact.Options{Workers: 1})
				if err != nil {
					b.Fatal(err)
				}
				combos = cyc.Combinations
			}
			if ns := stop(); ns > 0 {
				b.ReportMetric(float64(combos)*float64(b.N)*1e9/ns, "combinations/cpu-s")
			}
		})
	}
}

// The three ways of playing benchTen's base game agree over its full
// cycle, triggers included.
func TestFeatureBaseFullCycleAgrees(t *testing.T) {
	sg, err := New(benchTen(false))
	if err != nil {
		t.Fatal(err)
	}
	fg, err := New(benchTen(true))
	if err != nil {
		t.Fatal(err)
	}
	base, _ := fg.(*fsGame).BaseGame()
	var want *exact.Cycle
	for _, g := range []games.Game{base, fsBaseGame{fg.(*fsGame)}, sg} {
		cyc, err := exact.FullCycle(context.Background(), g, 10, exact.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if want == nil {
			want = cyc
			if cyc.Triggers == 0 {
				t.Fatal("no trigger")
			}
			continue
		}
		if cyc.RTP.Cmp(want.RTP) != 0 || cyc.Hits != want.Hits || (g != sg && cyc.Triggers != want.Triggers) {
			t.Fatalf("%s: RTP %v hits %d triggers %d, want %v %d %d", g.Name(), cyc.RTP, cyc.Hits, cyc.Triggers, want.RTP, want.Hits, want.Triggers)
		}
	}
}
