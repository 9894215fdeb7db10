package ways

import (
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// oracle evaluates s by brute force, by the definition in the package
// documentation rather than by its product formula: it lists every way of
// every run, a choice of one matching position per reel, one at a time,
// drops those made only of wilds and sums the product of their wild
// multipliers.
func oracle(cfg Config, s *slotmech.Screen) []slotmech.Win {
	mult := map[slotmech.Symbol]int64{}
	for _, w := range cfg.Wilds {
		mult[w.Symbol] = max(w.Multiplier, 1)
	}
	matches := func(sym, at slotmech.Symbol) bool { _, wild := mult[at]; return at == sym || wild }
	var wins []slotmech.Win
	runOf := func(sym slotmech.Symbol, reels []int) (slotmech.Win, bool) {
		n := 0
		for _, reel := range reels {
			any := false
			for row := range cfg.Rows {
				any = any || matches(sym, s.At(reel, row))
			}
			if !any {
				break
			}
			n++
		}
		if n == 0 || cfg.Pays[sym][n] == 0 {
			return slotmech.Win{}, false
		}
		run := reels[:n]
		w := slotmech.Win{Line: -1, Symbol: sym, Count: n}
		pay, weight := cfg.Pays[sym][n], int64(0)
		// Every choice of a row per reel of the run, as an odometer.
		rows := make([]int, n)
		for {
			ok, real, prod := true, false, int64(1)
			for i, reel := range run {
				at := s.At(reel, rows[i])
				if !matches(sym, at) {
					ok = false
					break
				}
				if m, wild := mult[at]; wild {
					prod *= m
				} else {
					real = true
				}
			}
			if ok && real {
				w.Ways++
				weight += prod
				for i, reel := range run {
					w.Positions = w.Positions.With(slotmech.At(reel, rows[i]))
				}
			}
			i := 0
			for ; i < n; i++ {
				if rows[i]++; rows[i] < cfg.Rows {
					break
				}
				rows[i] = 0
			}
			if i == n {
				break
			}
		}
		if w.Ways == 0 {
			return slotmech.Win{}, false
		}
		// The positions of a win are every matching position of its reels,
		// also one that only all-wild ways pass through.
		for _, reel := range run {
			for row := range cfg.Rows {
				if matches(sym, s.At(reel, row)) {
					w.Positions = w.Positions.With(slotmech.At(reel, row))
				}
			}
		}
		w.Factor = pay * slotmech.Factor(weight)
		return w, true
	}
	left, right := make([]int, cfg.Reels), make([]int, cfg.Reels)
	for i := range left {
		left[i], right[i] = i, cfg.Reels-1-i
	}
	for sym := slotmech.Symbol(1); sym < slotmech.MaxSymbols; sym++ {
		if cfg.Pays[sym] == nil {
			continue
		}
		w, ok := runOf(sym, left)
		if ok {
			wins = append(wins, w)
		}
		if cfg.Direction == BothWays && w.Count < cfg.Reels {
			if w, ok := runOf(sym, right); ok {
				wins = append(wins, w)
			}
		}
	}
	return wins
}

// genConfig draws a small ways configuration over symbols A to E, with
// some of the wilds and the blocked symbol.
func genConfig(t *rapid.T) Config {
	reels := rapid.IntRange(1, 5).Draw(t, "reels")
	rows := rapid.IntRange(1, 4).Draw(t, "rows")
	cfg := Config{Reels: reels, Rows: rows, Pays: map[slotmech.Symbol][]slotmech.Factor{},
		Direction: Direction(rapid.IntRange(0, 1).Draw(t, "direction"))}
	for _, sym := range []slotmech.Symbol{A, B, C, D, E} {
		if !rapid.Bool().Draw(t, "pays") {
			continue
		}
		row := make([]slotmech.Factor, reels+1)
		from := rapid.IntRange(1, reels).Draw(t, "from")
		f := slotmech.Factor(0)
		for n := from; n <= reels; n++ {
			f += slotmech.Factor(rapid.Int64Range(0, 50_000).Draw(t, "factor"))
			row[n] = f
		}
		cfg.Pays[sym] = row
	}
	cfg.Pays[A] = append(make([]slotmech.Factor, reels), slotmech.Whole(1)) // something pays
	if rapid.Bool().Draw(t, "wild") {
		cfg.Wilds = append(cfg.Wilds, Wild{Symbol: W})
	}
	if rapid.Bool().Draw(t, "multiplying wild") {
		cfg.Wilds = append(cfg.Wilds, Wild{Symbol: M, Multiplier: rapid.Int64Range(0, 5).Draw(t, "multiplier")})
	}
	if rapid.Bool().Draw(t, "blocked") {
		cfg.Blocked = X
	}
	return cfg
}

// genScreen draws a screen of cfg's size over every test symbol, with the
// top positions of some reels blocked.
func genScreen(t *rapid.T, cfg Config) slotmech.Screen {
	s := slotmech.NewScreen(cfg.Reels, cfg.Rows)
	sym := rapid.SampledFrom([]slotmech.Symbol{A, A, B, C, D, E, S, W, M})
	for reel := range cfg.Reels {
		blocked := 0
		if cfg.Blocked != slotmech.Empty {
			blocked = rapid.IntRange(0, cfg.Rows-1).Draw(t, "blocked rows")
		}
		for row := range cfg.Rows {
			if row < blocked {
				s.Set(reel, row, X)
			} else {
				s.Set(reel, row, sym.Draw(t, "symbol"))
			}
		}
	}
	return s
}

// The ways, weights, factors and positions of every win are those of the
// brute-force enumeration of every way; the total and positions add up.
func TestPropertyMatchesBruteForce(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := genConfig(t)
		e, err := New(cfg)
		require.NoError(t, err)
		s := genScreen(t, cfg)
		var r slotmech.Result
		e.Evaluate(&s, &r)
		want := oracle(cfg, &s)
		if len(want) == 0 {
			want = []slotmech.Win{}
		}
		got := append([]slotmech.Win{}, r.Wins...)
		require.Equal(t, want, got)
		var total slotmech.Factor
		var positions slotmech.PosSet
		for _, w := range r.Wins {
			total += w.Factor
			positions |= w.Positions
		}
		require.Equal(t, total, r.Total)
		require.Equal(t, positions, r.Positions)
		require.LessOrEqual(t, r.Total, e.MaxTotal())
		// Evaluating again into the same slotmech.Result gives the same: nothing of
		// the last screen is left behind.
		e.Evaluate(&s, &r)
		require.Equal(t, got, append([]slotmech.Win{}, r.Wins...))
	})
}

// The ways of a screen are the product of its reels' heights, and without
// wilds the ways of a symbol on every open position are all of them.
func TestPropertyWaysAreTheProductOfHeights(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		reels := rapid.IntRange(1, slotmech.MaxReels).Draw(t, "reels")
		rows := rapid.IntRange(1, slotmech.MaxRows).Draw(t, "rows")
		pays := make([]slotmech.Factor, reels+1)
		pays[reels] = 1
		e, err := New(Config{Reels: reels, Rows: rows, Blocked: X, Pays: map[slotmech.Symbol][]slotmech.Factor{A: pays}})
		require.NoError(t, err)
		s := slotmech.NewScreen(reels, rows)
		want := int64(1)
		for reel := range reels {
			h := rapid.IntRange(1, rows).Draw(t, "height")
			want *= int64(h)
			for row := range rows {
				if row < rows-h {
					s.Set(reel, row, X)
				} else {
					s.Set(reel, row, A)
				}
			}
		}
		require.Equal(t, want, e.Ways(&s))
		var r slotmech.Result
		e.Evaluate(&s, &r)
		require.Len(t, r.Wins, 1)
		require.Equal(t, want, r.Wins[0].Ways)
	})
}
