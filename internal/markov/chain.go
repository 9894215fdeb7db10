package markov

import "math/big"

// maxPaying is the most paying symbols a Spec may have (a state is an
// array of counts).
const maxPaying = 13

// MaxStates is the largest [StateCount] [Exact] accepts.
const MaxStates = 100_000

// Result is the exact expectation of one spin of a Spec, every figure a
// multiple of the bet (Trigger a probability).
type Result struct {
	Pays    *big.Rat // E[Σ step factors]: the pay-anywhere wins of the tumble sequence
	Win     *big.Rat // E[(Σ step factors + scatter pay) × multiplier] (SC-7), no cap
	Trigger *big.Rat // P(at least Trigger scatters on the final screen)
	States  int      // Exact: (state, steps left) pairs evaluated; Solve: reachable states
}

// state is what a spin's future depends on after a winning step's symbols
// were removed: the count of each paying symbol (each below its pay), then
// the scatters and the multiplier symbols on screen.
type state [maxPaying + 2]uint8

// future is what a state contributes, given the winning steps still
// allowed: with M the multiplier symbols and g(M) = μ·M for M ≥ 1, 1 for
// M = 0 (the spin has won), G = E[g(M_final)], F = E[(future step pays +
// scatter pay) × g(M_final)], A = E[future step pays], Q = P(trigger).
type future struct{ G, F, A, Q *big.Rat }

// chain evaluates one Spec.
type chain struct {
	s       *Spec
	w       []int64 // class weights
	k       int     // paying symbols
	mu      *big.Rat
	memo    map[memoKey]future
	binom   [][]*big.Int
	pow     [][]*big.Int // pow[c][x] = w_c^x
	totPow  []*big.Int   // T^r
	pays    [][]*big.Rat
	scatter []*big.Rat
}

type memoKey struct {
	x state
	h int
}

// Exact returns the exact expectation of a spin of s whose tumble
// sequence is cut after steps winning steps (a screen that would win once
// more ends the spin unpaid; the game's bound is 100, SC-5): it walks the
// Markov chain of count states (see the package documentation). A Spec of
// more than MaxStates states ([StateCount]) is refused with an error
// wrapping ErrSpec.
func Exact(s Spec, steps int) (Result, error) {
	if err := s.check("Exact"); err != nil {
		return Result{}, err
	}
	if n := StateCount(s); n.Cmp(big.NewInt(MaxStates)) > 0 {
		return Result{}, specError("Exact", "", "%s count states, more than %d", n, MaxStates)
	}
	c := newChain(&s)
	res := Result{Pays: new(big.Rat), Win: new(big.Rat), Trigger: new(big.Rat)}
	c.refills(state{}, s.Cells, func(y state, p *big.Rat) {
		pay, next := c.step(y)
		if pay.Sign() == 0 || steps == 0 { // no paytable win: the scatter pay, × 1 (SC-7)
			res.Win.Add(res.Win, mul(p, c.scatter[y[c.k]]))
			res.Trigger.Add(res.Trigger, c.trig(y, p))
			return
		}
		f := c.value(next, steps-1)
		res.Win.Add(res.Win, mul(p, new(big.Rat).Add(mul(pay, f.G), f.F)))
		res.Pays.Add(res.Pays, mul(p, new(big.Rat).Add(pay, f.A)))
		res.Trigger.Add(res.Trigger, mul(p, f.Q))
	})
	res.States = len(c.memo)
	return res, nil
}

// StateCount returns the number of count states of s: every vector of
// paying counts that do not pay, with the scatters and multiplier symbols,
// that leaves room for at least one winning combination's cells to have
// been removed. It bounds the states a spin can reach after a winning step
// (Starlight's base game: 153 865 656) and is the size of the chain
// [Exact] walks, once per winning step still allowed; 0 for a Spec that
// cannot be evaluated.
func StateCount(s Spec) *big.Int {
	if s.check("StateCount") != nil {
		return new(big.Int)
	}
	n := s.Cells
	ways := make([]*big.Int, n+1) // ways[t]: paying count vectors of total t
	for t := range ways {
		ways[t] = new(big.Int)
	}
	ways[0].SetInt64(1)
	minWin := n + 1
	for _, row := range s.Pays {
		next := make([]*big.Int, n+1)
		for t := range next {
			next[t] = new(big.Int)
		}
		for x, f := range row {
			if f > 0 {
				minWin = min(minWin, x)
				continue
			}
			for t := 0; t+x <= n; t++ {
				next[t+x].Add(next[t+x], ways[t])
			}
		}
		ways = next
	}
	total := new(big.Int)
	for t := 0; t+minWin <= n; t++ {
		l := int64(n - minWin - t) // room for the scatters and multipliers
		var sticky int64
		switch {
		case s.Scatter > 0 && s.Mult > 0:
			sticky = (l + 1) * (l + 2) / 2
		case s.Scatter > 0 || s.Mult > 0:
			sticky = l + 1
		default:
			sticky = 1
		}
		total.Add(total, new(big.Int).Mul(ways[t], big.NewInt(sticky)))
	}
	return total
}

