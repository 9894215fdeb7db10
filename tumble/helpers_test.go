package tumble_test

import (
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
)

// Test screens are written row by row, top row first, one letter per reel:
// 'A' is symbol 1, 'B' symbol 2, …, and '.' is Empty.

// sym returns the symbol written as letter c.
func sym(c byte) slotmech.Symbol {
	if c == '.' {
		return slotmech.Empty
	}
	return slotmech.Symbol(c-'A') + 1
}

// syms returns the symbols written as the letters of s.
func syms(s string) []slotmech.Symbol {
	out := make([]slotmech.Symbol, len(s))
	for i := range len(s) {
		out[i] = sym(s[i])
	}
	return out
}

// screenOf builds a screen from rows written top row first.
func screenOf(t testing.TB, rows ...string) slotmech.Screen {
	t.Helper()
	s := slotmech.NewScreen(len(rows[0]), len(rows))
	for row, line := range rows {
		if len(line) != s.Reels() {
			t.Fatalf("row %d has %d reels, want %d", row, len(line), s.Reels())
		}
		for reel := range s.Reels() {
			s.Set(reel, row, sym(line[reel]))
		}
	}
	return s
}

// rowsOf writes s back as rows, top row first, for readable comparisons.
func rowsOf(s *slotmech.Screen) []string {
	rows := make([]string, s.Rows())
	for row := range rows {
		var b strings.Builder
		for reel := range s.Reels() {
			if c := s.At(reel, row); c == slotmech.Empty {
				b.WriteByte('.')
			} else {
				b.WriteByte('A' + byte(c) - 1)
			}
		}
		rows[row] = b.String()
	}
	return rows
}

// posOf returns the positions marked 'x' in rows written top row first.
func posOf(rows ...string) slotmech.PosSet {
	var set slotmech.PosSet
	for row, line := range rows {
		for reel := range len(line) {
			if line[reel] == 'x' {
				set = set.With(slotmech.At(reel, row))
			}
		}
	}
	return set
}

// Generators.

// genScreen draws a screen of any size whose positions show symbols 0..max
// (0 is Empty; emptyOK false leaves none Empty).
func genScreen(t *rapid.T, maxSym slotmech.Symbol, emptyOK bool) slotmech.Screen {
	reels := rapid.IntRange(1, slotmech.MaxReels).Draw(t, "reels")
	rows := rapid.IntRange(1, slotmech.MaxRows).Draw(t, "rows")
	lo := slotmech.Symbol(1)
	if emptyOK {
		lo = 0
	}
	s := slotmech.NewScreen(reels, rows)
	cells := rapid.SliceOfN(rapid.Uint8Range(uint8(lo), uint8(maxSym)), reels*rows, reels*rows).Draw(t, "cells")
	for i, c := range cells {
		s.Set(i/rows, i%rows, slotmech.Symbol(c))
	}
	return s
}

// genKeep draws a set of symbols among 1..maxSym.
func genKeep(t *rapid.T, maxSym slotmech.Symbol) slotmech.SymbolSet {
	var keep slotmech.SymbolSet
	for _, c := range rapid.SliceOfN(rapid.Uint8Range(1, uint8(maxSym)), 0, 3).Draw(t, "keep") {
		keep = keep.With(slotmech.Symbol(c))
	}
	return keep
}

// fallModel is the hand model of Fall on one reel (top to bottom): the
// symbols that are not Empty and not removed (a removed position survives if
// it shows a kept symbol), in their order, at the bottom; Empty above. It
// also returns the mask of rows removed.
func fallModel(col []slotmech.Symbol, remove uint8, keep slotmech.SymbolSet) ([]slotmech.Symbol, uint8) {
	var survivors []slotmech.Symbol
	var removed uint8
	for row, c := range col {
		switch {
		case c == slotmech.Empty:
		case remove&(1<<row) != 0 && !keep.Has(c):
			removed |= 1 << row
		default:
			survivors = append(survivors, c)
		}
	}
	out := make([]slotmech.Symbol, len(col)-len(survivors), len(col))
	return append(out, survivors...), removed
}
