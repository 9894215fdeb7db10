package starlight_test

// A straightforward simulator of Starlight Christmas, written from the rules
// (/work/shared/spec/starlight-christmas.md, SC-1 … SC-13) with the standard
// library only: math/rand/v2's PCG, a plain array screen, plain loops. It
// shares no code with the library; only the maths (the weights, which the
// rules leave to the game) is read from starlight.DefaultMaths.
//
// It is a measurement baseline, not a reference implementation: the
// benchmarks BenchmarkSimulate/baseline and BenchmarkSimulate/library
// measure the rounds a core plays per second with each, and
// TestBaselineAgrees checks that both play the same game (the same hit rate
// and free-spin rate, within a few standard errors).

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/cputime"
	"github.com/slotmech/slotmech/internal/starlight"
	"github.com/slotmech/slotmech/rng"
)

// Baseline symbols: 0…8 the paying symbols (yellow … sun), 9 the scatter,
// 10…24 the multipliers x2 … x500, -1 an empty position.
const (
	bPaying  = 9
	bScatter = 9
	bMult    = 10
	bEmpty   = -1
)

// Pays per symbol and class, in hundredths of the bet (SC-3), the
// multiplier values (SC-6) and the round rules (SC-12, SC-10, SC-5).
var (
	bPays         = [bPaying][3]int64{{25, 75, 200}, {40, 90, 400}, {50, 100, 500}, {80, 120, 800}, {100, 150, 1000}, {150, 200, 1200}, {200, 500, 1500}, {250, 1000, 2500}, {1000, 2500, 5000}}
	bMultValues   = [15]int64{2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 50, 100, 250, 500}
	bCapTimes     = int64(5000)
	bMaxFreeSpins = 500
	bMaxSteps     = 100
)

func scatterHundredths(n int) int64 {
	switch {
	case n >= 6:
		return 10000
	case n == 5:
		return 500
	case n == 4:
		return 300
	}
	return 0
}

// bTable is one part's weights: 11 classes (9 paying, scatter,
// multiplier), then the multiplier values.
type bTable struct {
	classes [11]int64
	values  [15]int64
	cTotal  int64
	vTotal  int64
}

func newBTable(w starlight.Weights, values [15]int64) *bTable {
	t := &bTable{values: values}
	copy(t.classes[:], w.Paying[:])
	t.classes[9], t.classes[10] = w.Scatter, w.Multiplier
	for _, x := range t.classes {
		t.cTotal += x
	}
	for _, x := range values {
		t.vTotal += x
	}
	return t
}

// draw draws one symbol: its class, and for the multiplier class its value.
func (t *bTable) draw(r *rand.Rand) int {
	x := r.Int64N(t.cTotal)
	c := 0
	for x >= t.classes[c] {
		x -= t.classes[c]
		c++
	}
	if c < 10 {
		return c
	}
	x = r.Int64N(t.vTotal)
	v := 0
	for x >= t.values[v] {
		x -= t.values[v]
		v++
	}
	return bMult + v
}

// baseline plays rounds of Starlight Christmas.
type baseline struct {
	base, free *bTable
	r          *rand.Rand
	grid       [6][5]int // [reel][row], row 0 on top
	lastTotal  int64     // T after the last spin (SC-8)
}

func newBaseline(seed uint64) *baseline {
	m := starlight.DefaultMaths()
	return &baseline{
		base: newBTable(m.Base, m.BaseValues),
		free: newBTable(m.Free, m.FreeValues),
		r:    rand.New(rand.NewPCG(seed, 0x5eed)),
	}
}

// round plays one round at bet (cents, standard mode) and returns the win
// and whether free spins were triggered.
func (b *baseline) round(bet int64) (win int64, triggered bool) {
	limit := bet * bCapTimes
	_, scatters, capped := b.spin(b.base, bet, false, 0, &win, limit)
	if capped || scatters < 4 {
		return win, false
	}
	left, played := 15, 0
	total := int64(0) // T, SC-8
	for left > 0 && played < bMaxFreeSpins {
		left--
		played++
		var n int
		_, n, capped = b.spin(b.free, bet, true, total, &win, limit)
		if capped {
			break
		}
		total = b.lastTotal
		if n >= 3 {
			left += min(5, bMaxFreeSpins-played-left)
		}
	}
	return win, true
}

// spin plays one spin: fill the screen, tumble while it pays, then scatter
// pay and multipliers. roundWin is the round's total so far (updated);
// it reports the spin's win, the scatter count and whether the cap was
// reached.
func (b *baseline) spin(t *bTable, bet int64, free bool, total int64, roundWin *int64, limit int64) (int64, int, bool) {
	for reel := range 6 {
		for row := range 5 {
			b.grid[reel][row] = bEmpty
		}
	}
	b.refill(t)
	var stepHundredths int64 // Σ paytable wins, hundredths of the bet
	for step := 0; ; step++ {
		var counts [25]int
		for reel := range 6 {
			for row := range 5 {
				counts[b.grid[reel][row]]++
			}
		}
		var pay int64
		var remove [bPaying]bool
		won := false
		for s := range bPaying {
			n := counts[s]
			if n < 8 {
				continue
			}
			c := 0
			if n >= 12 {
				c = 2
			} else if n >= 10 {
				c = 1
			}
			pay += bPays[s][c]
			remove[s] = true
			won = true
		}
		if !won {
			break
		}
		if step == bMaxSteps {
			panic("too many steps")
		}
		stepHundredths += pay
		// SC-12 at once: the wins so far × the multipliers on screen.
		m := b.multSum()
		mult := int64(1)
		if free {
			if m > 0 {
				mult = total + m
			}
		} else if m > 0 {
			mult = m
		}
		if *roundWin+stepHundredths*mult*bet/100 >= limit {
			*roundWin = limit
			return 0, 0, true
		}
		for reel := range 6 {
			for row := range 5 {
				if s := b.grid[reel][row]; s >= 0 && s < bPaying && remove[s] {
					b.grid[reel][row] = bEmpty
				}
			}
		}
		b.fall()
		b.refill(t)
	}
	scatters := 0
	for reel := range 6 {
		for row := range 5 {
			if b.grid[reel][row] == bScatter {
				scatters++
			}
		}
	}
	win := stepHundredths + scatterHundredths(scatters)
	m := b.multSum()
	b.lastTotal = total
	if stepHundredths > 0 && m > 0 {
		if free {
			b.lastTotal = total + m
			win *= b.lastTotal
		} else {
			win *= m
		}
	}
	money := win * bet / 100
	if *roundWin+money >= limit {
		*roundWin = limit
		return money, scatters, true
	}
	*roundWin += money
	return money, scatters, false
}

