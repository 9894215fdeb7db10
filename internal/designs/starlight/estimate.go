package starlight

import (
	"fmt"
	sl "github.com/slotmech/slotmech/internal/starlight"
	"math"
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/estimate"
	"github.com/slotmech/slotmech/internal/weighted"
	"github.com/slotmech/slotmech/rng"
)

// Game implements estimate.Stratified: the estimator samples its base spins
// by strata and its features on their own.
var _ estimate.Stratified = (*Game)(nil)

// EstimateDraws is the number of draws of the multiplier values a sampled
// feature reports ([estimate.Design].Draws): the feature's mean given its
// shapes is exact, and the draws only estimate what the cap cuts.
const EstimateDraws = 4

// The strata of the first screen: its scatters 0 … 5 and "6 or more", and
// its multiplier symbols 0, 1, 2 and "3 or more".
const (
	stratumScatters    = 7
	stratumMultipliers = 4
)

// Design implements [estimate.Stratified]: the strata of a round of the
// mode named mode at base bet bet, for the estimator (internal/estimate).
//
// A round pays min(W₀ + X, cap) (SC-12), W₀ the base spin's win and X the
// free spins'; a base spin that reaches the cap awards nothing, and the
// feature is 15 free spins from T = 0 whatever the base spin was (SC-9), so
// it is sampled on its own. The base spins are stratified by the first
// screen's scatters (0 … 5, 6 or more) and multiplier symbols (0, 1, 2, 3
// or more): every position is drawn independently from the same class
// weights (see sl.Maths), so these counts are multinomial and each stratum's
// probability is exact. Every win is a multiple of bet/20 (SC-13), the grid.
//
// Errors wrap [games.ErrBet] for a bet or mode the game refuses.
func (g *Game) Design(bet slotmech.Money, mode string) (*estimate.Design, error) {
	if _, err := sl.CheckBet("design", bet, mode); err != nil {
		return nil, err
	}
	d := &estimate.Design{Cap: sl.CapTimes * bet, Grid: bet / 20, Draws: EstimateDraws, FeatureKey: "free spins"}
	for _, s := range g.strata(mode) {
		d.Strata = append(d.Strata, estimate.Stratum{Name: s.name, P: s.p, Fixed: !s.pays})
	}
	return d, nil
}

// stratum is one stratum of the first screen: the (scatters, multipliers)
// pairs it holds with their cumulative conditional probabilities, and
// whether its screens pay (a paying symbol 8 times or more, SC-3).
type stratum struct {
	name  string
	p     float64
	pays  bool
	pairs [][2]int
	cum   []float64
}

// strata returns the strata of the first screens of mode: for each class
// of scatters and multipliers, the screens that pay and those that do not.
// A screen that does not pay never tumbles and pays its scatters alone,
// unmultiplied (SC-3, SC-4, SC-7): its stratum decides its outcome.
func (g *Game) strata(mode string) []stratum {
	w := g.Maths().Base
	if mode == sl.Ante {
		w = g.Maths().Ante
	}
	t := float64(w.Total())
	qs, qm := float64(w.Scatter)/t, float64(w.Multiplier)/t
	qo := 1 - qs - qm
	lp := func(p float64, k int) float64 {
		if k == 0 {
			return 0
		}
		return float64(k) * math.Log(p)
	}
	const n = sl.Reels * sl.Rows
	var noWin [n + 1]float64 // noWin[r]: r paying positions show no paying symbol 8 times
	for r := range noWin {
		noWin[r] = noPay(r, w.Paying[:])
	}
	out := make([]stratum, 0, 2*stratumScatters*stratumMultipliers)
	for ks := range stratumScatters {
		for km := range stratumMultipliers {
			name := fmt.Sprintf("scatters %d, multipliers %d", ks, km)
			hiS, hiM := ks, km
			if ks == stratumScatters-1 {
				hiS, name = n, fmt.Sprintf("scatters %d+, multipliers %d", ks, km)
			}
			if km == stratumMultipliers-1 {
				hiM = n
				name += "+"
			}
			pay, none := stratum{name: name + ", pays", pays: true}, stratum{name: name + ", pays nothing"}
			for k := ks; k <= hiS; k++ {
				for m := km; m <= hiM && k+m <= n; m++ {
					p := math.Exp(logFactorial(n) - logFactorial(k) - logFactorial(m) - logFactorial(n-k-m) + lp(qs, k) + lp(qm, m) + lp(qo, n-k-m))
					q := noWin[n-k-m]
					for _, s := range []*stratum{&pay, &none} {
						ps := p * q
						if s.pays {
							ps = p * (1 - q)
						}
						if ps > 0 {
							s.p += ps
							s.pairs = append(s.pairs, [2]int{k, m})
							s.cum = append(s.cum, s.p)
						}
					}
				}
			}
			for _, s := range []*stratum{&pay, &none} {
				for i := range s.cum {
					s.cum[i] /= s.p
				}
				out = append(out, *s)
			}
		}
	}
	return out
}

