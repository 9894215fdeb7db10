package starlight_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/starlight"
	"github.com/slotmech/slotmech/rng"
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
			sym, err := starlight.Alphabet().Lookup(n)
			require.NoError(t, err)
			s.Set(reel, row, sym)
		}
	}
	return s
}

// lists returns the refill lists of a forced play, one space-separated
// list per reel (the missing reels get empty lists).
func lists(t testing.TB, reels ...string) [][]slotmech.Symbol {
	t.Helper()
	ls := make([][]slotmech.Symbol, starlight.Reels)
	for r := range ls {
		ls[r] = []slotmech.Symbol{}
		if r < len(reels) {
			for _, n := range strings.Fields(reels[r]) {
				sym, err := starlight.Alphabet().Lookup(n)
				require.NoError(t, err)
				ls[r] = append(ls[r], sym)
			}
		}
	}
	return ls
}

// noRefill is refill lists with nothing in them: a spin that tumbles fails.
func noRefill(t testing.TB) [][]slotmech.Symbol { return lists(t) }

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
func withCount(t testing.TB, sym slotmech.Symbol, n int) (slotmech.Screen, [][]slotmech.Symbol) {
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
	return scr, ls
}

// freeSpin is the state of a forced free spin with running total T before
// it (SC-8).
func freeSpin(T int64) games.Facts {
	return games.Facts{{Name: starlight.FactFreeSpin, Value: 1}, {Name: starlight.FactTotalMultiplier, Value: T}}
}

// freeIf is the state of a forced free spin with T 0 if free, else none.
func freeIf(free bool) games.Facts {
	if free {
		return freeSpin(0)
	}
	return nil
}

// countSource is a source that counts the values taken from it.
type countSource struct {
	src rng.Source
	n   int
}

func (c *countSource) Uint64() uint64 { c.n++; return c.src.Uint64() }

// played is a round's outcome with its itemised spins.
type played struct {
	games.Outcome
	Spins []games.Spin
}

// spin plays one forced spin and returns its outcome, itemised.
func spin(t testing.TB, g *starlight.Game, f games.Forced) played {
	t.Helper()
	var d games.Detail
	out, err := starlight.NewPlayer(g).PlayForced(&f, rng.NewStream(0, 0), &d)
	require.NoError(t, err)
	require.Len(t, d.Spins, 1)
	return played{out, d.Spins}
}

// total returns the spin's running total T after it (SC-8), 0 if unset.
func total(sp games.Spin) int64 {
	v, _ := sp.Facts.Get(starlight.FactTotalMultiplier)
	return v
}

// awarded returns the free spins the spin awarded (SC-9, SC-10).
func awarded(sp games.Spin) int {
	v, _ := sp.Facts.Get(starlight.FactAwarded)
	return int(v)
}

// render is a compact text form of a round, for the golden test and
// examples.
func render(o games.Outcome, d *games.Detail) string {
	var b strings.Builder
	fmt.Fprintf(&b, "bet %d stake %d win %d free spins %d triggered %v capped %v\n",
		o.Bet, o.Stake, o.Win, o.FreeSpins, o.Triggered, o.Capped)
	for i, sp := range d.Spins {
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
				fmt.Fprintf(&b, "%s×%d=%s", starlight.Alphabet().Name(w.Symbol), w.Count, w.Factor)
			}
			b.WriteByte(']')
		}
		fmt.Fprintf(&b, " scatters %d (%d) ×%d T %d awarded %d", sp.Scatters, sp.ScatterWin, sp.Multiplier, total(sp), awarded(sp))
		if sp.Capped {
			b.WriteString(" CAPPED")
		}
		b.WriteByte('\n')
	}
	return b.String()
}
