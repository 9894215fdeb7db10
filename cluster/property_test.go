package cluster

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/lanecount"
)

// genClasses draws 1 to 4 ascending classes starting at 1 to 10, with
// optional gaps and sometimes an open-ended last class.
func genClasses(t *rapid.T) []Range {
	n := rapid.IntRange(1, 4).Draw(t, "classes")
	lo := rapid.IntRange(1, 10).Draw(t, "first")
	classes := make([]Range, n)
	for i := range classes {
		width := rapid.IntRange(0, 4).Draw(t, "width")
		classes[i] = Range{lo, lo + width}
		lo += width + 1 + rapid.IntRange(0, 2).Draw(t, "gap")
	}
	if rapid.Bool().Draw(t, "open") {
		classes[n-1].Max = slotmech.MaxPositions
	}
	return classes
}

// genPays draws a row of factors (zeros included) for each of syms.
func genPays(t *rapid.T, classes []Range, syms ...slotmech.Symbol) map[slotmech.Symbol][]slotmech.Factor {
	pays := make(map[slotmech.Symbol][]slotmech.Factor, len(syms))
	factor := rapid.Map(rapid.IntRange(0, 1_000_000), func(n int) slotmech.Factor { return slotmech.Factor(n) })
	for _, sym := range syms {
		pays[sym] = rapid.SliceOfN(factor, len(classes), len(classes)).Draw(t, "row")
	}
	return pays
}

// genScreen draws a screen of any size whose positions hold symbols 0 to
// maxSym (0 is Empty) or, now and then, extra or a value of MaxSymbols or
// more that equals a game symbol modulo 64 (no game uses them, but a Screen
// can hold them and they must not pay as that symbol).
func genScreen(t *rapid.T, maxSym slotmech.Symbol, extra slotmech.Symbol) slotmech.Screen {
	s := slotmech.NewScreen(rapid.IntRange(1, 8).Draw(t, "reels"), rapid.IntRange(1, 8).Draw(t, "rows"))
	sym := rapid.OneOf(
		rapid.Uint8Range(0, uint8(maxSym)),
		rapid.Uint8Range(1, uint8(maxSym)),
		rapid.Just(uint8(extra)),
		rapid.SampledFrom([]uint8{64, 65, 66, 64 + uint8(extra), 255}),
	)
	for _, p := range positions(&s) {
		s.Set(p.Reel(), p.Row(), slotmech.Symbol(sym.Draw(t, "sym")))
	}
	return s
}

// genPayAnywhere draws a pay-anywhere configuration over symbols 1 to 5 with
// scatter 7.
func genPayAnywhere(t *rapid.T) PayAnywhereConfig {
	classes := genClasses(t)
	return PayAnywhereConfig{
		Classes:     classes,
		Pays:        genPays(t, classes, 1, 2, 3, 4, 5),
		Scatter:     7,
		ScatterPays: []ScatterPay{{3, 100}, {5, 5000}},
	}
}

// genAdjacent draws an adjacent configuration over symbols 1 to 4, with the
// wild 20 or no wild.
func genAdjacent(t *rapid.T) AdjacentConfig {
	classes := genClasses(t)
	return AdjacentConfig{
		Classes: classes,
		Pays:    genPays(t, classes, 1, 2, 3, 4),
		Wild:    rapid.SampledFrom([]slotmech.Symbol{slotmech.Empty, testWild}).Draw(t, "wild"),
	}
}

// Evaluate agrees exactly with the slow model written from the godoc, on
// random tables and screens of every size.
func TestPayAnywhereMatchesModel(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := genPayAnywhere(t)
		s := genScreen(t, 7, 63)
		var r slotmech.Result
		mustPayAnywhere(t, cfg).Evaluate(&s, &r)
		require.Equal(t, payAnywhereModel(cfg, &s), normalized(r))
	})
}

// The invariants of a pay-anywhere result, checked directly: each win's
// positions are exactly its symbol's positions, its count is their number,
// its class contains the count, nothing below the first class wins, wins
// ascend by symbol, Total is the exact sum and Positions the union.
func TestPayAnywhereInvariants(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := genPayAnywhere(t)
		s := genScreen(t, 7, 63)
		var r slotmech.Result
		mustPayAnywhere(t, cfg).Evaluate(&s, &r)
		var total slotmech.Factor
		var union slotmech.PosSet
		for i, w := range r.Wins {
			require.Equal(t, s.Where(w.Symbol), w.Positions)
			require.Equal(t, s.Count(w.Symbol), w.Count)
			require.GreaterOrEqual(t, w.Count, cfg.Classes[0].Min)
			class := classOf(cfg.Classes, w.Count)
			require.GreaterOrEqual(t, class, 0, "count %d is in no class", w.Count)
			require.Equal(t, cfg.Pays[w.Symbol][class], w.Factor)
			require.Equal(t, -1, w.Line)
			require.NotZero(t, w.Factor)
			if i > 0 {
				require.Less(t, r.Wins[i-1].Symbol, w.Symbol)
			}
			total += w.Factor
			union |= w.Positions
		}
		require.Equal(t, total, r.Total)
		require.Equal(t, union, r.Positions)
	})
}

