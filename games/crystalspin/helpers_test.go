package crystalspin_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

// Symbols by one letter, as in the package's strip data:
// W wild, 7 seven, B bell, M melon, G grapes, P plum, X bar,
// S strawberry, O orange, L lemon, C cherry.
const letters = "W7BMGPXSOLC"

// sym returns the symbol of a letter.
func sym(t testing.TB, c byte) slotmech.Symbol {
	t.Helper()
	i := strings.IndexByte(letters, c)
	require.GreaterOrEqual(t, i, 0, "bad letter %q", c)
	return crystalspin.Wild + slotmech.Symbol(i)
}

// syms returns the symbols of a string of letters (spaces ignored).
func syms(t testing.TB, s string) []slotmech.Symbol {
	t.Helper()
	var out []slotmech.Symbol
	for i := range len(s) {
		if s[i] != ' ' {
			out = append(out, sym(t, s[i]))
		}
	}
	return out
}

// screen returns a 5×3 screen from three rows of letters, top first.
func screen(t testing.TB, rows ...string) slotmech.Screen {
	t.Helper()
	require.Len(t, rows, crystalspin.Rows)
	s := slotmech.NewScreen(crystalspin.Reels, crystalspin.Rows)
	for row, text := range rows {
		line := syms(t, text)
		require.Len(t, line, crystalspin.Reels, "row %d", row)
		for reel, x := range line {
			s.Set(reel, row, x)
		}
	}
	return s
}

// lists returns refill lists from one string of letters per reel: the
// first letter of a reel's string falls in first (and lands lowest).
func lists(t testing.TB, reels ...string) [][]slotmech.Symbol {
	t.Helper()
	var ls [][]slotmech.Symbol
	for _, r := range reels {
		ls = append(ls, syms(t, r))
	}
	return ls
}

// quiet is a refill whose symbols can never form a run: reels 1, 3 and 5
// take only lemons and oranges, reels 2 and 4 only plums and bars, so no
// three consecutive reels share a symbol (and there is no wild).
func quiet(t testing.TB) [][]slotmech.Symbol {
	t.Helper()
	a, b := strings.Repeat("LO", 12), strings.Repeat("PX", 12)
	return lists(t, a, b, a, b, a)
}

// played is a game with its itemised story.
type played struct {
	games.Outcome
	*games.Detail
}

// playScreen plays a forced game from the screen of rows with refill,
// itemised.
func playScreen(t testing.TB, bet slotmech.Money, refill [][]slotmech.Symbol, rows ...string) played {
	t.Helper()
	d := &games.Detail{}
	out, err := crystalspin.New().NewPlayer().PlayForced(&games.Forced{Bet: bet, Screen: screen(t, rows...), Refill: refill}, nil, d)
	require.NoError(t, err)
	return played{out, d}
}

// taken returns how many symbols the forced game of playScreen takes from
// each reel's refill list: for each reel, the shortest prefix of its list
// with which the game plays (a list that runs out is an error, never a
// draw).
func taken(t testing.TB, bet slotmech.Money, refill [][]slotmech.Symbol, rows ...string) []int {
	t.Helper()
	p := crystalspin.New().NewPlayer()
	f := &games.Forced{Bet: bet, Screen: screen(t, rows...)}
	var n []int
	for r := range refill {
		for k := 0; ; k++ {
			require.LessOrEqual(t, k, len(refill[r]), "reel %d: the whole list does not do", r+1)
			f.Refill = slices.Clone(refill)
			f.Refill[r] = refill[r][:k]
			_, err := p.PlayForced(f, nil, nil)
			if err == nil {
				n = append(n, k)
				break
			}
			require.ErrorIs(t, err, tumble.ErrExhausted)
		}
	}
	return n
}

// T is what the helpers need of a test: a *testing.T or a *rapid.T.
type T interface {
	require.TestingT
	Helper()
}

// playStops plays the game of stops on g, itemised, by drawing them: a
// source that makes Play draw exactly these stops (CS-1).
func playStops(t T, g games.Game, stops []int, bet slotmech.Money) played {
	t.Helper()
	var draws []uint64
	for r, n := range g.NewPlayer().(exact.StripPlayer).StripLengths() {
		draws = append(draws, draw(stops[r], n))
	}
	src := rng.NewReplayer(draws)
	d := &games.Detail{}
	out, err := g.NewPlayer().Play(bet, games.Standard, src, d)
	require.NoError(t, err)
	require.NoError(t, src.Done())
	plain, err := g.NewPlayer().(exact.StripPlayer).PlayStops(stops, bet, nil)
	require.NoError(t, err)
	require.Equal(t, plain, out, "PlayStops and Play of the same stops")
	return played{out, d}
}

// win is the short form of a games.Win for comparisons: line (from 1),
// symbol letter, count and factor (whole multiples of the stake).
type win struct {
	line  int
	sym   byte
	count int
	x     int64
}

// stepWins returns the wins of step k (from 0) of out in short form.
func stepWins(t testing.TB, out played, k int) []win {
	t.Helper()
	require.Len(t, out.Spins, 1)
	require.Greater(t, len(out.Spins[0].Steps), k, "step %d", k)
	var ws []win
	for _, w := range out.Spins[0].Steps[k].Wins {
		require.Zero(t, w.Factor%slotmech.FactorScale)
		ws = append(ws, win{w.Line, letters[w.Symbol-crystalspin.Wild], w.Count, int64(w.Factor / slotmech.FactorScale)})
	}
	return ws
}

// cells returns the set of positions given as (reel, row) pairs.
func cells(pairs ...[2]int) slotmech.PosSet {
	var s slotmech.PosSet
	for _, p := range pairs {
		s = s.With(slotmech.At(p[0], p[1]))
	}
	return s
}

// base returns three rows of a screen that wins nothing, avoiding the given
// letters, and a refill that keeps it so: reels 1, 3 and 5 show only the
// three letters of one set, reels 2 and 4 those of another, so no three
// consecutive reels share a symbol. Rows are "a0 b0 a0 b0 a0" and so on.
func base(t testing.TB, avoid string) ([3][]byte, [][]slotmech.Symbol) {
	t.Helper()
	var free []byte
	for i := 1; i < len(letters); i++ { // never the wild
		if !strings.ContainsRune(avoid, rune(letters[i])) {
			free = append(free, letters[i])
		}
	}
	require.GreaterOrEqual(t, len(free), 6, "too many letters avoided")
	a, b := free[:3], free[3:6]
	var rows [3][]byte
	for row := range rows {
		rows[row] = []byte{a[row], b[row], a[row], b[row], a[row]}
	}
	ra, rb := strings.Repeat(string(a), 8), strings.Repeat(string(b), 8)
	return rows, lists(t, ra, rb, ra, rb, ra)
}

// plant returns the rows with letters written at the given positions, in
// order, as strings for screen.
func plant(rows [3][]byte, text string, at ...[2]int) []string {
	var r [3][]byte
	for i := range rows {
		r[i] = append([]byte(nil), rows[i]...)
	}
	for i, p := range at {
		r[p[1]][p[0]] = text[i]
	}
	return []string{string(r[0]), string(r[1]), string(r[2])}
}

// lineCells returns the (reel, row) cells of payline i on reels [from, to).
func lineCells(i, from, to int) [][2]int {
	var out [][2]int
	for reel := from; reel < to; reel++ {
		out = append(out, [2]int{reel, crystalspin.Paylines()[i][reel]})
	}
	return out
}

// middle returns the cells of the middle row (line 1) on reels [from, to).
func middle(from, to int) [][2]int { return lineCells(0, from, to) }
