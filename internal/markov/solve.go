package markov

import "math/big"

// Solve returns the exact expectation of a spin of s with no bound on its
// tumble sequence: the limit of [Exact] as the steps allowed grow. The
// chain of count states has cycles (a winning symbol can come back to the
// count it had), so its futures solve a linear system, (I − P)·v = b over
// the reachable states, which Solve eliminates in rationals. Like Exact it
// refuses a Spec of more than MaxStates states; the elimination is cubic
// in the reachable states, for small games.
func Solve(s Spec) (Result, error) {
	if err := s.check("Solve"); err != nil {
		return Result{}, err
	}
	if n := StateCount(s); n.Cmp(big.NewInt(MaxStates)) > 0 {
		return Result{}, specError("Solve", "", "%s count states, more than %d", n, MaxStates)
	}
	c := newChain(&s)
	index := map[state]int{}
	var states []state
	add := func(x state) int {
		i, ok := index[x]
		if !ok {
			i = len(states)
			index[x], states = i, append(states, x)
		}
		return i
	}
	type move struct { // a winning refill: from a state (or the empty screen) to one
		from, to int
		p, pay   *big.Rat
	}
	// The first screen: what it pays and where it leads.
	res := Result{Pays: new(big.Rat), Win: new(big.Rat), Trigger: new(big.Rat)}
	var first []move
	c.refills(state{}, s.Cells, func(y state, p *big.Rat) {
		pay, next := c.step(y)
		if pay.Sign() == 0 {
			res.Win.Add(res.Win, mul(p, c.scatter[y[c.k]]))
			res.Trigger.Add(res.Trigger, c.trig(y, p))
			return
		}
		first = append(first, move{to: add(next), p: p, pay: pay})
	})
	// Every reachable state's refills: the ends (b) and the moves (P).
	var bG, bF, bQ, a0 []*big.Rat
	var moves []move
	for i := 0; i < len(states); i++ {
		x := states[i]
		holes := s.Cells
		for _, n := range x[:c.k+2] {
			holes -= int(n)
		}
		g, f, q, a := new(big.Rat), new(big.Rat), new(big.Rat), new(big.Rat)
		c.refills(x, holes, func(y state, p *big.Rat) {
			pay, next := c.step(y)
			if pay.Sign() == 0 {
				gm := c.g(y[c.k+1])
				g.Add(g, mul(p, gm))
				f.Add(f, mul(p, mul(c.scatter[y[c.k]], gm)))
				q.Add(q, c.trig(y, p))
				return
			}
			a.Add(a, mul(p, pay))
			moves = append(moves, move{from: i, to: add(next), p: p, pay: pay})
		})
		bG, bF, bQ, a0 = append(bG, g), append(bF, f), append(bQ, q), append(a0, a)
	}
	n := len(states)
	m := make([][]*big.Rat, n) // I − P
	for i := range m {
		m[i] = make([]*big.Rat, n)
		for j := range m[i] {
			m[i][j] = new(big.Rat)
		}
		m[i][i].SetInt64(1)
	}
	for _, mv := range moves {
		m[mv.from][mv.to].Sub(m[mv.from][mv.to], mv.p)
	}
	sol := solveLinear(m, bG, a0, bQ) // G, A, Q
	G, A, Q := sol[0], sol[1], sol[2]
	rhsF := append([]*big.Rat(nil), bF...) // F = bF + Σ p·pay·G(next) + P·F
	for i := range rhsF {
		rhsF[i] = new(big.Rat).Set(rhsF[i])
	}
	for _, mv := range moves {
		rhsF[mv.from].Add(rhsF[mv.from], mul(mul(mv.p, mv.pay), G[mv.to]))
	}
	F := solveLinear(m, rhsF)[0]
	for _, mv := range first {
		res.Win.Add(res.Win, mul(mv.p, new(big.Rat).Add(mul(mv.pay, G[mv.to]), F[mv.to])))
		res.Pays.Add(res.Pays, mul(mv.p, new(big.Rat).Add(mv.pay, A[mv.to])))
		res.Trigger.Add(res.Trigger, mul(mv.p, Q[mv.to]))
	}
	res.States = n
	return res, nil
}

// solveLinear returns the solutions v of m·v = b for each right-hand side
// b, by Gauss–Jordan elimination in rationals; m must be invertible (I − P
// of a chain that ends with probability 1 is). m is not changed.
func solveLinear(m [][]*big.Rat, rhs ...[]*big.Rat) [][]*big.Rat {
	n := len(m)
	a := make([][]*big.Rat, n) // [m | rhs…]
	for i := range a {
		for _, x := range m[i] {
			a[i] = append(a[i], new(big.Rat).Set(x))
		}
		for _, b := range rhs {
			a[i] = append(a[i], new(big.Rat).Set(b[i]))
		}
	}
	tmp := new(big.Rat)
	for col := range n {
		piv := col
		for piv < n && a[piv][col].Sign() == 0 {
			piv++
		}
		a[col], a[piv] = a[piv], a[col]
		inv := new(big.Rat).Inv(a[col][col])
		for j := col; j < len(a[col]); j++ {
			a[col][j].Mul(a[col][j], inv)
		}
		for i := range n {
			if i == col || a[i][col].Sign() == 0 {
				continue
			}
			f := new(big.Rat).Set(a[i][col])
			for j := col; j < len(a[i]); j++ {
				a[i][j].Sub(a[i][j], tmp.Mul(f, a[col][j]))
			}
		}
	}
	out := make([][]*big.Rat, len(rhs))
	for k := range rhs {
		for i := range n {
			out[k] = append(out[k], a[i][n+k])
		}
	}
	return out
}
