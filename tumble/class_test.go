package tumble_test

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/stattest"
	"github.com/slotmech/slotmech/internal/testfix/srcfix"
	"github.com/slotmech/slotmech/internal/weighted"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

func TestNewClassRefillRejectsBadTables(t *testing.T) {
	one := func(s slotmech.Symbol) tumble.Class { return tumble.Class{Weight: 1, Symbols: []slotmech.Symbol{s}} }
	for _, tc := range []struct {
		name    string
		classes [][]tumble.Class
		msg     string
	}{
		{"no reels", nil, "tumble: class refill: has 0 reels, want 1 to 8"},
		{"no classes", [][]tumble.Class{{one(1)}, {}}, "tumble: class refill: reel 1: has no classes"},
		{"no symbols", [][]tumble.Class{{one(1), {Weight: 1}}}, "tumble: class refill: reel 0 entry 1: class has no symbols"},
		{"Empty symbol", [][]tumble.Class{{one(0)}}, "tumble: class refill: reel 0 entry 0: symbol 0 is Empty"},
		{"symbol too large", [][]tumble.Class{{{Weight: 1, Symbols: []slotmech.Symbol{1, 64}, Weights: []int64{1, 1}}}},
			"tumble: class refill: reel 0 entry 0: symbol 1 (64) is not below 64"},
		{"several symbols, no weights", [][]tumble.Class{{{Weight: 1, Symbols: []slotmech.Symbol{1, 2}}}},
			"tumble: class refill: reel 0 entry 0: class of 2 symbols has no Weights"},
		{"weights of another length", [][]tumble.Class{{{Weight: 1, Symbols: []slotmech.Symbol{1, 2}, Weights: []int64{1}}}},
			"tumble: class refill: reel 0 entry 0: 2 symbols but 1 weights"},
		{"bad symbol weights", [][]tumble.Class{{{Weight: 1, Symbols: []slotmech.Symbol{1, 2}, Weights: []int64{0, 0}}}},
			"tumble: class refill: reel 0 entry 0: bad symbol weights: rng: weights: sum to zero"},
		{"bad class weights", [][]tumble.Class{{one(1)}, {{Weight: -1, Symbols: []slotmech.Symbol{1}}}},
			"tumble: class refill: reel 1: bad class weights: rng: weight 0: is negative (-1)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := tumble.NewClassRefill(tc.classes)
			require.Nil(t, c)
			require.EqualError(t, err, tc.msg)
			require.ErrorIs(t, err, tumble.ErrConfig)
			var te *slotmech.Error
			require.ErrorAs(t, err, &te)
			require.Equal(t, "NewClassRefill", te.Op)
		})
	}
}

// genClasses draws a class table: single-symbol classes and classes with a
// second draw, weights small, zero or huge, symbols of 1 to 20.
func genClasses(t *rapid.T) []tumble.Class {
	weight := rapid.OneOf(rapid.Int64Range(0, 3), rapid.Int64Range(0, 30_000), rapid.Int64Range(0, 1<<40))
	classes := make([]tumble.Class, rapid.IntRange(1, 12).Draw(t, "classes"))
	for k := range classes {
		cl := &classes[k]
		cl.Weight = weight.Draw(t, "weight")
		n := 1
		if rapid.IntRange(0, 3).Draw(t, "second") == 0 {
			n = rapid.IntRange(1, 15).Draw(t, "symbols")
			cl.Weights = rapid.SliceOfN(weight, n, n).Draw(t, "weights")
			cl.Weights[0] |= 1 // a positive total
		}
		for range n {
			cl.Symbols = append(cl.Symbols, slotmech.Symbol(rapid.IntRange(1, 20).Draw(t, "symbol")))
		}
	}
	classes[0].Weight |= 1
	return classes
}