// multSum returns the sum of the multiplier values on screen.
func (b *baseline) multSum() int64 {
	var m int64
	for reel := range 6 {
		for row := range 5 {
			if s := b.grid[reel][row]; s >= bMult {
				m += bMultValues[s-bMult]
			}
		}
	}
	return m
}

// fall lets every reel's symbols fall to the bottom, keeping their order.
func (b *baseline) fall() {
	for reel := range 6 {
		col := &b.grid[reel]
		dst := 4
		for row := 4; row >= 0; row-- {
			if col[row] != bEmpty {
				col[dst] = col[row]
				dst--
			}
		}
		for ; dst >= 0; dst-- {
			col[dst] = bEmpty
		}
	}
}

// refill fills every empty position, reels left to right, each reel from
// the lowest empty position up.
func (b *baseline) refill(t *bTable) {
	for reel := range 6 {
		for row := 4; row >= 0; row-- {
			if b.grid[reel][row] == bEmpty {
				b.grid[reel][row] = t.draw(b.r)
			}
		}
	}
}

// BenchmarkSimulate measures the CPU time of one round on one goroutine,
// standard mode at EUR 1.00, free spins amortised, as cpu-ns/op (the CPU
// time of the benchmark's thread, which other processes do not inflate;
// see internal/cputime) and as rounds/cpu-s, rounds per CPU-second:
// "baseline" with the straightforward simulator above (PCG), "library"
// with Player.Play on the simulation stream (rng.NewStream, ChaCha8), as
// games/sim plays it. Their ratio is the speed-up of the library over a
// straightforward program; compare them from one run (benchstat), not from
// separate ones.
func BenchmarkSimulate(b *testing.B) {
	b.Run("baseline", func(b *testing.B) {
		s := newBaseline(1)
		b.ReportAllocs()
		stop := cputime.Start(b)
		for b.Loop() {
			s.round(100)
		}
		if ns := stop(); ns > 0 {
			b.ReportMetric(1e9/ns, "rounds/cpu-s")
		}
	})
	b.Run("library", func(b *testing.B) {
		p := starlight.NewPlayer(starlight.New())
		src := rng.NewStream(1, 0)
		b.ReportAllocs()
		stop := cputime.Start(b)
		for b.Loop() {
			if _, err := p.Play(100, games.Standard, src, nil); err != nil {
				b.Fatal(err)
			}
		}
		if ns := stop(); ns > 0 {
			b.ReportMetric(1e9/ns, "rounds/cpu-s")
		}
	})
}

// TestBaselineAgrees: the straightforward simulator plays the same game as
// the library: over a million rounds each, the hit rate, the free-spin rate
// and the RTP agree within five standard errors. (The benchmark's ratio
// would mean nothing if the baseline played another game.)
func TestBaselineAgrees(t *testing.T) {
	if testing.Short() {
		t.Skip("a million rounds of each simulator")
	}
	const n = 1_000_000
	var base, lib simTally
	s := newBaseline(7)
	for range n {
		win, trig := s.round(100)
		base.add(win, trig)
	}
	p := starlight.NewPlayer(starlight.New())
	src := rng.NewStream(7, 0)
	for range n {
		out, err := p.Play(100, games.Standard, src, nil)
		if err != nil {
			t.Fatal(err)
		}
		lib.add(int64(out.Win), out.Triggered)
	}
	check := func(what string, a, b, sd float64) {
		t.Helper()
		t.Logf("%s: baseline %.5f, library %.5f", what, a, b)
		if d := a - b; d > 5*sd || d < -5*sd {
			t.Errorf("%s: baseline %.5f, library %.5f (5 standard errors: %.5f)", what, a, b, 5*sd)
		}
	}
	pb, pl := base.hits/n, lib.hits/n
	check("hit rate", pb, pl, math.Sqrt((pb*(1-pb)+pl*(1-pl))/n))
	fb, fl := base.triggers/n, lib.triggers/n
	check("free-spin rate", fb, fl, math.Sqrt((fb*(1-fb)+fl*(1-fl))/n))
	mb, ml := base.won/n/100, lib.won/n/100
	vb, vl := base.won2/n/1e4-mb*mb, lib.won2/n/1e4-ml*ml
	check("RTP", mb, ml, math.Sqrt((vb+vl)/n))
}

// simTally sums the rounds of a simulator.
type simTally struct{ hits, triggers, won, won2 float64 }

// add counts one round that won win cents.
func (t *simTally) add(win int64, triggered bool) {
	if win > 0 {
		t.hits++
	}
	if triggered {
		t.triggers++
	}
	w := float64(win)
	t.won += w
	t.won2 += w * w
}
