package tumble_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

func TestNewStripsRejectsBadStrips(t *testing.T) {
	for _, tc := range []struct {
		name   string
		strips [][]slotmech.Symbol
		msg    string
	}{
		{"no reels", nil, "tumble: strips: has 0 reels, want 1 to 8"},
		{"too many reels", make([][]slotmech.Symbol, 9), "tumble: strips: has 9 reels, want 1 to 8"},
		{"empty strip", [][]slotmech.Symbol{syms("AB"), {}}, "tumble: strips: reel 1: strip is empty"},
		{"Empty symbol", [][]slotmech.Symbol{syms("AB"), syms("CD.E")}, "tumble: strips: reel 1 entry 2: symbol is Empty"},
		{"symbol too big", [][]slotmech.Symbol{{1, 64}}, "tumble: strips: reel 0 entry 1: symbol 64 is not below 64"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := tumble.NewStrips(tc.strips)
			require.Nil(t, s)
			require.EqualError(t, err, tc.msg)
			require.ErrorIs(t, err, tumble.ErrConfig)
			var de *slotmech.Error
			require.ErrorAs(t, err, &de)
			require.Equal(t, "NewStrips", de.Op)
			require.Equal(t, tc.msg, "tumble: "+de.Field+": "+de.Reason)
		})
	}
}

// TestNewStripsCopies: the strips do not alias the caller's slices.
func TestNewStripsCopies(t *testing.T) {
	in := [][]slotmech.Symbol{syms("ABC")}
	s, err := tumble.NewStrips(in)
	require.NoError(t, err)
	in[0][0] = sym('Z')
	scr := slotmech.NewScreen(1, 3)
	require.NoError(t, s.Window(&scr, []int{0}))
	require.Equal(t, syms("ABC"), scr.Reel(0))
}

func TestWindowAndStopErrors(t *testing.T) {
	s, err := tumble.NewStrips([][]slotmech.Symbol{syms("ABCD"), syms("EF")})
	require.NoError(t, err)
	scr := slotmech.NewScreen(2, 3)
	// A strip shorter than the window wraps round (documented as allowed).
	require.NoError(t, s.Window(&scr, []int{3, 1}))
	require.Equal(t, []string{"DF", "AE", "BF"}, rowsOf(&scr))

	before := scr
	for _, stops := range [][]int{nil, {0}, {0, 0, 0}, {4, 0}, {0, -1}, {0, 2}} {
		requireInput(t, s.Window(&scr, stops), "bad stop positions", "stops %v", stops)
		require.Equal(t, before, scr, "Window changed the screen on error")
	}
	wide := slotmech.NewScreen(3, 3)
	requireInput(t, s.Window(&wide, []int{0, 0}), "bad stop positions")

	r := tumble.NewStripRefill(s)
	require.NoError(t, r.Reset([]int{2, 1}))
	requireInput(t, r.Reset([]int{2, 5}), "bad stop positions")
	require.Equal(t, 2, tumble.Top(r, 0), "Reset changed the state on error")
	require.Equal(t, 1, tumble.Top(r, 1))
	requireInput(t, r.Start(&wide, []int{0, 0}), "bad stop positions")
	require.Equal(t, 2, tumble.Top(r, 0), "Start changed the state on error")
	requireInput(t, r.Refill(2, make([]slotmech.Symbol, 1), nil), "reel out of range")
	requireInput(t, r.Refill(-1, make([]slotmech.Symbol, 1), nil), "reel out of range")

	err = s.Window(&scr, []int{0, 2})
	require.EqualError(t, err, "tumble: reel 1: bad stop positions: stop 2 is outside 0..1")
	var e *slotmech.Error
	require.ErrorAs(t, err, &e)
	require.Equal(t, "Window", e.Op)
	require.Equal(t, "reel 1", e.Field)
	require.Equal(t, "2", e.Value)
	require.ErrorAs(t, r.Reset([]int{2}), &e)
	require.Equal(t, "Reset", e.Op)
	require.EqualError(t, e, "tumble: bad stop positions: 1 stops for 2 strips")
	require.EqualError(t, r.Refill(2, make([]slotmech.Symbol, 1), nil),
		"tumble: reel 2: reel out of range: refill data has 2 reels")
}