// noPay returns the probability that r positions drawn from the paying
// weights show no paying symbol 8 times or more: the multinomial sum over
// the counts c₁ … c₉ < 8 with Σc = r of r! Π p_i^c_i / c_i!, by dynamic
// programming over the symbols.
func noPay(r int, weights []int64) float64 {
	var total float64
	for _, w := range weights {
		total += float64(w)
	}
	f := make([]float64, r+1) // f[u]: Σ over the symbols so far, u positions used, of Π p^c / c!
	f[0] = 1
	for _, w := range weights {
		p := float64(w) / total
		next := make([]float64, r+1)
		for u, fu := range f {
			for c := 0; c < countClasses[0].Min && u+c <= r; c++ {
				next[u+c] += fu * math.Pow(p, float64(c)) / math.Exp(logFactorial(c))
			}
		}
		f = next
	}
	return f[r] * math.Exp(logFactorial(r))
}

// NewSampler implements [estimate.Stratified]: a sampler of the mode named
// mode at base bet bet, for one goroutine. It plays spins on a copy of the
// game whose multiplier symbols all show ×2 (multiplier values never change
// a tumble: multipliers are never removed, SC-5, and their values only
// scale the win) and averages the values exactly: a base spin's win B × S,
// S the sum of its n values, over the exact distribution of S; a
// feature's mean win from the mean value and the multipliers counted into
// T (SC-8), with EstimateDraws draws of the values for what the cap cuts.
// Because every value is at least 2, a shape capped with ×2 is capped with
// any values. From every sample it subtracts the refills' controls of
// mean zero (see controls: what each refill brought less what it was
// expected to bring), and reports the trigger's as the sample's
// TriggerControl.
func (g *Game) NewSampler(bet slotmech.Money, mode string) (estimate.Sampler, error) {
	if _, err := sl.CheckBet("sampler", bet, mode); err != nil {
		return nil, err
	}
	m := g.Maths()
	sm := m
	sm.BaseValues, sm.FreeValues = [sl.Multipliers]int64{1}, [sl.Multipliers]int64{1} // ×2 only
	shape, err := NewWithMaths(sm)
	if err != nil {
		return nil, err
	}
	w := m.Base
	if mode == sl.Ante {
		w = m.Ante
	}
	paying, err := weighted.NewHalves(weighted.Must(w.Paying[:]...))
	if err != nil {
		return nil, &slotmech.Error{Op: "sampler", Field: "maths paying weights", Err: fmt.Errorf("%w: %w", sl.ErrConfig, err)}
	}
	s := &sampler{bet: bet, mode: mode, cap: sl.CapTimes * bet, p: sl.NewPlayer(shape.Game), strata: g.strata(mode),
		paying: paying, sums: newValueSums(m.BaseValues),
		freeValues: (*rng.Weighted)(weighted.Must(m.FreeValues[:]...)), freeMean: valueMean(m.FreeValues),
		controls: newControls(w, m.BaseValues, sl.TriggerScatters, bet), free: newControls(m.Free, m.FreeValues, sl.RetriggerScatters, bet)}
	// A free spin's pays before its multiplier, for the coefficient of the
	// retrigger's control: those of its landing screen, exactly (the
	// tumbles after it add more; any coefficient fixed in advance keeps
	// the estimate unbiased).
	s.freeSpin = s.free.scatter[sl.Reels*sl.Rows][0]
	for i := range sl.Paying {
		s.freeSpin += s.free.pay[i][sl.Reels*sl.Rows][0]
	}
	s.forced = games.Forced{Bet: bet, Mode: mode}
	return s, nil
}

// sampler is the estimate.Sampler of a Game.
type sampler struct {
	bet, cap   slotmech.Money
	mode       string
	p          *sl.Player // of the ×2 copy
	strata     []stratum
	paying     *weighted.Halves // the paying classes alone, two draws a value: most screens are drawn again, and a draw moves little when the weights move
	drawn      [sl.Reels * sl.Rows]uint8
	sums       *valueSums // sums of base-game values
	controls   *controls  // the base game's controls of mean zero
	free       *controls  // the free spins'
	freeSpin   float64    // a free spin's expected pays before its multiplier, roughly
	freeValues *rng.Weighted
	freeMean   float64
	forced     games.Forced
	detail     games.Detail
	shape      []featureSpin
}

// featureSpin is one free spin's shape: its win before the multiplier,
// whether its multipliers count (a paytable win and at least one, SC-8) and
// how many.
type featureSpin struct {
	b    slotmech.Money
	qual bool
	n    int
}

