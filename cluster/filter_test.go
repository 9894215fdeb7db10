package cluster

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/lanecount"
)

// The pay filter never rejects a screen with a paytable win, for tables of
// up to 20 paying symbols (more than the nine lanes of a word, so that
// symbols share lanes), on screens of every size; MayPay is MayPayFilters
// of the reels' ReelFilter words; and with at most nine paying symbols it
// says true exactly when some paying symbol shows Classes[0].Min times.
func TestPayFilter(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		classes := genClasses(t)
		n := rapid.IntRange(1, 20).Draw(t, "paying")
		syms := make([]slotmech.Symbol, n)
		for i := range syms {
			syms[i] = slotmech.Symbol(i + 1)
		}
		cfg := PayAnywhereConfig{Classes: classes, Pays: genPays(t, classes, syms...), Scatter: 30}
		p := mustPayAnywhere(t, cfg)
		s := genScreen(t, slotmech.Symbol(min(n, 6)), slotmech.Symbol(n))
		may := p.MayPay(&s)
		words := make([]uint64, s.Reels())
		for reel := range words {
			words[reel] = p.filter.CountWord(s.ReelWord(reel))
		}
		require.Equal(t, may, p.filter.MayPayFilters(words))
		var r slotmech.Result
		p.Evaluate(&s, &r)
		if len(r.Wins) > 0 {
			require.True(t, may, "MayPay rejects a screen with %d wins", len(r.Wins))
		}
		if n <= lanecount.LanesPerWord {
			reached := false
			for _, sym := range syms {
				reached = reached || s.Count(sym) >= classes[0].Min
			}
			require.Equal(t, reached, may)
		}
	})
}

// Scatter and ScatterPositions count exactly the positions showing the
// scatter, whatever else the screen holds.
func TestScatterCountsExactly(t *testing.T) {
	p := mustPayAnywhere(t, starlightConfig())
	scatter := starlightConfig().Scatter
	rapid.Check(t, func(t *rapid.T) {
		s := genScreen(t, scatter+1, scatter+64)
		n, f := p.scatters(&s)
		require.Equal(t, s.Count(scatter), n)
		where, g := p.scatterPositions(&s)
		require.Equal(t, s.Where(scatter), where)
		require.Equal(t, f, g)
	})
}