// TestCS8_StripRefillLandsSymbolAboveWindowLowest is a hand-computed Crystal
// Spin cascade step (CS-8). Strips (positions 0, 1, 2, …):
//
//	reel 0  A B C D E F G
//	reel 1  H I J K L
//	reel 2  A H B I C
//
// stopped at 3, 2, 0 show D E F / J K L / A H B. Removing reel 0's middle
// and bottom rows and reel 2's top row leaves D (which falls to the bottom)
// and H B; the strip above each window falls in: reel 0 takes strip[2] = C
// (it lands lowest, on D), then strip[1] = B; reel 2 takes strip[4] = C
// (position 0−1, wrapping round).
func TestCS8_StripRefillLandsSymbolAboveWindowLowest(t *testing.T) {
	strips, err := tumble.NewStrips([][]slotmech.Symbol{syms("ABCDEFG"), syms("HIJKL"), syms("AHBIC")})
	require.NoError(t, err)
	r := tumble.NewStripRefill(strips)
	scr := slotmech.NewScreen(3, 3)
	require.NoError(t, r.Start(&scr, []int{3, 2, 0}))
	require.Equal(t, []string{"DJA", "EKH", "FLB"}, rowsOf(&scr))

	removed, err := tumble.Step(&scr, posOf("..x", "x..", "x.."), 0, slotmech.Empty, r, nil)
	require.NoError(t, err)
	require.Equal(t, posOf("..x", "x..", "x.."), removed)
	require.Equal(t, []string{"BJC", "CKH", "DLB"}, rowsOf(&scr))
	require.Equal(t, 1, tumble.Top(r, 0))
	require.Equal(t, 2, tumble.Top(r, 1))
	require.Equal(t, 4, tumble.Top(r, 2))

	// Reel 0 lost its two bottom rows, so it now shows exactly the window
	// two stops further up the strip (stop 1); reel 1 is untouched. Reel 2
	// lost its top row, so its survivors H B are no longer under their
	// strip neighbour: C H B is not a window.
	want := slotmech.NewScreen(3, 3)
	require.NoError(t, strips.Window(&want, []int{1, 2, 4}))
	require.Equal(t, want.Reel(0), scr.Reel(0))
	require.Equal(t, want.Reel(1), scr.Reel(1))
	require.NotEqual(t, want.Reel(2), scr.Reel(2))
}

// TestStripRefillMatchesModel: refilling k positions of a reel whose window
// starts at top takes strip[top−1], strip[top−2], …, strip[top−k] (first
// lowest) and moves the top to top−k, modulo the strip's length, for any
// strips (shorter than the window too) and any sequence of steps. The refill
// is deterministic: the source passed is irrelevant.
func TestStripRefillMatchesModel(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		reels := rapid.IntRange(1, slotmech.MaxReels).Draw(t, "reels")
		rows := rapid.IntRange(1, slotmech.MaxRows).Draw(t, "rows")
		in := make([][]slotmech.Symbol, reels)
		stops := make([]int, reels)
		for reel := range in {
			for _, c := range rapid.SliceOfN(rapid.Uint8Range(1, 6), 1, 12).Draw(t, "strip") {
				in[reel] = append(in[reel], slotmech.Symbol(c))
			}
			stops[reel] = rapid.IntRange(0, len(in[reel])-1).Draw(t, "stop")
		}
		strips, err := tumble.NewStrips(in)
		require.NoError(t, err)
		a, b := tumble.NewStripRefill(strips), tumble.NewStripRefill(strips)
		sa, sb := slotmech.NewScreen(reels, rows), slotmech.NewScreen(reels, rows)
		require.NoError(t, a.Start(&sa, stops))
		require.NoError(t, b.Start(&sb, stops))
		top := append([]int(nil), stops...)
		for step := range rapid.IntRange(1, 5).Draw(t, "steps") {
			remove := slotmech.PosSet(rapid.Uint64().Draw(t, "remove"))
			before := sa
			_, err := tumble.Step(&sa, remove, 0, slotmech.Empty, a, rng.NewStream(uint64(step), 1))
			require.NoError(t, err)
			_, err = tumble.Step(&sb, remove, 0, slotmech.Empty, b, rng.NewStream(uint64(step), 2))
			require.NoError(t, err)
			require.Equal(t, sa, sb, "strip refill depends on the source")
			for reel := range reels {
				fallen, _ := fallModel(before.Reel(reel), remove.Reel(reel), 0)
				k := 0
				for fallen[k] == slotmech.Empty {
					k++
					if k == rows {
						break
					}
				}
				n := len(in[reel])
				for row := range k {
					// Row `row` of the k new ones holds strip[top−k+row].
					want := in[reel][((top[reel]-k+row)%n+n)%n]
					require.Equal(t, want, sa.At(reel, row), "reel %d row %d", reel, row)
				}
				require.Equal(t, fallen[k:], sa.Reel(reel)[k:])
				top[reel] = ((top[reel]-k)%n + n) % n
				require.Equal(t, top[reel], tumble.Top(a, reel))
			}
		}
	})
}

// TestStripRefillBottomRowsIsWindowFurtherUp: removing the bottom k rows of
// a reel leaves exactly the window at stop top−k: the survivors fall k rows
// and the strip continues upward above them.
func TestStripRefillBottomRowsIsWindowFurtherUp(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rows := rapid.IntRange(1, slotmech.MaxRows).Draw(t, "rows")
		var strip []slotmech.Symbol
		for _, c := range rapid.SliceOfN(rapid.Uint8Range(1, 20), 1, 30).Draw(t, "strip") {
			strip = append(strip, slotmech.Symbol(c))
		}
		n := len(strip)
		stop := rapid.IntRange(0, n-1).Draw(t, "stop")
		k := rapid.IntRange(0, rows).Draw(t, "k")
		strips, err := tumble.NewStrips([][]slotmech.Symbol{strip})
		require.NoError(t, err)
		r := tumble.NewStripRefill(strips)
		scr := slotmech.NewScreen(1, rows)
		require.NoError(t, r.Start(&scr, []int{stop}))
		_, err = tumble.Step(&scr, slotmech.PosSet(1<<k-1)<<(rows-k), 0, slotmech.Empty, r, nil)
		require.NoError(t, err)
		want := slotmech.NewScreen(1, rows)
		require.NoError(t, strips.Window(&want, []int{((stop-k)%n + n) % n}))
		require.Equal(t, want, scr)
	})
}

