package crystalspin_test

import (
	"testing"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/internal/cputime"
	"github.com/slotmech/slotmech/rng"
)

// BenchmarkRound plays whole games (stops drawn, cascades included) at
// stake 100.
func BenchmarkRound(b *testing.B) {
	p := crystalspin.New().NewPlayer()
	src := rng.NewStream(1, 0)
	b.ReportAllocs()
	stop := cputime.Start(b)
	for b.Loop() {
		if _, err := p.Play(100, games.Standard, src, nil); err != nil {
			b.Fatal(err)
		}
	}
	stop()
}

// BenchmarkRoundDetail is BenchmarkRound with the game itemised.
func BenchmarkRoundDetail(b *testing.B) {
	p := crystalspin.New().NewPlayer()
	src := rng.NewStream(1, 0)
	var d games.Detail
	b.ReportAllocs()
	for b.Loop() {
		if _, err := p.Play(100, games.Standard, src, &d); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPlayStops measures one PlayStops with a tally, the stops of
// successive games counted up like an odometer (compare BenchmarkPlayReel,
// the walk exact analysis makes).
func BenchmarkPlayStops(b *testing.B) {
	p := crystalspin.New().NewPlayer().(exact.StripPlayer)
	var total int64
	tally := func(w games.PaidWin) { total += int64(w.Paid) }
	stops := []int{0, 0, 0, 0, 0}
	b.ReportAllocs()
	stop := cputime.Start(b)
	for i := 0; b.Loop(); i++ {
		for r := range stops {
			stops[r] = (i >> (5 * r)) & 31
		}
		if _, err := p.PlayStops(stops, 100, tally); err != nil {
			b.Fatal(err)
		}
	}
	stop()
}

// Play allocates nothing in steady state with detail nil, whether the game
// wins, cascades or not; PlayStops with a tally neither; and itemised play
// stops allocating once its Detail has grown.
func TestPlayDoesNotAllocate(t *testing.T) {
	g := crystalspin.New()
	p := g.NewPlayer()
	src := rng.NewStream(3, 0)
	allocs := testing.AllocsPerRun(2000, func() {
		if _, err := p.Play(100, games.Standard, src, nil); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Fatalf("Play allocates %v times per game, want 0", allocs)
	}
	sp := g.NewPlayer().(exact.StripPlayer)
	var total int64
	tally := func(w games.PaidWin) { total += int64(w.Paid) }
	stops := []int{0, 0, 0, 0, 0}
	allocs = testing.AllocsPerRun(2000, func() {
		stops[4] = (stops[4] + 1) % 32
		stops[3] = (stops[3] + 3) % 32
		if _, err := sp.PlayStops(stops, 100, tally); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Fatalf("PlayStops allocates %v times per game, want 0", allocs)
	}
	if total == 0 {
		t.Fatal("no game won: the check saw no cascade")
	}
	var d games.Detail
	for range 20000 { // grow the Detail to the deepest cascades of these seeds
		if _, err := p.Play(100, games.Standard, src, &d); err != nil {
			t.Fatal(err)
		}
	}
	src = rng.NewStream(3, 0)
	allocs = testing.AllocsPerRun(2000, func() {
		if _, err := p.Play(100, games.Standard, src, &d); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Fatalf("itemised Play allocates %v times per game in steady state, want 0", allocs)
	}
}

// BenchmarkPlayReel measures the walk of the fifth reel that exact
// analysis makes for each position of the other four (PlayReel), the other
// reels moved as an odometer carries; most games return at once, the
// filter knowing they cannot win.
func BenchmarkPlayReel(b *testing.B) {
	p := crystalspin.New().NewPlayer().(exact.StripPlayer)
	lens := p.StripLengths()
	var total int64
	tally := func(w games.PaidWin) { total += int64(w.Paid) }
	group := func(int, int, games.Outcome) error { return nil }
	stops := make([]int, len(lens))
	b.ReportAllocs()
	stop := cputime.Start(b)
	for b.Loop() {
		for r := len(stops) - 2; r > 0; r-- {
			if stops[r]++; stops[r] < lens[r] {
				break
			}
			stops[r] = 0
		}
		if err := p.PlayReel(stops, 100, tally, group); err != nil {
			b.Fatal(err)
		}
	}
	stop()
}
