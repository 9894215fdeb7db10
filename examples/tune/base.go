package main

import (
	"fmt"
	"math"
	"os"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/starlight"
	"github.com/slotmech/slotmech/rng"
)

// strata is the number of sampled strata: k = 0 … 12 scatters on the first
// screen.
const strata = 13

var debug = os.Getenv("TUNE_DEBUG") != ""

// modeResult is the estimate of one mode.
type modeResult struct {
	rtp     estimate // over the stake
	base    float64  // E[W₀] over the stake
	trig    estimate // trigger rate
	capRate float64  // rounds that reach the cap
	tail    float64  // bound on the RTP share of the unsampled strata
}

func (t *tuner) mode(mode games.Mode, n int, f *featureSample) modeResult {
	m := t.g.Maths()
	w, stake, space := m.Base, float64(mode.Cost)/slotmech.FactorScale, uint64(0)
	if mode.Name == starlight.Ante {
		w, space = m.Ante, ante
	}
	q := float64(w.Scatter) / float64(w.Total())
	var pi [strata]float64
	for k := range strata {
		pi[k] = binom(posts, k, q)
	}
	var tail float64 // the unsampled strata: a round pays at most the cap
	for k := strata; k <= posts; k++ {
		tail += binom(posts, k, q)
	}
	d := newDrawer(w)
	// Pilot: equal samples per stratum, to learn σ_k; then Neyman allocation.
	var pilotN [strata]int
	for k := range pilotN {
		pilotN[k] = max(2000, n/50/strata)
	}
	pilot := t.strata(mode, d, f, pilotN, phaseP+space)
	var alloc [strata]int
	var weight [strata]float64
	var tw float64
	for k := range strata {
		s := pilot[k]
		mean := s.y / s.n
		weight[k] = pi[k] * math.Sqrt(max(s.y2/s.n-mean*mean, 1e-6))
		tw += weight[k]
	}
	for k := range strata {
		alloc[k] = max(1000, int(float64(n)*weight[k]/tw))
	}
	res := t.strata(mode, d, f, alloc, phaseB+space)
	var r modeResult
	var v, vt float64
	for k := range strata {
		s := res[k]
		my, mt := s.y/s.n, s.t/s.n
		r.rtp.mean += pi[k] * my
		r.base += pi[k] * s.w / s.n
		r.trig.mean += pi[k] * mt
		r.capRate += pi[k] * s.c / s.n
		v += pi[k] * pi[k] * max(0, s.y2/s.n-my*my) / s.n
		if debug {
			fmt.Fprintf(os.Stderr, "k=%d pi=%.3g n=%.0f mean=%.3f sd=%.3f var=%.3g trig=%.4f\n", k, pi[k], s.n, my, math.Sqrt(max(0, s.y2/s.n-my*my)), pi[k]*pi[k]*max(0, s.y2/s.n-my*my)/s.n, mt)
		}
		vt += pi[k] * pi[k] * max(0, s.t2/s.n-mt*mt) / s.n
	}
	// The feature sample's own uncertainty: d(RTP)/d(E[X]) = p.
	v += r.trig.mean * r.trig.mean * f.sd * f.sd / float64(f.m)
	r.rtp = estimate{r.rtp.mean / stake, z99 * math.Sqrt(v) / stake}
	r.base /= stake
	r.trig.half = z99 * math.Sqrt(vt)
	r.tail = tail * capX / stake
	return r
}

// strata plays alloc[k] base-spin shapes in each stratum k and returns the
// sums of each stratum.
func (t *tuner) strata(mode games.Mode, d *drawer, f *featureSample, alloc [strata]int, base uint64) [strata]sums {
	type job struct{ k, lo, hi int }
	var jobs []job
	for k, n := range alloc {
		for lo := 0; lo < n; lo += block {
			jobs = append(jobs, job{k, lo, min(n, lo+block)})
		}
	}
	res := make([]sums, len(jobs))
	t.parallel(len(jobs), base, func(_, i int, src rng.Source) {
		j := jobs[i]
		p := t.shape.NewPlayer()
		var detail games.Detail
		in := games.Forced{Bet: bet, Mode: mode.Name} // the game's own refill
		for range j.hi - j.lo {
			in.Screen = d.screen(j.k, src)
			out, err := p.PlayForced(&in, src, &detail)
			if err != nil {
				panic(err)
			}
			res[i].add(t.baseSample(out, &detail, f))
		}
	})
	var out [strata]sums
	for i, j := range jobs { // merged in job order: the sums do not depend on the workers
		out[j.k].add(res[i])
	}
	return out
}