// referenceClassFill is the definition of a class refill's cells, written
// from ClassRefill's documentation without its code: cells[i] is the table
// of cell i, in the order of the fill; they are cut into groups whose
// totals multiply to at most weighted.PackLimit (math/big); a group is
// u = rng.Uint64N(src, N), its cells the mixed-radix digits of u, most
// significant first (by division), each located in the cumulative class
// weights by a scan; then the cells of the group with Weights draw their
// symbols, in order, with rng.Weighted.Draw.
func referenceClassFill(cells [][]tumble.Class, src rng.Source) []slotmech.Symbol {
	total := func(classes []tumble.Class) uint64 {
		var t uint64
		for _, cl := range classes {
			t += uint64(cl.Weight)
		}
		return t
	}
	limit := big.NewInt(weighted.PackLimit)
	var out []slotmech.Symbol
	for i := 0; i < len(cells); {
		n := new(big.Int).SetUint64(total(cells[i]))
		j := i + 1
		for j < len(cells) {
			m := new(big.Int).Mul(n, new(big.Int).SetUint64(total(cells[j])))
			if m.Cmp(limit) > 0 {
				break
			}
			n, j = m, j+1
		}
		u := rng.Uint64N(src, n.Uint64())
		digits := make([]uint64, j-i)
		for k := j - 1; k >= i; k-- {
			t := total(cells[k])
			digits[k-i], u = u%t, u/t
		}
		var group []tumble.Class
		for k, v := range digits {
			var cum uint64
			for _, cl := range cells[i+k] {
				cum += uint64(cl.Weight)
				if cum > v {
					group = append(group, cl)
					break
				}
			}
		}
		for _, cl := range group {
			if cl.Weights == nil {
				out = append(out, cl.Symbols[0])
			} else {
				out = append(out, cl.Symbols[weighted.Must(cl.Weights...).Draw(src)])
			}
		}
		i = j
	}
	return out
}

// repeatTable returns n cells of one table.
func repeatTable(classes []tumble.Class, n int) [][]tumble.Class {
	cells := make([][]tumble.Class, n)
	for i := range cells {
		cells[i] = classes
	}
	return cells
}

// Refill and FillReel of a ClassRefill draw exactly the definition's
// symbols, taking the same values from the source: Refill in dst order,
// fillReel with the first symbol in the lowest hole.
func TestClassRefillMatchesDefinition(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		classes := genClasses(t)
		c, err := tumble.NewClassRefill([][]tumble.Class{classes})
		require.NoError(t, err)
		seed := rapid.Uint64().Draw(t, "seed")
		holes := rapid.IntRange(1, slotmech.MaxRows).Draw(t, "holes")
		ref := &srcfix.Counting{Src: rng.NewStream(seed, 2)}
		want := referenceClassFill(repeatTable(classes, holes), ref)
		got := &srcfix.Counting{Src: rng.NewStream(seed, 2)}
		dst := make([]slotmech.Symbol, holes)
		require.NoError(t, c.Refill(0, dst, got))
		require.Equal(t, want, dst)
		require.Equal(t, ref.N, got.N, "values taken by Refill")

		got = &srcfix.Counting{Src: rng.NewStream(seed, 2)}
		above := uint64(rapid.Uint64().Draw(t, "rows below the holes")) << (8 * holes & 63)
		if holes == slotmech.MaxRows {
			above = 0
		}
		word, err := tumble.FillReel(c, 0, holes, above, got)
		require.NoError(t, err)
		for i, sym := range want {
			require.Equal(t, sym, slotmech.Symbol(word>>(8*(holes-1-i))), "symbol %d", i)
		}
		require.Equal(t, above, word&^(1<<(8*holes)-1), "the rows below the holes are unchanged")
		require.Equal(t, ref.N, got.N, "values taken by FillReel")
	})
}

