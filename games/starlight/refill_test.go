package starlight

import (
	"math"
	"math/bits"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

// counting is a source that counts the values taken from it.
type counting struct {
	src rng.Source
	n   int
}

func (c *counting) Uint64() uint64 { c.n++; return c.src.Uint64() }

// drawWeights draws the class weights of a part: often small or zero weights
// next to large ones, sometimes a power-of-two total (for which Uint64N keeps
// the low bits), always a positive sum.
func drawWeights(t *rapid.T) Weights {
	var w Weights
	weight := func(label string) int64 {
		return rapid.OneOf(rapid.Int64Range(0, 3), rapid.Int64Range(0, 30_000), rapid.Int64Range(0, 1<<40)).Draw(t, label)
	}
	for i := range w.Paying {
		w.Paying[i] = weight("paying")
	}
	w.Scatter = weight("scatter")
	w.Multiplier = weight("multiplier")
	if rapid.Bool().Draw(t, "pow2") { // round the total up to a power of two
		total := w.Total()
		w.Paying[0] += int64(1)<<bits.Len64(uint64(total)) - total
	}
	if w.Total() == 0 {
		w.Multiplier = 1
	}
	return w
}

// drawValues draws source values: random ones, and ones that Uint64N may
// reject or that fall on the edge of a guide bucket of r.
func drawValues(t *rapid.T, r *refill) []uint64 {
	edge := func(b uint64) uint64 {
		// The smallest x whose Uint64N value is b<<shift, the first value
		// of bucket b, or the largest one below it.
		b = min(b, (r.total-1)>>r.shift) // a bucket of the table
		// ⌈(b<<shift)·2^64 / total⌉; b<<shift < total, so Div64 can.
		q, rem := bits.Div64(b<<r.shift, 0, r.total)
		if rem != 0 {
			q++
		}
		return q - rapid.Uint64Range(0, 1).Draw(t, "below")
	}
	value := rapid.OneOf(
		rapid.Uint64(),
		rapid.Uint64Range(0, r.total), // lo < total: maybe rejected
		rapid.Uint64Range(math.MaxUint64-3, math.MaxUint64),
		rapid.Map(rapid.Uint64Range(0, guideSize-1), edge),
	)
	return rapid.SliceOfN(value, 1, 64).Draw(t, "values")
}

// The refill draws exactly what rng draws from the class weights and, for
// the multiplier class, the value weights, taking the same values from the
// source (checked for any weights and for values at every awkward place),
// whether through symbol, fill or Refill.
func TestRefillMatchesWeighted(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		w := drawWeights(t)
		values, err := newValues("values", defaultMaths.FreeValues)
		require.NoError(t, err)
		r, err := newRefill("part", w, values)
		require.NoError(t, err)
		classes := rng.MustWeighted(w.classes()...)
		xs := drawValues(t, r)

		want := &counting{src: rng.NewReplayer(xs)}
		var wantSyms []slotmech.Symbol
		for want.n < len(xs) {
			if k := classes.Draw(want); k == multiplierClass {
				wantSyms = append(wantSyms, values.Draw(want))
			} else {
				wantSyms = append(wantSyms, slotmech.Symbol(k+1))
			}
		}

		got := &counting{src: rng.NewReplayer(xs)}
		for i, sym := range wantSyms {
			require.Equal(t, sym, r.symbol(got.Uint64(), got), "draw %d", i)
		}
		require.Equal(t, want.n, got.n, "values taken")

		got = &counting{src: rng.NewReplayer(xs)}
		dst := make([]slotmech.Symbol, len(wantSyms))
		require.NoError(t, r.Refill(0, dst, got))
		require.Equal(t, wantSyms, dst)
		require.Equal(t, want.n, got.n, "values taken by Refill")

		// fill draws the lowest row first: row n−1 gets the first symbol.
		got = &counting{src: rng.NewReplayer(xs)}
		n := min(len(wantSyms), 8)
		word := r.fill(0, n, got, nil)
		for row := range n {
			require.Equal(t, wantSyms[n-1-row], slotmech.Symbol(word>>(8*row)), "row %d", row)
		}
	})
}

// The game's own landing and tumble steps give exactly the screens of
// tumble.Step with the game's refill, and take the same values from the
// source, with an *rng.Stream (the direct path) or any other source.
func TestStepMatchesTumbleStep(t *testing.T) {
	g := New()
	rapid.Check(t, func(t *rapid.T) {
		r := rapid.SampledFrom([]*refill{g.base, g.ante, g.free}).Draw(t, "part")
		seed := rapid.Uint64().Draw(t, "seed")
		direct := rapid.Bool().Draw(t, "stream")

		p := NewPlayer(g)
		rs := &p.round
		*rs = round{g: g, p: p}
		rs.stream = rng.NewStream(seed, 0)
		rs.src = rs.stream
		if !direct {
			rs.src, rs.stream = &counting{src: rs.stream}, nil
		}
		ref := rng.NewStream(seed, 0)
		want := empty
		_, err := tumble.Step(&want, 0, keep, r, ref)
		require.NoError(t, err)
		rs.land(r)
		require.Equal(t, want, p.screen, "first screen")

		for range rapid.IntRange(1, 5).Draw(t, "steps") {
			remove := slotmech.PosSet(rapid.Uint64().Draw(t, "remove")) & want.Positions()
			_, err := tumble.Step(&want, remove, keep, r, ref)
			require.NoError(t, err)
			rs.step(remove, r)
			require.Equal(t, want, p.screen, "after removing %v", remove)
		}
		require.Equal(t, ref.Uint64(), rs.src.Uint64(), "the sources are at the same place")
	})
}

// The census counts every paying symbol, the scatters and the multiplier
// symbols exactly, ignores other symbols, and eightOfAKind tells whether a
// paying symbol shows 8 times or more.
func TestCensus(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := slotmech.NewScreen(Reels, Rows)
		// Mostly game symbols, few kinds so that counts reach 8 and
		// more, sometimes any byte.
		sym := rapid.OneOf(
			rapid.Custom(func(t *rapid.T) slotmech.Symbol {
				return slotmech.Symbol(rapid.IntRange(int(Yellow), int(Yellow)+2).Draw(t, "few"))
			}),
			rapid.Custom(func(t *rapid.T) slotmech.Symbol {
				return slotmech.Symbol(rapid.IntRange(0, int(X500)).Draw(t, "game"))
			}),
			rapid.Custom(func(t *rapid.T) slotmech.Symbol { return slotmech.Symbol(rapid.Byte().Draw(t, "byte")) }),
		)
		for reel := range Reels {
			for row := range Rows {
				s.Set(reel, row, sym.Draw(t, "symbol"))
			}
		}
		c := takeCensus(&s)
		eight := false
		for i := range Paying {
			n := s.Count(Yellow + slotmech.Symbol(i))
			require.Equal(t, n, c.field(i), "symbol %d", Yellow+slotmech.Symbol(i))
			eight = eight || n >= 8
		}
		require.Equal(t, eight, c.eightOfAKind())
		require.Equal(t, s.Count(Scatter), c.scatters())
		m := 0
		for i := range Multipliers {
			m += s.Count(multiplierSymbol(i))
		}
		require.Equal(t, m, c.multipliers())
	})
}
