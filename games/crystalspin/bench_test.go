package crystalspin_test

import (
	"testing"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
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
// successive games counted up like an odometer, as exact analysis plays a
// strip game without StopSetter (Crystal Spin's own player is one: see
// BenchmarkPlayCurrent).
func BenchmarkPlayStops(b *testing.B) {
	p := crystalspin.New().NewStripPlayer()
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
	sp := g.NewStripPlayer()
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

// BenchmarkPlayCurrent measures one game of the odometer exact analysis
// walks (games.StopSetter): the last reel moved by SetStop and the game
// played by PlayCurrent with a tally, the other reels moved as an odometer
// carries; most games return at once, the filter knowing they cannot win.
func BenchmarkPlayCurrent(b *testing.B) {
	g := crystalspin.New()
	p := g.NewStripPlayer().(games.StopSetter)
	lens := g.StripLengths()
	var total int64
	tally := func(w games.PaidWin) { total += int64(w.Paid) }
	stops := make([]int, len(lens))
	b.ReportAllocs()
	stop := cputime.Start(b)
	for b.Loop() {
		r := len(stops) - 1
		for ; r > 0; r-- {
			if stops[r]++; stops[r] < lens[r] {
				break
			}
			stops[r] = 0
		}
		for ; r < len(stops); r++ {
			if err := p.SetStop(r, stops[r]); err != nil {
				b.Fatal(err)
			}
		}
		if _, err := p.PlayCurrent(100, tally); err != nil {
			b.Fatal(err)
		}
	}
	stop()
}