// ScatterPositions agrees with Scatter: its positions are exactly those
// showing the scatter (never a value equal to it modulo 64), their number is
// Scatter's count, and the pay is the same, which ScatterPay of the count
// gives as well.
func TestScatterPositionsAgreesWithScatter(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := mustPayAnywhere(t, genPayAnywhere(t))
		s := genScreen(t, 7, 63)
		n, f := p.scatters(&s)
		where, g := p.scatterPositions(&s)
		require.Equal(t, n, where.Len())
		require.Equal(t, f, g)
		require.Equal(t, f, p.ScatterPay(n))
		hn, hf := lanecount.Scatters(p, &s) // the fast paths' way in
		require.Equal(t, n, hn)
		require.Equal(t, f, hf)
		for _, q := range positions(&s) {
			require.Equal(t, s.Get(q) == 7, where.Has(q), "position %v", q)
		}
	})
}

// Pay-anywhere does not care where symbols are (SC-3 "anywhere"): shuffling
// the positions of a screen changes only the wins' positions, never the
// symbols, counts, classes, factors, Total or scatter pay.
func TestSC_3_PayAnywherePermutationInvariant(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := starlightConfig()
		if rapid.Bool().Draw(t, "random table") {
			cfg = genPayAnywhere(t)
		}
		p := mustPayAnywhere(t, cfg)
		s := genScreen(t, multi, 0)
		ps := positions(&s)
		perm := rapid.Permutation(ps).Draw(t, "perm")
		shuffled := s
		for i, p := range ps {
			shuffled.Set(perm[i].Reel(), perm[i].Row(), s.Get(p))
		}
		var r1, r2 slotmech.Result
		p.Evaluate(&s, &r1)
		p.Evaluate(&shuffled, &r2)
		require.Equal(t, r1.Total, r2.Total)
		require.Len(t, r2.Wins, len(r1.Wins))
		for i := range r1.Wins {
			w1, w2 := r1.Wins[i], r2.Wins[i]
			w1.Positions, w2.Positions = 0, 0
			require.Equal(t, w1, w2)
		}
		n1, f1 := p.scatters(&s)
		n2, f2 := p.scatters(&shuffled)
		require.Equal(t, n1, n2)
		require.Equal(t, f1, f2)
	})
}

// Adjacent agrees exactly with a breadth-first search over the grid, on
// random tables (with and without a wild) and screens of every size.
func TestAdjacentMatchesModel(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := genAdjacent(t)
		s := genScreen(t, 5, testWild)
		var r slotmech.Result
		mustAdjacent(t, cfg).Evaluate(&s, &r)
		require.Equal(t, adjacentModel(cfg, &s), normalized(r))
	})
}

// neighbours returns the positions of s next to some position of set,
// outside set, by explicit (reel, row) arithmetic.
func neighbours(s *slotmech.Screen, set slotmech.PosSet) slotmech.PosSet {
	var out slotmech.PosSet
	for _, p := range positions(s) {
		if !set.Has(p) {
			continue
		}
		for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			reel, row := p.Reel()+d[0], p.Row()+d[1]
			if reel >= 0 && reel < s.Reels() && row >= 0 && row < s.Rows() && !set.Has(slotmech.At(reel, row)) {
				out = out.With(slotmech.At(reel, row))
			}
		}
	}
	return out
}

// connected reports whether set is connected, walking out from its first
// position with neighbours.
func connected(s *slotmech.Screen, set slotmech.PosSet) bool {
	first, _ := set.First()
	reached := slotmech.PosSet(0).With(first)
	for {
		more := neighbours(s, reached) & set
		if more == 0 {
			return reached == set
		}
		reached |= more
	}
}

// The invariants of an adjacent result, checked directly: every cluster is
// connected, holds only its symbol and wilds with at least one of its symbol,
// is maximal (no neighbour outside it could join), is at least MinSize and
// in its class; clusters of one symbol are disjoint; Total and Positions
// add up.
func TestAdjacentInvariants(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := genAdjacent(t)
		s := genScreen(t, 5, testWild)
		a := mustAdjacent(t, cfg)
		var r slotmech.Result
		a.Evaluate(&s, &r)
		wilds := slotmech.PosSet(0)
		if cfg.Wild != slotmech.Empty {
			wilds = s.Where(cfg.Wild)
		}
		var total slotmech.Factor
		var union slotmech.PosSet
		taken := map[slotmech.Symbol]slotmech.PosSet{}
		for _, w := range r.Wins {
			joinable := s.Where(w.Symbol) | wilds
			require.Equal(t, w.Positions, w.Positions&joinable, "only its symbol and wilds")
			require.NotZero(t, w.Positions&s.Where(w.Symbol), "not wilds alone")
			require.True(t, connected(&s, w.Positions), "connected")
			require.Zero(t, neighbours(&s, w.Positions)&joinable, "maximal")
			require.Equal(t, w.Positions.Len(), w.Count)
			require.GreaterOrEqual(t, w.Count, a.table.first)
			class := classOf(cfg.Classes, w.Count)
			require.GreaterOrEqual(t, class, 0, "count %d is in no class", w.Count)
			require.Equal(t, cfg.Pays[w.Symbol][class], w.Factor)
			require.Equal(t, -1, w.Line)
			require.Zero(t, taken[w.Symbol]&w.Positions, "disjoint")
			taken[w.Symbol] |= w.Positions
			total += w.Factor
			union |= w.Positions
		}
		require.Equal(t, total, r.Total)
		require.Equal(t, union, r.Positions)
	})
}

