package starlight_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/starlight"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
	"github.com/stretchr/testify/require"
)

// grid returns the screen of 5 rows (top first) of 6 space-separated names.
func grid(t testing.TB, rows ...string) slotmech.Screen {
	t.Helper()
	require.Len(t, rows, starlight.Rows)
	s := slotmech.NewScreen(starlight.Reels, starlight.Rows)
	for row, line := range rows {
		names := strings.Fields(line)
		require.Len(t, names, starlight.Reels, "row %d", row)
		for reel, n := range names {
			sym, err := starlight.Alphabet.Lookup(n)
			require.NoError(t, err)
			s.Set(reel, row, sym)
		}
	}
	return s
}

// lists returns a list refill of one space-separated list per reel.
func lists(t testing.TB, reels ...string) *tumble.ListRefill {
	t.Helper()
	ls := make([][]slotmech.Symbol, starlight.Reels)
	for r := range ls {
		if r < len(reels) {
			for _, n := range strings.Fields(reels[r]) {
				sym, err := starlight.Alphabet.Lookup(n)
				require.NoError(t, err)
				ls[r] = append(ls[r], sym)
			}
		}
	}
	l, err := tumble.NewListRefill(ls)
	require.NoError(t, err)
	return l
}

// noRefill is a refill with nothing in it: a spin that tumbles fails.
func noRefill(t testing.TB) *tumble.ListRefill { return lists(t) }

// calm is a screen without any win: no paying symbol 8 times, one scatter.
var calmRows = []string{
	"green   star  star  heart red  star",
	"red     red   moon  green red  star",
	"moon    green heart green moon heart",
	"star    sun   green red   moon heart",
	"scatter heart green red   moon sun",
}

// calmWith returns the calm screen with the given positions replaced.
func calmWith(t testing.TB, put map[slotmech.Pos]slotmech.Symbol) slotmech.Screen {
	t.Helper()
	s := grid(t, calmRows...)
	for p, sym := range put {
		s.Set(p.Reel(), p.Row(), sym)
	}
	return s
}

// withCount returns a screen with n of sym on the first n positions (reel by
// reel, top to bottom) and the other positions cycling through the other
// paying symbols, none of which reaches 8; and a refill that brings in
// symbols of the same cycle, which cannot form a win either.
func withCount(t testing.TB, sym slotmech.Symbol, n int) (slotmech.Screen, tumble.Refiller) {
	t.Helper()
	var others []slotmech.Symbol
	for s := starlight.Yellow; s <= starlight.Sun; s++ {
		if s != sym {
			others = append(others, s)
		}
	}
	scr := slotmech.NewScreen(starlight.Reels, starlight.Rows)
	for i := range starlight.Reels * starlight.Rows {
		s := sym
		if i >= n {
			s = others[i%len(others)]
		}
		scr.Set(i/starlight.Rows, i%starlight.Rows, s)
	}
	ls := make([][]slotmech.Symbol, starlight.Reels)
	for r := range ls {
		for i := range starlight.Rows {
			ls[r] = append(ls[r], others[(r*starlight.Rows+i+3)%len(others)])
		}
	}
	l, err := tumble.NewListRefill(ls)
	require.NoError(t, err)
	return scr, l
}

// spin plays one forced spin and returns its outcome (itemised).
func spin(t testing.TB, g *starlight.Game, in starlight.SpinInput) *games.Outcome {
	t.Helper()
	out := &games.Outcome{Detail: true}
	require.NoError(t, g.PlaySpin(in, rng.NewStream(0, 0), out))
	require.Len(t, out.Spins, 1)
	return out
}

// render is a compact text form of a round, for the golden test and
// examples.
func render(o *games.Outcome) string {
	var b strings.Builder
	fmt.Fprintf(&b, "bet %d stake %d win %d free spins %d triggered %v capped %v\n",
		o.Bet, o.Stake, o.Win, o.FreeSpins, o.Triggered, o.Capped)
	for i, sp := range o.Spins {
		kind := "base"
		if sp.Free {
			kind = "free"
		}
		fmt.Fprintf(&b, "  %s %d: win %d", kind, i, sp.Win)
		for _, st := range sp.Steps {
			b.WriteString(" [")
			for j, w := range st.Wins {
				if j > 0 {
					b.WriteByte(' ')
				}
				fmt.Fprintf(&b, "%s×%d=%s", starlight.Alphabet.Name(w.Symbol), w.Count, w.Factor)
			}
			b.WriteByte(']')
		}
		fmt.Fprintf(&b, " scatters %d (%d) ×%d T %d awarded %d", sp.Scatters, sp.ScatterWin, sp.Multiplier, sp.TotalMultiplier, sp.Awarded)
		if sp.Capped {
			b.WriteString(" CAPPED")
		}
		b.WriteByte('\n')
	}
	return b.String()
}
