package estimate

import "github.com/slotmech/slotmech"

// tail holds the feature's draws below the cap as counts on the grid:
// cells[j] draws with X = j grid units (j below the cap), and for the draws
// at or above the cap their count and the sum of their excess over it. Its
// size does not depend on the number of features, and its integer counts
// merge exactly in any order.
type tail struct {
	cells []int64
	nOver int64 // draws with X ≥ cap
	over  int64 // Σ (X − cap) of those, in grid units
}

func newTail(cells int64) *tail { return &tail{cells: make([]int64, cells)} }

// add counts the draw x, in grid units; it reports false if the sum of
// the excesses would overflow.
func (t *tail) add(x int64) bool {
	if x < int64(len(t.cells)) {
		t.cells[x]++
		return true
	}
	e := x - int64(len(t.cells))
	if t.over > 1<<62-e {
		return false
	}
	t.nOver++
	t.over += e
	return true
}

// features is what the features of a phase tell the base parts: the sums
// of their exact means and, with a cap, their draws' tail.
type features struct {
	m, draws int64   // features played; draws of X in all
	sumMean  float64 // Σ FeatureSample.Mean
	grid     float64 // the grid, in minor units
	gridM    int64   // the same, as an integer
	cap      int64   // the cap in grid units; 0: none
	// atLeast[j]: draws with X ≥ j; excess[j]: Σ (X − j)⁺ in grid units;
	// j = 0 … cap.
	atLeast, excess []int64
	pos             int64 // draws with X > 0
	// psi sums ψ_j = Mean_j − mean_i (X_ji − cap)⁺ (what feature j adds to a
	// round whose base part paid nothing) and their squares, in minor units.
	psi, psi2 float64
	cost      float64 // Σ cost
}

// setTail fills atLeast and excess from the counts of t.
func (f *features) setTail(t *tail) {
	c := len(t.cells)
	f.atLeast = make([]int64, c+1)
	f.excess = make([]int64, c+1)
	f.atLeast[c], f.excess[c] = t.nOver, t.over
	for j := c - 1; j >= 0; j-- {
		f.atLeast[j] = f.atLeast[j+1] + t.cells[j]
		f.excess[j] = f.excess[j+1] + f.atLeast[j+1] // every X ≥ j+1 is one unit further above j
	}
}

// h returns ĥ(w) = the estimate of E[min(w + X, cap)] − w for a base win w
// below the cap (E[X] without a cap), and of P(w + X ≥ cap), both unbiased
// for every w: the mean of the features' exact means less the mean cut
// (X − (cap − w))⁺ of their draws.
func (f *features) h(w slotmech.Money) (h, pcap float64) {
	mean := f.sumMean / float64(f.m)
	if f.cap == 0 {
		return mean, 0
	}
	j := f.cap - int64(w)/f.gridM
	j = min(max(j, 0), f.cap)
	n := float64(f.draws)
	return mean - float64(f.excess[j])*f.grid/n, float64(f.atLeast[j]) / n
}
