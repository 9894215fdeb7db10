package markov

import (
	"math/big"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/tumble"
)

// tiny is a small pay-anywhere tumble game played on real screens: the
// library's PayAnywhere and tumble.Fall, every landing cell enumerated
// with every symbol it can show, multiplier values as their own symbols.
// It knows nothing of count states; brute is its exact expectation.
type tiny struct {
	reels, rows int
	classes     []cluster.Range
	pays        [][]slotmech.Factor // per paying symbol, per class
	scatter     int64               // scatter weight (symbol len(pays)+1)
	mult        int64               // multiplier class weight
	values      []int64             // multiplier values (symbols after the scatter)
	valueW      []int64
	scatterPays []cluster.ScatterPay
	trigger     int
	weights     []int64 // paying symbol weights
}

// spec returns the tiny game as a Spec.
func (t *tiny) spec() Spec {
	s := Spec{Cells: t.reels * t.rows, Paying: t.weights, Scatter: t.scatter, Mult: t.mult,
		Trigger: t.trigger, Values: t.values, ValueWeights: t.valueW}
	for _, row := range t.pays {
		s.Pays = append(s.Pays, ByCount(s.Cells, t.classes, row))
	}
	s.ScatterPays = make([]slotmech.Factor, s.Cells+1)
	for _, p := range t.scatterPays {
		for n := p.Count; n <= s.Cells; n++ {
			s.ScatterPays[n] = p.Factor
		}
	}
	return s
}

// brute enumerates the tiny game exactly, cutting each spin after steps
// winning steps like Exact.
type brute struct {
	t      *tiny
	pay    *cluster.PayAnywhere
	keep   slotmech.SymbolSet
	syms   []slotmech.Symbol
	w      []int64 // weight of each symbol, over total
	value  map[slotmech.Symbol]int64
	total  int64
	memo   map[bruteKey]future
	scat   slotmech.Symbol
	result slotmech.Result
}

type bruteKey struct {
	s slotmech.Screen
	h int
}

