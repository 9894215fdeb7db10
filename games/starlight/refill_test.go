package starlight

import (
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

// SC-5, SC-6: every symbol of every part's refill is the definition of
// Weights: a class drawn from the class weights (rng.Weighted) and, for the
// multiplier class, a value drawn from the value weights (rng.Weighted)
// right after it. The game's refill (the library's class refill) draws
// exactly those symbols from exactly those values of the source, on any
// reel.
func TestRefillIsClassThenValue(t *testing.T) {
	g := New()
	rapid.Check(t, func(t *rapid.T) {
		part := rapid.IntRange(0, 2).Draw(t, "part")
		w, values, r := g.maths.Base, g.maths.BaseValues, g.base
		switch part {
		case 1:
			w, r = g.maths.Ante, g.ante
		case 2:
			w, values, r = g.maths.Free, g.maths.FreeValues, g.free
		}
		classes := rng.MustWeighted(w.classes()...)
		valueTable := rng.MustWeighted(values[:]...)
		seed := rapid.Uint64().Draw(t, "seed")
		n := rapid.IntRange(1, 200).Draw(t, "symbols")
		want := &counting{src: rng.NewStream(seed, 9)}
		wantSyms := make([]slotmech.Symbol, n)
		for i := range wantSyms {
			if k := classes.Draw(want); k == Paying+1 {
				wantSyms[i] = multiplierSymbol(valueTable.Draw(want))
			} else {
				wantSyms[i] = Yellow + slotmech.Symbol(k) // Yellow … Sun, then Scatter
			}
		}
		got := &counting{src: rng.NewStream(seed, 9)}
		dst := make([]slotmech.Symbol, n)
		require.NoError(t, r.Refill(rapid.IntRange(0, Reels-1).Draw(t, "reel"), dst, got))
		require.Equal(t, wantSyms, dst)
		require.Equal(t, want.n, got.n, "values taken")
	})
}

// land fills the first screen reel by reel with the refill's FillReel,
// exactly as tumble.Step on an empty screen does, from the same values of
// the source, with the simulation stream or any other source; a step is
// tumble.Step.
func TestLandIsStepOnEmptyScreen(t *testing.T) {
	g := New()
	rapid.Check(t, func(t *rapid.T) {
		r := rapid.SampledFrom([]*tumble.ClassRefill{g.base, g.ante, g.free}).Draw(t, "part")
		seed := rapid.Uint64().Draw(t, "seed")
		p := NewPlayer(g)
		rs := &p.round
		*rs = round{g: g, p: p}
		var src rng.Source = rng.NewStream(seed, 0)
		if rapid.Bool().Draw(t, "counting") {
			src = &counting{src: src}
		}
		rs.src = src
		ref := rng.NewStream(seed, 0)
		want := empty
		_, err := tumble.Step(&want, 0, keep, r, ref)
		require.NoError(t, err)
		rs.land(r)
		require.Equal(t, want, p.screen)
		require.Equal(t, ref.Uint64(), src.Uint64(), "the sources are at the same place")
	})
}
