package starlight

import (
	sl "github.com/slotmech/slotmech/internal/starlight"
	"math"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
)

// controls computes, for the estimator's samples, controls of mean zero
// that follow a spin refill by refill (SC-5): the (re)trigger's, and the
// pays': the scatter pay's, the next step's win's and the multipliers'.
//
// Every refill draws each hole independently from the class weights, and
// so does a landing screen (30 holes), whatever the screen shows (SC-5,
// SC-6), and how many holes it fills is known before it draws. So given
// the screen before a refill, the number of scatters it brings is
// Binomial(h, q), the number of a paying symbol i Binomial(h, p_i) and
// of multiplier symbols Binomial(h, q_m), h the holes: the chance that the
// refill completes the (re)trigger (SC-9, SC-10), the expected scatter pay
// (SC-4) of the screen after it, the expected win of the next step (SC-3:
// each paying symbol pays by its count alone, so the win's expectation is
// the sum of the symbols' own) and the expected multiplier (SC-7, SC-8)
// are exact. What happened less that expectation has mean zero given
// everything before the refill; summed over the refills a spin makes
// (whether it makes one is decided before it draws) it still has mean
// zero, and subtracting it with a coefficient fixed before the refill
// leaves an unbiased sample with less variance (a martingale control
// variate). The pays' coefficient is the multiplier expected once the
// refill has drawn (the one already certain, with the multiplier symbols
// the refill brings on average: what the spin's pay will be multiplied
// by, short of later refills' multipliers), and the multipliers' the pay
// so far.
type controls struct {
	valueMean float64 // the mean multiplier value
	qm        float64 // the multiplier class's share of the weights
	threshold int     // the scatters that trigger (base game) or retrigger (free spins)

	// For h holes (0 … 30) and c of a symbol already on screen:
	// trigger[h][c] = P(c + B ≥ threshold), scatter[h][c] = E[scatter pay
	// of c + B] and pay[i][h][c] = E[pay of paying symbol i counted
	// c + B_i times], in minor units at the bet; B ~ Binomial(h, q) with q
	// the scatter's share of the weights, B_i ~ Binomial(h, p_i).
	trigger, scatter [sl.Reels*sl.Rows + 1][sl.Reels*sl.Rows + 1]float64
	pay              [sl.Paying][sl.Reels*sl.Rows + 1][sl.Reels*sl.Rows + 1]float64
}

// newControls returns the controls of spins drawn from class weights w
// with multiplier value weights values, at bet, whose threshold scatters
// (re)trigger.
func newControls(w sl.Weights, values [sl.Multipliers]int64, threshold int, bet slotmech.Money) *controls {
	const n = sl.Reels * sl.Rows
	total := float64(w.Total())
	c := &controls{valueMean: valueMean(values), qm: float64(w.Multiplier) / total, threshold: threshold}
	symbolPay := func(i, k int) float64 {
		for j := len(countClasses) - 1; j >= 0; j-- {
			if k >= countClasses[j].Min {
				return float64(payTable[i][j].ApplySat(bet))
			}
		}
		return 0
	}
	for h := 0; h <= n; h++ {
		b := binomial(h, float64(w.Scatter)/total)
		for k := 0; k <= n; k++ {
			for j, pj := range b {
				if k+j >= threshold {
					c.trigger[h][k] += pj
				}
				c.scatter[h][k] += pj * float64(scatterPay(min(k+j, n)).ApplySat(bet))
			}
		}
		for i := range sl.Paying {
			b := binomial(h, float64(w.Paying[i])/total)
			for k := 0; k <= n; k++ {
				for j, pj := range b {
					c.pay[i][h][k] += pj * symbolPay(i, min(k+j, n))
				}
			}
		}
	}
	return c
}

// binomial returns the probabilities of 0 … n successes in n independent
// trials of probability p.
func binomial(n int, p float64) []float64 {
	out := make([]float64, n+1)
	for j := range out {
		switch {
		case p == 0 && j == 0, p == 1 && j == n:
			out[j] = 1
		case p > 0 && p < 1:
			out[j] = math.Exp(logFactorial(n) - logFactorial(j) - logFactorial(n-j) + float64(j)*math.Log(p) + float64(n-j)*math.Log1p(-p))
		}
	}
	return out
}