func newBrute(tb testing.TB, t *tiny) *brute {
	b := &brute{t: t, value: map[slotmech.Symbol]int64{}, memo: map[bruteKey]future{}}
	pays := map[slotmech.Symbol][]slotmech.Factor{}
	vt := int64(1) // the class weights are scaled by the value total
	for _, w := range t.valueW {
		vt += w
	}
	if len(t.valueW) > 0 {
		vt--
	}
	for j, row := range t.pays {
		sym := slotmech.Symbol(j + 1)
		pays[sym] = row
		b.syms, b.w = append(b.syms, sym), append(b.w, t.weights[j]*vt) // weights over total × vt
	}
	b.scat = slotmech.Symbol(len(t.pays) + 1)
	b.syms, b.w = append(b.syms, b.scat), append(b.w, t.scatter*vt)
	b.keep = slotmech.SymbolsOf(b.scat)
	for i, v := range t.values {
		sym := b.scat + 1 + slotmech.Symbol(i)
		b.syms, b.w = append(b.syms, sym), append(b.w, t.mult*t.valueW[i])
		b.value[sym] = v
		b.keep = b.keep.With(sym)
	}
	for _, w := range b.w {
		b.total += w
	}
	var err error
	b.pay, err = cluster.NewPayAnywhere(cluster.PayAnywhereConfig{Classes: t.classes, Pays: pays, Scatter: b.scat, ScatterPays: t.scatterPays})
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

// fills calls f with every way of filling the Empty positions of s and its
// probability.
func (b *brute) fills(s slotmech.Screen, f func(slotmech.Screen, *big.Rat)) {
	var holes [][2]int // reel, row
	for reel := range s.Reels() {
		for row := range s.Rows() {
			if s.At(reel, row) == slotmech.Empty {
				holes = append(holes, [2]int{reel, row})
			}
		}
	}
	den := new(big.Int).Exp(big.NewInt(b.total), big.NewInt(int64(len(holes))), nil)
	var rec func(i int, s slotmech.Screen, num *big.Int)
	rec = func(i int, s slotmech.Screen, num *big.Int) {
		if i == len(holes) {
			f(s, new(big.Rat).SetFrac(num, den))
			return
		}
		reel, row := holes[i][0], holes[i][1]
		for k, sym := range b.syms {
			if b.w[k] == 0 {
				continue
			}
			z := s
			z.Set(reel, row, sym)
			rec(i+1, z, new(big.Int).Mul(num, big.NewInt(b.w[k])))
		}
	}
	rec(0, s, big.NewInt(1))
}

// end returns the future of a won spin ending on s: its real multiplier
// sum (SC-7), scatter pay and trigger.
func (b *brute) end(s *slotmech.Screen) future {
	var sum int64
	for _, sym := range s.All() {
		sum += b.value[sym]
	}
	g := big.NewRat(max(sum, 1), 1)
	n := s.Count(b.scat)
	sp := b.pay.ScatterPay(n)
	q := new(big.Rat)
	if n >= b.t.trigger {
		q.SetInt64(1)
	}
	return future{G: g, F: mul(rat(sp), g), A: new(big.Rat), Q: q}
}

// landed returns the future of a won spin on the screen s that just
// filled, with h winning steps still allowed.
func (b *brute) landed(s slotmech.Screen, h int) future {
	key := bruteKey{s, h}
	if f, ok := b.memo[key]; ok {
		return f
	}
	b.pay.Evaluate(&s, &b.result)
	if len(b.result.Wins) == 0 || h == 0 {
		f := b.end(&s)
		b.memo[key] = f
		return f
	}
	pay := rat(b.result.Total)
	next := s
	tumble.Fall(&next, b.result.Positions, b.keep)
	f := future{new(big.Rat), new(big.Rat), new(big.Rat), new(big.Rat)}
	b.fills(next, func(y slotmech.Screen, p *big.Rat) {
		n := b.landed(y, h-1)
		f.G.Add(f.G, mul(p, n.G))
		f.F.Add(f.F, mul(p, new(big.Rat).Add(mul(pay, n.G), n.F)))
		f.A.Add(f.A, mul(p, new(big.Rat).Add(pay, n.A)))
		f.Q.Add(f.Q, mul(p, n.Q))
	})
	b.memo[key] = f
	return f
}

// spin returns the exact expectation of a spin, as Exact does.
func (b *brute) spin(steps int) Result {
	res := Result{Pays: new(big.Rat), Win: new(big.Rat), Trigger: new(big.Rat)}
	b.fills(slotmech.NewScreen(b.t.reels, b.t.rows), func(s slotmech.Screen, p *big.Rat) {
		b.pay.Evaluate(&s, &b.result)
		if len(b.result.Wins) == 0 || steps == 0 {
			n := s.Count(b.scat)
			sp := b.pay.ScatterPay(n)
			res.Win.Add(res.Win, mul(p, rat(sp)))
			if n >= b.t.trigger {
				res.Trigger.Add(res.Trigger, p)
			}
			return
		}
		pay := rat(b.result.Total)
		next := s
		tumble.Fall(&next, b.result.Positions, b.keep)
		var f future
		f = future{new(big.Rat), new(big.Rat), new(big.Rat), new(big.Rat)}
		b.fills(next, func(y slotmech.Screen, q *big.Rat) {
			n := b.landed(y, steps-1)
			f.G.Add(f.G, mul(q, n.G))
			f.F.Add(f.F, mul(q, new(big.Rat).Add(mul(pay, n.G), n.F)))
			f.A.Add(f.A, mul(q, new(big.Rat).Add(pay, n.A)))
			f.Q.Add(f.Q, mul(q, n.Q))
		})
		res.Win.Add(res.Win, mul(p, f.F))
		res.Pays.Add(res.Pays, mul(p, f.A))
		res.Trigger.Add(res.Trigger, mul(p, f.Q))
	})
	return res
}

func fs(s ...string) []slotmech.Factor {
	var f []slotmech.Factor
	for _, x := range s {
		f = append(f, slotmech.MustParseFactor(x))
	}
	return f
}

// threeSymbols is a 3×2 screen of three paying symbols paying from 3.
func threeSymbols() *tiny {
	return &tiny{reels: 3, rows: 2, weights: []int64{3, 2, 1}, trigger: 1,
		classes: []cluster.Range{{Min: 3, Max: 3}, {Min: 4, Max: 4}, {Min: 5, Max: 6}},
		pays:    [][]slotmech.Factor{fs("0.5", "1", "3"), fs("1", "2", "5"), fs("2", "4", "10")}}
}

// withFeatures is a 2×2 screen of two paying symbols paying from 2, a
// scatter and multipliers ×2 and ×3.
func withFeatures() *tiny {
	return &tiny{reels: 2, rows: 2, weights: []int64{3, 2}, scatter: 1, mult: 1,
		values: []int64{2, 3}, valueW: []int64{2, 1}, trigger: 2,
		classes:     []cluster.Range{{Min: 2, Max: 2}, {Min: 3, Max: 4}},
		pays:        [][]slotmech.Factor{fs("0.5", "2"), fs("1", "4")},
		scatterPays: []cluster.ScatterPay{{Count: 1, Factor: slotmech.MustParseFactor("0.25")}, {Count: 2, Factor: slotmech.Whole(2)}}}
}

// TestExactEqualsBruteForceOnTinyScreens checks the count chain against
// the enumeration of every cell of real screens, tumbled by the library:
// the two exact expectations must be the same rationals. It is the test
// of the claim that positions and multiplier values can be dropped from
// the state (package documentation).
func TestExactEqualsBruteForceOnTinyScreens(t *testing.T) {
	for _, c := range []struct {
		name  string
		game  *tiny
		steps int
	}{{"3x2 three symbols", threeSymbols(), 2}, {"2x2 scatter and multipliers", withFeatures(), 3}} {
		t.Run(c.name, func(t *testing.T) {
			got, err := Exact(c.game.spec(), c.steps)
			if err != nil {
				t.Fatal(err)
			}
			want := newBrute(t, c.game).spin(c.steps)
			for _, f := range []struct {
				what      string
				got, want *big.Rat
			}{{"pays", got.Pays, want.Pays}, {"win", got.Win, want.Win}, {"trigger", got.Trigger, want.Trigger}} {
				if f.got.Cmp(f.want) != 0 {
					t.Errorf("%s: chain %s, brute force %s", f.what, f.got.FloatString(12), f.want.FloatString(12))
				}
			}
			if got.Pays.Sign() == 0 || got.Win.Cmp(got.Pays) <= 0 && c.game.mult > 0 {
				t.Errorf("degenerate test: pays %s, win %s", got.Pays.FloatString(6), got.Win.FloatString(6))
			}
			t.Logf("pays %s win %s trigger %s, %d states", got.Pays.FloatString(9), got.Win.FloatString(9), got.Trigger.FloatString(9), got.States)
		})
	}
}
