package starlight

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/weighted"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

// counting is a source that counts the values taken from it.
type counting struct {
	src rng.Source
	n   int
}

func (c *counting) Uint64() uint64 { c.n++; return c.src.Uint64() }

// SC-5, SC-6: the symbols of every part's refill are the documented
// definition (package documentation, "Maths"), written here from it: the
// cells in groups of k, the largest k with Tᵏ ≤ 2⁵⁶ for the class total T
// (math/big), a group of j cells one u = rng.Uint64N(src, Tʲ) whose base-T
// digits, most significant first (by division), are located in the
// cumulative class weights (a scan); then each multiplier cell of the
// group, in order, draws its value (rng.Weighted). The game's refill (the
// library's class refill) draws exactly those symbols from exactly those
// values of the source, on any reel.
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
		cw := w.classes()
		var total uint64
		for _, x := range cw {
			total += uint64(x)
		}
		k := 1
		for new(big.Int).Exp(new(big.Int).SetUint64(total), big.NewInt(int64(k+1)), nil).Cmp(big.NewInt(1<<56)) <= 0 {
			k++
		}
		valueTable := (*rng.Weighted)(weighted.Must(values[:]...))
		seed := rapid.Uint64().Draw(t, "seed")
		n := rapid.IntRange(1, 200).Draw(t, "symbols")
		want := &counting{src: rng.NewStream(seed, 9)}
		var wantSyms []slotmech.Symbol
		for len(wantSyms) < n {
			j := min(k, n-len(wantSyms))
			pow := uint64(1)
			for range j {
				pow *= total
			}
			u := rng.Uint64N(want, pow)
			digits := make([]uint64, j)
			for i := j - 1; i >= 0; i-- {
				digits[i], u = u%total, u/total
			}
			for _, v := range digits {
				c, cum := 0, uint64(cw[0])
				for cum <= v {
					c++
					cum += uint64(cw[c])
				}
				if c == Paying+1 {
					wantSyms = append(wantSyms, multiplierSymbol(valueTable.Draw(want)))
				} else {
					wantSyms = append(wantSyms, Yellow+slotmech.Symbol(c)) // Yellow … Sun, then Scatter
				}
			}
		}
		got := &counting{src: rng.NewStream(seed, 9)}
		dst := make([]slotmech.Symbol, n)
		require.NoError(t, r.Refill(rapid.IntRange(0, Reels-1).Draw(t, "reel"), dst, got))
		require.Equal(t, wantSyms, dst)
		require.Equal(t, want.n, got.n, "values taken")
	})
}

// land fills the first screen with the refill's FillScreen, exactly as
// tumble.Step on an empty screen does, from the same values of
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
		_, err := tumble.Step(&want, 0, keep, slotmech.Empty, r, ref)
		require.NoError(t, err)
		rs.land(r)
		require.Equal(t, want, p.screen)
		require.Equal(t, ref.Uint64(), src.Uint64(), "the sources are at the same place")
	})
}

// genScreen draws a 6×5 screen of any of the game's symbols.
func genScreen(t *rapid.T) slotmech.Screen {
	s := slotmech.NewScreen(Reels, Rows)
	for reel := range Reels {
		for row := range Rows {
			s.Set(reel, row, slotmech.Symbol(rapid.IntRange(int(Yellow), int(X500)).Draw(t, "sym")))
		}
	}
	return s
}

// SC-5: the step of a spin removes its winning positions with the empty
// keep set (round.step), which is the tumble with the game's keep set (the
// scatter and the multipliers stay): the winning positions hold paying
// symbols only, so the two give the same screen from the same values.
func TestSC_5_StepKeepsNothingRemoved(t *testing.T) {
	g := New()
	rapid.Check(t, func(t *rapid.T) {
		s := genScreen(t)
		var res slotmech.Result
		g.pay.Evaluate(&s, &res)
		for p := range res.Positions.All() {
			require.False(t, keep.Has(s.Get(p)), "a winning position holds %d", s.Get(p))
		}
		seed := rapid.Uint64().Draw(t, "seed")
		want := s
		_, err := tumble.Step(&want, res.Positions, keep, slotmech.Empty, g.base, rng.NewStream(seed, 0))
		require.NoError(t, err)
		p := NewPlayer(g)
		p.screen = s
		rs := p.newRound("play", DefaultBet, DefaultBet, rng.NewStream(seed, 0), nil)
		rs.step(res.Positions, g.base)
		require.Equal(t, want, p.screen)
	})
}

// SC-7: hasMultiplier is whether some position of the screen shows a
// multiplier symbol (a scan of the positions with IsMultiplier).
func TestSC_7_HasMultiplier(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := slotmech.NewScreen(Reels, Rows) // no multiplier, then 0 to 2 of them
		for reel := range Reels {
			for row := range Rows {
				s.Set(reel, row, slotmech.Symbol(rapid.IntRange(int(slotmech.Empty), int(Scatter)).Draw(t, "low")))
			}
		}
		for range rapid.IntRange(0, 2).Draw(t, "multipliers") {
			reel, row := rapid.IntRange(0, Reels-1).Draw(t, "reel"), rapid.IntRange(0, Rows-1).Draw(t, "row")
			s.Set(reel, row, slotmech.Symbol(rapid.IntRange(int(X2), int(X500)).Draw(t, "multiplier")))
		}
		want := false
		for _, sym := range s.All() {
			want = want || IsMultiplier(sym)
		}
		require.Equal(t, want, hasMultiplier(&s))
	})
}
