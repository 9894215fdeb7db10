package estimate

import (
	"fmt"
	"math"
	"sort"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
)

// The stream spaces of the phases of a mode: phase p of mode i draws job j
// from stream i<<48 + p<<40 + j.
const (
	phaseFeaturePilot = 1 << 40
	phaseBasePilot    = 2 << 40
	phaseFeature      = 3 << 40
	phaseBase         = 4 << 40
	modeSpace         = 48

	// With Config.CommonStreams, job j of stratum k of a base phase is on
	// stream k<<stratumSpace + j of the phase: at most maxStrata strata
	// of at most 2²⁸ jobs.
	stratumSpace = 28
	maxStrata    = 1 << (40 - stratumSpace)
)

// Sizes of the pilot and the smallest allocations.
const (
	minPilot    = 200    // pilot samples per stratum, at least
	maxPilot    = 20_000 // pilot samples per stratum, at most
	minStratum  = 100    // main samples per stratum of positive probability, at least
	minRounds   = 1000   // rounds per mode (Config.Rounds), at least, with or without a design
	minFeatures = 200    // features per phase, at least
)

// sums accumulates base samples of one stratum.
type sums struct {
	n, y, y2, base, hit, hit2, trig, trig2, capd, capd2, cost float64
}

func (s *sums) add(o *sums) {
	s.n += o.n
	s.y += o.y
	s.y2 += o.y2
	s.base += o.base
	s.hit += o.hit
	s.hit2 += o.hit2
	s.trig += o.trig
	s.trig2 += o.trig2
	s.capd += o.capd
	s.capd2 += o.capd2
	s.cost += o.cost
}

// sharedFeatures are the features of the modes whose designs have the same
// FeatureKey: played by the first of them, used by all.
type sharedFeatures struct {
	pilot, main *features
}

// mean and variance of a sum and sum of squares over n.
func meanVar(n, x, x2 float64) (mean, v float64) {
	if n == 0 {
		return 0, 0
	}
	mean = x / n
	if n < 2 {
		return mean, 0
	}
	return mean, max(0, (x2-x*mean)/(n-1))
}

// stratified estimates one mode of a Stratified game.
type stratified struct {
	c       *Config
	shared  *sharedFeatures // the features of the modes with the same FeatureKey, or nil
	g       Stratified
	mode    string
	stake   slotmech.Money
	d       *Design
	space   uint64
	run     runner
	workers []Sampler // one per worker, made when it first works

	// Set by the pilot: the features it played, the main phase's
	// allocation, Σ P_k σ_k √c_k, the trigger rate and the mean cost of a
	// base part under the allocation.
	pf              *features
	alloc           []int64
	sw, trig, costB float64
}

// pilot runs the pilot of mode mi: features (unless another mode with
// the same FeatureKey played them), then every stratum alike, to learn the
// spreads and costs. The pilot is then discarded, so that the allocation it
// sets is independent of the samples that are kept. It sets the allocation
// of the main phase and what the choice of the number of features needs.
func (e *stratified) pilot(mi int) error {
	e.space = uint64(mi) << modeSpace
	S := len(e.d.Strata)
	m0 := clamp(e.c.Rounds/500, minFeatures, 20_000)
	var err error
	if e.shared != nil && e.shared.pilot != nil {
		e.pf = e.shared.pilot
	} else if e.pf, err = e.features(m0, phaseFeaturePilot, "pilot features"); err != nil {
		return err
	}
	if e.shared != nil {
		e.shared.pilot = e.pf
	}
	n0 := clamp(e.c.Rounds/int64(50*S), minPilot, maxPilot)
	pilotN := make([]int64, S)
	for k, s := range e.d.Strata {
		switch {
		case s.P > 0 && s.Fixed:
			pilotN[k] = 1
		case s.P > 0:
			pilotN[k] = n0
		}
	}
	pilot, err := e.base(pilotN, e.pf, phaseBasePilot, "pilot")
	if err != nil {
		return err
	}
	// Neyman allocation for costs: n_k ∝ P_k σ_k / √c_k, at least
	// minStratum each (c_k the stratum's mean cost in the pilot).
	e.alloc = make([]int64, S)
	var tw float64
	weights := make([]float64, S)
	for k, s := range e.d.Strata {
		if s.P == 0 {
			continue
		}
		p := &pilot[k]
		_, v := meanVar(p.n, p.y, p.y2)
		c := max(p.cost/p.n, 1)
		weights[k] = s.P * math.Sqrt(v/c)
		tw += weights[k]
		e.sw += s.P * math.Sqrt(v*c) // Σ P_k σ_k √c_k: a unit of budget's variance × cost is sw²
		e.trig += s.P * p.trig / p.n
	}
	rest := e.c.Rounds
	for k, s := range e.d.Strata {
		switch {
		case s.P > 0 && s.Fixed:
			e.alloc[k] = 1 // one sample is the stratum; not counted in the budget
		case s.P > 0:
			e.alloc[k] = minStratum
			rest -= minStratum
		}
	}
	for k := range e.alloc {
		if tw > 0 && rest > 0 && !e.d.Strata[k].Fixed {
			e.alloc[k] += int64(float64(rest) * weights[k] / tw)
		}
		if e.alloc[k] > 0 {
			e.costB += float64(e.alloc[k]) * pilot[k].cost / pilot[k].n
		}
	}
	e.costB = max(e.costB/float64(e.c.Rounds), 1)
	return nil
}