// Known answers of the packed class draws. Classes of weights 1, 2, 3, 4
// (symbols A–D, total 10): four holes over two reels are one group,
// u = ⌊x·10⁴ / 2⁶⁴⌋; x = 1689721757151794928 gives u = 915, digits 0, 9,
// 1, 5, entries 0, 3, 1, 2: A and D into reel 0 (A lowest), B and C into
// reel 1. A multiplier-like class (weight 1, symbols E and F of weights 1,
// 1) next to A (weight 1): total 2, so two holes are u = x mod 4 (a power
// of two); x = 3 gives digits 1, 1, both the class with Weights, whose
// symbols come from the next two values, 0 → E (lowest), 1 → F.
func TestClassRefillKnownAnswers(t *testing.T) {
	abcd := []tumble.Class{
		{Weight: 1, Symbols: []slotmech.Symbol{1}}, {Weight: 2, Symbols: []slotmech.Symbol{2}},
		{Weight: 3, Symbols: []slotmech.Symbol{3}}, {Weight: 4, Symbols: []slotmech.Symbol{4}},
	}
	c, err := tumble.NewClassRefill([][]tumble.Class{abcd, abcd})
	require.NoError(t, err)
	s := screenOf(t, "..", "..")
	src := &srcfix.List{Vals: []uint64{1689721757151794928}}
	_, err = tumble.Step(&s, 0, 0, slotmech.Empty, c, src)
	require.NoError(t, err)
	require.Equal(t, []string{"DC", "AB"}, rowsOf(&s))
	require.Equal(t, 1, src.I)

	// One reel alone (Refill) is a group of its own cells: 2⁶⁴ − 1 is
	// u = 999, three D.
	dst := make([]slotmech.Symbol, 3)
	require.NoError(t, c.Refill(1, dst, &srcfix.List{Vals: []uint64{1<<64 - 1}}))
	require.Equal(t, syms("DDD"), dst)

	mult := []tumble.Class{
		{Weight: 1, Symbols: []slotmech.Symbol{1}},
		{Weight: 1, Symbols: []slotmech.Symbol{5, 6}, Weights: []int64{1, 1}},
	}
	c, err = tumble.NewClassRefill([][]tumble.Class{mult})
	require.NoError(t, err)
	s = screenOf(t, ".", ".", "A")
	src = &srcfix.List{Vals: []uint64{3, 0, 1}}
	_, err = tumble.Step(&s, 0, 0, slotmech.Empty, c, src)
	require.NoError(t, err)
	require.Equal(t, []string{"F", "E", "A"}, rowsOf(&s))
	require.Equal(t, 3, src.I)
}

// A class refill draws each symbol with its exact probability: Weight_k / Σ
// Weight for a single-symbol class, times Weights[j] / Σ Weights for a
// symbol of a class with a second draw (chi-square, 500 000 symbols on a
// fixed seed, p = 0.001).
func TestClassRefillChiSquare(t *testing.T) {
	classes := []tumble.Class{
		{Weight: 50, Symbols: []slotmech.Symbol{1}},
		{Weight: 30, Symbols: []slotmech.Symbol{2}},
		{Weight: 20, Symbols: []slotmech.Symbol{3, 4, 5}, Weights: []int64{5, 3, 2}},
	}
	want := []float64{0.5, 0.3, 0.1, 0.06, 0.04}
	c, err := tumble.NewClassRefill([][]tumble.Class{classes})
	require.NoError(t, err)
	const n = 500_000
	dst := make([]slotmech.Symbol, n)
	require.NoError(t, c.Refill(0, dst, rng.NewStream(11, 0)))
	counts := make([]int64, len(want))
	for _, sym := range dst {
		counts[sym-1]++
	}
	exp := make([]float64, len(want))
	for i, p := range want {
		exp[i] = n * p
	}
	require.Less(t, stattest.ChiSquare(counts, exp), stattest.Critical(len(want)-1, 0.001), "counts %v", counts)
}

