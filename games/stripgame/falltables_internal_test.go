package stripgame

import (
	"math/bits"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/linewords"
	"github.com/slotmech/slotmech/lines"
	"github.com/slotmech/slotmech/tumble"
)

// The fall tables of exact analysis (stopData.after, afterWords, after2),
// built one reel at a time (oneReel), hold what tumble.Step makes of the
// whole screen: for every reel, stop and set (or pair of sets) of rows
// removed from that reel alone, the reel's word, its filter word, its
// line words and the top of its strip, on strips of different lengths,
// as the tables were built before, on all the reels at once.
func TestFallTablesAreTumbleStepsOfTheScreen(t *testing.T) {
	const a, b, c, w = 1, 2, 3, 4
	x := slotmech.Whole
	cfg := Config{
		Name: "fall-tables", Symbols: []string{"A", "B", "C", "W"}, Rows: 3,
		Strips: [][]slotmech.Symbol{
			{a, b, a, c, w, b, a},
			{b, a, c, a, b, w, c, a, b, c},
			{a, c, b, w, a},
		},
		Lines: &lines.Config{
			Lines: [][]int{{1, 1, 1}, {0, 0, 0}, {2, 2, 2}, {0, 1, 2}},
			Pays:  map[slotmech.Symbol][]slotmech.Factor{a: {0, 0, 0, x(1)}, b: {0, 0, 0, x(2)}, c: {0, 0, 0, x(3)}},
			Wild:  w, WildPaysAs: c,
		},
		Cascade: true, MaxSteps: 50, Bets: []slotmech.Money{1},
	}
	gg, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	g := gg.(*game)
	d := &g.stopData
	if d.after == nil || d.after2 == nil {
		t.Fatal("the game has no fall tables")
	}
	ev := (*linewords.Evaluator)(g.lines)
	n := ev.LineWordsLen()
	masks := 1 << g.rows
	scr := slotmech.NewScreen(g.reels, g.rows)
	refill := tumble.NewStripRefill(g.strips)
	stops := make([]int, g.reels)
	// fall plays the whole screen at stops, removing the rows of each
	// mask from reel r in turn, and returns reel r's word.
	fall := func(r int, ms ...int) uint64 {
		if err := refill.Start(&scr, stops); err != nil {
			t.Fatal(err)
		}
		for _, m := range ms {
			if _, err := tumble.Step(&scr, slotmech.PosSet(m)<<(r*slotmech.MaxRows), 0, slotmech.Empty, refill, nil); err != nil {
				t.Fatal(err)
			}
		}
		return scr.ReelWord(r)
	}
	words := make([]uint64, n)
	checked := 0
	for r := range g.reels {
		for stop := range g.lens[r] {
			for k := range stops {
				stops[k] = (stop + 3*k) % g.lens[k] // the other reels somewhere else
			}
			stops[r] = stop
			for m1 := 1; m1 < masks; m1++ {
				wd := fall(r, m1)
				got := d.after[r][stop*masks+m1]
				want := afterStep{word: wd, filter: ev.ReelFilter(r, wd), top: wrapStop(stop-bits.OnesCount(uint(m1)), g.lens[r])}
				if got != want {
					t.Fatalf("after[reel %d][stop %d, rows %03b] = %+v, tumble.Step of the screen gives %+v", r, stop, m1, got, want)
				}
				ev.ReelLineWords(r, wd, words)
				i := stop*masks + m1
				for k, lw := range d.afterWords[r][i*n : (i+1)*n] {
					if lw != words[k] {
						t.Fatalf("afterWords[reel %d][stop %d, rows %03b] word %d = %#x, want %#x", r, stop, m1, k, lw, words[k])
					}
				}
				checked++
			}
			for m1 := range masks {
				for m2 := 1; m2 < masks; m2++ {
					var wd uint64
					if m1 == 0 {
						wd = fall(r, m2)
					} else {
						wd = fall(r, m1, m2)
					}
					got := d.after2[r][(stop*masks+m1)*masks+m2]
					top := wrapStop(stop-bits.OnesCount(uint(m1))-bits.OnesCount(uint(m2)), g.lens[r])
					if want := (afterStep{word: wd, filter: ev.ReelFilter(r, wd), top: top}); got != want {
						t.Fatalf("after2[reel %d][stop %d, rows %03b then %03b] = %+v, tumble.Step of the screen gives %+v", r, stop, m1, m2, got, want)
					}
					checked++
				}
			}
		}
	}
	if want := (7 + 10 + 5) * (7 + 8*7); checked != want {
		t.Fatalf("checked %d entries, want %d", checked, want)
	}
}
