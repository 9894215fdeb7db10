package slotmech_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
)

func TestScreenBasics(t *testing.T) {
	s := slotmech.NewScreen(6, 5)
	require.Equal(t, 6, s.Reels())
	require.Equal(t, 5, s.Rows())
	require.Equal(t, 30, s.Reels()*s.Rows())
	require.Equal(t, 30, s.Positions().Len())
	require.Equal(t, 30, s.Count(slotmech.Empty))
	s.Set(2, 4, 7)
	require.Equal(t, slotmech.Symbol(7), s.At(2, 4))
	require.Equal(t, slotmech.Symbol(7), s.Get(slotmech.At(2, 4)))
	require.Equal(t, slotmech.Symbol(7), s.Reel(2)[4])
	require.Equal(t, slotmech.Symbol(0), s.At(6, 0), "outside reads Empty")
	require.Equal(t, slotmech.PosSet(0).With(slotmech.At(2, 4)), s.Where(7))
	require.Panics(t, func() { s.Set(6, 0, 1) })
	require.Panics(t, func() { slotmech.NewScreen(9, 1) })
	require.Panics(t, func() { slotmech.NewScreen(1, 0) })
	require.Panics(t, func() { slotmech.At(8, 0) })
}

// TestPosSetIteration: First/Without visits every member once, in order, and
// Len counts them.
func TestPosSetIteration(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		set := slotmech.PosSet(rapid.Uint64().Draw(t, "set"))
		want := set.Len()
		n, last := 0, -1
		for p, ok := set.First(); ok; p, ok = set.First() {
			require.Greater(t, int(p), last)
			last = int(p)
			require.Equal(t, p, slotmech.At(p.Reel(), p.Row()))
			set = set.Without(p)
			n++
		}
		require.Zero(t, set)
		require.Equal(t, want, n)
	})
}

// TestPosSetAll: All yields every member once, in ascending order, agreeing
// with First/Without, and stops when the loop breaks.
func TestPosSetAll(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		set := slotmech.PosSet(rapid.Uint64().Draw(t, "set"))
		var want []slotmech.Pos
		for rest := set; rest != 0; {
			p, _ := rest.First()
			want = append(want, p)
			rest = rest.Without(p)
		}
		got := slices.Collect(set.All())
		require.Equal(t, want, got)
		require.True(t, slices.IsSorted(got))
		require.Equal(t, set.Len(), len(got))
		if len(got) > 0 {
			n := 0
			for range set.All() {
				n++
				break
			}
			require.Equal(t, 1, n)
		}
	})
	require.Empty(t, slices.Collect(slotmech.PosSet(0).All()))
}

// TestSymbolSetAll: All yields the members of a symbol set in ascending order.
func TestSymbolSetAll(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		syms := rapid.SliceOf(rapid.Uint8Range(0, slotmech.MaxSymbols-1)).Draw(t, "syms")
		var set slotmech.SymbolSet
		for _, s := range syms {
			set = set.With(slotmech.Symbol(s))
		}
		got := slices.Collect(set.All())
		require.True(t, slices.IsSorted(got))
		require.Equal(t, set.Len(), len(got))
		for _, s := range got {
			require.True(t, set.Has(s))
		}
		for _, s := range syms {
			require.Contains(t, got, slotmech.Symbol(s))
		}
	})
}

// TestScreenAll: All yields every position of the screen once, in ascending
// order, with the symbol it shows, and stops when the loop breaks.
func TestScreenAll(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		reels := rapid.IntRange(1, slotmech.MaxReels).Draw(t, "reels")
		rows := rapid.IntRange(1, slotmech.MaxRows).Draw(t, "rows")
		s := slotmech.NewScreen(reels, rows)
		for r := range reels {
			for row := range rows {
				s.Set(r, row, slotmech.Symbol(rapid.IntRange(0, 9).Draw(t, "sym")))
			}
		}
		var seen slotmech.PosSet
		last := -1
		for p, sym := range s.All() {
			require.Greater(t, int(p), last)
			last = int(p)
			require.Equal(t, s.Get(p), sym)
			seen = seen.With(p)
		}
		require.Equal(t, s.Positions(), seen)
		n := 0
		for range s.All() {
			n++
			break
		}
		require.Equal(t, 1, n)
	})
}

