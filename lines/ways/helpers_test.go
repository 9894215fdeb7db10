package ways

import (
	"strings"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/stretchr/testify/require"
)

// The symbols of the tests: five paying ones, a scatter that pays nothing
// here, the blocked symbol, a plain wild and a wild that multiplies by 3.
const (
	A slotmech.Symbol = iota + 1
	B
	C
	D
	E
	S
	X // blocked
	W // wild
	M // wild ×3
)

var alpha, _ = slotmech.NewAlphabet("A", "B", "C", "D", "E", "S", "X", "W", "M")

// screen parses rows such as "A B W C C", top row first.
func screen(t testing.TB, rows ...string) slotmech.Screen {
	t.Helper()
	var names [][]string
	for _, r := range rows {
		names = append(names, strings.Fields(r))
	}
	s, err := alpha.ParseScreen(names)
	require.NoError(t, err)
	return s
}

// x is a whole factor.
func x(n int64) slotmech.Factor { return slotmech.Whole(n) }

// config5x3 is a 243-ways configuration: A to E pay runs of 3, 4 and 5.
func config5x3() Config {
	return Config{
		Reels: 5, Rows: 3,
		Pays: map[slotmech.Symbol][]slotmech.Factor{
			A: {0, 0, 0, x(1), x(2), x(5)},
			B: {0, 0, 0, x(1), x(3), x(10)},
			C: {0, 0, 0, x(2), x(4), x(20)},
			D: {0, 0, 0, x(2), x(5), x(25)},
			E: {0, 0, 0, x(5), x(10), x(50)},
		},
		Wilds:   []Wild{{Symbol: W}, {Symbol: M, Multiplier: 3}},
		Blocked: X,
	}
}

// mustNew builds cfg or fails the test.
func mustNew(t testing.TB, cfg Config) *Evaluator {
	t.Helper()
	e, err := New(cfg)
	require.NoError(t, err)
	return e
}

// pos returns the set of the positions given as reel, row pairs.
func pos(rr ...int) slotmech.PosSet {
	var s slotmech.PosSet
	for i := 0; i < len(rr); i += 2 {
		s = s.With(slotmech.At(rr[i], rr[i+1]))
	}
	return s
}

// start returns the first reel of the run of w: its positions cover every
// reel of the run and no other.
func start(w slotmech.Win) int {
	p, _ := w.Positions.First()
	return p.Reel()
}

// weight returns the ways of w weighted by their wild multipliers, what
// its factor is of the pay of one way (Pays[Symbol][Count]), checking that
// the factor is a whole multiple of it.
func weight(e *Evaluator, w slotmech.Win) int64 {
	pay := e.pays[w.Symbol][w.Count]
	if pay <= 0 || w.Factor%pay != 0 {
		panic("ways: a win's factor is no multiple of its pay")
	}
	return int64(w.Factor / pay)
}