// viaRefill hides a *StripRefill behind another type, so that Step takes its
// general path (Refill, then the reversal) instead of the strip fast path.
type viaRefill struct{ r *tumble.StripRefill }

func (v viaRefill) Refill(reel int, dst []slotmech.Symbol, src rng.Source) error {
	return v.r.Refill(reel, dst, src)
}

// viaFillReel hides a *StripRefill's FillScreen, so that Step takes the
// reel-by-reel path (FillReel).
func viaFillReel(r *tumble.StripRefill) tumble.Refiller {
	return tumble.WithFillReel(viaRefill{r}, func(reel, holes int, word uint64, src rng.Source) (uint64, error) {
		return tumble.FillReel(r, reel, holes, word, src)
	})
}

// TestStepStripFastPathMatchesRefill: Step refills a *StripRefill with
// FillScreen, or FillReel where FillScreen is hidden, without calling
// Refill (CS-8); on any screen (holes included, fewer strips than reels
// included), remove and keep sets both leave exactly the screen, removed
// set and tops of the general path through Refill, and its error; after an
// error (the round is abandoned) only the error is compared.
func TestStepStripFastPathMatchesRefill(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := genScreen(t, 8, true)
		in := make([][]slotmech.Symbol, rapid.IntRange(1, s.Reels()).Draw(t, "strips"))
		stops := make([]int, len(in))
		for reel := range in {
			for _, c := range rapid.SliceOfN(rapid.Uint8Range(1, 9), 1, 20).Draw(t, "strip") {
				in[reel] = append(in[reel], slotmech.Symbol(c))
			}
			stops[reel] = rapid.IntRange(0, len(in[reel])-1).Draw(t, "stop")
		}
		strips, err := tumble.NewStrips(in)
		require.NoError(t, err)
		fast, byReel, slow := tumble.NewStripRefill(strips), tumble.NewStripRefill(strips), tumble.NewStripRefill(strips)
		require.NoError(t, fast.Reset(stops))
		require.NoError(t, byReel.Reset(stops))
		require.NoError(t, slow.Reset(stops))
		sf, sr, ss := s, s, s
		for range rapid.IntRange(1, 4).Draw(t, "steps") {
			remove := slotmech.PosSet(rapid.Uint64().Draw(t, "remove"))
			keep := genKeep(t, 9)
			rf, errf := tumble.Step(&sf, remove, keep, slotmech.Empty, fast, nil)
			rr, errr := tumble.Step(&sr, remove, keep, slotmech.Empty, viaFillReel(byReel), nil)
			rs, errs := tumble.Step(&ss, remove, keep, slotmech.Empty, viaRefill{slow}, nil)
			require.Equal(t, errs, errf)
			require.Equal(t, errs, errr)
			if errs != nil {
				// The round is abandoned: FillScreen refuses before it
				// fills anything, Refill and FillReel after the reels
				// before the bad one.
				requireInput(t, errf, "reel out of range")
				return
			}
			require.Equal(t, ss, sf)
			require.Equal(t, ss, sr)
			require.Equal(t, rs, rf)
			require.Equal(t, rs, rr)
			for reel := range in {
				require.Equal(t, tumble.Top(slow, reel), tumble.Top(fast, reel), "reel %d", reel)
				require.Equal(t, tumble.Top(slow, reel), tumble.Top(byReel, reel), "reel %d", reel)
			}
		}
	})
}

// Word is the reel word of the window: Window at the same stop, read back
// with ReelWord, for any strip (shorter than the window included), stop and
// number of rows.
func TestStripsWordIsWindow(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		strip := rapid.SliceOfN(rapid.Uint8Range(1, 20), 1, 40).Draw(t, "strip")
		in := []slotmech.Symbol{}
		for _, c := range strip {
			in = append(in, slotmech.Symbol(c))
		}
		strips, err := tumble.NewStrips([][]slotmech.Symbol{in})
		require.NoError(t, err)
		rows := rapid.IntRange(1, slotmech.MaxRows).Draw(t, "rows")
		stop := rapid.IntRange(0, len(in)-1).Draw(t, "stop")
		s := slotmech.NewScreen(1, rows)
		require.NoError(t, strips.Window(&s, []int{stop}))
		require.Equal(t, s.ReelWord(0), strips.Word(0, stop, rows))
	})
	strips, err := tumble.NewStrips([][]slotmech.Symbol{syms("ABC")})
	require.NoError(t, err)
	require.Panics(t, func() { strips.Word(0, 0, 0) })
	require.Panics(t, func() { strips.Word(0, 3, 2) })
	require.Panics(t, func() { strips.Word(1, 0, 2) })
}