// chooseFeatures returns the number of features of the main phase for the
// modes ms, which share them (one mode, or all those with the same
// FeatureKey): Config.Features, or the number that minimises the variance
// for the cost. Given n base parts per mode, a feature lowers the modes'
// summed variance by ΣB/m² per feature's cost c_f (B_i = p_i² Var ψ, p_i
// the mode's trigger rate) and a base part by sw_i²/(c_i n)² per unit of
// cost; equating the feature's with the modes' mean gives
// m = n √(ΣB / c_f / mean(sw_i² / c_i²)).
func chooseFeatures(ms []*stratified) int64 {
	e := ms[0]
	m := e.c.Features
	if m == 0 {
		_, vpsi := meanVar(float64(e.pf.m), e.pf.psi, e.pf.psi2)
		cf := max(e.pf.cost/float64(e.pf.m), 1)
		var sumB, base float64
		for _, x := range ms {
			sumB += x.trig * x.trig * vpsi
			base += x.sw * x.sw / (x.costB * x.costB) / float64(len(ms))
		}
		if sumB > 0 {
			m = int64(float64(e.c.Rounds) * math.Sqrt(sumB/cf/max(base, 1e-300)))
		}
		m = clamp(m, max(minFeatures, e.c.Rounds/1000), e.c.Rounds)
	}
	return max(m, minFeatures)
}

// main plays the main phase of the mode, m features first unless another
// mode with the same FeatureKey played them, and returns its report.
func (e *stratified) main(m int64) (ModeReport, error) {
	var f *features
	var err error
	if e.shared != nil && e.shared.main != nil {
		f = e.shared.main
	} else if f, err = e.features(m, phaseFeature, "features"); err != nil {
		return ModeReport{}, err
	}
	if e.shared != nil {
		e.shared.main = f
	}
	res, err := e.base(e.alloc, f, phaseBase, "base")
	if err != nil {
		return ModeReport{}, err
	}
	return e.combine(res, f, e.alloc), nil
}

func clamp(x, lo, hi int64) int64 { return min(max(x, lo), hi) }

// sampler returns worker w's Sampler, making it on first use.
func (e *stratified) sampler(w int) (Sampler, error) {
	if e.workers[w] == nil {
		s, err := e.g.NewSampler(e.c.bet, e.mode)
		if err != nil {
			return nil, err
		}
		e.workers[w] = s
	}
	return e.workers[w], nil
}