// baseSample averages one base-spin shape over the multiplier values.
func (t *tuner) baseSample(out games.Outcome, d *games.Detail, f *featureSample) sums {
	if out.Capped { // capped with ×2 multipliers: capped with any values, no feature
		return sums{n: 1, y: capX, y2: capX * capX, w: capX, c: 1}
	}
	sp := &d.Spins[0]
	fac, won := factor(sp)
	trig := sp.Scatters >= starlight.TriggerScatters
	n := 0
	if won && sp.Multiplier > 1 {
		n = int(sp.Multiplier / 2)
	}
	one := func(w float64) (y, c float64) {
		if w >= capX {
			return capX, 1
		}
		if !trig {
			return w, 0
		}
		g, pc := f.g(w)
		return w + g, pc
	}
	s := sums{n: 1}
	if n == 0 {
		s.y, s.c = one(fac)
		s.w = fac
	} else {
		for _, pt := range t.base.dist[n] {
			w := min(fac*pt.sum, capX)
			y, c := one(w)
			s.y += pt.p * y
			s.c += pt.p * c
			s.w += pt.p * w
		}
	}
	s.y2 = s.y * s.y
	if trig {
		// A trigger is played unless the base spin itself reached the cap.
		s.t = 1 - capShareOfBase(fac, n, t.base)
		s.t2 = s.t * s.t
	}
	return s
}

// capShareOfBase is the chance that a base win of factor fac with n
// multipliers reaches the cap.
func capShareOfBase(fac float64, n int, c *convolutions) float64 {
	if n == 0 {
		return boolf(fac >= capX)
	}
	var p float64
	for _, pt := range c.dist[n] {
		if fac*pt.sum >= capX {
			p += pt.p
		}
	}
	return p
}

func boolf(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// drawer draws first screens conditioned on their scatter count: the same
// class-then-value draw as the game's refill, without the scatter (and with
// ×2 for every multiplier, as in the shape game).
type drawer struct {
	classes *rng.Weighted
}

func newDrawer(w starlight.Weights) *drawer {
	cw := append(append([]int64(nil), w.Paying[:]...), w.Multiplier)
	return &drawer{classes: rng.MustWeighted(cw...)}
}

// screen returns a first screen with exactly k scatters, on k positions
// chosen uniformly, and every other position drawn from the table without
// the scatter.
func (d *drawer) screen(k int, src rng.Source) slotmech.Screen {
	s := slotmech.NewScreen(starlight.Reels, starlight.Rows)
	var idx [posts]int
	for i := range idx {
		idx[i] = i
	}
	for i := range k { // partial Fisher–Yates: idx[:k] is a uniform k-subset
		j := i + rng.IntN(src, posts-i)
		idx[i], idx[j] = idx[j], idx[i]
	}
	for i, p := range idx {
		sym := starlight.Scatter
		if i >= k {
			c := d.classes.Draw(src)
			if c == starlight.Paying {
				sym = starlight.X2
			} else {
				sym = slotmech.Symbol(c + 1)
			}
		}
		s.Set(p/starlight.Rows, p%starlight.Rows, sym)
	}
	return s
}

// binom returns the binomial probability of k successes in n trials of p.
func binom(n, k int, p float64) float64 {
	lg := func(x int) float64 { v, _ := math.Lgamma(float64(x) + 1); return v }
	return math.Exp(lg(n) - lg(k) - lg(n-k) + float64(k)*math.Log(p) + float64(n-k)*math.Log1p(-p))
}
