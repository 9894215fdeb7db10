package stakeengine

import (
	"fmt"
	"math"
	"math/big"
	"math/bits"
	"slices"

	"github.com/slotmech/slotmech"
)

// The classes of rounds the sampled method keeps apart (see the package
// documentation, "Weights"): a round that reached the cap, one that
// triggered the feature, and the others. The exact method uses classPlain
// only.
const (
	classPlain uint8 = iota
	classFeature
	classCapped
)

// classNames names the rare classes, by class.
var classNames = [...]string{classPlain: "plain", classFeature: "feature", classCapped: "capped"}

// key identifies a stratum: the rounds of one class that won one amount.
type key struct {
	win   slotmech.Money
	class uint8
}

// stratum is what the table gives the books of one key: their total
// weight, split between the step below the win (lo, in steps of 0.1 × the
// base bet) and the step above (lo+1), and the counters of the books
// written so far.
type stratum struct {
	n     int64  // books
	total uint64 // their weight
	lo    uint64 // the step below the win: ⌊10 × win / bet⌋
	r     uint64 // 10 × win mod bet: the win is lo + r/bet steps
	k     int64  // books published at lo+1
	hi    uint64 // the weight of those k books; total − hi is the others'
	// written so far: books, and those at lo+1
	j, jh int64
}

// split sets k and hi for n books of total weight total (see the package
// documentation, "Payout multipliers"): with r = 0 every book pays lo; with
// two books or more, k = round(n × r / bet) of them (at least one, at most
// n − 1) pay the step above, and hi = total × r / bet of the weight goes
// to them (rounded to nearest when it is not an integer, which exact
// reports), so that the stratum pays its win exactly; a single book pays
// the nearest step.
func (s *stratum) split(bet slotmech.Money) (exact bool) {
	b := uint64(bet)
	switch {
	case s.r == 0:
		s.k, s.hi = 0, 0
		return true
	case s.n == 1:
		if 2*s.r >= b {
			s.k, s.hi = 1, s.total
		} else {
			s.k, s.hi = 0, 0
		}
		return false
	}
	s.k = int64((2*uint64(s.n)*s.r + b) / (2 * b))
	s.k = min(max(s.k, 1), s.n-1)
	hi, lo := bits.Mul64(s.total, s.r)
	q, rem := bits.Div64(hi, lo, b) // total < 2^64 and r < b: no overflow
	s.hi = q
	if 2*rem >= b {
		s.hi++
	}
	return rem == 0
}

// next returns the weight and payoutMultiplier of the stratum's next book,
// in the order they are written: the k books at the step above are spread
// evenly among the n (book j is one of them when ⌊(j+1)k/n⌋ > ⌊jk/n⌋), and
// each of the two groups shares its weight evenly, the remainder going one
// unit each to its first books.
func (s *stratum) next() (weight, pm uint64) {
	j := s.j
	s.j++
	up := (j+1)*s.k/s.n > j*s.k/s.n
	if up {
		i := s.jh
		s.jh++
		return share(s.hi, s.k, i), (s.lo + 1) * 10
	}
	i := j - s.jh
	return share(s.total-s.hi, s.n-s.k, i), s.lo * 10
}

// share returns the weight of the i-th of n books sharing w.
func share(w uint64, n, i int64) uint64 {
	q, rem := w/uint64(n), w%uint64(n)
	if uint64(i) < rem {
		q++
	}
	return q
}

// mean returns the stratum's payoutMultiplier weighted by its books'
// weights, as the split leaves it.
func (s *stratum) mean() *big.Rat {
	if s.total == 0 {
		return new(big.Rat)
	}
	sum := new(big.Int).Mul(new(big.Int).SetUint64(s.lo*10), new(big.Int).SetUint64(s.total))
	sum.Add(sum, new(big.Int).Mul(big.NewInt(10), new(big.Int).SetUint64(s.hi)))
	return new(big.Rat).SetFrac(sum, new(big.Int).SetUint64(s.total))
}

// steps returns lo and r of a win at bet: 10 × win = lo × bet + r.
func steps(win, bet slotmech.Money) (lo, r uint64, err error) {
	if bet <= 0 || win < 0 {
		return 0, 0, fmt.Errorf("stakeengine: win %d at bet %d: want win >= 0 and bet > 0", win, bet)
	}
	hi, l := bits.Mul64(uint64(win), 10)
	if hi >= uint64(bet) {
		return 0, 0, fmt.Errorf("stakeengine: win %d at bet %d: %w", win, bet, slotmech.ErrOverflow)
	}
	q, rem := bits.Div64(hi, l, uint64(bet))
	if q >= (1<<64-1)/10 {
		return 0, 0, fmt.Errorf("stakeengine: win %d at bet %d: %w", win, bet, slotmech.ErrOverflow)
	}
	return q, rem, nil
}

// plan is the weights of one mode's table: a stratum per key, and the
// figures of how they were set.
type plan struct {
	strata       map[key]*stratum
	total        uint64  // Σ weights
	above, below float64 // the factors of the plain wins (MethodTilt)
	// the band distance between the table and its reference
	maxBand     float64
	maxBandName string
	kl          float64
}