// valueMean returns the mean multiplier value of weights.
func valueMean(weights [sl.Multipliers]int64) float64 {
	var s, t float64
	for i, v := range multiplierValues {
		s += float64(weights[i]) * float64(v)
		t += float64(weights[i])
	}
	return s / t
}

// valueSums holds the exact distribution of the sum S of n multiplier
// values, n = 1 … 30: p[n][s] = P(S = s), tailP[n][s] = P(S ≥ s) and
// tailS[n][s] = E[S; S ≥ s].
type valueSums struct {
	mean         float64
	p            [sl.Reels*sl.Rows + 1][]float64
	tailP, tailS [sl.Reels*sl.Rows + 1][]float64
}

func newValueSums(weights [sl.Multipliers]int64) *valueSums {
	var total float64
	for _, w := range weights {
		total += float64(w)
	}
	one := make([]float64, multiplierValues[sl.Multipliers-1]+1)
	for i, v := range multiplierValues {
		one[v] += float64(weights[i]) / total
	}
	// The values one value can take, in increasing order: the
	// convolution adds the same terms in the same order as a loop over
	// all of one that skips its zeros, without visiting them.
	type term struct {
		b  int
		pb float64
	}
	var terms []term
	for b, pb := range one {
		if pb != 0 {
			terms = append(terms, term{b, pb})
		}
	}
	c := &valueSums{mean: valueMean(weights)}
	cur := []float64{1}
	for n := 1; n <= sl.Reels*sl.Rows; n++ {
		next := make([]float64, len(cur)+len(one)-1)
		for a, pa := range cur {
			if pa == 0 {
				continue
			}
			for _, t := range terms {
				next[a+t.b] += pa * t.pb
			}
		}
		cur = next
		c.p[n] = cur
		tp, ts := make([]float64, len(cur)+1), make([]float64, len(cur)+1)
		for s := len(cur) - 1; s >= 0; s-- {
			tp[s] = tp[s+1] + cur[s]
			ts[s] = ts[s+1] + cur[s]*float64(s)
		}
		c.tailP[n], c.tailS[n] = tp, ts
	}
	return c
}

// SampleBase implements [estimate.Sampler]: a base spin whose first screen
// is in stratum k.
func (s *sampler) SampleBase(k int, src rng.Source, bs *estimate.BaseSample) error {
	st := &s.strata[k]
	pair := st.pairs[0]
	if len(st.pairs) > 1 {
		u := float64(rng.Uint64N(src, 1<<53)) / (1 << 53)
		i := 0
		for i < len(st.cum)-1 && st.cum[i] <= u {
			i++
		}
		pair = st.pairs[i]
	}
	bs.Cost = 1
	if !st.pays { // no tumble, the scatters' pay alone, unmultiplied (SC-3, SC-4, SC-7)
		b := scatterPay(pair[0]).ApplySat(s.bet) // exact for the bets of SC-13
		bs.Win = float64(b)
		if b > 0 {
			bs.Hit = 1
		}
		bs.Triggered = pair[0] >= sl.TriggerScatters
		return nil
	}
	redrawn := s.screen(pair[0], pair[1], src)
	out, err := s.p.PlayForced(&s.forced, src, &s.detail)
	if err != nil {
		return err
	}
	sp := &s.detail.Spins[0]
	bs.Cost = int64(2*(1+len(sp.Steps)) + redrawn) // half-screens: a screen drawn again costs about half a spin
	if len(sp.Steps) == 0 {
		return fmt.Errorf("a screen of the paying stratum %q paid nothing", st.name)
	}
	// The refills' controls, subtracted when the sample is complete.
	trig, ctl := s.controls.of(sp, false, 0)
	bs.TriggerControl = trig
	defer func() { bs.Win -= ctl }()
	if out.Capped {
		// Capped with ×2 multipliers: capped with any values, no free spins.
		bs.Win, bs.Hit, bs.Capped = float64(s.cap), 1, 1
		return nil
	}
	b := sp.ScatterWin
	for _, step := range sp.Steps {
		b += step.Win
	}
	bs.Triggered = sp.Scatters >= sl.TriggerScatters
	bs.Hit = 1
	n := 0
	if sp.Multiplier > 1 {
		n = int(sp.Multiplier / 2)
	}
	if n == 0 {
		bs.Win = float64(b)
		if bs.Triggered { // the win itself, not less the controls
			bs.Atoms = append(bs.Atoms, estimate.Atom{Win: b, P: 1})
		}
		return nil
	}
	// W₀ = b × S: E[min(b S, cap)] = b E[S; S < s*] + cap P(S ≥ s*), with
	// s* = ⌈cap / b⌉.
	sStar := int((s.cap + b - 1) / b)
	tp, ts := s.sums.tailP[n], s.sums.tailS[n]
	var pc, sc float64
	if sStar < len(tp) {
		pc, sc = tp[sStar], ts[sStar]
	}
	bs.Win = float64(b)*(float64(n)*s.sums.mean-sc) + float64(s.cap)*pc
	bs.Capped = pc
	if bs.Triggered {
		for v, p := range s.sums.p[n][:min(sStar, len(s.sums.p[n]))] {
			if p > 0 {
				bs.Atoms = append(bs.Atoms, estimate.Atom{Win: b * slotmech.Money(v), P: p})
			}
		}
	}
	return nil
}