// logFactorial returns ln x!.
func logFactorial(x int) float64 {
	v, _ := math.Lgamma(float64(x) + 1)
	return v
}

// certain returns the multiplier, on average over the values, of a spin
// that wins with k multiplier symbols on screen after prev counted by
// earlier free spins (0 in the base game): (prev + k) × the mean value, or
// 1 without any on screen (SC-7, SC-8).
func (c *controls) certain(prev, k int) float64 {
	if k == 0 {
		return 1
	}
	return float64(prev+k) * c.valueMean
}

// expectCertain returns E[certain(prev, k + B)], B ~ Binomial(h, q_m):
// the multiplier expected after a refill of h holes.
func (c *controls) expectCertain(prev, k, h int) float64 {
	none := 0.0 // P(k + B = 0)
	if k == 0 {
		none = math.Pow(1-c.qm, float64(h))
	}
	return none + c.valueMean*(float64(prev+k)*(1-none)+float64(h)*c.qm)
}

// counts returns how often each symbol shows on s: Empty, the paying
// symbols and the scatter by themselves, every multiplier symbol as sl.X2.
func counts(s *slotmech.Screen) (n [sl.X2 + 1]int) {
	for reel := range sl.Reels {
		w := s.ReelWord(reel)
		for range sl.Rows {
			n[min(slotmech.Symbol(w&0xff), sl.X2)]++
			w >>= 8
		}
	}
	return n
}

// of returns the controls of spin sp: trig, the (re)trigger's, and win,
// the pays', in minor units. land says the spin's screen landed (a free
// spin: its landing is a refill of every position); a base spin sampled
// by the estimator starts from its stratum's screen instead. prev is the
// multiplier symbols earlier free spins counted into T (SC-8). A spin the
// cap stopped made one refill fewer than it evaluated steps; otherwise
// the screen after its last refill is sp.Final, which paid nothing.
func (c *controls) of(sp *games.Spin, land bool, prev int) (trig, win float64) {
	refills := len(sp.Steps)
	if sp.Capped {
		refills--
	}
	first := 0
	if land {
		first = -1
	}
	var paid float64          // the step wins before the refill
	var before [sl.X2 + 1]int // the counts of the screen before the refill: nothing before a landing
	if first == 0 && refills > 0 {
		before = counts(&sp.Steps[0].Screen)
	}
	for t := first; t < refills; t++ {
		var won [sl.Paying]bool
		h := sl.Reels * sl.Rows
		if t >= 0 {
			step := &sp.Steps[t]
			var removed slotmech.PosSet
			for _, w := range step.Wins {
				removed |= w.Positions
				won[w.Symbol-sl.Yellow] = true
			}
			h = removed.Len()
			paid += float64(step.Win)
		}
		after, next := &sp.Final, 0.0
		if t+1 < len(sp.Steps) {
			after, next = &sp.Steps[t+1].Screen, float64(sp.Steps[t+1].Win)
		}
		now := counts(after)
		k, k1 := before[sl.Scatter], now[sl.Scatter]
		if k < c.threshold {
			t1 := 0.0
			if k1 >= c.threshold {
				t1 = 1
			}
			trig += t1 - c.trigger[h][k]
		}
		expected := c.scatter[h][k]
		for i := range sl.Paying {
			ci := before[sl.Yellow+slotmech.Symbol(i)]
			if won[i] {
				ci = 0 // a paying symbol that won is removed wherever it shows (SC-3, SC-5)
			}
			expected += c.pay[i][h][ci]
		}
		pays := c.scatter[0][k1] + next // no holes: the pay of k1 scatters itself
		win += c.expectCertain(prev, before[sl.X2], h) * (pays - expected)
		// The multipliers the refill brings multiply what the spin has won
		// so far and its scatter pay as it stands.
		sofar := paid + c.scatter[0][k]
		win += sofar * (c.certain(prev, now[sl.X2]) - c.expectCertain(prev, before[sl.X2], h))
		before = now // the screen after this refill is the one the next step removes from
	}
	return trig, win
}