// newStratum returns the stratum of n books of key k at bet, weight total.
func newStratum(k key, n int64, total uint64, bet slotmech.Money) (*stratum, error) {
	lo, r, err := steps(k.win, bet)
	if err != nil {
		return nil, err
	}
	return &stratum{n: n, total: total, lo: lo, r: r}, nil
}

// bands are the limits of the win bands the distance is measured on, in
// multiples of the mode's stake: [0], (0, 1), [1, 2), [2, 5), …,
// [1000, ∞).
var bands = []float64{1, 2, 5, 10, 20, 50, 100, 200, 500, 1000}

// band returns the band of a win of x stakes, 0 for no win.
func band(x float64) int {
	if x <= 0 {
		return 0
	}
	i, _ := slices.BinarySearch(bands, x)
	if i < len(bands) && bands[i] == x {
		i++
	}
	return i + 1
}

// bandName names band b.
func bandName(b int) string {
	switch {
	case b == 0:
		return "no win"
	case b == 1:
		return "(0, 1)"
	case b == len(bands)+1:
		return fmt.Sprintf("[%g, ∞)", bands[len(bands)-1])
	}
	return fmt.Sprintf("[%g, %g)", bands[b-2], bands[b-1])
}

// distance sets p's band distance between the weights ref and got of the
// same strata (in the same order, with the same wins in stakes x):
// the largest relative change of a band's probability and the
// Kullback–Leibler divergence of got from ref over the strata.
func (p *plan) distance(x, ref, got []float64) {
	var rs, gs float64
	for i := range ref {
		rs += ref[i]
		gs += got[i]
	}
	rb := make([]float64, len(bands)+2)
	gb := make([]float64, len(bands)+2)
	p.kl, p.maxBand, p.maxBandName = 0, 0, ""
	for i := range ref {
		b := band(x[i])
		rb[b] += ref[i] / rs
		gb[b] += got[i] / gs
		if got[i] > 0 && ref[i] > 0 {
			q, r := got[i]/gs, ref[i]/rs
			p.kl += q * math.Log(q/r)
		}
	}
	for b := range rb {
		if rb[b] > 0 {
			if d := math.Abs(gb[b]/rb[b] - 1); d > p.maxBand || p.maxBandName == "" {
				p.maxBand, p.maxBandName = d, bandName(b)
			}
		}
	}
	p.kl = max(p.kl, 0)
}

// tiltWeights returns the weights of the plain winning strata, of books n
// paying m (payoutMultipliers, the strata's means) each, that share mass
// w and make the strata pay want in all (Σ weight × m = want): the sample's
// weights (w × n_i / Σ n) times one factor above for the strata paying at
// least scale (the stake; if every win pays more, or every win less, the
// least any pays is the limit instead) and one factor below for the others, below being
// the factor that keeps their mass w (the hit rate). The pay is linear in
// above, which is solved for exactly. It returns an error when the
// factors would not both be positive: the sample cannot reach want so.
//
// reach is the range of pays the two factors can give (all the mass below
// to all of it above).
func tiltWeights(n, m []float64, w, want, scale float64) (out []float64, above, below float64, reach [2]float64, err error) {
	var sumN float64
	for _, v := range n {
		sumN += v
	}
	// The limit: the stake, unless every win is on one side of it; then
	// the strata that pay the least are below and the others above.
	limit := scale
	if len(m) > 0 && (slices.Min(m) >= scale || slices.Max(m) < scale) {
		least := slices.Min(m)
		limit = math.Inf(1)
		for _, v := range m {
			if v > least {
				limit = min(limit, v)
			}
		}
	}
	var S, B, PS, PB float64 // masses and pays of the strata below and above
	for i := range n {
		rho := w * n[i] / sumN
		if m[i] >= limit {
			B += rho
			PB += rho * m[i]
		} else {
			S += rho
			PS += rho * m[i]
		}
	}
	if S > 0 && B > 0 {
		reach = [2]float64{w * PS / S, w * PB / B}
	} else {
		reach = [2]float64{PS + PB, PS + PB}
	}
	switch {
	case len(n) == 0:
		if math.Abs(want) <= 1e-9*math.Max(1, w) {
			return nil, 1, 1, reach, nil
		}
		return nil, 0, 0, reach, fmt.Errorf("no winning round to weight")
	case B == 0 || S == 0:
		if math.Abs(PS+PB-want) <= 1e-12*math.Max(1, want) {
			return nil, 1, 1, reach, nil
		}
		return nil, 0, 0, reach, fmt.Errorf("the plain wins all pay the same")
	}
	// pay(above) = (w − above·B)/S · PS + above·PB
	above = (want - w*PS/S) / (PB - B*PS/S)
	below = (w - above*B) / S
	if !(above > 0 && below > 0) {
		return nil, 0, 0, reach, fmt.Errorf("factors %g and %g", above, below)
	}
	out = make([]float64, len(n))
	for i := range n {
		f := below
		if m[i] >= limit {
			f = above
		}
		out[i] = w * n[i] / sumN * f
	}
	return out, above, below, reach, nil
}
