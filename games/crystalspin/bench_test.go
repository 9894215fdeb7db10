package crystalspin_test

import (
	"testing"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/rng"
)

// BenchmarkRound plays whole games (stops drawn, cascades included) at
// stake 100.
func BenchmarkRound(b *testing.B) {
	g := crystalspin.New()
	src := rng.NewStream(1, 0)
	out := &games.Outcome{}
	b.ReportAllocs()
	for b.Loop() {
		if err := g.Play(100, games.Standard, src, out); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRoundDetail is BenchmarkRound with the game itemised.
func BenchmarkRoundDetail(b *testing.B) {
	g := crystalspin.New()
	src := rng.NewStream(1, 0)
	out := &games.Outcome{Detail: true}
	b.ReportAllocs()
	for b.Loop() {
		if err := g.Play(100, games.Standard, src, out); err != nil {
			b.Fatal(err)
		}
	}
}

// Play allocates nothing in steady state with Detail false, whether the game
// wins, cascades or not; PlayStops with a tally neither.
func TestPlayDoesNotAllocate(t *testing.T) {
	g := crystalspin.New()
	src := rng.NewStream(3, 0)
	out := &games.Outcome{}
	if err := g.Play(100, games.Standard, src, out); err != nil { // creates the scratch
		t.Fatal(err)
	}
	allocs := testing.AllocsPerRun(2000, func() {
		if err := g.Play(100, games.Standard, src, out); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Fatalf("Play allocates %v times per game, want 0", allocs)
	}
	var total int64
	tally := func(w games.PaidWin) { total += int64(w.Paid) }
	stops := []int{0, 0, 0, 0, 0}
	allocs = testing.AllocsPerRun(2000, func() {
		stops[4] = (stops[4] + 1) % 32
		stops[3] = (stops[3] + 3) % 32
		if err := g.PlayStops(stops, 100, out, tally); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Fatalf("PlayStops allocates %v times per game, want 0", allocs)
	}
	if total == 0 {
		t.Fatal("no game won: the check saw no cascade")
	}
}
