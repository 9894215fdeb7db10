package multiplier_test

import (
	"errors"
	"math/bits"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/multiplier"
	"github.com/slotmech/slotmech/rng"
)

// starValues are the SC-6 multiplier values; starWeights are test weights
// (the game's real weights are part of its maths, not of this package).
var (
	starValues  = []int64{2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 50, 100, 250, 500}
	starWeights = []int64{400, 300, 250, 200, 150, 120, 100, 80, 60, 40, 30, 15, 8, 3, 1}
)

// starFirst is the symbol of x2; x3 … x500 follow.
const starFirst slotmech.Symbol = 11

func starTable(t testing.TB) *multiplier.Table {
	t.Helper()
	tab, err := multiplier.NewTable(starEntries())
	require.NoError(t, err)
	return tab
}

// starEntries returns the entries of starTable.
func starEntries() []multiplier.Entry {
	entries := make([]multiplier.Entry, len(starValues))
	for i, v := range starValues {
		entries[i] = multiplier.Entry{Symbol: starFirst + slotmech.Symbol(i), Value: v, Weight: starWeights[i]}
	}
	return entries
}

func TestNewTableRejectsBadTables(t *testing.T) {
	e := func(sym slotmech.Symbol, v, w int64) multiplier.Entry {
		return multiplier.Entry{Symbol: sym, Value: v, Weight: w}
	}
	for _, tc := range []struct {
		name    string
		entries []multiplier.Entry
		msg     string
		weights bool // also unwraps to rng.ErrConfig
	}{
		{"empty", nil, "multiplier: table: has no entries", false},
		{"empty symbol", []multiplier.Entry{e(1, 2, 1), e(0, 3, 1)},
			"multiplier: entry 1 (symbol 0): symbol is not a game symbol (1 to 63)", false},
		{"symbol too big", []multiplier.Entry{e(64, 2, 1)},
			"multiplier: entry 0 (symbol 64): symbol is not a game symbol (1 to 63)", false},
		{"duplicate", []multiplier.Entry{e(5, 2, 1), e(6, 3, 1), e(5, 4, 1)},
			"multiplier: entry 2 (symbol 5): symbol appears twice (entries 0 and 2)", false},
		{"value zero", []multiplier.Entry{e(5, 0, 1)},
			"multiplier: entry 0 (symbol 5): value 0 is out of range 1 to 1000000000", false},
		{"value negative", []multiplier.Entry{e(5, -2, 1)},
			"multiplier: entry 0 (symbol 5): value -2 is out of range 1 to 1000000000", false},
		{"value too big", []multiplier.Entry{e(5, 1_000_000_001, 1)},
			"multiplier: entry 0 (symbol 5): value 1000000001 is out of range 1 to 1000000000", false},
		{"weight negative", []multiplier.Entry{e(5, 2, 1), e(7, 3, -3)},
			"multiplier: entry 1 (symbol 7): weight is negative (-3)", true},
		{"weights zero", []multiplier.Entry{e(5, 2, 0), e(7, 3, 0)},
			"multiplier: table: weights sum to zero", true},
		{"weights overflow", []multiplier.Entry{e(5, 2, 1<<62), e(7, 3, 1<<62)},
			"multiplier: entry 1 (symbol 7): weight makes the sum overflow", true},
		{"weighted sum overflows", []multiplier.Entry{e(5, 2, 1<<61), e(7, 2, 1<<61)},
			"multiplier: entry 1 (symbol 7): weight × value makes the weighted sum of values overflow int64", false},
		{"weight × value overflows", []multiplier.Entry{e(5, 1000, 1<<60)},
			"multiplier: entry 0 (symbol 5): weight × value makes the weighted sum of values overflow int64", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tab, err := multiplier.NewTable(tc.entries)
			require.Nil(t, tab)
			require.EqualError(t, err, tc.msg)
			require.ErrorIs(t, err, multiplier.ErrConfig)
			var te *slotmech.Error
			require.ErrorAs(t, err, &te)
			require.Equal(t, "NewTable", te.Op)
			require.Equal(t, tc.msg, "multiplier: "+te.Field+": "+te.Reason)
			require.Equal(t, tc.weights, errors.Is(err, rng.ErrConfig))
		})
	}
}

