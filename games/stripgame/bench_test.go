package stripgame_test

import (
	"testing"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/internal/cputime"
	"github.com/slotmech/slotmech/rng"
)

// BenchmarkPlayLuckyFive measures one round of Player.Play of the classic
// 5×3 example game Lucky Five (5 lines, a wild, a scatter, no cascade),
// without a Detail, the stops drawn from the simulation stream: what a
// simulation pays per round. cpu-ns/op is the CPU time of the benchmark's
// thread per round (see internal/cputime).
func BenchmarkPlayLuckyFive(b *testing.B) {
	g, err := stripgame.New(luckyFive())
	if err != nil {
		b.Fatal(err)
	}
	p := g.NewPlayer()
	src := rng.NewStream(1, 1)
	var won int64
	b.ReportAllocs()
	stop := cputime.Start(b)
	for b.Loop() {
		out, err := p.Play(10, games.Standard, src, nil)
		if err != nil {
			b.Fatal(err)
		}
		won += int64(out.Win)
	}
	stop()
	if won == 0 && b.N >= 1000 { // one round (-benchtime 1x, as CI runs it) may lose
		b.Fatal("no round won")
	}
}