// features plays m features in phase phase.
func (e *stratified) features(m int64, phase uint64, stage string) (*features, error) {
	d := e.d
	f := &features{m: m, grid: float64(d.grid()), gridM: int64(d.grid())}
	if d.Cap > 0 {
		f.cap = int64(d.Cap / d.grid())
	}
	jobs := int((m + jobSamples - 1) / jobSamples)
	type result struct {
		sumMean, psi, psi2, cost float64
		pos, draws               int64
	}
	res := make([]result, waveJobs*e.run.workers)
	tails := make([]*tail, e.run.workers)
	capM := float64(d.Cap)
	work := func(w, i, slot int, src rng.Source) error {
		s, err := e.sampler(w)
		if err != nil {
			return err
		}
		if tails[w] == nil && f.cap > 0 {
			tails[w] = newTail(f.cap)
		}
		r := &res[slot]
		*r = result{}
		var fs FeatureSample
		lo := int64(i) * jobSamples
		for j := lo; j < min(m, lo+jobSamples); j++ {
			fs.Reset()
			if err := s.SampleFeature(src, &fs); err != nil {
				return fmt.Errorf("%s: feature %d: %w", stage, j, err)
			}
			if len(fs.Draws) != d.Draws {
				return fmt.Errorf("%s: feature %d: %d draws, the design says %d", stage, j, len(fs.Draws), d.Draws)
			}
			var cut float64
			for _, x := range fs.Draws {
				if x < 0 || x%d.grid() != 0 {
					return fmt.Errorf("%s: feature %d: a draw of %d, not a non-negative multiple of the grid %d", stage, j, x, d.grid())
				}
				if x > 0 {
					r.pos++
				}
				if f.cap > 0 {
					if !tails[w].add(int64(x / d.grid())) {
						return fmt.Errorf("%s: feature %d: the sum of the draws above the cap overflows", stage, j)
					}
					cut += max(0, float64(x)-capM)
				}
			}
			psi := fs.Mean - cut/float64(d.Draws)
			r.sumMean += fs.Mean
			r.psi += psi
			r.psi2 += psi * psi
			r.cost += float64(fs.Cost)
			r.draws += int64(len(fs.Draws))
		}
		return nil
	}
	merge := func(_, slot int) {
		r := &res[slot]
		f.sumMean += r.sumMean
		f.psi += r.psi
		f.psi2 += r.psi2
		f.cost += r.cost
		f.pos += r.pos
		f.draws += r.draws
	}
	if err := e.run.run(jobs, consecutive(e.space+phase), work, merge, e.progress(stage, m)); err != nil {
		return nil, err
	}
	if f.cap > 0 {
		all := newTail(f.cap)
		for _, t := range tails {
			if t == nil {
				continue
			}
			for j, c := range t.cells {
				all.cells[j] += c
			}
			all.nOver += t.nOver
			all.over += t.over
		}
		f.setTail(all)
	}
	return f, nil
}

// progress returns the progress function of a phase of n samples, or nil.
func (e *stratified) progress(stage string, n int64) func(int64) {
	if e.c.Progress == nil {
		return nil
	}
	label := e.mode + " " + stage
	return func(jobs int64) { e.c.Progress(label, min(n, jobs*jobSamples), n) }
}

// base plays alloc[k] base parts in each stratum k in phase phase, with
// the features f, and returns each stratum's sums.
func (e *stratified) base(alloc []int64, f *features, phase uint64, stage string) ([]sums, error) {
	// Stratum k's samples are jobs starts[k] … starts[k+1]−1, jobSamples
	// each but the last: the jobs are found from their number, in memory
	// that does not grow with the number of samples.
	type job struct {
		k      int
		lo, hi int64
	}
	starts := make([]int, len(alloc)+1)
	var total int64
	for k, n := range alloc {
		starts[k+1] = starts[k] + int((n+jobSamples-1)/jobSamples)
		total += n
	}
	jobAt := func(i int) job {
		k := sort.Search(len(alloc), func(k int) bool { return starts[k+1] > i })
		lo := int64(i-starts[k]) * jobSamples
		return job{k, lo, min(alloc[k], lo+jobSamples)}
	}
	res := make([]sums, waveJobs*e.run.workers)
	out := make([]sums, len(alloc))
	cp := float64(e.d.Cap)
	pos := float64(f.pos) / float64(max(f.draws, 1)) // P(X > 0)
	psi0 := e.pf.psi / float64(e.pf.m)               // the coefficient of TriggerControl: the pilot's, independent of these samples
	work := func(w, i, slot int, src rng.Source) error {
		s, err := e.sampler(w)
		if err != nil {
			return err
		}
		j := jobAt(i)
		r := &res[slot]
		*r = sums{}
		var bs BaseSample
		for n := j.lo; n < j.hi; n++ {
			bs.Reset()
			if err := s.SampleBase(j.k, src, &bs); err != nil {
				return fmt.Errorf("%s: stratum %d (%s) sample %d: %w", stage, j.k+1, e.d.Strata[j.k].Name, n, err)
			}
			y, hit, trig, capd := bs.Win, bs.Hit, 0.0, bs.Capped
			if bs.Triggered {
				trig = 1 - bs.Capped
				one := [1]Atom{{Win: slotmech.Money(math.Round(bs.Win)), P: 1 - bs.Capped}}
				atoms := bs.Atoms
				if len(atoms) == 0 {
					atoms = one[:]
				}
				for _, a := range atoms {
					if a.Win%e.d.grid() != 0 || (e.d.Cap > 0 && a.Win >= e.d.Cap) || a.Win < 0 {
						return fmt.Errorf("%s: stratum %d (%s) sample %d: a base win of %d, not on the grid %d below the cap", stage, j.k+1, e.d.Strata[j.k].Name, n, a.Win, e.d.grid())
					}
					h, pc := f.h(a.Win)
					y += a.P * h
					capd += a.P * pc
					if a.Win == 0 {
						hit += a.P * pos
					}
				}
				if cp > 0 {
					capd = min(capd, 1)
				}
			}
			if z := bs.TriggerControl; z != 0 {
				y -= psi0 * z
				trig -= z
			}
			r.n++
			r.y += y
			r.y2 += y * y
			r.base += bs.Win
			r.hit += hit
			r.hit2 += hit * hit
			r.trig += trig
			r.trig2 += trig * trig
			r.capd += capd
			r.capd2 += capd * capd
			r.cost += float64(bs.Cost)
		}
		return nil
	}
	merge := func(i, slot int) { out[jobAt(i).k].add(&res[slot]) }
	var progress func(int64)
	if e.c.Progress != nil {
		progress = func(jobsDone int64) {
			var done int64 // the samples of jobs 0 … jobsDone−1
			for k, n := range alloc {
				done += min(n, int64(max(0, int(jobsDone)-starts[k]))*jobSamples)
			}
			e.c.Progress(e.mode+" "+stage, done, total)
		}
	}
	stream := consecutive(e.space + phase)
	if e.c.CommonStreams {
		// Job j of stratum k on stream k·2²⁸ + j of the phase, whatever
		// the other strata's allocations (Config.CommonStreams).
		stream = func(i int) uint64 {
			k := jobAt(i).k
			return e.space + phase + uint64(k)<<stratumSpace + uint64(i-starts[k])
		}
	}
	if err := e.run.run(starts[len(alloc)], stream, work, merge, progress); err != nil {
		return nil, err
	}
	return out, nil
}