// The *Error names the entry and carries the value at fault; a weight
// problem also unwraps to the rng error.
func TestNewTableErrorFields(t *testing.T) {
	e := func(sym slotmech.Symbol, v, w int64) multiplier.Entry {
		return multiplier.Entry{Symbol: sym, Value: v, Weight: w}
	}
	_, err := multiplier.NewTable([]multiplier.Entry{e(5, 2, 1), e(7, 3, -3)})
	var te *slotmech.Error
	require.ErrorAs(t, err, &te)
	require.Equal(t, "entry 1 (symbol 7)", te.Field)
	require.Equal(t, "-3", te.Value)
	var re *slotmech.Error
	require.ErrorAs(t, te.Err, &re)
	require.Equal(t, "weight 1", re.Field)
	_, err = multiplier.NewTable([]multiplier.Entry{e(5, 0, 1)})
	require.ErrorAs(t, err, &te)
	require.Equal(t, slotmech.Error{Op: "NewTable", Field: "entry 0 (symbol 5)", Value: "0",
		Reason: "value 0 is out of range 1 to 1000000000", Err: multiplier.ErrConfig}, *te)
}

// TestSC_6_TableValues: each multiplier symbol has its own value; other
// symbols have none (SC-6).
func TestSC_6_TableValues(t *testing.T) {
	tab := starTable(t)
	require.Equal(t, len(starValues), bits.OnesCount64(uint64(tab.Symbols())))
	for i, v := range starValues {
		sym := starFirst + slotmech.Symbol(i)
		require.Equal(t, v, tab.Value(sym), "symbol %d", sym)
		require.True(t, tab.Symbols().Has(sym))
	}
	for _, sym := range []slotmech.Symbol{slotmech.Empty, 1, 10, 26, 63, 64, 255} {
		require.Zero(t, tab.Value(sym), "symbol %d", sym)
		require.False(t, tab.Symbols().Has(sym), "symbol %d", sym)
	}
}

// NewTable keeps no reference to the caller's entries.
func TestTableKeepsNoReference(t *testing.T) {
	in := []multiplier.Entry{{Symbol: 3, Value: 2, Weight: 1}, {Symbol: 4, Value: 5, Weight: 0}}
	tab, err := multiplier.NewTable(in)
	require.NoError(t, err)
	in[0].Value, in[0].Weight, in[1].Weight = 99, 0, 1
	require.Equal(t, int64(2), tab.Value(3))
	src := rng.NewStream(1, 0)
	for range 20 {
		require.Equal(t, slotmech.Symbol(3), tab.Draw(src))
	}
}

// TestMean: hand-computed expected values, in lowest terms.
func TestMean(t *testing.T) {
	for _, tc := range []struct {
		entries  []multiplier.Entry
		num, den int64
	}{
		// (1×2 + 3×3) / 4 = 11/4
		{[]multiplier.Entry{{Symbol: 1, Value: 2, Weight: 1}, {Symbol: 2, Value: 3, Weight: 3}}, 11, 4},
		// (2×2 + 2×4) / 4 = 12/4 = 3/1
		{[]multiplier.Entry{{Symbol: 1, Value: 2, Weight: 2}, {Symbol: 2, Value: 4, Weight: 2}}, 3, 1},
		// a zero weight does not count: (5×10) / 5 = 10/1
		{[]multiplier.Entry{{Symbol: 1, Value: 500, Weight: 0}, {Symbol: 2, Value: 10, Weight: 5}}, 10, 1},
		// (6×2 + 4×5) / 10 = 32/10 = 16/5
		{[]multiplier.Entry{{Symbol: 9, Value: 2, Weight: 6}, {Symbol: 8, Value: 5, Weight: 4}}, 16, 5},
	} {
		tab, err := multiplier.NewTable(tc.entries)
		require.NoError(t, err)
		num, den := tab.Mean()
		require.Equal(t, [2]int64{tc.num, tc.den}, [2]int64{num, den})
	}
}

// TestSC_7_SumKnown: the values of all multiplier symbols on the final
// screen are added (SC-7): x2 + x25 + x500 + x2 = 529.
func TestSC_7_SumKnown(t *testing.T) {
	tab := starTable(t)
	x2, x25, x500 := starFirst, starFirst+10, starFirst+14
	s := slotmech.NewScreen(6, 5)
	for r := range 6 {
		for row := range 5 {
			s.Set(r, row, slotmech.Symbol(1+(r+row)%9)) // paying symbols 1..9
		}
	}
	require.Zero(t, tab.Sum(&s))
	s.Set(0, 0, x2)
	s.Set(3, 2, x25)
	s.Set(5, 4, x500)
	s.Set(2, 1, x2)
	require.Equal(t, int64(529), tab.Sum(&s))
}