// scatterPay returns the pay of k scatters (SC-4).
func scatterPay(k int) slotmech.Factor {
	var f slotmech.Factor
	for _, e := range scatterPays {
		if k >= e.Count {
			f = e.Factor
		}
	}
	return f
}

// screen sets s.forced.Screen to a first screen with exactly k scatters and
// m multipliers (×2) on positions chosen uniformly and every other position
// drawn from the paying classes' weights, on which a paying symbol shows 8
// times or more: the first screen given its counts and that it pays. The
// paying positions are drawn again until they pay; it returns how many
// times they were.
func (s *sampler) screen(k, m int, src rng.Source) (redrawn int) {
	const n = sl.Reels * sl.Rows
	r := n - k - m
	drawn := s.drawn[:r]
	for ; ; redrawn++ {
		var counts [sl.Paying]int
		s.paying.Fill(drawn, src)
		for _, c := range drawn {
			counts[c]++
		}
		if slices.Max(counts[:]) >= countClasses[0].Min {
			break
		}
	}
	var idx [n]int
	for i := range idx {
		idx[i] = i
	}
	var special [n]slotmech.Symbol
	for i := range k + m { // partial Fisher–Yates: idx[:k+m] is a uniform subset
		j := i + rng.IntN(src, n-i)
		idx[i], idx[j] = idx[j], idx[i]
		special[idx[i]] = sl.X2
		if i < k {
			special[idx[i]] = sl.Scatter
		}
	}
	scr := &s.forced.Screen
	*scr = empty
	next := 0
	for p := range n { // the draws are independent: in order, they fill the other positions uniformly
		sym := special[p]
		if sym == 0 {
			sym = sl.Yellow + slotmech.Symbol(drawn[next])
			next++
		}
		scr.Set(p/sl.Rows, p%sl.Rows, sym)
	}
	return redrawn
}

// SampleFeature implements [estimate.Sampler]: a feature on its own
// ([sl.Player.PlayFeature] on the ×2 copy), its exact mean win given its shapes
// and EstimateDraws draws of its values.
func (s *sampler) SampleFeature(src rng.Source, f *estimate.FeatureSample) error {
	out, err := s.p.PlayFeature(s.bet, src, &s.detail)
	if err != nil {
		return err
	}
	// The free spins' controls (controls.of), subtracted from the mean
	// when it is known: the pays' with their own coefficients, the
	// retriggers' (SC-10) weighted by what sl.RetriggerSpins more spins
	// would pay at the multiplier counted so far.
	var ctl float64
	var counted int
	for i := range s.detail.Spins {
		sp := &s.detail.Spins[i]
		f.Cost += int64(2 * (1 + len(sp.Steps)))
		trig, win := s.free.of(sp, true, counted)
		ctl += win + trig*sl.RetriggerSpins*s.freeSpin*s.free.certain(0, max(counted, 1))
		if t, ok := sp.Facts.Get(sl.FactTotalMultiplier); ok {
			counted = int(t / 2)
		}
	}
	defer func() { f.Mean -= ctl }()
	if out.Capped {
		f.Mean = float64(s.cap)
		for range EstimateDraws {
			f.Draws = append(f.Draws, s.cap)
		}
		return nil
	}
	s.shape = s.shape[:0]
	var prevT, count int64
	for i := range s.detail.Spins {
		sp := &s.detail.Spins[i]
		b := sp.ScatterWin
		for _, step := range sp.Steps {
			b += step.Win
		}
		t, _ := sp.Facts.Get(sl.FactTotalMultiplier)
		n := int(t-prevT) / 2
		prevT = t
		fs := featureSpin{b: b, qual: len(sp.Steps) > 0 && n > 0, n: n}
		if fs.qual {
			count += int64(n)
			f.Mean += float64(b) * s.freeMean * float64(count)
		} else {
			f.Mean += float64(b)
		}
		s.shape = append(s.shape, fs)
	}
	for range EstimateDraws {
		var x, total slotmech.Money
		for _, sp := range s.shape {
			if !sp.qual {
				x += sp.b
				continue
			}
			for range sp.n {
				total += slotmech.Money(multiplierValues[s.freeValues.Draw(src)])
			}
			x += sp.b * total
		}
		f.Draws = append(f.Draws, x)
	}
	return nil
}