// mirror returns s flipped left-right (flipReels) and/or top-bottom
// (flipRows), and maps a position set the same way.
func mirror(s *slotmech.Screen, flipReels, flipRows bool) (slotmech.Screen, func(slotmech.PosSet) slotmech.PosSet) {
	at := func(p slotmech.Pos) slotmech.Pos {
		reel, row := p.Reel(), p.Row()
		if flipReels {
			reel = s.Reels() - 1 - reel
		}
		if flipRows {
			row = s.Rows() - 1 - row
		}
		return slotmech.At(reel, row)
	}
	m := *s
	for _, p := range positions(s) {
		q := at(p)
		m.Set(q.Reel(), q.Row(), s.Get(p))
	}
	mapSet := func(set slotmech.PosSet) slotmech.PosSet {
		var out slotmech.PosSet
		for p := range set.All() {
			out = out.With(at(p))
		}
		return out
	}
	return m, mapSet
}

// Clusters do not depend on which way the screen is read: mirroring it
// left-right, top-bottom or both mirrors every cluster and changes no symbol,
// count, factor or Total (the order of wins may change).
func TestAdjacentMirrorInvariant(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := mustAdjacent(t, genAdjacent(t))
		s := genScreen(t, 5, testWild)
		m, mapSet := mirror(&s, rapid.Bool().Draw(t, "flip reels"), rapid.Bool().Draw(t, "flip rows"))
		var r1, r2 slotmech.Result
		a.Evaluate(&s, &r1)
		a.Evaluate(&m, &r2)
		require.Equal(t, r1.Total, r2.Total)
		require.Equal(t, mapSet(r1.Positions), r2.Positions)
		want := map[slotmech.Win]int{}
		for _, w := range r1.Wins {
			w.Positions = mapSet(w.Positions)
			want[w]++
		}
		got := map[slotmech.Win]int{}
		for _, w := range r2.Wins {
			got[w]++
		}
		require.Equal(t, want, got)
	})
}

// The count-space pay table (lanecount.CountPays, the way in of the
// module's count-space rounds) pays, from a screen's lane counts alone,
// what Evaluate pays on the screen: the same total, as many positions as
// its wins cover, and the counts left once they are removed, which are
// the counts of the screen with the wins' positions emptied. A pay table
// of more than nine paying symbols has none.
func TestCountPaysIsEvaluate(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		classes := genClasses(t)
		nsyms := rapid.IntRange(1, lanecount.LanesPerWord).Draw(t, "paying")
		syms := make([]slotmech.Symbol, nsyms)
		for i := range syms {
			syms[i] = slotmech.Symbol(i + 1)
		}
		cfg := PayAnywhereConfig{Classes: classes, Pays: genPays(t, classes, syms...), Scatter: 20,
			ScatterPays: []ScatterPay{{3, 100}}}
		p := mustPayAnywhere(t, cfg)
		cp := lanecount.CountPays(p)
		require.NotNil(t, cp)
		require.Same(t, p.filter, cp.Counter)
		s := genScreen(t, slotmech.Symbol(nsyms+1), 20)

		var r slotmech.Result
		p.Evaluate(&s, &r)
		total, removed, rest := cp.Evaluate(cp.Counter.Count(&s))
		require.Equal(t, r.Total, total, "total")
		require.Equal(t, r.Positions.Len(), removed, "positions removed")
		after := s
		for _, pos := range positions(&s) {
			if r.Positions.Has(pos) {
				after.Set(pos.Reel(), pos.Row(), slotmech.Empty)
			}
		}
		require.Equal(t, cp.Counter.Count(&after), rest, "counts after the removal")
	})
	// Every lane, the ninth included: each symbol of Starlight's table
	// filling a 6 × 5 screen.
	p := mustPayAnywhere(t, starlightConfig())
	cp := lanecount.CountPays(p)
	for sym := range p.table.paying.All() {
		s := slotmech.NewScreen(6, 5)
		for _, pos := range positions(&s) {
			s.Set(pos.Reel(), pos.Row(), sym)
		}
		var r slotmech.Result
		p.Evaluate(&s, &r)
		total, removed, rest := cp.Evaluate(cp.Counter.Count(&s))
		require.Equal(t, []any{r.Total, 30, uint64(0)}, []any{total, removed, rest}, "30 of symbol %d", sym)
	}
	ten := starlightConfig()
	ten.Pays[scatter+1] = ten.Pays[yellow]
	require.Nil(t, lanecount.CountPays(mustPayAnywhere(t, ten)), "ten paying symbols share lanes")
}
