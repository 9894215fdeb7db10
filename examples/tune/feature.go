package main

import (
	"fmt"
	"math"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/starlight"
	"github.com/slotmech/slotmech/rng"
)

// The feature wins drawn with values are kept as a distribution on a grid,
// not as a list: every win of Starlight Christmas is a whole number of
// gridX × bet (SC-13: every pay factor is a multiple of 0.05, and multiplier
// values are integers), so a count per grid point below the cap is the exact
// distribution, in memory that does not grow with the number of features.
const (
	gridUnits = slotmech.FactorScale / 20 // 0.05 × bet in Factor units
	gridX     = 0.05                      // the grid step, × bet
	capCells  = starlight.CapTimes * 20   // grid points below the cap
	capUnits  = int64(capCells)           // the cap in grid units
)

// featureSample is what the features tell the base game: G(w), the mean of
// min(w + X, cap) − w, and the chance that w + X reaches the cap.
type featureSample struct {
	m, k int
	sumC float64 // Σ of the exact uncapped conditional means of the uncapped shapes
	mc   int     // shapes that reached the cap with ×2 multipliers
	// The K value draws of every uncapped shape, as their distribution on
	// the grid: atLeast[j] is the number of draws with X ≥ j grid units and
	// excess[j] the sum of their X − j, in grid units (j = 0 … capCells).
	atLeast, excess []int64
	capped          float64 // E[min(X, cap)]
	sd              float64 // sd of one feature's estimate of E[min(X, cap)]
	meanSpins       float64
}

// spinShape is one free spin's shape: its pay factor, whether its multipliers
// count (a paytable win and at least one multiplier, SC-8), and how many.
type spinShape struct {
	f    float64
	u    int64 // f in grid units, exactly
	qual bool
	n    int
}

type featureBlock struct {
	sumC, v, v2 float64
	mc, spins   int
}

// tailHist counts value draws of X by grid point: cells[j] draws with
// X = j grid units below the cap; the draws at or above the cap are a count
// and the sum of their X − cap. Its size is fixed, and its integer counts
// merge exactly in any order, so the result does not depend on which worker
// counted what.
type tailHist struct {
	cells [capCells]int64
	nOver int64 // draws with X ≥ cap
	over  int64 // Σ (X − cap) of those, in grid units
}

func (h *tailHist) add(xu int64) {
	if xu < capUnits {
		h.cells[xu]++
		return
	}
	h.nOver++
	h.over += xu - capUnits
}

func (t *tuner) features(m, k int) *featureSample {
	blocks := (m + block - 1) / block
	res := make([]featureBlock, blocks)
	hists := make([]*tailHist, t.workers) // one per worker, made when it first works
	t.parallel(blocks, phaseF, func(w, b int, src rng.Source) {
		r := &res[b]
		if hists[w] == nil {
			hists[w] = new(tailHist)
		}
		h := hists[w]
		p := starlight.NewPlayer(t.shape)
		var d games.Detail
		var shape []spinShape
		for range min(m, (b+1)*block) - b*block {
			out, err := p.PlayFeature(bet, src, &d)
			if err != nil {
				panic(err)
			}
			r.spins += out.FreeSpins
			if out.Capped { // with values ≥ 2 the real feature is capped too
				r.mc++
				r.v += capX
				r.v2 += capX * capX
				continue
			}
			shape = shape[:0]
			var prevT int64
			for i := range d.Spins {
				sp := &d.Spins[i]
				f, won := factor(sp)
				T, _ := sp.Facts.Get(starlight.FactTotalMultiplier)
				n := int(T-prevT) / 2
				prevT = T
				shape = append(shape, spinShape{f: f, u: gridFactor(sp), qual: won && n > 0, n: n})
			}
			c, over := t.feature(shape, k, src, h)
			r.sumC += c
			v := c - over
			r.v += v
			r.v2 += v * v
		}
	})
	f := &featureSample{m: m, k: k}
	var v, v2 float64
	var spins int
	for i := range res { // in block order: the sums do not depend on the workers
		f.sumC += res[i].sumC
		f.mc += res[i].mc
		v += res[i].v
		v2 += res[i].v2
		spins += res[i].spins
	}
	var all tailHist
	for _, h := range hists {
		if h == nil {
			continue
		}
		for j, c := range h.cells {
			all.cells[j] += c
		}
		all.nOver += h.nOver
		all.over += h.over
	}
	f.setTail(&all)
	f.capped = v / float64(m)
	f.sd = math.Sqrt(max(0, v2/float64(m)-f.capped*f.capped))
	f.meanSpins = float64(spins) / float64(m)
	return f
}

// setTail sets f.atLeast and f.excess from the counts of h.
func (f *featureSample) setTail(h *tailHist) {
	f.atLeast = make([]int64, capCells+1)
	f.excess = make([]int64, capCells+1)
	f.atLeast[capCells], f.excess[capCells] = h.nOver, h.over
	for j := capCells - 1; j >= 0; j-- {
		f.atLeast[j] = f.atLeast[j+1] + h.cells[j]
		f.excess[j] = f.excess[j+1] + f.atLeast[j+1] // every X ≥ j+1 is one unit further above j
	}
}

// gridFactor returns a spin's pay factor (its steps and its scatter pay,
// before the multiplier) in grid units, exactly. It panics if the factor is
// not on the grid, which SC-13 rules out.
func gridFactor(sp *games.Spin) int64 {
	var u int64
	for _, st := range sp.Steps {
		u += int64(st.Factor)
	}
	sc := int64(sp.ScatterWin) * slotmech.FactorScale
	if sc%int64(bet) != 0 || (u+sc/int64(bet))%gridUnits != 0 {
		panic(fmt.Sprintf("tune: a spin's factor (steps %d, scatter win %d) is not a multiple of 0.05 × bet (SC-13)", u, sp.ScatterWin))
	}
	return (u + sc/int64(bet)) / gridUnits
}

// feature returns the exact mean of X given the shapes and the mean of
// (X − cap)⁺ over k draws of the values, counting the k draws of X in h.
func (t *tuner) feature(shape []spinShape, k int, src rng.Source, h *tailHist) (c, over float64) {
	var count float64 // multipliers counted into T so far
	for _, s := range shape {
		if s.qual {
			count += float64(s.n)
			c += s.f * t.free.mean * count
		} else {
			c += s.f
		}
	}
	for range k {
		var x float64
		var tot, xu int64 // T so far and X in grid units, exactly
		for _, s := range shape {
			if !s.qual {
				x += s.f
				xu += s.u
				continue
			}
			for range s.n {
				tot += t.free.draw(src)
			}
			x += s.f * float64(tot)
			xu += s.u * tot
		}
		h.add(xu)
		over += max(0, x-capX)
	}
	return c, over / float64(k)
}

// g returns G(w) = E[min(w + X, cap)] − w and the chance that w + X ≥ cap.
func (f *featureSample) g(w float64) (g, pcap float64) {
	// cap − w in grid units: w is a whole number of them (SC-13), in [0, cap].
	j := min(max(int(math.Round((capX-w)/gridX)), 0), capCells)
	mk := float64(f.m * f.k)
	over := float64(f.excess[j]) * gridX / mk // E[(X − (cap − w))⁺]
	share := float64(f.mc) / float64(f.m)
	return f.sumC/float64(f.m) - over + share*(capX-w), float64(f.atLeast[j])/mk + share
}

// capShare returns the chance that a feature after a base win w reaches the
// cap.
func (f *featureSample) capShare(w float64) float64 {
	_, p := f.g(w)
	return p
}