// Reels draw from their own tables; reels given equal tables draw alike
// (they share one compiled table), and a reel without a table is an error.
func TestClassRefillReels(t *testing.T) {
	a := []tumble.Class{{Weight: 1, Symbols: []slotmech.Symbol{1}}, {Weight: 1, Symbols: []slotmech.Symbol{2}}}
	b := []tumble.Class{{Weight: 1, Symbols: []slotmech.Symbol{3}}}
	c, err := tumble.NewClassRefill([][]tumble.Class{a, b, append([]tumble.Class(nil), a...)})
	require.NoError(t, err)
	require.Equal(t, 3, tumble.Reels(c))
	d0, d2 := make([]slotmech.Symbol, 100), make([]slotmech.Symbol, 100)
	require.NoError(t, c.Refill(0, d0, rng.NewStream(1, 1)))
	require.NoError(t, c.Refill(2, d2, rng.NewStream(1, 1)))
	require.Equal(t, d0, d2)
	require.NoError(t, c.Refill(1, d2, rng.NewStream(1, 1)))
	for _, sym := range d2 {
		require.Equal(t, slotmech.Symbol(3), sym)
	}
	requireInput(t, c.Refill(3, d0, nil), "reel out of range")
	_, err = tumble.FillReel(c, -1, 1, 0, nil)
	requireInput(t, err, "reel out of range")
	require.Panics(t, func() { _, _ = tumble.FillReel(c, 0, 0, 0, rng.NewStream(1, 1)) })
	require.Panics(t, func() { _, _ = tumble.FillReel(c, 0, slotmech.MaxRows+1, 0, rng.NewStream(1, 1)) })
}

// viaRefillOnly hides every method of a refiller but Refill, so that Step
// takes its general path.
type viaRefillOnly struct{ r tumble.Refiller }

func (v viaRefillOnly) Refill(reel int, dst []slotmech.Symbol, src rng.Source) error {
	return v.r.Refill(reel, dst, src)
}

// viaReelFiller hides a refiller's screen path, so that Step calls its
// reel path.
func viaReelFiller(c *tumble.ClassRefill) tumble.Refiller {
	return tumble.WithFillReel(c, func(reel, holes int, word uint64, src rng.Source) (uint64, error) {
		return tumble.FillReel(c, reel, holes, word, src)
	})
}

// Step with a refiller that implements reelFiller (weighted and class
// refills, the class refill with its FillScreen hidden) leaves exactly the
// screen, removed set and source position of the general path through
// Refill, on any screen, remove and keep sets, over several steps.
func TestStepReelFillerMatchesRefill(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := genScreen(t, 8, true)
		tables := make([][]tumble.Class, s.Reels())
		symbols := make([][]slotmech.Symbol, s.Reels())
		weights := make([][]int64, s.Reels())
		for reel := range tables {
			tables[reel] = genClasses(t)
			for _, cl := range tables[reel] {
				symbols[reel] = append(symbols[reel], cl.Symbols[0])
				weights[reel] = append(weights[reel], cl.Weight)
			}
		}
		var r tumble.Refiller
		if rapid.Bool().Draw(t, "class") {
			c, err := tumble.NewClassRefill(tables)
			require.NoError(t, err)
			r = viaReelFiller(c)
		} else {
			w, err := tumble.NewWeightedRefill(symbols, weights)
			require.NoError(t, err)
			r = w
		}
		require.True(t, tumble.HasReelPath(r))
		seed := rapid.Uint64().Draw(t, "seed")
		fastSrc, slowSrc := rng.NewStream(seed, 0), rng.NewStream(seed, 0)
		sf, ss := s, s
		for range rapid.IntRange(1, 4).Draw(t, "steps") {
			remove := slotmech.PosSet(rapid.Uint64().Draw(t, "remove"))
			keep := genKeep(t, 9)
			rf, errf := tumble.Step(&sf, remove, keep, slotmech.Empty, r, fastSrc)
			rs, errs := tumble.Step(&ss, remove, keep, slotmech.Empty, viaRefillOnly{r}, slowSrc)
			require.NoError(t, errf)
			require.NoError(t, errs)
			require.Equal(t, rowsOf(&ss), rowsOf(&sf))
			require.Equal(t, rs, rf)
		}
		require.Equal(t, slowSrc.Uint64(), fastSrc.Uint64(), "the sources are at the same place")
	})
}

