package tumble_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/stattest"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

// counting is a source that counts the values taken from it.
type counting struct {
	src rng.Source
	n   int
}

func (c *counting) Uint64() uint64 { c.n++; return c.src.Uint64() }

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
			"tumble: class refill: reel 0 entry 0: bad symbol weights: rng: weights sum to zero"},
		{"bad class weights", [][]tumble.Class{{one(1)}, {{Weight: -1, Symbols: []slotmech.Symbol{1}}}},
			"tumble: class refill: reel 1: bad class weights: rng: weight 0 is negative (-1)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := tumble.NewClassRefill(tc.classes)
			require.Nil(t, c)
			require.EqualError(t, err, tc.msg)
			require.ErrorIs(t, err, tumble.ErrInvalid)
			var te *tumble.Error
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

// referenceClassDraw is the definition of one symbol of a class refill: an
// rng.Weighted draw of the class, then for a class with Weights an
// rng.Weighted draw of its symbol.
func referenceClassDraw(classes []tumble.Class, src rng.Source) slotmech.Symbol {
	weights := make([]int64, len(classes))
	for k, cl := range classes {
		weights[k] = cl.Weight
	}
	cl := classes[rng.MustWeighted(weights...).Draw(src)]
	if cl.Weights == nil {
		return cl.Symbols[0]
	}
	return cl.Symbols[rng.MustWeighted(cl.Weights...).Draw(src)]
}

// Refill and FillReel of a ClassRefill draw exactly the definition's
// symbols, taking the same values from the source: Refill in dst order,
// FillReel with the first symbol in the lowest hole.
func TestClassRefillMatchesDefinition(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		classes := genClasses(t)
		c, err := tumble.NewClassRefill([][]tumble.Class{classes})
		require.NoError(t, err)
		seed := rapid.Uint64().Draw(t, "seed")
		holes := rapid.IntRange(1, slotmech.MaxRows).Draw(t, "holes")
		ref := &counting{src: rng.NewStream(seed, 2)}
		want := make([]slotmech.Symbol, holes)
		for i := range want {
			want[i] = referenceClassDraw(classes, ref)
		}
		got := &counting{src: rng.NewStream(seed, 2)}
		dst := make([]slotmech.Symbol, holes)
		require.NoError(t, c.Refill(0, dst, got))
		require.Equal(t, want, dst)
		require.Equal(t, ref.n, got.n, "values taken by Refill")

		got = &counting{src: rng.NewStream(seed, 2)}
		above := uint64(rapid.Uint64().Draw(t, "rows below the holes")) << (8 * holes & 63)
		if holes == slotmech.MaxRows {
			above = 0
		}
		word, err := c.FillReel(0, holes, above, got)
		require.NoError(t, err)
		for i, sym := range want {
			require.Equal(t, sym, slotmech.Symbol(word>>(8*(holes-1-i))), "symbol %d", i)
		}
		require.Equal(t, above, word&^(1<<(8*holes)-1), "the rows below the holes are unchanged")
		require.Equal(t, ref.n, got.n, "values taken by FillReel")
	})
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
	require.Equal(t, 3, c.Reels())
	d0, d2 := make([]slotmech.Symbol, 100), make([]slotmech.Symbol, 100)
	require.NoError(t, c.Refill(0, d0, rng.NewStream(1, 1)))
	require.NoError(t, c.Refill(2, d2, rng.NewStream(1, 1)))
	require.Equal(t, d0, d2)
	require.NoError(t, c.Refill(1, d2, rng.NewStream(1, 1)))
	for _, sym := range d2 {
		require.Equal(t, slotmech.Symbol(3), sym)
	}
	require.ErrorIs(t, c.Refill(3, d0, nil), tumble.ErrReel)
	_, err = c.FillReel(-1, 1, 0, nil)
	require.ErrorIs(t, err, tumble.ErrReel)
	require.Panics(t, func() { _, _ = c.FillReel(0, 0, 0, rng.NewStream(1, 1)) })
	require.Panics(t, func() { _, _ = c.FillReel(0, slotmech.MaxRows+1, 0, rng.NewStream(1, 1)) })
}

// viaRefillOnly hides every method of a refiller but Refill, so that Step
// takes its general path.
type viaRefillOnly struct{ r tumble.Refiller }

func (v viaRefillOnly) Refill(reel int, dst []slotmech.Symbol, src rng.Source) error {
	return v.r.Refill(reel, dst, src)
}

// Step with a refiller that implements ReelFiller (weighted and class
// refills) leaves exactly the screen, removed set and source position of
// the general path through Refill, on any screen, remove and keep sets,
// over several steps.
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
			r = c
		} else {
			w, err := tumble.NewWeightedRefill(symbols, weights)
			require.NoError(t, err)
			r = w
		}
		require.Implements(t, (*tumble.ReelFiller)(nil), r)
		seed := rapid.Uint64().Draw(t, "seed")
		fastSrc, slowSrc := rng.NewStream(seed, 0), rng.NewStream(seed, 0)
		sf, ss := s, s
		for range rapid.IntRange(1, 4).Draw(t, "steps") {
			remove := slotmech.PosSet(rapid.Uint64().Draw(t, "remove"))
			keep := genKeep(t, 9)
			rf, errf := tumble.Step(&sf, remove, keep, r, fastSrc)
			rs, errs := tumble.Step(&ss, remove, keep, viaRefillOnly{r}, slowSrc)
			require.NoError(t, errf)
			require.NoError(t, errs)
			require.Equal(t, rowsOf(&ss), rowsOf(&sf))
			require.Equal(t, rs, rf)
		}
		require.Equal(t, slowSrc.Uint64(), fastSrc.Uint64(), "the sources are at the same place")
	})
}

// failingFiller fails FillReel on reel 1.
type failingFiller struct{ viaRefillOnly }

func (f failingFiller) FillReel(reel, holes int, word uint64, src rng.Source) (uint64, error) {
	if reel == 1 {
		return ^uint64(0), tumble.ErrReel
	}
	return word | 0x0101010101010101>>(64-8*holes), nil
}

// A FillReel error stops the step at that reel: the reels before it are
// refilled, the failing one keeps its holes (whatever word FillReel
// returned), the ones after it are not touched, and Step returns the error.
func TestStepReelFillerErrorStops(t *testing.T) {
	s := screenOf(t,
		"BBB",
		"CCC",
	)
	_, err := tumble.Step(&s, posOf("xxx", "..."), 0, failingFiller{}, nil)
	require.ErrorIs(t, err, tumble.ErrReel)
	require.Equal(t, []string{"A.B", "CCC"}, rowsOf(&s))
}
