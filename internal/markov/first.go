package markov

import (
	"math/big"

	"github.com/slotmech/slotmech"
)

// FirstSteps is what is exact for a screen of any size: the first two
// steps of the tumble sequence, by linearity of expectation over the
// paying symbols (see the package documentation).
type FirstSteps struct {
	Step1   *big.Rat // E[paytable win of the first screen], a multiple of the bet
	Step2   *big.Rat // E[paytable win of the second step] (0 when the first did not win)
	Win1    *big.Rat // P(the first screen wins)
	Trigger *big.Rat // P(at least Trigger scatters on the first screen): a lower bound of the trigger chance

	// Multiplied is E[(step 1 + step 2) × the first screen's multiplier]:
	// the sum of the multiplier values on the first screen, 1 without any
	// (SC-7 with the first screen's multipliers in place of the final
	// screen's). A control for estimating the spin's win, not a pay.
	Multiplied *big.Rat
}

// First returns the exact FirstSteps of s, in integer weights: every
// probability is a sum of multinomial terms over Tⁿ, T the class total.
func First(s Spec) (FirstSteps, error) {
	if err := s.check("First"); err != nil {
		return FirstSteps{}, err
	}
	c := newChain(&s)
	n, k := s.Cells, len(s.Paying)
	var t int64
	for _, w := range c.w {
		t += w
	}
	sticky := powers(s.Scatter+s.Mult, n) // the cells that never tumble
	// stickyG[x]: the weights of x cells that never tumble, each way × D·g(m),
	// g(m) = μ·m for m ≥ 1 multiplier symbols, 1 for none; D the value total.
	var d, muD int64 = 1, 1
	if len(s.Values) > 0 {
		d, muD = 0, 0
		for i, v := range s.Values {
			d, muD = d+s.ValueWeights[i], muD+v*s.ValueWeights[i]
		}
	}
	scat, mult := powers(s.Scatter, n), c.pow[len(c.w)-1]
	// gRest(x, other) is the weight of x cells, each a multiplier symbol or
	// of weight other: Σₘ C(x, m) wₘᵐ otherˣ⁻ᵐ D·g(m).
	gRest := func(x int, other int64) *big.Int {
		sum, o := new(big.Int), powers(other, x)
		for m := 0; m <= x; m++ {
			g := big.NewInt(d)
			if m > 0 {
				g.SetInt64(muD * int64(m))
			}
			g.Mul(g, c.binom[x][m])
			g.Mul(g, mult[m])
			sum.Add(sum, g.Mul(g, o[x-m]))
		}
		return sum
	}
	stickyG := make([]*big.Int, n+1) // indexed by the cells that never tumble
	for x := range stickyG {
		stickyG[x] = gRest(x, s.Scatter)
	}
	units := make([][]*big.Int, k) // pay of n of symbol j, in factor units
	for j, row := range s.Pays {
		for _, f := range row {
			units[j] = append(units[j], big.NewInt(int64(f)))
		}
	}
	scale := func(num *big.Int, tPow int) *big.Rat { // num / (Tᵗᴾᵒʷ · FactorScale)
		den := new(big.Int).Exp(big.NewInt(t), big.NewInt(int64(tPow)), nil)
		return new(big.Rat).SetFrac(num, den.Mul(den, big.NewInt(slotmech.FactorScale)))
	}
	var res FirstSteps
	tmp := new(big.Int)

	// Step 1: each symbol's count is binomial(n, w/T).
	step1 := new(big.Int)
	for j := range k {
		rest := powers(t-s.Paying[j], n)
		for x := 0; x <= n; x++ {
			tmp.Mul(c.binom[n][x], c.pow[j][x])
			tmp.Mul(tmp, rest[n-x])
			step1.Add(step1, tmp.Mul(tmp, units[j][x]))
		}
	}
	res.Step1 = scale(step1, n)

	// No win: every paying count below its pay, the rest sticky.
	none := c.convolve(-1)
	noWin := new(big.Int)
	for u := 0; u <= n; u++ {
		if none[u][0] != nil {
			noWin.Add(noWin, tmp.Mul(none[u][0], sticky[n-u]))
		}
	}
	den := new(big.Int).Exp(big.NewInt(t), big.NewInt(int64(n)), nil)
	res.Win1 = new(big.Rat).SetFrac(new(big.Int).Sub(den, noWin), den)

	// Step 2: for symbol j, the joint law of its count a after the first
	// removal and the number r of cells removed, then a + binomial(r, w/T).
	step2 := new(big.Int)   // over T^(2n)
	step12G := new(big.Int) // (step 1 + step 2) × D·g(m₁), over T^(2n)
	for j := range k {
		f := c.convolve(j)
		rest := powers(t-s.Paying[j], n)
		for u := 0; u <= n; u++ {
			for r := 1; r <= n; r++ {
				for a := 0; a <= n; a++ {
					w := f[u][r*(n+1)+a]
					if w == nil || w.Sign() == 0 {
						continue
					}
					var e big.Int // Σₓ C(r,x) w^x (T−w)^(r−x) pay(a+x), over T^r
					for x := 0; x <= r && a+x <= n; x++ {
						tmp.Mul(c.binom[r][x], c.pow[j][x])
						tmp.Mul(tmp, rest[r-x])
						e.Add(&e, tmp.Mul(tmp, units[j][a+x]))
					}
					e.Mul(&e, w)
					eg := new(big.Int).Mul(&e, stickyG[n-u])
					step12G.Add(step12G, eg.Mul(eg, c.totPow[n-r]))
					e.Mul(&e, sticky[n-u])
					e.Mul(&e, c.totPow[n-r])
					step2.Add(step2, &e)
				}
			}
		}
	}
	res.Step2 = scale(step2, 2*n)

	// Step 1 × g(m₁): symbol j's count x, the other n − x cells anything
	// but j, m of them multiplier symbols.
	for j := range k {
		other := t - s.Paying[j] - s.Mult
		for x := 0; x <= n; x++ {
			if units[j][x].Sign() == 0 {
				continue
			}
			tmp.Mul(c.binom[n][x], c.pow[j][x])
			tmp.Mul(tmp, gRest(n-x, other))
			tmp.Mul(tmp, units[j][x])
			step12G.Add(step12G, tmp.Mul(tmp, c.totPow[n]))
		}
	}
	res.Multiplied = scale(step12G, 2*n)
	res.Multiplied.Quo(res.Multiplied, big.NewRat(d, 1))

	res.Trigger = new(big.Rat)
	notScat := powers(t-s.Scatter, n)
	for x := s.Trigger; x <= n; x++ {
		tmp.Mul(c.binom[n][x], scat[x])
		tmp.Mul(tmp, notScat[n-x])
		res.Trigger.Add(res.Trigger, new(big.Rat).SetFrac(tmp, den))
	}
	return res, nil
}

