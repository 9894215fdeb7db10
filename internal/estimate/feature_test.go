package estimate

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/slotmech/slotmech"
)

// The counts on the grid give the same ĥ(w) and cap chance as the list of
// draws they replace, for every base win w on the grid, in memory that
// does not depend on the number of draws.
func TestTailMatchesList(t *testing.T) {
	const capUnits, grid = 1000, 5
	r := rand.New(rand.NewPCG(1, 2))
	tl := newTail(capUnits)
	var xs []int64 // grid units
	for range 20000 {
		var xu int64
		switch r.IntN(4) {
		case 0:
			xu = r.Int64N(200) // small wins, many ties
		case 1:
			xu = r.Int64N(capUnits)
		default:
			xu = capUnits - 50 + r.Int64N(3*capUnits) // around and above the cap
		}
		tl.add(xu)
		xs = append(xs, xu)
	}
	f := &features{m: 5000, draws: 20000, sumMean: 123456, grid: grid, gridM: grid, cap: capUnits}
	f.setTail(tl)
	for _, wu := range []int64{0, 1, 2, 199, 200, capUnits / 2, capUnits - 51, capUnits - 50, capUnits - 1} {
		var over float64
		var n int
		for _, x := range xs { // the list: every X with w + X ≥ cap
			if x+wu >= capUnits {
				over += float64(x+wu-capUnits) * grid
				n++
			}
		}
		wantH := f.sumMean/float64(f.m) - over/float64(f.draws)
		wantP := float64(n) / float64(f.draws)
		h, p := f.h(slotmech.Money(wu * grid))
		if math.Abs(h-wantH) > 1e-9*math.Abs(wantH) || math.Abs(p-wantP) > 1e-15 {
			t.Errorf("w = %d: ĥ %v, chance %v; the list gives %v, %v", wu*grid, h, p, wantH, wantP)
		}
	}
}