// TestWhereAndCountAgree: Where(sym) lists exactly the positions showing sym
// and has Count(sym) members; Reel(r) of the set is the row mask.
func TestWhereAndCountAgree(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		reels := rapid.IntRange(1, slotmech.MaxReels).Draw(t, "reels")
		rows := rapid.IntRange(1, slotmech.MaxRows).Draw(t, "rows")
		s := slotmech.NewScreen(reels, rows)
		for r := range reels {
			for row := range rows {
				s.Set(r, row, slotmech.Symbol(rapid.IntRange(0, 3).Draw(t, "sym")))
			}
		}
		sym := slotmech.Symbol(rapid.IntRange(0, 3).Draw(t, "which"))
		w := s.Where(sym)
		require.Equal(t, s.Count(sym), w.Len())
		require.Zero(t, w&^s.Positions(), "Where lies inside the screen")
		for r := range reels {
			for row := range rows {
				require.Equal(t, s.At(r, row) == sym, w.Has(slotmech.At(r, row)))
				require.Equal(t, s.At(r, row) == sym, w.Reel(r)&(1<<row) != 0)
			}
		}
	})
}

func TestAlphabet(t *testing.T) {
	a, err := slotmech.NewAlphabet("sun", "moon")
	require.NoError(t, err)
	s, err := a.Lookup("moon")
	require.NoError(t, err)
	require.Equal(t, slotmech.Symbol(2), s)
	require.Equal(t, "moon", a.Name(2))
	require.Equal(t, "-", a.Name(slotmech.Empty))
	require.Equal(t, "?9", a.Name(9))
	_, err = a.Lookup("star")
	require.ErrorIs(t, err, slotmech.ErrConfig)
	require.EqualError(t, err, `slotmech: unknown symbol "star"`)
	var e *slotmech.Error
	require.ErrorAs(t, err, &e)
	require.Equal(t, slotmech.Error{Op: "Lookup", Value: "star", Reason: `unknown symbol "star"`, Err: slotmech.ErrConfig}, *e)
	_, err = a.Lookup("")
	require.EqualError(t, err, `slotmech: unknown symbol ""`)
	_, err = slotmech.NewAlphabet("a", "b", "a")
	require.EqualError(t, err, `slotmech: alphabet name 3: "a" is also name 1`)
	require.ErrorIs(t, err, slotmech.ErrConfig)
	_, err = slotmech.NewAlphabet()
	require.EqualError(t, err, "slotmech: alphabet: has 0 names, want 1 to 63")
	require.ErrorIs(t, err, slotmech.ErrConfig)
	_, err = slotmech.NewAlphabet("a", "")
	require.EqualError(t, err, "slotmech: alphabet name 2: is empty")
	require.ErrorAs(t, err, &e)
	require.Equal(t, "alphabet name 2", e.Field)
}

func TestSymbolSet(t *testing.T) {
	set := slotmech.SymbolsOf(1, 5, 63)
	require.True(t, set.Has(5))
	require.False(t, set.Has(2))
	require.False(t, set.Has(64))
	require.Panics(t, func() { set.With(64) })
	require.Equal(t, 3, set.Len())
}

func TestScreenOpsDoNotAllocate(t *testing.T) {
	s := slotmech.NewScreen(6, 5)
	n := testing.AllocsPerRun(100, func() {
		c := s // copying a screen is a value copy
		c.Set(1, 1, 3)
		_ = c.Count(3) + c.Where(3).Len() + c.Positions().Len()
		for p := range c.Where(3).All() {
			_ = p
		}
		for _, sym := range c.All() {
			_ = sym
		}
		for sym := range slotmech.SymbolsOf(1, 5).All() {
			_ = sym
		}
	})
	require.Zero(t, n)
}

// TestReelWord: ReelWord packs a reel row by row, top row in the low byte,
// with 0 below the last row; SetReelWord is its inverse and never writes
// below the screen.
func TestReelWord(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		reels := rapid.IntRange(1, slotmech.MaxReels).Draw(t, "reels")
		rows := rapid.IntRange(1, slotmech.MaxRows).Draw(t, "rows")
		s := slotmech.NewScreen(reels, rows)
		reel := rapid.IntRange(0, reels-1).Draw(t, "reel")
		w := rapid.Uint64().Draw(t, "word")
		s.SetReelWord(reel, w)
		got := s.ReelWord(reel)
		for row := range slotmech.MaxRows {
			b := slotmech.Symbol(got >> (8 * row))
			if row < rows {
				require.Equal(t, slotmech.Symbol(w>>(8*row)), b)
				require.Equal(t, b, s.At(reel, row))
			} else {
				require.Zero(t, b, "row %d below the screen", row)
			}
		}
	})
	s := slotmech.NewScreen(2, 3)
	require.Zero(t, s.ReelWord(2), "a reel outside the screen reads as Empty")
	require.Panics(t, func() { s.ReelWord(slotmech.MaxReels) })
	require.Panics(t, func() { s.SetReelWord(2, 0) })
}
