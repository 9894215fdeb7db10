package tumble_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/weighted"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

func TestNewWeightedRefillRejectsBadTables(t *testing.T) {
	ab := syms("AB")
	for _, tc := range []struct {
		name    string
		symbols [][]slotmech.Symbol
		weights [][]int64
		msg     string
	}{
		{"no reels", nil, nil, "tumble: weighted refill: has 0 reels, want 1 to 8"},
		{"reel counts differ", [][]slotmech.Symbol{ab, ab}, [][]int64{{1, 1}},
			"tumble: weighted refill: 2 symbol tables but 1 weight tables"},
		{"lengths differ", [][]slotmech.Symbol{ab, ab}, [][]int64{{1, 1}, {1}},
			"tumble: weighted refill: reel 1: 2 symbols but 1 weights"},
		{"Empty symbol", [][]slotmech.Symbol{syms("A.")}, [][]int64{{1, 1}},
			"tumble: weighted refill: reel 0 entry 1: symbol is Empty"},
		{"empty table", [][]slotmech.Symbol{ab, {}}, [][]int64{{1, 1}, {}},
			"tumble: weighted refill: reel 1: bad weights: rng: weights: are empty"},
		{"negative weight", [][]slotmech.Symbol{ab}, [][]int64{{1, -2}},
			"tumble: weighted refill: reel 0: bad weights: rng: weight 1: is negative (-2)"},
		{"zero sum", [][]slotmech.Symbol{ab}, [][]int64{{0, 0}},
			"tumble: weighted refill: reel 0: bad weights: rng: weights: sum to zero"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w, err := tumble.NewWeightedRefill(tc.symbols, tc.weights)
			require.Nil(t, w)
			require.EqualError(t, err, tc.msg)
			require.ErrorIs(t, err, tumble.ErrConfig)
			var de *slotmech.Error
			require.ErrorAs(t, err, &de)
			require.Equal(t, "NewWeightedRefill", de.Op)
			if errors.Is(err, rng.ErrConfig) {
				var re *slotmech.Error
				require.ErrorAs(t, err, &re)
			}
		})
	}
}

// TestWeightedRefillDrawsFromItsReel: each reel draws only from its own
// table, never an entry of weight 0, every symbol of positive weight turns
// up, and the same source gives the same symbols.
func TestWeightedRefillDrawsFromItsReel(t *testing.T) {
	w, err := tumble.NewWeightedRefill(
		[][]slotmech.Symbol{syms("ABC"), syms("DEF")},
		[][]int64{{1, 0, 3}, {0, 5, 5}},
	)
	require.NoError(t, err)
	require.Equal(t, 2, tumble.Reels(w))
	allowed := []map[slotmech.Symbol]bool{{sym('A'): true, sym('C'): true}, {sym('E'): true, sym('F'): true}}
	dst, again := make([]slotmech.Symbol, 1000), make([]slotmech.Symbol, 1000)
	for reel := range 2 {
		require.NoError(t, w.Refill(reel, dst, rng.NewStream(7, uint64(reel))))
		seen := map[slotmech.Symbol]bool{}
		for _, c := range dst {
			require.True(t, allowed[reel][c], "reel %d drew %d", reel, c)
			seen[c] = true
		}
		require.Equal(t, allowed[reel], seen)
		require.NoError(t, w.Refill(reel, again, rng.NewStream(7, uint64(reel))))
		require.Equal(t, dst, again)
	}
	requireInput(t, w.Refill(2, dst, rng.NewStream(1, 1)), "reel out of range")
	requireInput(t, w.Refill(-1, dst, rng.NewStream(1, 1)), "reel out of range")
}

// TestWeightedRefillUsesOneDrawPerSymbol: the refill takes exactly one
// weighted draw per new symbol, in dst order, as rng.Weighted makes it; a
// round replays from its recorded draws.
func TestWeightedRefillUsesOneDrawPerSymbol(t *testing.T) {
	weights := []int64{2, 7, 1}
	w, err := tumble.NewWeightedRefill([][]slotmech.Symbol{syms("ABC")}, [][]int64{weights})
	require.NoError(t, err)
	table := (*rng.Weighted)(weighted.Must(weights...))
	dst := make([]slotmech.Symbol, 50)
	require.NoError(t, w.Refill(0, dst, rng.NewStream(3, 3)))
	ref := rng.NewStream(3, 3)
	for i, c := range dst {
		require.Equal(t, syms("ABC")[table.Draw(ref)], c, "symbol %d", i)
	}
}

// TestWeightedRefillMatchesWeightedDraw: for any table, small (drawn through
// a lookup table) or with a large total (drawn by rng.Weighted), Refill gives
// exactly the symbols of one rng.Weighted draw each from the same source.
func TestWeightedRefillMatchesWeightedDraw(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, 12).Draw(t, "entries")
		maxWeight := rapid.SampledFrom([]int64{3, 500, 1 << 40}).Draw(t, "maxWeight")
		weights := rapid.SliceOfN(rapid.Int64Range(0, maxWeight), n, n).Draw(t, "weights")
		weights[rapid.IntRange(0, n-1).Draw(t, "positive")] = rapid.Int64Range(1, maxWeight).Draw(t, "weight")
		symbols := make([]slotmech.Symbol, n)
		for i := range symbols {
			symbols[i] = slotmech.Symbol(rapid.IntRange(1, slotmech.MaxSymbols-1).Draw(t, "symbol"))
		}
		w, err := tumble.NewWeightedRefill([][]slotmech.Symbol{symbols}, [][]int64{weights})
		require.NoError(t, err)
		table := (*rng.Weighted)(weighted.Must(weights...))
		seed := rapid.Uint64().Draw(t, "seed")
		dst := make([]slotmech.Symbol, rapid.IntRange(1, 40).Draw(t, "len"))
		require.NoError(t, w.Refill(0, dst, rng.NewStream(seed, 1)))
		ref := rng.NewStream(seed, 1)
		for i, c := range dst {
			require.Equal(t, symbols[table.Draw(ref)], c, "symbol %d", i)
		}
	})
}
