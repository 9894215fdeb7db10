package tumble_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

// TestFallMatchesModel: on any screen (holes included), any remove set (off
// the screen too) and any keep set, each reel ends as its survivors, in their
// order, at the bottom, with Empty above; the removed set is exactly the
// positions whose symbols disappeared, and kept symbols are never removed.
func TestFallMatchesModel(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := genScreen(t, 8, true)
		remove := slotmech.PosSet(rapid.Uint64().Draw(t, "remove"))
		keep := genKeep(t, 8)
		before := s

		removed := tumble.Fall(&s, remove, keep)

		require.Equal(t, before.Reels(), s.Reels())
		require.Equal(t, before.Rows(), s.Rows())
		var wantRemoved slotmech.PosSet
		for reel := range s.Reels() {
			want, rm := fallModel(before.Reel(reel), remove.Reel(reel), keep)
			require.Equal(t, want, s.Reel(reel), "reel %d", reel)
			wantRemoved |= slotmech.PosSet(rm) << (reel * slotmech.MaxRows)
		}
		require.Equal(t, wantRemoved, removed)
		require.Zero(t, removed&^remove, "removed a position not asked for")
		require.Zero(t, removed&^before.Positions(), "removed a position off the screen")
		for p := range removed.All() {
			require.False(t, keep.Has(before.Get(p)), "removed kept symbol at %v", p)
			require.NotEqual(t, slotmech.Empty, before.Get(p), "reported Empty %v as removed", p)
		}
		for c := slotmech.Symbol(1); c <= 8; c++ {
			if keep.Has(c) {
				require.Equal(t, before.Count(c), s.Count(c), "kept symbol %d", c)
			}
		}
	})
}

// TestStepConservesAndFills: after Step no position is Empty, the screen keeps
// its size, the survivors sit at the bottom of each reel in their order (as
// Fall leaves them), and the positions above hold exactly what the refiller
// supplied, first symbol lowest.
func TestStepConservesAndFills(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := genScreen(t, 8, true)
		remove := slotmech.PosSet(rapid.Uint64().Draw(t, "remove"))
		keep := genKeep(t, 8)
		lists := make([][]slotmech.Symbol, s.Reels())
		for reel := range lists {
			for _, c := range rapid.SliceOfN(rapid.Uint8Range(9, 12), s.Rows(), s.Rows()).Draw(t, "list") {
				lists[reel] = append(lists[reel], slotmech.Symbol(c))
			}
		}
		refill, err := tumble.NewListRefill(lists)
		require.NoError(t, err)
		fallen := s
		wantRemoved := tumble.Fall(&fallen, remove, keep)

		removed, err := tumble.Step(&s, remove, keep, slotmech.Empty, refill, nil)
		require.NoError(t, err)

		require.Equal(t, wantRemoved, removed)
		require.Equal(t, fallen.Reels()*fallen.Rows(), s.Reels()*s.Rows())
		require.Zero(t, s.Count(slotmech.Empty), "Empty left after Step")
		for reel := range s.Reels() {
			holes := 0
			for _, c := range fallen.Reel(reel) {
				if c == slotmech.Empty {
					holes++
				}
			}
			col := s.Reel(reel)
			require.Equal(t, fallen.Reel(reel)[holes:], col[holes:], "reel %d survivors", reel)
			for k := range holes {
				require.Equal(t, lists[reel][k], col[holes-1-k], "reel %d new symbol %d", reel, k)
			}
			require.Equal(t, s.Rows()-holes, refill.Remaining(reel))
		}
	})
}

// TestStepFillsEmptyScreen: Step with nothing to remove on a new screen draws
// the whole first screen from the refiller.
func TestStepFillsEmptyScreen(t *testing.T) {
	s := slotmech.NewScreen(2, 3)
	refill, err := tumble.NewListRefill([][]slotmech.Symbol{syms("ABC"), syms("DEF")})
	require.NoError(t, err)
	removed, err := tumble.Step(&s, 0, 0, slotmech.Empty, refill, nil)
	require.NoError(t, err)
	require.Zero(t, removed)
	require.Equal(t, []string{"CF", "BE", "AD"}, rowsOf(&s))
}

// TestSC5_TumbleKeepsScattersAndMultipliers is a hand-computed Starlight
// Christmas step (SC-5): the nine winning B are removed, but the scatter S
// and the multiplier M inside the remove set stay and fall with the rest;
// the new symbols come from the lists, the first of each landing lowest.
// By hand, reel by reel (top to bottom):
//
//	reel 0  B C D E B  remove rows 0,4      → I H | C D E
//	reel 1  C B B F G  remove rows 1,2      → K J | C F G
//	reel 2  D M E B H  remove row 3 (M kept) → L | D M E H
//	reel 3  E B B G B  remove rows 1,2,4    → P O N | E G
//	reel 4  F C S B C  remove row 3 (S kept) → Q | F C S C
//	reel 5  G D E F G  nothing removed      → G D E F G
func TestSC5_TumbleKeepsScattersAndMultipliers(t *testing.T) {
	const scatter, mult = 'S' - 'A' + 1, 'M' - 'A' + 1
	keep := slotmech.SymbolsOf(scatter, mult)
	s := screenOf(t,
		"BCDEFG",
		"CBMBCD",
		"DBEBSE",
		"EFBGBF",
		"BGHBCG",
	)
	// The win: every B, and (as an evaluator might name a whole area) the M
	// and S next to them; kept symbols must survive.
	remove := posOf(
		"x.....",
		".xxx..",
		".x.xx.",
		"..x.x.",
		"x..x..",
	)
	refill, err := tumble.NewListRefill([][]slotmech.Symbol{
		syms("HI"), syms("JK"), syms("L"), syms("NOP"), syms("Q"), syms(""),
	})
	require.NoError(t, err)

	removed, err := tumble.Step(&s, remove, keep, slotmech.Empty, refill, nil)
	require.NoError(t, err)

	require.Equal(t, posOf(
		"x.....",
		".x.x..",
		".x.x..",
		"..x.x.",
		"x..x..",
	), removed)
	require.Equal(t, []string{
		"IKLPQG",
		"HJDOFD",
		"CCMNCE",
		"DFEESF",
		"EGHGCG",
	}, rowsOf(&s))
	for reel := range 6 {
		require.Zero(t, refill.Remaining(reel), "reel %d list not used up", reel)
	}
}

// TestStepRefillErrorStops: a refill error aborts the step and is returned.
func TestStepRefillErrorStops(t *testing.T) {
	s := screenOf(t, "AB", "CD")
	refill, err := tumble.NewListRefill([][]slotmech.Symbol{syms("E"), syms("")})
	require.NoError(t, err)
	_, err = tumble.Step(&s, posOf("xx", ".."), 0, slotmech.Empty, refill, rng.NewStream(1, 0))
	require.ErrorIs(t, err, tumble.ErrExhausted)
	require.ErrorContains(t, err, "reel 1", "reel index 1, counted from 0 as everywhere")
}
