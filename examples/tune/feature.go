package main

import (
	"math"
	"slices"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/starlight"
	"github.com/slotmech/slotmech/rng"
)

// featureSample is what the features tell the base game: G(w), the mean of
// min(w + X, cap) − w, and the chance that w + X reaches the cap.
type featureSample struct {
	m, k      int
	sumC      float64   // Σ of the exact uncapped conditional means of the uncapped shapes
	mc        int       // shapes that reached the cap with ×2 multipliers
	xs        []float64 // the K value draws of every uncapped shape, sorted
	suffix    []float64 // suffix[i] = Σ xs[i:]
	capped    float64   // E[min(X, cap)]
	sd        float64   // sd of one feature's estimate of E[min(X, cap)]
	meanSpins float64
}

// spinShape is one free spin's shape: its pay factor, whether its multipliers
// count (a paytable win and at least one multiplier, SC-8), and how many.
type spinShape struct {
	f    float64
	qual bool
	n    int
}

type featureBlock struct {
	sumC, v, v2 float64
	mc, spins   int
	xs          []float64
}

func (t *tuner) features(m, k int) *featureSample {
	blocks := (m + block - 1) / block
	res := make([]featureBlock, blocks)
	t.parallel(blocks, phaseF, func(b int, src rng.Source) {
		r := &res[b]
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
				shape = append(shape, spinShape{f: f, qual: won && n > 0, n: n})
			}
			c, over := t.feature(shape, k, src, &r.xs)
			r.sumC += c
			v := c - over
			r.v += v
			r.v2 += v * v
		}
	})
	f := &featureSample{m: m, k: k}
	var v, v2 float64
	var spins int
	for i := range res {
		f.sumC += res[i].sumC
		f.mc += res[i].mc
		f.xs = append(f.xs, res[i].xs...)
		v += res[i].v
		v2 += res[i].v2
		spins += res[i].spins
	}
	slices.Sort(f.xs)
	f.suffix = make([]float64, len(f.xs)+1)
	for i := len(f.xs) - 1; i >= 0; i-- {
		f.suffix[i] = f.suffix[i+1] + f.xs[i]
	}
	f.capped = v / float64(m)
	f.sd = math.Sqrt(max(0, v2/float64(m)-f.capped*f.capped))
	f.meanSpins = float64(spins) / float64(m)
	return f
}

// feature returns the exact mean of X given the shapes and the mean of
// (X − cap)⁺ over k draws of the values, appending the k draws of X to xs.
func (t *tuner) feature(shape []spinShape, k int, src rng.Source, xs *[]float64) (c, over float64) {
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
		var tot, x float64
		for _, s := range shape {
			if !s.qual {
				x += s.f
				continue
			}
			for range s.n {
				tot += t.free.draw(src)
			}
			x += s.f * tot
		}
		*xs = append(*xs, x)
		over += max(0, x-capX)
	}
	return c, over / float64(k)
}

// g returns G(w) = E[min(w + X, cap)] − w and the chance that w + X ≥ cap.
func (f *featureSample) g(w float64) (g, pcap float64) {
	i, _ := slices.BinarySearch(f.xs, capX-w) // first X ≥ cap − w
	n := float64(len(f.xs) - i)
	mk := float64(f.m * f.k)
	over := (f.suffix[i] + n*(w-capX)) / mk
	share := float64(f.mc) / float64(f.m)
	return f.sumC/float64(f.m) - over + share*(capX-w), n/mk + share
}

// capShare returns the chance that a feature after a base win w reaches the
// cap.
func (f *featureSample) capShare(w float64) float64 {
	_, p := f.g(w)
	return p
}