// Step with a ClassRefill (its FillScreen) is the definition: the fall,
// then the holes of every reel, reels left to right and in each the lowest
// first, filled by referenceClassFill with each cell's reel table; on any
// screen, tables (equal on every reel or not), remove and keep sets, over
// several steps, taking the same values.
func TestStepClassRefillMatchesDefinition(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := genScreen(t, 8, true)
		tables := make([][]tumble.Class, s.Reels())
		same := rapid.Bool().Draw(t, "same table on every reel")
		for reel := range tables {
			if same && reel > 0 {
				tables[reel] = tables[0]
				continue
			}
			tables[reel] = genClasses(t)
		}
		c, err := tumble.NewClassRefill(tables)
		require.NoError(t, err)
		require.True(t, tumble.HasScreenPath(c))
		seed := rapid.Uint64().Draw(t, "seed")
		got, ref := &srcfix.Counting{Src: rng.NewStream(seed, 0)}, &srcfix.Counting{Src: rng.NewStream(seed, 0)}
		sg, sr := s, s
		for range rapid.IntRange(1, 4).Draw(t, "steps") {
			remove := slotmech.PosSet(rapid.Uint64().Draw(t, "remove"))
			keep := genKeep(t, 9)
			removed, err := tumble.Step(&sg, remove, keep, slotmech.Empty, c, got)
			require.NoError(t, err)
			require.Equal(t, tumble.Fall(&sr, remove, keep), removed)
			var cells [][]tumble.Class
			var at [][2]int
			for reel := range sr.Reels() {
				for row := sr.Rows() - 1; row >= 0; row-- {
					if sr.At(reel, row) == slotmech.Empty {
						cells = append(cells, tables[reel])
						at = append(at, [2]int{reel, row})
					}
				}
			}
			for i, sym := range referenceClassFill(cells, ref) {
				sr.Set(at[i][0], at[i][1], sym)
			}
			require.Equal(t, rowsOf(&sr), rowsOf(&sg))
			require.Equal(t, ref.N, got.N, "values taken")
		}
	})
}

// A step whose holes reach a reel without a class table fails with
// ErrConfig (reel out of range) before drawing anything.
func TestStepClassRefillMissingReel(t *testing.T) {
	c, err := tumble.NewClassRefill([][]tumble.Class{{{Weight: 1, Symbols: []slotmech.Symbol{1}}}})
	require.NoError(t, err)
	s := screenOf(t, "BC", "CB")
	src := &srcfix.Counting{Src: rng.NewStream(1, 1)}
	_, err = tumble.Step(&s, posOf("xx", ".."), 0, slotmech.Empty, c, src)
	requireInput(t, err, "reel out of range")
	require.Equal(t, []string{"..", "CB"}, rowsOf(&s))
	require.Zero(t, src.N)
}

// failingFiller fails FillReel on reel 1.
var failingFiller = tumble.WithFillReel(viaRefillOnly{}, func(reel, holes int, word uint64, src rng.Source) (uint64, error) {
	if reel == 1 {
		return ^uint64(0), tumble.ErrConfig
	}
	return word | 0x0101010101010101>>(64-8*holes), nil
})

// A FillReel error stops the step at that reel: the reels before it are
// refilled, the failing one keeps its holes (whatever word FillReel
// returned), the ones after it are not touched, and Step returns the error.
func TestStepReelFillerErrorStops(t *testing.T) {
	s := screenOf(t,
		"BBB",
		"CCC",
	)
	_, err := tumble.Step(&s, posOf("xxx", "..."), 0, slotmech.Empty, failingFiller, nil)
	require.ErrorIs(t, err, tumble.ErrConfig)
	require.Equal(t, []string{"A.B", "CCC"}, rowsOf(&s))
}