func newChain(s *Spec) *chain {
	c := &chain{s: s, w: s.classes(), k: len(s.Paying), mu: s.meanValue(), memo: map[memoKey]future{}}
	n := s.Cells
	c.binom = make([][]*big.Int, n+1)
	for i := range c.binom {
		c.binom[i] = make([]*big.Int, i+1)
		for j := range c.binom[i] {
			c.binom[i][j] = new(big.Int).Binomial(int64(i), int64(j))
		}
	}
	var t int64
	for _, w := range c.w {
		t += w
	}
	c.totPow = powers(t, n)
	for _, w := range c.w {
		c.pow = append(c.pow, powers(w, n))
	}
	for _, row := range s.Pays {
		r := make([]*big.Rat, len(row))
		for i, f := range row {
			r[i] = rat(f)
		}
		c.pays = append(c.pays, r)
	}
	for _, f := range s.ScatterPays {
		c.scatter = append(c.scatter, rat(f))
	}
	return c
}

// powers returns b⁰ … bⁿ.
func powers(b int64, n int) []*big.Int {
	p := []*big.Int{big.NewInt(1)}
	for range n {
		p = append(p, new(big.Int).Mul(p[len(p)-1], big.NewInt(b)))
	}
	return p
}

// refills calls f with every screen x plus r new cells can become and its
// probability: the multinomial law of r independent class draws.
func (c *chain) refills(x state, r int, f func(y state, p *big.Rat)) {
	num := big.NewInt(1)
	var rec func(class, left int, y state, num *big.Int)
	rec = func(class, left int, y state, num *big.Int) {
		if class == len(c.w)-1 { // the last class takes what is left
			if left > 0 && c.w[class] == 0 {
				return // impossible
			}
			n := new(big.Int).Mul(num, c.pow[class][left])
			y[class] += uint8(left)
			f(y, new(big.Rat).SetFrac(n, c.totPow[r]))
			return
		}
		for x := 0; x <= left; x++ {
			if x > 0 && c.w[class] == 0 {
				break
			}
			n := new(big.Int).Mul(num, c.binom[left][x])
			n.Mul(n, c.pow[class][x])
			z := y
			z[class] += uint8(x)
			rec(class+1, left-x, z, n)
		}
	}
	rec(0, r, x, num)
}

// step returns the paytable win of screen y and the state once its
// winning symbols are removed.
func (c *chain) step(y state) (*big.Rat, state) {
	pay := new(big.Rat)
	for j := range c.k {
		if p := c.pays[j][y[j]]; p.Sign() > 0 {
			pay.Add(pay, p)
			y[j] = 0
		}
	}
	return pay, y
}

// g returns the spin multiplier of a winning spin ending with m multiplier
// symbols, in expectation over their values: μ·m, or 1 without any (SC-7).
func (c *chain) g(m uint8) *big.Rat {
	if m == 0 {
		return big.NewRat(1, 1)
	}
	return new(big.Rat).Mul(c.mu, big.NewRat(int64(m), 1))
}

// trig returns p if screen y shows enough scatters to trigger, else 0.
func (c *chain) trig(y state, p *big.Rat) *big.Rat {
	if int(y[c.k]) >= c.s.Trigger {
		return p
	}
	return new(big.Rat)
}

// value returns the future of state x with h winning steps still allowed.
func (c *chain) value(x state, h int) future {
	key := memoKey{x, h}
	if f, ok := c.memo[key]; ok {
		return f
	}
	holes := c.s.Cells
	for _, n := range x[:c.k+2] {
		holes -= int(n)
	}
	f := future{new(big.Rat), new(big.Rat), new(big.Rat), new(big.Rat)}
	c.refills(x, holes, func(y state, p *big.Rat) {
		pay, next := c.step(y)
		if pay.Sign() == 0 || h == 0 { // the spin ends on y
			g := c.g(y[c.k+1])
			f.G.Add(f.G, mul(p, g))
			f.F.Add(f.F, mul(p, mul(c.scatter[y[c.k]], g)))
			f.Q.Add(f.Q, c.trig(y, p))
			return
		}
		n := c.value(next, h-1)
		f.G.Add(f.G, mul(p, n.G))
		f.F.Add(f.F, mul(p, new(big.Rat).Add(mul(pay, n.G), n.F)))
		f.A.Add(f.A, mul(p, new(big.Rat).Add(pay, n.A)))
		f.Q.Add(f.Q, mul(p, n.Q))
	})
	c.memo[key] = f
	return f
}

// mul returns a × b in a new Rat.
func mul(a, b *big.Rat) *big.Rat { return new(big.Rat).Mul(a, b) }