// convolve runs over the paying symbols the count of a first screen: the
// result [u][i] is the integer weight Σ Π C·wˣ of the ways the paying
// symbols take u of the cells. With target −1, i is 0 and only counts
// that do not win are taken. With a target j, every count is taken and
// i = r·(n+1) + a: r the cells of winning symbols, a symbol j's count
// after they are removed.
func (c *chain) convolve(target int) [][]*big.Int {
	n, k := c.s.Cells, len(c.s.Paying)
	width := 1
	if target >= 0 {
		width = (n + 1) * (n + 1)
	}
	f := make([][]*big.Int, n+1)
	for u := range f {
		f[u] = make([]*big.Int, width)
	}
	f[0][0] = big.NewInt(1)
	order := make([]int, 0, k) // the target last
	for j := range k {
		if j != target {
			order = append(order, j)
		}
	}
	if target >= 0 {
		order = append(order, target)
	}
	var v big.Int // scratch
	for _, j := range order {
		g := make([][]*big.Int, n+1)
		for u := range g {
			g[u] = make([]*big.Int, width)
		}
		for u := 0; u <= n; u++ {
			for i, w := range f[u] {
				if w == nil || w.Sign() == 0 {
					continue
				}
				r, a := i/(n+1), i%(n+1)
				for x := 0; u+x <= n; x++ {
					wins := c.pays[j][x].Sign() > 0
					ni := 0
					switch {
					case target < 0 && wins:
						continue
					case target < 0:
					case wins:
						ni = (r+x)*(n+1) + a
					case j == target:
						ni = r*(n+1) + x
					default:
						ni = i
					}
					v.Mul(w, c.binom[n-u][x])
					v.Mul(&v, c.pow[j][x])
					if g[u+x][ni] == nil {
						g[u+x][ni] = new(big.Int)
					}
					g[u+x][ni].Add(g[u+x][ni], &v)
				}
			}
		}
		f = g
	}
	return f
}
