package ways

import (
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/weighted"
	"github.com/slotmech/slotmech/rng"
)

// benchScreens returns n screens of reels × rows whose every position is
// drawn independently: one of the 9 paying symbols 1–9 with weight 10
// each, the wild (10) with weight 3 and the scatter (11, pays nothing)
// with weight 2, from a fixed seed. Such a screen is what a ways game
// lands: on 5 × 3 about a third of them win something.
func benchScreens(reels, rows, n int) []slotmech.Screen {
	w := (*rng.Weighted)(weighted.Must(10, 10, 10, 10, 10, 10, 10, 10, 10, 3, 2))
	src := rng.NewStream(1, 0)
	out := make([]slotmech.Screen, n)
	for i := range out {
		out[i] = slotmech.NewScreen(reels, rows)
		for reel := range reels {
			for row := range rows {
				out[i].Set(reel, row, slotmech.Symbol(w.Draw(src)+1))
			}
		}
	}
	return out
}

// benchConfig pays symbols 1–9 from runs of 3 (a ladder of factors) with
// wild 10.
func benchConfig(reels, rows int) Config {
	cfg := Config{Reels: reels, Rows: rows, Pays: map[slotmech.Symbol][]slotmech.Factor{}, Wilds: []Wild{{Symbol: 10}}}
	for sym := slotmech.Symbol(1); sym <= 9; sym++ {
		row := make([]slotmech.Factor, reels+1)
		for n := 3; n <= reels; n++ {
			row[n] = slotmech.Factor(int64(sym) * int64(n) * 1000)
		}
		cfg.Pays[sym] = row
	}
	return cfg
}

// benchEvaluate measures one Evaluate of a random screen (see
// benchScreens) into a kept slotmech.Result, cycling over 1024 screens: the cost a
// game pays per evaluation, wins and no wins mixed as they come.
func benchEvaluate(b *testing.B, reels, rows int) {
	e, err := New(benchConfig(reels, rows))
	if err != nil {
		b.Fatal(err)
	}
	screens := benchScreens(reels, rows, 1024)
	var r slotmech.Result
	wins := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		e.Evaluate(&screens[i&1023], &r)
		wins += len(r.Wins)
	}
	b.ReportMetric(float64(wins)/float64(b.N), "wins/op")
}

// BenchmarkEvaluate5x3 is a 243-ways screen.
func BenchmarkEvaluate5x3(b *testing.B) { benchEvaluate(b, 5, 3) }

// BenchmarkEvaluate6x7 is a 117 649-ways screen.
func BenchmarkEvaluate6x7(b *testing.B) { benchEvaluate(b, 6, 7) }