// combine returns the mode's figures from the main phase's sums.
func (e *stratified) combine(res []sums, f *features, alloc []int64) ModeReport {
	stake := float64(e.stake)
	r := ModeReport{Mode: e.mode, Stake: e.stake, Method: MethodStratified, Features: f.m}
	var vy, vh, vt, vc float64
	for k, s := range e.d.Strata {
		p := &res[k]
		r.Rounds += int64(p.n)
		if p.n == 0 {
			continue
		}
		my, v := meanVar(p.n, p.y, p.y2)
		r.RTP.Value += s.P * my
		vy += s.P * s.P * v / p.n
		r.Strata = append(r.Strata, StratumReport{Name: s.Name, P: s.P, Samples: alloc[k], Mean: my / stake, SD: math.Sqrt(v) / stake})
		mh, vh1 := meanVar(p.n, p.hit, p.hit2)
		r.HitRate.Value += s.P * mh
		vh += s.P * s.P * vh1 / p.n
		mt, vt1 := meanVar(p.n, p.trig, p.trig2)
		r.FeatureRate.Value += s.P * mt
		vt += s.P * s.P * vt1 / p.n
		r.BaseRTP.Value += s.P * p.base / p.n
		mc, vc1 := meanVar(p.n, p.capd, p.capd2)
		r.CapRate.Value += s.P * mc
		vc += s.P * s.P * vc1 / p.n
	}
	// The features are shared by every base part: their own variance
	// enters once, through the trigger rate (delta method; a feature's
	// contribution ψ is taken after a base win of 0, which differs only
	// for base wins near the cap).
	mpsi, vpsi := meanVar(float64(f.m), f.psi, f.psi2)
	vy += r.FeatureRate.Value * r.FeatureRate.Value * vpsi / float64(f.m)
	r.RTP = Figure{r.RTP.Value / stake, z99 * math.Sqrt(vy) / stake}
	r.BaseRTP.Value /= stake
	r.HitRate.Half = z99 * math.Sqrt(vh)
	r.FeatureRate.Half = z99 * math.Sqrt(vt)
	// The cap rate's features' share, as the RTP's: the share of a
	// feature's draws reaching the cap after a base win of 0, whose
	// variance over m features is at most p(1−p)/m (a feature's draws are
	// alike, not independent).
	if f.cap > 0 && f.draws > 0 {
		pc := float64(f.atLeast[f.cap]) / float64(f.draws)
		vc += r.FeatureRate.Value * r.FeatureRate.Value * pc * (1 - pc) / float64(f.m)
	}
	r.CapRate.Half = z99 * math.Sqrt(vc)
	bet := float64(e.c.bet)
	r.FeatureWin = Figure{mpsi / bet, z99 * math.Sqrt(vpsi/float64(f.m)) / bet}
	return r
}