// TestSumMatchesNaiveCount: Sum equals Σ over symbols of count × value.
func TestSumMatchesNaiveCount(t *testing.T) {
	tab := starTable(t)
	rapid.Check(t, func(t *rapid.T) {
		reels := rapid.IntRange(1, slotmech.MaxReels).Draw(t, "reels")
		rows := rapid.IntRange(1, slotmech.MaxRows).Draw(t, "rows")
		s := slotmech.NewScreen(reels, rows)
		for r := range reels {
			for row := range rows {
				s.Set(r, row, slotmech.Symbol(rapid.IntRange(0, 40).Draw(t, "sym")))
			}
		}
		var want int64
		for sym := range slotmech.MaxSymbols {
			want += int64(s.Count(slotmech.Symbol(sym))) * tab.Value(slotmech.Symbol(sym))
		}
		require.Equal(t, want, tab.Sum(&s))
	})
}

// TestSumLargest: a full 8×8 screen of the largest value is MaxSum.
func TestSumLargest(t *testing.T) {
	tab, err := multiplier.NewTable([]multiplier.Entry{{Symbol: 63, Value: 1_000_000_000, Weight: 1}})
	require.NoError(t, err)
	s := slotmech.NewScreen(slotmech.MaxReels, slotmech.MaxRows)
	for r := range slotmech.MaxReels {
		for row := range slotmech.MaxRows {
			s.Set(r, row, 63)
		}
	}
	require.Equal(t, int64(64_000_000_000), tab.Sum(&s))
}

// TestDrawOnlyTableSymbols: Draw returns only symbols of the table, and never
// one whose weight is zero.
func TestDrawOnlyTableSymbols(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, 20).Draw(t, "n")
		perm := rapid.Permutation(allSymbols()).Draw(t, "symbols")
		entries := make([]multiplier.Entry, n)
		zero := slotmech.SymbolSet(0)
		for i := range entries {
			w := rapid.Int64Range(0, 5).Draw(t, "weight")
			if i == n-1 {
				w++ // a positive total
			}
			entries[i] = multiplier.Entry{Symbol: perm[i], Value: rapid.Int64Range(1, 1_000_000_000).Draw(t, "value"), Weight: w}
			if w == 0 {
				zero = zero.With(perm[i])
			}
		}
		tab, err := multiplier.NewTable(entries)
		require.NoError(t, err)
		src := rng.NewStream(rapid.Uint64().Draw(t, "seed"), 0)
		for range 100 {
			sym := tab.Draw(src)
			require.True(t, tab.Symbols().Has(sym), "drew %d", sym)
			require.False(t, zero.Has(sym), "drew %d of weight 0", sym)
			require.Positive(t, tab.Value(sym))
		}
	})
}

func allSymbols() []slotmech.Symbol {
	syms := make([]slotmech.Symbol, slotmech.MaxSymbols-1)
	for i := range syms {
		syms[i] = slotmech.Symbol(i + 1)
	}
	return syms
}

// TestSC_6_DrawChiSquare: the frequencies of Draw match the weights. Fixed
// seed and N, so the outcome never changes; the threshold is the chi-square
// critical value for p = 0.001, so a correct Draw fails it only for one seed
// in a thousand, and this seed is not one of them. A zero-weight entry is
// added and must never be drawn.
func TestSC_6_DrawChiSquare(t *testing.T) {
	const n = 200_000
	entries := append(starEntries(), multiplier.Entry{Symbol: 40, Value: 1000, Weight: 0})
	tab, err := multiplier.NewTable(entries)
	require.NoError(t, err)
	counts := map[slotmech.Symbol]int{}
	src := rng.NewStream(20241224, 6)
	for range n {
		counts[tab.Draw(src)]++
	}
	require.Zero(t, counts[40], "zero-weight entry drawn")
	var total int64
	for _, w := range starWeights {
		total += w
	}
	chi2 := 0.0
	for i, w := range starWeights {
		expected := float64(n) * float64(w) / float64(total)
		d := float64(counts[starFirst+slotmech.Symbol(i)]) - expected
		chi2 += d * d / expected
	}
	const critical = 36.123 // χ² with 14 degrees of freedom, p = 0.001
	require.Less(t, chi2, critical, "chi-square %.2f", chi2)
	t.Logf("chi-square %.2f (14 df, critical %.3f at p = 0.001)", chi2, critical)
}

// TestNoAllocs: Sum and Draw allocate nothing.
func TestNoAllocs(t *testing.T) {
	tab := starTable(t)
	s := slotmech.NewScreen(6, 5)
	s.Set(1, 1, starFirst)
	src := rng.NewStream(1, 2)
	var sink int64
	for name, f := range map[string]func(){
		"Sum":  func() { sink += tab.Sum(&s) },
		"Draw": func() { sink += int64(tab.Draw(src)) },
	} {
		if n := testing.AllocsPerRun(100, f); n != 0 {
			t.Errorf("%s: %v allocations per run, want 0", name, n)
		}
	}
	_ = sink
}
